//! The puzzle statistics: `mastermind.v1.puzzles`, merged by puzzle id on import.

use super::{Collecting, Merged};
use crate::puzzle::{PuzzleEnd, PuzzleLog};

pub type Declared = Merged<PuzzleLog>;

impl Collecting for PuzzleLog {
    type Item<'a> = &'a PuzzleEnd;

    /// Both logs' puzzles, each id once ([`PuzzleLog::merge`]).
    fn union(&self, other: &PuzzleLog) -> PuzzleLog {
        self.merge(other)
    }

    fn items(&self) -> Vec<&PuzzleEnd> {
        self.ends().iter().collect()
    }
}
