use std::fmt;

use serde::{Deserialize, Serialize};

/// A moment in UTC as JavaScript's `Date.toISOString()` writes it: `2026-11-23T08:03:29.123Z`.
/// In that fixed form, text order is time order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Timestamp(String);

/// Text that is not a timestamp of that form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimestampError(pub String);

impl fmt::Display for TimestampError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a UTC time like 2026-11-23T08:03:29.123Z",
            self.0
        )
    }
}

impl std::error::Error for TimestampError {}

impl Timestamp {
    pub fn parse(text: &str) -> Result<Timestamp, TimestampError> {
        const SHAPE: &[u8; 24] = b"dddd-dd-ddTdd:dd:dd.dddZ";
        let bytes = text.as_bytes();
        let shaped = bytes.len() == SHAPE.len()
            && bytes.iter().zip(SHAPE).all(|(b, s)| match s {
                b'd' => b.is_ascii_digit(),
                _ => b == s,
            });
        let field = |at: usize| text[at..at + 2].parse::<u8>().unwrap_or(99);
        let in_range = shaped
            && (1..=12).contains(&field(5))
            && (1..=31).contains(&field(8))
            && field(11) < 24
            && field(14) < 60
            && field(17) < 61;
        if in_range {
            Ok(Timestamp(text.to_owned()))
        } else {
            Err(TimestampError(text.to_owned()))
        }
    }

    /// `iso` (as `Date.toISOString()` wrote it) if it has the stored form; else the clock is
    /// past what the form holds (years from 10000 are written `+010000-…`), and the time is the
    /// last instant the form can hold.
    pub fn from_clock(iso: &str) -> Timestamp {
        Timestamp::parse(iso).unwrap_or_else(|_| Timestamp("9999-12-31T23:59:59.999Z".to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for Timestamp {
    type Error = TimestampError;

    fn try_from(text: String) -> Result<Timestamp, TimestampError> {
        Timestamp::parse(&text)
    }
}

impl From<Timestamp> for String {
    fn from(t: Timestamp) -> String {
        t.0
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
