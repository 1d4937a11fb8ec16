use leptos::prelude::*;

use crate::components::peg::Peg;
use crate::i18n::{peg_name, use_text};
use crate::rules::look::key_hint;
use crate::rules::{Colour, Level};

/// The level's symbols as buttons named by their colour, `blank` or digit, each with its look and
/// the number key that types it;
/// choosing one calls `on_pick`. The game's palette and the secret key's palette both use it.
#[component]
pub fn Swatches(level: Level, #[prop(into)] on_pick: Callback<Colour>) -> impl IntoView {
    let t = use_text();
    level
        .palette()
        .iter()
        .map(|&colour| {
            view! {
                <button
                    type="button"
                    class="swatch"
                    data-colour=colour.index()
                    on:click=move |_| on_pick.run(colour)
                >
                    <Peg colour symbols=level.symbols() />
                    <span class="swatch-name">{peg_name(t, level, colour)}</span>
                    <kbd aria-hidden="true">{key_hint(level.symbols(), colour)}</kbd>
                </button>
            }
        })
        .collect_view()
}
