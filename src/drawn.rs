//! Markup put into the page with `web-sys` alone, the few steps every drawing by markup takes:
//! an element parsed from its markup, words written only when they change, a game's notes
//! written after its summary. The quick board's (`src/quick/`, `src/board_drawing.rs`) and the
//! whole game's components' (the game, Learn to play, the worked examples) alike: no Leptos.

use web_sys::{Document, Element};

use crate::game_markup;
use crate::intro_view::Note;

/// The element `html` draws (its first), out of any page.
pub fn parse(doc: &Document, html: &str) -> Option<Element> {
    let holder = doc.create_element("div").ok()?;
    holder.set_inner_html(html);
    let first = holder.first_element_child()?;
    first.remove();
    Some(first)
}

/// Writes `words` into `el` only when they differ from its own: a live region written again may
/// be read again, and the first paint's words stay the same text.
pub fn write_text(el: &Element, words: &str) {
    if el.text_content().as_deref() != Some(words) {
        el.set_text_content(Some(words));
    }
}

/// Writes a game's `notes` after its `summary` (the game's markup, [`game_markup::notes`]), in
/// place of the paragraphs there; what follows them (another tab's alert) stays.
pub fn write_notes(summary: &Element, notes: &[Note]) {
    while let Some(note) = summary.next_element_sibling()
        && note.tag_name().eq_ignore_ascii_case("p")
    {
        note.remove();
    }
    let _ = summary.insert_adjacent_html("afterend", &game_markup::notes(notes));
}
