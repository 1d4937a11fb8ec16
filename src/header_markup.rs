//! The site's header and the update notice as markup: their one drawing. The whole game's
//! `SiteHeader` and `UpdateNotice` and home's own program insert it (and listen on it); the quick
//! board draws its language control from it; the first paint's generator writes the header into
//! index.html, whose script only chooses the stored language in it.
//!
//! No web types: tested natively (`tests/web/header_markup.rs`).

use crate::markup::{el, esc, link, text};
use crate::routes::{HOME_URL, site};
use mastermind_words::{Lang, Shell};

/// The class of the header.
pub const HEADER_CLASS: &str = "site-header";

/// The id of the language control.
pub const LANGUAGE_ID: &str = "language";

/// The class of the update notice.
pub const UPDATE_CLASS: &str = "update-notice";

/// Whether the language control can be used: by a program that can write its page again in
/// another language, not before one (the first paint, the quick board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    Live,
    Disabled,
}

/// The language control named `label`, `lang` chosen: every language, each by its own name, so
/// that it is as wide before a program as after.
pub fn language_select(label: &str, lang: Lang, control: Control) -> String {
    let options: String = Lang::ALL
        .iter()
        .map(|&l| {
            el(
                "option",
                &[
                    ("value", Some(l.code())),
                    ("lang", Some(l.code())),
                    ("selected", (l == lang).then_some("")),
                ],
                &esc(l.native_name()),
            )
        })
        .collect();
    el(
        "select",
        &[
            ("id", Some(LANGUAGE_ID)),
            ("class", Some("language")),
            ("aria-label", Some(label)),
            ("disabled", (control == Control::Disabled).then_some("")),
        ],
        &options,
    )
}

/// What the header holds: the game's name, a link home, then the language control.
pub fn header_inside(t: &Shell, lang: Lang, control: Control) -> String {
    format!(
        "{}{}",
        link(&site(HOME_URL), &[("class", Some("brand"))], t.app_name),
        language_select(t.language, lang, control)
    )
}

/// The header, with [`header_inside`] it.
pub fn header(t: &Shell, lang: Lang, control: Control) -> String {
    el(
        "header",
        &[("class", Some(HEADER_CLASS))],
        &header_inside(t, lang, control),
    )
}

/// What the notice of a new version holds (SPEC 7.3): that one is ready, and `Reload`.
pub fn update_inside(t: &Shell) -> String {
    format!(
        "{}{}",
        text("p", None, t.update_ready),
        el("button", &[("type", Some("button"))], &esc(t.reload))
    )
}

/// The notice of a new version, with [`update_inside`] it.
pub fn update_notice(t: &Shell) -> String {
    el("div", &[("class", Some(UPDATE_CLASS))], &update_inside(t))
}
