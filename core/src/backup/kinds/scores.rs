//! The high scores: `mastermind.v1.scores`, merged entry by entry on import.

use super::{Collecting, Merged};
use crate::level::Level;
use crate::scores::{Entry, Scores};

pub type Declared = Merged<Scores>;

impl Collecting for Scores {
    type Item<'a> = (Level, &'a Entry);

    /// The best 10 of the union per level, an identical entry once.
    fn union(&self, other: &Scores) -> Scores {
        self.merge(other)
    }

    fn items(&self) -> Vec<(Level, &Entry)> {
        Level::with_scores()
            .flat_map(|level| self.table(level).entries().iter().map(move |e| (level, e)))
            .collect()
    }
}
