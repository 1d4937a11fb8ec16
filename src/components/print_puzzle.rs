use leptos::prelude::*;

use crate::components::peg::Peg;
use crate::components::turn_row::TurnRow;
use crate::i18n::{peg_name, use_text};
use crate::rules::level::Level;
use crate::rules::puzzle::{Difficulty, Puzzle};

/// One puzzle of the print page's sheet (SPEC §15): its number, level and difficulty, the rows
/// given, each with its pegs (their shapes show without colour) and its marks (filled black,
/// hollow white), then the answer row's empty holes to write the key in. Every row says the
/// same in words to screen readers.
#[component]
pub fn PrintPuzzle(number: usize, puzzle: Puzzle, difficulty: Difficulty) -> impl IntoView {
    let t = use_text();
    let level = puzzle.level();
    let pegs = level.pegs();
    let heading = t.print_heading(number, level.roman().unwrap_or("I"), difficulty);
    let id = format!("print-puzzle-{number}");
    let labelled = id.clone();
    let rows = puzzle
        .rows()
        .iter()
        .enumerate()
        .map(|(i, &turn)| view! { <TurnRow level number=i + 1 turn class="print" /> })
        .collect_view();
    let holes = (0..pegs)
        .map(|_| view! { <span class="print-hole"></span> })
        .collect_view();
    view! {
        <article class="print-puzzle" aria-labelledby=labelled>
            <h2 id=id>{heading}</h2>
            <ol class="print-rows">
                {rows}
                <li class="print-row print-answer-row">
                    <span class="sr-only">{t.puzzle.print_answer_row}</span>
                    <span class="print-number" aria-hidden="true">"?"</span>
                    <span class="print-pegs" aria-hidden="true">{holes}</span>
                </li>
            </ol>
        </article>
    }
}

/// What every printed sheet carries at its top (SPEC §17): its title (level, difficulty, seed)
/// and the legend of the marks (a filled dot, a hollow dot) and of the level's symbols, each
/// drawn with its shape or digit and named.
#[component]
pub fn PrintHeader(level: Level, difficulty: Difficulty, seed: u64) -> impl IntoView {
    let t = use_text();
    let symbols = level.symbols();
    let title = t.print_title(level.roman().unwrap_or("I"), difficulty, seed);
    let palette = level
        .palette()
        .iter()
        .map(|&colour| {
            view! {
                <span class="print-legend-symbol">
                    <Peg colour symbols />
                    {peg_name(t, level, colour)}
                </span>
            }
        })
        .collect_view();
    view! {
        <header class="print-header">
            <p class="print-title">{title}</p>
            <p class="print-legend">
                <span class="print-legend-mark">
                    <span class="mark black" aria-hidden="true"></span>
                    {t.puzzle.legend_black}
                </span>
                <span class="print-legend-mark">
                    <span class="mark white" aria-hidden="true"></span>
                    {t.puzzle.legend_white}
                </span>
            </p>
            <p class="print-legend print-legend-symbols">{t.puzzle.legend_symbols} {palette}</p>
        </header>
    }
}
