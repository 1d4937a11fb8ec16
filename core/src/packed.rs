//! A code packed into two machine words, so that the marks between two codes cost a handful of
//! integer operations and no allocation (SOLVER.md, "cheap feedback"). The solver
//! ([`crate::solver::Space`]) and the puzzle generator ([`crate::puzzle`]) both mark through
//! these functions: the solver's codes are [`Packed<u64>`] (up to ten colours), the generator's
//! [`Packed<u32>`] (the standard levels' eight colours at most, in 8 bytes, so that a pass over
//! level III's 262 144 keys reads half the memory).

use std::fmt::Debug;

use crate::code::Code;
use crate::feedback::Feedback;

/// A feedback as a small number, `black * 9 + white`, so that a histogram of feedbacks is a
/// plain array of [`MARKS`] counters (a level has at most 8 pegs, so white ≤ 8 < 9).
pub type Mark = u8;

/// How many distinct [`Mark`] values can occur (an upper bound; not all are reachable).
pub const MARKS: usize = 81;

/// The mark of `feedback` ([`Mark::MAX`], which no two codes earn, for marks no level gives).
pub fn mark(feedback: Feedback) -> Mark {
    if feedback.white > 8 {
        return Mark::MAX;
    }
    feedback
        .black
        .checked_mul(9)
        .and_then(|b| b.checked_add(feedback.white))
        .unwrap_or(Mark::MAX)
}

/// The feedback a mark stands for.
pub fn feedback_of(mark: Mark) -> Feedback {
    Feedback {
        black: mark / 9,
        white: mark % 9,
    }
}

/// The word of a packed code's colour counts: one lane of [`Lanes::BITS`] bits per palette
/// colour, each count below the lane's top bit (so that lanes compare and sum without borrowing
/// from or carrying into their neighbours). The marks are worked out in a `u64` either way.
pub trait Lanes: Copy + Eq + Debug {
    /// Bits per colour lane.
    const BITS: u32;
    /// How many colours (lanes) the word holds.
    const COLOURS: u32;
    /// The word, widened.
    fn wide(self) -> u64;
    /// The word of counts worked out in a `u64` (whose lanes past [`Lanes::COLOURS`] are
    /// empty).
    fn narrow(counts: u64) -> Self;
}

/// Eight colours in nibbles: codes of at most 7 pegs (a count of 8 would reach a nibble's top
/// bit), the standard levels' (the puzzle generator's codes).
impl Lanes for u32 {
    const BITS: u32 = 4;
    const COLOURS: u32 = 8;
    #[inline(always)]
    fn wide(self) -> u64 {
        u64::from(self)
    }
    #[inline(always)]
    fn narrow(counts: u64) -> u32 {
        counts as u32
    }
}

/// Ten colours in five bits each: every code of every level (the solver's).
impl Lanes for u64 {
    const BITS: u32 = 5;
    const COLOURS: u32 = 10;
    #[inline(always)]
    fn wide(self) -> u64 {
        self
    }
    #[inline(always)]
    fn narrow(counts: u64) -> u64 {
        counts
    }
}

/// The lowest bit of every lane of `L`.
const fn lane_low<L: Lanes>() -> u64 {
    let mut bits = 0;
    let mut c = 0;
    while c < L::COLOURS {
        bits |= 1 << (L::BITS * c);
        c += 1;
    }
    bits
}

/// One code, packed: hole `i`'s colour in bits `4i..4i+4` of `pegs` (8 holes at most), and the
/// number of pegs of colour `c` in lane `c` of `counts`. Two codes are the same when their packed
/// forms are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Packed<L: Lanes = u64> {
    pub pegs: u32,
    pub counts: L,
}

impl<L: Lanes> Packed<L> {
    /// Packs `code`: its first 8 holes, and the colours its lanes hold (a code of more colours
    /// or pegs than `L` holds packs into a form no code of its level has).
    pub fn of(code: &Code) -> Packed<L> {
        let mut pegs = 0u32;
        let mut counts = 0u64;
        for (hole, colour) in code.pegs().iter().enumerate().take(8) {
            let c = colour.index() as u32;
            pegs |= (c & 0xF) << (4 * hole);
            counts = counts.wrapping_add(1u64.checked_shl(L::BITS * c).unwrap_or(0));
        }
        Packed {
            pegs,
            counts: L::narrow(counts),
        }
    }

    /// The palette index of the peg in `hole` (from 0; holes past 8 read 0).
    #[inline]
    pub fn hole(&self, hole: usize) -> usize {
        if hole >= 8 {
            return 0;
        }
        ((self.pegs >> (4 * hole)) & 0xF) as usize
    }
}

/// The number of holes where two packed codes of `pegs` holes agree.
#[inline(always)]
fn blacks(pegs: u32, a: u32, b: u32) -> u32 {
    let diff = a ^ b;
    let mut differs = diff | (diff >> 1);
    differs |= differs >> 2;
    pegs.saturating_sub((differs & 0x1111_1111).count_ones())
}

/// The sum of every lane of `counts` (at most 8 pegs in all, below any lane's top bit, so no
/// partial sum carries): multiplying by the lanes' low bits sums them into the last lane.
#[inline(always)]
fn lane_sum<L: Lanes>(counts: u64) -> u32 {
    let shift = L::BITS * (L::COLOURS - 1);
    ((counts.wrapping_mul(lane_low::<L>()) >> shift) & ((1 << L::BITS) - 1)) as u32
}

/// The standard mark (SPEC §1.1, also the rule of "colours only") `a` earns against `b` for codes
/// of `pegs` holes; symmetric, so either may be the guess.
///
/// Blacks: the holes where the two codes' nibbles agree. Colours in common: the sum over colours
/// of the smaller count, taken lane by lane (with its top bit set, a lane of `a` less `b`'s keeps
/// that bit exactly when a ≥ b, and never borrows from the next). The mark is
/// `black * 9 + white` = `black * 8 + common`.
#[inline(always)]
pub fn mark_between<L: Lanes>(pegs: u32, a: Packed<L>, b: Packed<L>) -> Mark {
    let black = blacks(pegs, a.pegs, b.pegs);
    let (low, top) = (lane_low::<L>(), L::BITS - 1);
    let high = low << top;
    let (ac, bc) = (a.counts.wide(), b.counts.wide());
    let a_at_least_b = (((ac | high).wrapping_sub(bc)) & high) >> top;
    let take_b = a_at_least_b * ((1 << L::BITS) - 1);
    let smaller = (bc & take_b) | (ac & !take_b);
    (black * 8 + lane_sum::<L>(smaller)) as Mark
}

/// The colour game's mark (SPEC §14, our reading) that `guess` earns against `key`: blacks as
/// the standard rule, then a white for every other peg of the guess whose colour is anywhere in
/// the key. Not symmetric.
///
/// Blacks + whites = the guess's pegs whose colour the key holds, Σ_c guess_count[c]·[key has
/// c]: the key's non-empty lanes become a mask (a lane's count plus its all-ones below the top
/// bit keeps the top bit exactly when the count is not zero), and the guess's counts are summed
/// under it.
#[inline(always)]
pub fn mark_colour_game<L: Lanes>(pegs: u32, guess: Packed<L>, key: Packed<L>) -> Mark {
    let black = blacks(pegs, guess.pegs, key.pegs);
    let (low, top) = (lane_low::<L>(), L::BITS - 1);
    let present = ((key.counts.wide() + low * ((1 << top) - 1)) & (low << top)) >> top;
    let in_key = guess.counts.wide() & (present * ((1 << L::BITS) - 1));
    (black * 8 + lane_sum::<L>(in_key)) as Mark
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::Level;

    #[test]
    fn a_mark_stands_for_its_feedback_and_an_impossible_one_for_none() {
        for black in 0..=8 {
            for white in 0..=8 - black {
                let feedback = Feedback { black, white };
                assert_eq!(feedback_of(mark(feedback)), feedback);
            }
        }
        for (black, white) in [(0, 9), (28, 0), (255, 255), (9, 0)] {
            let m = mark(Feedback { black, white });
            assert!(m == Mark::MAX || feedback_of(m) == Feedback { black, white });
        }
    }

    #[test]
    fn both_words_mark_alike() {
        // Every pair of a sample of level III's codes, in both layouts, and the level's marks.
        let level = Level::III;
        let codes: Vec<Code> = Code::all(level).step_by(997).collect();
        for a in &codes {
            for b in &codes {
                let narrow = mark_between(6, Packed::<u32>::of(a), Packed::<u32>::of(b));
                let wide = mark_between(6, Packed::<u64>::of(a), Packed::<u64>::of(b));
                assert_eq!(narrow, wide);
                assert_eq!(feedback_of(wide), level.feedback(a, b));
                let narrow = mark_colour_game(6, Packed::<u32>::of(a), Packed::<u32>::of(b));
                let wide = mark_colour_game(6, Packed::<u64>::of(a), Packed::<u64>::of(b));
                assert_eq!(narrow, wide);
            }
        }
    }
}
