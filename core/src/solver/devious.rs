//! The devious computer (SPEC 12): a codemaker that never commits to a key. It answers each guess
//! with the feedback that leaves the most keys still possible: the largest part of the split of
//! the keys that fit every row so far, ties going to fewer blacks, then to fewer whites. Along
//! with it, it names a key of that part (the first in palette order), which fits every row with
//! the new one: the key shown at the end is the last one named, so it always fits every row.

use super::{MARKS, Solver, feedback_of};
use crate::code::Code;
use crate::feedback::Feedback;
use crate::game::Turn;
use crate::level::Level;

/// The devious computer's answer to a guess: its marks, and a key that fits every row with them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DeviousAnswer {
    pub feedback: Feedback,
    pub key: Code,
}

impl Solver {
    /// The devious computer's answer to `guess` after the rows taken in so far; `None` when no
    /// key fits those rows, or the solver cannot search the level.
    pub fn devious_answer(&self, guess: Code) -> Option<DeviousAnswer> {
        let space = self.space?;
        let g = guess.index(self.level);
        let mut sizes = [0u32; MARKS];
        let mut first = [u32::MAX; MARKS];
        space.for_each_mark(g, &self.candidates, |c, m| {
            let m = usize::from(m);
            if let (Some(size), Some(at)) = (sizes.get_mut(m), first.get_mut(m)) {
                *size += 1;
                if *at == u32::MAX {
                    *at = c;
                }
            }
        });
        // Marks are black·9 + white, so the lowest mark among the largest parts has the fewest
        // blacks, then the fewest whites: the first strict maximum in mark order wins the tie.
        let mut best: Option<usize> = None;
        for (m, &size) in sizes.iter().enumerate() {
            if size > 0 && best.is_none_or(|b| sizes.get(b).is_some_and(|&s| size > s)) {
                best = Some(m);
            }
        }
        let m = best?;
        let key = Code::from_index(self.level, *first.get(m)?);
        Some(DeviousAnswer {
            feedback: feedback_of(m as u8),
            key,
        })
    }
}

/// The devious computer's answer to `guess` played after `rows` at `level` (see
/// [`Solver::devious_answer`]).
pub fn devious_answer(level: Level, rows: &[Turn], guess: Code) -> Option<DeviousAnswer> {
    Solver::from_turns(level, rows).devious_answer(guess)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::colour::Colour;

    fn code(level: Level, digits: &[u8]) -> Code {
        let pegs: Vec<Colour> = digits
            .iter()
            .filter_map(|&d| Colour::from_digit_key(&d.to_string()))
            .collect();
        Code::new(level, &pegs).expect("a code of the level")
    }

    #[test]
    fn the_first_answer_at_level_one_is_the_largest_part() {
        // The sizes of the parts are counted here by brute force over every key.
        let guess = code(Level::I, &[1, 1, 2, 2]);
        let answer = devious_answer(Level::I, &[], guess).expect("an answer");
        let size = |f: Feedback| {
            Code::all(Level::I)
                .filter(|k| Feedback::between(k, &guess) == f)
                .count()
        };
        let biggest = Feedback::all(4).map(size).max().unwrap_or(0);
        assert_eq!(size(answer.feedback), biggest);
        assert_eq!(Feedback::between(&answer.key, &guess), answer.feedback);
    }
}
