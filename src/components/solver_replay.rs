use leptos::prelude::*;

use crate::components::peg::Peg;
use crate::dom::sleep;
use crate::i18n::use_text;
use crate::rules::solver::{Solver, Strategy};
use crate::rules::{Code, Feedback, Level};

/// After a game: how the solver would have played the same key, guess by guess, with the keys
/// still possible after each. The guesses are worked out one per browser task, so the page
/// stays responsive at level III.
#[component]
pub fn SolverReplay(level: Level, key: Code) -> impl IntoView {
    let t = use_text();
    let rows = RwSignal::new(Vec::<(Code, Feedback, usize)>::new());
    let done = RwSignal::new(false);
    leptos::task::spawn_local(async move {
        let mut solver = Solver::new(level);
        loop {
            sleep(0).await;
            let Some(guess) = solver.next_guess(Strategy::DEFAULT) else {
                return;
            };
            let feedback = Feedback::between(&key, &guess);
            solver.add(guess, feedback);
            let row = (guess, feedback, solver.remaining());
            // The game may have been left meanwhile: then stop quietly.
            if rows.try_update(|r| r.push(row)).is_none() {
                return;
            }
            if feedback.is_win(level.pegs()) {
                done.set(true);
                return;
            }
        }
    });
    view! {
        <section class="replay" aria-labelledby="replay-title">
            <h2 id="replay-title">{t.replay_title}</h2>
            <ol>
                {move || {
                    rows.get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, (guess, feedback, left))| {
                            let names: Vec<&str> = guess.pegs().iter().map(|&c| (t.colour)(c)).collect();
                            view! {
                                <li>
                                    <span class="replay-pegs" aria-hidden="true">
                                        {guess.pegs().iter().map(|&colour| view! { <Peg colour /> }).collect_view()}
                                    </span>
                                    <span>{(t.replay_row)(i + 1, &names, feedback, left)}</span>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            <p>
                {move || {
                    if done.get() {
                        (t.replay_total)(rows.with(Vec::len))
                    } else {
                        t.thinking.to_owned()
                    }
                }}
            </p>
        </section>
    }
}
