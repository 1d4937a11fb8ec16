use std::fmt;

use serde::{Deserialize, Serialize};
use unicode_segmentation::UnicodeSegmentation;

/// The most characters a high-score name may have.
pub const NAME_MAX: usize = 44;

/// A high-score name: 1 to [`NAME_MAX`] user-perceived characters (extended grapheme clusters,
/// so an emoji sequence or an accented letter counts as one), trimmed, without control
/// characters. Kept exactly as typed otherwise: no Unicode normalisation.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Name(String);

/// Why a text is not a valid name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    /// Nothing left after trimming.
    Empty,
    /// More than [`NAME_MAX`] characters.
    TooLong { chars: usize },
    /// A control character (a line break, a tab, …) inside the name.
    Control(char),
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str("a name needs at least one character"),
            NameError::TooLong { chars } => {
                write!(f, "a name has at most {NAME_MAX} characters, not {chars}")
            }
            NameError::Control(c) => write!(f, "control character {c:?} in a name"),
        }
    }
}

impl std::error::Error for NameError {}

/// How many characters a person would count in `text`.
pub fn user_chars(text: &str) -> usize {
    text.graphemes(true).count()
}

/// `text` cut to at most `max` user-perceived characters, and whether anything was cut.
pub fn cut_to(text: &str, max: usize) -> (&str, bool) {
    match text.grapheme_indices(true).nth(max) {
        Some((at, _)) => (&text[..at], true),
        None => (text, false),
    }
}

impl Name {
    /// Trims `input` and checks it.
    pub fn parse(input: &str) -> Result<Name, NameError> {
        Name::checked(input, user_chars)
    }

    /// [`Name::parse`] without the Unicode tables that counting user-perceived characters needs
    /// (10 KB of gzip, for the quick board): a name of at most [`NAME_MAX`] Unicode scalar
    /// values has at most as many user-perceived characters, so it is decided alike; `None` for
    /// a longer one, which only [`Name::parse`] can decide (an emoji sequence, letters with
    /// combining accents).
    pub fn parse_short(input: &str) -> Option<Result<Name, NameError>> {
        match Name::checked(input, |name| name.chars().count()) {
            Err(NameError::TooLong { .. }) => None,
            decided => Some(decided),
        }
    }

    /// Trims `input` and checks it, counting its characters with `count` once it has no
    /// control character.
    fn checked(input: &str, count: impl Fn(&str) -> usize) -> Result<Name, NameError> {
        let name = input.trim();
        if let Some(c) = name.chars().find(|c| c.is_control()) {
            return Err(NameError::Control(c));
        }
        match count(name) {
            0 => Err(NameError::Empty),
            n if n > NAME_MAX => Err(NameError::TooLong { chars: n }),
            _ => Ok(Name(name.to_owned())),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for Name {
    type Error = NameError;

    fn try_from(text: String) -> Result<Name, NameError> {
        Name::parse(&text)
    }
}

impl From<Name> for String {
    fn from(name: Name) -> String {
        name.0
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A link's reading whose names were checked by [`Name::parse_short`] (`Err(None)`: a name left
/// undecided): `None` then, else what it read. The short readings of a challenge and of a reply
/// share it.
pub(crate) fn decided<T, E>(read: Result<T, Option<E>>) -> Option<Result<T, E>> {
    match read {
        Ok(value) => Some(Ok(value)),
        Err(Some(e)) => Some(Err(e)),
        Err(None) => None,
    }
}
