//! A game as stored under `mastermind.v1.game.<level>`: how it started (level, key, where the key
//! came from, hard mode) and its log of moves with the undo position, so loading is replaying, a
//! stored game that breaks a rule cannot load, and undo and redo survive a reload.
//!
//! Version 2: `{"version":2,"level":"I","key":[…],"source":{"drawn":123},"id":"…","hard":false,
//! "moves":[…],"at":7}`. Version 1 (before undo) stored `"seed"` (the link's seed, or null) and
//! every move in force, no position; it loads as a log with nothing to redo and is written back as
//! version 2. `"time_ms"` (optional, any version) is how long the game has been played.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::code::Code;
use super::daily::Day;
use super::game::{Game, Move, Status};
use super::key_source::KeySource;
use super::level::Level;
use super::log::GameLog;
use super::notes::Notes;
use super::store::{self, Read, Stored};

/// The version of the stored game's schema.
pub const GAME_VERSION: u64 = 2;

/// Which of a level's games: the one played freely (new keys at will), the daily game (one key
/// per UTC day), or the daily key of a past date (SPEC 12: one attempt per date). Each has its
/// own storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSlot {
    Free(Level),
    Daily(Level),
    /// The daily key of a date before today.
    Past(Level, Day),
    /// A friend's challenge at a standard level (one at a time per level).
    Challenge(Level),
    /// The level's game that was in progress when a seeded link took the level's place: it
    /// comes back at the next `Play again` (one at a time per level).
    Aside(Level),
}

impl GameSlot {
    pub fn level(self) -> Level {
        match self {
            GameSlot::Free(level)
            | GameSlot::Daily(level)
            | GameSlot::Past(level, _)
            | GameSlot::Challenge(level)
            | GameSlot::Aside(level) => level,
        }
    }

    /// A daily key's game, today's or a past date's.
    pub fn is_daily(self) -> bool {
        matches!(self, GameSlot::Daily(_) | GameSlot::Past(..))
    }

    /// Whether a game whose key came from `source` can live here, as the game writes it: a daily
    /// slot holds its date's daily key, a challenge slot a challenge. A stored or imported game
    /// elsewhere is damage. Among other things this keeps the devious computer's games, whose
    /// bare `Submit`s take the solver to replay, to the six free and put-aside slots: a backup
    /// can no longer hold thousands of them under past dates.
    pub fn holds(self, source: KeySource) -> bool {
        match self {
            GameSlot::Daily(_) => matches!(source, KeySource::Daily(_)),
            GameSlot::Past(_, day) => source == KeySource::Daily(day),
            GameSlot::Challenge(_) => source == KeySource::Challenge,
            GameSlot::Free(_) | GameSlot::Aside(_) => true,
        }
    }

    /// A game of one given key (a daily key, a challenge): `Play again` goes on with a free game.
    pub fn has_one_key(self) -> bool {
        !matches!(self, GameSlot::Free(_))
    }
}

/// The stored form of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub version: u64,
    pub level: Level,
    pub key: Code,
    /// Version 1 only: the seed of the link the game was opened from, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Where the key came from (absent in version 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<KeySource>,
    /// The game's unique id, under which its end is recorded in the statistics (absent in
    /// version 1: a new one is given on loading).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// Whether the game is played in hard mode (absent in version 1: no).
    #[serde(default)]
    pub hard: bool,
    /// Every move recorded, those undone included.
    pub moves: Vec<Move>,
    /// How many moves are in force (absent in version 1: all of them).
    #[serde(default)]
    pub at: Option<usize>,
    /// The player's notes: per hole, the colours crossed out (bit c: colour c). Absent when
    /// nothing is crossed out.
    #[serde(default, skip_serializing_if = "Notes::is_empty")]
    pub notes: Notes,
    /// A won game's high score still waiting for the player's name (`New high score` shown,
    /// neither saved nor closed): `"score_pending":true`, absent otherwise. Anything but `true`
    /// reads as absent, and so does `true` on a game that is not won.
    #[serde(
        default,
        skip_serializing_if = "std::ops::Not::not",
        deserialize_with = "flag"
    )]
    pub score_pending: bool,
    /// How long the game has been played, in milliseconds (SPEC §16: counted only while it is
    /// in play and its page visible). Absent in games stored before the clock, which have no
    /// time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
}

/// A flag that is `true` only when stored as `true`: anything else (junk included) reads as
/// `false` rather than making the whole game unreadable.
fn flag<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    Ok(matches!(Value::deserialize(d)?, Value::Bool(true)))
}

/// A game as loaded from storage: its log, where its key came from, and its id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub log: GameLog,
    pub source: KeySource,
    /// `None` for a version 1 game, which had none.
    pub id: Option<String>,
    /// The player's notes on the game (SPEC 13).
    pub notes: Notes,
    /// The game is won and its high score waits for the player's name: the `New high score`
    /// dialog comes back after a reload until it is saved or closed.
    pub pending: bool,
    /// How long it has been played, in milliseconds; `None` for a game stored before the clock.
    pub time: Option<u64>,
}

/// Where a slot's game lives: `mastermind.v1.game.<1|2|3>`, one key per custom shape
/// (`mastermind.v1.game.custom-4-6-10-yes`), `mastermind.v1.daily.<1|2|3>` for the daily game,
/// `mastermind.v1.daily.<1|2|3>.<YYYY-MM-DD>` for a past date's, and
/// `mastermind.v1.challenge.<1|2|3>` (or `….challenge.custom-4-6-10-yes`) for a friend's
/// challenge, and `mastermind.v1.game.<1|2|3>.aside` (or `….custom-4-6-10-yes.aside`) for a game
/// put aside.
pub fn game_key(slot: GameSlot) -> String {
    match slot {
        GameSlot::Free(level) => format!("mastermind.v1.game.{}", level_part(level)),
        GameSlot::Daily(level) => format!("mastermind.v1.daily.{}", level.slug()),
        GameSlot::Past(level, day) => format!("mastermind.v1.daily.{}.{day}", level.slug()),
        GameSlot::Challenge(level) => format!("mastermind.v1.challenge.{}", level_part(level)),
        GameSlot::Aside(level) => format!("mastermind.v1.game.{}.aside", level_part(level)),
    }
}

/// A level as the last part of a games key: its slug, one part per custom shape
/// (`custom-4-6-10-yes`), so opening another shape never replaces a game in progress, or
/// `variant-<slug>` for a variant (`variant-mini`).
fn level_part(level: Level) -> String {
    if let Some(v) = level.variant() {
        return format!("variant-{}", v.slug());
    }
    match level.custom() {
        Some(c) => format!(
            "custom-{}-{}-{}-{}",
            c.pegs(),
            c.colours(),
            c.turns(),
            if c.repeats() { "yes" } else { "no" }
        ),
        None => level.slug().to_owned(),
    }
}

impl Stored for GameRecord {
    type Place = GameSlot;
    const VERSION: u64 = GAME_VERSION;

    fn key(slot: GameSlot) -> String {
        game_key(slot)
    }

    fn to_json(&self) -> String {
        let mut saved = SavedGame::of(&self.log, self.source, "");
        saved.id = self.id.clone();
        saved.notes = self.notes;
        saved.score_pending =
            self.pending && matches!(self.log.game().status(), Status::Won { .. });
        saved.time_ms = self.time;
        saved.to_json()
    }

    fn parse(doc: Value, version: u64, slot: GameSlot) -> Read<GameRecord> {
        SavedGame::read(doc, version, slot.level())
            .filter(|record| slot.holds(record.source))
            .map_or(Read::UNREADABLE, Read::Fine)
    }
}

impl SavedGame {
    pub fn of(log: &GameLog, source: KeySource, id: &str) -> SavedGame {
        let start = log.start();
        SavedGame {
            version: GAME_VERSION,
            level: start.level(),
            key: start.key(),
            seed: None,
            source: Some(source),
            id: Some(id.to_owned()),
            hard: start.hard_mode(),
            moves: log.moves().to_vec(),
            at: Some(log.position()),
            notes: Notes::default(),
            score_pending: false,
            time_ms: None,
        }
    }

    pub fn to_json(&self) -> String {
        // Plain data: serialising it cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a stored game of `level`, of this version or an older one.
    pub fn parse(raw: &str, level: Level) -> Read<GameRecord> {
        store::read(raw, GameSlot::Free(level))
    }

    /// Reads a stored document of `version` (1 or 2): `None` when it is not a game of `level`
    /// that replays by the rules.
    fn read(value: Value, version: u64, level: Level) -> Option<GameRecord> {
        let Ok(saved) = serde_json::from_value::<SavedGame>(value) else {
            return None;
        };
        // Version 1 had neither hard mode, undo nor key sources; version 2 has no bare seed.
        let source = match (version, saved.seed, saved.source) {
            (1, seed, None) if !saved.hard && saved.at.is_none() && saved.id.is_none() => {
                seed.map_or(KeySource::Unseeded, KeySource::Link)
            }
            (2, None, Some(source)) => source,
            _ => return None,
        };
        let keyed = source.key(level);
        if keyed.is_some_and(|key| key != saved.key)
            || (keyed.is_none()
                && !matches!(
                    source,
                    KeySource::Unseeded | KeySource::Challenge | KeySource::Devious
                ))
        {
            return None;
        }
        if saved.level != level || Code::new(level, saved.key.pegs()).is_err() {
            return None;
        }
        // A devious game's key is the last one named, which the log's answers set again.
        let start = Game::new(level, saved.key)
            .with_hard_mode(saved.hard)
            .with_devious(source == KeySource::Devious);
        if start.is_devious() != (source == KeySource::Devious) {
            return None;
        }
        let at = saved.at.unwrap_or(saved.moves.len());
        let log = GameLog::from_parts(start, saved.moves, at).ok()?;
        let pending = saved.score_pending && matches!(log.game().status(), Status::Won { .. });
        Some(GameRecord {
            log,
            source,
            id: saved.id,
            notes: saved.notes.fit(level),
            pending,
            time: saved.time_ms,
        })
    }
}
