use leptos::prelude::*;

use crate::i18n::use_shell;
use crate::service_worker::Updates;

/// The notice of a new version of the game (SPEC 7.3): `A new version is ready` and `Reload`,
/// shown on every page once one is installed; the player chooses when to reload.
#[component]
pub fn UpdateNotice() -> impl IntoView {
    let t = use_shell();
    let updates = expect_context::<Updates>();
    move || {
        updates.ready.get().then(|| {
            view! {
                <div class="update-notice">
                    <p>{t.update_ready}</p>
                    <button type="button" on:click=move |_| updates.reload()>
                        {t.reload}
                    </button>
                </div>
            }
        })
    }
}
