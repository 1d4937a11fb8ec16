//! Controllers, one per mode, kept outside the views: the game of each level (`game`), the
//! codebreaker session and the match against the computer, and the player's preferences. Each
//! owns its state (a value of the rules core changed only by moves), the log of those moves and
//! their persistence, so a page can be rendered again (a language switch) or loaded again (a
//! reload) without losing anything. They are created once in `App` and provided as context; pages
//! only read their signals and call their methods.

pub mod codebreaker;
pub mod contest;
pub mod game;
pub mod preferences;

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::dom::sleep;

pub use codebreaker::BreakerSession;
pub use contest::MatchSession;

/// How long the computer waits before each of its moves, so a player can follow it.
pub const PACE_MS: i32 = 350;

/// Creates both sessions from storage and provides them as context.
pub fn provide_sessions() {
    provide_context(BreakerSession::load());
    provide_context(MatchSession::load());
}

/// The computer's timed moves: one step every [`PACE_MS`] while the session is on a page and the
/// step says to go on. Starting again, stopping or the last page leaving ends the loop running.
#[derive(Clone, Copy)]
pub struct Pacer {
    /// Bumped by every start and stop; a loop of an older epoch ends.
    epoch: StoredValue<u64>,
    /// Pages showing the session now. Without one the computer waits.
    viewers: StoredValue<u32>,
}

impl Default for Pacer {
    fn default() -> Self {
        Pacer::new()
    }
}

impl Pacer {
    pub fn new() -> Pacer {
        Pacer {
            epoch: StoredValue::new(0),
            viewers: StoredValue::new(0),
        }
    }

    /// A page showing the session appeared: the computer goes on if it is its turn.
    pub fn show(&self, step: impl Fn() -> bool + 'static) {
        self.viewers.update_value(|v| *v += 1);
        self.run(step);
    }

    /// A page showing the session left; with none left, the computer waits.
    pub fn hide(&self) {
        let left = self.viewers.try_update_value(|v| {
            *v = v.saturating_sub(1);
            *v
        });
        if left == Some(0) {
            self.stop();
        }
    }

    /// Ends the running loop, if any.
    pub fn stop(&self) {
        let _ = self.epoch.try_update_value(|e| *e += 1);
    }

    /// Runs `step` every [`PACE_MS`] until it returns false, ending any earlier loop.
    pub fn run(&self, step: impl Fn() -> bool + 'static) {
        self.stop();
        let Some(mine) = self.epoch.try_get_value() else {
            return;
        };
        if self.viewers.try_get_value().unwrap_or(0) == 0 {
            return;
        }
        let (epoch, viewers) = (self.epoch, self.viewers);
        spawn_local(async move {
            loop {
                sleep(PACE_MS).await;
                let current = epoch.try_get_value() == Some(mine);
                if !current || viewers.try_get_value().unwrap_or(0) == 0 || !step() {
                    return;
                }
            }
        });
    }
}
