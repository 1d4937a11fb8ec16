//! Every code of a level in a packed form made for speed: the feedback between two codes costs a
//! handful of integer operations and no allocation (SOLVER.md, "cheap feedback").

use std::sync::{Mutex, OnceLock};

use super::SolverLimit;
use crate::rules::{Code, Colour, Feedback, Level};

/// A feedback as a small number, `black * 9 + white`, so that a histogram of feedbacks is a
/// plain array of [`MARKS`] counters (a level has at most 8 pegs, so white ≤ 8 < 9).
pub type Mark = u8;

/// How many distinct [`Mark`] values can occur (an upper bound; not all are reachable).
pub const MARKS: usize = 81;

/// The mark of `feedback`.
pub fn mark(feedback: Feedback) -> Mark {
    feedback.black * 9 + feedback.white
}

/// The feedback a mark stands for.
pub fn feedback_of(mark: Mark) -> Feedback {
    Feedback {
        black: mark / 9,
        white: mark % 9,
    }
}

/// One code, packed: hole `i`'s colour in bits `4i..4i+4` of `pegs` (8 holes at most), and the
/// number of pegs of colour `c` in bits `5c..5c+5` of `counts` (10 colours at most; five bits,
/// so that a count of 8 still compares lane by lane in [`mark_between`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Packed {
    pub pegs: u32,
    pub counts: u64,
}

impl Packed {
    pub fn of(code: &Code) -> Packed {
        let mut packed = Packed { pegs: 0, counts: 0 };
        for (i, colour) in code.pegs().iter().enumerate() {
            let c = colour.index();
            packed.pegs |= (c as u32) << (4 * i);
            packed.counts += 1 << (COUNT_BITS * c);
        }
        packed
    }
}

/// Bits per colour lane of [`Packed::counts`].
const COUNT_BITS: usize = 5;
/// The lowest bit of every hole's nibble.
const LOW_BITS: u32 = 0x1111_1111;
/// The lowest bit of every colour lane.
const LANE_LOW: u64 = {
    let mut bits = 0;
    let mut c = 0;
    while c < Colour::ALL.len() {
        bits |= 1 << (COUNT_BITS * c);
        c += 1;
    }
    bits
};
/// The highest bit of every colour lane.
const LANE_HIGH: u64 = LANE_LOW << (COUNT_BITS - 1);
/// Where the sum of every lane lands after multiplying by [`LANE_LOW`]: the last lane.
const SUM_SHIFT: usize = COUNT_BITS * (Colour::ALL.len() - 1);

/// The mark `a` earns against `b` for codes of `pegs` holes.
///
/// Blacks: the holes where the two codes' nibbles agree. Colours in common: the sum over colours
/// of the smaller count, taken lane by lane (every count is at most 8 < 16, so no lane borrows
/// from or carries into the next, and neither does any partial sum of lanes).
#[inline(always)]
pub fn mark_between(pegs: u32, a: Packed, b: Packed) -> Mark {
    let diff = a.pegs ^ b.pegs;
    let mut differs = diff | (diff >> 1);
    differs |= differs >> 2;
    let black = pegs - (differs & LOW_BITS).count_ones();
    // Lane by lane: 16 + a − b keeps its bit 4 exactly when a ≥ b.
    let a_at_least_b = (((a.counts | LANE_HIGH) - b.counts) & LANE_HIGH) >> (COUNT_BITS - 1);
    let take_b = a_at_least_b * 0x1F;
    let smaller = (b.counts & take_b) | (a.counts & !take_b);
    let common = ((smaller.wrapping_mul(LANE_LOW) >> SUM_SHIFT) & 0x1F) as u32;
    (black * 8 + common) as Mark
}

/// The spaces of the three standard levels' shapes, in [`Level::ALL`]'s order.
static STANDARD: [OnceLock<Space>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];

/// All the codes of one level, packed, in index order (without repeats: only the codes of
/// distinct colours, see [`Code::from_index`]).
pub struct Space {
    level: Level,
    codes: Vec<Packed>,
}

impl std::fmt::Debug for Space {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Space")
            .field("level", &self.level)
            .field("codes", &self.codes.len())
            .finish()
    }
}

impl Space {
    /// The space of `level`, built once and shared. Levels of the same shape (pegs, colours,
    /// repeats) share one space, whatever their turn limits: a custom game of 4 pegs, 6 colours
    /// and repeats uses level I's. Custom spaces are built on first use and kept for the rest of
    /// the session (a few megabytes at most). A level too large for the solver (see
    /// [`super::searchable`]) is refused, never built.
    pub fn of(level: Level) -> Result<&'static Space, SolverLimit> {
        static CUSTOM: Mutex<Vec<&'static Space>> = Mutex::new(Vec::new());
        let same_shape = |l: Level| {
            (l.pegs(), l.colours(), l.repeats()) == (level.pegs(), level.colours(), level.repeats())
        };
        if let Some((standard, cell)) = Level::ALL
            .into_iter()
            .zip(&STANDARD)
            .find(|(l, _)| same_shape(*l))
        {
            return Ok(cell.get_or_init(|| Space::build(standard)));
        }
        super::searchable(level)?;
        let mut built = CUSTOM.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(space) = built.iter().find(|s| same_shape(s.level)) {
            return Ok(space);
        }
        let space: &'static Space = Box::leak(Box::new(Space::build(level)));
        built.push(space);
        Ok(space)
    }

    /// Level I's space (1 296 keys, always within the solver's limits).
    pub fn level_i() -> &'static Space {
        STANDARD[0].get_or_init(|| Space::build(Level::I))
    }

    fn build(level: Level) -> Space {
        let codes = Code::all(level).map(|code| Packed::of(&code)).collect();
        Space { level, codes }
    }

    /// The level the space was built for: a level of the same pegs, colours and repeats as every
    /// level that shares it (its turn limit means nothing here).
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
    #[allow(
        clippy::indexing_slicing,
        reason = "hot: indices are code numbers of the level (below len()), the solver's entries check rows with row_fits"
    )]
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
