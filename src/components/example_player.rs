use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::components::board::Board;
use crate::drawn::write_text;
use crate::i18n::use_guide;
use crate::places::{Place, mount_once, part};
use crate::play::Play;
use crate::rules::code::Code;
use crate::rules::examples::EXAMPLES;
use crate::rules::game::{Game, Turn};
use crate::rules::level::Level;
use crate::rules_markup::{
    EXAMPLE_CLASS, ExampleSide, GO, POSSIBLE_CLASS, REASONING_CLASS, SIDE_CLASS, STEP_CLASS,
    example_side,
};

/// The game of an example after the turns given.
fn game_after(key: Code, played: &[Turn]) -> Game {
    let guesses: Vec<Code> = played.iter().map(|t| t.guess).collect();
    // The examples replay (core/tests/suite/examples.rs); were one not to, its board would show no row.
    Game::from_guesses(Level::I, key, &guesses).unwrap_or_else(|_| Game::new(Level::I, key))
}

/// A worked example on the real board, read-only, stepped turn by turn with the reasoning for
/// each turn and the number of keys still possible. Drawn by the Rules' markup of a player
/// (`rules_markup::example_side`, which the first paint draws too): the live board is mounted
/// before its side, and the side's words and buttons are written from [`ExampleSide`] at each
/// step.
#[component]
pub fn ExamplePlayer(index: usize) -> impl IntoView {
    let g = use_guide();
    let Some(&example) = EXAMPLES.get(index) else {
        return ().into_any();
    };
    let played = StoredValue::new(example.played());
    let step = RwSignal::new(0usize);
    let play = Play::read_only(game_after(example.key(), &[]));
    let root = NodeRef::<leptos::html::Div>::new();
    mount_once(root, move |player| {
        part(player, SIDE_CLASS)
            .map(|side| (Place::Before(side), view! { <Board play /> }.into_any()))
            .into_iter()
            .collect()
    });
    let side = Memo::new(move |_| ExampleSide::of(g, index, step.get()));
    Effect::new(move || {
        let (Some(player), now) = (root.get(), side.get()) else {
            return;
        };
        for (class, words) in [
            (STEP_CLASS, now.count.as_str()),
            (REASONING_CLASS, now.reasoning),
            (POSSIBLE_CLASS, now.possible.as_str()),
        ] {
            if let Some(el) = part(&player, class) {
                write_text(&el, words);
            }
        }
        for (go, enabled) in [("-1", now.back), ("1", now.on)] {
            if let Ok(Some(button)) = player.query_selector(&format!("[{GO}=\"{go}\"]")) {
                let _ = button.toggle_attribute_with_force("disabled", !enabled);
            }
        }
    });
    let click = move |ev: web_sys::MouseEvent| {
        let go = ev
            .target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest(&format!("[{GO}]")).ok().flatten())
            .and_then(|button| button.get_attribute(GO));
        let now = step.get_untracked();
        let to = match go.as_deref() {
            Some("-1") => now.saturating_sub(1),
            Some("1") => (now + 1).min(example.turns.len()),
            _ => return,
        };
        step.set(to);
        played.with_value(|p| play.show(game_after(example.key(), p.get(..to).unwrap_or(p))));
    };
    let inside = example_side(g, &ExampleSide::of(g, index, 0));
    view! { <div class=EXAMPLE_CLASS node_ref=root inner_html=inside on:click=click></div> }
        .into_any()
}
