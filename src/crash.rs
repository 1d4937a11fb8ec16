//! What a bug leaves behind (SPEC §11): a panic ends the program (`panic = "abort"`), so the hook
//! installed here first writes an `alert` into the page with plain DOM calls — `Something went
//! wrong`, a `Reload` button and a `Your data` link — and logs the message, so that the player
//! never faces a dead page. The reload is an ordinary form (the program is gone and can run no
//! handler), which keeps the page's query.

use wasm_bindgen::JsCast;

use crate::i18n::Lang;
use crate::routes::DATA_URL;

/// The id of the alert, so that a second panic does not add a second one.
const ALERT_ID: &str = "crash";

/// Installs the hook; call first thing in each program's `main`.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        PANICKED.store(true, std::sync::atomic::Ordering::Relaxed);
        let message = info.to_string();
        web_sys::console::error_1(&message.into());
        show();
    }));
}

/// Set by this program's hook: each program (its own WebAssembly instance) has its own.
static PANICKED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether this program has panicked: it has ended, and what it built out of sight is not to be
/// shown (another program's alert, the quick board's, says nothing of this one).
pub fn panicked() -> bool {
    PANICKED.load(std::sync::atomic::Ordering::Relaxed)
}

/// Writes the alert into the page, in the document's language, unless it is there already.
pub fn show() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.get_element_by_id(ALERT_ID).is_some() {
        return;
    }
    let code = document
        .document_element()
        .map(|e| e.get_attribute("lang").unwrap_or_default())
        .unwrap_or_default();
    let words = Lang::from_code(&code).unwrap_or(Lang::En).shell();
    let _ = build(&document, words);
}

fn build(document: &web_sys::Document, words: &crate::i18n::Shell) -> Option<()> {
    let element = |tag: &str, text: &str| {
        let e = document.create_element(tag).ok()?;
        e.set_text_content(Some(text));
        Some(e)
    };
    let alert = document.create_element("div").ok()?;
    alert.set_id(ALERT_ID);
    alert.set_attribute("role", "alert").ok()?;
    alert.set_class_name("banner alert crash");
    let heading = element("p", words.went_wrong)?;
    heading.set_class_name("crash-title");
    alert.append_child(&heading).ok()?;
    let more = element("p", words.went_wrong_more)?;
    alert.append_child(&more).ok()?;
    // A GET form to this very page: its query travels in hidden fields.
    let location = document.location()?;
    let form = document.create_element("form").ok()?;
    form.set_attribute("method", "get").ok()?;
    form.set_attribute("action", &location.pathname().ok()?)
        .ok()?;
    let query = web_sys::UrlSearchParams::new_with_str(&location.search().ok()?).ok()?;
    for pair in js_sys::try_iter(&query).ok()??.flatten() {
        let pair: js_sys::Array = pair.dyn_into().ok()?;
        let input = document.create_element("input").ok()?;
        input.set_attribute("type", "hidden").ok()?;
        input
            .set_attribute("name", &pair.get(0).as_string()?)
            .ok()?;
        input
            .set_attribute("value", &pair.get(1).as_string()?)
            .ok()?;
        form.append_child(&input).ok()?;
    }
    let reload = element("button", words.reload)?;
    reload.set_attribute("type", "submit").ok()?;
    form.append_child(&reload).ok()?;
    let data = element("a", words.your_data)?;
    data.set_attribute("href", &crate::routes::site(DATA_URL))
        .ok()?;
    form.append_child(&document.create_text_node(" ")).ok()?;
    form.append_child(&data).ok()?;
    alert.append_child(&form).ok()?;
    // At the top of the page's main content (or the body), where it is seen first.
    let parent = document
        .query_selector("main")
        .ok()
        .flatten()
        .or_else(|| document.body().map(Into::into))?;
    parent
        .insert_before(&alert, parent.first_child().as_ref())
        .ok()?;
    Some(())
}
