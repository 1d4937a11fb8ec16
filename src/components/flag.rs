use leptos::prelude::*;

use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::Status;
use crate::rules::look::{FLAG_CLOTH, FLAG_POLE};

/// The flag in the board's top-right corner: green for a win, red for a loss, white after
/// quitting, yellow with a reason for an invalid action. It is the page's only `status` region.
#[component]
pub fn Flag(play: Play) -> impl IntoView {
    let t = use_text();
    let flag = move || {
        if let Some(reason) = play.warning.get() {
            return Some(("flag warning", (t.warning)(reason)));
        }
        if let Some(c) = play.contradiction.get() {
            let text = (t.contradiction)(c.guess_row + 1, c.row + 1, c.would);
            return Some(("flag warning", text));
        }
        match play.game.with(|g| g.status()) {
            Status::Playing => None,
            Status::Won { turns } => Some(("flag won", (t.won)(turns))),
            Status::Lost => Some(("flag lost", t.lost.to_owned())),
            Status::Quit => Some(("flag quit", t.quit_flag.to_owned())),
        }
    };
    view! {
        <div
            role="status"
            class=move || flag().map_or("flag none", |(class, _)| class)
        >
            {move || {
                flag()
                    .map(|(_, text)| {
                        view! {
                            <svg class="flag-icon" viewBox="0 0 20 24" aria-hidden="true" focusable="false">
                                <path class="pole" d=FLAG_POLE></path>
                                <path class="cloth" d=FLAG_CLOTH></path>
                            </svg>
                            <span class="flag-text">{text}</span>
                        }
                    })
            }}
        </div>
    }
}
