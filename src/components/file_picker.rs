use leptos::ev::DragEvent;
use leptos::html::Input;
use leptos::prelude::*;

/// A button, named `label`, that opens the browser's file picker for a JSON file (a backup, a
/// saved match) and hands the file chosen to `on_file`; the same file can be chosen again.
#[component]
pub fn FilePicker(
    label: &'static str,
    #[prop(into)] on_file: Callback<web_sys::File>,
    /// The button's `id` (for focus to return to it).
    #[prop(optional)]
    id: Option<&'static str>,
    /// The button's class.
    #[prop(optional)]
    class: Option<&'static str>,
) -> impl IntoView {
    let picker = NodeRef::<Input>::new();
    view! {
        <button
            type="button"
            id=id
            class=class
            on:click=move |_| {
                if let Some(input) = picker.get() {
                    input.click();
                }
            }
        >
            {label}
        </button>
        <input
            node_ref=picker
            type="file"
            accept=".json,application/json"
            hidden
            on:change=move |ev| {
                let input: web_sys::HtmlInputElement = event_target(&ev);
                if let Some(file) = input.files().and_then(|f| f.get(0)) {
                    on_file.run(file);
                }
                input.set_value("");
            }
        />
    }
}

/// The first file of a drop on a region that also takes one (beside a [`FilePicker`]), the
/// browser's own handling (opening the file in the tab) prevented.
pub fn dropped_file(ev: &DragEvent) -> Option<web_sys::File> {
    ev.prevent_default();
    ev.data_transfer()?.files()?.get(0)
}
