use leptos::html::Input;
use leptos::prelude::*;

use crate::i18n::use_text;
use crate::session::MatchSession;

/// `Load match`: a button that opens a file picker for a saved match (a file dropped on the
/// set-up region works too, see `MatchSetup`), with a hint saying so.
#[component]
pub fn MatchLoader(session: MatchSession) -> impl IntoView {
    let t = use_text();
    let picker = NodeRef::<Input>::new();
    view! {
        <button
            type="button"
            class="start"
            on:click=move |_| {
                if let Some(input) = picker.get() {
                    input.click();
                }
            }
        >
            {t.load_match}
        </button>
        <input
            node_ref=picker
            type="file"
            accept=".json,application/json"
            hidden
            on:change=move |ev| {
                let input: web_sys::HtmlInputElement = event_target(&ev);
                if let Some(file) = input.files().and_then(|f| f.get(0)) {
                    session.load_file(file);
                }
                input.set_value("");
            }
        />
        <span class="help">{t.drop_hint}</span>
    }
}
