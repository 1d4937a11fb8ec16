use leptos::ev::DragEvent;
use leptos::html::Input;
use leptos::prelude::*;

use crate::i18n::use_text;
use crate::session::data::YourData;

/// The `Import` button with its file picker, in a region that also takes a dropped file; what
/// it reads goes to the `Import data` dialog.
#[component]
pub fn DataImport(data: YourData) -> impl IntoView {
    let t = use_text();
    let d = t.data;
    let picker = NodeRef::<Input>::new();
    view! {
        <div
            class="drop-zone"
            on:dragover=move |ev: DragEvent| ev.prevent_default()
            on:drop=move |ev: DragEvent| {
                ev.prevent_default();
                if let Some(file) = ev.data_transfer().and_then(|d| d.files()).and_then(|f| f.get(0)) {
                    data.import_file(file);
                }
            }
        >
            <button
                type="button"
                id="import-data"
                on:click=move |_| {
                    if let Some(input) = picker.get() {
                        input.click();
                    }
                }
            >
                {d.import}
            </button>
            <input
                node_ref=picker
                type="file"
                accept=".json,application/json"
                hidden
                on:change=move |ev| {
                    let input: web_sys::HtmlInputElement = event_target(&ev);
                    if let Some(file) = input.files().and_then(|f| f.get(0)) {
                        data.import_file(file);
                    }
                    input.set_value("");
                }
            />
            " "
            <span class="help">{d.import_help}</span>
        </div>
    }
}
