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

use futures_util::future::{AbortHandle, Abortable};
use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::dom::sleep;
use crate::rules::solver::protocol::{Answer, Task};
use crate::solver_client;

pub use codebreaker::BreakerSession;
pub use contest::MatchSession;

/// How long the computer waits before each of its moves, so a player can follow it.
pub const PACE_MS: i32 = 350;

/// Creates both sessions from storage and provides them as context.
pub fn provide_sessions() {
    provide_context(BreakerSession::load());
    provide_context(MatchSession::load());
}

/// One move of the computer: what it asks the solver, and what it does with the answer
/// (returning whether it goes on).
pub struct Step {
    pub task: Task,
    pub then: Box<dyn FnOnce(Answer) -> bool>,
}

/// The computer's timed moves: every [`PACE_MS`] while the session is on a page, a [`Step`] is
/// asked of the solver's worker and its answer played, until a step says to stop. Starting
/// again, stopping or the last page leaving ends the loop running and cancels the solver's
/// search under way. If the solver is unavailable, the computer stops (the page says why).
#[derive(Clone, Copy)]
pub struct Pacer {
    /// Bumped by every start and stop; a loop of an older epoch ends.
    epoch: StoredValue<u64>,
    /// Pages showing the session now. Without one the computer waits.
    viewers: StoredValue<u32>,
    /// Ends the running loop (and so cancels its search).
    abort: StoredValue<Option<AbortHandle>>,
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
            abort: StoredValue::new(None),
        }
    }

    /// A page showing the session appeared: the computer goes on if it is its turn.
    pub fn show(&self, step: impl Fn() -> Option<Step> + 'static) {
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
        if let Some(handle) = self.abort.try_update_value(Option::take).flatten() {
            handle.abort();
        }
    }

    /// Runs `step` every [`PACE_MS`] until it returns `None` or its answer says to stop, ending
    /// any earlier loop.
    pub fn run(&self, step: impl Fn() -> Option<Step> + 'static) {
        self.stop();
        let Some(mine) = self.epoch.try_get_value() else {
            return;
        };
        if self.viewers.try_get_value().unwrap_or(0) == 0 {
            return;
        }
        let (epoch, viewers) = (self.epoch, self.viewers);
        let current =
            move || epoch.try_get_value() == Some(mine) && viewers.try_get_value().unwrap_or(0) > 0;
        let moves = async move {
            loop {
                sleep(PACE_MS).await;
                if !current() {
                    return;
                }
                let Some(Step { task, then }) = step() else {
                    return;
                };
                let Ok(answer) = solver_client::ask(task).await else {
                    return;
                };
                if !current() || !then(answer) {
                    return;
                }
            }
        };
        let (handle, registration) = AbortHandle::new_pair();
        self.abort.set_value(Some(handle));
        spawn_local(async move {
            let _ = Abortable::new(moves, registration).await;
        });
    }
}
