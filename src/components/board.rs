use leptos::prelude::*;

use crate::components::board_row::BoardRow;
use crate::components::flag::Flag;
use crate::components::key_row::KeyRow;
use crate::play::Play;

/// The whole board: the key on top with the flag in the corner, then one row per turn, top to
/// bottom.
#[component]
pub fn Board(play: Play) -> impl IntoView {
    let (level, turns) = play.game.with_untracked(|g| (g.level(), g.turn_limit()));
    let rows = (0..turns)
        .map(|row| view! { <BoardRow play row /> })
        .collect_view();
    view! {
        <section class=format!("board pegs-{}", level.pegs())>
            <div class="board-top">
                <KeyRow play />
                {(!play.read_only).then(|| view! { <Flag play /> })}
            </div>
            <div class="rows">{rows}</div>
        </section>
    }
}
