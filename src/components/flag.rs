use leptos::prelude::*;

use crate::board_view::BoardView;
use crate::look::{FLAG_CLOTH, FLAG_POLE};
use crate::rules::flag::NO_FLAG;

/// The flag in the board's top-right corner: green for a win, red for a loss, white after
/// quitting, yellow with a reason for an invalid action; on a puzzle's board, what `Check` found.
/// Its words are the page's only `status` region. What it says is the board's [`BoardView`]'s.
#[component]
pub fn Flag(view: Memo<BoardView>) -> impl IntoView {
    // A memo: the flag changes once per change of what it says, not once per change of the
    // board.
    let flag = Memo::new(move |_| view.with(|v| v.flag.clone()));
    // The drawing and the words stay; only the flag's class and the words change. The words
    // alone are the live region, so a flag raised is one change of its text, said once (the
    // class is no part of what a screen reader hears).
    view! {
        <div class=move || flag.with(|f| f.as_ref().map_or(NO_FLAG, |f| f.class))>
            <svg class="flag-icon" viewBox="0 0 20 24" aria-hidden="true" focusable="false">
                <path class="pole" d=FLAG_POLE></path>
                <path class="cloth" d=FLAG_CLOTH></path>
            </svg>
            <span class="flag-text" role="status">
                {move || flag.with(|f| f.as_ref().map(|f| f.words.clone()).unwrap_or_default())}
            </span>
        </div>
    }
}
