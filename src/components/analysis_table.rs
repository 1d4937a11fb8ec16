use leptos::prelude::*;

use crate::components::scroll_region::ScrollRegion;
use crate::i18n::use_text;
use crate::rules::game::Turn;
use crate::rules::level::Level;
use crate::rules::solver::Summary;
use crate::rules::solver::protocol::SolverError;
use crate::rules::solver::protocol::{Answer, Task};
use crate::solver_client;

/// After a game, how each guess compared with the best: the `Analysis` table (keys possible
/// before the row, keys left after it, the expected keys left with the guess and with the best
/// guess, whether the guess could have been the key) and a summary line. The solver's worker
/// works it out row by row; leaving the page cancels it.
#[component]
pub fn AnalysisTable(level: Level, turns: Vec<Turn>) -> impl IntoView {
    let t = use_text();
    let total = turns.len();
    let rows = RwSignal::new(Vec::new());
    let failed = RwSignal::new(None::<SolverError>);
    // The rows one task each, in one piece of work that leaving the page drops (so cancels).
    let work = solver_client::start(async move {
        for (i, &row) in turns.iter().enumerate() {
            let task = Task::AnalyseRow {
                level,
                before: turns.iter().take(i).copied().collect(),
                row,
            };
            match solver_client::ask(task).await {
                Ok(Answer::Row(row)) => {
                    // The game may have been left meanwhile: then stop quietly.
                    if rows.try_update(|r| r.push(row)).is_none() {
                        return;
                    }
                }
                Ok(_) => {
                    failed.try_set(Some(SolverError::Failed));
                    return;
                }
                Err(e) => {
                    failed.try_set(Some(e));
                    return;
                }
            }
        }
    });
    on_cleanup(move || drop(work));
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
        if let Some(e) = failed.get() {
            return t.solver_error(e).to_owned();
        }
        if total == 0 {
            return t.analysis_none.to_owned();
        }
        if done < total {
            return t.analysis_progress(done + 1, total);
        }
        let summary = rows.with(|r| Summary::of(r));
        t.analysis_summary(
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
            <ScrollRegion label=t.analysis.to_owned()>
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
            </ScrollRegion>
        </section>
    }
}
