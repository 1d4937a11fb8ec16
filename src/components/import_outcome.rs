use leptos::prelude::*;

use crate::i18n::use_text;
use crate::session::data::YourData;

/// What the last import did: `Imported: …` (or that everything was deleted), or an `alert`
/// `Cannot import this file: <reason>`; while a backup is being read, a word saying so.
#[component]
pub fn ImportOutcome(data: YourData) -> impl IntoView {
    let t = use_text();
    let d = t.data;
    let refused = move || {
        data.refused
            .get()
            .map(|why| view! { <p role="alert" class="banner alert">{d.cannot_import(&why)}</p> })
    };
    let notice = move || {
        if data.busy.get() {
            return Some(d.reading.to_owned());
        }
        data.notice.get()
    };
    view! {
        {refused}
        <p class="import-notice" aria-live="polite">{notice}</p>
    }
}
