//! A game in progress as stored under `mastermind.v1.game.<level>`: its key, its seed and the
//! moves played, so loading is replaying, and a stored game that breaks a rule cannot load.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Code, Game, Level, Move};

/// The version of the stored game's schema.
pub const GAME_VERSION: u64 = 1;

/// The stored form of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub version: u64,
    pub level: Level,
    pub key: Code,
    /// The seed the key came from, if it was seeded.
    pub seed: Option<u64>,
    pub moves: Vec<Move>,
}

/// What reading a stored game found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameRead {
    Fine {
        game: Game,
        seed: Option<u64>,
    },
    /// Unreadable, of another level, or breaking a rule: back it up and start afresh.
    Damaged,
    /// Written by a newer version of the game: leave it alone.
    Newer {
        version: u64,
    },
}

impl SavedGame {
    pub fn of(game: &Game, seed: Option<u64>) -> SavedGame {
        SavedGame {
            version: GAME_VERSION,
            level: game.level(),
            key: game.key(),
            seed,
            moves: game.moves(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a game serialises")
    }

    /// Reads a stored game of `level`.
    pub fn parse(raw: &str, level: Level) -> GameRead {
        let Ok(value) = serde_json::from_str::<Value>(raw) else {
            return GameRead::Damaged;
        };
        match value.get("version").and_then(Value::as_u64) {
            Some(GAME_VERSION) => {}
            Some(version) if version > GAME_VERSION => return GameRead::Newer { version },
            _ => return GameRead::Damaged,
        }
        let Ok(saved) = serde_json::from_value::<SavedGame>(value) else {
            return GameRead::Damaged;
        };
        if saved.level != level || Code::new(level, saved.key.pegs()).is_err() {
            return GameRead::Damaged;
        }
        match Game::replay(level, saved.key, saved.moves) {
            Ok(game) => GameRead::Fine {
                game,
                seed: saved.seed,
            },
            Err(_) => GameRead::Damaged,
        }
    }
}
