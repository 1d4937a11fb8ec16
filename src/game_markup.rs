//! A game's page around its board as markup: its one drawing of the boxes a board sits in (what
//! the page says of the game beside it, the board's box, the controls' box beside it, what comes
//! under both) and of the summary's notes. The whole game's `GameView` and `PuzzleBoard` insert
//! it and mount their live parts in its places; the quick board draws its page from it; the
//! first paint's generator writes a game link's frame from it into index.html, whose script only
//! fills in the words and the placeholder board.
//!
//! No web types: tested natively (`tests/web/game_markup.rs`).

use crate::intro_view::{IntroView, Note};
use crate::markup::{el, esc, text};

/// The class of what the page says of the game: the summary, its notes, another tab's alert.
pub const INTRO_CLASS: &str = "game-intro";

/// The class of the summary in [`INTRO_CLASS`].
pub const SUMMARY_CLASS: &str = "summary";

/// The class of the board and its controls, `inert` while another tab plays the game.
pub const HELD_CLASS: &str = "held";

/// The class of the board's box.
pub const BOARD_CLASS: &str = "game-board";

/// The class of the controls' box, beside the board on a desktop, under it on a phone.
pub const SIDE_CLASS: &str = "game-side";

/// The class of what a finished game brings under the board and the controls.
pub const AFTER_CLASS: &str = "game-after";

/// Whose board the frame holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A game: a level's, a daily key's, a challenge's.
    Game,
    /// A puzzle (SPEC §15).
    Puzzle,
}

impl Kind {
    /// The class of the game's box.
    pub fn class(self) -> &'static str {
        match self {
            Kind::Game => "game",
            Kind::Puzzle => "game puzzle",
        }
    }

    /// The class of its page.
    pub fn page_class(self) -> &'static str {
        match self {
            Kind::Game => "page game-page",
            Kind::Puzzle => "page game-page puzzle-page",
        }
    }
}

/// The notes under a summary, a paragraph each, in their order.
pub fn notes(notes: &[Note]) -> String {
    notes
        .iter()
        .map(|note| text("p", Some(note.class), &note.words))
        .collect()
}

/// A game's box (of `kind`) with [`inside`] it.
pub fn game(kind: Kind, intro: &IntroView, board: &str, side: &str) -> String {
    el(
        "div",
        &[("class", Some(kind.class()))],
        &inside(intro, board, side),
    )
}

/// What a game's box holds: what the page says of it (`intro`), then the board's box holding
/// `board` and beside it the controls' box holding `side` (both markup), then the empty box of
/// what a finished game brings.
pub fn inside(intro: &IntroView, board: &str, side: &str) -> String {
    let said = format!(
        "{}{}",
        text("p", Some(SUMMARY_CLASS), &intro.summary),
        notes(&intro.notes)
    );
    let held = format!(
        "{}{}",
        el("div", &[("class", Some(BOARD_CLASS))], board),
        el("div", &[("class", Some(SIDE_CLASS))], side)
    );
    format!(
        "{}{}{}",
        el("div", &[("class", Some(INTRO_CLASS))], &said),
        el("div", &[("class", Some(HELD_CLASS))], &held),
        el("div", &[("class", Some(AFTER_CLASS))], "")
    )
}

/// A game's page (of `kind`): its `heading` (markup), what is said under it (`under`, markup) and its box
/// (`game`, markup from [`game`]). The whole game's pages draw their headings; the first paint
/// and the quick board draw the whole page.
pub fn page(kind: Kind, heading: &str, under: &str, game: &str) -> String {
    el(
        "div",
        &[("class", Some(kind.page_class()))],
        &format!("{}{under}{game}", el("h1", &[], heading)),
    )
}

/// A heading's words as markup, the date in it (if any) kept on one line.
pub fn heading(words: &str, date: Option<&str>) -> String {
    match date.and_then(|d| words.split_once(d).map(|parts| (d, parts))) {
        Some((date, (before, after))) => format!(
            "{}{}{}",
            esc(before),
            text("span", Some("nowrap"), date),
            esc(after)
        ),
        None => esc(words),
    }
}

/// A game link's page as the first paint draws it before any program: its `heading`, the
/// game's `summary` and `loading` (markup: index.html's script gives them escaped), and `board`
/// (the placeholder board, or its template) in the board's box.
pub fn first_paint(heading: &str, summary: &str, loading: &str, board: &str) -> String {
    let intro = IntroView {
        summary: summary.to_owned(),
        notes: vec![Note {
            class: "loading",
            words: loading.to_owned(),
        }],
    };
    page(
        Kind::Game,
        heading,
        "",
        &game(Kind::Game, &intro, board, ""),
    )
}
