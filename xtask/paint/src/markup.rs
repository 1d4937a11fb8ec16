//! The elements the first paint's own drawings write (`word_pages.rs`: Learn to play's frame),
//! over the web crate's markup ([`mastermind::markup`]); a board is the web crate's
//! [`board_markup::board`], the one drawing of a board as HTML, which the quick board inserts at
//! run time. The other pages of words are their one markup, in the web crate.

use mastermind::board_markup;
use mastermind::board_view::BoardView;
use mastermind::i18n::Text;
pub use mastermind::markup::{el, esc, page, text};
use mastermind::rules::level::Level;

/// The whole board of `view` (a game of `level`), as `Board` draws it.
pub fn board(t: &'static Text, level: Level, view: &BoardView) -> String {
    board_markup::board(t.board, level, view)
}
