//! Pegs and codes in words, through a language's [`Text`]: a colour, `blank` or a digit, and a
//! code's pegs in a list.

use crate::board::BoardText;
use crate::rules::code::Code;
use crate::rules::colour::Colour;
use crate::rules::level::Level;
use crate::rules::variant::{Symbol, Symbols};

/// The colours of `code` in words, hole 1 first: `red, red, green, green`.
pub fn colour_list(t: &BoardText, code: &Code) -> String {
    let names: Vec<&str> = code.pegs().iter().map(|&c| (t.colour)(c)).collect();
    names.join(", ")
}

/// The name of the peg at palette position `peg` in a game of `level` (SPEC §14): its colour,
/// `blank`, or its digit (`7`).
pub fn peg_name(t: &BoardText, level: Level, peg: Colour) -> &'static str {
    match level.symbols().symbol(peg) {
        Symbol::Colour(c) => (t.colour)(c),
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

/// The words that name a game's symbols where a sentence speaks of them (SPEC §17): one set for
/// the colour games (Blanks included), one for the digit games. Each language writes both; a page
/// takes the set its game's symbols choose ([`Text::symbol_words`]), so a digit game never says
/// "colour".
pub struct SymbolWords {
    /// The palette's group: `Colours for row R, hole H`, `Digits for row R, hole H`.
    pub palette: fn(usize, usize) -> String,
    /// Why a row may not be played without repeats: its row and the repeated symbol's name
    /// (`row 3 uses 1 twice, and digits may not repeat in this game.`).
    pub repeated: fn(usize, &str) -> String,
    /// Why a symbol cannot be placed: the game does not use it.
    pub not_in_level: &'static str,
    /// What the notes are for, under them.
    pub notes_help: &'static str,
    /// The keyboard's help under the board.
    pub keyboard_help: &'static str,
}

impl BoardText {
    /// The words for a game whose pegs are `symbols`: digits or colours.
    pub fn symbol_words(&self, symbols: Symbols) -> &SymbolWords {
        if symbols.digits() {
            &self.digit_words
        } else {
            &self.colour_words
        }
    }
}
