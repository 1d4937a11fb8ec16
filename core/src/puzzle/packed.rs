//! Codes of the standard levels packed for fast marks: the generator filters up to 262 144 keys
//! many times over, so it compares packed words rather than [`Code`]s. The marks are the
//! standard rule's (SPEC §1.1), which is the rule of levels I–III; `core/tests/suite/puzzle.rs` checks them
//! against [`Level::feedback`] for every pair of a sample.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use crate::code::Code;
use crate::feedback::Feedback;
use crate::level::Level;

/// A code of a standard level: its pegs one per nibble (hole 1 lowest), how many pegs of each
/// palette colour one per nibble: 8 bytes, so that a pass over every key reads as little memory
/// as it can. Two codes are the same when their packed forms are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Packed {
    pegs: u32,
    counts: u32,
}

/// The high bit of every nibble.
const NIBBLE_HIGH: u32 = 0x8888_8888;
/// The low bit of every nibble.
const NIBBLE_LOW: u32 = 0x1111_1111;

impl Packed {
    /// Packs a code of at most 7 pegs and 8 colours (the standard levels have 6 and 8 at
    /// most): a colour's count fits in a nibble below its high bit.
    pub fn new(code: &Code) -> Packed {
        let mut pegs = 0u32;
        let mut counts = 0u32;
        for (hole, colour) in code.pegs().iter().enumerate().take(7) {
            let c = colour.index() as u32 & 7;
            pegs |= c << (4 * hole);
            counts += 1 << (4 * c);
        }
        Packed { pegs, counts }
    }

    /// The code it packs, of `level` (one of the standard levels, whose codes may repeat a
    /// colour: its index in [`Code::all`] has hole 1 as its most significant digit).
    pub fn code(&self, level: Level) -> Code {
        let colours = level.colours() as u32;
        let index =
            (0..level.pegs()).fold(0, |index, hole| index * colours + self.hole(hole) as u32);
        Code::from_index(level, index)
    }

    /// The palette index of the peg in `hole` (from 0; holes past 8 read 0).
    #[inline]
    pub fn hole(&self, hole: usize) -> usize {
        if hole >= 8 {
            return 0;
        }
        ((self.pegs >> (4 * hole)) & 0xF) as usize
    }

    /// The marks of `self` against `other`, `pegs` holes (symmetric, the standard rule).
    #[inline(always)]
    pub fn marks(&self, other: &Packed, pegs: usize) -> Feedback {
        // Blacks: the nibbles where the two words agree.
        let x = self.pegs ^ other.pegs;
        let differ = (x | x >> 1 | x >> 2 | x >> 3) & NIBBLE_LOW & hole_mask(pegs);
        let black = pegs as u32 - differ.count_ones();
        // Colours in common: the nibblewise minimum of the counts (every nibble is below 8, so
        // setting its high bit keeps a subtraction from borrowing across nibbles), summed in
        // the top nibble (at most 7: no partial sum carries).
        let (a, b) = (self.counts, other.counts);
        let a_ge_b = (((a | NIBBLE_HIGH) - b) & NIBBLE_HIGH) >> 3;
        let keep_b = a_ge_b * 0xF;
        let min = (b & keep_b) | (a & !keep_b);
        let common = min.wrapping_mul(NIBBLE_LOW) >> 28;
        Feedback {
            black: black as u8,
            white: common.saturating_sub(black) as u8,
        }
    }
}

/// The low nibble bits of the first `pegs` holes.
const fn hole_mask(pegs: usize) -> u32 {
    if pegs >= 8 {
        u32::MAX
    } else {
        (1u32 << (4 * pegs)) - 1
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
            let codes: Vec<Packed> = Code::all(level).map(|code| Packed::new(&code)).collect();
            assert_eq!(every(level), codes, "{level:?}");
            assert_eq!(all(level), codes.as_slice(), "{level:?}");
        }
    }
}

/// A given row, packed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Row {
    pub guess: Packed,
    pub marks: Feedback,
}

impl Row {
    /// Whether `key` earns the row's marks.
    #[inline(always)]
    pub fn fits(&self, key: &Packed, pegs: usize) -> bool {
        key.marks(&self.guess, pegs) == self.marks
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
pub(super) fn single_row_count(level: Level, guess: &Packed, marks: Feedback) -> usize {
    type Shapes = HashMap<(usize, u64), Vec<usize>>;
    static SHAPES: OnceLock<Mutex<Shapes>> = OnceLock::new();
    let pegs = level.pegs();
    let mut repeats: [u8; 8] = std::array::from_fn(|c| ((guess.counts >> (4 * c)) & 0xF) as u8);
    repeats.sort_unstable();
    let shape = (pegs, u64::from_le_bytes(repeats));
    let slot = |m: Feedback| usize::from(m.black) * 16 + usize::from(m.white);
    let mut shapes = SHAPES
        .get_or_init(|| Mutex::new(HashMap::new()))
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let counts = shapes.entry(shape).or_insert_with(|| {
        let mut counts = vec![0; 16 * 16];
        for key in all(level) {
            if let Some(c) = counts.get_mut(slot(key.marks(guess, pegs))) {
                *c += 1;
            }
        }
        counts
    });
    counts.get(slot(marks)).copied().unwrap_or(0)
}

/// The marks of two codes of a standard level, packed (for the tests of this module's words).
pub fn packed_marks(a: &Code, b: &Code) -> Feedback {
    let pegs = a.pegs().len();
    Packed::new(a).marks(&Packed::new(b), pegs)
}
