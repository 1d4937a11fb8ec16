//! The player's notes on a game (SPEC 13): for each hole, the colours crossed out of it, as the
//! paper players of Mastermind keep beside the board. Not an aid: the solver never reads them,
//! so they change nothing about scores. Kept with the game (see [`super::saved::SavedGame`]).

use serde::{Deserialize, Serialize};

use super::code::MAX_PEGS;
use super::colour::Colour;
use super::level::Level;

/// The colours crossed out of each hole: bit `c` of hole `h` is colour `c` crossed out of it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "Vec<u16>", into = "Vec<u16>")]
pub struct Notes([u16; MAX_PEGS]);

impl Notes {
    /// Whether `colour` is crossed out of `hole` (from 0).
    pub fn crossed(&self, hole: usize, colour: Colour) -> bool {
        self.0
            .get(hole)
            .is_some_and(|bits| bits & (1 << colour.index()) != 0)
    }

    /// The notes with `colour` crossed out of `hole`, or back in.
    pub fn toggled(mut self, hole: usize, colour: Colour) -> Notes {
        if let Some(bits) = self.0.get_mut(hole) {
            *bits ^= 1 << colour.index();
        }
        self
    }

    /// Nothing crossed out.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&bits| bits == 0)
    }

    /// Only what belongs to `level`: its holes and its colours (a stored value is untrusted).
    pub fn fit(self, level: Level) -> Notes {
        let mask = (1u16 << level.colours().min(15)) - 1;
        let mut fitted = [0; MAX_PEGS];
        for (hole, (out, bits)) in fitted.iter_mut().zip(self.0).enumerate() {
            if hole < level.pegs() {
                *out = bits & mask;
            }
        }
        Notes(fitted)
    }
}

impl From<Vec<u16>> for Notes {
    /// The first [`MAX_PEGS`] holes of a stored list (a longer one is cut, a shorter one padded).
    fn from(holes: Vec<u16>) -> Notes {
        let mut notes = [0; MAX_PEGS];
        for (out, bits) in notes.iter_mut().zip(holes) {
            *out = bits;
        }
        Notes(notes)
    }
}

impl From<Notes> for Vec<u16> {
    /// The holes up to the last one with a colour crossed out.
    fn from(notes: Notes) -> Vec<u16> {
        let used = notes.0.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
        notes.0.iter().take(used).copied().collect()
    }
}
