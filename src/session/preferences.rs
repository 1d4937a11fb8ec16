//! The player's remembered choices that change how games start (hard mode, the devious
//! computer), kept in step with the stored settings.

use leptos::prelude::*;

use crate::rules::GameOptions;
use crate::storage::{change_settings, load_settings};

/// The settings the pages read and change.
#[derive(Clone, Copy)]
pub struct Preferences {
    /// New games are played in hard mode.
    pub hard_mode: RwSignal<bool>,
    /// New free games are played against the devious computer.
    pub devious: RwSignal<bool>,
    /// The `Notes` grid is shown under the board.
    pub notes: RwSignal<bool>,
}

impl Preferences {
    /// Reads the stored settings.
    pub fn load() -> Preferences {
        let settings = load_settings();
        Preferences {
            hard_mode: RwSignal::new(settings.hard_mode),
            devious: RwSignal::new(settings.devious),
            notes: RwSignal::new(settings.notes),
        }
    }

    /// Turns hard mode on or off for the games started from now on, and remembers it.
    pub fn set_hard_mode(&self, on: bool) {
        self.hard_mode.set(on);
        change_settings(|s| s.hard_mode = on);
    }

    /// Turns the devious computer on or off for the free games started from now on, and
    /// remembers it.
    pub fn set_devious(&self, on: bool) {
        self.devious.set(on);
        change_settings(|s| s.devious = on);
    }

    /// Shows or hides the `Notes` grid, and remembers it.
    pub fn set_notes(&self, on: bool) {
        self.notes.set(on);
        change_settings(|s| s.notes = on);
    }

    /// How a game started now is shaped (not tracked: a game keeps the options it started with).
    pub fn options(&self) -> GameOptions {
        GameOptions {
            hard: self.hard_mode.get_untracked(),
            devious: self.devious.get_untracked(),
        }
    }
}
