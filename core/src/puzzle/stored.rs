//! A puzzle's stored and linked form: JSON with a version, the level's number, the key and the
//! rows, `{"v":1,"level":2,"key":["red",…],"rows":[{"guess":[…],"feedback":{"black":1,"white":0}},…]}`.
//! Reading it trusts nothing: the text's length, the level, every code, the number of rows, the
//! key against every row and the uniqueness of the key are checked, each refusal typed. A
//! stored puzzle need not be minimal (one made by hand may give a spare row), but it must give
//! exactly one key, no winning row and at most as many rows as the level has turns.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::Puzzle;
use super::packed::{self, Packed, Row};
use crate::code::{Code, CodeError};
use crate::game::Turn;
use crate::level::Level;

/// The version of the stored form.
pub const PUZZLE_VERSION: u32 = 1;

/// The longest stored form read (a level III puzzle of 12 rows takes about 1 500 bytes).
pub const MAX_JSON: usize = 8_192;

/// Why a text is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// Longer than [`MAX_JSON`] bytes.
    TooLong,
    /// Not JSON of the puzzle's shape.
    Json(String),
    /// A version this game does not know.
    Version(u32),
    /// A level other than 1, 2 or 3.
    Level(u8),
    /// More rows than the level has turns.
    TooManyRows { rows: usize, max: usize },
    /// The key (`row: None`) or a row's guess is not a code of the level.
    Code {
        row: Option<usize>,
        error: CodeError,
    },
    /// A row's marks are not marks a guess can earn at the level.
    Marks { row: usize },
    /// A row whose guess is the key (it would give the answer away).
    WinningRow { row: usize },
    /// The key does not earn a row's marks.
    KeyContradicts { row: usize },
    /// Another key fits every row too.
    NotUnique,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::TooLong => write!(f, "a puzzle takes at most {MAX_JSON} bytes"),
            PuzzleError::Json(e) => write!(f, "not a puzzle: {e}"),
            PuzzleError::Version(v) => write!(f, "puzzle version {v} is unknown"),
            PuzzleError::Level(l) => write!(f, "there is no puzzle level {l}"),
            PuzzleError::TooManyRows { rows, max } => {
                write!(
                    f,
                    "{rows} rows, and a puzzle of this level has at most {max}"
                )
            }
            PuzzleError::Code { row: None, error } => write!(f, "the key: {error}"),
            PuzzleError::Code {
                row: Some(r),
                error,
            } => write!(f, "row {}: {error}", r + 1),
            PuzzleError::Marks { row } => write!(f, "row {}: no guess earns these marks", row + 1),
            PuzzleError::WinningRow { row } => write!(f, "row {} is the key itself", row + 1),
            PuzzleError::KeyContradicts { row } => {
                write!(f, "the key does not earn the marks of row {}", row + 1)
            }
            PuzzleError::NotUnique => f.write_str("more than one key fits the rows"),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// The stored form, field for field.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Stored {
    v: u32,
    level: u8,
    key: Code,
    rows: Vec<Turn>,
}

impl Puzzle {
    /// The stored form (see the module documentation of `stored`).
    pub fn to_json(&self) -> String {
        let stored = self.stored();
        serde_json::to_string(&stored).unwrap_or_default()
    }

    /// The stored form as data, for a form that holds a puzzle.
    pub(crate) fn stored(&self) -> Stored {
        Stored {
            v: PUZZLE_VERSION,
            level: self.level.number().unwrap_or(1),
            key: self.key,
            rows: self.rows.clone(),
        }
    }

    /// Reads a stored form, refusing anything that is not a puzzle.
    pub fn parse(text: &str) -> Result<Puzzle, PuzzleError> {
        if text.len() > MAX_JSON {
            return Err(PuzzleError::TooLong);
        }
        let stored: Stored =
            serde_json::from_str(text).map_err(|e| PuzzleError::Json(e.to_string()))?;
        Puzzle::from_stored(stored)
    }

    /// Reads a stored form already parsed as JSON (a stored puzzle session's), refusing anything
    /// that is not a puzzle; JSON that is not the form is [`PuzzleError::Json`] without a reason
    /// (the reason's words would be bytes in every program that reads a session).
    pub fn from_value(value: serde_json::Value) -> Result<Puzzle, PuzzleError> {
        let stored: Stored =
            serde_json::from_value(value).map_err(|_| PuzzleError::Json(String::new()))?;
        Puzzle::from_stored(stored)
    }

    fn from_stored(stored: Stored) -> Result<Puzzle, PuzzleError> {
        if stored.v != PUZZLE_VERSION {
            return Err(PuzzleError::Version(stored.v));
        }
        let level = match stored.level {
            1 => Level::I,
            2 => Level::II,
            3 => Level::III,
            other => return Err(PuzzleError::Level(other)),
        };
        Puzzle::new(level, stored.key, stored.rows)
    }

    /// A puzzle of a key and rows, refused unless the key is the only one that fits them.
    pub fn new(level: Level, key: Code, rows: Vec<Turn>) -> Result<Puzzle, PuzzleError> {
        let Some(_) = level.number() else {
            return Err(PuzzleError::Level(0));
        };
        if rows.len() > level.turns() {
            return Err(PuzzleError::TooManyRows {
                rows: rows.len(),
                max: level.turns(),
            });
        }
        let key =
            Code::new(level, key.pegs()).map_err(|error| PuzzleError::Code { row: None, error })?;
        let pegs = level.pegs();
        let packed_key = Packed::of(&key);
        let mut packed_rows = Vec::with_capacity(rows.len());
        for (row, turn) in rows.iter().enumerate() {
            let guess = Code::new(level, turn.guess.pegs()).map_err(|error| PuzzleError::Code {
                row: Some(row),
                error,
            })?;
            let marks = turn.feedback;
            if usize::from(marks.black) + usize::from(marks.white) > pegs
                || (usize::from(marks.black) + 1 == pegs && marks.white == 1)
            {
                return Err(PuzzleError::Marks { row });
            }
            if guess == key || level.is_win(marks) {
                return Err(PuzzleError::WinningRow { row });
            }
            if level.feedback(&key, &guess) != marks {
                return Err(PuzzleError::KeyContradicts { row });
            }
            packed_rows.push(Row::new(&guess, marks));
        }
        let others = packed::all(level)
            .iter()
            .filter(|k| **k != packed_key)
            .any(|k| packed::fits(k, &packed_rows, pegs));
        if others {
            return Err(PuzzleError::NotUnique);
        }
        Ok(Puzzle { level, key, rows })
    }
}
