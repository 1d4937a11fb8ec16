//! The few direct DOM calls the interface needs (focus, title), kept in one adapter.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::rules::refused::CopyRefused;

/// Moves keyboard focus to the element with `id` once the current render has reached the page.
pub fn focus_later(id: String) {
    request_animation_frame(move || focus_now(&id));
}

/// After the next render, scrolls the element with `id` into view as little as it takes: all of
/// it in view where it fits (the game's result at the board, SPEC §17).
pub fn reveal_later(id: &'static str) {
    request_animation_frame(move || {
        if let Some(el) = document().get_element_by_id(id) {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            el.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
}

/// After the next render, moves keyboard focus to the element with `id` if focus has fallen back
/// to the page's body (a dialog that had it is gone), and leaves it where it is otherwise.
pub fn focus_later_if_lost(id: String) {
    request_animation_frame(move || {
        let lost = document()
            .active_element()
            .is_none_or(|el| el.tag_name().eq_ignore_ascii_case("body"));
        if lost {
            focus_now(&id);
        }
    });
}

/// Moves keyboard focus to the element with `id`, if it exists.
pub fn focus_now(id: &str) {
    if let Some(el) = document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

/// Sets the document's title.
pub fn set_title(title: &str) {
    document().set_title(title);
}

/// Sets the document's language (`<html lang>`).
pub fn set_lang(code: &str) {
    if let Some(html) = document().document_element() {
        let _ = html.set_attribute("lang", code);
    }
}

/// Waits `ms` milliseconds without blocking the page (a `setTimeout` as a future), so that long
/// work can be cut into steps and the browser can paint between them.
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// A seed for a new game or puzzle: drawn at random, or the clock where the browser gives no
/// randomness.
pub fn fresh_seed() -> u64 {
    crate::rules::key::random_seed().unwrap_or_else(|_| js_sys::Date::now() as u64)
}

/// Runs `then` in a task of its own, after the current one: the page can paint, and no single
/// task on its thread grows long (Lighthouse counts every 50 ms past the first of a task).
pub fn next_task(then: impl FnOnce() + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        sleep(0).await;
        then();
    });
}

/// Offers `text` to the player as a file download named `name`.
pub fn download(name: &str, text: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Ok(a) = document().create_element("a") {
        let _ = a.set_attribute("href", &url);
        let _ = a.set_attribute("download", name);
        if let Ok(a) = a.dyn_into::<web_sys::HtmlElement>() {
            a.click();
        }
    }
    // Revoked a little later: some browsers read the URL only after the click returns.
    set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(5),
    );
}

/// Why a picked or dropped file's text was not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileRead {
    /// Larger than any file the game writes: refused before it is read.
    TooLarge,
    /// The browser could not read it as text.
    Unreadable,
}

/// The text of a file the player picked or dropped, if it is at most `max` bytes. A larger one
/// is refused before it is read, so that a huge file never fills the program's memory (which
/// would end the program).
pub async fn file_text(file: web_sys::File, max: usize) -> Result<String, FileRead> {
    if file.size() > max as f64 {
        return Err(FileRead::TooLarge);
    }
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .map_err(|_| FileRead::Unreadable)?;
    text.as_string().ok_or(FileRead::Unreadable)
}

/// The `navigator` property `name`, if the browser has it.
fn navigator_property(name: &str) -> Option<wasm_bindgen::JsValue> {
    let value = js_sys::Reflect::get(&window().navigator(), &name.into()).ok()?;
    (!value.is_undefined() && !value.is_null()).then_some(value)
}

/// Calls `target.method(text)` and awaits the promise it returns.
async fn call_with_text(
    target: &wasm_bindgen::JsValue,
    method: &str,
    arg: wasm_bindgen::JsValue,
) -> bool {
    let Some(function) = js_sys::Reflect::get(target, &method.into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    else {
        return false;
    };
    let Ok(promise) = function.call1(target, &arg) else {
        return false;
    };
    let Ok(promise) = promise.dyn_into::<js_sys::Promise>() else {
        return false;
    };
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

/// Puts `text` on the clipboard (`navigator.clipboard.writeText`).
pub async fn copy_text(text: &str) -> Result<(), CopyRefused> {
    let clipboard = navigator_property("clipboard").ok_or(CopyRefused::NoClipboard)?;
    if call_with_text(&clipboard, "writeText", text.into()).await {
        Ok(())
    } else {
        Err(CopyRefused::Denied)
    }
}

/// Whether the browser has a system share sheet (the Web Share API).
pub fn share_sheet_available() -> bool {
    navigator_property("share").is_some()
}

/// Opens the system share sheet with `text` (`navigator.share`); a cancelled sheet is no error.
pub async fn share_sheet(text: &str) {
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"text".into(), &text.into());
    let navigator: wasm_bindgen::JsValue = window().navigator().into();
    call_with_text(&navigator, "share", data.into()).await;
}

/// Whether `index.html`'s first paint is still on the page (the quick board may play in it).
pub fn first_paint_shown() -> bool {
    document()
        .get_element_by_id(crate::events::FIRST_PAINT)
        .is_some()
}

/// Removes the static first paint of `index.html` (header, title, pitch) just before the app
/// mounts in the same task, so the page never shows both nor nothing.
pub fn remove_first_paint() {
    if let Some(frame) = document().get_element_by_id(crate::events::FIRST_PAINT) {
        frame.remove();
    }
}

/// Whether the page is visible (a page without a document counts as visible).
pub fn visible() -> bool {
    !web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.hidden())
}
