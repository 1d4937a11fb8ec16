use leptos::prelude::*;

use crate::components::marks::Marks;
use crate::components::peg::Peg;
use crate::i18n::{peg_list, use_text};
use crate::rules::game::Turn;
use crate::rules::level::Level;

/// One played row drawn read only (a reply's side, a printed puzzle): its number, its pegs and
/// its marks, and the same in words to screen readers. `class` names its list's look (`played`,
/// `print`): the row's classes are `{class}-row`, `{class}-number` and `{class}-pegs`.
#[component]
pub fn TurnRow(level: Level, number: usize, turn: Turn, class: &'static str) -> impl IntoView {
    let t = use_text();
    let symbols = level.symbols();
    let said = format!(
        "{}; {}",
        t.row_marks(level, number, turn.feedback),
        peg_list(t, level, &turn.guess)
    );
    let drawn = turn
        .guess
        .pegs()
        .iter()
        .map(|&colour| view! { <Peg colour symbols /> })
        .collect_view();
    view! {
        <li class=format!("{class}-row")>
            <span class="sr-only">{said}</span>
            <span class=format!("{class}-number") aria-hidden="true">{number}</span>
            <span class=format!("{class}-pegs") aria-hidden="true">{drawn}</span>
            <Marks feedback=turn.feedback pegs=level.pegs() />
        </li>
    }
}
