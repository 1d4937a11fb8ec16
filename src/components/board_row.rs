use leptos::prelude::*;

use crate::components::hole::Hole;
use crate::components::marks::Marks;
use crate::components::palette::Palette;
use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::{Game, Input, Status, Target};

/// One turn of the board: its holes and, on the right, its results cell (the submit control
/// while the row is full and unplayed, the marks once played). The palette follows the active row.
#[component]
pub fn BoardRow(play: Play, row: usize) -> impl IntoView {
    let t = use_text();
    let pegs = play.game.with_untracked(|g| g.level().pegs());
    let puzzle = play.game.with_untracked(|g| g.given().is_some());
    let active = Memo::new(move |_| play.game.with(|g| g.active_row() == Some(row)));
    let feedback = Memo::new(move |_| play.game.with(|g| g.feedback(row)));
    let full = Memo::new(move |_| active.get() && play.game.with(Game::active_row_full));
    // The last row played (its marks come in one by one), and the row that won (it celebrates):
    // classes for the motion of SPEC 13, drawn by CSS alone.
    let latest = Memo::new(move |_| play.game.with(|g| g.turns().len() == row + 1));
    let won = Memo::new(move |_| {
        play.game
            .with(|g| matches!(g.status(), Status::Won { turns } if turns == row + 1))
    });
    let holes = (0..pegs)
        .map(|hole| view! { <Hole play row hole /> })
        .collect_view();
    let results = move || match (feedback.get(), full.get()) {
        (Some(f), _) => view! {
            <Marks feedback=f pegs />
            <span class="sr-only">{(t.row_feedback)(row + 1, f)}</span>
            {move || {
                play.counts
                    .with(|c| c.get(row).copied())
                    .map(|n| view! { <span class="possible">{(t.possible_keys)(n)}</span> })
            }}
        }
        .into_any(),
        // A puzzle's answer row is checked by the page's `Check` instead.
        (None, true) if !play.read_only && !puzzle => view! {
            <button
                type="button"
                class="submit"
                on:click=move |ev| {
                    ev.stop_propagation();
                    play.input(Input::Submit);
                }
            >
                {t.submit}
            </button>
        }
        .into_any(),
        (None, _) => ().into_any(),
    };
    view! {
        <div
            class="row"
            class:active=move || active.get()
            class:played=move || feedback.get().is_some()
            class:latest=move || latest.get()
            class:won=move || won.get()
            role="group"
            aria-label=(t.row)(row + 1)
        >
            <span class="row-number" aria-hidden="true">{row + 1}</span>
            <div class="holes">{holes}</div>
            <div
                class="results"
                on:click=move |_| {
                    play.input(Input::Touch(Target::Results { row }));
                }
            >
                {results}
            </div>
        </div>
        {move || (active.get() && !play.read_only).then(|| view! { <Palette play row /> })}
    }
}
