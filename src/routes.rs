//! The paths of the game's pages, built in one place: pages link and navigate with these, and
//! the router in [`crate::App`] matches them.

use crate::rules::{Challenge, Day, Level, StatsGroup};

/// The `Your data` page (SPEC §11); the crash alert links it too.
pub const DATA_URL: &str = "/data";

/// The game of `level`: `/play/1`, `/play/2`, `/play/3`, or for a custom game
/// `/play/custom?pegs=…&colours=…&turns=…&repeats=…`; with a seed, the key it gives
/// (`?seed=…`, or `&seed=…` after a custom game's settings).
pub fn play_url(level: Level, seed: Option<u64>) -> String {
    let mut url = format!("/play/{}", level.slug());
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

/// The high scores of a standard level: `/scores/1` ….
pub fn scores_url(level: Level) -> String {
    format!("/scores/{}", level.slug())
}

/// The statistics of a level, or of every custom game: `/stats/1` … `/stats/custom`.
pub fn stats_url(group: impl Into<StatsGroup>) -> String {
    format!("/stats/{}", group.into().slug())
}

/// Whether the board's own program serves `path` (a page's path, without query): a game of a
/// level, `/play/1` to `/play/3` and `/play/custom`, or a daily game, `/daily/1` to `/daily/3`
/// (a past date's too: the date is in the query), or a friend's challenge, `/challenge`: the
/// pages people arrive at from a shared link. The loader in `Trunk.toml` makes the same choice
/// (a game link starts the quick board first, `src/quick`); the end-to-end
/// tests check that the two agree.
pub fn is_board_path(path: &str) -> bool {
    matches!(
        path,
        "/play/1"
            | "/play/2"
            | "/play/3"
            | "/play/custom"
            | "/daily/1"
            | "/daily/2"
            | "/daily/3"
            | CHALLENGE_URL
    )
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
    }

    #[test]
    fn the_board_program_serves_games_and_daily_games_only() {
        for path in [
            "/play/1",
            "/play/3",
            "/play/custom",
            "/daily/2",
            "/daily/3",
            "/challenge",
        ] {
            assert!(is_board_path(path), "{path}");
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
            PAST_DAILY_URL,
            "/challenge/x",
        ] {
            assert!(!is_board_path(path), "{path}");
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
}
