use leptos::prelude::*;

use crate::game_markup::HELD_CLASS;
use crate::i18n::use_text;
use crate::places::part;
use crate::tab_hold::{Hold, Holding};

/// The alert of a game another tab plays (SPEC §16): `This game is open in another tab.` and
/// `Play here`, which moves the game to this tab. Nothing while this tab holds the game.
#[component]
pub fn TabAlert(hold: Hold) -> impl IntoView {
    let t = use_text();
    move || {
        (hold.holding.get() == Holding::Elsewhere).then(|| {
            view! {
                <div role="alert" class="tab-alert">
                    <p>{t.open_elsewhere}</p>
                    <button type="button" on:click=move |_| hold.play_here()>
                        {t.play_here}
                    </button>
                </div>
            }
        })
    }
}

/// Keeps the board and its controls (the markup's `.held` in `root`) `inert` while another tab
/// plays the game (SPEC §16).
pub fn held_while_elsewhere(root: NodeRef<leptos::html::Div>, hold: Hold) {
    Effect::new(move || {
        let away = hold.holding.get() == Holding::Elsewhere;
        if let Some(held) = root.get().and_then(|g| part(&g, HELD_CLASS)) {
            let _ = held.toggle_attribute_with_force("inert", away);
        }
    });
}
