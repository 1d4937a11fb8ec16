use leptos::ev::{FocusEvent, KeyboardEvent, MouseEvent};
use leptos::prelude::*;

use crate::board_drawing::Drawing;
use crate::board_markup::board_inside;
use crate::board_view::{BoardView, TOP, Use};
use crate::events::{hole_of, on_key, target_element};
use crate::i18n::use_text;
use crate::places::{Place, mount_once, part};
use crate::play::Play;

/// The whole board: the key on top with the flag in the corner, then one row per turn, top to
/// bottom, the palette under the active row. What it shows is [`BoardView`]'s, worked out once
/// per change of the game, the selection or the flag; it is drawn by the board's one markup and
/// brought in step by its drawing ([`Drawing`], the quick board's too), which changes only what
/// differs and says what a click asks. `children` go right under the key and the flag (the
/// game's result, SPEC §17).
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
    let level = play.game.with_untracked(|g| g.level());
    let (class, inside) =
        view.with_untracked(|v| (v.class.clone(), board_inside(t.board, level, v)));
    let root = NodeRef::<leptos::html::Section>::new();
    let drawing = StoredValue::new_local(None::<Drawing>);
    Effect::new(move || {
        let now = view.get();
        let Some(section) = root.get() else { return };
        drawing.try_update_value(|d| match d {
            Some(d) => {
                d.show(now);
            }
            None => *d = Drawing::found(&document(), t.board, level, section.into(), now),
        });
    });
    if let Some(children) = children {
        mount_once(root, move |board| {
            part(board, TOP)
                .map(|top| (Place::End(top), children().into_any()))
                .into_iter()
                .collect()
        });
    }
    let click = move |ev: MouseEvent| {
        let Some(target) = target_element(&ev) else {
            return;
        };
        let input = drawing
            .try_with_value(|d| d.as_ref().and_then(|d| d.input_at(&target)))
            .flatten();
        if let Some(input) = input {
            play.input(input);
        }
    };
    let focus = move |ev: FocusEvent| {
        if let Some(input) = target_element(&ev).as_ref().and_then(Drawing::focus_at) {
            play.input(input);
        }
    };
    // Keys on a focused hole are the board's before the page's (BoardKeys).
    let keys = move |ev: KeyboardEvent| {
        if target_element(&ev).as_ref().and_then(hole_of).is_some() {
            on_key(&ev, |input| play.input(input));
        }
    };
    view! {
        <section
            class=class
            node_ref=root
            inner_html=inside
            on:click=click
            on:focusin=focus
            on:keydown=keys
        ></section>
    }
}
