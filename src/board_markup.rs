//! The board as markup, from its [`BoardView`]: the one drawing of a board as HTML. The quick board
//! and the whole game's `Board` insert it and insert its parts (a row's results, the key, a
//! hole's attributes) as they change (`src/board_drawing.rs`); the first paint's generator writes
//! it at build time (the Learn to play board, the Rules' worked examples, and index.html's
//! placeholder board of a game link, which its script repeats to the link's size). A part's classes and names are [`BoardView`]'s;
//! its look is the stylesheet's.
//!
//! No web types: tested natively (`tests/web/board_markup.rs`).

use crate::board_view::{
    BoardView, FlagView, HOLES, HoleView, KeyView, PaletteView, ROW_NUMBER, ROWS, Results, RowView,
    SAID, TOP, board_class, mark_classes, marks_class, peg_html, swatches,
};
use crate::look::{FLAG_CLOTH, FLAG_POLE};
use crate::markup::{el, esc, text};
use crate::rules::feedback::Feedback;
use crate::rules::level::Level;
use crate::rules::variant::Symbols;
use mastermind_words::BoardText;

/// The first paint's placeholder of an empty board, hidden from screen readers (a game link's
/// program draws the board in its place): a board of `pegs` pegs holding the markup `rows`.
/// With [`placeholder_row`] and [`placeholder_hole`], what index.html's script repeats to the
/// link's size (the first paint's generator writes them there, `${…}` in place of the values).
pub fn placeholder(pegs: &str, rows: &str) -> String {
    el(
        "section",
        &[
            ("class", Some(&board_class(pegs))),
            ("aria-hidden", Some("true")),
        ],
        &el("div", &[("class", Some(ROWS))], rows),
    )
}

/// A placeholder's row, with the classes of an empty game's `row`: its `number` and its `holes`'
/// markup.
pub fn placeholder_row(row: &RowView, number: &str, holes: &str) -> String {
    el(
        "div",
        &[("class", Some(&row.class()))],
        &format!(
            r#"<span class="{ROW_NUMBER}">{number}</span>{}"#,
            el("div", &[("class", Some(HOLES))], holes)
        ),
    )
}

/// A placeholder's hole, with the classes of an empty game's `hole`.
pub fn placeholder_hole(hole: &HoleView) -> String {
    el("span", &[("class", Some(hole.class()))], "")
}

/// The attributes of a hole that follow the view, which a drawing brings in step as the game
/// goes (`None`: the attribute is absent); a hole of a board that only shows a game (an image)
/// takes no input.
pub fn hole_state(hole: &HoleView, read_only: bool) -> [(&'static str, Option<&str>); 4] {
    let playable = |value| (!read_only).then_some(value).flatten();
    [
        ("class", Some(hole.class())),
        ("aria-label", Some(&hole.label)),
        ("aria-disabled", playable(hole.disabled())),
        ("tabindex", playable(Some(hole.tabindex()))),
    ]
}

/// The peg in a hole, or nothing.
pub fn hole_peg(hole: &HoleView, symbols: Symbols) -> String {
    hole.peg
        .map(|colour| peg_html(colour, symbols))
        .unwrap_or_default()
}

/// Hole `index` of row `row`: a button, or on a board that only shows a game an image.
pub fn hole(view: &BoardView, row: usize, index: usize, hole: &HoleView) -> String {
    let peg = hole_peg(hole, view.symbols);
    if view.read_only {
        return el(
            "span",
            &[
                ("class", Some(hole.class())),
                ("role", Some("img")),
                ("aria-label", Some(&hole.label)),
            ],
            &peg,
        );
    }
    let (r, h) = (row.to_string(), index.to_string());
    let mut attrs = vec![("type", Some("button")), ("id", Some(hole.id.as_str()))];
    attrs.extend(hole_state(hole, false));
    attrs.extend([
        ("data-row", Some(r.as_str())),
        ("data-hole", Some(h.as_str())),
    ]);
    el("button", &attrs, &peg)
}

/// The black and white marks of a played row of `pegs` holes, blacks first (decorative: the
/// row's words say the same).
pub fn marks(feedback: Feedback, pegs: usize) -> String {
    let marks: String = mark_classes(feedback, pegs)
        .map(|kind| el("span", &[("class", Some(kind))], ""))
        .collect();
    el(
        "span",
        &[
            ("class", Some(&marks_class(pegs))),
            ("aria-hidden", Some("true")),
        ],
        &marks,
    )
}

/// What a row's results cell shows before its live region: its marks, the submit control or
/// nothing.
pub fn results_shown(row: &RowView) -> String {
    match &row.results {
        Results::Marks { feedback, pegs, .. } => marks(*feedback, *pegs),
        Results::Submit(words) => el(
            "button",
            &[("type", Some("button")), ("class", Some("submit"))],
            &esc(words),
        ),
        Results::Nothing => String::new(),
    }
}

/// The keys still possible after a row, in its live region (the aids).
pub fn possible(count: &str) -> String {
    text("span", Some("possible"), count)
}

/// A row's results cell: what it shows, then its polite live region (SPEC §17).
fn results(row: &RowView) -> String {
    let said = el(
        "span",
        &[("class", Some(SAID)), ("aria-live", Some("polite"))],
        &format!(
            "{}{}",
            text("span", Some("sr-only"), row.words()),
            row.possible.as_deref().map(possible).unwrap_or_default()
        ),
    );
    el(
        "div",
        &[("class", Some("results"))],
        &format!("{}{said}", results_shown(row)),
    )
}

/// Row `index`: its number, its holes and its results cell.
pub fn row(view: &BoardView, index: usize, row: &RowView) -> String {
    let holes: String = row
        .holes
        .iter()
        .enumerate()
        .map(|(h, shown)| hole(view, index, h, shown))
        .collect();
    el(
        "div",
        &[
            ("class", Some(&row.class())),
            ("role", Some("group")),
            ("aria-label", Some(&row.label)),
        ],
        &format!(
            r#"<span class="{ROW_NUMBER}" aria-hidden="true">{}</span><div class="{HOLES}">{holes}</div>{}"#,
            index + 1,
            results(row)
        ),
    )
}

/// The key after its label: covered pegs and the words that say so, or the key and its line.
pub fn key(view: &BoardView) -> String {
    match &view.key {
        KeyView::Covered { pegs, words } => format!(
            r#"<div class="key-pegs covered" aria-hidden="true">{}</div>{}"#,
            r#"<span class="peg covered">?</span>"#.repeat(*pegs),
            text("p", Some("sr-only"), words)
        ),
        KeyView::Revealed { pegs, words } => format!(
            r#"<div class="key-pegs" aria-hidden="true">{}</div>{}"#,
            pegs.iter()
                .map(|&colour| peg_html(colour, view.symbols))
                .collect::<String>(),
            text("p", Some("key-text"), words)
        ),
    }
}

/// The flag: its drawing and its words, the page's `status` region.
pub fn flag(flag: &FlagView) -> String {
    format!(
        r#"<div class="{}"><svg class="flag-icon" viewBox="0 0 20 24" aria-hidden="true" focusable="false"><path class="pole" d="{FLAG_POLE}"></path><path class="cloth" d="{FLAG_CLOTH}"></path></svg>{}</div>"#,
        flag.class,
        el(
            "span",
            &[("class", Some("flag-text")), ("role", Some("status"))],
            &esc(&flag.words)
        )
    )
}

/// The palette of `level`, named as `palette` says.
pub fn palette(t: &'static BoardText, level: Level, palette: &PaletteView) -> String {
    let symbols = level.symbols();
    let buttons: String = swatches(t, level)
        .iter()
        .map(|s| {
            format!(
                r#"<button type="button" class="swatch" data-colour="{}">{}{}{}</button>"#,
                s.colour.index(),
                peg_html(s.colour, symbols),
                text("span", Some("swatch-name"), s.name),
                el("kbd", &[("aria-hidden", Some("true"))], &esc(s.hint)),
            )
        })
        .collect();
    el(
        "div",
        &[
            ("class", Some("palette")),
            ("role", Some("group")),
            ("aria-label", Some(&palette.label)),
        ],
        &buttons,
    )
}

/// The whole board of `view`, a game of `level`: its section with [`board_inside`] it.
pub fn board(t: &'static BoardText, level: Level, view: &BoardView) -> String {
    el(
        "section",
        &[("class", Some(&view.class))],
        &board_inside(t, level, view),
    )
}

/// What the board's section holds: the key, the flag, then the rows and the palette under the
/// active row.
pub fn board_inside(t: &'static BoardText, level: Level, view: &BoardView) -> String {
    let key_row = format!(
        r#"<div class="key-row"><span class="key-label" aria-hidden="true">{}</span>{}</div>"#,
        esc(t.key_label),
        key(view)
    );
    let flag = view.flag.as_ref().map(flag).unwrap_or_default();
    let mut rows = String::new();
    for (index, shown) in view.rows.iter().enumerate() {
        rows.push_str(&row(view, index, shown));
        if let Some(p) = view.palette.as_ref().filter(|p| p.row == index) {
            rows.push_str(&palette(t, level, p));
        }
    }
    format!(r#"<div class="{TOP}">{key_row}{flag}</div><div class="{ROWS}">{rows}</div>"#)
}
