use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::events::on_key;
use crate::play::Play;

/// Shows nothing: lets the keyboard play the board from the first key press, wherever focus is
/// (Wordle's habit). Which keys reach the board from where is the core's to say
/// ([`crate::rules::input::key_of`]).
#[component]
pub fn BoardKeys(play: Play) -> impl IntoView {
    let handle = window_event_listener(leptos::ev::keydown, move |ev: KeyboardEvent| {
        // While the quick board still plays the page (this board built out of sight), the keys
        // are its: this board's game is not yet the one stored (src/handover.rs).
        if crate::dom::first_paint_shown() {
            return;
        }
        on_key(&ev, |input| play.input(input));
    });
    on_cleanup(move || handle.remove());
}
