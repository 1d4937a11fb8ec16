use leptos::prelude::*;

use crate::components::computer_board::ComputerBoard;
use crate::i18n::{peg_name, use_text};
use crate::rules::code::Code;
use crate::rules::contest::Match;
use crate::solver_client;

/// A finished round: its key (`Key: …`) and its board, read-only.
#[component]
pub fn FinishedRound(current: Memo<Option<Match>>, index: usize) -> impl IntoView {
    let t = use_text();
    let Some((level, round)) = current.with_untracked(|m| {
        m.as_ref()
            .and_then(|m| Some((m.setup().level, m.rounds().get(index)?.clone())))
    }) else {
        return ().into_any();
    };
    let names: Vec<&str> = round
        .key
        .pegs()
        .iter()
        .map(|&c| peg_name(t, level, c))
        .collect();
    let guesses = round.guesses.clone();
    let remaining = solver_client::counts(move || Some((level, guesses.clone())));
    view! {
        <p class="round-key">{t.key_revealed(&names)}</p>
        <ComputerBoard
            level
            rows=Signal::stored(round.guesses.clone())
            remaining
            asking=Signal::stored(None::<Code>)
        />
    }
    .into_any()
}
