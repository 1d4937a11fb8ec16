//! The paths of the game's pages, built in one place: pages link and navigate with these, and
//! the router in [`crate::App`] matches them. They are app paths: [`base`] puts them under the
//! site's base (SPEC §19) where the document needs it.

mod base;
pub mod word_page;
pub use base::{app, app_under, base, link, parse_base, site, site_under};

use crate::rules::challenge::Challenge;
use crate::rules::daily::Day;
use crate::rules::level::{Custom, CustomError, Level};
use crate::rules::saved::GameSlot;
use crate::rules::stats::StatsGroup;
use crate::rules::variant::Variant;

/// The home page.
pub const HOME_URL: &str = "/";

/// The levels' page, `Play` (where a game of a level starts: [`play_url`]).
pub const INTRO_URL: &str = "/play";

/// The daily keys' page: today's key of each level ([`daily_url`]) and the way to the past ones.
pub const DAILY_URL: &str = "/daily";

/// The custom game's form (a custom game itself is at [`play_url`] of a custom level).
pub const CUSTOM_URL: &str = "/custom";

/// The Rules page.
pub const RULES_URL: &str = "/rules";

/// `Learn to play`, the lesson.
pub const LEARN_URL: &str = "/learn";

/// The computer as codebreaker: it breaks the player's key.
pub const COMPUTER_URL: &str = "/computer";

/// A match against the computer.
pub const MATCH_URL: &str = "/match";

/// A match between two players on one device.
pub const TWO_URL: &str = "/two";

/// The `Your data` page (SPEC §11); the crash alert links it too.
pub const DATA_URL: &str = "/data";

/// The print page of puzzles ([`puzzle_print_url`] gives it with its query).
pub const PRINT_URL: &str = "/puzzles/print";

/// The Friends page (SPEC 18): the head-to-head record per name.
pub const FRIENDS_URL: &str = "/friends";

/// A friend's reply to a challenge (SPEC 18): `/reply#r1…` ([`reply_url`]).
pub const REPLY_URL: &str = crate::rules::reply::REPLY_PATH;

/// The past puzzles of the day's page (SPEC §18); a past date's puzzle is at
/// [`past_puzzle_url`].
pub const PAST_PUZZLES_URL: &str = "/puzzles/past";

/// The game of `level`: `/play/1`, `/play/2`, `/play/3`, or for a custom game
/// `/play/custom?pegs=…&colours=…&turns=…&repeats=…`; with a seed, the key it gives
/// (`?seed=…`, or `&seed=…` after a custom game's settings).
pub fn play_url(level: Level, seed: Option<u64>) -> String {
    let mut url = level_url(level);
    let mut query = level.custom().map(|c| c.query());
    if let Some(seed) = seed {
        let seed = format!("seed={seed}");
        query = Some(match query {
            Some(settings) => format!("{settings}&{seed}"),
            None => seed,
        });
    }
    if let Some(query) = query {
        url.push('?');
        url.push_str(&query);
    }
    url
}

/// The game page of a level with neither seed nor settings: `/play/1` … (for a standard level,
/// what the home page links: [`play_url`]'s query building stays out of its program), or a
/// variant's, `/variant/<slug>` (SPEC §14).
pub fn level_url(level: Level) -> String {
    match level.variant() {
        Some(v) => format!("{VARIANTS_URL}/{}", v.slug()),
        None => format!("/play/{}", level.slug()),
    }
}

/// The Variants page (SPEC §14); a variant's game is at [`level_url`] of the variant.
pub const VARIANTS_URL: &str = "/variant";

/// The daily game of a standard level: `/daily/1` ….
pub fn daily_url(level: Level) -> String {
    format!("/daily/{}", level.slug())
}

/// The challenge page (SPEC 12): the form without a fragment, a friend's challenge with one.
pub const CHALLENGE_URL: &str = "/challenge";

/// The link to `challenge`, concealed with `salt`: `/challenge#c1…`.
pub fn challenge_url(challenge: &Challenge, salt: u8) -> String {
    format!("{CHALLENGE_URL}#{}", challenge.to_fragment(salt))
}

/// The link of a reply to a challenge (SPEC 18), concealed with `salt`: `/reply#r1…`.
pub fn reply_url(reply: &crate::rules::reply::Reply, salt: u8) -> String {
    format!("{REPLY_URL}#{}", reply.to_fragment(salt))
}

/// The past daily keys' page (SPEC 12).
pub const PAST_DAILY_URL: &str = "/daily/past";

/// The daily key of a past date at a standard level: `/daily/1?date=2026-11-01`.
pub fn past_daily_url(level: Level, day: Day) -> String {
    format!("/daily/{}?date={day}", level.slug())
}

/// The high scores of a standard level or a variant: `/scores/1` …, `/scores/mini`.
pub fn scores_url(level: Level) -> String {
    format!("/scores/{}", level.slug())
}

/// The statistics of a level, or of every custom game: `/stats/1` … `/stats/custom`.
pub fn stats_url(group: impl Into<StatsGroup>) -> String {
    format!("/stats/{}", group.into().slug())
}

/// The Puzzles page (SPEC §15).
pub const PUZZLES_URL: &str = "/puzzles";

/// A practice puzzle of `level` from a seed: `/puzzle/1?seed=7&difficulty=easy`.
pub fn puzzle_url(level: Level, seed: u64, difficulty: crate::rules::puzzle::Difficulty) -> String {
    format!(
        "/puzzle/{}?seed={seed}&difficulty={}",
        level.slug(),
        difficulty.slug()
    )
}

/// A puzzle made of a game by `name` (SPEC §15): `/puzzle/<level>#p1…`, the puzzle in the
/// fragment, concealed with `salt`.
pub fn made_puzzle_url(
    puzzle: &crate::rules::puzzle::Puzzle,
    name: Option<&crate::rules::name::Name>,
    salt: u8,
) -> String {
    format!(
        "/puzzle/{}#{}",
        puzzle.level().slug(),
        puzzle.to_fragment(name, salt)
    )
}

/// The puzzle of the day of a standard level: `/puzzle/1/daily` ….
pub fn daily_puzzle_url(level: Level) -> String {
    format!("/puzzle/{}/daily", level.slug())
}

/// The puzzle of the day of a past date at a standard level (SPEC §18), as the past daily key's
/// link: `/puzzle/1/daily?date=2026-11-20`.
pub fn past_puzzle_url(level: Level, day: Day) -> String {
    format!("/puzzle/{}/daily?date={day}", level.slug())
}

/// The print page (SPEC §15): six puzzles of a level and difficulty from a seed,
/// `/puzzles/print?level=1&difficulty=medium&seed=7`.
pub fn puzzle_print_url(
    level: Level,
    difficulty: crate::rules::puzzle::Difficulty,
    seed: u64,
) -> String {
    format!(
        "{PRINT_URL}?level={}&difficulty={}&seed={seed}",
        level.slug(),
        difficulty.slug()
    )
}

/// The game links a player arrives by, which the quick board plays first (`src/quick`) while
/// the whole game downloads behind it: a game of a standard level, `/play/1` to `/play/3`, a
/// custom game, `/play/custom` (its settings in the query), a variant's, `/variant/<slug>`, and
/// the daily game of a standard
/// level, `/daily/1` to `/daily/3` (today's, or a past date's in the query: `?date=`).
/// The loader in `Trunk.toml` and `index.html`'s first paint test paths with
/// a pattern generated from this list (`cargo xtask first-paint`).
pub fn quick_paths() -> Vec<String> {
    Level::ALL
        .iter()
        .map(|&l| play_url(l, None))
        .chain(std::iter::once("/play/custom".to_owned()))
        .chain(Variant::ALL.iter().map(|&v| level_url(Level::Variant(v))))
        .chain(Level::ALL.iter().map(|&l| daily_url(l)))
        .collect()
}

/// Whether the quick board plays `path` (a page's path, without its query): see [`quick_paths`].
pub fn is_quick_path(path: &str) -> bool {
    quick_paths().iter().any(|p| p == path)
}

/// Every path the loader in `Trunk.toml` starts the quick board on (`cargo xtask first-paint`
/// generates its test from this list): the game links the first paint draws ([`quick_paths`]),
/// and, with a `#` after it, a page whose game is in the link's fragment, which the loader starts
/// the quick board on only when the link has one (the page without is not a game): a friend's
/// challenge, `/challenge#…` (a fragment that cannot be read is the whole game's to explain).
pub fn quick_board_paths() -> Vec<String> {
    let mut paths = quick_paths();
    paths.push(format!("{CHALLENGE_URL}#"));
    paths
}

/// Every path the loader starts a reply link's own program on (`src/bin/reply.rs`; its test
/// generated as [`quick_board_paths`]'): a friend's reply, `/reply#…`, with a `#` after it: only
/// when the link has a fragment (the page without says what is missing).
pub fn reply_board_paths() -> Vec<String> {
    vec![format!("{REPLY_URL}#")]
}

/// Every path the loader starts the quick board of a puzzle on (`src/bin/puzzle.rs`; its test
/// generated as [`quick_board_paths`]'): each level's puzzle of the day, `/puzzle/1/daily` …,
/// and, with a `?` after it, a page whose puzzle is in the link's query, started on only when
/// the link has one: a practice puzzle of a seed, `/puzzle/1?seed=…` (`/puzzle/1` alone is the
/// practice puzzle left there, the whole game's).
pub fn puzzle_board_paths() -> Vec<String> {
    Level::ALL
        .into_iter()
        .flat_map(|level| {
            [
                daily_puzzle_url(level),
                format!("/puzzle/{}?", level.slug()),
            ]
        })
        .collect()
}

/// Whether the loader starts the quick board on `path` (`path#` for a link with a fragment,
/// `path?` for one with a query): see [`quick_board_paths`].
pub fn is_quick_board_path(path: &str) -> bool {
    quick_board_paths().iter().any(|p| p == path)
}

/// The game a link opens: decided here once, for the game pages, the daily key's page and the
/// quick board ([`crate::quick::Link::slot`]).
#[derive(Clone, Debug, PartialEq)]
pub enum LinkedGame {
    /// The game of this slot: a level's own (`/play/1`, `/play/custom?…`, `/variant/<slug>`),
    /// today's daily key (`/daily/1`, or `?date=` today), a past date's (`?date=` before today).
    Slot(GameSlot),
    /// `/play/custom?…` whose settings are not a game: the custom form says why.
    BadCustom(CustomError),
    /// No game: the page is not found (a date to come or not a date, a level that is none).
    NotFound,
}

/// What `path` opens with its query's values (`query(name)`), on the UTC date `today`. One
/// trailing `/` is ignored; the query's other names (`seed`, …) are the game's to read.
pub fn linked_game(path: &str, query: impl Fn(&str) -> Option<String>, today: Day) -> LinkedGame {
    let path = path.strip_suffix('/').unwrap_or(path);
    let Some((kind, slug)) = path.strip_prefix('/').and_then(|p| p.split_once('/')) else {
        return LinkedGame::NotFound;
    };
    let slot =
        match kind {
            "play" if slug == "custom" => {
                let (pegs, colours, turns, repeats) = (
                    query("pegs"),
                    query("colours"),
                    query("turns"),
                    query("repeats"),
                );
                match Custom::from_query(
                    pegs.as_deref(),
                    colours.as_deref(),
                    turns.as_deref(),
                    repeats.as_deref(),
                ) {
                    Ok(custom) => Some(GameSlot::Free(Level::Custom(custom))),
                    Err(e) => return LinkedGame::BadCustom(e),
                }
            }
            "play" => Level::parse(slug).ok().map(GameSlot::Free),
            "variant" => Variant::parse(slug)
                .ok()
                .map(|v| GameSlot::Free(Level::Variant(v))),
            "daily" => Level::parse(slug).ok().and_then(|level| {
                match query("date").map(|d| Day::parse(&d)) {
                    None => Some(GameSlot::Daily(level)),
                    Some(Ok(day)) if day == today => Some(GameSlot::Daily(level)),
                    Some(Ok(day)) if day < today => Some(GameSlot::Past(level, day)),
                    Some(_) => None,
                }
            }),
            _ => None,
        };
    slot.map_or(LinkedGame::NotFound, LinkedGame::Slot)
}
