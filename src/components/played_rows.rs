use leptos::prelude::*;

use crate::components::marks::Marks;
use crate::components::peg::Peg;
use crate::i18n::{peg_list, use_text};
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
    let t = use_text();
    let symbols = level.symbols();
    let pegs = level.pegs();
    let rows = turns
        .into_iter()
        .enumerate()
        .map(|(i, turn)| {
            let said = format!(
                "{}; {}",
                (t.row_feedback)(i + 1, turn.feedback),
                peg_list(t, level, &turn.guess)
            );
            let drawn = turn
                .guess
                .pegs()
                .iter()
                .map(|&colour| view! { <Peg colour symbols /> })
                .collect_view();
            view! {
                <li class="played-row">
                    <span class="sr-only">{said}</span>
                    <span class="played-number" aria-hidden="true">{i + 1}</span>
                    <span class="played-pegs" aria-hidden="true">{drawn}</span>
                    <Marks feedback=turn.feedback pegs />
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="played-side" aria-labelledby=id>
            <h2 id=id>{heading}</h2>
            <ol class="played-rows">{rows}</ol>
        </section>
    }
}
