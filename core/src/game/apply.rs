//! Applying a move: the next state or why the move is refused, what submitting the active row
//! needs, and whether a click on the board is a valid action.

use super::{Game, Invalid, Move, Status, Target, Turn};
use crate::code::{Code, MAX_PEGS};
use crate::feedback::Feedback;
use crate::solver::{contradiction, devious_answer};

impl Game {
    /// Applies a move and returns the next state, or why the move is not valid. `self` is
    /// never changed, so an invalid move leaves the game exactly as it was.
    pub fn apply(&self, mv: Move) -> Result<Game, Invalid> {
        let mut next = self.clone();
        match mv {
            Move::Place { row, hole, colour } => {
                self.check(Target::Hole { row, hole })?;
                if colour.index() >= self.level.colours() {
                    return Err(Invalid::ColourNotInLevel(colour));
                }
                // `check` put `hole` within the row.
                if let Some(slot) = next.active.get_mut(hole) {
                    *slot = Some(colour);
                }
            }
            Move::Clear { row, hole } => {
                self.check(Target::Hole { row, hole })?;
                match next.active.get_mut(hole) {
                    Some(slot @ Some(_)) => *slot = None,
                    _ => return Err(Invalid::HoleEmpty { row, hole }),
                }
            }
            Move::Submit if self.given.is_some() => {
                let guess = self.row_to_submit()?;
                next.answer(guess);
            }
            Move::Submit => {
                let guess = self.row_to_submit()?;
                let feedback = if self.devious {
                    let answer =
                        devious_answer(self.level, &self.turns, guess).ok_or(Invalid::BadAnswer)?;
                    next.key = answer.key;
                    answer.feedback
                } else {
                    self.level.feedback(&self.key, &guess)
                };
                next.play(guess, feedback);
            }
            Move::Answer { feedback, key } => {
                let guess = self.row_to_submit()?;
                let stands = self.devious
                    && Code::new(self.level, key.pegs()).is_ok()
                    && self.level.feedback(&key, &guess) == feedback
                    && contradiction(self.level, &self.turns, &key).is_none();
                if !stands {
                    return Err(Invalid::BadAnswer);
                }
                next.key = key;
                next.play(guess, feedback);
            }
            Move::Quit => {
                self.check(Target::Quit)?;
                next.status = Status::Quit;
            }
            Move::AidsOn => {
                self.active_row().ok_or(Invalid::GameOver)?;
                if self.given.is_some() {
                    return Err(Invalid::NoAidsInPuzzle);
                }
                next.aids = true;
            }
        }
        Ok(next)
    }

    /// The full active row, if submitting it now is a valid move: a code of the level that, in
    /// hard mode, fits every row played.
    pub fn row_to_submit(&self) -> Result<Code, Invalid> {
        let row = self.active_row().ok_or(Invalid::GameOver)?;
        let guess = self.active_code().ok_or_else(|| self.not_a_code(row))?;
        if self.hard
            && let Some((row, would)) = contradiction(self.level, &self.turns, &guess)
        {
            return Err(Invalid::Contradicts { row, would });
        }
        Ok(guess)
    }

    /// Plays `guess` as the next row, with `feedback`: the row is empty again, and the game
    /// won, lost (the last row) or going on.
    pub(super) fn play(&mut self, guess: Code, feedback: Feedback) {
        self.turns.push(Turn { guess, feedback });
        self.active = [None; MAX_PEGS];
        self.status = if self.level.is_win(feedback) {
            Status::Won {
                turns: self.turns.len(),
            }
        } else if self.turns.len() == self.turn_limit() {
            Status::Lost
        } else {
            Status::Playing
        };
    }

    /// Why the active row `row` is not a code of the level: empty holes, or (without repeats) a
    /// colour used twice.
    fn not_a_code(&self, row: usize) -> Invalid {
        let pegs = self.active_pegs();
        let empty = pegs.iter().filter(|p| p.is_none()).count();
        let repeated = pegs
            .iter()
            .enumerate()
            .find_map(|(i, p)| p.filter(|c| pegs.iter().take(i).any(|q| *q == Some(*c))));
        match repeated {
            Some(colour) if empty == 0 => Invalid::RepeatedColour { row, colour },
            _ => Invalid::RowIncomplete { row, empty },
        }
    }

    /// Whether clicking `target` is a valid action now: a hole of the active row, the results
    /// cell of a full active row (its submit control), or quitting while playing.
    pub fn check(&self, target: Target) -> Result<(), Invalid> {
        let active = self.active_row().ok_or(Invalid::GameOver)?;
        let on_row = |row: usize| {
            if row >= self.turn_limit() {
                Err(Invalid::OffBoard)
            } else if row < active {
                Err(Invalid::PlayedRow { row })
            } else if row > active {
                Err(Invalid::FutureRow { row, active })
            } else {
                Ok(())
            }
        };
        match target {
            Target::Hole { row, hole } => {
                if hole >= self.level.pegs() {
                    return Err(Invalid::OffBoard);
                }
                on_row(row)
            }
            Target::Results { row } => {
                on_row(row)?;
                match self.active_code() {
                    Some(_) => Ok(()),
                    None => Err(self.not_a_code(row)),
                }
            }
            Target::Key => Err(Invalid::KeyCovered),
            Target::Quit => Ok(()),
        }
    }
}
