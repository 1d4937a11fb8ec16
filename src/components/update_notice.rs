use leptos::prelude::*;

use crate::header_markup::{UPDATE_CLASS, update_inside};
use crate::i18n::use_shell;
use crate::service_worker::Updates;

/// The notice of a new version of the game (SPEC 7.3): `A new version is ready` and `Reload`,
/// shown on every page once one is installed; the player chooses when to reload. Drawn by its
/// one markup (home's own program inserts it too).
#[component]
pub fn UpdateNotice() -> impl IntoView {
    let t = use_shell();
    let updates = expect_context::<Updates>();
    let reload = move |ev: leptos::ev::MouseEvent| {
        let on_button = crate::events::target_element(&ev)
            .and_then(|el| el.closest("button").ok().flatten())
            .is_some();
        if on_button {
            updates.reload();
        }
    };
    move || {
        updates.ready.get().then(|| {
            view! { <div class=UPDATE_CLASS inner_html=update_inside(t) on:click=reload></div> }
        })
    }
}
