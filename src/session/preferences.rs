//! The player's remembered choices that change how games start (hard mode, the devious
//! computer), kept in step with the stored settings.

use leptos::prelude::*;

use crate::rules::game::GameOptions;
use crate::storage::{change_settings, load_settings};

/// One of the player's remembered on-or-off choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Switch {
    /// New games are played in hard mode.
    HardMode,
    /// New free games are played against the devious computer.
    Devious,
    /// The `Notes` grid is shown under the board.
    Notes,
    /// The game page shows its timer (SPEC §16).
    Timer,
    /// The board plays its sounds (SPEC §20).
    Sound,
}

/// The settings the pages read and change.
#[derive(Clone, Copy)]
pub struct Preferences {
    /// New games are played in hard mode.
    pub hard_mode: RwSignal<bool>,
    /// New free games are played against the devious computer.
    pub devious: RwSignal<bool>,
    /// The `Notes` grid is shown under the board.
    pub notes: RwSignal<bool>,
    /// The game page shows its timer.
    pub timer: RwSignal<bool>,
    /// The board plays its sounds.
    pub sound: RwSignal<bool>,
}

impl Preferences {
    /// Reads the stored settings.
    pub fn load() -> Preferences {
        let settings = load_settings();
        Preferences {
            hard_mode: RwSignal::new(settings.hard_mode),
            devious: RwSignal::new(settings.devious),
            notes: RwSignal::new(settings.notes),
            timer: RwSignal::new(settings.timer),
            sound: RwSignal::new(settings.sound),
        }
    }

    /// The signal of one remembered choice.
    pub fn signal(&self, switch: Switch) -> RwSignal<bool> {
        match switch {
            Switch::HardMode => self.hard_mode,
            Switch::Devious => self.devious,
            Switch::Notes => self.notes,
            Switch::Timer => self.timer,
            Switch::Sound => self.sound,
        }
    }

    /// Turns one remembered choice on or off (hard mode and the devious computer for the games
    /// started from now on, the `Notes` grid at once), and stores it.
    pub fn set(&self, switch: Switch, on: bool) {
        self.signal(switch).set(on);
        change_settings(|s| {
            *match switch {
                Switch::HardMode => &mut s.hard_mode,
                Switch::Devious => &mut s.devious,
                Switch::Notes => &mut s.notes,
                Switch::Timer => &mut s.timer,
                Switch::Sound => &mut s.sound,
            } = on
        });
    }

    /// How a game started now is shaped (not tracked: a game keeps the options it started with).
    pub fn options(&self) -> GameOptions {
        GameOptions {
            hard: self.hard_mode.get_untracked(),
            devious: self.devious.get_untracked(),
        }
    }
}
