//! The past puzzles of the day (`/puzzles/past`, SPEC §18), a page of the second program
//! (`routes::MORE_PATHS`): per level a table of the 30 dates before today with each one's result
//! or a link to play it, and `Earlier` for 30 more, as the past daily keys' page
//! ([`super::daily::PastDailyPage`]) has for games. One attempt per level and date: a date in
//! the puzzle statistics (played on its day or later) has its result and no link.

use leptos::prelude::*;

use crate::components::scroll_region::ScrollRegion;
use crate::dom::set_title;
use crate::i18n::use_text;
use crate::routes::{PUZZLES_URL, past_puzzle_url};
use crate::rules::daily::Day;
use crate::rules::level::Level;
use crate::rules::puzzle::PuzzleLog;
use crate::rules::store::Loaded;
use crate::session::game::today;
use crate::storage::Store;

/// Dates per step of the tables.
const PAST_PAGE: u32 = 30;

/// The past puzzles' page: the three levels' tables, `Earlier`, the way back to the Puzzles.
#[component]
pub fn PastPuzzlesPage() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.puzzle.past_link, t.shell.app_name));
    let today = today();
    let log = match Store::<PuzzleLog>::open(()).1 {
        Loaded::Found(log) => log,
        _ => PuzzleLog::default(),
    };
    let log = StoredValue::new(log);
    let days = RwSignal::new(PAST_PAGE);
    let tables = Level::ALL
        .into_iter()
        .map(|level| view! { <PastPuzzleTable level today days=days.into() log /> })
        .collect_view();
    // The puzzle pages are the whole game's: plain links, loaded whole.
    view! {
        <div class="page past-page">
            <h1>{t.puzzle.past_link}</h1>
            <p class="lead">{t.puzzle.past_lead}</p>
            {tables}
            <p>
                <button type="button" on:click=move |_| days.update(|d| *d += PAST_PAGE)>
                    {t.past_earlier}
                </button>
            </p>
            <p class="back">
                <a href=PUZZLES_URL>{t.shell.puzzles}</a>
            </p>
        </div>
    }
}

/// One level's past puzzles of the day: a row per date, its result or `Play YYYY-MM-DD`.
#[component]
fn PastPuzzleTable(
    level: Level,
    today: Day,
    days: Signal<u32>,
    log: StoredValue<PuzzleLog>,
) -> impl IntoView {
    let t = use_text();
    let p = t.puzzle;
    let caption = (p.past_table)(level.roman().unwrap_or("I"));
    let rows = move || {
        today
            .before(0, days.get())
            .map(|day| {
                let date = day.to_string();
                let ended = log.with_value(|log| log.daily(level, day).map(|e| e.solved));
                let result = match ended {
                    Some(true) => p.day_solved.into_any(),
                    Some(false) => p.day_not_solved.into_any(),
                    None => {
                        let play = (t.past_play)(&date);
                        view! {
                            <span class="daily-state">{p.day_not_played}</span>
                            " "
                            <a href=past_puzzle_url(level, day)>{play}</a>
                        }
                        .into_any()
                    }
                };
                view! {
                    <tr>
                        <th scope="row">{date.clone()}</th>
                        <td>{result}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <ScrollRegion label=caption.clone()>
            <table class="past-table">
                <caption>{caption}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t.past_date}</th>
                        <th scope="col">{t.past_result}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </ScrollRegion>
    }
}
