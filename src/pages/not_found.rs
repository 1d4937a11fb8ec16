use leptos::prelude::*;
use leptos_router::components::A;

use crate::dom::set_title;
use crate::i18n::use_text;
use crate::routes::INTRO_URL;
use crate::routes::site;

/// Shown for an unknown address or level, with a way back to the levels.
#[component]
pub fn NotFound() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.not_found_title, t.shell.app_name));
    view! {
        <div class="page not-found">
            <h1>{t.not_found_title}</h1>
            <p>{t.not_found_text}</p>
            <p>
                <A href=site(INTRO_URL)>{t.intro_title}</A>
            </p>
        </div>
    }
}
