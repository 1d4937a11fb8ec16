use leptos::prelude::*;

use crate::i18n::use_text;
use crate::rules::puzzle::Puzzle;
use crate::session::puzzle::EXPLAIN_ID;

/// After a puzzle's end (SPEC §15): `Explain` shows the `Explanation` table, how many keys fit
/// the given rows 1 to R for each row R ([`Puzzle::explanation`]), down to the one key.
#[component]
pub fn PuzzleExplanation(puzzle: Puzzle) -> impl IntoView {
    let t = use_text();
    let counts = RwSignal::new(None::<Vec<usize>>);
    let explain = move |_| {
        if counts.with_untracked(Option::is_none) {
            counts.set(Some(puzzle.explanation()));
        }
    };
    let table = move || {
        counts.get().map(|counts| {
            let rows = counts
                .iter()
                .enumerate()
                .map(|(row, left)| {
                    view! {
                        <tr>
                            <th scope="row">{row + 1}</th>
                            <td>{*left}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <table class="explanation">
                    <caption>{t.puzzle.explanation}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{t.puzzle.col_row}</th>
                            <th scope="col">{t.puzzle.col_keys_left}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            }
        })
    };
    view! {
        <div class="controls">
            <button
                type="button"
                id=EXPLAIN_ID
                aria-expanded=move || if counts.with(Option::is_some) { "true" } else { "false" }
                on:click=explain
            >
                {t.puzzle.explain}
            </button>
        </div>
        {table}
    }
}
