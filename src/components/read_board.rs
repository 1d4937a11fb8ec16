use leptos::prelude::*;

use crate::dom::focus_later;
use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::input::Input;
use crate::rules::reading::reading;

/// The id of `Read the board`, where focus returns when its reading is closed.
const READ_ID: &str = "read-board";

/// `Read the board` (SPEC §16): the button (its key, `R`, is the core's) and the polite live
/// region that says one summary of the board each time it is pressed; the same region is shown
/// on screen (SPEC §17) until `Close the reading`, for players who do not use a screen reader.
#[component]
pub fn ReadBoard(play: Play) -> impl IntoView {
    let t = use_text();
    // The reading is shown from a press until it is closed: the count of readings heard when
    // it was last closed.
    let closed_at = RwSignal::new(0usize);
    let open = move || play.heard.get() > closed_at.get();
    let close = move |_| {
        closed_at.set(play.heard.get_untracked());
        focus_later(READ_ID.to_owned());
    };
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
            id=READ_ID
            aria-keyshortcuts="R"
            on:click=move |_| {
                play.input(Input::Read);
            }
        >
            {t.read_board}
        </button>
        <div class="board-reading" class:open=open>
            <p class="reading-text" aria-live="polite">{said}</p>
            {move || {
                open()
                    .then(|| {
                        view! {
                            <button type="button" class="link-button" on:click=close>
                                {t.close_reading}
                            </button>
                        }
                    })
            }}
        </div>
    }
}
