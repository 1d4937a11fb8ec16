use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::play::{BoardKey, Play};

/// Shows nothing: lets the keyboard play the board from the first key press, wherever focus is
/// (Wordle's habit). Number keys, Delete, Enter and the undo shortcuts reach the active row
/// unless focus is in a field, a dialog, or (for Enter) on another control; the arrows are left
/// to the page unless a hole has focus, and focus stays where the player put it.
#[component]
pub fn BoardKeys(play: Play) -> impl IntoView {
    let handle = window_event_listener(leptos::ev::keydown, move |ev: KeyboardEvent| {
        let Some(key) = BoardKey::off_board(&ev) else {
            return;
        };
        if play.game.with_untracked(|g| g.is_over()) {
            return;
        }
        play.press(key, false);
        ev.prevent_default();
    });
    on_cleanup(move || handle.remove());
}
