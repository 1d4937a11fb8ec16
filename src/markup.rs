//! Markup as text: escaping, elements with their attributes, and the few page elements the pages
//! drawn as markup share (a link, a table's head row, a table's scroll region). The board's
//! markup (`board_markup.rs`), home's, a reply's and the Variants page's, which the programs
//! insert and the first paint's generator writes, are built from these. No web types: tested
//! natively.

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
    let mut out = void(tag, attrs);
    out.push_str(inner);
    out.push_str("</");
    out.push_str(tag);
    out.push('>');
    out
}

/// A void element (`input`), or an element's start tag, with its attributes as [`el`] writes
/// them.
pub fn void(tag: &str, attrs: &[(&str, Option<&str>)]) -> String {
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
    out
}

/// An element with only a class (`None`: no class) and its text.
pub fn text(tag: &str, class: Option<&str>, words: &str) -> String {
    el(tag, &[("class", class)], &esc(words))
}

/// A page's frame: `<div class="{class}">`.
pub fn page(class: &str, inner: &str) -> String {
    el("div", &[("class", Some(class))], inner)
}

/// A page before its program draws it, as the first paint shows it: its `heading` with
/// `loading` under it, or with no heading known (a page the first paint has no words for),
/// `loading` as the heading. Both are markup (index.html's script gives them escaped).
pub fn waiting(heading: Option<&str>, loading: &str) -> String {
    let loading_class = [("class", Some("loading"))];
    let inner = match heading {
        Some(heading) => format!(
            "{}{}",
            el("h1", &[], heading),
            el("p", &loading_class, loading)
        ),
        None => el("h1", &loading_class, loading),
    };
    page("page", &inner)
}

/// A link to `href` (a site path) with its `words` and any more attributes.
pub fn link(href: &str, attrs: &[(&str, Option<&str>)], words: &str) -> String {
    let mut all = vec![("href", Some(href))];
    all.extend_from_slice(attrs);
    el("a", &all, &esc(words))
}

/// A table's head: one row of column headers.
pub fn head_row(columns: &[&str]) -> String {
    let cells: String = columns
        .iter()
        .map(|c| el("th", &[("scope", Some("col"))], &esc(c)))
        .collect();
    format!("<thead><tr>{cells}</tr></thead>")
}

/// A table's frame that scrolls on a phone: when the table is wider than the page, it scrolls
/// sideways inside this `region`, named like the table and reachable with the keyboard (SPEC
/// 13), so nothing is clipped and the page itself never scrolls sideways.
pub fn scroll_region(label: &str, table: &str) -> String {
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

/// A section named by its heading (`aria-labelledby`), with a class if any.
pub fn section(class: Option<&str>, labelled_by: &str, inner: &str) -> String {
    el(
        "section",
        &[("class", class), ("aria-labelledby", Some(labelled_by))],
        inner,
    )
}

/// A heading (`h1`…`h6`) with its id, which a section or a table is named by.
pub fn heading(tag: &str, id: &str, words: &str) -> String {
    el(tag, &[("id", Some(id))], &esc(words))
}
