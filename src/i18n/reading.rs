//! `Read the board` (SPEC §16) in words, over the facts the core decides
//! ([`crate::rules::reading`]): each played row, the active row so far, the turns left and, with
//! the aids on, the keys still possible. Each language's catalogue gives its [`BoardLines`].

use super::{Text, peg_name};
use crate::rules::{Colour, Reading};

/// The pegs of a row as words, `empty` (in the language) for an empty hole.
fn pegs(t: &Text, r: &Reading, holes: impl Iterator<Item = Option<Colour>>, empty: &str) -> String {
    holes
        .map(|h| h.map_or(empty, |c| peg_name(t, r.level, c)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The words of each part of a reading, in one language.
pub struct BoardLines {
    /// `Row 2: red, red, green, green; 1 black, 2 white.`: a played row (number, pegs, marks).
    pub row: fn(usize, &str, u8, u8) -> String,
    pub none_played: &'static str,
    /// `Row 3, being filled: red, empty, …`: the active row so far.
    pub active: fn(usize, &str) -> String,
    /// An empty hole.
    pub empty: &'static str,
    pub left: fn(usize) -> String,
    pub over: &'static str,
    pub possible: fn(usize) -> String,
}

impl Text {
    /// The whole reading in this language, its parts in the core's order.
    pub fn board_reading(&self, r: &Reading) -> String {
        say(self, r, &self.board_lines)
    }
}

fn say(t: &Text, r: &Reading, lines: &BoardLines) -> String {
    let mut parts: Vec<String> = r
        .rows
        .iter()
        .enumerate()
        .map(|(i, turn)| {
            let guess = pegs(
                t,
                r,
                turn.guess.pegs().iter().map(|&c| Some(c)),
                lines.empty,
            );
            (lines.row)(i + 1, &guess, turn.feedback.black, turn.feedback.white)
        })
        .collect();
    if r.rows.is_empty() {
        parts.push(lines.none_played.to_owned());
    }
    match &r.active {
        Some(holes) => {
            let so_far = pegs(t, r, holes.iter().copied(), lines.empty);
            parts.push((lines.active)(r.rows.len() + 1, &so_far));
            parts.push((lines.left)(r.turns_left));
        }
        None => parts.push(lines.over.to_owned()),
    }
    if let Some(n) = r.possible {
        parts.push((lines.possible)(n));
    }
    parts.join(" ")
}
