use leptos::prelude::*;

use crate::components::peg::Peg;
use crate::i18n::{peg_name, use_text};
use crate::play::Play;
use crate::rules::{Input, Target};

/// The key at the top of the board: covered while the game is played, revealed (pegs and a
/// `Key: …` line) once it ends.
#[component]
pub fn KeyRow(play: Play) -> impl IntoView {
    let t = use_text();
    let level = play.game.with_untracked(|g| g.level());
    let pegs = level.pegs();
    let key = Memo::new(move |_| play.game.with(|g| g.revealed_key()));
    let shown = move || match key.get() {
        Some(code) => {
            let names: Vec<&str> = code.pegs().iter().map(|&c| peg_name(t, level, c)).collect();
            view! {
                <div class="key-pegs" aria-hidden="true">
                    {code.pegs().iter().map(|&colour| view! { <Peg colour symbols=level.symbols() /> }).collect_view()}
                </div>
                <p class="key-text">{(t.key_revealed)(&names)}</p>
            }
            .into_any()
        }
        None => view! {
            <div class="key-pegs covered" aria-hidden="true">
                {(0..pegs).map(|_| view! { <span class="peg covered">"?"</span> }).collect_view()}
            </div>
            <p class="sr-only">{t.key_covered}</p>
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
