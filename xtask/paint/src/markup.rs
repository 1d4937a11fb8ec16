//! The pages of words' elements as their components write them (`pages.rs`, `rules_page.rs`,
//! `word_pages.rs`), over the web crate's markup ([`mastermind::markup`]); a board is the web
//! crate's [`board_markup::board`], the one drawing of a board as HTML, which the quick board
//! inserts at run time.

use mastermind::board_markup;
use mastermind::board_view::BoardView;
use mastermind::i18n::Text;
pub use mastermind::markup::{el, esc, heading, link, page, section, text};
use mastermind::rules::level::Level;

/// The whole board of `view` (a game of `level`), as `Board` draws it.
pub fn board(t: &'static Text, level: Level, view: &BoardView) -> String {
    board_markup::board(t.board, level, view)
}

// The pages of words' elements (`pages.rs`, `rules_page.rs`, `word_pages.rs`), as their components
// write them.

pub(super) fn paragraphs(texts: &[&str]) -> String {
    texts.iter().map(|p| text("p", None, p)).collect()
}
