use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::i18n::use_text;
use crate::rules::time::Timestamp;
use crate::session::data::YourData;

/// A stored UTC time as the reader's local date.
fn local_date(at: &Timestamp, locale: &str) -> String {
    let date = js_sys::Date::new(&JsValue::from_str(at.as_str()));
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"long".into());
    date.to_locale_date_string(locale, &options).into()
}

/// `Last export: never` (or its local date) and the `Export` button, which downloads the
/// backup file.
#[component]
pub fn DataExport(data: YourData) -> impl IntoView {
    let t = use_text();
    let d = t.data;
    let last = move || match data.last_export.get() {
        None => d.last_export_never.to_owned(),
        Some(at) => d.last_export(&local_date(&at, t.locale)),
    };
    view! {
        <p class="last-export">{last}</p>
        <p>
            <button type="button" on:click=move |_| data.export()>{d.export}</button>
            " "
            <span class="help">{d.export_help}</span>
        </p>
    }
}
