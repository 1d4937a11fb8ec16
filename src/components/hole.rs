use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::components::peg::Peg;
use crate::dom::hole_id;
use crate::events::on_key;
use crate::i18n::{peg_name, use_text};
use crate::play::Play;
use crate::rules::Input;

/// One hole of the board: a button named after its row, hole and peg. Only the active row's
/// holes take input; the others are `aria-disabled` but still clickable, so a click on them can
/// raise the yellow flag.
#[component]
pub fn Hole(play: Play, row: usize, hole: usize) -> impl IntoView {
    let t = use_text();
    let peg = Memo::new(move |_| play.game.with(|g| g.peg(row, hole)));
    let active = Memo::new(move |_| play.game.with(|g| g.active_row() == Some(row)));
    let selected = move || active.get() && play.cursor.with(|c| c.hole()) == hole;
    let level = play.game.with_untracked(|g| g.level());
    let symbols = level.symbols();
    let label = move || (t.hole)(row + 1, hole + 1, peg.get().map(|c| peg_name(t, level, c)));
    if play.read_only {
        return view! {
            <span role="img" class="hole" class:filled=move || peg.get().is_some() aria-label=label>
                {move || peg.get().map(|colour| view! { <Peg colour symbols /> })}
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
            {move || peg.get().map(|colour| view! { <Peg colour symbols /> })}
        </button>
    }
    .into_any()
}
