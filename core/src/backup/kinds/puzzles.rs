//! The puzzles in progress (`mastermind.v1.puzzle.daily.<n>`, `….daily.<n>.<date>` for a past
//! date's, `mastermind.v1.puzzle.<n>`), taken whole on import.

use super::{Placed, Whole};
use crate::daily::Day;
use crate::level::Level;
use crate::puzzle::{PuzzleRecord, PuzzleSlot};
use crate::store::Stored;

const PUZZLE_PREFIX: &str = "mastermind.v1.puzzle.";

pub type Declared = Whole<PuzzleRecord>;

impl Placed for PuzzleRecord {
    fn place_of(key: &str) -> Option<PuzzleSlot> {
        puzzle_slot_of(key)
    }

    /// Any key under the prefix, one the game never writes included.
    fn owns(key: &str) -> bool {
        key.starts_with(PUZZLE_PREFIX)
    }
}

/// The puzzle slot a puzzles key names, the inverse of [`PuzzleRecord::key`]: `None` for a key
/// it never writes (a level without puzzles, `I` for `1`).
pub fn puzzle_slot_of(key: &str) -> Option<PuzzleSlot> {
    let rest = key.strip_prefix(PUZZLE_PREFIX)?;
    let slot = match rest.strip_prefix("daily.") {
        Some(rest) => match rest.split_once('.') {
            Some((slug, date)) => {
                PuzzleSlot::Past(Level::parse(slug).ok()?, Day::parse(date).ok()?)
            }
            None => PuzzleSlot::Daily(Level::parse(rest).ok()?),
        },
        None => PuzzleSlot::Practice(Level::parse(rest).ok()?),
    };
    (slot.level().number().is_some() && PuzzleRecord::key(slot) == key).then_some(slot)
}
