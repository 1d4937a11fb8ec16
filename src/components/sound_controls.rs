use leptos::prelude::*;

use crate::components::switch_box::SwitchBox;
use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::input::Input;
use crate::session::preferences::{Preferences, Switch};

/// The board's sound (SPEC §20): the remembered `Sound` checkbox, off until the player turns it
/// on, and with it on `Hear the row` (its key, `H`, is the core's), which plays the active row,
/// or the row with focus, as sounds.
#[component]
pub fn SoundControls(play: Play) -> impl IntoView {
    let t = use_text();
    let prefs = expect_context::<Preferences>();
    let hear = move || {
        prefs.sound.get().then(|| {
            view! {
                <button
                    type="button"
                    class="hear-row"
                    aria-keyshortcuts="H"
                    on:click=move |_| {
                        play.input(Input::Hear);
                    }
                >
                    {t.hear_row}
                </button>
            }
        })
    };
    view! {
        <section class="sound">
            <SwitchBox switch=Switch::Sound label=t.sound class="sound-toggle" />
            {hear}
        </section>
    }
}
