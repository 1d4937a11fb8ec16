use leptos::ev::DragEvent;
use leptos::prelude::*;

use crate::components::file_picker::{FilePicker, dropped_file};
use crate::i18n::use_text;
use crate::session::data::YourData;

/// The `Import` button with its file picker, in a region that also takes a dropped file; what
/// it reads goes to the `Import data` dialog.
#[component]
pub fn DataImport(data: YourData) -> impl IntoView {
    let t = use_text();
    let d = t.data;
    view! {
        <div
            class="drop-zone"
            on:dragover=move |ev: DragEvent| ev.prevent_default()
            on:drop=move |ev: DragEvent| {
                if let Some(file) = dropped_file(&ev) {
                    data.import_file(file);
                }
            }
        >
            <FilePicker
                label=d.import
                id="import-data"
                on_file=move |file| data.import_file(file)
            />
            " "
            <span class="help">{d.import_help}</span>
        </div>
    }
}
