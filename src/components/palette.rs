use leptos::prelude::*;

use crate::components::swatches::Swatches;
use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::Input;

/// The colours of the level, shown under the active row: choosing one fills the selected hole
/// and moves the selection to the next hole to fill.
#[component]
pub fn Palette(play: Play, row: usize) -> impl IntoView {
    let t = use_text();
    let level = play.game.with_untracked(|g| g.level());
    let label = move || (t.palette)(row + 1, play.cursor.with(|c| c.hole()) + 1);
    view! {
        <div class="palette" role="group" aria-label=label>
            <Swatches level on_pick=move |colour| {
                play.input(Input::Colour(colour));
            } />
        </div>
    }
}
