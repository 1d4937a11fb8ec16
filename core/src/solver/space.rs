//! Every code of a level in a packed form made for speed ([`crate::packed`]): the feedback
//! between two codes costs a handful of integer operations and no allocation (SOLVER.md, "cheap
//! feedback").
//!
//! A space knows its level's [`Rule`]: the marks of the colour game are counted by their own
//! function ([`mark_colour_game`]), which is not symmetric, so every mark is asked guess first,
//! key second ([`Space::mark`]). The hot loops choose the marking function once, outside the
//! loop over the keys ([`Space::count_marks`], [`Space::for_each_mark`]).

use std::sync::{Mutex, OnceLock};

use super::SolverLimit;
use crate::code::Code;
use crate::level::Level;
pub use crate::packed::{MARKS, Mark, feedback_of, mark, mark_between, mark_colour_game};
use crate::variant::Rule;

/// A code packed for the solver: ten colours' counts (every level's), see [`crate::packed`].
pub type Packed = crate::packed::Packed<u64>;

/// A marking function, chosen once per loop over the keys rather than once per key.
pub trait Marking {
    /// The mark `guess` earns against `key`, for codes of `pegs` holes.
    fn mark(pegs: u32, guess: Packed, key: Packed) -> Mark;
}

/// [`mark_between`]: the standard levels, the custom games and every variant but the colour game.
pub struct StandardMarks;

/// [`mark_colour_game`].
pub struct ColourGameMarks;

impl Marking for StandardMarks {
    #[inline(always)]
    fn mark(pegs: u32, guess: Packed, key: Packed) -> Mark {
        mark_between(pegs, guess, key)
    }
}

impl Marking for ColourGameMarks {
    #[inline(always)]
    fn mark(pegs: u32, guess: Packed, key: Packed) -> Mark {
        mark_colour_game(pegs, guess, key)
    }
}

/// Calls `$body` with `$m` the [`Marking`] type of `$space`'s rule: one branch, then a loop
/// compiled for that rule alone.
macro_rules! with_marking {
    ($space:expr, $m:ident => $body:expr) => {
        match $space.rule() {
            Rule::ColourGame => {
                type $m = ColourGameMarks;
                $body
            }
            Rule::Standard | Rule::ColoursOnly => {
                type $m = StandardMarks;
                $body
            }
        }
    };
}

/// The spaces of the three standard levels' shapes, in [`Level::ALL`]'s order.
static STANDARD: [OnceLock<Space>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];

/// All the codes of one level, packed, in index order (without repeats: only the codes of
/// distinct colours, see [`Code::from_index`]), and the level's rule.
pub struct Space {
    level: Level,
    rule: Rule,
    codes: Vec<Packed>,
}

impl std::fmt::Debug for Space {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Space")
            .field("level", &self.level)
            .field("rule", &self.rule)
            .field("codes", &self.codes.len())
            .finish()
    }
}

impl Space {
    /// The space of `level`, built once and shared. Levels of the same shape (pegs, colours,
    /// repeats) and the same [`Rule`] share one space, whatever their turn limits: a custom game
    /// of 4 pegs, 6 colours and repeats and the variant Mini use level I's, the colour game I
    /// (level I's shape, another rule) its own. Other spaces are built on first use and kept for
    /// the rest of the session (a few megabytes at most). A level too large for the solver (see
    /// [`super::searchable`]) is refused, never built.
    pub fn of(level: Level) -> Result<&'static Space, SolverLimit> {
        static OTHERS: Mutex<Vec<&'static Space>> = Mutex::new(Vec::new());
        let same = |l: Level| {
            (l.pegs(), l.colours(), l.repeats(), l.rule())
                == (level.pegs(), level.colours(), level.repeats(), level.rule())
        };
        if let Some((standard, cell)) = Level::ALL
            .into_iter()
            .zip(&STANDARD)
            .find(|(l, _)| same(*l))
        {
            return Ok(cell.get_or_init(|| Space::build(standard)));
        }
        super::searchable(level)?;
        let mut built = OTHERS.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(space) = built.iter().find(|s| same(s.level)) {
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
        Space {
            level,
            rule: level.rule(),
            codes,
        }
    }

    /// The level the space was built for: a level of the same pegs, colours, repeats and rule as
    /// every level that shares it (its turn limit means nothing here).
    pub fn level(&self) -> Level {
        self.level
    }

    /// The rule its marks and wins follow.
    pub fn rule(&self) -> Rule {
        self.rule
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

    fn pegs(&self) -> u32 {
        self.level.pegs() as u32
    }

    /// The mark the code numbered `guess` earns against the key numbered `key`, under the
    /// space's rule (guess first: the colour game's marks are not symmetric). One branch on the
    /// rule per call: loops over keys use [`Space::count_marks`] or [`Space::for_each_mark`].
    #[inline(always)]
    pub fn mark(&self, guess: u32, key: u32) -> Mark {
        self.mark_packed(self.get(guess), self.get(key))
    }

    /// [`Space::mark`] of packed codes.
    #[inline(always)]
    pub fn mark_packed(&self, guess: Packed, key: Packed) -> Mark {
        with_marking!(self, M => M::mark(self.pegs(), guess, key))
    }

    /// Whether `mark` ends the game under the space's rule (every mark black; with "colours
    /// only", blacks and whites filling the holes).
    pub fn is_win(&self, mark: Mark) -> bool {
        self.rule.is_win(feedback_of(mark), self.level.pegs())
    }

    /// How many of `keys` earn each mark against `guess`: `parts` is cleared, then counts them.
    #[inline(always)]
    #[allow(
        clippy::indexing_slicing,
        reason = "hot: a mark is at most 8 * 8 + 8 < MARKS"
    )]
    pub fn count_marks(&self, guess: Packed, keys: &[Packed], parts: &mut [u32; MARKS]) {
        let pegs = self.pegs();
        parts.fill(0);
        with_marking!(self, M => {
            for &key in keys {
                parts[usize::from(M::mark(pegs, guess, key))] += 1;
            }
        })
    }

    /// Calls `f(key, mark)` for each of the `keys` (code numbers) with the mark the code numbered
    /// `guess` earns against it.
    #[inline(always)]
    pub fn for_each_mark(&self, guess: u32, keys: &[u32], mut f: impl FnMut(u32, Mark)) {
        let (pegs, g) = (self.pegs(), self.get(guess));
        with_marking!(self, M => {
            for &key in keys {
                f(key, M::mark(pegs, g, self.get(key)));
            }
        })
    }

    /// Keeps only the `keys` against which the code numbered `guess` earns `mark`.
    pub fn retain_earning(&self, guess: u32, mark: Mark, keys: &mut Vec<u32>) {
        let (pegs, g) = (self.pegs(), self.get(guess));
        with_marking!(self, M => keys.retain(|&key| M::mark(pegs, g, self.get(key)) == mark))
    }

    /// The code numbered `index`.
    pub fn code(&self, index: u32) -> Code {
        Code::from_index(self.level, index)
    }
}
