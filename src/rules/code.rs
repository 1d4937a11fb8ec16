use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Colour, Level};

/// The most pegs any level uses.
pub const MAX_PEGS: usize = 6;

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
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Length { expected, found } => {
                write!(f, "a code needs {expected} pegs, not {found}")
            }
            CodeError::Colour(c) => write!(f, "{} is not a colour of this level", c.id()),
        }
    }
}

impl std::error::Error for CodeError {}

impl Code {
    /// A code of `level`: exactly `level.pegs()` pegs, every colour from its palette.
    pub fn new(level: Level, pegs: &[Colour]) -> Result<Code, CodeError> {
        if pegs.len() != level.pegs() {
            return Err(CodeError::Length {
                expected: level.pegs(),
                found: pegs.len(),
            });
        }
        if let Some(&c) = pegs.iter().find(|c| c.index() >= level.colours()) {
            return Err(CodeError::Colour(c));
        }
        Ok(Code::from_slice(pegs))
    }

    /// The code a row of holes spells once every hole has a peg of the level's palette.
    pub fn from_holes(level: Level, holes: &[Option<Colour>]) -> Option<Code> {
        let pegs: Option<Vec<Colour>> = holes.iter().copied().collect();
        pegs.and_then(|p| Code::new(level, &p).ok())
    }

    /// Any 1 to [`MAX_PEGS`] pegs, whatever the level (for storage and abstract tests).
    fn from_slice(pegs: &[Colour]) -> Code {
        let mut all = [Colour::Red; MAX_PEGS];
        all[..pegs.len()].copy_from_slice(pegs);
        Code {
            pegs: all,
            len: pegs.len() as u8,
        }
    }

    /// The pegs, hole 1 first.
    pub fn pegs(&self) -> &[Colour] {
        &self.pegs[..self.len as usize]
    }

    /// The code numbered `index` (0 ≤ index < `level.possible_keys()`): its pegs are the digits
    /// of `index` written in base P, hole 1 the most significant.
    pub fn from_index(level: Level, mut index: u32) -> Code {
        let base = level.colours() as u32;
        let mut pegs = [Colour::Red; MAX_PEGS];
        for slot in pegs[..level.pegs()].iter_mut().rev() {
            *slot = Colour::ALL[(index % base) as usize];
            index /= base;
        }
        Code::from_slice(&pegs[..level.pegs()])
    }

    /// The inverse of [`Code::from_index`].
    pub fn index(&self, level: Level) -> u32 {
        let base = level.colours() as u32;
        self.pegs()
            .iter()
            .fold(0, |acc, c| acc * base + c.index() as u32)
    }

    /// Every code of a level, in index order.
    pub fn all(level: Level) -> impl Iterator<Item = Code> {
        (0..level.possible_keys()).map(move |i| Code::from_index(level, i))
    }

    /// How many pegs of each colour, by palette index.
    pub fn colour_counts(&self) -> [u8; 8] {
        let mut counts = [0; 8];
        for c in self.pegs() {
            counts[c.index()] += 1;
        }
        counts
    }
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

    #[test]
    fn new_checks_length_and_palette() {
        assert!(Code::new(Level::I, &[Red, Green, Blue, Pink]).is_ok());
        assert_eq!(
            Code::new(Level::I, &[Red, Green, Blue]),
            Err(CodeError::Length {
                expected: 4,
                found: 3
            })
        );
        assert_eq!(
            Code::new(Level::I, &[Red, Green, Blue, Orange]),
            Err(CodeError::Colour(Orange))
        );
        assert!(Code::new(Level::III, &[Purple; 6]).is_ok());
    }

    #[test]
    fn index_round_trips_for_every_level_one_code() {
        let all: Vec<_> = Code::all(Level::I).collect();
        assert_eq!(all.len(), 1_296);
        for (i, code) in all.iter().enumerate() {
            assert_eq!(code.index(Level::I), i as u32);
            assert!(Code::new(Level::I, code.pegs()).is_ok());
        }
        assert_eq!(all[0].pegs(), &[Red, Red, Red, Red]);
        assert_eq!(all[1].pegs(), &[Red, Red, Red, Green]);
        assert_eq!(all[1_295].pegs(), &[Pink, Pink, Pink, Pink]);
    }

    #[test]
    fn serde_is_a_list_of_colour_names() {
        let code = Code::new(Level::I, &[Red, Turquoise, Blue, Pink]).unwrap();
        let json = serde_json::to_string(&code).unwrap();
        assert_eq!(json, r#"["red","turquoise","blue","pink"]"#);
        assert_eq!(serde_json::from_str::<Code>(&json).unwrap(), code);
        assert!(serde_json::from_str::<Code>("[]").is_err());
        assert!(
            serde_json::from_str::<Code>(r#"["red","red","red","red","red","red","red"]"#).is_err()
        );
        assert!(serde_json::from_str::<Code>(r#"["crimson"]"#).is_err());
    }
}
