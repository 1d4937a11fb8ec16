use leptos::prelude::*;

use crate::components::turn_row::TurnRow;
use crate::rules::game::Turn;
use crate::rules::level::Level;

/// A game's played rows, read only (a reply's side, SPEC 18): each row's pegs and marks, and the
/// same in words to screen readers; `heading` names the list.
#[component]
pub fn PlayedRows(
    level: Level,
    turns: Vec<Turn>,
    heading: String,
    id: &'static str,
) -> impl IntoView {
    let rows = turns
        .into_iter()
        .enumerate()
        .map(|(i, turn)| view! { <TurnRow level number=i + 1 turn class="played" /> })
        .collect_view();
    view! {
        <section class="played-side" aria-labelledby=id>
            <h2 id=id>{heading}</h2>
            <ol class="played-rows">{rows}</ol>
        </section>
    }
}
