use leptos::prelude::*;

use crate::components::modal::ConfirmDialog;
use crate::components::read_board::ReadBoard;
use crate::dom::focus_later;
use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::ended::{Ender, asks_first};
use crate::rules::input::Input;
use crate::rules::saved::GameSlot;

/// The id of `Quit the game`, where focus returns when the player keeps playing.
const QUIT_ID: &str = "quit-game";
/// The id of the line saying what `Play again` starts after a daily key or a challenge.
const AGAIN_NOTE_ID: &str = "again-starts";

/// The game's commands: undo and redo within the active row (while playing), quit (reveals the
/// key, no score) and play again at this level, with the 2001 version's trilingual nod. Where the
/// core says a press would end a game in progress ([`asks_first`]), `End this game?` asks first:
/// `End game` does what the control does, `Keep playing` returns focus to it.
/// `which` is the game's slot, as [`GameView`](super::game_view::GameView) names it: on a
/// finished game of one given key (a daily key, a challenge), a line tied to `Play again` by
/// `aria-describedby` says what it starts instead.
#[component]
pub fn Controls(
    play: Play,
    #[prop(into)] on_again: Callback<()>,
    #[prop(optional)] which: Option<GameSlot>,
) -> impl IntoView {
    let t = use_text();
    let over = move || play.game.with(|g| g.is_over());
    // What `Play again` starts after a game of one given key (SPEC 7.1 keeps its name).
    let starts = which.filter(|s| s.has_one_key()).map(|s| {
        let level = s.level().roman().unwrap_or("I");
        (t.again_starts)(level, matches!(s, GameSlot::Daily(_)))
    });
    let describes = starts.is_some();
    let described = move || (describes && over()).then_some(AGAIN_NOTE_ID);
    let asking = RwSignal::new(None::<Ender>);
    let act = move |ender: Ender| match ender {
        Ender::Quit => play.quit(),
        Ender::Again => on_again.run(()),
    };
    let press = move |ender: Ender| {
        if play.game.with_untracked(asks_first) {
            asking.set(Some(ender));
        } else {
            act(ender);
        }
    };
    let end = move || {
        if let Some(ender) = asking.get_untracked() {
            asking.set(None);
            act(ender);
        }
    };
    let keep = move || {
        if let Some(ender) = asking.get_untracked() {
            asking.set(None);
            focus_later(
                match ender {
                    Ender::Quit => QUIT_ID,
                    Ender::Again => play.end_focus,
                }
                .to_owned(),
            );
        }
    };
    view! {
        <div class="controls">
            {move || (!over()).then(|| view! { <UndoRedo play /> })}
            <ReadBoard play />
            <button
                type="button"
                class="quit"
                id=QUIT_ID
                aria-disabled=move || over().then_some("true")
                on:click=move |_| press(Ender::Quit)
            >
                {t.quit}
            </button>
            <div class="again">
                <button
                    type="button"
                    id=play.end_focus
                    aria-describedby=described
                    on:click=move |_| press(Ender::Again)
                >
                    {t.play_again}
                </button>
                {t
                    .play_again_nod
                    .map(|nod| view! { <span class="nod" aria-hidden="true">{nod}</span> })}
                {move || {
                    over()
                        .then(|| starts.clone())
                        .flatten()
                        .map(|s| view! { <p class="again-starts" id=AGAIN_NOTE_ID>{s}</p> })
                }}
            </div>
            <ConfirmDialog
                open=Signal::derive(move || asking.get().is_some())
                title=t.end_game_title
                question=t.end_game_question
                confirm=t.end_game
                cancel=t.keep_playing
                on_confirm=move |_| end()
                on_cancel=move |_| keep()
            />
        </div>
    }
}

/// Undo and redo within the active row (a match round's board has them too).
#[component]
pub fn UndoRedo(play: Play) -> impl IntoView {
    let t = use_text();
    view! {
        <button
            type="button"
            class="undo"
            aria-keyshortcuts="Control+Z"
            disabled=move || !play.can_undo()
            on:click=move |_| {
                play.input(Input::Undo);
            }
        >
            {t.undo}
        </button>
        <button
            type="button"
            class="redo"
            aria-keyshortcuts="Control+Shift+Z Control+Y"
            disabled=move || !play.can_redo()
            on:click=move |_| {
                play.input(Input::Redo);
            }
        >
            {t.redo}
        </button>
    }
}
