//! The match file: a match as versioned JSON, and read back with every rule checked again.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Match, MatchError, Setup, Side};
use crate::code::Code;

/// The `format` field of a match file.
pub const MATCH_FORMAT: &str = "mastermind-match";
/// The version of the match file's schema.
pub const MATCH_VERSION: u64 = 1;

impl Match {
    /// The match as a file (JSON, see "Match files" in docs/storage.md).
    pub fn to_file(&self) -> String {
        let file = FileForm {
            format: MATCH_FORMAT.to_owned(),
            version: MATCH_VERSION,
            setup: self.setup.clone(),
            rounds: self
                .rounds
                .iter()
                .enumerate()
                .map(|(i, r)| FileRound {
                    round: i + 1,
                    maker: r.maker,
                    key: r.key,
                    guesses: r
                        .guesses
                        .iter()
                        .map(|t| FileGuess {
                            guess: t.guess,
                            black: t.feedback.black,
                            white: t.feedback.white,
                        })
                        .collect(),
                })
                .collect(),
        };
        // Plain data (strings, numbers, lists): serialising it cannot fail.
        serde_json::to_string_pretty(&file).unwrap_or_default()
    }

    /// Reads a match file, refusing anything that is not exactly a match this version could
    /// have written: the match is rebuilt move by move, so every rule is checked again.
    pub fn from_file(raw: &str) -> Result<Match, FileError> {
        let value: Value = serde_json::from_str(raw).map_err(|_| FileError::NotJson)?;
        if value.get("format").and_then(Value::as_str) != Some(MATCH_FORMAT) {
            return Err(FileError::NotAMatch);
        }
        match value.get("version").and_then(Value::as_u64) {
            Some(MATCH_VERSION) => {}
            Some(version) if version > MATCH_VERSION => return Err(FileError::Newer(version)),
            _ => return Err(FileError::Malformed),
        }
        let file: FileForm = serde_json::from_value(value).map_err(|_| FileError::Malformed)?;
        let rounds = file.setup.rounds;
        let mut game = Match::new(file.setup).map_err(|_| FileError::BadSetup)?;
        if file.rounds.len() > rounds {
            return Err(FileError::TooManyRounds);
        }
        for (i, round) in file.rounds.into_iter().enumerate() {
            if round.round != i + 1 {
                return Err(FileError::RoundsOutOfOrder);
            }
            if round.maker != game.maker(i) {
                return Err(FileError::RolesOutOfTurn { round: i + 1 });
            }
            game.start_round(round.key).map_err(|e| match e {
                MatchError::RoundInPlay => FileError::UnfinishedRound { round: i },
                _ => FileError::KeyNotInLevel { round: i + 1 },
            })?;
            for (n, g) in round.guesses.into_iter().enumerate() {
                let feedback = game.guess(g.guess).map_err(|e| match e {
                    MatchError::NotInLevel => FileError::GuessNotInLevel { round: i + 1 },
                    _ => FileError::GuessAfterEnd { round: i + 1 },
                })?;
                if feedback.black != g.black || feedback.white != g.white {
                    return Err(FileError::FeedbackContradictsKey {
                        round: i + 1,
                        guess: n + 1,
                    });
                }
            }
        }
        Ok(game)
    }
}

/// Why a match file is refused. Rounds and guesses count from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileError {
    NotJson,
    NotAMatch,
    Newer(u64),
    Malformed,
    BadSetup,
    TooManyRounds,
    RoundsOutOfOrder,
    RolesOutOfTurn {
        round: usize,
    },
    UnfinishedRound {
        round: usize,
    },
    KeyNotInLevel {
        round: usize,
    },
    GuessNotInLevel {
        round: usize,
    },
    GuessAfterEnd {
        round: usize,
    },
    FeedbackContradictsKey {
        round: usize,
        guess: usize,
    },
    /// A match of the other kind than the page's: between two people (`people`), or against
    /// the computer.
    OtherKind {
        people: bool,
    },
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileForm {
    format: String,
    version: u64,
    setup: Setup,
    rounds: Vec<FileRound>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileRound {
    round: usize,
    maker: Side,
    key: Code,
    guesses: Vec<FileGuess>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileGuess {
    guess: Code,
    black: u8,
    white: u8,
}
