//! The whole game's board and the first paint, in a page of its own (one test, its own binary):
//! while `index.html`'s first paint is shown, the whole game's `BoardKeys` take no key; once it
//! has gone, they do. Run by `cargo xtask test` with the component tests (tier 2).
#![cfg(target_arch = "wasm32")]

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::*;
use leptos::task::tick;
use mastermind::components::board::Board;
use mastermind::i18n::Lang;
use mastermind::play::Play;
use mastermind::rules::colour::Colour;
use mastermind::rules::game::Game;
use mastermind::rules::key::key_from_seed;
use mastermind::rules::level::Level;
use mastermind::rules::log::GameLog;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Lets Leptos's effects run (the board's effects are queued as tasks).
async fn settle() {
    tick().await;
    gloo_timers::future::TimeoutFuture::new(0).await;
    tick().await;
}

/// While `index.html`'s first paint is on the page (the quick board plays in it, the whole game's
/// board built out of sight), the whole game's `BoardKeys` take no key pressed on the page: that
/// board's game is not yet the one stored, and a key played on it would save over the quick
/// board's. Once the first paint has gone, they do. (This test has a page of its own, its
/// own binary: in the component tests' shared page a board an earlier test left listening on
/// the window could take the key first.)
#[wasm_bindgen_test]
async fn the_whole_games_board_takes_no_page_key_while_the_first_paint_is_shown() {
    use mastermind::components::board_keys::BoardKeys;
    use web_sys::{KeyboardEvent, KeyboardEventInit};
    let doc = web_sys::window().unwrap().document().unwrap();
    let body = doc.body().unwrap();
    let root = doc.create_element("div").unwrap();
    body.append_child(&root).unwrap();
    let log = GameLog::new(Game::new(Level::I, key_from_seed(Level::I, 3)));
    let made = Rc::new(Cell::new(None));
    let out = made.clone();
    // Unmounted at the end (its window listener removed).
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), move || {
        provide_context(RwSignal::new(Lang::En));
        let play = Play::from_log(log);
        out.set(Some(play));
        view! {
            <Board play />
            <BoardKeys play />
        }
    });
    settle().await;
    let play = made.take().expect("the board is mounted");
    let frame = doc.create_element("div").unwrap();
    frame.set_id(mastermind::events::FIRST_PAINT);
    body.append_child(&frame).unwrap();
    let press = |key: &str| {
        let init = KeyboardEventInit::new();
        init.set_key(key);
        init.set_bubbles(true);
        init.set_cancelable(true);
        let ev = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        body.dispatch_event(&ev).unwrap();
    };
    press("1");
    settle().await;
    assert_eq!(play.game.with_untracked(|g| g.peg(0, 0)), None);
    frame.remove();
    press("1");
    settle().await;
    assert_eq!(play.game.with_untracked(|g| g.peg(0, 0)), Some(Colour::Red));
    drop(handle);
    root.remove();
}
