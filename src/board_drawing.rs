//! A board in `web-sys` elements, the quick board's and the whole game's `Board`: its markup
//! ([`board_markup`], the board's one drawing as HTML, which the first paint's generator writes
//! too) inserted once, then brought in step with each new [`BoardView`] by changing only what
//! differs from the one shown, each changed part drawn by the same markup; and what a click on it
//! means ([`Drawing::input_at`]). Both programs draw the same elements from the same view, so
//! nothing moves at the handover (`tests/browser/boards.rs` compares the two).

use wasm_bindgen::JsCast;
use web_sys::{Document, Element};

use crate::board_markup;
use crate::board_view::{BoardView, FlagView, HOLES, HoleView, PaletteView, RowView};
use crate::drawn::parse;
use crate::events::hole_of;
use crate::rules::colour::Colour;
use crate::rules::flag::NO_FLAG;
use crate::rules::game::Target;
use crate::rules::input::Input;
use crate::rules::level::Level;
use mastermind_words::BoardText;

/// One row's elements.
struct RowElements {
    row: Element,
    holes: Vec<Element>,
    results: Element,
    /// The row's polite live region (SPEC §17), kept last in the results cell: the marks' words
    /// (one text node) and the keys still possible.
    said: Element,
    words: web_sys::Text,
}

/// The board's elements and the view they show.
pub struct Drawing {
    /// The `section.board`.
    pub board: Element,
    key_row: Element,
    /// The flag and its words (one text node whose words change), on a board that has one.
    flag: Option<(Element, web_sys::Text)>,
    rows_box: Element,
    rows: Vec<RowElements>,
    palette: Element,
    /// The view the elements show (taken while `show` compares the next one with it).
    shown: Option<BoardView>,
}

/// The text node of `el`, whose words a drawing changes: its first child, made when it has
/// none.
fn text_node(doc: &Document, el: &Element) -> Option<web_sys::Text> {
    if let Some(text) = el
        .first_child()
        .and_then(|node| node.dyn_into::<web_sys::Text>().ok())
    {
        return Some(text);
    }
    let text = doc.create_text_node("");
    el.append_child(&text).ok()?;
    Some(text)
}

/// The element children of `el`, in order.
fn element_children(el: &Element) -> Vec<Element> {
    let mut children = Vec::new();
    let mut child = el.first_element_child();
    while let Some(c) = child {
        child = c.next_element_sibling();
        children.push(c);
    }
    children
}

impl Drawing {
    /// The elements of a board of `level` in `t`'s words, showing `view`: its markup
    /// ([`board_markup::board`]), then each element the drawing changes found in it.
    pub fn new(
        doc: Document,
        t: &'static BoardText,
        level: Level,
        view: BoardView,
    ) -> Option<Drawing> {
        let board = parse(&doc, &board_markup::board(t, level, &view))?;
        Drawing::found(&doc, t, level, board, view)
    }

    /// The drawing of `board`, a board's section that holds the markup of `view`
    /// ([`board_markup::board_inside`]): each element the drawing changes found in it.
    pub fn found(
        doc: &Document,
        t: &'static BoardText,
        level: Level,
        board: Element,
        view: BoardView,
    ) -> Option<Drawing> {
        let doc = doc.clone();
        let top = board.first_element_child()?;
        let key_row = top.first_element_child()?;
        let flag = match key_row.next_element_sibling() {
            Some(flag) => {
                let text = text_node(&doc, &flag.last_element_child()?)?;
                Some((flag, text))
            }
            None => None,
        };
        let rows_box = top.next_element_sibling()?;
        let mut rows = Vec::new();
        let mut palette = None;
        let mut child = rows_box.first_element_child();
        while let Some(row) = child {
            child = row.next_element_sibling();
            if row.class_list().contains("palette") {
                palette = Some(row);
                continue;
            }
            let holes_box = row.query_selector(&format!(".{HOLES}")).ok()??;
            let holes = element_children(&holes_box);
            let results = holes_box.next_element_sibling()?;
            let said = results.last_element_child()?;
            let words = text_node(&doc, &said.first_element_child()?)?;
            rows.push(RowElements {
                row,
                holes,
                results,
                said,
                words,
            });
        }
        let palette = match palette {
            Some(palette) => palette,
            None => {
                let unnamed = PaletteView {
                    row: 0,
                    label: String::new(),
                };
                parse(&doc, &board_markup::palette(t, level, &unnamed))?
            }
        };
        Some(Drawing {
            board,
            key_row,
            flag,
            rows_box,
            rows,
            palette,
            shown: Some(view),
        })
    }

    /// Brings the elements in step with `view`, changing only what differs from the view shown.
    pub fn show(&mut self, view: BoardView) -> Option<()> {
        let old = self.shown.take();
        for (r, (elements, row)) in self.rows.iter().zip(&view.rows).enumerate() {
            let before = old.as_ref().and_then(|v| v.rows.get(r));
            self.show_row(elements, row, before, &view)?;
        }
        match &view.palette {
            Some(palette) => {
                self.palette
                    .set_attribute("aria-label", &palette.label)
                    .ok()?;
                let row = self.rows.get(palette.row)?;
                let next = row.row.next_sibling();
                if next.as_ref() != Some(self.palette.as_ref()) {
                    self.rows_box
                        .insert_before(&self.palette, next.as_ref())
                        .ok()?;
                }
            }
            None => self.palette.remove(),
        }
        if old.as_ref().map(|v| &v.flag) != Some(&view.flag)
            && let Some((flag, text)) = &self.flag
        {
            let (class, words) = match &view.flag {
                Some(FlagView { class, words }) => (*class, words.as_str()),
                None => (NO_FLAG, ""),
            };
            flag.set_class_name(class);
            text.set_data(words);
        }
        if old.as_ref().map(|v| &v.key) != Some(&view.key) {
            self.show_key(&view)?;
        }
        self.shown = Some(view);
        Some(())
    }

    fn show_row(
        &self,
        elements: &RowElements,
        row: &RowView,
        before: Option<&RowView>,
        view: &BoardView,
    ) -> Option<()> {
        let class = row.class();
        if before.map(RowView::class).as_ref() != Some(&class) {
            elements.row.set_class_name(&class);
        }
        for (h, (hole, shown)) in elements.holes.iter().zip(&row.holes).enumerate() {
            let was = before.and_then(|b| b.holes.get(h));
            show_hole(hole, shown, was, view)?;
        }
        if before.map(|b| (&b.results, &b.possible)) != Some((&row.results, &row.possible)) {
            let cell = &elements.results;
            // The marks or Submit go before the row's live region, which stays.
            while let Some(first) = cell.first_element_child()
                && first != elements.said
            {
                first.remove();
            }
            elements
                .said
                .insert_adjacent_html("beforebegin", &board_markup::results_shown(row))
                .ok()?;
            elements.words.set_data(row.words());
            if let Some(old) = elements.said.query_selector(".possible").ok().flatten() {
                old.remove();
            }
            if let Some(possible) = &row.possible {
                elements
                    .said
                    .insert_adjacent_html("beforeend", &board_markup::possible(possible))
                    .ok()?;
            }
        }
        Some(())
    }

    /// The covered pegs and their words, or the key and its line, after the key's label.
    fn show_key(&self, view: &BoardView) -> Option<()> {
        while let Some(last) = self.key_row.last_element_child()
            && !last.class_list().contains("key-label")
        {
            last.remove();
        }
        self.key_row
            .insert_adjacent_html("beforeend", &board_markup::key(view))
            .ok()
    }

    /// The hole at `row`, `hole`.
    pub fn hole(&self, row: usize, hole: usize) -> Option<&Element> {
        self.rows.get(row)?.holes.get(hole)
    }

    /// The row whose results cell is `cell`.
    fn results_row(&self, cell: &Element) -> Option<usize> {
        self.rows.iter().position(|r| &r.results == cell)
    }

    /// What focus coming to `target`, in the board, asks: a hole's selection, nothing elsewhere.
    pub fn focus_at(target: &Element) -> Option<Input<'static>> {
        hole_of(target).map(|(row, hole)| Input::Focus { row, hole })
    }

    /// What a click on `target`, in the board, asks: a colour of the palette, `Submit`, a hole,
    /// a row's results cell, the key; nothing elsewhere.
    pub fn input_at(&self, target: &Element) -> Option<Input<'static>> {
        let found = |selector: &str| target.closest(selector).ok().flatten();
        if let Some(swatch) = found("[data-colour]") {
            swatch
                .get_attribute("data-colour")
                .and_then(|i| i.parse().ok())
                .and_then(Colour::from_index)
                .map(Input::Colour)
        } else if found(".submit").is_some() {
            Some(Input::Submit)
        } else if let Some(hole) = found("[data-hole]") {
            hole_of(&hole).map(|(row, hole)| Input::Hole { row, hole })
        } else if let Some(results) = found(".results") {
            self.results_row(&results)
                .map(|row| Input::Touch(Target::Results { row }))
        } else if found(".key-row").is_some() {
            Some(Input::Touch(Target::Key))
        } else {
            None
        }
    }
}

fn show_hole(
    hole: &Element,
    shown: &HoleView,
    was: Option<&HoleView>,
    view: &BoardView,
) -> Option<()> {
    if was == Some(shown) {
        return Some(());
    }
    for (name, value) in board_markup::hole_state(shown, view.read_only) {
        match value {
            Some(value) => hole.set_attribute(name, value).ok()?,
            None => hole.remove_attribute(name).ok()?,
        }
    }
    if was.map(|w| w.peg) != Some(shown.peg) {
        hole.set_inner_html(&board_markup::hole_peg(shown, view.symbols));
    }
    Some(())
}
