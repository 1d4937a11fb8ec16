//! What a game shows: its level, status and standing, the key once revealed, the rows played,
//! the active row and its pegs.

use super::{Game, Standing, Status, Turn};
use crate::code::Code;
use crate::colour::Colour;
use crate::feedback::Feedback;
use crate::level::Level;

impl Game {
    /// Whether the solver's aids are on for this game (it then never enters the high scores).
    pub fn aids(&self) -> bool {
        self.aids
    }

    pub fn level(&self) -> Level {
        self.level
    }

    pub fn status(&self) -> Status {
        self.status
    }

    pub fn is_over(&self) -> bool {
        self.status != Status::Playing
    }

    /// Where the game stands (see [`Standing`]): a game with pegs placed but no row played has
    /// not started.
    pub fn standing(&self) -> Standing {
        match self.status {
            Status::Playing if self.turns.is_empty() => Standing::NotStarted,
            Status::Playing => Standing::InProgress {
                rows: self.turns.len(),
            },
            Status::Won { turns } => Standing::Won { turns },
            Status::Lost => Standing::Lost,
            Status::Quit => Standing::Quit,
        }
    }

    /// The key, only once the game is over: while playing it stays covered.
    pub fn revealed_key(&self) -> Option<Code> {
        self.is_over().then_some(self.key)
    }

    /// The key, whatever the status (for tests, saving and the solver's post-mortem).
    pub fn key(&self) -> Code {
        self.key
    }

    /// The rows played so far, top first.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The row taking input, or `None` when the game is over.
    pub fn active_row(&self) -> Option<usize> {
        (!self.is_over()).then_some(self.turns.len())
    }

    /// The pegs of the active row being filled (empty holes are `None`).
    pub fn active_pegs(&self) -> &[Option<Colour>] {
        self.active.get(..self.level.pegs()).unwrap_or(&self.active)
    }

    /// What a hole holds: a played peg, a peg placed in the active row, or nothing.
    pub fn peg(&self, row: usize, hole: usize) -> Option<Colour> {
        if hole >= self.level.pegs() {
            return None;
        }
        match self.turns.get(row) {
            Some(turn) => turn.guess.pegs().get(hole).copied(),
            None if Some(row) == self.active_row() => self.active.get(hole).copied().flatten(),
            None => None,
        }
    }

    /// The feedback of a played row.
    pub fn feedback(&self, row: usize) -> Option<Feedback> {
        self.turns.get(row).map(|t| t.feedback)
    }

    /// Whether every hole of the active row has a peg (it can then be submitted, or refused
    /// with a reason).
    pub fn active_row_full(&self) -> bool {
        self.active_row().is_some() && self.active_pegs().iter().all(Option::is_some)
    }

    /// The active row as a code, once every hole has a peg.
    pub fn active_code(&self) -> Option<Code> {
        Code::from_holes(self.level, self.active_pegs())
    }
}
