use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::board_view::{BoardView, HoleView};
use crate::components::peg::Peg;
use crate::events::on_key;
use crate::play::Play;
use crate::rules::input::Input;

/// One hole of the board: a button named after its row, hole and peg, as the board's
/// [`BoardView`] says. Only the active row's holes take input; the others are `aria-disabled`
/// but still clickable, so a click on them can raise the yellow flag.
#[component]
pub fn Hole(play: Play, view: Memo<BoardView>, row: usize, hole: usize) -> impl IntoView {
    let shown =
        Memo::new(move |_| view.with(|v| v.rows.get(row).and_then(|r| r.holes.get(hole)).cloned()));
    let peg = Memo::new(move |_| shown.with(|h| h.as_ref().and_then(|h| h.peg)));
    let (symbols, read_only) = view.with_untracked(|v| (v.symbols, v.read_only));
    let id = shown.with_untracked(|h| h.as_ref().map(|h| h.id.clone()));
    let class = move || shown.with(|h| h.as_ref().map(HoleView::class));
    let label = move || shown.with(|h| h.as_ref().map(|h| h.label.clone()));
    let disabled = move || shown.with(|h| h.as_ref().and_then(HoleView::disabled));
    let tabindex = move || shown.with(|h| h.as_ref().map(HoleView::tabindex));
    let drawn = move || peg.get().map(|colour| view! { <Peg colour symbols /> });
    if read_only {
        return view! { <span role="img" class=class aria-label=label>{drawn}</span> }.into_any();
    }
    view! {
        <button
            type="button"
            id=id
            class=class
            aria-label=label
            aria-disabled=disabled
            tabindex=tabindex
            data-row=row
            data-hole=hole
            on:click=move |_| {
                play.input(Input::Hole { row, hole });
            }
            on:focus=move |_| {
                play.input(Input::Focus { row, hole });
            }
            on:keydown=move |ev: KeyboardEvent| on_key(&ev, |input| play.input(input))
        >
            {drawn}
        </button>
    }
    .into_any()
}
