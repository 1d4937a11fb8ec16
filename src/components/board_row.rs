use leptos::prelude::*;

use crate::board_view::{BoardView, HOLES, ROW_NUMBER, Results, RowView, SAID};
use crate::components::hole::Hole;
use crate::components::marks::Marks;
use crate::components::palette::Palette;
use crate::play::Play;
use crate::rules::game::Target;
use crate::rules::input::Input;

/// One turn of the board: its holes and, on the right, its results cell (the submit control
/// while the row is full and unplayed, the marks once played). The palette follows the active
/// row. What each shows is the row's part of the board's [`BoardView`].
#[component]
pub fn BoardRow(play: Play, view: Memo<BoardView>, row: usize) -> impl IntoView {
    let (label, pegs) = view.with_untracked(|v| {
        let row = v.rows.get(row);
        (
            row.map(|r| r.label.clone()).unwrap_or_default(),
            row.map_or(0, |r| r.holes.len()),
        )
    });
    // Classes for the motion of SPEC 13 too (the last row played, the row that won), drawn by
    // CSS alone.
    let class = Memo::new(move |_| {
        view.with(|v| v.rows.get(row).map(RowView::class))
            .unwrap_or_default()
    });
    let results = Memo::new(move |_| {
        view.with(|v| v.rows.get(row).map(|r| r.results.clone()))
            .unwrap_or(Results::Nothing)
    });
    let words = Memo::new(move |_| {
        view.with(|v| v.rows.get(row).map(|r| r.words().to_owned()))
            .unwrap_or_default()
    });
    let possible =
        Memo::new(move |_| view.with(|v| v.rows.get(row).and_then(|r| r.possible.clone())));
    let palette = Memo::new(move |_| view.with(|v| v.palette.as_ref().map(|p| p.row)) == Some(row));
    let holes = (0..pegs)
        .map(|hole| view! { <Hole play view row hole /> })
        .collect_view();
    let results = move || match results.get() {
        Results::Marks { feedback, pegs, .. } => view! {
            <Marks feedback pegs />
        }
        .into_any(),
        Results::Submit(words) => view! {
            <button
                type="button"
                class="submit"
                on:click=move |ev| {
                    ev.stop_propagation();
                    play.input(Input::Submit);
                }
            >
                {words}
            </button>
        }
        .into_any(),
        Results::Nothing => ().into_any(),
    };
    view! {
        <div class=move || class.get() role="group" aria-label=label>
            <span class=ROW_NUMBER aria-hidden="true">{row + 1}</span>
            <div class=HOLES>{holes}</div>
            <div
                class="results"
                on:click=move |_| {
                    play.input(Input::Touch(Target::Results { row }));
                }
            >
                {results}
                // The row's polite live region (SPEC §17): empty until the row is played, then
                // its marks' words at once, and the keys still possible when the aids count
                // them; emptied with the row by a new game.
                <span class=SAID aria-live="polite">
                    <span class="sr-only">{move || words.get()}</span>
                    {move || possible.get().map(|n| view! { <span class="possible">{n}</span> })}
                </span>
            </div>
        </div>
        {move || palette.get().then(|| view! { <Palette play view /> })}
    }
}
