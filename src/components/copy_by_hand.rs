use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Text the browser would not copy, in a read-only box named `label` that selects all of it when
/// focused (and takes focus), so the player can copy it by hand.
#[component]
pub fn CopyByHand(label: &'static str, text: String, rows: u32) -> impl IntoView {
    view! {
        <label class="share-text">
            {label}
            <textarea
                readonly
                rows=rows
                prop:value=text
                on:focus=move |ev| {
                    if let Some(area) = ev
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
                    {
                        area.select();
                    }
                }
                autofocus
            ></textarea>
        </label>
    }
}
