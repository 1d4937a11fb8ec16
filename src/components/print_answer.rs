use leptos::prelude::*;

use crate::components::peg::Peg;
use crate::i18n::{peg_list, use_text};
use crate::rules::puzzle::Puzzle;

/// One answer on the print page's last page (SPEC §15): the puzzle's number and its key, drawn
/// as pegs and named in words.
#[component]
pub fn PrintAnswer(number: usize, puzzle: Puzzle) -> impl IntoView {
    let t = use_text();
    let level = puzzle.level();
    let symbols = level.symbols();
    let key = puzzle.key();
    let drawn = key
        .pegs()
        .iter()
        .map(|&colour| view! { <Peg colour symbols /> })
        .collect_view();
    view! {
        <li class="print-answer">
            <span class="print-pegs" aria-hidden="true">{drawn}</span>
            <span class="print-key">{t.puzzle.answer_of(number, &peg_list(t, level, &key))}</span>
        </li>
    }
}
