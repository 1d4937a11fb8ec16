//! The few direct DOM calls the interface needs (focus, title), kept in one adapter.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The element id of a board hole (rows and holes from 0).
pub fn hole_id(row: usize, hole: usize) -> String {
    format!("hole-{row}-{hole}")
}

/// Moves keyboard focus to the element with `id` once the current render has reached the page.
pub fn focus_later(id: String) {
    request_animation_frame(move || focus_now(&id));
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
