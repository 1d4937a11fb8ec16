//! Pegs and codes in words, through a language's [`Text`]: a colour, `blank` or a digit, and a
//! code's pegs in a list.

use crate::board::BoardText;
use crate::rules::code::Code;
use crate::rules::colour::Colour;
use crate::rules::level::Level;
use crate::rules::variant::Symbol;

/// The colours of `code` in words, hole 1 first: `red, red, green, green`.
pub fn colour_list(t: &BoardText, code: &Code) -> String {
    let names: Vec<&str> = code.pegs().iter().map(|&c| t.colour.of(c)).collect();
    names.join(", ")
}

/// The name of the peg at palette position `peg` in a game of `level` (SPEC §14): its colour,
/// `blank`, or its digit (`7`).
pub fn peg_name(t: &BoardText, level: Level, peg: Colour) -> &'static str {
    match level.symbols().symbol(peg) {
        Symbol::Colour(c) => t.colour.of(c),
        Symbol::Blank => t.blank,
        digit @ Symbol::Digit(_) => digit.digit_text().unwrap_or("?"),
    }
}

/// The pegs of `code`, a code of `level`, in words, hole 1 first: `red, blank, red, green` or
/// `1, 6, 3, 3`.
pub fn peg_list(t: &BoardText, level: Level, code: &Code) -> String {
    let names: Vec<&str> = code.pegs().iter().map(|&c| peg_name(t, level, c)).collect();
    names.join(", ")
}
