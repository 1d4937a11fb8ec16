//! The settings of a custom game: each checked against its range, read from and written to a
//! URL query, and checked again when read from storage.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::colour::Colour;

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
            Setting::Pegs => (2, crate::code::MAX_PEGS),
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
