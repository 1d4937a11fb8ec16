use leptos::prelude::*;

use crate::components::share_result::ShareResult;
use crate::rules::daily::Day;
use crate::rules::level::Level;
use crate::rules::share::puzzle_share_text;

/// The end of a puzzle of the day (SPEC §15): `Share result` copies its one line
/// (`Mastermind puzzle 2026-11-26 I solved`, [`puzzle_share_text`]) to the clipboard, or shows it
/// to copy by hand when the browser refuses, and the system share sheet where there is one, as
/// a daily game's end does.
#[component]
pub fn PuzzleShare(level: Level, day: Day, solved: bool) -> impl IntoView {
    let text = puzzle_share_text(level, day, solved);
    let text = Callback::new(move |()| text.clone());
    view! { <ShareResult text rows=2 /> }
}
