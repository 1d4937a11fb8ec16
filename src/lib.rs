//! Mastermind for the browser: a pure rules core ([`rules`]) under a Leptos interface
//! ([`components`], [`pages`]), with the few browser calls behind [`dom`].

#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

pub mod browser;
pub mod components;
pub mod crash;
pub mod dom;
pub mod guide;
pub mod i18n;
pub mod pages;
pub mod play;
pub mod routes;
pub mod rules;
pub mod service_worker;
pub mod session;
pub mod solver_client;
pub mod storage;

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

use crate::components::site_header::SiteHeader;
use crate::components::storage_notes::StorageNotes;
use crate::components::update_notice::UpdateNotice;
use crate::i18n::Lang;
use crate::pages::codebreaker::CodebreakerPage;
use crate::pages::custom::CustomPage;
use crate::pages::daily::{DailyGamePage, DailyPage};
use crate::pages::data::DataPage;
use crate::pages::match_page::MatchPage;
use crate::pages::{
    game::GamePage, guide::RulesPage, home::Home, intro::Intro, not_found::NotFound,
    scores::ScoresPage, stats::StatsPage,
};
use crate::session::game::GameSessions;
use crate::session::preferences::Preferences;
use crate::storage::{ScoreBook, StatsBook};

/// The language to start in: the stored choice, else the browser's language.
fn first_language() -> Lang {
    storage::load_language()
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or_else(|| Lang::from_browser(&storage::browser_language()))
}

/// The application: the site header, storage notices and the routes. A change of language
/// renders everything again in the new one; games and scores live outside the pages.
#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(first_language());
    provide_context(lang);
    provide_context(ScoreBook::load());
    provide_context(StatsBook::load());
    provide_context(Preferences::load());
    provide_context(GameSessions::new());
    // The sessions against the computer live above the routes, so a language switch keeps them.
    session::provide_sessions();
    provide_context(service_worker::Updates::start());
    // The page's own content comes in a task after the header's, so that the first render is
    // cut in two (a long task blocks the player's first key press; see dom::next_task).
    let content = RwSignal::new(false);
    dom::next_task(move || {
        content.try_set(true);
    });
    view! {
        <Router>
            {move || {
                dom::set_lang(lang.get().code());
                view! {
                    <SiteHeader />
                    <main>
                        <UpdateNotice />
                        <StorageNotes />
                        {move || content.get().then(|| view! {
                            <Routes fallback=NotFound>
                                <Route path=path!("/") view=Home />
                                <Route path=path!("/play") view=Intro />
                                <Route path=path!("/play/:level") view=GamePage />
                                <Route path=path!("/daily") view=DailyPage />
                                <Route path=path!("/daily/:level") view=DailyGamePage />
                                <Route path=path!("/custom") view=|| view! { <CustomPage /> } />
                                <Route path=path!("/scores/:level") view=ScoresPage />
                                <Route path=path!("/stats/:level") view=StatsPage />
                                <Route path=path!("/rules") view=RulesPage />
                                <Route path=path!("/computer") view=CodebreakerPage />
                                <Route path=path!("/match") view=MatchPage />
                                <Route path=path!("/data") view=DataPage />
                            </Routes>
                        })}
                    </main>
                }
            }}
        </Router>
    }
}

/// The home page's own program (`src/bin/home.rs`): the site header, the update notice and the
/// home page, with no router, storage of games or solver, so that a first visit is interactive
/// after a fraction of the whole game's download. Its links load the whole game
/// (`index.html` picks the program by the path).
#[component]
pub fn HomeApp() -> impl IntoView {
    let lang = RwSignal::new(first_language());
    provide_context(lang);
    provide_context(service_worker::Updates::start());
    move || {
        dom::set_lang(lang.get().code());
        view! {
            <SiteHeader />
            <main>
                <UpdateNotice />
                <Home />
            </main>
        }
    }
}
