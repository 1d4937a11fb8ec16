//! The puzzle page (SPEC §15): `/puzzle/<n>/daily` (the puzzle of the day; with `?date=` a past
//! date's, SPEC §18), `/puzzle/<n>?seed=…
//! &difficulty=…` (a practice puzzle), `/puzzle/<n>#p1…` (a puzzle made of a game) and
//! `/puzzle/<n>` (the practice puzzle left there, else a new one whose seed goes into the URL).

use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::{use_location, use_navigate, use_query_map};

use crate::components::game_frame::GameFrame;
use crate::components::puzzle_board::PuzzleBoard;
use crate::dom::{fresh_seed, set_title};
use crate::game_markup::{self, Kind};
use crate::i18n::use_text;
use crate::pages::not_found::NotFound;
use crate::routes::site;
use crate::routes::{PAST_PUZZLES_URL, PUZZLES_URL, puzzle_url};
use crate::rules::key::parse_seed;
use crate::rules::level::Level;
use crate::rules::puzzle::{
    Difficulty, Puzzle, PuzzleLinkError, PuzzleLog, PuzzleSource, daily_source,
};
use crate::rules::store::Loaded;
use crate::session::game::today;
use crate::session::puzzle::{PuzzleState, Wanted, open, practice_kept};
use crate::storage::Store;

/// The puzzle page of a level: its practice puzzles, or with `daily` its puzzle of the day.
#[component]
pub fn PuzzlePage(#[prop(optional)] daily: bool) -> impl IntoView {
    let level = super::use_level_param();
    let query = use_query_map();
    let location = use_location();
    let wanted = Memo::new(move |_| {
        let level = level.get()?;
        if !Level::ALL.contains(&level) {
            return None;
        }
        if daily {
            // A date to come, or no date: not found.
            let date = query.with(|q| q.get("date"));
            return daily_source(date.as_deref(), today()).map(Wanted::Daily);
        }
        let hash = location.hash.get();
        let fragment = hash.trim_start_matches('#');
        if !fragment.is_empty() {
            let made = Puzzle::from_fragment(fragment).and_then(|(puzzle, name)| {
                if puzzle.level() == level {
                    Ok((puzzle, name))
                } else {
                    Err(PuzzleLinkError::NotAPuzzle)
                }
            });
            return Some(Wanted::Made(made));
        }
        let seed = query.with(|q| q.get("seed").and_then(|s| parse_seed(&s).ok()));
        let difficulty =
            query.with(|q| q.get("difficulty").and_then(|d| Difficulty::parse(&d).ok()));
        Some(match seed {
            Some(seed) => Wanted::Seed {
                seed,
                difficulty: difficulty.unwrap_or(Difficulty::Medium),
            },
            None => Wanted::Practice,
        })
    });
    move || match (level.get(), wanted.get()) {
        (Some(level), Some(wanted)) => view! { <PuzzleOf level wanted /> }.into_any(),
        _ => view! { <NotFound /> }.into_any(),
    }
}

/// The page of one puzzle of `level`, as `wanted` asks.
#[component]
fn PuzzleOf(level: Level, wanted: Wanted) -> impl IntoView {
    let t = use_text();
    let navigate = use_navigate();
    let state = RwSignal::new(PuzzleState::Making);
    if wanted == Wanted::Practice && !practice_kept(level) {
        // A new practice puzzle: its seed goes into the URL, so the link replays it.
        super::replace_soon(
            navigate,
            puzzle_url(level, fresh_seed(), Difficulty::Medium),
        );
    } else {
        open(level, wanted.clone(), state);
    }
    let heading = {
        let wanted = wanted.clone();
        move || {
            let source = match state.get() {
                PuzzleState::Ready(session) => Some(session.source()),
                _ => match &wanted {
                    Wanted::Daily(source) => Some(source.clone()),
                    Wanted::Made(Ok((_, name))) => Some(PuzzleSource::Made(name.clone())),
                    _ => None,
                },
            };
            let text = t.puzzle_heading(level, source.as_ref());
            set_title(&format!("{text} · {}", t.shell.app_name));
            // The date kept on one line (a phone would break it at a hyphen), by the game's
            // markup, as the quick board draws it.
            let date = source
                .as_ref()
                .and_then(PuzzleSource::day)
                .map(|d| d.to_string());
            game_markup::heading(&text, date.as_deref())
        }
    };
    let past_day = match &wanted {
        Wanted::Daily(PuzzleSource::Past(day)) => Some(*day),
        _ => None,
    };
    // Another practice puzzle of the same difficulty (none after the puzzle of the day).
    let new_puzzle = move || {
        match state.get() {
            PuzzleState::Ready(session) if session.day().is_some() => None,
            PuzzleState::Making if matches!(wanted, Wanted::Daily(_)) => None,
            PuzzleState::Ready(session) => {
                let difficulty = match session.source() {
                    PuzzleSource::Seed { difficulty, .. } => difficulty,
                    _ => session.difficulty,
                };
                Some(difficulty)
            }
            _ => Some(Difficulty::Medium),
        }
        .map(|difficulty| {
            view! {
                <li>
                    <A href=site(puzzle_url(level, fresh_seed(), difficulty))>{t.puzzle.new_puzzle}</A>
                </li>
            }
        })
    };
    // A past date's puzzle (SPEC §18): one attempt, apart from the streak; once played, its
    // result (the board shows it ended).
    let past = match past_day {
        Some(day) => {
            let played = match Store::<PuzzleLog>::open(()).1 {
                Loaded::Found(log) => log.daily(level, day).map(|end| end.solved),
                _ => None,
            };
            let text = match played {
                Some(solved) => t.puzzle.past_played(if solved {
                    t.puzzle.day_solved
                } else {
                    t.puzzle.day_not_solved
                }),
                None => t.past_puzzle_notice.to_owned(),
            };
            Some(view! {
                <p class="notice past-notice">{text}</p>
            })
        }
        None => None,
    };
    let back_past = past.is_some().then(|| {
        // The second program's page: loaded whole.
        view! {
            <li>
                <a href=site(PAST_PUZZLES_URL)>{t.puzzle.past_link}</a>
            </li>
        }
    });
    let body = move || match state.get() {
        PuzzleState::Making => view! { <p class="notice">{t.puzzle.making}</p> }.into_any(),
        PuzzleState::Failed => view! { <p class="notice">{t.puzzle.making_failed}</p> }.into_any(),
        PuzzleState::BadLink => view! { <p class="notice">{t.puzzle.bad_link}</p> }.into_any(),
        PuzzleState::Ready(session) => view! { <PuzzleBoard session=*session /> }.into_any(),
    };
    view! {
        <GameFrame kind=Kind::Puzzle heading=Signal::derive(heading)>
            {past}
            {body}
            <ul class="link-list back">
                {back_past}
                <li>
                    <A href=site(PUZZLES_URL)>{t.shell.puzzles}</A>
                </li>
                {new_puzzle}
            </ul>
        </GameFrame>
    }
}
