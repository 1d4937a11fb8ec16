use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_navigate;
use wasm_bindgen::JsCast;

use crate::components::board::Board;
use crate::components::board_keys::BoardKeys;
use crate::dom::set_title;
use crate::i18n::{colour_list, use_text};
use crate::play::Play;
use crate::routes::play_url;
use crate::routes::site;
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
/// on a new player's first game page.
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
    // The sentence a row earns and the next step sit together right above the board, so that a
    // phone shows them with the active row. After each submit they come into view (the least
    // scroll): two frames on, once the board has moved focus to its next row.
    let coach = NodeRef::<leptos::html::Div>::new();
    let played = Memo::new(move |_| play.game.with(|g| g.turns().len()));
    Effect::new(move |before: Option<usize>| {
        let now = played.get();
        if before.is_some_and(|b| b < now) {
            request_animation_frame(move || {
                request_animation_frame(move || {
                    if let Some(coach) = coach.get() {
                        bring_into_view(&coach);
                    }
                });
            });
        }
        now
    });
    let navigate = use_navigate();
    let skip = move |_| {
        change_settings(|s| s.lesson_done = true);
        navigate(&play_url(Level::I, None), Default::default());
    };
    let ask = move || {
        play.game.with(|g| {
            let row = g.active_row()?;
            let asked = LESSON.asked(row)?;
            Some((t.lesson_ask)(
                row + 1,
                LESSON.steps(),
                row + 1,
                &colour_list(t, &asked),
            ))
        })
    };
    let proofs = move || {
        let played = play.game.with(|g| g.turns().len());
        let finished = done.get();
        (0..played)
            .map(|step| {
                let left = LESSON.left.get(step).copied().unwrap_or(1);
                // While playing, only the last row's sentence shows (the earlier ones stay in
                // the list for a screen reader); at the end, all of them.
                let earlier = step + 1 < played && !finished;
                view! {
                    <li class:sr-only=earlier>
                        <strong>{(t.row)(step + 1)}</strong>
                        ": "
                        {(t.lesson_proves)(step, left)}
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <div class="page learn-page">
            <h1>{t.shell.learn_to_play}</h1>
            <p class="lead">{t.lesson_lead}</p>
            <div class="lesson-coach" node_ref=coach>
                <ol class="lesson-proofs" aria-live="polite">
                    {proofs}
                </ol>
                <p class="lesson-step" aria-live="polite">
                    {move || ask().unwrap_or_else(|| t.lesson_done.to_owned())}
                </p>
            </div>
            <div class="game">
                <Board play />
                <BoardKeys play />
            </div>
            {move || {
                if done.get() {
                    view! {
                        <p>
                            <A href=site(play_url(Level::I, None))>{t.lesson_next}</A>
                        </p>
                    }
                    .into_any()
                } else {
                    view! {
                        <p>
                            <button type="button" on:click=skip.clone()>{t.skip}</button>
                        </p>
                    }
                    .into_any()
                }
            }}
        </div>
    }
}
