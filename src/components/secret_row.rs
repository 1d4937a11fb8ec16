use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::board_view::hole_class;
use crate::components::peg::Peg;
use crate::components::swatches::Swatches;
use crate::i18n::{peg_name, use_text};
use crate::rules::colour::Colour;
use crate::rules::input::key_colour;
use crate::rules::level::Level;

/// The player's secret key for the computer to break: a button per hole (`Secret, hole H: …`)
/// and, while it can still change, the level's palette. Choosing a colour fills the selected
/// hole and selects the next one; the number keys do the same from the keyboard.
#[component]
pub fn SecretRow(
    level: Level,
    secret: RwSignal<Vec<Option<Colour>>>,
    #[prop(into)] locked: Signal<bool>,
) -> impl IntoView {
    let t = use_text();
    let selected = RwSignal::new(0usize);
    let fill = move |colour: Colour| {
        let hole = selected.get_untracked();
        secret.update(|s| {
            if let Some(slot) = s.get_mut(hole) {
                *slot = Some(colour);
            }
        });
        selected.set((hole + 1) % level.pegs());
    };
    let holes = (0..level.pegs())
        .map(|hole| {
            let peg = move || secret.with(|s| s.get(hole).copied().flatten());
            let label = move || t.secret_hole(hole + 1, peg().map(|c| peg_name(t, level, c)));
            let on_key = move |ev: KeyboardEvent| {
                if let Some(colour) = key_colour(level, &ev.key())
                    && colour.index() < level.colours()
                    && !locked.get_untracked()
                {
                    selected.set(hole);
                    fill(colour);
                    ev.prevent_default();
                }
            };
            view! {
                <button
                    type="button"
                    class=move || hole_class(!locked.get() && selected.get() == hole, peg().is_some())
                    aria-label=label
                    aria-disabled=move || locked.get().then_some("true")
                    on:click=move |_| {
                        if !locked.get_untracked() {
                            selected.set(hole);
                        }
                    }
                    on:keydown=on_key
                >
                    {move || peg().map(|colour| view! { <Peg colour symbols=level.symbols() /> })}
                </button>
            }
        })
        .collect_view();
    let palette = move || {
        (!locked.get()).then(|| {
            view! {
                <div class="palette" role="group" aria-label=t.secret_palette>
                    <Swatches level on_pick=fill />
                </div>
            }
        })
    };
    view! {
        <div class=format!("secret board pegs-{}", level.pegs())>
            <div class="row" role="group" aria-label=t.secret>
                <span class="row-number">{t.secret}</span>
                <div class="holes">{holes}</div>
            </div>
            {palette}
        </div>
    }
}
