//! `Learn to play` (SPEC 13): a guided game of level I on the real board. The key is fixed, and
//! each step asks for a given guess; after each row the page says what its marks prove. The
//! numbers the sentences quote (the keys still possible) are data here, checked by the tests
//! against the rules, so no catalogue can state a wrong count.

use super::code::Code;
use super::colour::Colour;
use super::game::{Game, Invalid};
use super::level::Level;

/// The lesson: its key, the guess each step asks for, and how many keys still fit after each.
pub struct Lesson {
    pub key: [Colour; 4],
    pub guesses: [[Colour; 4]; 4],
    /// Keys of level I that fit every row up to and including each step's.
    pub left: [usize; 4],
}

use Colour::{Blue, Green, Pink, Red, Yellow};

/// The one lesson: a key found in four rows.
pub const LESSON: Lesson = Lesson {
    key: [Blue, Red, Yellow, Blue],
    guesses: [
        [Red, Red, Green, Green],
        [Blue, Blue, Yellow, Yellow],
        [Blue, Red, Pink, Blue],
        [Blue, Red, Yellow, Blue],
    ],
    left: [256, 8, 1, 1],
};

impl Lesson {
    /// How many steps the lesson has.
    pub const fn steps(&self) -> usize {
        self.guesses.len()
    }

    /// The lesson's game before its first row.
    pub fn start(&self) -> Game {
        Game::new(Level::I, code(self.key))
    }

    /// The guess step `row` (from 0) asks for, if there is such a step.
    pub fn asked(&self, row: usize) -> Option<Code> {
        self.guesses.get(row).map(|&g| code(g))
    }

    /// Whether `game`'s full active row may be submitted: only the guess its step asks for.
    pub fn check_submit(&self, game: &Game) -> Result<(), Invalid> {
        let Some(row) = game.active_row() else {
            return Err(Invalid::GameOver);
        };
        match (self.asked(row), game.active_code()) {
            (Some(asked), Some(played)) if asked != played => Err(Invalid::NotAsked { row, asked }),
            _ => Ok(()),
        }
    }
}

/// A level I code of four colours (the lesson's colours are all of level I).
fn code(pegs: [Colour; 4]) -> Code {
    Code::new(Level::I, &pegs).unwrap_or_else(|_| Code::from_index(Level::I, 0))
}
