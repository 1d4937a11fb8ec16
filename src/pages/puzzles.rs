//! The Puzzles page (SPEC §15): per level the puzzle of the day with today's state and
//! difficulty, and links to new practice puzzles; the puzzle streak and statistics, apart from
//! games; the way to the past puzzles of the day (SPEC §18); and the way to the print page, its
//! level and difficulty chosen first.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement};

use crate::dom::{fresh_seed, set_title};
use crate::i18n::use_text;
use crate::puzzles_markup::{
    PRINT_DEFAULT, PRINT_DIFFICULTY, PRINT_LEVEL, PRINT_LINK, PUZZLES_CLASS, When, print_href,
    puzzles,
};
use crate::rules::level::Level;
use crate::rules::puzzle::{Difficulty, PuzzleLog};
use crate::session::game::today;
use crate::storage::Store;

/// The Puzzles page, drawn by its one markup ([`puzzles`]), which the first paint's generator
/// writes too: each practice link with a seed drawn as the page renders (so the link can be
/// shared), the print link following the level and difficulty chosen.
#[component]
pub fn PuzzlesPage() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.shell.puzzles, t.shell.app_name));
    let log = Store::<PuzzleLog>::open(()).1.found().unwrap_or_default();
    let print_seed = fresh_seed();
    let markup = puzzles(
        t,
        When::Live {
            today: today(),
            log: &log,
            print_seed,
            seed: &mut fresh_seed,
        },
    );
    let root = NodeRef::<leptos::html::Div>::new();
    // A choice in the print form: its link opens the print page of that level and difficulty.
    let chosen = move |_| {
        let Some(root) = root.get() else { return };
        let value = |id: &str| {
            root.query_selector(&format!("#{id}"))
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<HtmlSelectElement>().ok())
                .map(|s| s.value())
        };
        let (default_level, default_difficulty) = PRINT_DEFAULT;
        let level = value(PRINT_LEVEL)
            .and_then(|v| Level::parse(&v).ok())
            .filter(|l| l.number().is_some())
            .unwrap_or(default_level);
        let difficulty = value(PRINT_DIFFICULTY)
            .and_then(|v| Difficulty::parse(&v).ok())
            .unwrap_or(default_difficulty);
        if let Ok(Some(link)) = root.query_selector(PRINT_LINK) {
            let link: Element = link;
            let _ = link.set_attribute("href", &print_href(level, difficulty, print_seed));
        }
    };
    view! { <div class=PUZZLES_CLASS node_ref=root inner_html=markup on:change=chosen></div> }
}
