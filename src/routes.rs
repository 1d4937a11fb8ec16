//! The paths of the game's pages, built in one place: pages link and navigate with these, and
//! the router in [`crate::App`] matches them.

use crate::rules::{Challenge, Day, Level, StatsGroup, Variant};

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
pub fn puzzle_url(level: Level, seed: u64, difficulty: crate::rules::Difficulty) -> String {
    format!(
        "/puzzle/{}?seed={seed}&difficulty={}",
        level.slug(),
        difficulty.slug()
    )
}

/// The puzzle of the day of a standard level: `/puzzle/1/daily` ….
pub fn daily_puzzle_url(level: Level) -> String {
    format!("/puzzle/{}/daily", level.slug())
}

/// The print page (SPEC §15): six puzzles of a level and difficulty from a seed,
/// `/puzzles/print?level=1&difficulty=medium&seed=7`.
pub fn puzzle_print_url(level: Level, difficulty: crate::rules::Difficulty, seed: u64) -> String {
    format!(
        "/puzzles/print?level={}&difficulty={}&seed={seed}",
        level.slug(),
        difficulty.slug()
    )
}

/// The game links a player arrives by, which the quick board plays first (`src/quick`) while
/// the whole game downloads behind it: a game of a standard level, `/play/1` to `/play/3`, a
/// custom game, `/play/custom` (its settings in the query), a variant's, `/variant/<slug>`, and
/// today's daily game of a standard
/// level, `/daily/1` to `/daily/3` (a past date's is in the query, and left to the whole game).
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Custom, parse_seed};

    #[test]
    fn standard_levels_have_their_slug_and_a_seed_as_the_query() {
        assert_eq!(play_url(Level::I, None), "/play/1");
        assert_eq!(play_url(Level::III, Some(42)), "/play/3?seed=42");
        assert_eq!(daily_url(Level::II), "/daily/2");
        assert_eq!(
            past_daily_url(Level::III, Day::parse("2026-11-01").unwrap()),
            "/daily/3?date=2026-11-01"
        );
        assert_eq!(scores_url(Level::III), "/scores/3");
        assert_eq!(stats_url(Level::I), "/stats/1");
        assert_eq!(stats_url(StatsGroup::Custom), "/stats/custom");
        let mini = Level::Variant(Variant::Mini);
        assert_eq!(play_url(mini, None), "/variant/mini");
        assert_eq!(play_url(mini, Some(7)), "/variant/mini?seed=7");
        assert_eq!(scores_url(mini), "/scores/mini");
        assert_eq!(stats_url(mini), "/stats/mini");
        assert_eq!(StatsGroup::parse("mini"), Some(StatsGroup::Level(mini)));
    }

    #[test]
    fn the_quick_board_plays_games_and_daily_games_only() {
        for path in [
            "/play/1",
            "/play/3",
            "/play/custom",
            "/daily/2",
            "/daily/3",
            "/variant/mini",
            "/variant/bulls-and-cows",
        ] {
            assert!(is_quick_path(path), "{path}");
        }
        for path in [
            "/",
            "/play",
            "/play/",
            "/daily",
            "/daily/",
            "/play/1/x",
            "/rules",
            "/stats/1",
            "/scores/1",
            "/computer",
            "/match",
            "/two",
            "/data",
            "/custom",
            "/playx/1",
            "/x/play/1",
            "/play/x",
            "/play/4",
            "/daily/custom",
            "/variant",
            "/variant/",
            "/variant/maxi",
            "/play/mini",
            PAST_DAILY_URL,
            "/challenge/x",
            "/challenge",
        ] {
            assert!(!is_quick_path(path), "{path}");
        }
    }

    #[test]
    fn a_custom_game_url_reads_back_as_its_settings_and_seed() {
        let custom = Custom::new(5, 8, 12, false).unwrap();
        let level = Level::Custom(custom);
        assert_eq!(
            play_url(level, None),
            "/play/custom?pegs=5&colours=8&turns=12&repeats=no"
        );
        let url = play_url(level, Some(u64::MAX));
        let query = url.strip_prefix("/play/custom?").unwrap();
        let field = |name: &str| {
            query
                .split('&')
                .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
        };
        let read = Custom::from_query(
            field("pegs"),
            field("colours"),
            field("turns"),
            field("repeats"),
        );
        assert_eq!(read, Ok(custom));
        assert_eq!(field("seed").map(parse_seed), Some(Ok(u64::MAX)));
        // Every custom size counts in the one custom group.
        assert_eq!(stats_url(level), "/stats/custom");
    }

    /// The paths of the router in [`crate::App`] (`path!("…")` in `src/lib.rs`: the macro needs
    /// literals, so the router cannot take this module's constants), each segment a literal or
    /// a parameter (`:level`).
    fn router_paths() -> Vec<&'static str> {
        include_str!("lib.rs")
            .split("path!(\"")
            .skip(1)
            .filter_map(|rest| rest.split_once("\")").map(|(path, _)| path))
            .collect()
    }

    /// Whether the router pattern `route` matches `url` (its path: query and fragment left out).
    fn matches(route: &str, url: &str) -> bool {
        let path = url.split(['?', '#']).next().unwrap_or_default();
        let (route, path): (Vec<_>, Vec<_>) =
            (route.split('/').collect(), path.split('/').collect());
        route.len() == path.len()
            && route
                .iter()
                .zip(&path)
                .all(|(r, p)| r == p || (r.starts_with(':') && !p.is_empty()))
    }

    /// Every page's path and a sample of every built one.
    fn every_url() -> Vec<String> {
        let day = Day::parse("2026-11-01").unwrap();
        let custom = Level::Custom(Custom::new(5, 8, 12, false).unwrap());
        let mut urls: Vec<String> = [
            HOME_URL,
            INTRO_URL,
            DAILY_URL,
            PAST_DAILY_URL,
            CUSTOM_URL,
            RULES_URL,
            LEARN_URL,
            COMPUTER_URL,
            MATCH_URL,
            TWO_URL,
            DATA_URL,
            CHALLENGE_URL,
            PUZZLES_URL,
        ]
        .map(str::to_owned)
        .into();
        urls.push(puzzle_print_url(
            Level::I,
            crate::rules::Difficulty::Medium,
            7,
        ));
        for level in Level::ALL {
            urls.extend([
                play_url(level, None),
                play_url(level, Some(7)),
                daily_url(level),
                past_daily_url(level, day),
                scores_url(level),
                stats_url(level),
                puzzle_url(level, 7, crate::rules::Difficulty::Hard),
                daily_puzzle_url(level),
            ]);
        }
        urls.extend([play_url(custom, Some(7)), stats_url(StatsGroup::Custom)]);
        urls.push(VARIANTS_URL.to_owned());
        for variant in Variant::ALL {
            let level = Level::Variant(variant);
            urls.extend([
                play_url(level, None),
                play_url(level, Some(7)),
                scores_url(level),
                stats_url(level),
            ]);
        }
        urls
    }

    #[test]
    fn the_pages_paths_are_the_ones_pages_link() {
        assert_eq!(
            [
                HOME_URL,
                INTRO_URL,
                DAILY_URL,
                CUSTOM_URL,
                RULES_URL,
                LEARN_URL,
                COMPUTER_URL,
                MATCH_URL,
                TWO_URL,
                DATA_URL,
            ],
            [
                "/",
                "/play",
                "/daily",
                "/custom",
                "/rules",
                "/learn",
                "/computer",
                "/match",
                "/two",
                "/data",
            ]
        );
    }

    #[test]
    fn every_path_built_here_is_one_the_router_has() {
        let routes = router_paths();
        assert!(routes.len() >= 16, "{routes:?}");
        for url in every_url() {
            assert!(
                routes.iter().any(|route| matches(route, &url)),
                "{url} is in no route of {routes:?}"
            );
        }
    }

    #[test]
    fn every_route_of_the_router_is_built_here() {
        let urls = every_url();
        for route in router_paths() {
            assert!(
                urls.iter().any(|url| matches(route, url)),
                "{route} has no path in src/routes.rs"
            );
        }
    }
}
