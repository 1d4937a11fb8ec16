//! The pages of the site, one per route.

pub mod challenge;
pub mod codebreaker;
pub mod custom;
pub mod daily;
pub mod data;
pub mod friends;
pub mod game;
pub mod guide;
pub mod home;
pub mod intro;
pub mod learn;
pub mod match_page;
pub mod not_found;
pub mod past_puzzles;
pub mod puzzle;
pub mod puzzle_print;
pub mod puzzles;
pub mod reply;
pub mod scores;
pub mod stats;
pub mod variants;

use leptos::prelude::*;
use leptos_router::NavigateOptions;
use leptos_router::hooks::{use_location, use_params_map};

use crate::routes::{LinkedGame, linked_game};
use crate::rules::level::Level;
use crate::session::game::today;

/// Puts `url` in place of the page's own in the address bar and the history once this task is
/// over (the router is not to be navigated while it renders).
fn replace_soon(navigate: impl Fn(&str, NavigateOptions) + 'static, url: String) {
    crate::dom::next_task(move || {
        navigate(
            &url,
            NavigateOptions {
                replace: true,
                ..Default::default()
            },
        );
    });
}

/// The game the page's link opens ([`linked_game`], the one place that decides it).
fn use_linked_game() -> Memo<LinkedGame> {
    let location = use_location();
    Memo::new(move |_| {
        let path = crate::routes::app(&location.pathname.get());
        location
            .query
            .with(|q| linked_game(&path, |name| q.get(name), today()))
    })
}

/// The level named by the route's `:level` segment, or `None` when there is no such level.
fn use_level_param() -> Memo<Option<Level>> {
    let params = use_params_map();
    Memo::new(move |_| params.with(|p| p.get("level").and_then(|l| Level::parse(&l).ok())))
}
