use leptos::prelude::*;

use crate::components::file_picker::FilePicker;
use crate::i18n::use_text;
use crate::session::MatchSession;

/// `Load match`: a button that opens a file picker for a saved match (a file dropped on the
/// set-up region works too, see `MatchSetup`), with a hint saying so.
#[component]
pub fn MatchLoader(session: MatchSession) -> impl IntoView {
    let t = use_text();
    view! {
        <FilePicker
            label=t.load_match
            class="start"
            on_file=move |file| session.load_file(file)
        />
        <span class="help">{t.drop_hint}</span>
    }
}
