//! What the loader (Trunk.toml's `pattern_script`) hands the whole game: the words it fetched
//! beside the program in the player's language, and its fetch of another language's words (the
//! loader alone knows the files' addresses: the site's base, the build's version).

use js_sys::{Array, Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The global the loader leaves the first words in: `[code, text]`.
const FIRST_WORDS: &str = "mastermindFirstWords";
/// The loader's fetch of a language's words: `code` → a promise of its text (`''` when it
/// cannot be had).
const FETCH_WORDS: &str = "mastermindWords";

/// The language's code and the text of its words that the loader fetched for the start, taken
/// (a second call has none); `None` without them (English, no loader, a failed fetch).
pub fn first_words() -> Option<(String, String)> {
    let global = js_sys::global();
    let value = Reflect::get(&global, &FIRST_WORDS.into()).ok()?;
    let _ = Reflect::delete_property(&global, &FIRST_WORDS.into());
    let pair: Array = value.dyn_into().ok()?;
    let text = pair.get(1).as_string().filter(|text| !text.is_empty())?;
    Some((pair.get(0).as_string()?, text))
}

/// The text of `code`'s words as the loader fetches them; `None` when they cannot be had (no
/// loader, offline with nothing cached, the host's error).
pub async fn fetch_words(code: &str) -> Option<String> {
    let fetch: Function = Reflect::get(&js_sys::global(), &FETCH_WORDS.into())
        .ok()?
        .dyn_into()
        .ok()?;
    let promise: Promise = fetch
        .call1(&JsValue::NULL, &JsValue::from_str(code))
        .ok()?
        .dyn_into()
        .ok()?;
    let text = JsFuture::from(promise).await.ok()?.as_string()?;
    (!text.is_empty()).then_some(text)
}
