//! The player's answers to the computer's guesses: typed, checked against the earlier ones by
//! the solver's worker, played, and the last one corrected.

use leptos::prelude::*;

use super::{ANSWER_FOCUS, BreakerSession};
use crate::dom::focus_later;
use crate::rules::codebreaker::{AnswerError, BreakerLog, BreakerMove, Stage};
use crate::rules::feedback::Feedback;
use crate::rules::game::Turn;
use crate::rules::history::History;
use crate::rules::level::Level;
use crate::rules::solver::protocol::{Answer, Task};
use crate::solver_client;

impl BreakerSession {
    /// The player's answer as typed; refused when it has more marks than pegs. The solver's
    /// worker checks it against the earlier answers before it is played (a conflict is shown,
    /// see [`Stage::Inconsistent`]); a second answer meanwhile is ignored.
    pub fn answer(&self) {
        if self.checking.with_value(Option::is_some) {
            return;
        }
        let feedback = Feedback {
            black: self.black.get_untracked(),
            white: self.white.get_untracked(),
        };
        let asked = self.state.with_untracked(|s| {
            s.as_ref()
                .map(BreakerLog::state)
                .map(|s| s.rows_after(feedback).map(|rows| (s.level(), rows)))
        });
        let Some(Ok((level, rows))) = asked else {
            self.refused.set(true);
            return;
        };
        self.refused.set(false);
        self.check(level, rows, move |session, conflict| {
            session.answered(feedback, conflict);
        });
    }

    /// Has the solver's worker look for a conflict among `rows` (the last one just answered),
    /// then calls `then` with it. Without the solver the answer cannot be checked: it is taken as
    /// given. Dropping the check ([`BreakerSession::stop_checking`]) cancels it.
    fn check(
        &self,
        level: Level,
        rows: Vec<Turn>,
        then: impl FnOnce(BreakerSession, Option<Vec<usize>>) + 'static,
    ) {
        let session = *self;
        let work = solver_client::spawn(Task::Conflict { level, rows }, move |answer| {
            // The check is over: forget it (dropping a finished piece of work does nothing).
            drop(session.checking.try_update_value(Option::take).flatten());
            let conflict = match answer {
                Ok(Answer::Conflict(conflict)) => conflict,
                _ => None,
            };
            then(session, conflict);
        });
        self.checking.set_value(Some(work));
    }

    /// Cancels the check under way, if any.
    pub(super) fn stop_checking(&self) {
        drop(self.checking.try_update_value(Option::take).flatten());
        self.unchecked.set_value(false);
    }

    /// The last answer of a loaded session, checked by the worker; a conflict found makes the
    /// session inconsistent, as when the answer was given. Then the computer goes on.
    pub(super) fn check_loaded(&self) {
        if !self.unchecked.get_value() || self.checking.with_value(Option::is_some) {
            return;
        }
        let Some((level, rows)) = self.state.with_untracked(|s| {
            s.as_ref()
                .map(|s| s.state())
                .filter(|s| s.stage() == Stage::Thinking)
                .map(|s| (s.level(), s.rows().to_vec()))
        }) else {
            self.unchecked.set_value(false);
            return;
        };
        self.check(level, rows.clone(), move |session, conflict| {
            session.unchecked.set_value(false);
            if let Some(conflict) = conflict {
                // The log's last move is that answer, taken as given when loaded: it is played
                // again from the state before it, with the conflict the worker found.
                let checked = session.state.with_untracked(|s| {
                    let s = s.as_ref().filter(|s| s.state().rows() == rows.as_slice())?;
                    let last = rows.last()?;
                    let (answer, before) = s.moves().split_last()?;
                    let earlier =
                        History::from_parts(s.start().clone(), before.to_vec(), before.len())
                            .ok()?;
                    let next = earlier
                        .state()
                        .answered(last.feedback, Some(conflict))
                        .ok()?;
                    Some(earlier.push(*answer, next))
                });
                if let Some(checked) = checked {
                    session.state.set(Some(checked));
                }
            }
            session.run();
        });
    }

    /// Plays the player's checked answer.
    fn answered(&self, feedback: Feedback, conflict: Option<Vec<usize>>) {
        let Some(Ok(next)) = self
            .state
            .try_with_untracked(|s| {
                s.as_ref().map(|s| {
                    let next = s.state().answered(feedback, conflict)?;
                    Ok::<_, AnswerError>(s.push(BreakerMove::Answer(feedback), next))
                })
            })
            .flatten()
        else {
            return;
        };
        self.state.set(Some(next));
        self.black.set(0);
        self.white.set(0);
        self.run();
    }

    /// Takes back the last answer; the same guess is asked again.
    pub fn correct_last(&self) {
        if self.play(BreakerMove::CorrectLast).is_ok() {
            // A check under way was of the answer taken back.
            self.stop_checking();
            self.refused.set(false);
            focus_later(ANSWER_FOCUS.to_owned());
        }
    }

    /// Whether `Correct last answer` is offered: hand mode, a row answered, not yet found.
    pub fn can_correct(&self) -> bool {
        self.by_hand.get()
            && !self.rows.with(Vec::is_empty)
            && !matches!(self.stage.get(), Some(Stage::Found(_)) | None)
    }
}
