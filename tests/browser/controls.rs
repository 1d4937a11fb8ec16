//! The game's controls mounted alone: what `Play again` says it starts after a game of one
//! given key (a daily key, a challenge), tied to it by `aria-describedby`, and nothing after a
//! free game.

use leptos::prelude::*;
use leptos::task::tick;
use mastermind::components::controls::Controls;
use mastermind::play::Play;
use mastermind::rules::game::Game;
use mastermind::rules::key::key_from_seed;
use mastermind::rules::level::Level;
use mastermind::rules::saved::GameSlot;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;

/// Mounts the controls of a level I game in `slot` (none: today's call without one), quits it
/// when `over`, and returns the container and the `Play again` button.
async fn controls(
    slot: Option<GameSlot>,
    over: bool,
) -> (Element, Element, Box<dyn std::any::Any>) {
    let doc = document();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let play = Play::new(Game::new(Level::I, key_from_seed(Level::I, 7)));
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), move || match slot {
        Some(slot) => view! { <Controls play on_again=|_| () which=slot /> }.into_any(),
        None => view! { <Controls play on_again=|_| () /> }.into_any(),
    });
    if over {
        play.quit();
    }
    tick().await;
    let again = root
        .query_selector(&format!("#{}", play.end_focus))
        .unwrap()
        .unwrap();
    assert_eq!(again.text_content().unwrap_or_default(), "Play again");
    (root, again, Box::new(handle))
}

/// The text of the element `again` is described by, if any.
fn description(root: &Element, again: &Element) -> Option<String> {
    let id = again.get_attribute("aria-describedby")?;
    root.query_selector(&format!("#{id}")).ok()??.text_content()
}

#[wasm_bindgen_test]
async fn play_again_says_what_it_starts_after_a_daily_key_or_a_challenge() {
    let (root, again, handle) = controls(Some(GameSlot::Daily(Level::I)), true).await;
    assert_eq!(
        description(&root, &again).as_deref(),
        Some("Starts a new game at level I; the next daily key comes at midnight UTC.")
    );
    drop(handle);
    root.remove();

    let (root, again, handle) = controls(Some(GameSlot::Challenge(Level::I)), true).await;
    assert_eq!(
        description(&root, &again).as_deref(),
        Some("Starts a new game of your own at level I.")
    );
    drop(handle);
    root.remove();

    // While the daily game is played, and after a free game or without a slot: nothing.
    for (slot, over) in [
        (Some(GameSlot::Daily(Level::I)), false),
        (Some(GameSlot::Free(Level::I)), true),
        (None, true),
    ] {
        let (root, again, handle) = controls(slot, over).await;
        assert_eq!(description(&root, &again), None, "{slot:?}, over: {over}");
        assert!(root.query_selector(".again-starts").unwrap().is_none());
        drop(handle);
        root.remove();
    }
}
