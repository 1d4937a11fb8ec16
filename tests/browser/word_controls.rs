//! The live controls of the pages drawn by their one markup (`src/intro_markup.rs`,
//! `src/puzzles_markup.rs`): the introduction's two settings stored on a click and ticked as
//! stored, and the Puzzles page's print link following the level and difficulty chosen.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use leptos::task::tick;
use leptos_router::components::Router;
use mastermind::i18n::Lang;
use mastermind::pages::intro::Intro;
use mastermind::pages::puzzles::PuzzlesPage;
use mastermind::session::preferences::Preferences;
use mastermind::storage::load_settings;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

/// Mounts `page` in a fresh storage, returning its root and the preferences it reads.
fn mount(page: fn() -> AnyView) -> (Element, Preferences, impl Drop) {
    let doc = document();
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let prefs = Preferences::load();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), move || {
        provide_context(RwSignal::new(Lang::En));
        provide_context(prefs);
        view! { <Router>{page()}</Router> }
    });
    (root, prefs, handle)
}

fn checkbox(root: &Element, name: &str) -> HtmlInputElement {
    root.query_selector(&format!(r#"input[data-switch="{name}"]"#))
        .unwrap()
        .expect("the setting's checkbox")
        .unchecked_into()
}

#[wasm_bindgen_test]
async fn the_introductions_settings_are_stored_on_a_click_and_follow_the_stored_ones() {
    let (root, prefs, handle) = mount(|| view! { <Intro /> }.into_any());
    tick().await;
    let hard = checkbox(&root, "hard-mode");
    let devious = checkbox(&root, "devious");
    assert!(!hard.checked() && !devious.checked());
    assert!(
        hard.closest("[inert]").unwrap().is_none(),
        "live, not inert"
    );
    hard.click();
    tick().await;
    assert!(
        prefs.hard_mode.get_untracked(),
        "the click reaches the setting"
    );
    assert!(load_settings().hard_mode, "and it is stored");
    assert!(!prefs.devious.get_untracked());
    // Changed elsewhere (another tab): the box follows.
    prefs.devious.set(true);
    tick().await;
    assert!(devious.checked());
    hard.click();
    tick().await;
    assert!(!load_settings().hard_mode);
    drop(handle);
    root.remove();
}

#[wasm_bindgen_test]
async fn the_print_link_follows_the_level_and_difficulty_chosen_with_its_seed() {
    let (root, _, handle) = mount(|| view! { <PuzzlesPage /> }.into_any());
    tick().await;
    let link = || {
        root.query_selector(".puzzle-print a.button")
            .unwrap()
            .expect("the print link")
            .get_attribute("href")
            .unwrap_or_default()
    };
    let first = link();
    assert!(
        first.starts_with("/puzzles/print?level=1&difficulty=medium&seed="),
        "{first}"
    );
    let seed = first.rsplit("seed=").next().unwrap_or_default().to_owned();
    let choose = |id: &str, value: &str| {
        let select: HtmlSelectElement = root
            .query_selector(&format!("#{id}"))
            .unwrap()
            .expect("the select")
            .unchecked_into();
        select.set_value(value);
        // As the browser sends it: `change` bubbles up to the page.
        let change = web_sys::Event::new("change").unwrap();
        change.init_event_with_bubbles("change", true);
        select.dispatch_event(&change).unwrap();
    };
    choose("print-level", "3");
    assert_eq!(
        link(),
        format!("/puzzles/print?level=3&difficulty=medium&seed={seed}")
    );
    choose("print-difficulty", "hard");
    assert_eq!(
        link(),
        format!("/puzzles/print?level=3&difficulty=hard&seed={seed}")
    );
    // Every practice link carries a seed of its own.
    let practice = root.query_selector_all(".practice-puzzles a").unwrap();
    assert_eq!(practice.length(), 9);
    for i in 0..practice.length() {
        let a: Element = practice.item(i).unwrap().unchecked_into();
        assert!(
            a.get_attribute("href")
                .unwrap_or_default()
                .contains("?seed=")
        );
    }
    drop(handle);
    root.remove();
}
