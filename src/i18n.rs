//! The web crate's face of the catalogue: every word the page shows or speaks is the
//! `mastermind-words` crate's (re-exported here whole, so the pages say `crate::i18n::Text`), and
//! the hooks below read it in the language in force, which App provides as a `RwSignal<Lang>`
//! context (English outside the app).
//!
//! The program links English's words; another language's arrive as a text (`words/src/carry.rs`:
//! fetched by the loader beside the program, or when the player chooses it, `crate::languages`)
//! and are kept here for as long as the program runs.
//!
//! The catalogue is read once per render: when the language changes, the application renders its
//! pages again (the games live outside the pages), so texts need no reactive wrappers of their
//! own; that keeps the WebAssembly small.

use std::cell::RefCell;

use leptos::prelude::*;

pub use mastermind_words::*;

thread_local! {
    /// The languages whose words have arrived as a text ([`Catalogue::from_words`]), beside
    /// English's, which the program links in.
    static ARRIVED: RefCell<Vec<(Lang, Catalogue)>> = const { RefCell::new(Vec::new()) };
}

/// `lang`'s words if the program has them: English's always, another language's once its text
/// has arrived ([`arrive`]).
pub fn catalogue(lang: Lang) -> Option<Catalogue> {
    if lang == Catalogue::LINKED {
        return Some(Catalogue::english());
    }
    ARRIVED.with_borrow(|arrived| arrived.iter().find(|(l, _)| *l == lang).map(|(_, c)| *c))
}

/// Keeps `lang`'s words, read from its text (untrusted: fetched, perhaps of another build);
/// `false`, and nothing kept, when the text is not this build's words in that language.
pub fn arrive(lang: Lang, text: String) -> bool {
    if catalogue(lang).is_some() {
        return true;
    }
    match Catalogue::from_words(text, lang) {
        Ok(words) => {
            keep(lang, words);
            true
        }
        Err(_) => false,
    }
}

/// Keeps `words` as `lang`'s, which the program did not have.
fn keep(lang: Lang, words: Catalogue) {
    ARRIVED.with_borrow_mut(|arrived| arrived.push((lang, words)));
}

/// Every language's words as built into the crate, as if each had arrived: for the tests and
/// the generator, which link every language (the whole game links English's alone).
pub fn arrive_built_in() {
    for &lang in Lang::ALL {
        if catalogue(lang).is_none() {
            keep(lang, Catalogue::built_in(lang));
        }
    }
}

/// The language in force: the app's choice, or English outside the app.
fn lang() -> Lang {
    use_context::<RwSignal<Lang>>().map_or(Lang::En, |lang| lang.get_untracked())
}

/// The words in force: the language's, or English's until they arrive (the app sets a language
/// only once its words are here: [`crate::languages`]).
fn words() -> Catalogue {
    catalogue(lang()).unwrap_or_else(Catalogue::english)
}

/// The catalogue in force (read once per render).
pub fn use_text() -> &'static Text {
    words().text
}

/// The frame's and home page's words in the language chosen now (English outside the app).
pub fn use_shell() -> &'static Shell {
    lang().shell()
}

/// The Rules page's words in the language in force (read once per render, like `use_text`).
pub fn use_guide() -> &'static Guide {
    words().guide
}
