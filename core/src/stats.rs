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

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::store::{self, Logged, Read, Stored};
use super::{Code, Day, Level, Setting, Status, Timestamp};

/// The version of the stored log's schema (`mastermind.v1.stats`).
pub const STATS_VERSION: u64 = 1;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ending {
    Won,
    Lost,
    Quit,
}

impl Ending {
    /// How a game with this status ended, or `None` while it is still being played.
    pub fn of(status: Status) -> Option<Ending> {
        match status {
            Status::Playing => None,
            Status::Won { .. } => Some(Ending::Won),
            Status::Lost => Some(Ending::Lost),
            Status::Quit => Some(Ending::Quit),
        }
    }
}

/// One finished game, as logged.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Finished {
    /// Unique per game; the caller makes it.
    pub id: String,
    pub level: Level,
    pub key: Code,
    /// The seed the key came from, for a seeded game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The UTC date of the daily key, for a daily game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<Day>,
    /// A past date's daily key, played later (SPEC 12): counted, but not in the daily streak.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub past: bool,
    /// Rows played (the winning one included).
    pub turns: u8,
    #[serde(rename = "outcome")]
    pub ending: Ending,
    #[serde(default)]
    pub hard: bool,
    /// Solver aids were turned on: logged, never counted.
    #[serde(default)]
    pub aided: bool,
    /// Played against the devious computer: counted in [`StatsGroup::Devious`] only.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub devious: bool,
    /// When the game ended.
    pub at: Timestamp,
    /// How long it was played, in milliseconds (SPEC §16); absent in games logged before the
    /// clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
}

/// The games whose statistics are counted together: one standard level, or every custom game
/// whatever its size (SPEC §8: "custom games apart"). A [`Level`] converts into its group, so a
/// custom level of any size stands for all custom games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StatsGroup {
    /// A standard level (`Level::I`, `II` or `III`).
    Level(Level),
    /// Every custom game together.
    Custom,
    /// Every game against the devious computer, levels I–III together (SPEC 12).
    Devious,
}

impl From<Level> for StatsGroup {
    fn from(level: Level) -> StatsGroup {
        if level.is_custom() {
            StatsGroup::Custom
        } else {
            StatsGroup::Level(level)
        }
    }
}

impl StatsGroup {
    /// The standard levels' groups, then the custom games', then the devious computer's.
    pub const ALL: [StatsGroup; 5] = [
        StatsGroup::Level(Level::I),
        StatsGroup::Level(Level::II),
        StatsGroup::Level(Level::III),
        StatsGroup::Custom,
        StatsGroup::Devious,
    ];

    /// Whether `game` belongs to this group (aided or not).
    pub fn holds(self, game: &Finished) -> bool {
        match self {
            StatsGroup::Devious => game.devious,
            _ if game.devious => false,
            StatsGroup::Level(l) => l == game.level,
            StatsGroup::Custom => game.level.is_custom(),
        }
    }

    /// The most turns a game of the group can take: the level's limit, or the largest custom
    /// limit (20) for custom games.
    pub const fn turns(self) -> usize {
        match self {
            StatsGroup::Level(l) => l.turns(),
            StatsGroup::Custom => Setting::Turns.range().1,
            StatsGroup::Devious => Level::III.turns(),
        }
    }

    /// The path segment: `1`, `2`, `3`, `custom`, `devious` or a variant's slug (`mini`).
    pub const fn slug(self) -> &'static str {
        match self {
            StatsGroup::Level(l) => l.slug(),
            StatsGroup::Custom => "custom",
            StatsGroup::Devious => "devious",
        }
    }

    /// Reads a path segment written by [`StatsGroup::slug`] (or a level as [`Level::parse`]
    /// reads it).
    pub fn parse(text: &str) -> Option<StatsGroup> {
        if text.eq_ignore_ascii_case("custom") {
            return Some(StatsGroup::Custom);
        }
        if text.eq_ignore_ascii_case("devious") {
            return Some(StatsGroup::Devious);
        }
        Level::parse_scored(text).ok().map(StatsGroup::Level)
    }

    /// The standard level, or `None` for custom games and the devious computer's.
    pub const fn level(self) -> Option<Level> {
        match self {
            StatsGroup::Level(l) => Some(l),
            StatsGroup::Custom | StatsGroup::Devious => None,
        }
    }
}

/// The longest game id the log accepts.
const ID_MAX: usize = 128;

impl Finished {
    /// Whether the record is a game that could have been played: a non-empty id of at most 128
    /// bytes, a key of its level, a number of turns its ending allows (a win takes at least one
    /// row, a loss every row, a quit any number up to the limit), not both a seed and a day, and
    /// `past` only with a day.
    pub fn is_valid(&self) -> bool {
        let turns = usize::from(self.turns);
        let limit = self.level.turns();
        let turns_fit = match self.ending {
            Ending::Won => (1..=limit).contains(&turns),
            Ending::Lost => turns == limit,
            Ending::Quit => turns <= limit,
        };
        !self.id.is_empty()
            && self.id.len() <= ID_MAX
            && Code::new(self.level, self.key.pegs()).is_ok()
            && turns_fit
            && !(self.seed.is_some() && self.daily.is_some())
            && !(self.past && self.daily.is_none())
            && !(self.devious && (self.level.number().is_none() || self.daily.is_some()))
    }

    /// How the game ended, as a game's [`Standing`](super::Standing).
    pub fn standing(&self) -> super::Standing {
        match self.ending {
            Ending::Won => super::Standing::Won {
                turns: usize::from(self.turns),
            },
            Ending::Lost => super::Standing::Lost,
            Ending::Quit => super::Standing::Quit,
        }
    }

    /// Whether the game counts in the statistics of `group` (not aided).
    fn counts_in(&self, group: StatsGroup) -> bool {
        group.holds(self) && !self.aided
    }
}

impl Logged for Finished {
    fn id(&self) -> &str {
        &self.id
    }

    fn at(&self) -> &Timestamp {
        &self.at
    }

    fn is_valid(&self) -> bool {
        Finished::is_valid(self)
    }
}

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

/// The figures of one level, over its games that are not aided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistics {
    /// Finished games: won, lost or quit.
    pub played: u32,
    pub won: u32,
    /// Won / played as a whole percentage, rounded to the nearest (halves up); 0 with no game.
    pub win_rate: u32,
    /// Wins since the last loss or quit.
    pub current_streak: u32,
    /// The longest run of wins with no loss or quit between them.
    pub best_streak: u32,
    /// Consecutive UTC days, ending today or yesterday, each with a finished daily game of the
    /// level (won, lost or quit); a day without one breaks the streak.
    pub daily_streak: u32,
    /// The average turns of the wins in tenths (45 is 4.5), rounded to the nearest tenth (halves
    /// up); `None` without a win.
    pub average_tenths: Option<u32>,
    /// Wins in 1, 2, … turns up to the level's turn limit (20 for custom games, see
    /// [`StatsGroup::turns`]; zeros included): `distribution[t − 1]` is the number of wins in `t`
    /// turns.
    pub distribution: Vec<u32>,
}

impl Statistics {
    /// The figures of `group` (a [`Level`] converts: a custom level of any size stands for every
    /// custom game) from `log`, on the UTC date `today` (for the daily streak).
    pub fn of(log: &StatsLog, group: impl Into<StatsGroup>, today: Day) -> Statistics {
        let group = group.into();
        let games: Vec<&Finished> = log.games.iter().filter(|g| g.counts_in(group)).collect();
        let played = games.len() as u32;
        let mut distribution = vec![0u32; group.turns()];
        let (mut won, mut turns_of_wins) = (0u32, 0u32);
        let (mut streak, mut best_streak) = (0u32, 0u32);
        for game in &games {
            if game.ending == Ending::Won {
                won += 1;
                turns_of_wins += u32::from(game.turns);
                let slot = usize::from(game.turns).checked_sub(1);
                if let Some(slot) = slot.and_then(|t| distribution.get_mut(t)) {
                    *slot += 1;
                }
                streak += 1;
                best_streak = best_streak.max(streak);
            } else {
                streak = 0;
            }
        }
        let rounded =
            |numerator: u32, denominator: u32| (2 * numerator + denominator) / (2 * denominator);
        // Past dates' keys played later never make a daily streak.
        let days: BTreeSet<Day> = (games.iter())
            .filter(|g| !g.past)
            .filter_map(|g| g.daily)
            .collect();
        let daily_streak = today.streak_in(&days);
        Statistics {
            played,
            won,
            win_rate: if played == 0 {
                0
            } else {
                rounded(100 * won, played)
            },
            current_streak: streak,
            best_streak,
            daily_streak,
            average_tenths: (won > 0).then(|| rounded(10 * turns_of_wins, won)),
            distribution,
        }
    }
}
