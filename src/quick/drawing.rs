//! The quick board's board, in `web-sys` elements: made once, then brought in step with each new
//! [`BoardView`] by changing only what differs from the one shown. The same elements, classes,
//! names and drawings as the whole game's Leptos `Board` renders from the same view, so nothing
//! moves at the handover (`tests/browser/boards.rs` compares the two).

use web_sys::{Document, Element};

use crate::board_view::{
    BoardView, FlagView, HOLES, HoleView, KeyView, ROW_NUMBER, ROWS, Results, RowView, SAID,
    mark_classes, marks_class, peg_html, swatches,
};
use crate::look::{FLAG_CLOTH, FLAG_POLE};
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
    doc: Document,
    /// The `section.board`.
    pub board: Element,
    key_row: Element,
    flag: Element,
    /// The flag's words: one text node whose words change, as the whole game's flag has.
    flag_text: web_sys::Text,
    rows_box: Element,
    rows: Vec<RowElements>,
    palette: Element,
    /// The view the elements show; `None` before the first.
    shown: Option<BoardView>,
}

fn element(doc: &Document, tag: &str, class: &str) -> Option<Element> {
    let el = doc.create_element(tag).ok()?;
    if !class.is_empty() {
        el.set_class_name(class);
    }
    Some(el)
}

/// An element of `tag` and `class` with `text` in it.
pub fn text_element(doc: &Document, tag: &str, class: &str, text: &str) -> Option<Element> {
    let el = element(doc, tag, class)?;
    el.set_text_content(Some(text));
    Some(el)
}

/// An element hidden from screen readers (a drawing whose words are elsewhere).
fn hidden(el: Element) -> Option<Element> {
    el.set_attribute("aria-hidden", "true").ok()?;
    Some(el)
}

impl Drawing {
    /// The elements of a board of `level` in `t`'s words, showing `view`.
    pub fn new(
        doc: Document,
        t: &'static BoardText,
        level: Level,
        view: BoardView,
    ) -> Option<Drawing> {
        let board = element(&doc, "section", &view.class)?;
        let top = element(&doc, "div", "board-top")?;
        let key_row = element(&doc, "div", "key-row")?;
        key_row
            .append_child(hidden(text_element(&doc, "span", "key-label", t.key_label)?)?.as_ref())
            .ok()?;
        let flag = element(&doc, "div", "")?;
        // The flag's drawing and its words (the live region), as the whole game's `Flag` draws
        // them: only the class and the words change after.
        flag.set_inner_html(&format!(
            r#"<svg class="flag-icon" viewBox="0 0 20 24" aria-hidden="true" focusable="false"><path class="pole" d="{FLAG_POLE}"></path><path class="cloth" d="{FLAG_CLOTH}"></path></svg>"#
        ));
        let words = element(&doc, "span", "flag-text")?;
        words.set_attribute("role", "status").ok()?;
        let flag_text = doc.create_text_node("");
        words.append_child(&flag_text).ok()?;
        flag.append_child(&words).ok()?;
        top.append_child(&key_row).ok()?;
        top.append_child(&flag).ok()?;
        let rows_box = element(&doc, "div", ROWS)?;
        let mut rows = Vec::new();
        for (r, shown) in view.rows.iter().enumerate() {
            let row = element(&doc, "div", "")?;
            row.set_attribute("role", "group").ok()?;
            row.set_attribute("aria-label", &shown.label).ok()?;
            let number = text_element(&doc, "span", ROW_NUMBER, &(r + 1).to_string())?;
            row.append_child(hidden(number)?.as_ref()).ok()?;
            let holes_box = element(&doc, "div", HOLES)?;
            let mut holes = Vec::new();
            for (h, hole_view) in shown.holes.iter().enumerate() {
                let hole = element(&doc, "button", "")?;
                hole.set_attribute("type", "button").ok()?;
                hole.set_attribute("id", &hole_view.id).ok()?;
                hole.set_attribute("data-row", &r.to_string()).ok()?;
                hole.set_attribute("data-hole", &h.to_string()).ok()?;
                holes_box.append_child(&hole).ok()?;
                holes.push(hole);
            }
            let results = element(&doc, "div", "results")?;
            let said = element(&doc, "span", SAID)?;
            said.set_attribute("aria-live", "polite").ok()?;
            let words_box = element(&doc, "span", "sr-only")?;
            let words = doc.create_text_node("");
            words_box.append_child(&words).ok()?;
            said.append_child(&words_box).ok()?;
            results.append_child(&said).ok()?;
            row.append_child(&holes_box).ok()?;
            row.append_child(&results).ok()?;
            rows_box.append_child(&row).ok()?;
            rows.push(RowElements {
                row,
                holes,
                results,
                said,
                words,
            });
        }
        let palette = element(&doc, "div", "palette")?;
        palette.set_attribute("role", "group").ok()?;
        for swatch in swatches(t, level) {
            let button = element(&doc, "button", "swatch")?;
            button.set_attribute("type", "button").ok()?;
            button
                .set_attribute("data-colour", &swatch.colour.index().to_string())
                .ok()?;
            button.set_inner_html(&peg_html(swatch.colour, view.symbols));
            button
                .append_child(text_element(&doc, "span", "swatch-name", swatch.name)?.as_ref())
                .ok()?;
            button
                .append_child(hidden(text_element(&doc, "kbd", "", swatch.hint)?)?.as_ref())
                .ok()?;
            palette.append_child(&button).ok()?;
        }
        board.append_child(&top).ok()?;
        board.append_child(&rows_box).ok()?;
        let mut drawing = Drawing {
            doc,
            board,
            key_row,
            flag,
            flag_text,
            rows_box,
            rows,
            palette,
            shown: None,
        };
        drawing.show(view)?;
        Some(drawing)
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
        if old.as_ref().map(|v| &v.flag) != Some(&view.flag) {
            let (class, words) = match &view.flag {
                Some(FlagView { class, words }) => (*class, words.as_str()),
                None => ("", ""),
            };
            self.flag.set_class_name(class);
            self.flag_text.set_data(words);
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
            let said = Some(elements.said.as_ref());
            match &row.results {
                Results::Marks { feedback, pegs, .. } => {
                    let marks = hidden(element(&self.doc, "span", &marks_class(*pegs))?)?;
                    for kind in mark_classes(*feedback, *pegs) {
                        marks
                            .append_child(element(&self.doc, "span", kind)?.as_ref())
                            .ok()?;
                    }
                    cell.insert_before(&marks, said).ok()?;
                }
                Results::Submit(words) => {
                    let submit = text_element(&self.doc, "button", "submit", words)?;
                    submit.set_attribute("type", "button").ok()?;
                    cell.insert_before(&submit, said).ok()?;
                }
                Results::Nothing => {}
            }
            elements.words.set_data(row.words());
            if let Some(old) = elements.said.query_selector(".possible").ok().flatten() {
                old.remove();
            }
            if let Some(possible) = &row.possible {
                elements
                    .said
                    .append_child(text_element(&self.doc, "span", "possible", possible)?.as_ref())
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
        let doc = &self.doc;
        let (pegs, words) = match &view.key {
            KeyView::Covered { pegs, words } => {
                let covered = hidden(element(doc, "div", "key-pegs covered")?)?;
                for _ in 0..*pegs {
                    covered
                        .append_child(text_element(doc, "span", "peg covered", "?")?.as_ref())
                        .ok()?;
                }
                (covered, text_element(doc, "p", "sr-only", words)?)
            }
            KeyView::Revealed { pegs, words } => {
                let drawn = hidden(element(doc, "div", "key-pegs")?)?;
                let html: String = pegs.iter().map(|&c| peg_html(c, view.symbols)).collect();
                drawn.set_inner_html(&html);
                (drawn, text_element(doc, "p", "key-text", words)?)
            }
        };
        self.key_row.append_child(&pegs).ok()?;
        self.key_row.append_child(&words).ok().map(drop)
    }

    /// The hole at `row`, `hole`.
    pub fn hole(&self, row: usize, hole: usize) -> Option<&Element> {
        self.rows.get(row)?.holes.get(hole)
    }

    /// The row whose results cell is `cell`.
    pub fn results_row(&self, cell: &Element) -> Option<usize> {
        self.rows.iter().position(|r| &r.results == cell)
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
    hole.set_class_name(shown.class());
    hole.set_attribute("aria-label", &shown.label).ok()?;
    match shown.disabled() {
        Some(value) => hole.set_attribute("aria-disabled", value).ok()?,
        None => hole.remove_attribute("aria-disabled").ok()?,
    }
    hole.set_attribute("tabindex", shown.tabindex()).ok()?;
    if was.map(|w| w.peg) != Some(shown.peg) {
        let html = shown
            .peg
            .map(|p| peg_html(p, view.symbols))
            .unwrap_or_default();
        hole.set_inner_html(&html);
    }
    Some(())
}
