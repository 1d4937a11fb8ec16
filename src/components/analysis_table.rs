use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::dom::sleep;
use crate::i18n::use_text;
use crate::rules::solver::{ANALYSIS_BUDGET, RowAnalysis, RowSearch, Summary};
use crate::rules::{Level, Turn};

/// How much search one slice of the analysis does before the page gets the thread back (about
/// 10 ms in wasm).
const SLICE: u64 = 1_000_000;

/// After a game, how each guess compared with the best: the `Analysis` table (keys possible
/// before the row, keys left after it, the expected keys left with the guess and with the best
/// guess, whether the guess could have been the key) and a summary line. It is worked out in
/// slices, yielding to the browser between them, so the page stays usable while it fills.
#[component]
pub fn AnalysisTable(level: Level, turns: Vec<Turn>) -> impl IntoView {
    let t = use_text();
    let total = turns.len();
    let rows = RwSignal::new(Vec::<RowAnalysis>::new());
    spawn_local(async move {
        for i in 0..turns.len() {
            let mut search = RowSearch::new(level, &turns[..i], &turns[i], ANALYSIS_BUDGET);
            let row = loop {
                sleep(0).await;
                // The game may have been left meanwhile: then stop quietly.
                if rows.try_with_untracked(|_| ()).is_none() {
                    return;
                }
                if let Some(row) = search.step(SLICE) {
                    break row;
                }
            };
            rows.update(|r| r.push(row));
        }
    });
    let body = move || {
        rows.get()
            .into_iter()
            .enumerate()
            .map(|(i, r)| {
                view! {
                    <tr>
                        <th scope="row">{i + 1}</th>
                        <td>{r.before}</td>
                        <td>{r.left}</td>
                        <td>{t.decimal(r.expected(), 1)}</td>
                        <td>{t.decimal(r.best_expected(), 1)}</td>
                        <td>{if r.could_be_key { t.yes } else { t.no }}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    let status = move || {
        let done = rows.with(Vec::len);
        if done < total {
            return (t.analysis_progress)(done + 1, total);
        }
        let summary = rows.with(|r| Summary::of(r));
        (t.analysis_summary)(
            summary.best_rows,
            summary.rows,
            &t.decimal(summary.expected_left, 1),
            &t.decimal(summary.best_expected_left, 1),
        )
    };
    view! {
        <section class="analysis" aria-labelledby="analysis-title">
            <h2 id="analysis-title">{t.analysis_title}</h2>
            <p aria-live="polite">{status}</p>
            <div class="table-scroll" tabindex="0" role="group" aria-labelledby="analysis-title">
                <table class="scores analysis-table">
                    <caption>{t.analysis}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{t.col_row}</th>
                            <th scope="col">{t.col_keys_before}</th>
                            <th scope="col">{t.col_keys_left}</th>
                            <th scope="col">{t.col_expected_left}</th>
                            <th scope="col">{t.col_best_expected_left}</th>
                            <th scope="col">{t.col_could_be_key}</th>
                        </tr>
                    </thead>
                    <tbody>{body}</tbody>
                </table>
            </div>
        </section>
    }
}
