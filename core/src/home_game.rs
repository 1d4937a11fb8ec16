//! The game drawn on the home page (SPEC 13): a level I key and the rows that found it, and the
//! SVG that draws them with the marks the rules give ([`Feedback::between`]), so the drawing is
//! always a real game: each row's marks follow from the key, and the last row is the key.

use std::fmt::Write as _;

use super::code::Code;
use super::colour::Colour;
use super::colour::Colour::{Blue, Green, Pink, Red, Yellow};
use super::feedback::Feedback;
use super::level::Level;

/// A finished game to draw: its key and its rows, first row first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawnGame {
    pub key: [Colour; 4],
    pub rows: [[Colour; 4]; 4],
}

/// Home's game: a probe of two colours, another of two more, the colours found but two swapped,
/// then the key. The third and fourth rows fit every row before them, as a careful player's do.
pub const HOME_GAME: DrawnGame = DrawnGame {
    key: [Blue, Red, Pink, Yellow],
    rows: [
        [Red, Red, Green, Green],
        [Blue, Blue, Yellow, Yellow],
        [Blue, Red, Yellow, Pink],
        [Blue, Red, Pink, Yellow],
    ],
};

impl DrawnGame {
    /// The marks of each row against the key, by the rules; `None` for a row that is not a
    /// level I code (never, for [`HOME_GAME`]).
    pub fn marks(&self) -> [Option<Feedback>; 4] {
        let key = Code::new(Level::I, &self.key).ok();
        self.rows.map(|row| {
            let guess = Code::new(Level::I, &row).ok()?;
            Some(Feedback::between(&key?, &guess))
        })
    }

    /// The inside of a `viewBox="0 0 170 130"` SVG: the board's wood, then per row its four
    /// pegs (`home-peg peg-<colour>`) and its four marks (`home-mark black|white|none`, blacks
    /// first), rows 30 units apart from the top.
    pub fn drawing(&self) -> String {
        let mut svg = String::with_capacity(4096);
        svg.push_str(
            "<rect x=\"2\" y=\"2\" width=\"166\" height=\"126\" rx=\"10\" class=\"home-wood\"/>",
        );
        for ((row, marks), y) in self.rows.iter().zip(self.marks()).zip((22..).step_by(30)) {
            for (peg, x) in row.iter().zip((24..).step_by(28)) {
                let _ = write!(
                    svg,
                    "<circle cx=\"{x}\" cy=\"{y}\" r=\"10\" class=\"home-peg peg-{}\"/>",
                    peg.id()
                );
            }
            let (black, white) = marks.map_or((0, 0), |f| (f.black, f.white));
            let kinds = (0..4u8).map(|i| {
                if i < black {
                    "black"
                } else if i < black + white {
                    "white"
                } else {
                    "none"
                }
            });
            for (i, kind) in kinds.enumerate() {
                let (cx, cy) = (146 + 10 * (i % 2), y - 5 + 10 * (i / 2));
                let _ = write!(
                    svg,
                    "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"3.5\" class=\"home-mark {kind}\"/>"
                );
            }
        }
        svg
    }
}
