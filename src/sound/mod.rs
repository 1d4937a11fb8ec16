//! The board's sounds (SPEC §20), off unless the player turns `Sound` on: what to play is the
//! core's ([`crate::rules::hearing`]: a peg, a row's marks, the end, a row heard again), how
//! each sound is made is [`voices`], and the browser's audio is [`speaker`], made only at the
//! first sound played with the switch on.

pub mod speaker;
pub mod voices;

use leptos::prelude::*;

use crate::dom::visible;
use crate::rules::hearing::Cue;
use speaker::Speaker;

/// The page's sound: whether it is on (the remembered `Sound` switch) and, once a sound was
/// played, the audio output.
#[derive(Clone, Copy)]
pub struct Sound {
    on: Signal<bool>,
    speaker: StoredValue<Option<Speaker>, LocalStorage>,
}

impl Sound {
    /// The sound of a page whose switch is `on`; for as long as the current reactive owner lives,
    /// what still plays stops when the page is hidden or the switch turned off.
    pub fn new(on: Signal<bool>) -> Sound {
        let sound = Sound {
            on,
            speaker: StoredValue::new_local(None),
        };
        let hidden = window_event_listener_untyped("visibilitychange", move |_| {
            if !visible() {
                sound.stop();
            }
        });
        on_cleanup(move || hidden.remove());
        Effect::new(move || {
            if !on.get() {
                sound.stop();
            }
        });
        sound
    }

    /// Whether the sound is on, untracked.
    pub fn on_untracked(&self) -> bool {
        self.on.get_untracked()
    }

    /// Plays `cues` one after another: nothing while the switch is off (no audio context is
    /// made) or the page hidden.
    pub fn play(&self, cues: &[Cue]) {
        if cues.is_empty() || !self.on.get_untracked() || !visible() {
            return;
        }
        let sounds: Vec<_> = cues.iter().map(|&cue| voices::voice(cue)).collect();
        self.speaker.update_value(|speaker| {
            if speaker.is_none() {
                *speaker = Speaker::new();
            }
            if let Some(speaker) = speaker {
                speaker.play(&sounds);
            }
        });
    }

    fn stop(&self) {
        self.speaker.try_update_value(|speaker| {
            if let Some(speaker) = speaker {
                speaker.stop();
            }
        });
    }
}
