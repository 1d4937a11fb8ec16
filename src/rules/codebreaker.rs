//! The computer as codebreaker: the player holds a key, the computer guesses it. Feedback is
//! computed from the player's key, or given by hand, in which case an answer that no key can
//! satisfy together with the earlier ones is caught at once and can be taken back.

use super::solver::{Solver, Strategy, smallest_conflict};
use super::{Code, Feedback, Level, Turn};

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

/// Why an answer was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// The computer is not waiting for an answer.
    NotAsked,
    /// More marks than pegs.
    TooMany,
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
    /// never checked; otherwise `secret` (which must then be given) answers.
    pub fn new(level: Level, secret: Option<Code>, by_hand: bool) -> Codebreaker {
        assert!(
            by_hand || secret.is_some(),
            "automatic feedback needs the key"
        );
        Codebreaker {
            level,
            secret,
            by_hand,
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
            (Some(last), _, _) if last.feedback.is_win(self.level.pegs()) => {
                Stage::Found(self.rows.len())
            }
            (_, Some(rows), _) => Stage::Inconsistent(rows.clone()),
            (_, None, Some(guess)) => Stage::Asking(guess),
            _ => Stage::Thinking,
        }
    }

    /// The computer plays its next guess: answered at once from the key, or asked of the
    /// player. Does nothing unless the stage is [`Stage::Thinking`].
    pub fn think(&mut self) {
        if self.stage() != Stage::Thinking {
            return;
        }
        let solver = Solver::from_turns(self.level, &self.rows);
        let Some(guess) = solver.next_guess(Strategy::DEFAULT) else {
            return;
        };
        match (self.by_hand, self.secret) {
            (false, Some(key)) => self.rows.push(Turn {
                guess,
                feedback: Feedback::between(&key, &guess),
            }),
            _ => self.asking = Some(guess),
        }
    }

    /// The player's feedback for the guess asked. It is kept even when it contradicts the earlier
    /// answers; the stage then says which rows conflict.
    pub fn answer(&mut self, feedback: Feedback) -> Result<(), AnswerError> {
        let guess = self.asking.ok_or(AnswerError::NotAsked)?;
        if usize::from(feedback.black + feedback.white) > self.level.pegs() {
            return Err(AnswerError::TooMany);
        }
        self.asking = None;
        self.rows.push(Turn { guess, feedback });
        self.conflict = smallest_conflict(self.level, &self.rows);
        Ok(())
    }

    /// Takes back the last answer: its row goes, and the same guess is asked again. Only in
    /// hand mode; returns whether there was an answer to take back.
    pub fn correct_last(&mut self) -> bool {
        if !self.by_hand {
            return false;
        }
        let Some(last) = self.rows.pop() else {
            return false;
        };
        self.asking = Some(last.guess);
        self.conflict = None;
        true
    }

    /// How many keys fit the answers after each row.
    pub fn remaining(&self) -> Vec<usize> {
        super::solver::remaining_after_each(self.level, &self.rows)
    }
}
