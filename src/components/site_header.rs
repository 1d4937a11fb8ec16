use leptos::prelude::*;

use crate::components::language_select::LanguageSelect;
use crate::i18n::use_shell;
use crate::routes::HOME_URL;
use crate::routes::site;

/// The header on every page: the game's name, linking home, and the language control. The link
/// is a plain anchor: the router takes it over in the whole game, and the home page's own
/// program has no router.
#[component]
pub fn SiteHeader() -> impl IntoView {
    let t = use_shell();
    view! {
        <header class="site-header">
            <a href=site(HOME_URL) class="brand">
                {t.app_name}
            </a>
            <LanguageSelect />
        </header>
    }
}
