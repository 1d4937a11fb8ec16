use leptos::prelude::*;

use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::Status;
use crate::rules::look::{FLAG_CLOTH, FLAG_POLE};

/// The flag in the board's top-right corner: green for a win, red for a loss, white after
/// quitting, yellow with a reason for an invalid action; on a puzzle's board, what `Check` found.
/// It is the page's only `status` region.
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
        // A puzzle's board (SPEC §15) says what its check found.
        let given = play.game.with(|g| g.given());
        match play.game.with(|g| g.status()) {
            Status::Playing => given
                .and_then(|g| g.missed)
                .map(|row| ("flag warning", (t.puzzle.not_the_key)(row + 1))),
            Status::Won { turns } if given.is_some() => {
                Some(("flag won", (t.puzzle.solved_in)(turns)))
            }
            Status::Lost | Status::Quit if given.is_some() => {
                Some(("flag lost", t.puzzle.not_solved.to_owned()))
            }
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
