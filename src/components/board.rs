use leptos::prelude::*;

use crate::board_view::{BoardView, ROWS, Use};
use crate::components::board_row::BoardRow;
use crate::components::flag::Flag;
use crate::components::key_row::KeyRow;
use crate::i18n::use_text;
use crate::play::Play;

/// The whole board: the key on top with the flag in the corner, then one row per turn, top to
/// bottom. What it shows is [`BoardView`]'s, worked out once per change of the game, the
/// selection or the flag; each part below redraws only what changed in its own piece of it.
/// `children` go right under the key and the flag (the game's result, SPEC §17).
#[component]
pub fn Board(play: Play, #[prop(optional)] children: Option<Children>) -> impl IntoView {
    let t = use_text();
    let used = if play.read_only { Use::Show } else { Use::Play };
    let view = Memo::new(move |_| {
        let (cursor, warning, contradicted) = (
            play.cursor.get(),
            play.warning.get(),
            play.contradiction.get(),
        );
        play.counts.with(|counts| {
            play.game
                .with(|game| BoardView::of(t, game, cursor, warning, contradicted, counts, used))
        })
    });
    let (class, turns, flagged) =
        view.with_untracked(|v| (v.class.clone(), v.rows.len(), v.flag.is_some()));
    let rows = (0..turns)
        .map(|row| view! { <BoardRow play view row /> })
        .collect_view();
    view! {
        <section class=class>
            <div class="board-top">
                <KeyRow play view />
                {flagged.then(|| view! { <Flag view /> })}
                {children.map(|c| c())}
            </div>
            <div class=ROWS>{rows}</div>
        </section>
    }
}
