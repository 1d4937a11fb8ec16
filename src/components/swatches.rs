use leptos::prelude::*;

use crate::components::peg::Peg;
use crate::i18n::use_text;
use crate::rules::{Colour, Level};

/// The level's colours as buttons named by colour, each with its shape and its number key;
/// choosing one calls `on_pick`. The game's palette and the secret key's palette both use it.
#[component]
pub fn Swatches(level: Level, #[prop(into)] on_pick: Callback<Colour>) -> impl IntoView {
    let t = use_text();
    level
        .palette()
        .iter()
        .enumerate()
        .map(|(i, &colour)| {
            view! {
                <button
                    type="button"
                    class="swatch"
                    data-colour=colour.index()
                    on:click=move |_| on_pick.run(colour)
                >
                    <Peg colour />
                    <span class="swatch-name">{(t.colour)(colour)}</span>
                    <kbd aria-hidden="true">{(i + 1) % 10}</kbd>
                </button>
            }
        })
        .collect_view()
}
