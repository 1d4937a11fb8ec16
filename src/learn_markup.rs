//! Learn to play (`/learn`, SPEC §13) as markup: its one drawing (the heading and lead, the
//! coach's sentences, the place of the lesson's board, the way on), which the whole game's
//! `LearnPage` inserts and the first paint's generator writes at build time (its fragment in
//! `public/paint/`). Before the program the board is drawn at the lesson's start, `inert`; the
//! program leaves its place empty and mounts the live board there, and writes each sentence and
//! the way on from the functions below as the lesson goes.
//!
//! No web types: its fragments are checked current by `xtask/paint`'s tests.

use crate::board_markup;
use crate::board_view::{BoardView, Use};
use crate::i18n::{Text, colour_list};
use crate::markup::{el, esc, link, text};
use crate::routes::{play_url, site};
use crate::rules::cursor::Cursor;
use crate::rules::game::Game;
use crate::rules::lesson::LESSON;
use crate::rules::level::Level;

/// The class of Learn to play, the element the markup goes in.
pub const LEARN_CLASS: &str = "page learn-page";

/// The class of the coach: the sentences each row earns and the next step, above the board.
pub const COACH_CLASS: &str = "lesson-coach";

/// The class of the list of what each played row proves.
pub const PROOFS_CLASS: &str = "lesson-proofs";

/// The class of the sentence that asks for the next row.
pub const STEP_CLASS: &str = "lesson-step";

/// The class of the board's place.
pub const GAME_CLASS: &str = "game";

/// The class of the way on: `Skip` while the lesson goes on, the link to a game once it is done.
pub const WAY_ON_CLASS: &str = "lesson-way-on";

/// The attribute of the `Skip` button.
pub const SKIP: &str = "data-skip";

/// How the lesson is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Before the program: the board at the lesson's start, it and `Skip` `inert`.
    FirstPaint,
    /// By the program: the board's place empty (the page mounts the live board there).
    Mounted,
}

/// What the coach says next in `game`: the row the active step asks for, or that the lesson is
/// done.
pub fn step(t: &Text, game: &Game) -> String {
    game.active_row()
        .and_then(|row| {
            let asked = LESSON.asked(row)?;
            Some(t.lesson_ask(row + 1, LESSON.steps(), row + 1, &colour_list(t, &asked)))
        })
        .unwrap_or_else(|| t.lesson_done.to_owned())
}

/// What row `step` (from 0) proves, as an item of the list; `hidden` keeps it for a screen
/// reader only (while playing, only the last row's sentence shows).
pub fn proof(t: &Text, step: usize, hidden: bool) -> String {
    let left = LESSON.left.get(step).copied().unwrap_or(1);
    el(
        "li",
        &[("class", hidden.then_some("sr-only"))],
        &format!(
            "<strong>{}</strong>: {}",
            esc(&t.row(step + 1)),
            esc(&t.lesson_proof(step, left))
        ),
    )
}

/// Whether row `step`'s sentence is kept for a screen reader only, with `played` rows played:
/// an earlier row's while the lesson goes on; none once it is `finished`.
pub fn proof_hidden(step: usize, played: usize, finished: bool) -> bool {
    step + 1 < played && !finished
}

/// What the way on holds: `Skip` while the lesson goes on, the link to a first game once it is
/// `done`.
pub fn way_on(t: &Text, done: bool) -> String {
    if done {
        link(&site(play_url(Level::I, None)), &[], t.lesson_next)
    } else {
        el(
            "button",
            &[("type", Some("button")), (SKIP, Some(""))],
            &esc(t.skip),
        )
    }
}

/// What `div.page.learn-page` holds at the lesson's start.
pub fn learn(t: &'static Text, stage: Stage) -> String {
    let game = LESSON.start();
    let inert = (stage == Stage::FirstPaint).then_some("");
    let board = match stage {
        Stage::FirstPaint => {
            let view = BoardView::of(t, &game, Cursor::reset(), None, None, &[], Use::Play);
            board_markup::board(t.board, Level::I, &view)
        }
        Stage::Mounted => String::new(),
    };
    let live = |class: &'static str| [("class", Some(class)), ("aria-live", Some("polite"))];
    [
        text("h1", None, t.shell.learn_to_play),
        text("p", Some("lead"), t.lesson_lead),
        el(
            "div",
            &[("class", Some(COACH_CLASS))],
            &(el("ol", &live(PROOFS_CLASS), "")
                + &el("p", &live(STEP_CLASS), &esc(&step(t, &game)))),
        ),
        el(
            "div",
            &[("class", Some(GAME_CLASS)), ("inert", inert)],
            &board,
        ),
        el(
            "p",
            &[("class", Some(WAY_ON_CLASS)), ("inert", inert)],
            &way_on(t, false),
        ),
    ]
    .concat()
}
