//! The pages of words whose first paint is a fragment of their own (`public/paint/`, written
//! by `cargo xtask first-paint`, fetched by the loader on the page's path alone): which pages,
//! at which paths, under which file names.

use super::{INTRO_URL, LEARN_URL, PUZZLES_URL, RULES_URL, VARIANTS_URL};

/// A page of words with a first paint of its own: the Rules, the Variants, the Puzzles, the
/// introduction and Learn to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WordPage {
    Rules,
    Variants,
    Puzzles,
    Intro,
    Learn,
}

impl WordPage {
    pub const ALL: [WordPage; 5] = [
        WordPage::Rules,
        WordPage::Variants,
        WordPage::Puzzles,
        WordPage::Intro,
        WordPage::Learn,
    ];

    /// The page's path (`routes`).
    pub fn path(self) -> &'static str {
        match self {
            WordPage::Rules => RULES_URL,
            WordPage::Variants => VARIANTS_URL,
            WordPage::Puzzles => PUZZLES_URL,
            WordPage::Intro => INTRO_URL,
            WordPage::Learn => LEARN_URL,
        }
    }

    /// The name of its fragments' files.
    pub fn slug(self) -> &'static str {
        match self {
            WordPage::Rules => "rules",
            WordPage::Variants => "variants",
            WordPage::Puzzles => "puzzles",
            WordPage::Intro => "intro",
            WordPage::Learn => "learn",
        }
    }
}
