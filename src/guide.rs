//! The Rules page's drawn examples of the feedback rule. Its words, one per language, are the
//! catalogue's [`Guide`](crate::i18n::Guide).

use crate::rules::code::Code;
use crate::rules::colour::Colour;
use crate::rules::level::Level;

/// The drawn examples of the feedback rule: key and guess as palette indices (level I), and the
/// blacks and whites their captions state.
pub const PICTURES: [Picture; 3] = [
    Picture {
        key: [0, 1, 2, 3],
        guess: [0, 2, 4, 4],
        marks: (1, 1),
    },
    Picture {
        key: [0, 0, 2, 2],
        guess: [0, 0, 0, 2],
        marks: (3, 0),
    },
    Picture {
        key: [3, 0, 1, 3],
        guess: [0, 3, 3, 5],
        marks: (0, 3),
    },
];

/// A drawn example of the feedback rule.
pub struct Picture {
    pub key: [usize; 4],
    pub guess: [usize; 4],
    /// Blacks and whites, as the caption states them.
    pub marks: (u8, u8),
}

impl Picture {
    /// The key and the guess as level I codes, for the Rules page and its first paint.
    pub fn codes(&self) -> (Code, Code) {
        (code(self.key), code(self.guess))
    }
}

fn code(indices: [usize; 4]) -> Code {
    let pegs: Vec<Colour> = indices
        .iter()
        .filter_map(|&i| Colour::from_index(i))
        .collect();
    // The pictures use level I colours (tested); were one not to, it would show code 0.
    Code::new(Level::I, &pegs).unwrap_or_else(|_| Code::from_index(Level::I, 0))
}
