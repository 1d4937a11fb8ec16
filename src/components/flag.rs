use leptos::prelude::*;

use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::look::{FLAG_CLOTH, FLAG_POLE};
use crate::rules::{FlagState, NO_FLAG};

/// The flag in the board's top-right corner: green for a win, red for a loss, white after
/// quitting, yellow with a reason for an invalid action; on a puzzle's board, what `Check` found.
/// Its words are the page's only `status` region. What it says is decided by [`FlagState`].
#[component]
pub fn Flag(play: Play) -> impl IntoView {
    let t = use_text();
    // A memo: the flag changes once per change of what it says, not once per signal a move
    // touches.
    let flag = Memo::new(move |_| {
        let (warning, contradicted) = (play.warning.get(), play.contradiction.get());
        play.game
            .with(|game| FlagState::of(game, warning, contradicted))
            .map(|flag| (flag.class(), t.flag(flag)))
    });
    // The drawing and the words stay; only the flag's class and the words change. The words
    // alone are the live region, so a flag raised is one change of its text, said once (the
    // class is no part of what a screen reader hears).
    view! {
        <div class=move || flag.with(|f| f.as_ref().map_or(NO_FLAG, |(class, _)| *class))>
            <svg class="flag-icon" viewBox="0 0 20 24" aria-hidden="true" focusable="false">
                <path class="pole" d=FLAG_POLE></path>
                <path class="cloth" d=FLAG_CLOTH></path>
            </svg>
            <span class="flag-text" role="status">
                {move || flag.with(|f| f.as_ref().map(|(_, text)| text.clone()).unwrap_or_default())}
            </span>
        </div>
    }
}
