use leptos::prelude::*;

use crate::components::peg::Peg;
use crate::i18n::{peg_name, use_text};
use crate::rules::code::Code;
use crate::rules::level::Level;
use crate::rules::solver::plays_optimally;
use crate::rules::solver::protocol::SolverError;
use crate::rules::solver::protocol::{Answer, ReplayRow, Task};
use crate::solver_client;

/// After a game: how the solver would have played the same key, guess by guess, with the keys
/// still possible after each. Worked out by the solver's worker; leaving the game cancels it.
#[component]
pub fn SolverReplay(level: Level, key: Code) -> impl IntoView {
    let t = use_text();
    let rows = RwSignal::new(Vec::<ReplayRow>::new());
    let done = RwSignal::new(false);
    let failed = RwSignal::new(None::<SolverError>);
    let work = solver_client::spawn(Task::Replay { level, key }, move |answer| match answer {
        Ok(Answer::Replay(replay)) => {
            rows.try_set(replay);
            done.try_set(true);
        }
        Ok(_) => {
            failed.try_set(Some(SolverError::Failed));
        }
        Err(e) => {
            failed.try_set(Some(e));
        }
    });
    on_cleanup(move || drop(work));
    view! {
        <section class="replay" aria-labelledby="replay-title">
            <h2 id="replay-title">{t.replay_title}</h2>
            <ol>
                {move || {
                    rows.get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, ReplayRow { guess, feedback, left })| {
                            let names: Vec<&str> = guess.pegs().iter().map(|&c| peg_name(t, level, c)).collect();
                            view! {
                                <li>
                                    <span class="replay-pegs" aria-hidden="true">
                                        {guess.pegs().iter().map(|&colour| view! { <Peg colour symbols=level.symbols() /> }).collect_view()}
                                    </span>
                                    <span>{t.replay_row(level, i + 1, &names, feedback, left as usize)}</span>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            <p>
                {move || {
                    if done.get() {
                        t.replay_total(rows.with(Vec::len))
                    } else if let Some(e) = failed.get() {
                        t.solver_error(e).to_owned()
                    } else {
                        t.thinking.to_owned()
                    }
                }}
            </p>
            {move || {
                (done.get() && plays_optimally(level)).then(|| view! { <p>{t.solver_optimal}</p> })
            }}
        </section>
    }
}
