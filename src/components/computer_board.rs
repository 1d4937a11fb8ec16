use leptos::prelude::*;

use crate::board_view::hole_class;
use crate::components::marks::Marks;
use crate::components::peg::Peg;
use crate::i18n::{peg_name, use_text};
use crate::rules::code::Code;
use crate::rules::feedback::Feedback;
use crate::rules::game::Turn;
use crate::rules::level::Level;

/// One row of the computer's guesses, named as the game board names its holes and feedback,
/// followed by the number of keys still possible.
#[component]
fn ComputerRow(
    level: Level,
    row: usize,
    guess: Code,
    feedback: Option<Feedback>,
    remaining: Option<usize>,
) -> impl IntoView {
    let t = use_text();
    let holes = guess
        .pegs()
        .iter()
        .enumerate()
        .map(|(hole, &colour)| {
            view! {
                <button
                    type="button"
                    class=hole_class(false, true)
                    aria-label=t.hole(row + 1, hole + 1, Some(peg_name(t, level, colour)))
                    aria-disabled="true"
                    tabindex="-1"
                >
                    <Peg colour symbols=level.symbols() />
                </button>
            }
        })
        .collect_view();
    let results = feedback.map(|f| {
        view! {
            <Marks feedback=f pegs=level.pegs() />
            <span class="sr-only">{t.row_marks(level, row + 1, f)}</span>
            {remaining.map(|n| view! { <span class="possible">{t.possible_keys(n)}</span> })}
        }
    });
    view! {
        <div class="row played" class:active=feedback.is_none() role="group" aria-label=t.row(row + 1)>
            <span class="row-number" aria-hidden="true">{row + 1}</span>
            <div class="holes">{holes}</div>
            <div class="results">{results}</div>
        </div>
    }
}

/// The computer's guesses so far, the one waiting for an answer last.
#[component]
pub fn ComputerBoard(
    level: Level,
    #[prop(into)] rows: Signal<Vec<Turn>>,
    #[prop(into)] remaining: Signal<Vec<usize>>,
    #[prop(into)] asking: Signal<Option<Code>>,
) -> impl IntoView {
    let played = move || {
        let counts = remaining.get();
        rows.get()
            .into_iter()
            .enumerate()
            .map(|(row, turn)| {
                let left = counts.get(row).copied();
                view! {
                    <ComputerRow level row guess=turn.guess feedback=Some(turn.feedback) remaining=left />
                }
            })
            .collect_view()
    };
    let pending = move || {
        asking.get().map(|guess| {
            let row = rows.with(Vec::len);
            view! { <ComputerRow level row guess feedback=None remaining=None /> }
        })
    };
    view! {
        <section class=format!("board computer pegs-{}", level.pegs())>
            <div class="rows">{played}{pending}</div>
        </section>
    }
}
