//! The first paint of the five pages of words, each as its component renders it before the
//! player does anything: each page's one markup, which its component inserts.

use mastermind::i18n::Lang;
use mastermind::intro_markup::{self, INTRO_CLASS, Settings};
use mastermind::learn_markup::{self, LEARN_CLASS, Stage};
use mastermind::markup::page;
use mastermind::puzzles_markup::{self, PUZZLES_CLASS, When};
use mastermind::rules_markup::{self, Examples, RULES_CLASS};
use mastermind::variants_markup::{self, VARIANTS_CLASS};

/// The Rules page (`RulesPage`): its one markup, the worked examples drawn at their start.
pub(super) fn rules(lang: Lang) -> String {
    page(
        RULES_CLASS,
        &rules_markup::rules(lang.text(), lang.guide(), Examples::AtStart),
    )
}

/// The Variants page (`VariantsPage`): its one markup.
pub(super) fn variants(lang: Lang) -> String {
    page(VARIANTS_CLASS, &variants_markup::variants(lang.text()))
}

/// The Puzzles page (`PuzzlesPage`) of a player who has played no puzzle: its one markup, with
/// each weekday's difficulty (`|` between them, which no difficulty's words may hold).
pub(super) fn puzzles(lang: Lang) -> Result<String, String> {
    let t = lang.text();
    if puzzles_markup::week(t).iter().any(|w| w.contains('|')) {
        return Err(format!("{}: a difficulty's words hold `|`", lang.code()));
    }
    Ok(page(
        PUZZLES_CLASS,
        &puzzles_markup::puzzles(t, When::FirstPaint),
    ))
}

/// The introduction (`Intro`): its one markup, its checkboxes unticked and inert.
pub(super) fn intro(lang: Lang) -> String {
    page(
        INTRO_CLASS,
        &intro_markup::intro(lang.text(), Settings::FirstPaint),
    )
}

/// Learn to play (`LearnPage`): its one markup, the board at the lesson's start.
pub(super) fn learn(lang: Lang) -> String {
    page(
        LEARN_CLASS,
        &learn_markup::learn(lang.text(), Stage::FirstPaint),
    )
}
