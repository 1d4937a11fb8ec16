use leptos::prelude::*;

use crate::components::computer_board::ComputerBoard;
use crate::components::secret_row::SecretRow;
use crate::components::solver_status::SolverStatusLine;
use crate::i18n::use_text;
use crate::rules::code::Code;
use crate::rules::level::Level;
use crate::session::MatchSession;
use crate::solver_client;

/// A round in which the computer breaks the player's key: the key (locked) and the computer's
/// rows as its session plays them, one every few hundred milliseconds.
#[component]
pub fn ComputerRound(session: MatchSession) -> impl IntoView {
    let t = use_text();
    let current = session.current;
    let (level, key) = current
        .with_untracked(|m| {
            m.as_ref()
                .and_then(|m| Some((m.setup().level, m.rounds().last()?.key)))
        })
        .unzip();
    let level = level.unwrap_or(Level::I);
    let rows = Memo::new(move |_| {
        current.with(|m| {
            m.as_ref()
                .and_then(|m| m.rounds().last().map(|r| r.guesses.clone()))
                .unwrap_or_default()
        })
    });
    let remaining = solver_client::counts(move || Some((level, rows.get())));
    let secret = key.map(|k| k.pegs().iter().map(|&c| Some(c)).collect::<Vec<_>>());
    view! {
        <p>{t.computer_breaking}</p>
        {secret.map(|s| {
            let secret = RwSignal::new(s);
            view! { <SecretRow level secret locked=Signal::stored(true) /> }
        })}
        <ComputerBoard level rows remaining asking=Signal::stored(None::<Code>) />
        <SolverStatusLine />
    }
}
