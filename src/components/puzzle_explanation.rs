use leptos::prelude::*;

use crate::components::scroll_region::ScrollRegion;
use crate::i18n::{peg_name, use_text};
use crate::rules::puzzle::{Explanation, Puzzle};
use crate::session::puzzle::EXPLAIN_ID;

/// After a puzzle's end (SPEC §15): `Explain` shows the `Explanation` table, for each given row
/// R how many keys fit rows 1 to R and the symbols each hole can still hold among them
/// ([`Puzzle::explain`], worked out on the click, not on the first render), and under it the
/// sentence saying which row settles each hole.
#[component]
pub fn PuzzleExplanation(puzzle: Puzzle) -> impl IntoView {
    let t = use_text();
    let level = puzzle.level();
    let shown = RwSignal::new(None::<Explanation>);
    let explain = move |_| {
        if shown.with_untracked(Option::is_none) {
            shown.set(Some(puzzle.explain()));
        }
    };
    let table = move || {
        shown.get().map(|e| {
            let holes = e.rows.first().map_or(0, |r| r.holes.len());
            let heads = (1..=holes)
                .map(|n| view! { <th scope="col">{t.puzzle.col_hole(n)}</th> })
                .collect_view();
            let rows = (e.rows.iter().enumerate())
                .map(|(row, line)| {
                    let cells = (line.holes.iter())
                        .map(|set| {
                            let names: Vec<&str> =
                                set.iter().map(|&c| peg_name(t, level, c)).collect();
                            view! { <td>{names.join(", ")}</td> }
                        })
                        .collect_view();
                    view! {
                        <tr>
                            <th scope="row">{row + 1}</th>
                            <td>{line.keys_left}</td>
                            {cells}
                        </tr>
                    }
                })
                .collect_view();
            let sentence = t.puzzle.settles.of(&settling(&e));
            view! {
                <ScrollRegion label=t.puzzle.explanation.to_owned()>
                    <table class="explanation">
                        <caption>{t.puzzle.explanation}</caption>
                        <thead>
                            <tr>
                                <th scope="col">{t.puzzle.col_row}</th>
                                <th scope="col">{t.puzzle.col_keys_left}</th>
                                {heads}
                            </tr>
                        </thead>
                        <tbody>{rows}</tbody>
                    </table>
                </ScrollRegion>
                <p class="explanation-settles">{sentence}</p>
            }
        })
    };
    view! {
        <div class="controls">
            <button
                type="button"
                id=EXPLAIN_ID
                aria-expanded=move || if shown.with(Option::is_some) { "true" } else { "false" }
                on:click=explain
            >
                {t.puzzle.explain}
            </button>
        </div>
        {table}
    }
}

/// The rows (from 1) that settle holes, each with the holes it settles (from 1), in row order.
fn settling(e: &Explanation) -> Vec<(usize, Vec<usize>)> {
    let mut rows: Vec<(usize, Vec<usize>)> = Vec::new();
    for (hole, row) in e.settled_by().into_iter().enumerate() {
        let Some(row) = row else { continue };
        match rows.iter_mut().find(|(r, _)| *r == row + 1) {
            Some((_, holes)) => holes.push(hole + 1),
            None => rows.push((row + 1, vec![hole + 1])),
        }
    }
    rows.sort_by_key(|(row, _)| *row);
    rows
}
