//! A puzzle's board (SPEC §15) is a game like any other, so the board, the keys, notes and undo
//! work on it unchanged: its first rows are the puzzle's given rows, already played, and one
//! row is left below them for the answer. What differs is what submitting that row does
//! (`Check`): the key wins; a wrong key either ends the puzzle (one attempt, the puzzle of the
//! day: the row is played and the game lost) or stays in the answer row with the first given
//! row it contradicts named, for another attempt (practice): a peg can be changed (and that
//! change undone) and the row checked again.

use serde::{Deserialize, Serialize};

use super::{Game, Status, Turn};
use crate::code::Code;
use crate::puzzle::Puzzle;
use crate::solver::contradiction;

/// What makes a game a puzzle's board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Given {
    /// How many rows at the top were given.
    pub rows: usize,
    /// One attempt only (the puzzle of the day): a wrong key ends the puzzle.
    pub once: bool,
    /// The attempts checked so far, the winning one included.
    pub attempts: usize,
    /// The first given row (from 0) the last wrong attempt contradicted, until the next check.
    pub missed: Option<usize>,
}

impl Game {
    /// The board of `puzzle`: its rows played, one row left, no aids; `once` for one attempt.
    pub fn from_puzzle(puzzle: &Puzzle, once: bool) -> Game {
        let rows = puzzle.rows().len();
        Game {
            turns: puzzle.rows().to_vec(),
            limit: Some(rows + 1),
            given: Some(Given {
                rows,
                once,
                ..Given::default()
            }),
            ..Game::new(puzzle.level(), puzzle.key())
        }
    }

    /// What makes this game a puzzle's board, if it is one.
    pub fn given(&self) -> Option<Given> {
        self.given
    }

    /// Checks `guess` as a puzzle's answer (see the module documentation).
    pub(super) fn answer(&mut self, guess: Code) {
        let Some(mut given) = self.given else {
            return;
        };
        given.attempts += 1;
        let rows = self.turns.get(..given.rows).unwrap_or(&self.turns);
        given.missed = contradiction(self.level, rows, &guess).map(|(row, _)| row);
        self.given = Some(given);
        let feedback = self.level.feedback(&self.key, &guess);
        if self.level.is_win(feedback) || given.once {
            self.play(guess, feedback);
            if let Status::Won { .. } = self.status {
                self.status = Status::Won {
                    turns: given.attempts,
                };
            }
        }
        // Practice: the attempt stays in the answer row, to be changed and checked again.
    }

    /// The given rows of a puzzle's board (all the rows of another game).
    pub fn given_rows(&self) -> &[Turn] {
        let n = self.given.map_or(self.turns.len(), |g| g.rows);
        self.turns.get(..n).unwrap_or(&self.turns)
    }
}
