//! `Read the board` (SPEC §16): what one summary of a board says, decided once for every board
//! and language. The words are the catalogue's (the `words` crate); which facts they carry, and in
//! which order, is decided here: each played row (its pegs and marks), the active row's pegs so
//! far, the turns left, and the keys still possible when the solver's aids are on.

use super::colour::Colour;
use super::game::{Game, Turn};
use super::level::Level;

/// The facts one reading of a board says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    pub level: Level,
    /// The played rows, top first (a puzzle's given rows included).
    pub rows: Vec<Turn>,
    /// The active row's holes (empty ones `None`), while the game is on.
    pub active: Option<Vec<Option<Colour>>>,
    /// Rows still to play, the active one included (0 once the game is over).
    pub turns_left: usize,
    /// The keys that fit every played row, when the aids are on and they are counted.
    pub possible: Option<usize>,
}

/// The reading of `game`; `counts` are the aids' counts after each played row (empty without
/// the aids, or while they are counted).
pub fn reading(game: &Game, counts: &[usize]) -> Reading {
    let rows = game.turns().to_vec();
    let active = game.active_row().map(|_| game.active_pegs().to_vec());
    let turns_left = if active.is_some() {
        game.turn_limit().saturating_sub(rows.len())
    } else {
        0
    };
    let possible = if game.aids() && !rows.is_empty() && counts.len() == rows.len() {
        counts.last().copied()
    } else {
        None
    };
    Reading {
        level: game.level(),
        rows,
        active,
        turns_left,
        possible,
    }
}
