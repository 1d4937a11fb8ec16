use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use wasm_bindgen::JsCast;

use crate::components::board::Board;
use crate::components::board_keys::BoardKeys;
use crate::dom::set_title;
use crate::drawn::write_text;
use crate::i18n::use_text;
use crate::learn_markup::{
    COACH_CLASS, GAME_CLASS, LEARN_CLASS, PROOFS_CLASS, SKIP, STEP_CLASS, Stage, WAY_ON_CLASS,
    learn, proof, proof_hidden, step, way_on,
};
use crate::places::{Place, mount_once, part};
use crate::play::Play;
use crate::routes::play_url;
use crate::rules::game::{Invalid, Move};
use crate::rules::lesson::LESSON;
use crate::rules::level::Level;
use crate::rules::log::GameLog;
use crate::storage::change_settings;

/// Scrolls the page the least that brings `el` wholly into view (`block: nearest`: nothing
/// moves when it is in view already), leaving focus where it is.
fn bring_into_view(el: &web_sys::Element) {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
    let Ok(scroll) = js_sys::Reflect::get(el, &"scrollIntoView".into()) else {
        return;
    };
    if let Ok(scroll) = scroll.dyn_into::<js_sys::Function>() {
        let _ = scroll.call1(el, &options);
    }
}

/// `Learn to play` (`/learn`, SPEC 13): the guided level I game on the real board. Each step asks
/// for one guess (a different full row is refused with the flag), and every played row is
/// followed by what its marks prove; `Skip` leaves at once. Finishing or skipping ends the note
/// on a new player's first game page. Drawn by its one markup ([`learn`]), which the first
/// paint's generator writes too: the live board is mounted in its place, and the coach's
/// sentences and the way on are written from the markup's functions as the lesson goes.
#[component]
pub fn LearnPage() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.shell.learn_to_play, t.shell.app_name));
    // The lesson's board takes pegs and the submit its step asks for; nothing else moves it.
    let play = Play::checked(GameLog::new(LESSON.start()), |game, mv| match mv {
        Move::Submit => LESSON.check_submit(game),
        Move::Place { .. } | Move::Clear { .. } => Ok(()),
        _ => Err(Invalid::OffBoard),
    });
    let done = Memo::new(move |_| play.game.with(|g| g.is_over()));
    Effect::new(move || {
        if done.get() {
            change_settings(|s| s.lesson_done = true);
        }
    });
    let root = NodeRef::<leptos::html::Div>::new();
    // The board and its keys in the board's place.
    mount_once(root, move |page| {
        part(page, GAME_CLASS)
            .map(|place| {
                (
                    Place::End(place),
                    view! { <Board play /> <BoardKeys play /> }.into_any(),
                )
            })
            .into_iter()
            .collect()
    });
    // The coach: each played row's sentence added once (a screen reader hears the new one only),
    // an earlier one kept for it alone while playing.
    let played = Memo::new(move |_| play.game.with(|g| g.turns().len()));
    Effect::new(move || {
        let (played, finished) = (played.get(), done.get());
        let Some(root) = root.get() else { return };
        if let Some(list) = part(&root, PROOFS_CLASS) {
            let items = list.children();
            for step in 0..played {
                let hidden = proof_hidden(step, played, finished);
                match items.item(step as u32) {
                    Some(item) => {
                        let _ = item.class_list().toggle_with_force("sr-only", hidden);
                    }
                    None => {
                        let _ = list.insert_adjacent_html("beforeend", &proof(t, step, hidden));
                    }
                }
            }
        }
    });
    // The next step's sentence, written only when it changes (a peg placed changes the game, not
    // the sentence, and the markup already holds the first: a live region written again may be
    // read again).
    let asked = Memo::new(move |_| play.game.with(|g| step(t, g)));
    Effect::new(move || {
        let asked = asked.get();
        if let Some(sentence) = root.get().and_then(|r| part(&r, STEP_CLASS)) {
            write_text(&sentence, &asked);
        }
    });
    // After each submit the sentences come into view with the active row (the least scroll):
    // two frames on, once the board has moved focus to its next row.
    Effect::new(move |before: Option<usize>| {
        let now = played.get();
        if before.is_some_and(|b| b < now) {
            request_animation_frame(move || {
                request_animation_frame(move || {
                    if let Some(coach) = root.get().and_then(|r| part(&r, COACH_CLASS)) {
                        bring_into_view(&coach);
                    }
                });
            });
        }
        now
    });
    // The way on: `Skip`, then the link to a first game (a plain anchor, which the router follows).
    Effect::new(move |before: Option<bool>| {
        let now = done.get();
        if before.is_some_and(|b| b != now)
            && let Some(way) = root.get().and_then(|r| part(&r, WAY_ON_CLASS))
        {
            way.set_inner_html(&way_on(t, now));
        }
        now
    });
    let navigate = use_navigate();
    let click = move |ev: web_sys::MouseEvent| {
        let skipped = ev
            .target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest(&format!("[{SKIP}]")).ok().flatten())
            .is_some();
        if skipped {
            change_settings(|s| s.lesson_done = true);
            navigate(&play_url(Level::I, None), Default::default());
        }
    };
    view! {
        <div class=LEARN_CLASS node_ref=root inner_html=learn(t, Stage::Mounted) on:click=click></div>
    }
}
