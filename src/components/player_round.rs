use leptos::prelude::*;

use crate::components::board::Board;
use crate::session::MatchSession;

/// A round in which the player breaks the computer's key on the game board (as many rows as the
/// pace allows). The board belongs to the match's session, which plays every submitted row into
/// the match and keeps a half-filled row through a language switch or a reload.
#[component]
pub fn PlayerRound(session: MatchSession) -> impl IntoView {
    move || {
        session
            .board
            .get()
            .map(|(_, play)| view! { <Board play /> })
    }
}
