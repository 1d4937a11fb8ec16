//! The difficulty levels: the three standard ones of the SPEC table, and custom games.

mod custom;

use std::fmt;

use serde::{Deserialize, Serialize};

pub use custom::{Custom, CustomError, Setting};

use super::code::{Code, Shape};
use super::colour::Colour;
use super::feedback::Feedback;
use super::variant::{Rule, Symbols, Variant};

/// A difficulty level: how many pegs a code has, how many colours it draws from, how many turns
/// the player gets and whether a code may repeat a colour. The three standard levels of the SPEC
/// table, or a custom game ([`Custom`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    I,
    II,
    III,
    /// A custom game: its own sizes, never in the high scores.
    Custom(Custom),
    /// A variant of SPEC §14: its own sizes, symbols and rule, its own scores and statistics.
    Variant(Variant),
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
    /// The three standard levels (custom games are not among them).
    pub const ALL: [Level; 3] = [Level::I, Level::II, Level::III];

    /// Pegs in a code (N).
    pub const fn pegs(self) -> usize {
        match self {
            Level::I => 4,
            Level::II => 5,
            Level::III => 6,
            Level::Custom(c) => c.pegs(),
            Level::Variant(v) => v.pegs(),
        }
    }

    /// Colours to choose from (P).
    pub const fn colours(self) -> usize {
        match self {
            Level::I => 6,
            Level::II => 7,
            Level::III => 8,
            Level::Custom(c) => c.colours(),
            Level::Variant(v) => v.colours(),
        }
    }

    /// Turns before the game is lost.
    pub const fn turns(self) -> usize {
        match self {
            Level::I => 8,
            Level::II => 10,
            Level::III => 12,
            Level::Custom(c) => c.turns(),
            Level::Variant(v) => v.turns(),
        }
    }

    /// Whether a code may repeat a colour (always, except in a custom game without repeats).
    pub const fn repeats(self) -> bool {
        match self {
            Level::Custom(c) => c.repeats(),
            Level::Variant(v) => v.repeats(),
            _ => true,
        }
    }

    /// How marks are counted and when a guess wins: SPEC §1.1 but in some variants.
    pub const fn rule(self) -> Rule {
        match self {
            Level::Variant(v) => v.rule(),
            _ => Rule::Standard,
        }
    }

    /// What the pegs look like: colours but in some variants.
    pub const fn symbols(self) -> Symbols {
        match self {
            Level::Variant(v) => v.symbols(),
            _ => Symbols::Colours,
        }
    }

    /// What a game of this level calls its marks ([`crate::variant::MarkNames`]).
    pub const fn mark_names(self) -> crate::variant::MarkNames {
        match self {
            Level::Variant(v) => v.mark_names(),
            _ => crate::variant::MarkNames::BlackWhite,
        }
    }

    /// The variant, for a variant.
    pub const fn variant(self) -> Option<Variant> {
        match self {
            Level::Variant(v) => Some(v),
            _ => None,
        }
    }

    /// The marks `guess` earns against `key` at this level (its [`Rule`]).
    pub fn feedback(self, key: &Code, guess: &Code) -> Feedback {
        self.rule().feedback(key, guess)
    }

    /// Whether `feedback` wins at this level (its [`Rule`]).
    pub fn is_win(self, feedback: Feedback) -> bool {
        self.rule().is_win(feedback, self.pegs())
    }

    /// The clue a game of this level shows beside its board while the key is covered: the sum of
    /// the key's digits in Number Mastermind (SPEC §14), `None` elsewhere.
    pub fn key_sum(self, key: &Code) -> Option<u32> {
        self.variant()
            .filter(|v| v.shows_sum())
            .and_then(|v| v.digit_sum(key))
    }

    /// Whether this level has its own high scores: the three standard levels and every variant.
    pub const fn has_scores(self) -> bool {
        !self.is_custom()
    }

    /// Whether this is a custom game (never in the high scores).
    pub const fn is_custom(self) -> bool {
        matches!(self, Level::Custom(_))
    }

    /// The custom settings, for a custom game.
    pub const fn custom(self) -> Option<Custom> {
        match self {
            Level::Custom(c) => Some(c),
            _ => None,
        }
    }

    /// The colours of this level, in palette order.
    pub fn palette(self) -> &'static [Colour] {
        Colour::ALL.get(..self.colours()).unwrap_or(&Colour::ALL)
    }

    /// How many different keys there are: P to the power N, or P!/(P−N)! without repeats (at
    /// most 10^8, for 8 pegs and 10 colours).
    pub const fn possible_keys(self) -> u32 {
        self.shape().possible_keys()
    }

    /// What makes a row of colours a code of this level: its pegs, colours and repeats.
    pub const fn shape(self) -> Shape {
        Shape {
            pegs: self.pegs(),
            colours: self.colours(),
            repeats: self.repeats(),
        }
    }

    /// 1, 2 or 3 for the standard levels (used in URLs and storage keys); `None` for a custom
    /// game.
    pub const fn number(self) -> Option<u8> {
        match self {
            Level::I => Some(1),
            Level::II => Some(2),
            Level::III => Some(3),
            Level::Custom(_) | Level::Variant(_) => None,
        }
    }

    /// `"I"`, `"II"` or `"III"`; `None` for a custom game.
    pub const fn roman(self) -> Option<&'static str> {
        match self {
            Level::I => Some("I"),
            Level::II => Some("II"),
            Level::III => Some("III"),
            Level::Custom(_) | Level::Variant(_) => None,
        }
    }

    /// The level's path segment and storage-key suffix: `"1"`, `"2"`, `"3"`, `"custom"` for
    /// every custom game (whose settings travel in the query, see [`Custom::query`], and in the
    /// saved game itself), or a variant's own slug (`"mini"`, [`Variant::slug`]).
    pub const fn slug(self) -> &'static str {
        match self {
            Level::I => "1",
            Level::II => "2",
            Level::III => "3",
            Level::Custom(_) => "custom",
            Level::Variant(v) => v.slug(),
        }
    }

    /// Every level with high scores and statistics of its own: the standard levels, then the
    /// variants in SPEC §14's order.
    pub fn with_scores() -> impl Iterator<Item = Level> {
        Level::ALL
            .into_iter()
            .chain(Variant::ALL.into_iter().map(Level::Variant))
    }

    /// Reads a level that has its own scores from its slug: a standard level ([`Level::parse`])
    /// or a variant's slug.
    pub fn parse_scored(text: &str) -> Result<Level, LevelError> {
        Level::parse(text).or_else(|_| {
            Variant::parse(text)
                .map(Level::Variant)
                .map_err(|_| LevelError(text.to_owned()))
        })
    }

    /// Reads a standard level from a URL segment: `1`, `2`, `3` (or the Roman numerals, any
    /// case). A custom game is read from its query instead ([`Custom::from_query`]).
    pub fn parse(text: &str) -> Result<Level, LevelError> {
        match text.to_ascii_uppercase().as_str() {
            "1" | "I" => Ok(Level::I),
            "2" | "II" => Ok(Level::II),
            "3" | "III" => Ok(Level::III),
            _ => Err(LevelError(text.to_owned())),
        }
    }
}

impl From<Variant> for Level {
    fn from(variant: Variant) -> Level {
        Level::Variant(variant)
    }
}

impl From<Custom> for Level {
    fn from(custom: Custom) -> Level {
        Level::Custom(custom)
    }
}

impl From<Level> for Shape {
    fn from(level: Level) -> Shape {
        level.shape()
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
            let roman = level.roman().unwrap();
            assert_eq!(
                Level::parse(&level.number().unwrap().to_string()),
                Ok(level)
            );
            assert_eq!(Level::parse(level.slug()), Ok(level));
            assert_eq!(Level::parse(roman), Ok(level));
            assert_eq!(Level::parse(&roman.to_lowercase()), Ok(level));
        }
        for bad in ["", "0", "4", "IV", "one", " 1", "01", "custom"] {
            assert!(Level::parse(bad).is_err(), "{bad:?} should not parse");
        }
    }

    fn custom(pegs: usize, colours: usize, turns: usize, repeats: bool) -> Level {
        Level::Custom(Custom::new(pegs, colours, turns, repeats).unwrap())
    }

    #[test]
    fn custom_sizes_and_key_counts() {
        let l = custom(8, 10, 20, true);
        assert_eq!(
            (l.pegs(), l.colours(), l.turns(), l.repeats()),
            (8, 10, 20, true)
        );
        assert_eq!(l.possible_keys(), 100_000_000);
        assert_eq!(custom(8, 10, 1, false).possible_keys(), 1_814_400);
        assert_eq!(custom(4, 10, 10, false).possible_keys(), 5_040);
        assert_eq!(custom(2, 2, 1, false).possible_keys(), 2);
        assert_eq!(custom(2, 2, 1, true).possible_keys(), 4);
        assert_eq!(l.palette().last(), Some(&Colour::Grey));
        assert_eq!(custom(4, 9, 8, true).palette().last(), Some(&Colour::Brown));
        assert!(l.is_custom() && !Level::I.is_custom());
        assert!(
            Level::ALL
                .iter()
                .all(|l| l.repeats() && l.custom().is_none())
        );
        assert_eq!((l.number(), l.roman(), l.slug()), (None, None, "custom"));
    }

    #[test]
    fn custom_serde_checks_the_ranges() {
        let level = custom(3, 9, 2, false);
        let json = serde_json::to_string(&level).unwrap();
        assert_eq!(
            json,
            r#"{"Custom":{"pegs":3,"colours":9,"turns":2,"repeats":false}}"#
        );
        assert_eq!(serde_json::from_str::<Level>(&json).unwrap(), level);
        assert_eq!(serde_json::to_string(&Level::II).unwrap(), r#""II""#);
        let mini = Level::Variant(Variant::Mini);
        assert_eq!(
            serde_json::to_string(&mini).unwrap(),
            r#"{"Variant":"mini"}"#
        );
        assert_eq!(
            serde_json::from_str::<Level>(r#"{"Variant":"mini"}"#).unwrap(),
            mini
        );
        assert!(serde_json::from_str::<Level>(r#"{"Variant":"maxi"}"#).is_err());
        assert!(serde_json::from_str::<Level>(r#"{"Variant":4}"#).is_err());
        for bad in [
            r#"{"Custom":{"pegs":11,"colours":9,"turns":2,"repeats":false}}"#,
            r#"{"Custom":{"pegs":3,"colours":0,"turns":2,"repeats":false}}"#,
            r#"{"Custom":{"pegs":8,"colours":5,"turns":2,"repeats":false}}"#,
            r#"{"Custom":{"pegs":3,"colours":9,"turns":2}}"#,
            r#"{"Custom":{"pegs":-3,"colours":9,"turns":2,"repeats":true}}"#,
        ] {
            assert!(serde_json::from_str::<Level>(bad).is_err(), "{bad}");
        }
    }
}
