//! The words of the Rules page, one [`Guide`] per language (a missing translation is a compile
//! error, as in [`crate::i18n`]). Kept apart from the interface's catalogue because it is prose.

use leptos::prelude::*;

use crate::i18n::Lang;

/// The Rules page's words in the language in force (read once per render, like `use_text`).
pub fn use_guide() -> &'static Guide {
    use_context::<RwSignal<Lang>>()
        .map_or(Lang::En, |lang| lang.get_untracked())
        .guide()
}

/// The Rules page in one language.
pub struct Guide {
    pub title: &'static str,
    pub contents: &'static str,
    pub summary_title: &'static str,
    pub summary: &'static [&'static str],
    pub how_title: &'static str,
    pub how: &'static [&'static str],
    pub rules_title: &'static str,
    pub rules: &'static [&'static str],
    /// Captions of the drawn feedback pictures, in the order of [`PICTURES`].
    pub pictures: [&'static str; 3],
    pub picture_key: &'static str,
    pub picture_guess: &'static str,
    pub examples_title: &'static str,
    pub examples: &'static [&'static str],
    pub example_titles: [&'static str; 2],
    /// The reasoning after each turn of each example, as many as the example has turns.
    pub example_steps: [&'static [&'static str]; 2],
    pub example_start: &'static str,
    pub step: fn(usize, usize) -> String,
    pub previous: &'static str,
    pub next: &'static str,
    pub possible: fn(usize) -> String,
    /// The marks of a picture, for screen readers.
    pub marks: fn(u8, u8) -> String,
    pub scores_title: &'static str,
    pub scores: &'static [&'static str],
    pub notes_title: &'static str,
    pub notes: &'static [&'static str],
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Code, Colour, EXAMPLES, Feedback, Level};

    fn code(indices: [usize; 4]) -> Code {
        let pegs: Vec<Colour> = indices.iter().map(|&i| Colour::ALL[i]).collect();
        Code::new(Level::I, &pegs).unwrap()
    }

    #[test]
    fn pictures_show_what_the_core_computes() {
        for Picture { key, guess, marks } in PICTURES {
            let (black, white) = marks;
            assert_eq!(
                Feedback::between(&code(key), &code(guess)),
                Feedback { black, white }
            );
        }
    }

    #[test]
    fn every_language_explains_every_turn_with_the_verified_counts() {
        for lang in Lang::ALL {
            let guide = lang.guide();
            for (steps, example) in guide.example_steps.iter().zip(EXAMPLES) {
                assert_eq!(steps.len(), example.turns.len(), "{lang:?}");
                for (text, &left) in steps.iter().zip(example.remaining) {
                    if left > 2 {
                        assert!(text.contains(&left.to_string()), "{lang:?}: {text}");
                    }
                }
            }
        }
    }
}
