//! How the board's pieces are drawn, as data every board uses (the whole game's Leptos board,
//! the quick board and the first paint): each colour's shape, the marks' classes, the flag's
//! drawing. A view's detail, so the web side's and not the core's.

use crate::rules::colour::Colour;
use crate::rules::feedback::Feedback;
use crate::rules::variant::{Symbol, Symbols};

/// The outline drawn on each colour, so pegs can be told apart without seeing colour
/// (20 × 20 view box).
pub const fn glyph(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "M10 3.5 16.5 15.5H3.5Z",
        Colour::Green => "M4.5 4.5h11v11h-11Z",
        Colour::Blue => "M4 10a6 6 0 1 0 12 0a6 6 0 1 0-12 0Z",
        Colour::Yellow => "M10 2.5l2.2 4.6 5 .6-3.7 3.4 1 5L10 13.6 5.5 16.1l1-5L2.8 7.7l5-.6Z",
        Colour::Turquoise => "M10 2.5 17.5 10 10 17.5 2.5 10Z",
        Colour::Pink => {
            "M10 16.5S3.5 12.4 3.5 7.9A3.3 3.3 0 0 1 10 6.2a3.3 3.3 0 0 1 6.5 1.7c0 4.5-6.5 8.6-6.5 8.6Z"
        }
        Colour::Orange => "M8 3.5h4v4.5h4.5v4H12v4.5H8V12H3.5V8H8Z",
        Colour::Purple => {
            "M5.3 3.2 10 7.9l4.7-4.7 2.1 2.1-4.7 4.7 4.7 4.7-2.1 2.1-4.7-4.7-4.7 4.7-2.1-2.1 4.7-4.7-4.7-4.7Z"
        }
        // A hexagon.
        Colour::Brown => "M17 10 13.5 16.1H6.5L3 10 6.5 3.9H13.5Z",
        // A crescent, open to the right.
        Colour::Grey => "M13 3.7A7 7 0 1 0 13 16.3A7.2 7.2 0 0 1 13 3.7Z",
    }
}

/// The class of each of a row's `pegs` marks for `feedback`, blacks first, then whites, then
/// empty places.
pub fn mark_classes(feedback: Feedback, pegs: usize) -> impl Iterator<Item = &'static str> {
    let (black, white) = (usize::from(feedback.black), usize::from(feedback.white));
    (0..pegs).map(move |i| {
        if i < black {
            "mark black"
        } else if i < black + white {
            "mark white"
        } else {
            "mark none"
        }
    })
}

/// The flag's drawing (a 20 × 24 view box): its pole and its cloth.
pub const FLAG_POLE: &str = "M3 1h2v22H3Z";
pub const FLAG_CLOTH: &str = "M5 2h12l-3 5 3 5H5Z";

/// A peg's drawing: a colour's outline (a path in the 20 × 20 view box) or a digit's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawing {
    Glyph(&'static str),
    Digit(&'static str),
}

/// How one peg is drawn, decided once for every board: its class (`peg peg-red`, `peg
/// peg-blank`, `peg peg-digit`) and its drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PegLook {
    /// The symbol's id (`red` …, `blank`, `digit`), the class after `peg-`.
    pub id: &'static str,
    pub drawing: Drawing,
}

impl PegLook {
    /// The peg's classes.
    pub fn class(self) -> String {
        format!("peg peg-{}", self.id)
    }
}

/// A blank's outline: a short bar across the middle, so a blank peg is never taken for an empty
/// hole (its light body and dashed ring are the stylesheet's).
pub const BLANK_GLYPH: &str = "M5 8.75h10v2.5H5Z";

/// How a peg showing `symbol` is drawn: a colour with its outline, `blank` with its bar, a digit
/// as the digit itself.
pub fn peg_look(symbol: Symbol) -> PegLook {
    let drawing = match symbol {
        Symbol::Colour(colour) => Drawing::Glyph(glyph(colour)),
        Symbol::Blank => Drawing::Glyph(BLANK_GLYPH),
        Symbol::Digit(_) => Drawing::Digit(symbol.digit_text().unwrap_or("?")),
    };
    PegLook {
        id: symbol.id(),
        drawing,
    }
}

/// The number key that types palette position `colour` with `symbols`, as the palette shows it
/// beside each swatch: with colours `1` for the first … `0` for the tenth; with digits the digit.
pub fn key_hint(symbols: Symbols, colour: Colour) -> &'static str {
    let digit = match symbols.symbol(colour) {
        Symbol::Digit(d) => d,
        _ => ((colour.index() + 1) % 10) as u8,
    };
    Symbol::Digit(digit).digit_text().unwrap_or("?")
}
