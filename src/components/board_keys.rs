use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::play::{BoardKey, Play};

/// Shows nothing: lets the keyboard play the board from the first key press, wherever focus is
/// (Wordle's habit). Number keys, Delete, Enter and the undo shortcuts reach the active row
/// unless focus is in a field, a dialog, or (for Enter) on another control; the arrows are left
/// to the page unless a hole has focus, and focus stays where the player put it.
#[component]
pub fn BoardKeys(play: Play) -> impl IntoView {
    let handle = window_event_listener(leptos::ev::keydown, move |ev: KeyboardEvent| {
        if ev.default_prevented() || ev.alt_key() || ev.is_composing() {
            return;
        }
        let ctrl = ev.ctrl_key() || ev.meta_key();
        let Some(key) = BoardKey::of(&ev.key(), ctrl, ev.shift_key()) else {
            return;
        };
        let target = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        if let Some(el) = &target {
            let tag = el.tag_name().to_ascii_lowercase();
            let editable = matches!(tag.as_str(), "input" | "select" | "textarea")
                || el
                    .closest("[contenteditable], dialog")
                    .ok()
                    .flatten()
                    .is_some();
            let activates = matches!(tag.as_str(), "button" | "a" | "summary");
            if editable || (key == BoardKey::Submit && activates) {
                return;
            }
        }
        if matches!(key, BoardKey::Step(_)) {
            return;
        }
        if play.game.with_untracked(|g| g.is_over()) {
            return;
        }
        play.press(key, false);
        ev.prevent_default();
    });
    on_cleanup(move || handle.remove());
}
