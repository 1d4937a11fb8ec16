#![allow(clippy::expect_used)] // nopanic: swept after the merge
//! A game as stored under `mastermind.v1.game.<level>`: how it started (level, key, where the key
//! came from, hard mode) and its log of moves with the undo position, so loading is replaying, a
//! stored game that breaks a rule cannot load, and undo and redo survive a reload.
//!
//! Version 2: `{"version":2,"level":"I","key":[…],"source":{"drawn":123},"id":"…","hard":false,
//! "moves":[…],"at":7}`. Version 1 (before undo) stored `"seed"` (the link's seed, or null) and
//! every move in force, no position; it loads as a log with nothing to redo and is written back as
//! version 2.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Code, Game, GameLog, KeySource, Level, Move};

/// The version of the stored game's schema.
pub const GAME_VERSION: u64 = 2;

/// Which of a level's games: the one played freely (new keys at will), or the daily game (one
/// key per UTC day). Each has its own storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSlot {
    Free(Level),
    Daily(Level),
}

impl GameSlot {
    pub fn level(self) -> Level {
        match self {
            GameSlot::Free(level) | GameSlot::Daily(level) => level,
        }
    }

    pub fn is_daily(self) -> bool {
        matches!(self, GameSlot::Daily(_))
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
}

/// What reading a stored game found.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant, reason = "read once when a page opens")]
pub enum GameRead {
    Fine {
        log: GameLog,
        source: KeySource,
        /// `None` for a version 1 game, which had none.
        id: Option<String>,
    },
    /// Unreadable, of another level, or breaking a rule: back it up and start afresh.
    Damaged,
    /// Written by a newer version of the game: leave it alone.
    Newer { version: u64 },
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
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a game serialises")
    }

    /// Reads a stored game of `level`, of this version or an older one.
    pub fn parse(raw: &str, level: Level) -> GameRead {
        let Ok(value) = serde_json::from_str::<Value>(raw) else {
            return GameRead::Damaged;
        };
        let version = match value.get("version").and_then(Value::as_u64) {
            Some(version) if version > GAME_VERSION => return GameRead::Newer { version },
            Some(version @ 1..) => version,
            _ => return GameRead::Damaged,
        };
        let Ok(saved) = serde_json::from_value::<SavedGame>(value) else {
            return GameRead::Damaged;
        };
        // Version 1 had neither hard mode, undo nor key sources; version 2 has no bare seed.
        let source = match (version, saved.seed, saved.source) {
            (1, seed, None) if !saved.hard && saved.at.is_none() && saved.id.is_none() => {
                seed.map_or(KeySource::Unseeded, KeySource::Link)
            }
            (2, None, Some(source)) => source,
            _ => return GameRead::Damaged,
        };
        let keyed = source.key(level);
        if keyed.is_some_and(|key| key != saved.key)
            || (keyed.is_none() && source != KeySource::Unseeded)
        {
            return GameRead::Damaged;
        }
        if saved.level != level || Code::new(level, saved.key.pegs()).is_err() {
            return GameRead::Damaged;
        }
        let start = Game::new(level, saved.key).with_hard_mode(saved.hard);
        let at = saved.at.unwrap_or(saved.moves.len());
        match GameLog::from_parts(start, saved.moves, at) {
            Ok(log) => GameRead::Fine {
                log,
                source,
                id: saved.id,
            },
            Err(_) => GameRead::Damaged,
        }
    }
}
