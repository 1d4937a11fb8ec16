use leptos::prelude::*;

use crate::components::board::Board;
use crate::i18n::use_guide;
use crate::play::Play;
use crate::rules::code::Code;
use crate::rules::examples::EXAMPLES;
use crate::rules::game::{Game, Turn};
use crate::rules::level::Level;

/// The game of an example after the turns given.
fn game_after(key: Code, played: &[Turn]) -> Game {
    let guesses: Vec<Code> = played.iter().map(|t| t.guess).collect();
    // The examples replay (core/tests/suite/examples.rs); were one not to, its board would show no row.
    Game::from_guesses(Level::I, key, &guesses).unwrap_or_else(|_| Game::new(Level::I, key))
}

/// A worked example on the real board, read-only, stepped turn by turn with the reasoning for
/// each turn and the number of keys still possible.
#[component]
pub fn ExamplePlayer(index: usize) -> impl IntoView {
    let g = use_guide();
    let Some(&example) = EXAMPLES.get(index) else {
        return ().into_any();
    };
    let played = StoredValue::new(example.played());
    let total = example.turns.len();
    let step = RwSignal::new(0usize);
    let play = Play::read_only(game_after(example.key(), &[]));
    let go = move |to: usize| {
        step.set(to);
        played.with_value(|p| play.show(game_after(example.key(), p.get(..to).unwrap_or(p))));
    };
    let reasoning = move || match step.get() {
        0 => g.example_start,
        n => g
            .example_steps
            .get(index)
            .and_then(|steps| steps.get(n - 1))
            .copied()
            .unwrap_or_default(),
    };
    let possible = move || match step.get() {
        0 => None,
        n => example.remaining.get(n - 1).map(|&r| (g.possible)(r)),
    };
    view! {
        <div class="example">
            <Board play />
            <div class="example-side">
                <p class="step" aria-live="polite">{move || (g.step)(step.get(), total)}</p>
                <p>{reasoning}</p>
                <p class="example-possible">{possible}</p>
                <div class="example-buttons">
                    <button
                        type="button"
                        disabled=move || step.get() == 0
                        on:click=move |_| go(step.get_untracked().saturating_sub(1))
                    >
                        {g.previous}
                    </button>
                    <button
                        type="button"
                        disabled=move || step.get() == total
                        on:click=move |_| go((step.get_untracked() + 1).min(total))
                    >
                        {g.next}
                    </button>
                </div>
            </div>
        </div>
    }
    .into_any()
}
