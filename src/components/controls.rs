use leptos::prelude::*;

use crate::i18n::use_text;
use crate::play::Play;

/// The game's two commands: quit now (reveals the key, no score) and play again at this level,
/// with the 2001 version's trilingual nod beside it.
#[component]
pub fn Controls(play: Play, #[prop(into)] on_again: Callback<()>) -> impl IntoView {
    let t = use_text();
    let over = move || play.game.with(|g| g.is_over());
    view! {
        <div class="controls">
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
