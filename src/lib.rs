//! Mastermind for the browser: a pure rules core ([`rules`]) under a Leptos interface
//! ([`components`], [`pages`]), with the few browser calls behind [`dom`].

pub mod components;
pub mod dom;
pub mod guide;
pub mod i18n;
pub mod pages;
pub mod play;
pub mod rules;
pub mod storage;

use leptos::prelude::*;
use leptos_router::components::{A, Route, Router, Routes};
use leptos_router::path;

use crate::components::storage_notes::StorageNotes;
use crate::i18n::{Lang, use_text};
use crate::pages::{
    game::GamePage, guide::RulesPage, home::Home, intro::Intro, not_found::NotFound,
    scores::ScoresPage,
};
use crate::storage::ScoreBook;

/// The application: the site header and the routes.
#[component]
pub fn App() -> impl IntoView {
    provide_context(RwSignal::new(Lang::En));
    provide_context(ScoreBook::load());
    let t = use_text();
    dom::set_lang(t.code);
    view! {
        <Router>
            <header class="site-header">
                <A href="/" attr:class="brand">
                    {t.app_name}
                </A>
            </header>
            <main>
                <StorageNotes />
                <Routes fallback=NotFound>
                    <Route path=path!("/") view=Home />
                    <Route path=path!("/play") view=Intro />
                    <Route path=path!("/play/:level") view=GamePage />
                    <Route path=path!("/scores/:level") view=ScoresPage />
                    <Route path=path!("/rules") view=RulesPage />
                </Routes>
            </main>
        </Router>
    }
}
