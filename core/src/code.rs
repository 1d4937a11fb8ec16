use std::fmt;

use serde::{Deserialize, Serialize};

use super::colour::Colour;

/// The most pegs any level uses (a custom game's largest).
pub const MAX_PEGS: usize = 8;

/// What makes a row of colours a code: how many pegs, how many colours of the palette, and
/// whether a colour may appear twice. A level has one (`Level::shape`), and every function here
/// that takes a level takes it as its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub pegs: usize,
    pub colours: usize,
    pub repeats: bool,
}

impl Shape {
    /// How many codes have this shape: P^N with repeats, P·(P−1)·…·(P−N+1) without.
    pub const fn possible_keys(self) -> u32 {
        let (pegs, colours) = (self.pegs as u32, self.colours as u32);
        if self.repeats {
            colours.pow(pegs)
        } else {
            let mut keys = 1;
            let mut i = 0;
            while i < pegs {
                keys *= colours - i;
                i += 1;
            }
            keys
        }
    }
}

/// A row of pegs: a key or a guess. Small and `Copy`, so the solver can hold many of them.
///
/// Slots past `len` always hold [`Colour::Red`], so derived equality and hashing are exact.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "Vec<Colour>", into = "Vec<Colour>")]
pub struct Code {
    pegs: [Colour; MAX_PEGS],
    len: u8,
}

/// Why a sequence of colours is not a code of a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// The code has the wrong number of pegs.
    Length { expected: usize, found: usize },
    /// A colour is not in the level's palette.
    Colour(Colour),
    /// A colour appears twice in a level without repeats.
    Repeated(Colour),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Length { expected, found } => {
                write!(f, "a code needs {expected} pegs, not {found}")
            }
            CodeError::Colour(c) => write!(f, "{} is not a colour of this level", c.id()),
            CodeError::Repeated(c) => {
                write!(f, "{} appears twice, and this level has no repeats", c.id())
            }
        }
    }
}

impl std::error::Error for CodeError {}

impl Code {
    /// A code of `level`: exactly `level.pegs()` pegs, every colour from its palette, and no
    /// colour twice when the level has no repeats.
    pub fn new(level: impl Into<Shape>, pegs: &[Colour]) -> Result<Code, CodeError> {
        let level = level.into();
        if pegs.len() != level.pegs {
            return Err(CodeError::Length {
                expected: level.pegs,
                found: pegs.len(),
            });
        }
        if let Some(&c) = pegs.iter().find(|c| c.index() >= level.colours) {
            return Err(CodeError::Colour(c));
        }
        if !level.repeats
            && let Some(c) = repeated(pegs)
        {
            return Err(CodeError::Repeated(c));
        }
        Ok(Code::from_slice(pegs))
    }

    /// The code a row of holes spells once every hole has a peg of the level's palette.
    pub fn from_holes(level: impl Into<Shape>, holes: &[Option<Colour>]) -> Option<Code> {
        let pegs: Option<Vec<Colour>> = holes.iter().copied().collect();
        pegs.and_then(|p| Code::new(level, &p).ok())
    }

    /// Any 1 to [`MAX_PEGS`] pegs, whatever the level (for storage and abstract tests).
    fn from_slice(pegs: &[Colour]) -> Code {
        let mut all = [Colour::Red; MAX_PEGS];
        for (slot, &colour) in all.iter_mut().zip(pegs) {
            *slot = colour;
        }
        Code {
            pegs: all,
            len: pegs.len().min(MAX_PEGS) as u8,
        }
    }

    /// The pegs, hole 1 first.
    pub fn pegs(&self) -> &[Colour] {
        // `len` is at most MAX_PEGS by construction (from_slice).
        self.pegs.get(..usize::from(self.len)).unwrap_or(&self.pegs)
    }

    /// The code numbered `index` (0 ≤ index < `level.possible_keys()`), codes numbered in
    /// palette order. With repeats its pegs are the digits of `index` written in base P, hole 1
    /// the most significant. Without repeats `index` is written in the mixed radix P, P−1, …,
    /// P−N+1 (hole 1 the most significant), and digit d of hole h picks the d-th colour, in
    /// palette order, that holes 1 to h−1 have not used (a Lehmer code).
    pub fn from_index(level: impl Into<Shape>, index: u32) -> Code {
        let level = level.into();
        let (n, p) = (level.pegs, level.colours as u32);
        let n = n.min(MAX_PEGS);
        let mut digits = [0u32; MAX_PEGS];
        let mut rest = index;
        for (hole, digit) in digits.iter_mut().take(n).enumerate().rev() {
            let base = if level.repeats {
                p
            } else {
                p.saturating_sub(hole as u32)
            }
            .max(1);
            *digit = rest % base;
            rest /= base;
        }
        let mut pegs = [Colour::Red; MAX_PEGS];
        let mut used = 0u32;
        for (slot, &digit) in pegs.iter_mut().zip(&digits).take(n) {
            let colour = if level.repeats {
                digit as usize
            } else {
                nth_unused(used, digit)
            };
            used |= 1 << colour;
            *slot = Colour::from_index(colour).unwrap_or(Colour::Red);
        }
        Code::from_slice(pegs.get(..n).unwrap_or(&pegs))
    }

    /// The inverse of [`Code::from_index`] (for a code of `level`).
    pub fn index(&self, level: impl Into<Shape>) -> u32 {
        let level = level.into();
        let p = level.colours as u32;
        if level.repeats {
            return self.pegs().iter().fold(0u32, |acc, c| {
                acc.wrapping_mul(p).wrapping_add(c.index() as u32)
            });
        }
        let mut used = 0u32;
        let mut index = 0u32;
        for (hole, c) in self.pegs().iter().enumerate() {
            let below = (1u32 << c.index()) - 1;
            let digit = c.index() as u32 - (used & below).count_ones();
            index = index
                .wrapping_mul(p.wrapping_sub(hole as u32))
                .wrapping_add(digit);
            used |= 1 << c.index();
        }
        index
    }

    /// Every code of a level, in index order.
    pub fn all(level: impl Into<Shape>) -> impl Iterator<Item = Code> {
        let level = level.into();
        (0..level.possible_keys()).map(move |i| Code::from_index(level, i))
    }

    /// How many pegs of each colour, by palette index.
    pub fn colour_counts(&self) -> [u8; Colour::ALL.len()] {
        let mut counts = [0; Colour::ALL.len()];
        for c in self.pegs() {
            if let Some(count) = counts.get_mut(c.index()) {
                *count += 1;
            }
        }
        counts
    }
}

/// The first colour that appears a second time in `pegs`, if any.
fn repeated(pegs: &[Colour]) -> Option<Colour> {
    let mut seen = 0u32;
    pegs.iter().copied().find(|c| {
        let bit = 1 << c.index();
        let again = seen & bit != 0;
        seen |= bit;
        again
    })
}

/// The palette index of the `n`-th colour (from 0) whose bit is clear in `used`.
fn nth_unused(used: u32, n: u32) -> usize {
    (0..Colour::ALL.len())
        .filter(|&c| used & (1 << c) == 0)
        .nth(n as usize)
        .unwrap_or(0)
}

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<_> = self.pegs().iter().map(|c| c.id()).collect();
        write!(f, "Code[{}]", names.join(" "))
    }
}

impl TryFrom<Vec<Colour>> for Code {
    type Error = CodeError;

    fn try_from(pegs: Vec<Colour>) -> Result<Code, CodeError> {
        if pegs.is_empty() || pegs.len() > MAX_PEGS {
            return Err(CodeError::Length {
                expected: MAX_PEGS,
                found: pegs.len(),
            });
        }
        Ok(Code::from_slice(&pegs))
    }
}

impl From<Code> for Vec<Colour> {
    fn from(code: Code) -> Vec<Colour> {
        code.pegs().to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::*;

    /// Level I's shape and level III's (SPEC 1), as `Level::shape` gives them.
    const I: Shape = Shape {
        pegs: 4,
        colours: 6,
        repeats: true,
    };
    const III: Shape = Shape {
        pegs: 6,
        colours: 8,
        repeats: true,
    };

    #[test]
    fn new_checks_length_and_palette() {
        assert!(Code::new(I, &[Red, Green, Blue, Pink]).is_ok());
        assert_eq!(
            Code::new(I, &[Red, Green, Blue]),
            Err(CodeError::Length {
                expected: 4,
                found: 3
            })
        );
        assert_eq!(
            Code::new(I, &[Red, Green, Blue, Orange]),
            Err(CodeError::Colour(Orange))
        );
        assert!(Code::new(III, &[Purple; 6]).is_ok());
    }

    #[test]
    fn index_round_trips_for_every_level_one_code() {
        let all: Vec<_> = Code::all(I).collect();
        assert_eq!(all.len(), 1_296);
        for (i, code) in all.iter().enumerate() {
            assert_eq!(code.index(I), i as u32);
            assert!(Code::new(I, code.pegs()).is_ok());
        }
        assert_eq!(all[0].pegs(), &[Red, Red, Red, Red]);
        assert_eq!(all[1].pegs(), &[Red, Red, Red, Green]);
        assert_eq!(all[1_295].pegs(), &[Pink, Pink, Pink, Pink]);
    }

    #[test]
    fn serde_is_a_list_of_colour_names() {
        let code = Code::new(I, &[Red, Turquoise, Blue, Pink]).unwrap();
        let json = serde_json::to_string(&code).unwrap();
        assert_eq!(json, r#"["red","turquoise","blue","pink"]"#);
        assert_eq!(serde_json::from_str::<Code>(&json).unwrap(), code);
        assert!(serde_json::from_str::<Code>("[]").is_err());
        assert!(
            serde_json::from_str::<Code>(
                r#"["red","red","red","red","red","red","red","red","red"]"#
            )
            .is_err()
        );
        assert!(serde_json::from_str::<Code>(r#"["crimson"]"#).is_err());
    }

    fn custom(pegs: usize, colours: usize, repeats: bool) -> Shape {
        Shape {
            pegs,
            colours,
            repeats,
        }
    }

    #[test]
    fn without_repeats_a_colour_appears_once() {
        let level = custom(4, 6, false);
        assert!(Code::new(level, &[Red, Green, Blue, Pink]).is_ok());
        assert_eq!(
            Code::new(level, &[Red, Green, Red, Pink]),
            Err(CodeError::Repeated(Red))
        );
        assert!(Code::new(custom(4, 6, true), &[Red, Green, Red, Pink]).is_ok());
        assert!(Code::new(custom(8, 10, true), &[Grey; 8]).is_ok());
        assert!(Code::new(custom(8, 10, false), &Colour::ALL[2..]).is_ok());
    }

    #[test]
    fn index_round_trips_without_repeats_in_palette_order() {
        for (pegs, colours) in [(2, 2), (3, 5), (4, 6), (5, 10)] {
            let level = custom(pegs, colours, false);
            let all: Vec<_> = Code::all(level).collect();
            assert_eq!(all.len(), level.possible_keys() as usize);
            for (i, code) in all.iter().enumerate() {
                assert_eq!(code.index(level), i as u32);
                assert!(Code::new(level, code.pegs()).is_ok(), "{code:?}");
            }
            assert!(all.windows(2).all(|w| w[0].pegs() < w[1].pegs()));
        }
        let level = custom(4, 6, false);
        let last = Code::from_index(level, level.possible_keys() - 1);
        assert_eq!(last.pegs(), &[Pink, Turquoise, Yellow, Blue]);
    }

    #[test]
    fn index_round_trips_at_the_largest_size() {
        let level = custom(8, 10, true);
        for i in [0, 1, 12_345_678, level.possible_keys() - 1] {
            assert_eq!(Code::from_index(level, i).index(level), i);
        }
        assert_eq!(Code::from_index(level, 99_999_999).pegs(), &[Grey; 8]);
        let level = custom(8, 10, false);
        for i in [0, 1, 1_234_567, level.possible_keys() - 1] {
            assert_eq!(Code::from_index(level, i).index(level), i);
        }
    }
}
