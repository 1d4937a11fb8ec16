//! The computer as codebreaker: the player holds a key, the computer guesses it. Feedback is
//! computed from the player's key, or given by hand, in which case an answer that no key can
//! satisfy together with the earlier ones is caught at once and can be taken back.
//!
//! A session is a value: every step is a [`BreakerMove`] applied by the pure
//! [`Codebreaker::apply`]. The computer's choice of guess stays outside it
//! ([`Codebreaker::next_guess`]), and so does the search for a conflict among hand answers
//! ([`Codebreaker::answered`]; the solver's worker in the browser), so a log of moves replays
//! to the same session without a search (its answers taken as given).

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::feedback::Feedback;
use super::game::Turn;
use super::history::{History, Replay};
use super::level::Level;
use super::solver::{Solver, Strategy, feasible, smallest_conflict};

/// A codebreaking session with the moves that made it (none of them is undone: a wrong answer
/// is taken back by its own move, [`BreakerMove::CorrectLast`]).
pub type BreakerLog = History<Codebreaker>;

/// One step of a codebreaking session, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BreakerMove {
    /// The computer plays this guess (chosen by the caller, e.g. [`Codebreaker::next_guess`]):
    /// answered at once from the key, or asked of the player in hand mode.
    Guess(Code),
    /// The player's feedback for the guess asked.
    Answer(Feedback),
    /// The player takes back the last answer; the same guess is asked again.
    CorrectLast,
}

/// Where a codebreaking session stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The computer is to play its next guess ([`Codebreaker::think`]).
    Thinking,
    /// The computer guessed this and waits for the player's feedback ([`Codebreaker::answer`]).
    Asking(Code),
    /// No key gives every answer: a smallest set of rows (numbered from 0) that conflict, the
    /// last one included. Only [`Codebreaker::correct_last`] goes on from here.
    Inconsistent(Vec<usize>),
    /// The last guess earned all blacks, after this many guesses.
    Found(usize),
}

/// Why a move was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// The computer is not waiting for an answer.
    NotAsked,
    /// More marks than pegs.
    TooMany,
    /// It is not the computer's turn to guess (it waits for an answer, or the session ended or
    /// is inconsistent).
    NotThinking,
    /// The guess is not a code of the session's level.
    NotInLevel,
    /// No answer to take back: no row yet, or feedback is automatic.
    NothingToCorrect,
    /// The answers cannot be checked: the level is too large for the solver, or there are more
    /// rows than it takes (only a stored or received session can ask this).
    Unsearchable,
    /// Every row of the level is played: the computer guesses no more.
    TooManyRows,
    /// The solver cannot search a level this large.
    TooLarge,
}

/// A session of the computer breaking the player's key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Codebreaker {
    level: Level,
    secret: Option<Code>,
    by_hand: bool,
    rows: Vec<Turn>,
    asking: Option<Code>,
    conflict: Option<Vec<usize>>,
}

impl Codebreaker {
    /// A new session. With `by_hand` the player answers every guess and `secret` is only shown,
    /// never checked; otherwise `secret` answers (without one, the player must answer: the
    /// session is by hand).
    pub fn new(level: Level, secret: Option<Code>, by_hand: bool) -> Codebreaker {
        Codebreaker {
            level,
            secret,
            by_hand: by_hand || secret.is_none(),
            rows: Vec::new(),
            asking: None,
            conflict: None,
        }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    pub fn secret(&self) -> Option<Code> {
        self.secret
    }

    pub fn by_hand(&self) -> bool {
        self.by_hand
    }

    /// The answered rows, first first.
    pub fn rows(&self) -> &[Turn] {
        &self.rows
    }

    pub fn stage(&self) -> Stage {
        match (self.rows.last(), &self.conflict, self.asking) {
            (Some(last), _, _) if self.level.is_win(last.feedback) => Stage::Found(self.rows.len()),
            (_, Some(rows), _) => Stage::Inconsistent(rows.clone()),
            (_, None, Some(guess)) => Stage::Asking(guess),
            _ => Stage::Thinking,
        }
    }

    /// The guess the computer would play now (the solver's default strategy), if it is its turn.
    pub fn next_guess(&self) -> Option<Code> {
        if self.stage() != Stage::Thinking {
            return None;
        }
        Solver::from_turns(self.level, &self.rows).next_guess(Strategy::DEFAULT)
    }

    /// The session after `mv`, or why `mv` is not allowed now. Pure and cheap: the same moves
    /// from the same start always give the same session. An answer is taken as given: whether
    /// it conflicts with the earlier ones needs a search, done by the caller
    /// ([`Codebreaker::answer`] natively, the solver's worker in the browser) and given to
    /// [`Codebreaker::answered`].
    pub fn apply(&self, mv: BreakerMove) -> Result<Codebreaker, AnswerError> {
        let mut next = self.clone();
        match mv {
            BreakerMove::Guess(guess) => {
                if self.stage() != Stage::Thinking {
                    return Err(AnswerError::NotThinking);
                }
                if Code::new(self.level, guess.pegs()).is_err() {
                    return Err(AnswerError::NotInLevel);
                }
                if !feasible(self.level) {
                    return Err(AnswerError::TooLarge);
                }
                // A level has at most 20 turns, which the conflict search handles.
                if self.rows.len() >= self.level.turns() {
                    return Err(AnswerError::TooManyRows);
                }
                match (self.by_hand, self.secret) {
                    (false, Some(key)) => next.rows.push(Turn {
                        guess,
                        feedback: self.level.feedback(&key, &guess),
                    }),
                    _ => next.asking = Some(guess),
                }
            }
            BreakerMove::Answer(feedback) => return self.answered(feedback, None),
            BreakerMove::CorrectLast => {
                if !self.by_hand {
                    return Err(AnswerError::NothingToCorrect);
                }
                let last = next.rows.pop().ok_or(AnswerError::NothingToCorrect)?;
                next.asking = Some(last.guess);
                next.conflict = None;
            }
        }
        Ok(next)
    }

    /// The answered rows once the player gives `feedback` to the guess asked, or why that answer
    /// is refused. The caller can have them checked for a conflict (the solver's worker does it
    /// in the browser) and then apply [`Codebreaker::answered`].
    pub fn rows_after(&self, feedback: Feedback) -> Result<Vec<Turn>, AnswerError> {
        let guess = self.asking.ok_or(AnswerError::NotAsked)?;
        if usize::from(feedback.black) + usize::from(feedback.white) > self.level.pegs() {
            return Err(AnswerError::TooMany);
        }
        let mut rows = self.rows.clone();
        rows.push(Turn { guess, feedback });
        Ok(rows)
    }

    /// [`BreakerMove::Answer`] with its conflict worked out by the caller: `conflict` must be
    /// what [`smallest_conflict`] gives for [`Codebreaker::rows_after`] (so the result is the
    /// same as [`Codebreaker::answer`]'s).
    pub fn answered(
        &self,
        feedback: Feedback,
        conflict: Option<Vec<usize>>,
    ) -> Result<Codebreaker, AnswerError> {
        let mut next = self.clone();
        next.rows = self.rows_after(feedback)?;
        next.asking = None;
        next.conflict = conflict;
        Ok(next)
    }

    /// A new session with `moves` applied in order; the index of the first refused move and why.
    pub fn replay(
        level: Level,
        secret: Option<Code>,
        by_hand: bool,
        moves: &[BreakerMove],
    ) -> Result<Codebreaker, (usize, AnswerError)> {
        moves.iter().enumerate().try_fold(
            Codebreaker::new(level, secret, by_hand),
            |session, (i, &mv)| session.apply(mv).map_err(|e| (i, e)),
        )
    }

    /// The computer plays its next guess: answered at once from the key, or asked of the
    /// player. Does nothing unless the stage is [`Stage::Thinking`].
    pub fn think(&mut self) {
        if let Some(next) = self
            .next_guess()
            .and_then(|guess| self.apply(BreakerMove::Guess(guess)).ok())
        {
            *self = next;
        }
    }

    /// The player's feedback for the guess asked, checked for a conflict here (a search: the
    /// browser asks the worker instead). It is kept even when it contradicts the earlier
    /// answers; the stage then says which rows conflict.
    pub fn answer(&mut self, feedback: Feedback) -> Result<(), AnswerError> {
        let rows = self.rows_after(feedback)?;
        let conflict =
            smallest_conflict(self.level, &rows).map_err(|_| AnswerError::Unsearchable)?;
        *self = self.answered(feedback, conflict)?;
        Ok(())
    }

    /// Takes back the last answer: its row goes, and the same guess is asked again. Only in
    /// hand mode; returns whether there was an answer to take back.
    pub fn correct_last(&mut self) -> bool {
        match self.apply(BreakerMove::CorrectLast) {
            Ok(next) => {
                *self = next;
                true
            }
            Err(_) => false,
        }
    }

    /// How many keys fit the answers after each row.
    pub fn remaining(&self) -> Vec<usize> {
        super::solver::remaining_after_each(self.level, &self.rows)
    }
}

impl Replay for Codebreaker {
    type Move = BreakerMove;
    type Error = AnswerError;

    fn apply(&self, mv: BreakerMove) -> Result<Codebreaker, AnswerError> {
        Codebreaker::apply(self, mv)
    }

    fn undoable(_: BreakerMove) -> bool {
        false
    }
}
