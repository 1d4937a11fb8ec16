use leptos::prelude::*;

use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::input::Input;
use crate::rules::reading::reading;

/// `Read the board` (SPEC §16): the button (its key, `R`, is the core's) and the polite live
/// region that says one summary of the board each time it is pressed.
#[component]
pub fn ReadBoard(play: Play) -> impl IntoView {
    let t = use_text();
    let said = move || {
        let heard = play.heard.get();
        if heard == 0 {
            return String::new();
        }
        let counts = play.counts.get();
        let text = play
            .game
            .with_untracked(|g| t.board_reading(&reading(g, &counts)));
        // The same summary twice is still spoken: every other reading ends in a no-break space.
        if heard.is_multiple_of(2) {
            text + "\u{a0}"
        } else {
            text
        }
    };
    view! {
        <button
            type="button"
            class="read-board"
            aria-keyshortcuts="R"
            on:click=move |_| {
                play.input(Input::Read);
            }
        >
            {t.read_board}
        </button>
        <p class="sr-only" aria-live="polite">{said}</p>
    }
}
