//! The pages of the site, one per route.

pub mod challenge;
pub mod codebreaker;
pub mod custom;
pub mod daily;
pub mod data;
pub mod game;
pub mod guide;
pub mod home;
pub mod intro;
pub mod learn;
pub mod match_page;
pub mod not_found;
pub mod puzzle;
pub mod puzzle_print;
pub mod puzzles;
pub mod scores;
pub mod stats;
pub mod variants;

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use crate::rules::Level;

/// The level named by the route's `:level` segment, or `None` when there is no such level.
fn use_level_param() -> Memo<Option<Level>> {
    let params = use_params_map();
    Memo::new(move |_| params.with(|p| p.get("level").and_then(|l| Level::parse(&l).ok())))
}
