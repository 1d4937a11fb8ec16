//! The words of the Rules page, one [`Guide`] per language (each catalogue file's `GUIDE`; a
//! missing translation is a compile error, as in the rest of the catalogue). Apart from
//! [`Text`](crate::Text) because it is prose, and only the Rules page reads it.

use crate::carry::Words;

use crate::shared::fill_named;

/// The Rules page in one language.
#[derive(Words)]
pub struct Guide {
    pub title: &'static str,
    pub contents: &'static str,
    pub summary_title: &'static str,
    pub summary: &'static [&'static str],
    pub how_title: &'static str,
    pub how: &'static [&'static str],
    pub rules_title: &'static str,
    pub rules: &'static [&'static str],
    /// Captions of the drawn feedback pictures, in the order of the Rules page's pictures
    /// (the web crate's `guide::PICTURES`).
    pub pictures: [&'static str; 3],
    pub picture_key: &'static str,
    pub picture_guess: &'static str,
    pub examples_title: &'static str,
    pub examples: &'static [&'static str],
    pub example_titles: [&'static str; 2],
    /// The reasoning after each turn of each example, as many as the example has turns.
    pub example_steps: [&'static [&'static str]; 2],
    pub example_start: &'static str,
    pub step: &'static str,
    pub previous: &'static str,
    pub next: &'static str,
    pub possible: &'static str,
    pub scores_title: &'static str,
    pub scores: &'static [&'static str],
    pub notes_title: &'static str,
    pub notes: &'static [&'static str],
    /// The colour game (SPEC §14): the section's heading, its paragraphs (the one change, a
    /// worked example, our reading of a lost page), and the other variants in a sentence.
    pub variants_title: &'static str,
    pub colour_game: &'static [&'static str],
    pub variants_more: &'static str,
}

impl Guide {
    /// The `step` sentence, its places `{n}`, `{of}` filled.
    pub fn step(&self, n: usize, of: usize) -> String {
        fill_named(self.step, &[("n", &n.to_string()), ("of", &of.to_string())])
    }

    /// The `possible` sentence, its places `{n}` filled.
    pub fn possible(&self, n: usize) -> String {
        fill_named(self.possible, &[("n", &n.to_string())])
    }
}
