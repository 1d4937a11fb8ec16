use leptos::prelude::*;

use crate::components::secret_row::SecretRow;
use crate::i18n::use_text;
use crate::rules::{Code, Level};
use crate::session::MatchSession;

/// A round in which the player makes the key: the secret holes, the palette and `Start`, usable
/// once every hole is filled.
#[component]
pub fn MakeKey(session: MatchSession) -> impl IntoView {
    let t = use_text();
    let level = session
        .current
        .with_untracked(|m| m.as_ref().map(|m| m.setup().level))
        .unwrap_or(Level::I);
    let secret = session.secret;
    let complete = move || secret.with(|s| Code::from_holes(level, s).is_some());
    view! {
        <p>{t.make_key_now}</p>
        <SecretRow level secret locked=Signal::stored(false) />
        <button
            type="button"
            class="start"
            disabled=move || !complete()
            on:click=move |_| session.start_key()
        >
            {t.start}
        </button>
    }
}
