//! What a game board shows, as data: its rows and holes with their names and states, each
//! played row's marks and their words, the submit control, the palette under the active row,
//! the flag's class and words, and the key. Worked out once, here, from the game, the selection
//! and the flag's reasons ([`BoardView::of`]); the whole game's Leptos `Board` and the quick
//! board (`src/quick/board.rs`) only turn it into elements, so a change to how a hole or a row
//! is shown is made here, once. The drawings of a peg and of a row's marks are here too, as
//! markup both renderers insert ([`peg_inner`], [`marks_class`] with [`mark_classes`]).
//!
//! No Leptos and no web types: it is tested natively (`tests/web/board_view.rs`) and the quick
//! board's program carries it without the reactive system.

use crate::events::hole_id;
pub use crate::look::mark_classes;
use crate::look::{Drawing, key_hint, peg_look};
use crate::rules::colour::Colour;
use crate::rules::cursor::Cursor;
use crate::rules::feedback::Feedback;
use crate::rules::flag::{Contradicted, FlagState, NO_FLAG};
use crate::rules::game::{Game, Invalid, Status};
use crate::rules::level::Level;
use crate::rules::variant::Symbols;
use mastermind_words::{BoardText, peg_name};

/// The class of the board's top: the key, the flag, and what goes under them (a game's result).
pub const TOP: &str = "board-top";
/// The class of the rows' box, the same on every board (and on the first paint's placeholder).
pub const ROWS: &str = "rows";
/// The class of a row's box of holes.
pub const HOLES: &str = "holes";
/// The class of a row's number.
pub const ROW_NUMBER: &str = "row-number";
/// The class of a row's polite live region, which says the row's marks (and the keys still
/// possible) as it is played (SPEC §17).
pub const SAID: &str = "said";

/// The board's class, by its number of pegs.
pub fn board_class(pegs: impl std::fmt::Display) -> String {
    format!("board pegs-{pegs}")
}

/// How a board takes part in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    /// A board the player plays.
    Play,
    /// A board that only shows a game (the Rules page's examples): no input, no flag, no palette.
    Show,
}

/// The whole board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    /// The board's class, by its number of pegs.
    pub class: String,
    pub symbols: Symbols,
    pub read_only: bool,
    pub key: KeyView,
    /// The flag; `None` on a board that only shows a game.
    pub flag: Option<FlagView>,
    pub rows: Vec<RowView>,
    /// The palette, drawn under the active row; `None` when no row is active or the board only
    /// shows a game.
    pub palette: Option<PaletteView>,
}

/// The key at the top of the board.
#[derive(Clone, Debug, PartialEq)]
pub enum KeyView {
    /// Covered while the game is played: as many covered pegs as the key has, and the words
    /// that say it is hidden.
    Covered { pegs: usize, words: &'static str },
    /// Revealed once the game ends: its pegs, and a line naming them.
    Revealed { pegs: Vec<Colour>, words: String },
}

/// The flag in the board's corner: its class (its colour) and its words, the page's live region.
#[derive(Clone, Debug, PartialEq)]
pub struct FlagView {
    pub class: &'static str,
    pub words: String,
}

/// One turn of the board.
#[derive(Clone, Debug, PartialEq)]
pub struct RowView {
    /// The row's name (`Row 3`).
    pub label: String,
    /// Whether the row takes the next guess.
    pub active: bool,
    /// Whether it was played (it has marks).
    pub played: bool,
    /// The last row played (its marks come in one by one).
    pub latest: bool,
    /// The row that won.
    pub won: bool,
    pub holes: Vec<HoleView>,
    pub results: Results,
    /// With the aids on, how many keys were still possible after the row (apart from its
    /// marks, which it does not redraw: the count arrives after them).
    pub possible: Option<String>,
}

impl RowView {
    /// What the row's polite live region says once it is played: its marks' words; empty
    /// before.
    pub fn words(&self) -> &str {
        match &self.results {
            Results::Marks { words, .. } => words,
            _ => "",
        }
    }

    /// The row's classes.
    pub fn class(&self) -> String {
        let mut class = String::from("row");
        for (on, name) in [
            (self.active, " active"),
            (self.played, " played"),
            (self.latest, " latest"),
            (self.won, " won"),
        ] {
            if on {
                class.push_str(name);
            }
        }
        class
    }
}

/// A hole's classes on every board (the game's, the puzzle's, the quick board, the first paint,
/// the computer's guesses and the secret key): with the stylesheet, the one place a hole's look is
/// decided. `selected`: the hole a colour goes to next; `filled`: a peg is in it.
pub fn hole_class(selected: bool, filled: bool) -> &'static str {
    match (selected, filled) {
        (true, true) => "hole selected filled",
        (true, false) => "hole selected",
        (false, true) => "hole filled",
        (false, false) => "hole",
    }
}

/// One hole of a row.
#[derive(Clone, Debug, PartialEq)]
pub struct HoleView {
    /// The hole's id, which focus and the handover find it by.
    pub id: String,
    /// Its name: row, hole and the peg in it.
    pub label: String,
    pub peg: Option<Colour>,
    /// Whether it is the active row's selected hole (the one reached by Tab).
    pub selected: bool,
    /// Whether it is a hole of the active row (the others are `aria-disabled`).
    pub active: bool,
}

impl HoleView {
    /// The hole's classes ([`hole_class`]).
    pub fn class(&self) -> &'static str {
        hole_class(self.selected, self.peg.is_some())
    }

    /// `aria-disabled`'s value, for a hole of a row that is not active.
    pub fn disabled(&self) -> Option<&'static str> {
        (!self.active).then_some("true")
    }

    /// Its `tabindex`: only the selected hole is reached by Tab.
    pub fn tabindex(&self) -> &'static str {
        if self.selected { "0" } else { "-1" }
    }
}

/// What a row's results cell shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Results {
    Nothing,
    /// The active row is full: its submit control, with its words.
    Submit(&'static str),
    /// The row was played: its marks and their words for screen readers.
    Marks {
        feedback: Feedback,
        pegs: usize,
        words: String,
    },
}

/// The palette under the active row: its name (row and selected hole) and its swatches.
#[derive(Clone, Debug, PartialEq)]
pub struct PaletteView {
    /// The active row, which the palette follows.
    pub row: usize,
    pub label: String,
}

/// One colour of the palette.
#[derive(Clone, Debug, PartialEq)]
pub struct SwatchView {
    pub colour: Colour,
    pub name: &'static str,
    /// The key that types it.
    pub hint: &'static str,
}

impl BoardView {
    /// What the board shows of `game`, with `cursor` selecting a hole of the active row, the
    /// flag raised for `warning` or `contradicted`, and `counts` the keys still possible after
    /// each row (the aids; empty without them).
    pub fn of(
        t: &'static BoardText,
        game: &Game,
        cursor: Cursor,
        warning: Option<Invalid>,
        contradicted: Option<Contradicted>,
        counts: &[usize],
        used: Use,
    ) -> BoardView {
        let level = game.level();
        let pegs = level.pegs();
        let read_only = used == Use::Show;
        let active = game.active_row();
        let latest = game.turns().len();
        let won = match game.status() {
            Status::Won { turns } => Some(turns),
            _ => None,
        };
        // A puzzle's answer row is checked by the page's `Check`, not submitted.
        let submits = !read_only && game.given().is_none();
        let name = |peg: Colour| peg_name(t, level, peg);
        let rows = (0..game.turn_limit())
            .map(|r| {
                let is_active = active == Some(r);
                let feedback = game.feedback(r);
                let holes = (0..pegs)
                    .map(|h| {
                        let peg = game.peg(r, h);
                        HoleView {
                            id: hole_id(r, h),
                            label: t.hole(r + 1, h + 1, peg.map(name)),
                            peg,
                            selected: is_active && !read_only && cursor.hole() == h,
                            active: is_active,
                        }
                    })
                    .collect();
                let results = match feedback {
                    Some(feedback) => Results::Marks {
                        feedback,
                        pegs,
                        words: t.row_marks(level, r + 1, feedback),
                    },
                    None if is_active && submits && game.active_row_full() => {
                        Results::Submit(t.submit)
                    }
                    None => Results::Nothing,
                };
                RowView {
                    label: t.row(r + 1),
                    active: is_active,
                    played: feedback.is_some(),
                    latest: latest == r + 1,
                    won: won == Some(r + 1),
                    holes,
                    results,
                    possible: feedback.and(counts.get(r)).map(|&n| t.possible_keys(n)),
                }
            })
            .collect();
        let key = match game.revealed_key() {
            Some(key) => {
                let names: Vec<&str> = key.pegs().iter().map(|&c| name(c)).collect();
                KeyView::Revealed {
                    pegs: key.pegs().to_vec(),
                    words: t.key_revealed(&names),
                }
            }
            None => KeyView::Covered {
                pegs,
                words: t.key_covered,
            },
        };
        let flag = (!read_only).then(|| match FlagState::of(game, warning, contradicted) {
            Some(flag) => FlagView {
                class: flag.class(),
                words: t.flag(level, flag),
            },
            None => FlagView {
                class: NO_FLAG,
                words: String::new(),
            },
        });
        let palette = active.filter(|_| !read_only).map(|row| PaletteView {
            row,
            label: t
                .symbol_words(level.symbols())
                .palette(row + 1, cursor.hole() + 1),
        });
        BoardView {
            class: board_class(pegs),
            symbols: level.symbols(),
            read_only,
            key,
            flag,
            rows,
            palette,
        }
    }
}

/// The swatches of `level`'s palette, in its order.
pub fn swatches(t: &'static BoardText, level: Level) -> Vec<SwatchView> {
    let symbols = level.symbols();
    level
        .palette()
        .iter()
        .map(|&colour| SwatchView {
            colour,
            name: peg_name(t, level, colour),
            hint: key_hint(symbols, colour),
        })
        .collect()
}

/// The class of a peg's element (its colour and shape cue, a blank or a digit).
pub fn peg_class(colour: Colour, symbols: Symbols) -> String {
    peg_look(symbols.symbol(colour)).class()
}

/// The markup inside a peg's element: its drawing, the game's own fixed text (never the
/// player's), so it is safe to insert as markup.
pub fn peg_inner(colour: Colour, symbols: Symbols) -> String {
    let drawing = match peg_look(symbols.symbol(colour)).drawing {
        Drawing::Glyph(path) => format!(r#"<path d="{path}"></path>"#),
        Drawing::Digit(text) => format!(
            r#"<text x="10" y="10" text-anchor="middle" dominant-baseline="central">{text}</text>"#
        ),
    };
    format!(r#"<svg viewBox="0 0 20 20" class="glyph" focusable="false">{drawing}</svg>"#)
}

/// A whole peg's markup, as [`peg_class`] and [`peg_inner`] make it.
pub fn peg_html(colour: Colour, symbols: Symbols) -> String {
    format!(
        r#"<span class="{}" aria-hidden="true">{}</span>"#,
        peg_class(colour, symbols),
        peg_inner(colour, symbols)
    )
}

/// The class of a row's marks, by the number of pegs.
pub fn marks_class(pegs: usize) -> String {
    format!("marks marks-{pegs}")
}
