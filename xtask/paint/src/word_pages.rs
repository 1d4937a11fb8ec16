//! The first paint of the five pages of words, each as its component renders it before the
//! player does anything: the Rules, the Variants, the Puzzles and the introduction by their one
//! markup, which their components insert; Learn to play from its board's view.

use super::markup::{board, el, esc, page, text};
use mastermind::board_view::{BoardView, Use};
use mastermind::i18n::{Lang, colour_list};
use mastermind::intro_markup::{self, INTRO_CLASS, Settings};
use mastermind::puzzles_markup::{self, PUZZLES_CLASS, When};
use mastermind::rules::cursor::Cursor;
use mastermind::rules::lesson::LESSON;
use mastermind::rules::level::Level;
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

/// Learn to play (`LearnPage`) at its first step.
pub(super) fn learn(lang: Lang) -> Result<String, String> {
    let t = lang.text();
    let game = LESSON.start();
    let view = BoardView::of(t, &game, Cursor::reset(), None, None, &[], Use::Play);
    let asked = LESSON
        .asked(0)
        .ok_or("the lesson asks for no first guess")?;
    let ask = (t.lesson_ask)(1, LESSON.steps(), 1, &colour_list(t, &asked));
    let inner = [
        text("h1", None, t.shell.learn_to_play),
        text("p", Some("lead"), t.lesson_lead),
        format!(
            r#"<div class="lesson-coach"><ol class="lesson-proofs" aria-live="polite"></ol>{}</div>"#,
            el(
                "p",
                &[
                    ("class", Some("lesson-step")),
                    ("aria-live", Some("polite"))
                ],
                &esc(&ask)
            )
        ),
        el(
            "div",
            &[("class", Some("game")), ("inert", Some(""))],
            &board(t, Level::I, &view),
        ),
        format!(
            r#"<p inert><button type="button">{}</button></p>"#,
            esc(t.skip)
        ),
    ];
    Ok(page("page learn-page", &inner.concat()))
}
