//! The past puzzles of the day (`/puzzles/past`, SPEC §18), a page of the second program
//! (`routes::MORE_PATHS`): per level a table of the 30 dates before today with each one's result
//! or a link to play it, and `Earlier` for 30 more, as the past daily keys' page
//! ([`super::daily::PastDailyPage`]) has for games. One attempt per level and date: a date in
//! the puzzle statistics (played on its day or later) has its result and no link.

use leptos::prelude::*;

use crate::components::past_page::PastPage;
use crate::components::past_table::PastCell;
use crate::i18n::use_text;
use crate::routes::site;
use crate::routes::{PUZZLES_URL, past_puzzle_url};
use crate::rules::level::Level;
use crate::rules::puzzle::PuzzleLog;
use crate::storage::Store;

/// The past puzzles' page: the three levels' tables (a row per date: its result or
/// `Play YYYY-MM-DD`), `Earlier`, the way back to the Puzzles.
#[component]
pub fn PastPuzzlesPage() -> impl IntoView {
    let t = use_text();
    let p = t.puzzle;
    let log = Store::<PuzzleLog>::open(()).1.found().unwrap_or_default();
    let log = StoredValue::new(log);
    let caption = |level: Level| p.past_table(level.roman().unwrap_or("I"));
    let cell = move |level, day| match log.with_value(|log| log.daily(level, day).map(|e| e.solved))
    {
        Some(true) => PastCell::Ended(p.day_solved.to_owned()),
        Some(false) => PastCell::Ended(p.day_not_solved.to_owned()),
        None => PastCell::Open {
            state: p.day_not_played.to_owned(),
            href: past_puzzle_url(level, day),
        },
    };
    // The puzzle pages are the whole game's: plain links, loaded whole.
    view! {
        <PastPage heading=p.past_link lead=p.past_lead caption cell>
            <a href=site(PUZZLES_URL)>{t.shell.puzzles}</a>
        </PastPage>
    }
}
