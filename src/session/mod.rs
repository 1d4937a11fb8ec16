//! Controllers, one per mode, kept outside the views: the game of each level (`game`), the
//! codebreaker session and the match against the computer, and the player's preferences. Each
//! owns its state (a value of the rules core changed only by moves), the log of those moves and
//! their persistence, so a page can be rendered again (a language switch) or loaded again (a
//! reload) without losing anything. They are provided as context by `App` (the sessions against
//! the computer made on first use: [`Sessions`]); pages only read their signals and call their
//! methods.

pub mod clock;
pub mod codebreaker;
pub mod contest;
pub mod data;
pub mod game;
pub mod game_sessions;
pub mod preferences;
pub mod puzzle;

use leptos::prelude::*;

use crate::dom::sleep;
use crate::rules::solver::protocol::{Answer, Task};
use crate::solver_client::{self, Work};

pub use codebreaker::BreakerSession;
pub use contest::MatchSession;

/// How long the computer waits before each of its moves, so a player can follow it.
pub const PACE_MS: i32 = 350;

/// The sessions against the computer (the codebreaker, the match against the computer and the
/// match between two people), each made from storage the first time a page asks for it ([`breaker`],
/// [`computer_match`], [`people_match`]), under the owner of the component that provided them (the
/// whole game's `App`), so a language switch, which draws the routes again, keeps them. Made on
/// first use, not at start: the whole game starts for every page, and most never show one.
#[derive(Clone, Copy)]
pub struct Sessions {
    owner: StoredValue<Option<Owner>>,
    breaker: StoredValue<Option<BreakerSession>>,
    computer: StoredValue<Option<MatchSession>>,
    people: StoredValue<Option<MatchSession>>,
}

/// Provides the sessions against the computer, each made when a page first asks for it.
pub fn provide_sessions() {
    provide_context(Sessions {
        owner: StoredValue::new(Owner::current()),
        breaker: StoredValue::new(None),
        computer: StoredValue::new(None),
        people: StoredValue::new(None),
    });
}

/// The session in `slot`, made by `load` under the sessions' owner the first time it is asked for.
fn session<T: Clone + Send + Sync + 'static>(
    slot: impl Fn(&Sessions) -> StoredValue<Option<T>>,
    load: impl FnOnce() -> T,
) -> T {
    let sessions = expect_context::<Sessions>();
    let slot = slot(&sessions);
    if let Some(made) = slot.get_value() {
        return made;
    }
    let made = match sessions.owner.get_value() {
        Some(owner) => owner.with(load),
        None => load(),
    };
    slot.set_value(Some(made.clone()));
    made
}

/// The codebreaker's session.
pub fn breaker() -> BreakerSession {
    session(|s| s.breaker, BreakerSession::load)
}

/// The match against the computer.
pub fn computer_match() -> MatchSession {
    session(
        |s| s.computer,
        || MatchSession::load(crate::rules::sessions::MatchKind::Computer),
    )
}

/// The match between two people on one device.
pub fn people_match() -> MatchSession {
    session(
        |s| s.people,
        || MatchSession::load(crate::rules::sessions::MatchKind::People),
    )
}

/// One move of the computer: what it asks the solver, and what it does with the answer
/// (returning whether it goes on).
pub struct Step {
    pub task: Task,
    pub then: Box<dyn FnOnce(Answer) -> bool>,
}

/// The computer's timed moves: while the session is on a page, a [`Step`] is asked of the
/// solver's worker and its answer played at least [`PACE_MS`] after the last move, until a step says to stop. The loop is
/// one [`Work`]: starting again, stopping or the last page leaving drops it, which cancels the
/// solver's search under way. If the solver is unavailable, the computer stops (the page says
/// why).
#[derive(Clone, Copy)]
pub struct Pacer {
    /// Pages showing the session now. Without one the computer waits.
    viewers: StoredValue<u32>,
    /// The running loop; dropping it ends the loop and cancels its search.
    running: StoredValue<Option<Work>>,
}

impl Default for Pacer {
    fn default() -> Self {
        Pacer::new()
    }
}

impl Pacer {
    pub fn new() -> Pacer {
        Pacer {
            viewers: StoredValue::new(0),
            running: StoredValue::new(None),
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
        drop(self.running.try_update_value(Option::take).flatten());
    }

    /// Runs `step` every [`PACE_MS`] until it returns `None` or its answer says to stop, ending
    /// any earlier loop. Each step's task is asked at once, so the solver thinks ahead while the
    /// page shows the previous move; its answer is played [`PACE_MS`] later, or when it comes.
    pub fn run(&self, step: impl Fn() -> Option<Step> + 'static) {
        self.stop();
        if self.viewers.try_get_value().unwrap_or(0) == 0 {
            return;
        }
        let moves = solver_client::start(async move {
            loop {
                let Some(Step { task, then }) = step() else {
                    return;
                };
                // The solver works on the move while the page still shows the last one.
                let answer = solver_client::ask(task);
                sleep(PACE_MS).await;
                let Ok(answer) = answer.await else {
                    return;
                };
                if !then(answer) {
                    return;
                }
            }
        });
        let _ = self.running.try_set_value(Some(moves));
    }
}
