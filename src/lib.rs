//! Mastermind for the browser: a pure rules core ([`rules`]) under a Leptos interface
//! ([`components`], [`pages`]), with the few browser calls behind [`dom`]. Every program
//! (`src/main.rs`, `src/bin/*.rs`) is one call into this library, so the lints below, which
//! forbid what could panic (a panic aborts the whole program in release), cover all their code;
//! tests may unwrap.

#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

pub mod board_drawing;
pub mod board_markup;
pub mod board_view;
pub mod browser;
pub mod components;
pub mod crash;
pub mod dom;
pub mod drawn;
pub mod events;
pub mod game_markup;
pub mod guide;
pub mod handover;
pub mod header_markup;
pub mod home_markup;
pub mod home_page;
pub mod home_view;
pub mod i18n;
pub mod intro_markup;
pub mod intro_view;
pub mod languages;
pub mod learn_markup;
pub mod loader;
pub mod look;
pub mod markup;
pub mod pages;
pub mod places;
pub mod play;
pub mod puzzles_markup;
pub mod quick;
pub mod reply_markup;
pub mod reply_view;
pub mod routes;
pub mod rules_markup;
pub use mastermind_core as rules;
pub mod service_worker;
pub mod session;
pub mod solver_client;
#[cfg(target_arch = "wasm32")]
pub mod solver_worker;
pub mod sound;
pub mod storage;
pub mod tab_hold;
pub mod variants_markup;

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

use crate::components::site_header::SiteHeader;
use crate::components::storage_notes::StorageNotes;
use crate::components::update_notice::UpdateNotice;
use crate::i18n::Lang;
use crate::pages::challenge::ChallengePage;
use crate::pages::codebreaker::CodebreakerPage;
use crate::pages::custom::CustomPage;
use crate::pages::daily::{DailyGamePage, DailyPage, PastDailyPage};
use crate::pages::data::DataPage;
use crate::pages::friends::FriendsPage;
use crate::pages::learn::LearnPage;
use crate::pages::match_page::MatchPage;
use crate::pages::not_found::NotFound;
use crate::pages::past_puzzles::PastPuzzlesPage;
use crate::pages::puzzle::PuzzlePage;
use crate::pages::puzzle_print::PuzzlePrintPage;
use crate::pages::puzzles::PuzzlesPage;
use crate::pages::reply::ReplyPage;
use crate::pages::{
    game::GamePage, guide::RulesPage, home::Home, intro::Intro, scores::ScoresPage,
    stats::StatsPage, variants::VariantsPage,
};
use crate::session::game_sessions::GameSessions;
use crate::session::preferences::Preferences;
use crate::storage::{ScoreBook, StatsBook};

/// Starts the whole game ([`App`]): the panic hook first, then, in a task after the one that
/// instantiated the WebAssembly (so neither grows long), the app in place of `index.html`'s
/// first paint. Where the quick board plays in the first paint, the app is built out of sight
/// and its game page takes over from the quick board ([`handover`], reached through the
/// [`session::game::TakeOver`] context); elsewhere it is built out of sight too and shows once
/// its page is drawn, so the first paint never gives way to a header alone.
pub fn start<V: IntoView + 'static>(app: fn() -> V) {
    crash::install();
    dom::next_task(move || {
        match handover::begin() {
            Some((host, take_over)) => {
                leptos::mount::mount_to(host, move || {
                    provide_context(take_over);
                    app()
                })
                .forget();
                wasm_bindgen_futures::spawn_local(async {
                    // A page with no board (the router went elsewhere) shows without a handover.
                    dom::sleep(3000).await;
                    handover::reveal_unless_taking_over();
                });
            }
            // Elsewhere, the page is built apart too and replaces the first paint once drawn.
            None => match handover::build_apart() {
                Some(host) => {
                    leptos::mount::mount_to(host, app).forget();
                    handover::reveal_when_drawn();
                }
                None => {
                    dom::remove_first_paint();
                    leptos::mount::mount_to_body(app);
                }
            },
        }
    });
}

/// The stores and sessions every page with a board reads: scores, statistics, preferences, the
/// board's sound and the game of each level.
fn provide_games() {
    provide_context(ScoreBook::load());
    provide_context(StatsBook::load());
    let preferences = Preferences::load();
    provide_context(preferences);
    provide_context(sound::Sound::new(preferences.sound.into()));
    provide_context(GameSessions::new());
}

/// The frame of a program with a router: the site header, the update and storage notices, and
/// the routes `routes` gives. A change of language renders everything again in the new one;
/// games and scores live outside the pages. The routes come in a task after the header's, so
/// that the first render is cut in two (a long task blocks the player's first key press; see
/// [`dom::next_task`]).
fn site(lang: RwSignal<Lang>, routes: fn() -> AnyView) -> impl IntoView {
    provide_context(service_worker::Updates::start());
    let content = RwSignal::new(false);
    dom::next_task(move || {
        content.try_set(true);
    });
    view! {
        // The router matches and navigates app paths; the base is the site's (SPEC §19).
        <Router base=routes::base()>
            {move || {
                dom::set_lang(lang.get().code());
                view! {
                    <SiteHeader />
                    <main>
                        <UpdateNotice />
                        <StorageNotes />
                        {move || content.get().then(routes)}
                    </main>
                }
            }}
        </Router>
    }
}

/// The whole game: every page under [`site`]'s header and notices, a path it has no route for
/// [`NotFound`]'s.
#[component]
pub fn App() -> impl IntoView {
    let lang = languages::start();
    provide_context(lang);
    provide_games();
    // A reply shown before this program arrived, the page perhaps left since: counted now.
    storage::count_reply_left();
    // The sessions against the computer live above the routes, so a language switch keeps them.
    session::provide_sessions();
    site(lang, || {
        view! {
            <Routes fallback=NotFound>
                <Route path=path!("/") view=Home />
                <Route path=path!("/play") view=Intro />
                <Route path=path!("/play/:level") view=GamePage />
                <Route path=path!("/variant") view=VariantsPage />
                <Route path=path!("/variant/:variant") view=GamePage />
                <Route path=path!("/daily") view=DailyPage />
                <Route path=path!("/daily/past") view=PastDailyPage />
                <Route path=path!("/daily/:level") view=DailyGamePage />
                <Route path=path!("/custom") view=|| view! { <CustomPage /> } />
                <Route path=path!("/scores/:level") view=ScoresPage />
                <Route path=path!("/stats/:level") view=StatsPage />
                <Route path=path!("/rules") view=RulesPage />
                <Route path=path!("/learn") view=LearnPage />
                <Route path=path!("/challenge") view=ChallengePage />
                <Route path=path!("/puzzle/:level") view=|| view! { <PuzzlePage /> } />
                <Route path=path!("/puzzle/:level/daily") view=|| view! { <PuzzlePage daily=true /> } />
                <Route path=path!("/puzzles") view=PuzzlesPage />
                <Route path=path!("/puzzles/past") view=PastPuzzlesPage />
                <Route path=path!("/puzzles/print") view=PuzzlePrintPage />
                <Route path=path!("/computer") view=CodebreakerPage />
                <Route path=path!("/match") view=|| view! { <MatchPage /> } />
                <Route path=path!("/two") view=|| view! { <MatchPage people=true /> } />
                <Route path=path!("/data") view=DataPage />
                <Route path=path!("/friends") view=FriendsPage />
                <Route path=path!("/reply") view=ReplyPage />
            </Routes>
        }
        .into_any()
    })
}
