use leptos::prelude::*;

use crate::rules::home_game::HOME_GAME;

/// Home's drawn board (SPEC 13), decorative: the rows of a real level I game
/// ([`HOME_GAME`]) with the marks the rules give them, drawn in SVG with the game's own colours.
#[component]
pub fn HomeBoard() -> impl IntoView {
    view! {
        <svg
            class="home-board"
            viewBox="0 0 170 130"
            aria-hidden="true"
            focusable="false"
            inner_html=HOME_GAME.drawing()
        ></svg>
    }
}
