//! The language the whole game is read in: the first (the stored choice, else the browser's),
//! its words taken from the loader, which fetched them beside the program; and a language chosen
//! later, shown once its words have arrived. English's words are the program's own; the others'
//! are texts (`public/paint/words.<code>.txt`, [`crate::i18n::arrive`]).

use std::cell::Cell;

use leptos::prelude::*;

use crate::i18n::{Catalogue, Lang, arrive, catalogue};
use crate::{loader, storage};

thread_local! {
    /// The language chosen last: the one a page shows once its words arrive, not one chosen
    /// before it whose words came later.
    static CHOSEN: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language to start in: the stored choice, else the browser's language.
fn first_language() -> Lang {
    Lang::chosen(
        storage::load_language().as_deref(),
        &storage::browser_language(),
    )
}

/// The language in force, for the app's context: the first language if its words are here
/// (the linked one's, or the loader's text), else the linked language until they arrive.
pub fn start() -> RwSignal<Lang> {
    if let Some((code, text)) = loader::first_words()
        && let Some(lang) = Lang::from_code(&code)
    {
        arrive(lang, text);
    }
    let first = first_language();
    let lang = RwSignal::new(if catalogue(first).is_some() {
        first
    } else {
        Catalogue::LINKED
    });
    choose(lang, first, |_| {});
    lang
}

/// Shows the page in `chosen` once its words are here: at once if they are, else when the
/// loader has fetched them, unless another language was chosen since. `done` then learns
/// whether the page shows `chosen` (`false`: its words cannot be had, and the page stays in its
/// language).
pub fn choose(lang: RwSignal<Lang>, chosen: Lang, done: impl FnOnce(bool) + 'static) {
    CHOSEN.set(Some(chosen));
    if catalogue(chosen).is_some() {
        if lang.get_untracked() != chosen {
            lang.set(chosen);
        }
        done(true);
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let text = loader::fetch_words(chosen.code()).await;
        if CHOSEN.get() != Some(chosen) {
            return;
        }
        let shown = text.is_some_and(|text| arrive(chosen, text));
        if shown && lang.get_untracked() != chosen {
            lang.try_set(chosen);
        }
        done(shown);
    });
}
