#![allow(clippy::expect_used, clippy::indexing_slicing)] // nopanic: swept after the merge
//! A game together with the moves that made it, as Tatham's mid-end keeps them: the state is
//! always the start replayed through the moves up to a position, so undo and redo are moves of
//! that position, and the saved game is this log itself (with its position), not a summary.
//!
//! Undo reaches back only through edits of the active row (placing or taking out a peg): a
//! submitted guess, quitting and turning the aids on are never undone.

use super::{Game, Invalid, Move};

/// A game, every move applied to it, and how many of them are in force (the rest can be redone).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLog {
    start: Game,
    moves: Vec<Move>,
    at: usize,
    now: Game,
}

/// Why a stored log cannot be taken as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogError {
    /// Move `index` (from 0) is not valid where it stands.
    Move { index: usize, why: Invalid },
    /// The position is past the end of the moves.
    Position { at: usize, moves: usize },
    /// A move after the position is not an edit of the active row, so it could not be redone.
    Redo { index: usize },
}

impl GameLog {
    /// A log with no move yet.
    pub fn new(start: Game) -> GameLog {
        GameLog {
            now: start.clone(),
            start,
            moves: Vec::new(),
            at: 0,
        }
    }

    /// Rebuilds a log from its stored parts, checking every move, the redo tail included.
    pub fn from_parts(start: Game, moves: Vec<Move>, at: usize) -> Result<GameLog, LogError> {
        if at > moves.len() {
            return Err(LogError::Position {
                at,
                moves: moves.len(),
            });
        }
        if let Some(index) = (at..moves.len()).find(|&i| !moves[i].edits_row()) {
            return Err(LogError::Redo { index });
        }
        let mut game = start.clone();
        let mut now = None;
        for (index, &mv) in moves.iter().enumerate() {
            if index == at {
                now = Some(game.clone());
            }
            game = game
                .apply(mv)
                .map_err(|why| LogError::Move { index, why })?;
        }
        Ok(GameLog {
            now: now.unwrap_or(game),
            start,
            moves,
            at,
        })
    }

    /// The game as it stands now.
    pub fn game(&self) -> &Game {
        &self.now
    }

    /// The game before any move.
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// Every move recorded, those that can be redone included.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many of [`GameLog::moves`] are in force.
    pub fn position(&self) -> usize {
        self.at
    }

    /// Applies a move; moves that could have been redone are forgotten.
    pub fn apply(&self, mv: Move) -> Result<GameLog, Invalid> {
        let now = self.now.apply(mv)?;
        let mut moves = self.moves[..self.at].to_vec();
        moves.push(mv);
        Ok(GameLog {
            start: self.start.clone(),
            at: moves.len(),
            moves,
            now,
        })
    }

    /// Whether the last move in force edited the active row, so it can be taken back.
    pub fn can_undo(&self) -> bool {
        self.at > 0 && self.moves[self.at - 1].edits_row()
    }

    /// Whether a move that was undone can be played again.
    pub fn can_redo(&self) -> bool {
        self.at < self.moves.len()
    }

    /// The log with its last row edit taken back, if there is one.
    pub fn undo(&self) -> Option<GameLog> {
        if !self.can_undo() {
            return None;
        }
        let at = self.at - 1;
        let now = Game::replay_from(self.start.clone(), self.moves[..at].iter().copied())
            .expect("moves in a log replay");
        Some(GameLog {
            start: self.start.clone(),
            moves: self.moves.clone(),
            at,
            now,
        })
    }

    /// The log with the next undone move played again, if there is one.
    pub fn redo(&self) -> Option<GameLog> {
        let mv = *self.moves.get(self.at)?;
        let now = self.now.apply(mv).ok()?;
        Some(GameLog {
            start: self.start.clone(),
            moves: self.moves.clone(),
            at: self.at + 1,
            now,
        })
    }
}
