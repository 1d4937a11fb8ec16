//! `Read the board` (SPEC §16) in words, over the facts the core decides
//! ([`crate::rules::reading::reading`]): each played row, the active row so far, the turns left and, with
//! the aids on, the keys still possible. Each language's catalogue gives its [`BoardLines`]; the
//! reading is built from them here once for every language (`Text::board_reading` names the
//! pegs).

use crate::carry::Words;

use crate::rules::colour::Colour;
use crate::rules::feedback::Feedback;
use crate::rules::reading::Reading;
use crate::shared::fill_named;
use crate::shared::{Counted, Plural};

/// The pegs of a row as words (`name` says each), `empty` (in the language) for an empty hole.
fn pegs(
    name: &impl Fn(Colour) -> &'static str,
    holes: impl Iterator<Item = Option<Colour>>,
    empty: &'static str,
) -> String {
    holes
        .map(|h| h.map_or(empty, name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The words of each part of a reading, in one language.
#[derive(Words)]
pub struct BoardLines {
    /// `Row 2: red, red, green, green; 1 black, 2 white.`: a played row (number, pegs, and its
    /// marks in the game's own names, [`crate::board::BoardText::marks`]).
    pub row: &'static str,
    pub none_played: &'static str,
    /// `Row 3, being filled: red, empty, …`: the active row so far.
    pub active: &'static str,
    /// An empty hole.
    pub empty: &'static str,
    /// The turns left, agreeing with their count.
    pub left: Counted,
    pub over: &'static str,
    pub possible: &'static str,
}

impl BoardLines {
    /// The `row` sentence, its places `{n}`, `{guess}`, `{marks}` filled.
    pub fn row(&self, n: usize, guess: &str, marks: &str) -> String {
        fill_named(
            self.row,
            &[("n", &n.to_string()), ("guess", guess), ("marks", marks)],
        )
    }

    /// The `active` sentence, its places `{n}`, `{pegs}` filled.
    pub fn active(&self, n: usize, pegs: &str) -> String {
        fill_named(self.active, &[("n", &n.to_string()), ("pegs", pegs)])
    }

    /// The `possible` sentence, its places `{n}` filled.
    pub fn possible(&self, n: usize) -> String {
        fill_named(self.possible, &[("n", &n.to_string())])
    }

    /// The whole reading `r` in these words, its parts in the core's order, counts by `plural`;
    /// `name` says a peg. `marks` says a row's marks in the game's own names.
    pub fn say(
        &self,
        r: &Reading,
        plural: Plural,
        name: impl Fn(Colour) -> &'static str,
        marks: impl Fn(Feedback) -> String,
    ) -> String {
        let mut parts: Vec<String> = r
            .rows
            .iter()
            .enumerate()
            .map(|(i, turn)| {
                let guess = pegs(
                    &name,
                    turn.guess.pegs().iter().map(|&c| Some(c)),
                    self.empty,
                );
                self.row(i + 1, &guess, &marks(turn.feedback))
            })
            .collect();
        if r.rows.is_empty() {
            parts.push(self.none_played.to_owned());
        }
        match &r.active {
            Some(holes) => {
                let so_far = pegs(&name, holes.iter().copied(), self.empty);
                parts.push(self.active(r.rows.len() + 1, &so_far));
                parts.push(plural.say(r.turns_left, self.left));
            }
            None => parts.push(self.over.to_owned()),
        }
        if let Some(n) = r.possible {
            parts.push(self.possible(n));
        }
        parts.join(" ")
    }
}
