use std::fmt;

use serde::{Deserialize, Serialize};

use super::Colour;

/// A difficulty level: how many pegs a code has, how many colours it draws from, and how many
/// turns the player gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    I,
    II,
    III,
}

/// A level that does not exist (in a URL, say).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError(pub String);

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "there is no level {:?}", self.0)
    }
}

impl std::error::Error for LevelError {}

impl Level {
    pub const ALL: [Level; 3] = [Level::I, Level::II, Level::III];

    /// Pegs in a code (N).
    pub const fn pegs(self) -> usize {
        match self {
            Level::I => 4,
            Level::II => 5,
            Level::III => 6,
        }
    }

    /// Colours to choose from (P).
    pub const fn colours(self) -> usize {
        match self {
            Level::I => 6,
            Level::II => 7,
            Level::III => 8,
        }
    }

    /// Turns before the game is lost.
    pub const fn turns(self) -> usize {
        match self {
            Level::I => 8,
            Level::II => 10,
            Level::III => 12,
        }
    }

    /// The colours of this level, in palette order.
    pub fn palette(self) -> &'static [Colour] {
        &Colour::ALL[..self.colours()]
    }

    /// How many different keys there are: P to the power N.
    pub const fn possible_keys(self) -> u32 {
        (self.colours() as u32).pow(self.pegs() as u32)
    }

    /// 1, 2 or 3: the number used in URLs and storage keys.
    pub const fn number(self) -> u8 {
        match self {
            Level::I => 1,
            Level::II => 2,
            Level::III => 3,
        }
    }

    /// `"I"`, `"II"` or `"III"`.
    pub const fn roman(self) -> &'static str {
        match self {
            Level::I => "I",
            Level::II => "II",
            Level::III => "III",
        }
    }

    /// Reads a level from a URL segment: `1`, `2`, `3` (or the Roman numerals, any case).
    pub fn parse(text: &str) -> Result<Level, LevelError> {
        match text.to_ascii_uppercase().as_str() {
            "1" | "I" => Ok(Level::I),
            "2" | "II" => Ok(Level::II),
            "3" | "III" => Ok(Level::III),
            _ => Err(LevelError(text.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_match_the_spec_table() {
        let rows: Vec<_> = Level::ALL
            .iter()
            .map(|l| (l.pegs(), l.colours(), l.turns(), l.possible_keys()))
            .collect();
        assert_eq!(
            rows,
            [(4, 6, 8, 1_296), (5, 7, 10, 16_807), (6, 8, 12, 262_144)]
        );
    }

    #[test]
    fn palettes_grow_by_orange_then_purple() {
        assert_eq!(Level::I.palette().last(), Some(&Colour::Pink));
        assert_eq!(Level::II.palette().last(), Some(&Colour::Orange));
        assert_eq!(Level::III.palette().last(), Some(&Colour::Purple));
    }

    #[test]
    fn parse_accepts_numbers_and_numerals_only() {
        for level in Level::ALL {
            assert_eq!(Level::parse(&level.number().to_string()), Ok(level));
            assert_eq!(Level::parse(level.roman()), Ok(level));
            assert_eq!(Level::parse(&level.roman().to_lowercase()), Ok(level));
        }
        for bad in ["", "0", "4", "IV", "one", " 1", "01"] {
            assert!(Level::parse(bad).is_err(), "{bad:?} should not parse");
        }
    }
}
