//! The player's remembered choices that change how games start (hard mode), kept in step with
//! the stored settings.

use leptos::prelude::*;

use crate::storage::{change_settings, load_settings};

/// The settings the pages read and change.
#[derive(Clone, Copy)]
pub struct Preferences {
    /// New games are played in hard mode.
    pub hard_mode: RwSignal<bool>,
}

impl Preferences {
    /// Reads the stored settings.
    pub fn load() -> Preferences {
        Preferences {
            hard_mode: RwSignal::new(load_settings().hard_mode),
        }
    }

    /// Turns hard mode on or off for the games started from now on, and remembers it.
    pub fn set_hard_mode(&self, on: bool) {
        self.hard_mode.set(on);
        change_settings(|s| s.hard_mode = on);
    }
}
