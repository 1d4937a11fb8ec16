use leptos::prelude::*;

use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::Input;

/// The game's commands: undo and redo within the active row (while playing), quit now (reveals
/// the key, no score) and play again at this level, with the 2001 version's trilingual nod.
#[component]
pub fn Controls(play: Play, #[prop(into)] on_again: Callback<()>) -> impl IntoView {
    let t = use_text();
    let over = move || play.game.with(|g| g.is_over());
    view! {
        <div class="controls">
            {move || (!over()).then(|| view! { <UndoRedo play /> })}
            <button
                type="button"
                class="quit"
                aria-disabled=move || over().then_some("true")
                on:click=move |_| play.quit()
            >
                {t.quit}
            </button>
            <div class="again">
                <button type="button" id=play.end_focus on:click=move |_| on_again.run(())>
                    {t.play_again}
                </button>
                <span class="nod" aria-hidden="true">{t.play_again_nod}</span>
            </div>
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
