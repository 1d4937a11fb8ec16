//! The board's words case by case, whose shapes every language shares: a variant's symbols, a
//! row's marks in a game's own names and the flag's warnings. A language gives the words and
//! names the places (`{row}`); which case says what, and the numbers in the places, are decided
//! here once.

use crate::carry::Words;

use crate::rules::feedback::Feedback;
use crate::rules::variant::{MarkNames, Symbols, Variant};
use crate::shared::{Noun, Plural, fermi_pico, fill_named};

/// A variant's symbols, as the Variants page's table says them: `6 colours`, `digits 0–9, no
/// repeats`.
#[derive(Clone, Copy, Debug, Words)]
pub struct SymbolsWords {
    /// `{n} colours`.
    pub colours: &'static str,
    /// `{n} colours and blank` (`n`: the colours besides blank).
    pub colours_and_blank: &'static str,
    /// `digits 1–{last}`.
    pub digits_from_1: &'static str,
    /// `digits 0–{last}`.
    pub digits_from_0: &'static str,
    /// `{symbols}, no repeats`: a variant whose key repeats no symbol.
    pub no_repeats: &'static str,
}

impl SymbolsWords {
    /// The symbols of `variant`.
    pub fn of(&self, variant: Variant) -> String {
        let n = variant.colours();
        let (sentence, place, value) = match variant.symbols() {
            Symbols::Colours => (self.colours, "n", n),
            Symbols::ColoursAndBlank => (self.colours_and_blank, "n", n.saturating_sub(1)),
            Symbols::DigitsFrom1 => (self.digits_from_1, "last", n),
            Symbols::DigitsFrom0 => (self.digits_from_0, "last", n.saturating_sub(1)),
        };
        let symbols = fill_named(sentence, &[(place, &value.to_string())]);
        if variant.repeats() {
            symbols
        } else {
            fill_named(self.no_repeats, &[("symbols", &symbols)])
        }
    }
}

/// The marks' nouns, counted by the language's rule: `0 black, 2 white` (SPEC §7.1 keeps
/// English's colour words singular), `1 bull, 2 cows`; Bagels' names are the same in every
/// language.
#[derive(Clone, Copy, Debug, Words)]
pub struct MarkWords {
    pub black: Noun,
    pub white: Noun,
    pub bull: Noun,
    pub cow: Noun,
}

impl MarkWords {
    /// `feedback` in `names`, counted by `plural`: the right place first, then the others.
    pub fn of(&self, names: MarkNames, feedback: Feedback, plural: Plural) -> String {
        let both = |placed: Noun, elsewhere: Noun| {
            format!(
                "{}, {}",
                plural.count(feedback.black.into(), placed),
                plural.count(feedback.white.into(), elsewhere)
            )
        };
        match names {
            MarkNames::BlackWhite => both(self.black, self.white),
            MarkNames::BullsCows => both(self.bull, self.cow),
            MarkNames::FermiPico => fermi_pico(feedback),
        }
    }
}

/// The flag's warnings (a move the game refuses, SPEC §3), a sentence a case; rows are counted
/// from 1. The pegs' own words (a colour not in play, a colour repeated) are the symbols'
/// ([`crate::SymbolWords`]).
#[derive(Clone, Copy, Debug, Words)]
pub struct WarningWords {
    /// `Warning: {why}`: every warning's frame.
    pub frame: &'static str,
    pub game_over: &'static str,
    /// `row {row} has already been played.`
    pub played_row: &'static str,
    /// `row {row} is not in play yet. Fill row {active} first.`
    pub future_row: &'static str,
    pub off_board: &'static str,
    /// `row {row} still has {empty} to fill …`, `empty` counted in [`WarningWords::empty_hole`].
    pub row_incomplete: &'static str,
    pub empty_hole: Noun,
    pub hole_empty: &'static str,
    pub key_covered: &'static str,
    /// Hard mode: `… row {row} would then have scored {marks}.`, the marks in the game's names.
    pub contradicts: &'static str,
    /// Learn to play: `in this lesson, row {row} is {pegs}. …`
    pub not_asked: &'static str,
    pub no_aids_in_puzzle: &'static str,
    pub bad_answer: &'static str,
}
