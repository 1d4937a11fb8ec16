//! What a variant's pegs look like: colours, `blank` or digits (SPEC §14), and the keys that
//! type them.

use crate::colour::Colour;

/// What a variant's pegs look like.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Symbols {
    /// The palette's colours (every standard level and custom game).
    Colours,
    /// Six colours and `blank`: the palette's seventh position is drawn as an empty-looking peg.
    ColoursAndBlank,
    /// Digits from 0 (position p is the digit p).
    DigitsFrom0,
    /// Digits from 1 (position p is the digit p + 1).
    DigitsFrom1,
}

/// How one peg looks and is named: a colour, `blank` or a digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    Colour(Colour),
    Blank,
    Digit(u8),
}

/// The digits' own names, as text (`"0"` … `"9"`).
const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

impl Symbol {
    /// The digit's text, for a digit.
    pub fn digit_text(self) -> Option<&'static str> {
        match self {
            Symbol::Digit(d) => DIGITS.get(usize::from(d)).copied(),
            _ => None,
        }
    }

    /// A stable identifier for classes and ids: the colour's id, `blank`, or `digit`.
    pub const fn id(self) -> &'static str {
        match self {
            Symbol::Colour(c) => c.id(),
            Symbol::Blank => "blank",
            Symbol::Digit(_) => "digit",
        }
    }
}

impl Symbols {
    /// How the peg at palette position `peg` looks.
    pub fn symbol(self, peg: Colour) -> Symbol {
        let p = peg.index() as u8;
        match self {
            Symbols::Colours => Symbol::Colour(peg),
            Symbols::ColoursAndBlank if peg == BLANK => Symbol::Blank,
            Symbols::ColoursAndBlank => Symbol::Colour(peg),
            Symbols::DigitsFrom0 => Symbol::Digit(p),
            Symbols::DigitsFrom1 => Symbol::Digit(p + 1),
        }
    }

    /// The palette position a key types, among `colours` positions: with colours, `1` is the
    /// first position, `2` the second … (`0` the tenth); with digits, the key's own digit.
    pub fn from_key(self, key: &str, colours: usize) -> Option<Colour> {
        let digit = match key.as_bytes() {
            [d @ b'0'..=b'9'] => usize::from(d - b'0'),
            _ => return None,
        };
        let index = match self {
            Symbols::Colours | Symbols::ColoursAndBlank => (digit + 9) % 10,
            Symbols::DigitsFrom0 => digit,
            Symbols::DigitsFrom1 => digit.checked_sub(1)?,
        };
        Colour::from_index(index).filter(|c| c.index() < colours)
    }

    /// Whether pegs are digits.
    pub const fn digits(self) -> bool {
        matches!(self, Symbols::DigitsFrom0 | Symbols::DigitsFrom1)
    }
}

/// The palette position drawn as `blank` in [`Symbols::ColoursAndBlank`] (the seventh).
pub const BLANK: Colour = Colour::Orange;
