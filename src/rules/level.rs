use std::fmt;

use serde::{Deserialize, Serialize};

use super::Colour;

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

/// The settings of a custom game, each checked against its range (see [`Setting::range`]):
/// pegs 2–8, colours 2–10, turns 1–20, and whether a code may repeat a colour. Without repeats
/// (Bulls and Cows) keys and guesses have distinct colours, so there must be at least as many
/// colours as pegs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "CustomFields", into = "CustomFields")]
pub struct Custom {
    pegs: u8,
    colours: u8,
    turns: u8,
    repeats: bool,
}

/// The stored form of [`Custom`], checked on the way in.
#[derive(Serialize, Deserialize)]
struct CustomFields {
    pegs: u64,
    colours: u64,
    turns: u64,
    repeats: bool,
}

impl TryFrom<CustomFields> for Custom {
    type Error = CustomError;

    fn try_from(f: CustomFields) -> Result<Custom, CustomError> {
        let size = |v: u64| usize::try_from(v).unwrap_or(usize::MAX);
        Custom::new(size(f.pegs), size(f.colours), size(f.turns), f.repeats)
    }
}

impl From<Custom> for CustomFields {
    fn from(c: Custom) -> CustomFields {
        CustomFields {
            pegs: c.pegs.into(),
            colours: c.colours.into(),
            turns: c.turns.into(),
            repeats: c.repeats,
        }
    }
}

/// One setting of a custom game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Setting {
    Pegs,
    Colours,
    Turns,
    Repeats,
}

impl Setting {
    /// The name of the setting in a URL query (`pegs`, `colours`, `turns`, `repeats`).
    pub const fn query_name(self) -> &'static str {
        match self {
            Setting::Pegs => "pegs",
            Setting::Colours => "colours",
            Setting::Turns => "turns",
            Setting::Repeats => "repeats",
        }
    }

    /// The values a number setting takes, both ends included (`Repeats` is yes or no).
    pub const fn range(self) -> (usize, usize) {
        match self {
            Setting::Pegs => (2, crate::rules::MAX_PEGS),
            Setting::Colours => (2, Colour::ALL.len()),
            Setting::Turns => (1, 20),
            Setting::Repeats => (0, 1),
        }
    }
}

/// Why custom settings are not a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CustomError {
    /// The setting is missing from the URL.
    Missing(Setting),
    /// The text is not a whole number (for `Repeats`: not `yes` or `no`).
    Unreadable(Setting, String),
    /// The number is outside the setting's range (saturated at `u64::MAX` for huge numbers).
    OutOfRange(Setting, u64),
    /// Without repeats every peg needs a colour of its own.
    TooFewColours { pegs: usize, colours: usize },
}

impl fmt::Display for CustomError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CustomError::Missing(s) => write!(f, "the setting {} is missing", s.query_name()),
            CustomError::Unreadable(Setting::Repeats, text) => {
                write!(f, "repeats must be yes or no, not {text:?}")
            }
            CustomError::Unreadable(s, text) => {
                write!(f, "{} must be a whole number, not {text:?}", s.query_name())
            }
            CustomError::OutOfRange(s, value) => {
                let (low, high) = s.range();
                write!(
                    f,
                    "{} must be from {low} to {high}, not {value}",
                    s.query_name()
                )
            }
            CustomError::TooFewColours { pegs, colours } => write!(
                f,
                "without repeats {pegs} pegs need at least {pegs} colours, not {colours}"
            ),
        }
    }
}

impl std::error::Error for CustomError {}

/// Reads a whole number: ASCII digits only (like a seed), saturating at `u64::MAX`.
fn read_number(setting: Setting, text: &str) -> Result<u64, CustomError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(CustomError::Unreadable(setting, text.to_owned()));
    }
    Ok(text.parse().unwrap_or(u64::MAX))
}

impl Custom {
    /// Custom settings, each checked against its range.
    pub fn new(
        pegs: usize,
        colours: usize,
        turns: usize,
        repeats: bool,
    ) -> Result<Custom, CustomError> {
        let check = |setting: Setting, value: usize| {
            let (low, high) = setting.range();
            if (low..=high).contains(&value) {
                Ok(value as u8)
            } else {
                Err(CustomError::OutOfRange(
                    setting,
                    u64::try_from(value).unwrap_or(u64::MAX),
                ))
            }
        };
        let custom = Custom {
            pegs: check(Setting::Pegs, pegs)?,
            colours: check(Setting::Colours, colours)?,
            turns: check(Setting::Turns, turns)?,
            repeats,
        };
        if !repeats && colours < pegs {
            return Err(CustomError::TooFewColours { pegs, colours });
        }
        Ok(custom)
    }

    /// Reads the settings from a URL query's values (`None` when a name is absent), as
    /// [`Custom::query`] writes them: `pegs`, `colours` and `turns` in decimal digits, `repeats`
    /// `yes` or `no`. Never panics, whatever the text.
    pub fn from_query(
        pegs: Option<&str>,
        colours: Option<&str>,
        turns: Option<&str>,
        repeats: Option<&str>,
    ) -> Result<Custom, CustomError> {
        let number = |setting: Setting, text: Option<&str>| {
            let value = read_number(setting, text.ok_or(CustomError::Missing(setting))?)?;
            let (low, high) = setting.range();
            match usize::try_from(value) {
                Ok(v) if (low..=high).contains(&v) => Ok(v),
                _ => Err(CustomError::OutOfRange(setting, value)),
            }
        };
        let pegs = number(Setting::Pegs, pegs)?;
        let colours = number(Setting::Colours, colours)?;
        let turns = number(Setting::Turns, turns)?;
        let repeats = match repeats.ok_or(CustomError::Missing(Setting::Repeats))? {
            "yes" => true,
            "no" => false,
            other => return Err(CustomError::Unreadable(Setting::Repeats, other.to_owned())),
        };
        Custom::new(pegs, colours, turns, repeats)
    }

    /// The URL query form: `pegs=5&colours=8&turns=12&repeats=no`.
    pub fn query(self) -> String {
        format!(
            "pegs={}&colours={}&turns={}&repeats={}",
            self.pegs,
            self.colours,
            self.turns,
            if self.repeats { "yes" } else { "no" }
        )
    }

    pub const fn pegs(self) -> usize {
        self.pegs as usize
    }

    pub const fn colours(self) -> usize {
        self.colours as usize
    }

    pub const fn turns(self) -> usize {
        self.turns as usize
    }

    pub const fn repeats(self) -> bool {
        self.repeats
    }
}

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
        }
    }

    /// Colours to choose from (P).
    pub const fn colours(self) -> usize {
        match self {
            Level::I => 6,
            Level::II => 7,
            Level::III => 8,
            Level::Custom(c) => c.colours(),
        }
    }

    /// Turns before the game is lost.
    pub const fn turns(self) -> usize {
        match self {
            Level::I => 8,
            Level::II => 10,
            Level::III => 12,
            Level::Custom(c) => c.turns(),
        }
    }

    /// Whether a code may repeat a colour (always, except in a custom game without repeats).
    pub const fn repeats(self) -> bool {
        match self {
            Level::Custom(c) => c.repeats(),
            _ => true,
        }
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
        let (pegs, colours) = (self.pegs() as u32, self.colours() as u32);
        if self.repeats() {
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

    /// 1, 2 or 3 for the standard levels (used in URLs and storage keys); `None` for a custom
    /// game.
    pub const fn number(self) -> Option<u8> {
        match self {
            Level::I => Some(1),
            Level::II => Some(2),
            Level::III => Some(3),
            Level::Custom(_) => None,
        }
    }

    /// `"I"`, `"II"` or `"III"`; `None` for a custom game.
    pub const fn roman(self) -> Option<&'static str> {
        match self {
            Level::I => Some("I"),
            Level::II => Some("II"),
            Level::III => Some("III"),
            Level::Custom(_) => None,
        }
    }

    /// The level's path segment and storage-key suffix: `"1"`, `"2"`, `"3"`, or `"custom"` for
    /// every custom game (whose settings travel in the query, see [`Custom::query`], and in the
    /// saved game itself).
    pub const fn slug(self) -> &'static str {
        match self {
            Level::I => "1",
            Level::II => "2",
            Level::III => "3",
            Level::Custom(_) => "custom",
        }
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

impl From<Custom> for Level {
    fn from(custom: Custom) -> Level {
        Level::Custom(custom)
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
    fn custom_settings_out_of_range_are_refused() {
        use CustomError::*;
        assert_eq!(
            Custom::new(1, 6, 8, true),
            Err(OutOfRange(Setting::Pegs, 1))
        );
        assert_eq!(
            Custom::new(9, 6, 8, true),
            Err(OutOfRange(Setting::Pegs, 9))
        );
        assert_eq!(
            Custom::new(4, 1, 8, true),
            Err(OutOfRange(Setting::Colours, 1))
        );
        assert_eq!(
            Custom::new(4, 11, 8, true),
            Err(OutOfRange(Setting::Colours, 11))
        );
        assert_eq!(
            Custom::new(4, 6, 0, true),
            Err(OutOfRange(Setting::Turns, 0))
        );
        assert_eq!(
            Custom::new(4, 6, 21, true),
            Err(OutOfRange(Setting::Turns, 21))
        );
        assert_eq!(
            Custom::new(5, 4, 8, false),
            Err(TooFewColours {
                pegs: 5,
                colours: 4
            })
        );
        assert!(Custom::new(5, 4, 8, true).is_ok());
        assert!(Custom::new(4, 4, 8, false).is_ok());
    }

    #[test]
    fn custom_query_round_trips_and_refuses_bad_text() {
        use CustomError::*;
        let c = Custom::new(5, 8, 12, false).unwrap();
        assert_eq!(c.query(), "pegs=5&colours=8&turns=12&repeats=no");
        let read = |p, c, t, r| Custom::from_query(Some(p), Some(c), Some(t), Some(r));
        assert_eq!(read("5", "8", "12", "no"), Ok(c));
        assert_eq!(read("8", "10", "20", "yes").map(|c| c.repeats()), Ok(true));
        assert_eq!(
            read("11", "6", "8", "yes"),
            Err(OutOfRange(Setting::Pegs, 11))
        );
        assert_eq!(
            read("4", "0", "8", "yes"),
            Err(OutOfRange(Setting::Colours, 0))
        );
        assert_eq!(
            read("4", "6", "99999999999999999999999", "yes"),
            Err(OutOfRange(Setting::Turns, u64::MAX))
        );
        assert_eq!(
            read("four", "6", "8", "yes"),
            Err(Unreadable(Setting::Pegs, "four".into()))
        );
        for bad in ["", "-4", "+4", " 4", "4.0", "0x4", "４"] {
            assert_eq!(
                read(bad, "6", "8", "yes"),
                Err(Unreadable(Setting::Pegs, bad.into())),
                "{bad:?}"
            );
        }
        assert_eq!(
            read("4", "6", "8", "maybe"),
            Err(Unreadable(Setting::Repeats, "maybe".into()))
        );
        assert_eq!(
            Custom::from_query(Some("4"), None, Some("8"), Some("no")),
            Err(Missing(Setting::Colours))
        );
        assert_eq!(
            Custom::from_query(Some("4"), Some("6"), Some("8"), None),
            Err(Missing(Setting::Repeats))
        );
        assert!(
            !read("11", "0", "x", "y")
                .unwrap_err()
                .to_string()
                .is_empty()
        );
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
