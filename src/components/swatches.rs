use leptos::prelude::*;

use crate::board_view::swatches;
use crate::components::peg::Peg;
use crate::i18n::use_text;
use crate::rules::colour::Colour;
use crate::rules::level::Level;

/// The level's symbols as buttons named by their colour, `blank` or digit, each with its look and
/// the number key that types it ([`swatches`]); choosing one calls `on_pick`. The game's palette
/// and the secret key's palette both use it.
#[component]
pub fn Swatches(level: Level, #[prop(into)] on_pick: Callback<Colour>) -> impl IntoView {
    let symbols = level.symbols();
    swatches(use_text(), level)
        .into_iter()
        .map(|swatch| {
            let colour = swatch.colour;
            view! {
                <button
                    type="button"
                    class="swatch"
                    data-colour=colour.index()
                    on:click=move |_| on_pick.run(colour)
                >
                    <Peg colour symbols />
                    <span class="swatch-name">{swatch.name}</span>
                    <kbd aria-hidden="true">{swatch.hint}</kbd>
                </button>
            }
        })
        .collect_view()
}
