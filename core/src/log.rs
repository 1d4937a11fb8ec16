//! A game together with the moves that made it, as Tatham's mid-end keeps them: the game's
//! [`History`]. The state is always the start replayed through the moves up to a position, so undo
//! and redo are moves of that position, and the saved game is this log itself (with its
//! position), not a summary.
//!
//! Undo reaches back only through edits of the active row (placing or taking out a peg): a
//! submitted guess, quitting and turning the aids on are never undone.

use super::game::{Game, Invalid, Move};
use super::history::{History, HistoryError, Replay};

/// A game, every move applied to it, and how many of them are in force (the rest can be redone).
pub type GameLog = History<Game>;

/// Why a stored game log cannot be taken as it is.
pub type LogError = HistoryError<Invalid>;

impl Replay for Game {
    type Move = Move;
    type Error = Invalid;

    fn apply(&self, mv: Move) -> Result<Game, Invalid> {
        Game::apply(self, mv)
    }

    fn undoable(mv: Move) -> bool {
        mv.edits_row()
    }
}

impl History<Game> {
    /// The game as it stands now.
    pub fn game(&self) -> &Game {
        self.state()
    }
}
