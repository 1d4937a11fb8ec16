//! The web crate's face of the catalogue: every word the page shows or speaks is the
//! `mastermind-words` crate's (re-exported here whole, so the pages say `crate::i18n::Text`), and
//! the hooks below read it in the language in force, which App provides as a `RwSignal<Lang>`
//! context (English outside the app).
//!
//! The catalogue is read once per render: when the language changes, the application renders its
//! pages again (the games live outside the pages), so texts need no reactive wrappers of their
//! own; that keeps the WebAssembly small.

use leptos::prelude::*;

pub use mastermind_words::*;

/// The language in force: the app's choice, or English outside the app.
fn lang() -> Lang {
    use_context::<RwSignal<Lang>>().map_or(Lang::En, |lang| lang.get_untracked())
}

/// The catalogue in force (read once per render).
pub fn use_text() -> &'static Text {
    lang().text()
}

/// The frame's and home page's words in the language chosen now (English outside the app).
pub fn use_shell() -> &'static Shell {
    lang().shell()
}

/// The Rules page's words in the language in force (read once per render, like `use_text`).
pub fn use_guide() -> &'static Guide {
    lang().guide()
}
