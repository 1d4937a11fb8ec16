//! The default strategy's first turns, computed offline with the full (symmetry-reduced) search
//! and kept as a table, so that the most expensive decisions cost nothing in the browser: three
//! turns, and at level III a fourth on the parts of more than 200 keys that the third leaves.
//! `cargo xtask openings` recomputes the table and writes `openings_table.rs`; a test recomputes
//! it (level III's fourth turn on a subset) and compares.

use super::space::Mark;
use crate::level::Level;

/// A level's opening guess, the second guess for each feedback the opening can earn and, at the
/// levels where it is cheap to compute, the third guess for each pair of feedbacks that leaves
/// more than two keys (code numbers as in [`crate::code::Code::from_index`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    pub first: u32,
    /// (feedback mark, second guess), in mark order; only the feedbacks that some key earns.
    pub second: Vec<(Mark, u32)>,
    /// (first mark, second mark, third guess), in mark order.
    pub third: Vec<(Mark, Mark, u32)>,
    /// (first mark, second mark, third mark, fourth guess), in mark order: at level III only,
    /// for the parts still too large after the third guess for the run-time look ahead.
    pub fourth: Vec<(Mark, Mark, Mark, u32)>,
}

impl Opening {
    /// The second guess after the opening earned `mark`.
    pub fn second(&self, mark: Mark) -> Option<u32> {
        self.second
            .binary_search_by_key(&mark, |e| e.0)
            .ok()
            .and_then(|i| self.second.get(i))
            .map(|e| e.1)
    }

    /// The third guess after the opening earned `first` and the second guess earned `second`.
    pub fn third(&self, first: Mark, second: Mark) -> Option<u32> {
        self.third
            .binary_search_by_key(&(first, second), |e| (e.0, e.1))
            .ok()
            .and_then(|i| self.third.get(i))
            .map(|e| e.2)
    }

    /// The fourth guess after the first three guesses of the table earned `first`, `second` and
    /// `third`.
    pub fn fourth(&self, first: Mark, second: Mark, third: Mark) -> Option<u32> {
        self.fourth
            .binary_search_by_key(&(first, second, third), |e| (e.0, e.1, e.2))
            .ok()
            .and_then(|i| self.fourth.get(i))
            .map(|e| e.3)
    }
}

mod table {
    include!("openings_table.rs");
}

/// The stored opening of a standard level; `None` for a custom game (the table holds the three
/// standard levels only).
pub fn opening(level: Level) -> Option<&'static Opening> {
    use std::sync::OnceLock;
    static OPENINGS: [OnceLock<Opening>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = usize::from(level.number()?).checked_sub(1)?;
    let &(first, second, third) = table::OPENINGS.get(i)?;
    let fourth = table::FOURTH.get(i)?;
    Some(OPENINGS.get(i)?.get_or_init(|| Opening {
        first,
        second: second.to_vec(),
        third: third.to_vec(),
        fourth: fourth.to_vec(),
    }))
}
