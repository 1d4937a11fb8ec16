//! The markup of the pages' first paint, as text: escaping, and a board as the Leptos `Board`
//! draws it from a [`BoardView`] before any move (the Learn to play board, the Rules' worked
//! examples). The quick board draws the same markup in the browser (`src/quick/drawing.rs`);
//! this is its native twin for a board's first state only: covered key, empty rows, the palette
//! under the active row.

use mastermind::board_view::{
    BoardView, HOLES, KeyView, ROW_NUMBER, ROWS, Results, SAID, peg_html, swatches,
};
use mastermind::i18n::Text;
use mastermind::look::{FLAG_CLOTH, FLAG_POLE};
use mastermind::rules::level::Level;

/// `text` safe inside an element or a double-quoted attribute.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// An element with its attributes (escaped; `None` leaves one out) and its inner markup.
pub fn el(tag: &str, attrs: &[(&str, Option<&str>)], inner: &str) -> String {
    let mut out = format!("<{tag}");
    for (name, value) in attrs {
        match value {
            Some("") => out.push_str(&format!(" {name}")),
            Some(v) => out.push_str(&format!(" {name}=\"{}\"", esc(v))),
            None => {}
        }
    }
    out.push('>');
    out.push_str(inner);
    out.push_str(&format!("</{tag}>"));
    out
}

/// An element with only a class and its text.
pub fn text(tag: &str, class: Option<&str>, words: &str) -> String {
    el(tag, &[("class", class)], &esc(words))
}

/// The whole board of `view` (a game of `level` before its first move), as `Board` draws it.
pub fn board(t: &'static Text, level: Level, view: &BoardView) -> String {
    let key = match &view.key {
        KeyView::Covered { pegs, words } => {
            let covered = r#"<span class="peg covered">?</span>"#.repeat(*pegs);
            format!(
                r#"<div class="key-pegs covered" aria-hidden="true">{covered}</div>{}"#,
                text("p", Some("sr-only"), words)
            )
        }
        KeyView::Revealed { .. } => String::new(),
    };
    let key_row = format!(
        r#"<div class="key-row"><span class="key-label" aria-hidden="true">{}</span>{key}</div>"#,
        esc(t.key_label)
    );
    let flag = view.flag.as_ref().map_or(String::new(), |f| {
        format!(
            r#"<div class="{}"><svg class="flag-icon" viewBox="0 0 20 24" aria-hidden="true" focusable="false"><path class="pole" d="{FLAG_POLE}"></path><path class="cloth" d="{FLAG_CLOTH}"></path></svg><span class="flag-text" role="status">{}</span></div>"#,
            f.class,
            esc(&f.words)
        )
    });
    let mut rows = String::new();
    for (index, row) in view.rows.iter().enumerate() {
        let holes: String = row
            .holes
            .iter()
            .enumerate()
            .map(|(h, hole)| {
                if view.read_only {
                    el(
                        "span",
                        &[
                            ("class", Some(hole.class())),
                            ("role", Some("img")),
                            ("aria-label", Some(&hole.label)),
                        ],
                        "",
                    )
                } else {
                    let (r, h) = (index.to_string(), h.to_string());
                    el(
                        "button",
                        &[
                            ("class", Some(hole.class())),
                            ("type", Some("button")),
                            ("id", Some(&hole.id)),
                            ("aria-label", Some(&hole.label)),
                            ("aria-disabled", hole.disabled()),
                            ("tabindex", Some(hole.tabindex())),
                            ("data-row", Some(&r)),
                            ("data-hole", Some(&h)),
                        ],
                        "",
                    )
                }
            })
            .collect();
        let results = match row.results {
            Results::Nothing => format!(
                r#"<span class="{SAID}" aria-live="polite"><span class="sr-only"></span></span>"#
            ),
            _ => String::new(),
        };
        rows.push_str(&el(
            "div",
            &[
                ("class", Some(&row.class())),
                ("role", Some("group")),
                ("aria-label", Some(&row.label)),
            ],
            &format!(
                r#"<span class="{ROW_NUMBER}" aria-hidden="true">{}</span><div class="{HOLES}">{holes}</div><div class="results">{results}</div>"#,
                index + 1
            ),
        ));
        if let Some(palette) = view.palette.as_ref().filter(|p| p.row == index) {
            let symbols = level.symbols();
            let buttons: String = swatches(t, level)
                .iter()
                .map(|s| {
                    format!(
                        r#"<button class="swatch" type="button" data-colour="{}">{}<span class="swatch-name">{}</span><kbd aria-hidden="true">{}</kbd></button>"#,
                        s.colour.index(),
                        peg_html(s.colour, symbols),
                        esc(s.name),
                        esc(s.hint)
                    )
                })
                .collect();
            rows.push_str(&el(
                "div",
                &[
                    ("class", Some("palette")),
                    ("role", Some("group")),
                    ("aria-label", Some(&palette.label)),
                ],
                &buttons,
            ));
        }
    }
    el(
        "section",
        &[("class", Some(&view.class))],
        &format!(r#"<div class="board-top">{key_row}{flag}</div><div class="{ROWS}">{rows}</div>"#),
    )
}

// The pages of words' elements (`pages.rs`, `rules_page.rs`, `word_pages.rs`), as their components
// write them.

/// A page's frame: `<div class="{class}">`.
pub(super) fn page(class: &str, inner: &str) -> String {
    el("div", &[("class", Some(class))], inner)
}

pub(super) fn link(href: &str, attrs: &[(&str, Option<&str>)], words: &str) -> String {
    let mut all = vec![("href", Some(href))];
    all.extend_from_slice(attrs);
    el("a", &all, &esc(words))
}

pub(super) fn paragraphs(texts: &[&str]) -> String {
    texts.iter().map(|p| text("p", None, p)).collect()
}

/// A table's frame that scrolls on a phone (`ScrollRegion`).
pub(super) fn scroll_region(label: &str, table: &str) -> String {
    el(
        "div",
        &[
            ("class", Some("table-scroll")),
            ("role", Some("region")),
            ("tabindex", Some("0")),
            ("aria-label", Some(label)),
        ],
        table,
    )
}

pub(super) fn head_row(columns: &[&str]) -> String {
    let cells: String = columns
        .iter()
        .map(|c| el("th", &[("scope", Some("col"))], &esc(c)))
        .collect();
    format!("<thead><tr>{cells}</tr></thead>")
}

pub(super) fn section(class: Option<&str>, labelled_by: &str, inner: &str) -> String {
    el(
        "section",
        &[("class", class), ("aria-labelledby", Some(labelled_by))],
        inner,
    )
}

pub(super) fn heading(tag: &str, id: &str, words: &str) -> String {
    el(tag, &[("id", Some(id))], &esc(words))
}
