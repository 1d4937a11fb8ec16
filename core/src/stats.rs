//! Statistics: a log of finished games, stored under `mastermind.v1.stats`, and the figures drawn
//! from it per level.
//!
//! The stored form is `{"version": 1, "games": [game, …]}`, each game an object such as
//!
//! ```json
//! {"id": "g-1795420409123-4f1c", "level": "I", "key": ["red", "turquoise", "green", "pink"],
//!  "daily": "2026-11-23", "turns": 5, "outcome": "won", "hard": false, "aided": false,
//!  "at": "2026-11-23T08:03:29.123Z"}
//! ```
//!
//! `level` is the game's [`Level`] in its own serde form (`"I"`, `"II"`, `"III"`; a custom size
//! will be whatever form `Level` gives it, so the log needs no new field for custom games);
//! `seed` (a seeded game) or `daily` (a daily game, its UTC date) says where the key came from,
//! at most one of them; `"past": true` marks a past date's daily key played later (absent
//! otherwise); `turns` counts the rows played; `outcome` is `won`, `lost` or `quit`;
//! `"devious": true` marks a game against the devious computer (SPEC 12: counted apart from the
//! levels, absent otherwise); `hard` and `aided` default to `false` when absent; `at` is when the game ended (UTC);
//! `time_ms`, how long it was played in milliseconds, is absent in games logged before the clock.
//!
//! A game is recorded once: its `id` (made by the caller, unique per game) is the identity, so
//! recording it again, from a reload or another tab, changes nothing, and two tabs' logs merge
//! by id without losing either's games. Aided games are logged but never counted.
//!
//! A logged game's form is in `entry`, the groups counted together and their figures in
//! `figures`.

mod entry;
mod figures;

use serde::Serialize;
use serde_json::Value;

use super::daily::{Day, daily_id};
use super::level::Level;
use super::store::{self, Read, Stored};

pub use entry::{Ending, Finished};
pub use figures::{Statistics, StatsGroup};

/// The version of the stored log's schema (`mastermind.v1.stats`).
pub const STATS_VERSION: u64 = 1;

/// The log of finished games: at most one game per id, in the order they ended.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StatsLog {
    games: Vec<Finished>,
}

/// The stored form.
#[derive(Serialize)]
struct Form<'a> {
    version: u64,
    games: &'a [Finished],
}

impl StatsLog {
    /// A log of `games`; of two games with the same id, the one that ended first is kept (then
    /// the smaller record, so that the choice never depends on the order given).
    pub fn from_games(games: impl IntoIterator<Item = Finished>) -> StatsLog {
        StatsLog {
            games: store::each_id_once(games),
        }
    }

    /// Every game, in the order they ended.
    /// The wins in a row at levels I to III together, in the order the games ended, since the
    /// last loss or quit (aided games, custom games and the devious computer's left out): the
    /// home page's `Current streak`.
    pub fn current_streak(&self) -> u32 {
        let levels = [Level::I, Level::II, Level::III].map(StatsGroup::Level);
        let counted = self
            .games
            .iter()
            .filter(|g| levels.iter().any(|&group| g.counts_in(group)));
        counted.fold(0, |streak, g| match g.ending {
            Ending::Won => streak + 1,
            Ending::Lost | Ending::Quit => 0,
        })
    }

    pub fn games(&self) -> &[Finished] {
        &self.games
    }

    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The game logged under `id`, if any.
    pub fn find(&self, id: &str) -> Option<&Finished> {
        self.games.iter().find(|g| g.id == id)
    }

    /// A past date's daily key already played (one attempt per date, SPEC 12): its game logged
    /// here while no game of it is stored, which the page shows instead of a board (see
    /// [`past_played_id`]).
    pub fn past_played(&self, level: Level, day: Day, stored: bool) -> Option<&Finished> {
        self.find(&past_played_id(level, day, stored)?)
    }

    pub fn contains(&self, id: &str) -> bool {
        self.games.iter().any(|g| g.id == id)
    }

    /// Records a finished game once: a game whose id is already in the log, or that is not valid
    /// ([`Finished::is_valid`]), changes nothing. Returns whether the game was added.
    pub fn insert(&mut self, game: Finished) -> bool {
        if !game.is_valid() || self.contains(&game.id) {
            return false;
        }
        store::insert_in_order(&mut self.games, game);
        true
    }

    /// Both logs' games, each id once (see [`StatsLog::from_games`]): what two tabs that each
    /// recorded games must agree on. Commutative; no game of either is lost.
    pub fn merge(&self, other: &StatsLog) -> StatsLog {
        StatsLog::from_games(self.games.iter().chain(&other.games).cloned())
    }

    /// Clears one level's games, the aided ones included; returns how many were removed. A custom
    /// level clears every custom game, whatever its size (they are counted together, see
    /// [`StatsGroup`]).
    pub fn reset(&mut self, group: impl Into<StatsGroup>) -> usize {
        let group = group.into();
        let before = self.games.len();
        self.games.retain(|g| !group.holds(g));
        before - self.games.len()
    }

    /// The JSON stored under `mastermind.v1.stats`.
    pub fn to_json(&self) -> String {
        let stored = Form {
            version: STATS_VERSION,
            games: &self.games,
        };
        // Plain data always serialises; were it not to, an empty value reads as damaged.
        serde_json::to_string(&stored).unwrap_or_default()
    }

    /// Reads stored JSON; never fails, but says what it could not read (see [`Stored::parse`]).
    pub fn parse(raw: &str) -> Read<StatsLog> {
        store::read(raw, ())
    }
}

/// The id whose game in the log makes a past date's daily key played already (one attempt per
/// date, SPEC 12): its daily id while no game of it is stored here (`stored`); `None` when a
/// stored game goes on (or shows how it ended) whatever the log holds. The daily page looks it up
/// in the log ([`StatsLog::past_played`]), the quick board among its ids ([`logged_ids`]).
pub fn past_played_id(level: Level, day: Day, stored: bool) -> Option<String> {
    (!stored).then(|| daily_id(level, day))
}

/// The ids of the games in a stored log's raw text, read without the rest of each game (a
/// fraction of the bytes of [`StatsLog::parse`], for the quick board): every game that parse
/// reads is among them. `None` when the text is not a log's form.
pub fn logged_ids(raw: &str) -> Option<Vec<String>> {
    #[derive(serde::Deserialize)]
    struct Ids {
        games: Vec<Id>,
    }
    #[derive(serde::Deserialize)]
    struct Id {
        id: String,
    }
    let ids: Ids = serde_json::from_str(raw).ok()?;
    Some(ids.games.into_iter().map(|g| g.id).collect())
}

impl Stored for StatsLog {
    type Place = ();
    const VERSION: u64 = STATS_VERSION;

    fn key((): ()) -> String {
        format!("mastermind.v{STATS_VERSION}.stats")
    }

    fn to_json(&self) -> String {
        StatsLog::to_json(self)
    }

    fn entries(&self) -> usize {
        self.games.len()
    }

    /// Both tabs' games: no game recorded by either is lost.
    fn merge(stored: StatsLog, mine: &StatsLog) -> StatsLog {
        stored.merge(mine)
    }

    /// Games are read one by one, so one unreadable game costs only itself. Two entries with the
    /// same id and the same content are one game; with different content, the second counts as
    /// dropped.
    fn parse(doc: Value, _version: u64, (): ()) -> Read<StatsLog> {
        match store::read_entries(&doc, "games") {
            Some((games, dropped)) => Read::with_dropped(StatsLog::from_games(games), dropped),
            None => Read::UNREADABLE,
        }
    }
}
