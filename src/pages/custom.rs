use leptos::prelude::*;
use leptos_router::components::A;

use crate::components::custom_form::CustomForm;
use crate::dom::set_title;
use crate::i18n::use_text;
use crate::routes::INTRO_URL;
use crate::routes::site;
use crate::rules::level::CustomError;

/// The custom game's page (`/custom`): what a custom game is and the form to choose one; also
/// shown, with a notice, for a game URL whose settings are not a game.
#[component]
pub fn CustomPage(#[prop(optional)] invalid: Option<CustomError>) -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.custom_link, t.shell.app_name));
    view! {
        <div class="page custom-page">
            <h1>{t.custom_link}</h1>
            {invalid.map(|e| view! { <p class="notice" role="alert">{t.custom_url_invalid(&e)}</p> })}
            <p class="lead">{t.custom_lead}</p>
            <CustomForm />
            <p class="back">
                <A href=site(INTRO_URL)>{t.choose_level}</A>
            </p>
        </div>
    }
}
