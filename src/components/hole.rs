use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::components::peg::Peg;
use crate::dom::hole_id;
use crate::i18n::use_text;
use crate::play::{BoardKey, Play};

/// One hole of the board: a button named after its row, hole and peg. Only the active row's
/// holes take input; the others are `aria-disabled` but still clickable, so a click on them can
/// raise the yellow flag.
#[component]
pub fn Hole(play: Play, row: usize, hole: usize) -> impl IntoView {
    let t = use_text();
    let peg = Memo::new(move |_| play.game.with(|g| g.peg(row, hole)));
    let active = Memo::new(move |_| play.game.with(|g| g.active_row() == Some(row)));
    let selected = move || active.get() && play.cursor.with(|c| c.hole()) == hole;
    let label = move || (t.hole)(row + 1, hole + 1, peg.get().map(t.colour));
    let on_key = move |ev: KeyboardEvent| {
        if !active.get_untracked() {
            return;
        }
        if let Some(key) = BoardKey::of_event(&ev) {
            play.press(key, true);
            ev.prevent_default();
        }
    };
    if play.read_only {
        return view! {
            <span role="img" class="hole" class:filled=move || peg.get().is_some() aria-label=label>
                {move || peg.get().map(|colour| view! { <Peg colour /> })}
            </span>
        }
        .into_any();
    }
    view! {
        <button
            type="button"
            id=hole_id(row, hole)
            class="hole"
            class:selected=selected
            class:filled=move || peg.get().is_some()
            aria-label=label
            aria-disabled=move || (!active.get()).then_some("true")
            tabindex=move || if selected() { "0" } else { "-1" }
            on:click=move |_| play.select(row, hole)
            on:focus=move |_| {
                if active.get_untracked() {
                    play.cursor.update(|c| *c = play.game.with_untracked(|g| c.select(g, hole)));
                }
            }
            on:keydown=on_key
        >
            {move || peg.get().map(|colour| view! { <Peg colour /> })}
        </button>
    }
    .into_any()
}
