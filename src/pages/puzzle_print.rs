//! Print puzzles (SPEC §15): six puzzles of a level and difficulty laid out for paper.

use leptos::prelude::*;

use crate::i18n::use_text;

/// The print page: six puzzles laid out for paper, the answers on the last page.
#[component]
pub fn PuzzlePrintPage() -> impl IntoView {
    let t = use_text();
    view! { <h1>{t.puzzle.print_puzzles}</h1> }
}
