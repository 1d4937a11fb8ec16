//! What the solver's worker does for a board: the devious computer's answer to a row, the next
//! hint worked out ahead of `Hint`, and with the aids on a row that contradicts an earlier one.

use leptos::prelude::*;

use super::{Edit, Play};
use crate::rules::code::Code;
use crate::rules::cursor::Cursor;
use crate::rules::flag::Contradicted;
use crate::rules::game::{Game, Move, Turn};
use crate::rules::level::Level;
use crate::rules::log::GameLog;
use crate::rules::solver::protocol::{Answer, Task};
use crate::rules::solver::{contradiction, devious_answer};
use crate::solver_client;

impl Play {
    /// Works the next hint out as soon as a row is submitted or the aids are turned on (the
    /// rows of `aided_turns`), after the count of the keys still possible, so that `Hint`
    /// answers at once. Other rows (a new one, an undo) drop the work under way, which cancels
    /// it.
    pub(super) fn work_ahead(self, level: Level, aided_turns: Memo<Option<Vec<Turn>>>) {
        let (play, game) = (self, self.game);
        Effect::new(move || {
            let Some(rows) = aided_turns.get() else {
                return;
            };
            if game.with_untracked(|g| g.active_row().is_none()) {
                return;
            }
            let task = Task::NextGuess {
                level,
                rows: rows.clone(),
            };
            let work = solver_client::spawn(task, move |answer| {
                if let Ok(Answer::Guess(guess)) = answer {
                    play.ahead.try_set(Some((rows, guess)));
                    if let (Some(guess), Some(Some(asked))) =
                        (guess, play.wanted.try_update_value(Option::take))
                    {
                        play.fill(&asked, guess);
                    }
                }
            });
            on_cleanup(move || drop(work));
        });
    }

    /// Asks the solver's worker for the devious computer's answer to the full active row, and
    /// plays it if no move came in between. Without a worker, the answer is worked out on the
    /// page instead, and recorded as the same move.
    pub(super) fn ask_devious(&self, follow: bool) {
        let asked = self.log.get_untracked();
        let guess = match asked.game().row_to_submit() {
            Ok(guess) => guess,
            Err(why) => {
                self.report(Err(why));
                return;
            }
        };
        let task = Task::Devious {
            level: asked.game().level(),
            rows: asked.game().turns().to_vec(),
            guess,
        };
        let play = *self;
        let work = solver_client::spawn(task, move |answer| {
            if play.log.try_get_untracked().as_ref() != Some(&asked) {
                return;
            }
            // Without the worker, the page works the answer out itself, and records it the
            // same way: a stored devious game then replays without the solver.
            let answered = match answer {
                Ok(Answer::Devious(Some(a))) => Some(a),
                _ => devious_answer(asked.game().level(), asked.game().turns(), guess),
            };
            let mv = match answered {
                Some(a) => Move::Answer {
                    feedback: a.feedback,
                    key: a.key,
                },
                None => Move::Submit,
            };
            play.submit_move(mv, follow);
        });
        self.answering.set_value(Some(work));
    }

    /// Plays the devious computer's answer (or a plain submit, without one), and moves the
    /// selection (and focus when `follow`) to the next row.
    fn submit_move(&self, mv: Move, follow: bool) {
        let before = self.game.get_untracked();
        if self.apply(mv) {
            self.cursor.set(Cursor::reset());
            if follow {
                self.focus_after_turn();
            }
            self.note_contradiction(&before);
        }
    }

    /// With the aids on, after a row was submitted to the game `before`: whether it contradicts
    /// an earlier row (the flag says so).
    pub(super) fn note_contradiction(&self, before: &Game) {
        let after = self.game.get_untracked();
        if after.aids() && !after.is_over() {
            let guess_row = before.turns().len();
            let found = after
                .turns()
                .get(guess_row)
                .and_then(|turn| contradiction(before.level(), before.turns(), &turn.guess));
            self.contradiction
                .set(found.map(|(row, would)| Contradicted {
                    guess_row,
                    row,
                    would,
                }));
        }
    }

    /// Turns the solver's aids on for the rest of this game.
    pub fn aids_on(&self) {
        self.apply(Move::AidsOn);
    }

    /// Fills the active row with the solver's next guess (aids on only); the player submits it.
    /// The guess was worked out ahead, in the solver's worker, when the last row was submitted;
    /// if that work is still under way, its answer fills the row unless a move comes first.
    pub fn hint(&self) {
        let asked = self.log.get_untracked();
        let game = asked.game();
        if game.active_row().is_none() || !game.aids() {
            return;
        }
        let ready = self.ahead.with_untracked(|ahead| {
            ahead
                .as_ref()
                .filter(|(rows, _)| rows.as_slice() == game.turns())
                .map(|(_, guess)| *guess)
        });
        match ready {
            Some(Some(guess)) => self.fill(&asked, guess),
            // No key fits the rows: nothing to fill (the aids say so).
            Some(None) => {}
            None => self.wanted.set_value(Some(asked)),
        }
    }

    /// Fills the active row with `guess`, if the game is still as it was when the hint was asked.
    fn fill(&self, asked: &GameLog, guess: Code) {
        let Some(log) = self.log.try_get_untracked().filter(|l| l == asked) else {
            return;
        };
        let Some(row) = log.game().active_row() else {
            return;
        };
        let places: Vec<Move> = (guess.pegs().iter().enumerate())
            .map(|(hole, &colour)| Move::Place { row, hole, colour })
            .collect();
        // Made on the log first, so the row is filled whole or not at all; each step's log is
        // then handed over as made (each move applied once).
        let mut steps = Vec::with_capacity(places.len());
        let filled = places
            .iter()
            .try_fold(log, |l, &mv| {
                let next = l.apply(mv)?;
                steps.push((mv, next.clone()));
                Ok(next)
            })
            .and_then(|_| {
                steps
                    .into_iter()
                    .try_for_each(|(mv, next)| self.edit.run(Edit::Made(mv, Box::new(next))))
            });
        if self.report(filled) {
            self.cursor.set(Cursor::reset());
        }
    }
}
