use leptos::prelude::*;

use crate::components::board::Board;
use crate::components::controls::UndoRedo;
use crate::components::read_board::ReadBoard;
use crate::components::sound_controls::SoundControls;
use crate::session::MatchSession;

/// A round in which the player breaks the computer's key on the game board (as many rows as the
/// pace allows), with undo and redo within the active row. The board is a view of the match's
/// log: every peg and row is a move of the match, so a half-filled row and its undo history
/// survive a language switch or a reload.
#[component]
pub fn PlayerRound(session: MatchSession) -> impl IntoView {
    move || {
        session.board.get().map(|(_, play)| {
            view! {
                <Board play />
                <div class="controls">
                    <UndoRedo play />
                    <ReadBoard play />
                </div>
                <SoundControls play />
            }
        })
    }
}
