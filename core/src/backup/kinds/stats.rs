//! The statistics log: `mastermind.v1.stats`, merged by game id on import.

use super::{Collecting, Merged};
use crate::stats::{Finished, StatsLog};

pub type Declared = Merged<StatsLog>;

impl Collecting for StatsLog {
    type Item<'a> = &'a Finished;

    /// Both logs' games, each id once ([`StatsLog::merge`]).
    fn union(&self, other: &StatsLog) -> StatsLog {
        self.merge(other)
    }

    fn items(&self) -> Vec<&Finished> {
        self.games().iter().collect()
    }
}
