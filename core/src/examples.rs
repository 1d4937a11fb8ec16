//! Worked deductions for the Rules page, as data: the key, each guess and the feedback the text
//! states for it. A test replays them through the core, so the page can never teach a wrong mark.

use super::code::Code;
use super::colour::Colour;
use super::feedback::Feedback;
use super::game::Turn;
use super::level::Level;
use Colour::*;

/// One worked example at level I.
#[derive(Clone, Copy, Debug)]
pub struct Example {
    pub key: [Colour; 4],
    /// Each turn's guess and the feedback the text states for it.
    pub turns: &'static [([Colour; 4], (u8, u8))],
    /// How many keys the text says are still possible after each turn.
    pub remaining: &'static [usize],
}

/// The two examples of the Rules page.
pub const EXAMPLES: [Example; 2] = [
    Example {
        key: [Green, Blue, Blue, Red],
        turns: &[
            ([Red, Red, Green, Green], (0, 2)),
            ([Blue, Blue, Yellow, Yellow], (1, 1)),
            ([Green, Blue, Red, Blue], (2, 2)),
            ([Green, Blue, Blue, Red], (4, 0)),
        ],
        remaining: &[96, 12, 2, 1],
    },
    Example {
        key: [Yellow, Pink, Turquoise, Yellow],
        turns: &[
            ([Red, Red, Green, Green], (0, 0)),
            ([Blue, Blue, Yellow, Yellow], (1, 1)),
            ([Yellow, Turquoise, Yellow, Pink], (1, 3)),
            ([Yellow, Pink, Turquoise, Yellow], (4, 0)),
        ],
        remaining: &[256, 56, 2, 1],
    },
];

#[allow(
    clippy::expect_used,
    reason = "compiled-in examples of level I codes, replayed by core/tests/suite/examples.rs"
)]
impl Example {
    pub fn key(&self) -> Code {
        Code::new(Level::I, &self.key).expect("example keys are level I codes")
    }

    /// The turns as played, with the feedback the core computes.
    pub fn played(&self) -> Vec<Turn> {
        self.turns
            .iter()
            .map(|(guess, _)| {
                let guess = Code::new(Level::I, guess).expect("example guesses are level I codes");
                Turn {
                    guess,
                    feedback: Feedback::between(&self.key(), &guess),
                }
            })
            .collect()
    }
}

/// The codes of `level` that would have given every one of `turns` its feedback.
pub fn consistent(level: Level, turns: &[Turn]) -> impl Iterator<Item = Code> + '_ {
    Code::all(level).filter(|code| {
        turns
            .iter()
            .all(|t| Feedback::between(code, &t.guess) == t.feedback)
    })
}
