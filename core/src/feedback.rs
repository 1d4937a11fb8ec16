use std::fmt;

use serde::{Deserialize, Serialize};

use super::code::Code;

/// The marks a guess earns: a black for each right colour in the right hole, a white for each
/// further right colour in a wrong hole. The order of marks means nothing, so two counts say all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Feedback {
    pub black: u8,
    pub white: u8,
}

impl Feedback {
    /// The feedback for `guess` against `key` (SPEC 1.1): blacks first, and each peg pairs at
    /// most once, so whites are the colours in common minus the blacks. Symmetric in its arguments.
    pub fn between(key: &Code, guess: &Code) -> Feedback {
        debug_assert_eq!(key.pegs().len(), guess.pegs().len());
        let black = Feedback::blacks(key, guess);
        let (kc, gc) = (key.colour_counts(), guess.colour_counts());
        let common: u8 = kc.iter().zip(&gc).map(|(k, g)| *k.min(g)).sum();
        Feedback {
            black,
            white: common - black,
        }
    }

    /// How many holes of the two codes hold the same colour: the blacks of every rule.
    pub fn blacks(key: &Code, guess: &Code) -> u8 {
        key.pegs()
            .iter()
            .zip(guess.pegs())
            .filter(|(k, g)| k == g)
            .count() as u8
    }

    /// Whether this is the winning feedback for codes of `pegs` pegs.
    pub fn is_win(self, pegs: usize) -> bool {
        usize::from(self.black) == pegs
    }

    /// Every feedback a guess of `pegs` pegs can earn: black + white ≤ pegs, except `pegs − 1`
    /// blacks with one white. There are N(N+3)/2 of them.
    pub fn all(pegs: usize) -> impl Iterator<Item = Feedback> {
        let n = pegs as u8;
        (0..=n).flat_map(move |black| {
            (0..=n - black)
                .map(move |white| Feedback { black, white })
                .filter(move |f| !(f.black + 1 == n && f.white == 1))
        })
    }
}

impl fmt::Display for Feedback {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} black, {} white", self.black, self.white)
    }
}
