use leptos::prelude::*;

use crate::components::modal::ConfirmDialog;
use crate::components::read_board::ReadBoard;
use crate::dom::focus_later;
use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::ended::{Ender, asks_first};
use crate::rules::input::Input;

/// The id of `Quit the game`, where focus returns when the player keeps playing.
const QUIT_ID: &str = "quit-game";

/// The game's commands: undo and redo within the active row (while playing), quit (reveals the
/// key, no score) and, while playing, play again at this level (once the game is over, the
/// result at the board has it), with the 2001 version's trilingual nod. Where the
/// core says a press would end a game in progress ([`asks_first`]), `End this game?` asks first:
/// `End game` does what the control does, `Keep playing` returns focus to it.
#[component]
pub fn Controls(play: Play, #[prop(into)] on_again: Callback<()>) -> impl IntoView {
    let t = use_text();
    let over = move || play.game.with(|g| g.is_over());
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
            // Quit can do nothing once the game is over: not shown then (SPEC §17).
            {move || {
                (!over())
                    .then(|| {
                        view! {
                            <button
                                type="button"
                                class="quit"
                                id=QUIT_ID
                                on:click=move |_| press(Ender::Quit)
                            >
                                {t.quit}
                            </button>
                        }
                    })
            }}
            // Once the game is over, `Play again` is the result's, at the board (GameEnd).
            {move || {
                (!over())
                    .then(|| {
                        view! {
                            <div class="again">
                                // The trilingual nod is the result's, beside its Play again
                                // once the game is over, not a caption shown before any guess.
                                <button
                                    type="button"
                                    id=play.end_focus
                                    on:click=move |_| press(Ender::Again)
                                >
                                    {t.play_again}
                                </button>
                            </div>
                        }
                    })
            }}
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
