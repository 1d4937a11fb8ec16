//! What a key means on a board: [`BoardKey::of`] reads the DOM's key and its modifiers, and
//! [`key_colour`] the palette position a number key types at a level.

use crate::colour::Colour;
use crate::level::Level;

/// A key press the board acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    /// Move the selection along the active row.
    Step(isize),
    /// Fill the selected hole with a colour (its number key).
    Colour(Colour),
    /// Take the peg out of the selected hole (Delete).
    Clear,
    /// Take out the selected hole's peg or, when it has none, the one before it (Backspace).
    Back,
    Submit,
    Undo,
    Redo,
    /// Read the board aloud (`R`, SPEC §16): one summary into the board's live region.
    Read,
    /// Hear the row (`H`, SPEC §20): the row with focus, or the active one, as sounds.
    Hear,
}

impl BoardKey {
    /// What a key means on a board of `level`: `key` is the DOM's `KeyboardEvent.key`, `command`
    /// whether Ctrl or Cmd is held. A number key types the level's symbol (see [`key_colour`]).
    pub fn of(key: &str, command: bool, shift: bool, level: Level) -> Option<BoardKey> {
        if command {
            return match key {
                "z" | "Z" if shift => Some(BoardKey::Redo),
                "z" | "Z" => Some(BoardKey::Undo),
                "y" | "Y" => Some(BoardKey::Redo),
                _ => None,
            };
        }
        Some(match key {
            "ArrowLeft" | "ArrowUp" => BoardKey::Step(-1),
            "ArrowRight" | "ArrowDown" => BoardKey::Step(1),
            "Home" => BoardKey::Step(-(isize::MAX / 2)),
            "End" => BoardKey::Step(isize::MAX / 2),
            "Enter" => BoardKey::Submit,
            "Delete" => BoardKey::Clear,
            "Backspace" => BoardKey::Back,
            "r" | "R" => BoardKey::Read,
            "h" | "H" => BoardKey::Hear,
            digit => BoardKey::Colour(key_colour(level, digit)?),
        })
    }
}

/// The palette position a number key types at `level`. With colours, `1` is the first colour …
/// `0` the tenth, every one of them (one the level does not use is refused with its reason);
/// with digits, the key's own digit, only the level's (`0` in Bagels, `1` to `6` in Number
/// Mastermind), the others left to the browser.
pub fn key_colour(level: Level, key: &str) -> Option<Colour> {
    let symbols = level.symbols();
    let within = if symbols.digits() {
        level.colours()
    } else {
        Colour::ALL.len()
    };
    symbols.from_key(key, within)
}
