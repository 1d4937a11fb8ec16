use leptos::prelude::*;

use crate::board_view::{BoardView, KeyView};
use crate::components::peg::Peg;
use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::game::Target;
use crate::rules::input::Input;

/// The key at the top of the board: covered while the game is played, revealed (pegs and a
/// `Key: …` line) once it ends, as the board's [`BoardView`] says.
#[component]
pub fn KeyRow(play: Play, view: Memo<BoardView>) -> impl IntoView {
    let t = use_text();
    let symbols = view.with_untracked(|v| v.symbols);
    let key = Memo::new(move |_| view.with(|v| v.key.clone()));
    let shown = move || match key.get() {
        KeyView::Revealed { pegs, words } => view! {
            <div class="key-pegs" aria-hidden="true">
                {pegs.into_iter().map(|colour| view! { <Peg colour symbols /> }).collect_view()}
            </div>
            <p class="key-text">{words}</p>
        }
        .into_any(),
        KeyView::Covered { pegs, words } => view! {
            <div class="key-pegs covered" aria-hidden="true">
                {(0..pegs).map(|_| view! { <span class="peg covered">"?"</span> }).collect_view()}
            </div>
            <p class="sr-only">{words}</p>
        }
        .into_any(),
    };
    view! {
        <div
            class="key-row"
            on:click=move |_| {
                play.input(Input::Touch(Target::Key));
            }
        >
            <span class="key-label" aria-hidden="true">{t.key_label}</span>
            {shown}
        </div>
    }
}
