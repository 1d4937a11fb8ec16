//! The puzzle generator's keys: every code of a standard level packed ([`crate::packed`], in 8
//! bytes: the generator filters up to 262 144 keys many times over), and the given rows. The
//! marks are the standard rule's (SPEC §1.1), which is the rule of levels I–III;
//! `core/tests/suite/puzzle.rs` checks them against [`Level::feedback`] for every pair of a
//! sample.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use crate::code::Code;
use crate::feedback::Feedback;
use crate::level::Level;
use crate::packed::{Lanes, MARKS, Mark, mark, mark_between};

/// A code of a standard level (at most 7 pegs and 8 colours: the standard levels have 6 and 8
/// at most), packed.
pub(super) type Packed = crate::packed::Packed<u32>;

impl Packed {
    /// The code it packs, of `level` (one of the standard levels, whose codes may repeat a
    /// colour: its index in [`Code::all`] has hole 1 as its most significant digit).
    pub(super) fn code(&self, level: Level) -> Code {
        let colours = level.colours() as u32;
        let index =
            (0..level.pegs()).fold(0, |index, hole| index * colours + self.hole(hole) as u32);
        Code::from_index(level, index)
    }

    /// How many pegs of palette colour `colour` (from 0) it holds, read by the word's own
    /// layout ([`Lanes`]).
    fn count(&self, colour: u32) -> u32 {
        let bits = <u32 as Lanes>::BITS;
        self.counts.checked_shr(bits * colour).unwrap_or(0) & ((1 << bits) - 1)
    }
}

/// Every code of a standard level, packed, in index order (built once per level and kept).
pub(super) fn all(level: Level) -> &'static [Packed] {
    static TABLES: [OnceLock<Vec<Packed>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let place = Level::ALL.iter().position(|&l| l == level).unwrap_or(0);
    match TABLES.get(place) {
        Some(table) => table.get_or_init(|| every(level)),
        None => &[],
    }
}

/// Every code of a standard level (codes that may repeat a colour), packed, in index order:
/// counted as an odometer of colours whose last hole turns fastest ([`Code::from_index`]'s
/// order), without making each [`Code`] (a level III page builds 262 144 of them first thing).
fn every(level: Level) -> Vec<Packed> {
    const MAX: usize = 7;
    let (pegs, colours) = (level.pegs().min(MAX), level.colours().min(8) as u32);
    let total = (colours as usize).pow(pegs as u32);
    let mut codes = Vec::with_capacity(total);
    let mut digits = [0u32; MAX];
    let holes = digits.get_mut(..pegs).unwrap_or_default();
    for _ in 0..total {
        let mut code = Packed { pegs: 0, counts: 0 };
        for (hole, &colour) in holes.iter().enumerate() {
            code.pegs |= colour << (4 * hole);
            code.counts += 1 << (4 * colour);
        }
        codes.push(code);
        for digit in holes.iter_mut().rev() {
            *digit += 1;
            if *digit < colours {
                break;
            }
            *digit = 0;
        }
    }
    codes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_packed_in_index_order() {
        for level in Level::ALL {
            let codes: Vec<Packed> = Code::all(level).map(|code| Packed::of(&code)).collect();
            assert_eq!(every(level), codes, "{level:?}");
            assert_eq!(all(level), codes.as_slice(), "{level:?}");
        }
    }
}

/// A given row, packed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Row {
    pub guess: Packed,
    pub marks: Mark,
}

impl Row {
    /// A row of `guess` and its `marks`.
    pub fn new(guess: &Code, marks: Feedback) -> Row {
        Row {
            guess: Packed::of(guess),
            marks: mark(marks),
        }
    }

    /// Whether `key` earns the row's marks.
    #[inline(always)]
    pub fn fits(&self, key: &Packed, pegs: usize) -> bool {
        mark_between(pegs as u32, *key, self.guess) == self.marks
    }
}

/// Whether `key` earns every row's marks.
#[inline(always)]
pub(super) fn fits(key: &Packed, rows: &[Row], pegs: usize) -> bool {
    rows.iter().all(|r| r.fits(key, pegs))
}

/// The keys of `from` that fit `row` (one row: the loop the generator spends its time in).
pub(super) fn filter(from: &[Packed], row: Row, pegs: usize) -> Vec<Packed> {
    from.iter().filter(|k| row.fits(k, pegs)).copied().collect()
}

/// How many keys of `from` fit `rows`, counting no further than `limit`.
pub(super) fn count_up_to(from: &[Packed], rows: &[Row], pegs: usize, limit: usize) -> usize {
    from.iter()
        .filter(|k| fits(k, rows, pegs))
        .take(limit)
        .count()
}

/// How many keys of `level` earn `marks` against `guess` (a row alone). The count depends only
/// on how many times each colour of the guess repeats (renaming colours and moving holes map
/// the keys onto themselves), so one pass over the keys per repetition shape serves every
/// guess of that shape; the counts are kept.
pub(super) fn single_row_count(level: Level, guess: &Packed, marks: Mark) -> usize {
    type Shapes = HashMap<(usize, u64), Vec<usize>>;
    static SHAPES: OnceLock<Mutex<Shapes>> = OnceLock::new();
    let pegs = level.pegs();
    let mut repeats: [u8; 8] = std::array::from_fn(|c| guess.count(c as u32) as u8);
    repeats.sort_unstable();
    let shape = (pegs, u64::from_le_bytes(repeats));
    let mut shapes = SHAPES
        .get_or_init(|| Mutex::new(HashMap::new()))
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let counts = shapes.entry(shape).or_insert_with(|| {
        let mut counts = vec![0; MARKS];
        for key in all(level) {
            if let Some(c) = counts.get_mut(usize::from(mark_between(pegs as u32, *key, *guess))) {
                *c += 1;
            }
        }
        counts
    });
    counts.get(usize::from(marks)).copied().unwrap_or(0)
}

/// The marks of two codes of a standard level, packed (for the tests of this module's words).
pub fn packed_marks(a: &Code, b: &Code) -> Feedback {
    let pegs = a.pegs().len() as u32;
    crate::packed::feedback_of(mark_between(pegs, Packed::of(a), Packed::of(b)))
}
