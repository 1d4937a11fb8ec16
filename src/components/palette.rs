use leptos::prelude::*;

use crate::board_view::BoardView;
use crate::components::swatches::Swatches;
use crate::play::Play;
use crate::rules::input::Input;

/// The colours of the level, shown under the active row: choosing one fills the selected hole
/// and moves the selection to the next hole to fill. Its name is the board's [`BoardView`]'s.
#[component]
pub fn Palette(play: Play, view: Memo<BoardView>) -> impl IntoView {
    let level = play.game.with_untracked(|g| g.level());
    let label = move || view.with(|v| v.palette.as_ref().map(|p| p.label.clone()));
    view! {
        <div class="palette" role="group" aria-label=label>
            <Swatches level on_pick=move |colour| {
                play.input(Input::Colour(colour));
            } />
        </div>
    }
}
