//! Every code of a level in a packed form made for speed: the feedback between two codes costs a
//! handful of integer operations and no allocation (SOLVER.md, "cheap feedback").

use std::sync::OnceLock;

use crate::rules::{Code, Feedback, Level};

/// A feedback as a small number, `black * 8 + white`, so that a histogram of feedbacks is a
/// plain array of [`MARKS`] counters.
pub type Mark = u8;

/// How many distinct [`Mark`] values can occur (an upper bound; not all are reachable).
pub const MARKS: usize = 64;

/// The mark of `feedback`.
pub fn mark(feedback: Feedback) -> Mark {
    feedback.black * 8 + feedback.white
}

/// The feedback a mark stands for.
pub fn feedback_of(mark: Mark) -> Feedback {
    Feedback {
        black: mark / 8,
        white: mark % 8,
    }
}

/// One code, packed: hole `i`'s colour in bits `4i..4i+4` of `pegs`, and the number of pegs of
/// colour `c` in bits `4c..4c+4` of `counts`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Packed {
    pub pegs: u32,
    pub counts: u32,
}

impl Packed {
    pub fn of(code: &Code) -> Packed {
        let mut packed = Packed { pegs: 0, counts: 0 };
        for (i, colour) in code.pegs().iter().enumerate() {
            let c = colour.index() as u32;
            packed.pegs |= c << (4 * i);
            packed.counts += 1 << (4 * c);
        }
        packed
    }
}

const LOW_BITS: u32 = 0x1111_1111;
const HIGH_BITS: u32 = 0x8888_8888;

/// The mark `a` earns against `b` for codes of `pegs` holes.
///
/// Blacks: the holes where the two codes' nibbles agree. Colours in common: the sum over colours
/// of the smaller count, taken lane by lane (every count is at most 6, so no lane borrows or
/// carries into the next).
#[inline(always)]
pub fn mark_between(pegs: u32, a: Packed, b: Packed) -> Mark {
    let diff = a.pegs ^ b.pegs;
    let mut differs = diff | (diff >> 1);
    differs |= differs >> 2;
    let black = pegs - (differs & LOW_BITS).count_ones();
    // Lane by lane: 8 + a − b keeps its bit 3 exactly when a ≥ b.
    let a_at_least_b = (((a.counts | HIGH_BITS) - b.counts) & HIGH_BITS) >> 3;
    let take_b = a_at_least_b * 0xF;
    let smaller = (b.counts & take_b) | (a.counts & !take_b);
    let common = smaller.wrapping_mul(LOW_BITS) >> 28;
    (black * 8 + common - black) as Mark
}

/// All the codes of one level, packed, in index order.
pub struct Space {
    level: Level,
    codes: Vec<Packed>,
}

impl Space {
    /// The space of `level`, built once and shared.
    pub fn of(level: Level) -> &'static Space {
        static SPACES: [OnceLock<Space>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        SPACES[usize::from(level.number()) - 1].get_or_init(|| Space::build(level))
    }

    fn build(level: Level) -> Space {
        let codes = Code::all(level).map(|code| Packed::of(&code)).collect();
        Space { level, codes }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// How many codes the level has.
    pub fn len(&self) -> usize {
        self.codes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.codes.is_empty()
    }

    /// The packed code numbered `index`.
    #[inline(always)]
    pub fn get(&self, index: u32) -> Packed {
        self.codes[index as usize]
    }

    /// The mark between the codes numbered `a` and `b`.
    #[inline(always)]
    pub fn mark(&self, a: u32, b: u32) -> Mark {
        mark_between(self.level.pegs() as u32, self.get(a), self.get(b))
    }

    /// The code numbered `index`.
    pub fn code(&self, index: u32) -> Code {
        Code::from_index(self.level, index)
    }
}
