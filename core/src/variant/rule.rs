//! How marks are counted and when a guess wins, in each variant's rule (SPEC §1.1, §14).

use crate::code::Code;
use crate::feedback::Feedback;

/// How a guess's marks are counted, and when a guess wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    /// SPEC §1.1: blacks, then each further peg paired at most once; won with every mark black.
    Standard,
    /// The 2001 colour game (our reading, see `docs/playing.md`, Variants): blacks as §1.1, then a white
    /// for every other peg of the guess whose colour is anywhere in the key (key pegs are not used
    /// up); won with every mark black.
    ColourGame,
    /// Marks as §1.1; won when blacks and whites together fill the holes (the guess holds the
    /// key's colours in any order).
    ColoursOnly,
}

impl Rule {
    /// The marks `guess` earns against `key` under this rule. Only the colour game's rule is not
    /// symmetric in its arguments.
    pub fn feedback(self, key: &Code, guess: &Code) -> Feedback {
        match self {
            Rule::Standard | Rule::ColoursOnly => Feedback::between(key, guess),
            Rule::ColourGame => {
                let in_key = key.pegs().iter().fold(0u32, |set, c| set | 1 << c.index());
                let black = Feedback::blacks(key, guess);
                let present = guess
                    .pegs()
                    .iter()
                    .filter(|c| in_key & 1 << c.index() != 0)
                    .count() as u8;
                Feedback {
                    black,
                    white: present - black,
                }
            }
        }
    }

    /// Whether `feedback` ends the game with a win for codes of `pegs` pegs.
    pub fn is_win(self, feedback: Feedback, pegs: usize) -> bool {
        match self {
            Rule::Standard | Rule::ColourGame => feedback.is_win(pegs),
            Rule::ColoursOnly => usize::from(feedback.black) + usize::from(feedback.white) == pegs,
        }
    }

    /// Whether a guess may earn `feedback` under this rule with `pegs` pegs: at most `pegs` marks,
    /// and (standard marks only) never `pegs − 1` blacks with one white.
    pub fn possible(self, feedback: Feedback, pegs: usize) -> bool {
        let (black, white) = (usize::from(feedback.black), usize::from(feedback.white));
        black + white <= pegs && (self == Rule::ColourGame || !(black + 1 == pegs && white == 1))
    }

    /// Every feedback a guess of `pegs` pegs can earn under this rule, blacks first.
    pub fn all(self, pegs: usize) -> impl Iterator<Item = Feedback> {
        let n = pegs.min(crate::code::MAX_PEGS) as u8;
        (0..=n).flat_map(move |black| {
            (0..=n - black)
                .map(move |white| Feedback { black, white })
                .filter(move |&f| self.possible(f, pegs))
        })
    }

    /// A stable identifier (`standard`, `colour-game`, `colours-only`).
    pub const fn id(self) -> &'static str {
        match self {
            Rule::Standard => "standard",
            Rule::ColourGame => "colour-game",
            Rule::ColoursOnly => "colours-only",
        }
    }
}
