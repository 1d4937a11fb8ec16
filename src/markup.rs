//! Markup as text: escaping and elements with their attributes. The board's markup
//! (`board_markup.rs`), which the quick board inserts and the first paint's generator writes, and
//! the generator's pages are built from these. No web types: tested natively.

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

/// An element with its attributes (escaped; `None` leaves one out, `Some("")` writes its name
/// alone) and its inner markup.
pub fn el(tag: &str, attrs: &[(&str, Option<&str>)], inner: &str) -> String {
    let mut out = format!("<{tag}");
    for (name, value) in attrs {
        match value {
            Some("") => {
                out.push(' ');
                out.push_str(name);
            }
            Some(v) => {
                out.push(' ');
                out.push_str(name);
                out.push_str("=\"");
                out.push_str(&esc(v));
                out.push('"');
            }
            None => {}
        }
    }
    out.push('>');
    out.push_str(inner);
    out.push_str("</");
    out.push_str(tag);
    out.push('>');
    out
}

/// An element with only a class (`None`: no class) and its text.
pub fn text(tag: &str, class: Option<&str>, words: &str) -> String {
    el(tag, &[("class", class)], &esc(words))
}
