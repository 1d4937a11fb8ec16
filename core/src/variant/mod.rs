//! The variants (SPEC §14): every Mastermind of the sources as a set of parameters of the one
//! game: holes, symbols, turns, repeats and a feedback [`Rule`]. The 2001 original's own *colour
//! game* is three of them; the board game's editions and the pencil-and-paper ancestors are the
//! rest.
//!
//! A variant's pegs are stored as palette positions ([`Colour`]s), whatever they look like: its
//! [`Symbols`] say how each position is drawn, named and typed (a colour, `blank`, a digit).

use std::fmt;

use serde::{Deserialize, Serialize};

mod rule;
mod symbols;

pub use rule::Rule;
pub use symbols::{BLANK, Symbol, Symbols};

use super::code::Code;
#[cfg(test)]
use super::colour::Colour;

/// One of the variants of SPEC §14.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    ColourGameI,
    ColourGameII,
    ColourGameIII,
    Mini,
    Super,
    Blanks,
    ColoursOnly,
    Kids,
    Number,
    Bagels,
    BullsAndCows,
}

/// What a game calls its marks (SPEC §17, a variant's marks in its own words): black and white
/// pegs, or the digit games' own names. The words are each language's; which words, the core's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkNames {
    /// A black for a right symbol in the right hole, a white for one elsewhere.
    BlackWhite,
    /// Bulls and Cows: a bull in the right place, a cow elsewhere.
    BullsCows,
    /// Bagels: a Fermi in the right place, a Pico elsewhere, Bagels for neither.
    FermiPico,
}

impl MarkNames {
    /// The glyphs a shared result draws a row's marks with: in place, elsewhere, neither.
    pub const fn glyphs(self) -> [&'static str; 3] {
        match self {
            MarkNames::BlackWhite => ["⚫", "⚪", "◽"],
            MarkNames::BullsCows => ["🐂", "🐄", "◽"],
            MarkNames::FermiPico => ["🟢", "🟡", "◽"],
        }
    }
}

/// A variant that does not exist (in a URL or a stored value).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantError(pub String);

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "there is no variant {:?}", self.0)
    }
}

impl std::error::Error for VariantError {}

impl Variant {
    /// Every variant, in the order of SPEC §14's table.
    pub const ALL: [Variant; 11] = [
        Variant::ColourGameI,
        Variant::ColourGameII,
        Variant::ColourGameIII,
        Variant::Mini,
        Variant::Super,
        Variant::Blanks,
        Variant::ColoursOnly,
        Variant::Kids,
        Variant::Number,
        Variant::Bagels,
        Variant::BullsAndCows,
    ];

    /// The colour game's three levels, I first.
    pub const COLOUR_GAME: [Variant; 3] = [
        Variant::ColourGameI,
        Variant::ColourGameII,
        Variant::ColourGameIII,
    ];

    /// (holes, palette positions, turns, repeats, rule, symbols), as SPEC §14's table.
    const fn shape(self) -> (u8, u8, u8, bool, Rule, Symbols) {
        use Symbols::*;
        match self {
            Variant::ColourGameI => (4, 6, 6, true, Rule::ColourGame, Colours),
            Variant::ColourGameII => (5, 7, 8, true, Rule::ColourGame, Colours),
            Variant::ColourGameIII => (6, 8, 10, true, Rule::ColourGame, Colours),
            Variant::Mini => (4, 6, 6, true, Rule::Standard, Colours),
            Variant::Super => (5, 8, 12, true, Rule::Standard, Colours),
            Variant::Blanks => (4, 7, 10, true, Rule::Standard, ColoursAndBlank),
            Variant::ColoursOnly => (4, 6, 8, true, Rule::ColoursOnly, Colours),
            Variant::Kids => (3, 6, 8, true, Rule::Standard, Colours),
            Variant::Number => (4, 6, 10, true, Rule::Standard, DigitsFrom1),
            Variant::Bagels => (3, 10, 20, false, Rule::Standard, DigitsFrom0),
            Variant::BullsAndCows => (4, 10, 10, false, Rule::Standard, DigitsFrom0),
        }
    }

    /// The default strategy's average number of guesses to break the variant's keys, by `cargo
    /// xtask bench variants` (docs/solver.md, 2026-11-26: over every key, but
    /// `key_from_seed(level, 0..1000)` for the colour game II and III); what
    /// [`crate::solver::measured_average`] says of it. Beside the variant's row, so that a variant
    /// is added in one place (with its words).
    pub const fn solver_average(self) -> f64 {
        match self {
            Variant::ColourGameI => 4.2492,
            Variant::ColourGameII => 5.1730,
            Variant::ColourGameIII => 6.3910,
            Variant::Mini | Variant::Number => 4.3410,
            Variant::Super => 5.4713,
            Variant::Blanks => 4.7193,
            Variant::ColoursOnly => 3.9931,
            Variant::Kids => 3.9583,
            Variant::Bagels => 4.9861,
            Variant::BullsAndCows => 5.2306,
        }
    }

    pub const fn pegs(self) -> usize {
        self.shape().0 as usize
    }

    /// Symbols to choose from (palette positions).
    pub const fn colours(self) -> usize {
        self.shape().1 as usize
    }

    pub const fn turns(self) -> usize {
        self.shape().2 as usize
    }

    pub const fn repeats(self) -> bool {
        self.shape().3
    }

    pub const fn rule(self) -> Rule {
        self.shape().4
    }

    pub const fn symbols(self) -> Symbols {
        self.shape().5
    }

    /// Whether the game shows the sum of the key's digits (Number Mastermind).
    pub const fn shows_sum(self) -> bool {
        matches!(self, Variant::Number)
    }

    /// The colour game's level (1–3), for one of its variants.
    pub const fn colour_game_level(self) -> Option<u8> {
        match self {
            Variant::ColourGameI => Some(1),
            Variant::ColourGameII => Some(2),
            Variant::ColourGameIII => Some(3),
            _ => None,
        }
    }

    /// The variant's path segment and storage-key part: `/variant/<slug>`.
    pub const fn slug(self) -> &'static str {
        match self {
            Variant::ColourGameI => "colour-game-1",
            Variant::ColourGameII => "colour-game-2",
            Variant::ColourGameIII => "colour-game-3",
            Variant::Mini => "mini",
            Variant::Super => "super",
            Variant::Blanks => "blanks",
            Variant::ColoursOnly => "colours-only",
            Variant::Kids => "kids",
            Variant::Number => "number",
            Variant::Bagels => "bagels",
            Variant::BullsAndCows => "bulls-and-cows",
        }
    }

    /// What the variant calls its marks: Bulls and Cows and Bagels have their own names.
    pub const fn mark_names(self) -> MarkNames {
        match self {
            Variant::BullsAndCows => MarkNames::BullsCows,
            Variant::Bagels => MarkNames::FermiPico,
            _ => MarkNames::BlackWhite,
        }
    }

    /// The variant's English name (SPEC §14's table), also its name in a shared result.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::ColourGameI => "The colour game, level I",
            Variant::ColourGameII => "The colour game, level II",
            Variant::ColourGameIII => "The colour game, level III",
            Variant::Mini => "Mini Mastermind",
            Variant::Super => "Super Mastermind",
            Variant::Blanks => "Blanks",
            Variant::ColoursOnly => "Colours only",
            Variant::Kids => "Mastermind for Kids",
            Variant::Number => "Number Mastermind",
            Variant::Bagels => "Bagels",
            Variant::BullsAndCows => "Bulls and Cows",
        }
    }

    /// Reads a variant's slug, exactly as [`Variant::slug`] writes it.
    pub fn parse(text: &str) -> Result<Variant, VariantError> {
        Variant::ALL
            .into_iter()
            .find(|v| v.slug() == text)
            .ok_or_else(|| VariantError(text.to_owned()))
    }

    /// The sum of a code's digits, in a digit variant (`None` with colours).
    pub fn digit_sum(self, code: &Code) -> Option<u32> {
        code.pegs()
            .iter()
            .map(|&c| match self.symbols().symbol(c) {
                Symbol::Digit(d) => Some(u32::from(d)),
                _ => None,
            })
            .sum()
    }
}

impl Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

impl<'de> Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let text = std::borrow::Cow::<'de, str>::deserialize(d)?;
        Variant::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::*;

    fn code(pegs: &[Colour]) -> Code {
        Code::try_from(pegs.to_vec()).unwrap()
    }

    #[test]
    fn slugs_round_trip_and_nothing_else_parses() {
        for v in Variant::ALL {
            assert_eq!(Variant::parse(v.slug()), Ok(v));
            let json = serde_json::to_string(&v).unwrap();
            assert_eq!(serde_json::from_str::<Variant>(&json).unwrap(), v);
        }
        for bad in ["", "Mini", "mini ", "colour-game-4", "1", "custom"] {
            assert!(Variant::parse(bad).is_err(), "{bad:?}");
        }
        assert!(serde_json::from_str::<Variant>("3").is_err());
    }

    #[test]
    fn sizes_follow_the_spec_table() {
        let rows: Vec<_> = Variant::ALL
            .iter()
            .map(|v| (v.pegs(), v.colours(), v.turns(), v.repeats()))
            .collect();
        assert_eq!(
            rows,
            [
                (4, 6, 6, true),
                (5, 7, 8, true),
                (6, 8, 10, true),
                (4, 6, 6, true),
                (5, 8, 12, true),
                (4, 7, 10, true),
                (4, 6, 8, true),
                (3, 6, 8, true),
                (4, 6, 10, true),
                (3, 10, 20, false),
                (4, 10, 10, false),
            ]
        );
    }

    #[test]
    fn the_colour_games_vectors() {
        let rule = Rule::ColourGame;
        let f = |key: &[Colour], guess: &[Colour]| {
            let fb = rule.feedback(&code(key), &code(guess));
            (fb.black, fb.white)
        };
        assert_eq!(f(&[Red, Red, Blue, Green], &[Red, Blue, Blue, Red]), (2, 2));
        assert_eq!(f(&[Red, Red, Blue, Green], &[Green; 4]), (1, 3));
        let (one, two, three, four) = (Red, Green, Blue, Yellow);
        assert_eq!(
            f(&[one, two, three, four], &[four, three, two, one]),
            (0, 4)
        );
        assert_eq!(f(&[one, one, two, two], &[one, two, two, two]), (3, 1));
    }

    #[test]
    fn digits_are_typed_and_named_by_themselves() {
        let s = Symbols::DigitsFrom0;
        assert_eq!(s.from_key("0", 10), Some(Red));
        assert_eq!(
            s.from_key("7", 10).map(|c| s.symbol(c)),
            Some(Symbol::Digit(7))
        );
        let s = Symbols::DigitsFrom1;
        assert_eq!(s.from_key("0", 6), None);
        assert_eq!(s.from_key("7", 6), None);
        assert_eq!(
            s.from_key("6", 6).map(|c| s.symbol(c)),
            Some(Symbol::Digit(6))
        );
        let s = Symbols::Colours;
        assert_eq!(s.from_key("1", 6), Some(Red));
        assert_eq!(s.from_key("0", 10), Some(Grey));
        assert_eq!(s.from_key("7", 6), None);
        assert_eq!(s.from_key("x", 6), None);
        assert_eq!(s.from_key("12", 10), None);
        assert_eq!(Symbols::ColoursAndBlank.symbol(BLANK), Symbol::Blank);
        assert_eq!(Symbols::ColoursAndBlank.symbol(Pink), Symbol::Colour(Pink));
        assert_eq!(
            Variant::Number.digit_sum(&code(&[Red, Pink, Blue, Blue])),
            Some(1 + 6 + 3 + 3)
        );
        assert_eq!(Variant::Mini.digit_sum(&code(&[Red; 4])), None);
    }

    #[test]
    fn every_rule_lists_exactly_the_feedbacks_some_pair_earns() {
        use std::collections::BTreeSet;
        for v in [Variant::ColourGameI, Variant::Kids, Variant::ColoursOnly] {
            let level = crate::level::Level::Variant(v);
            let codes: Vec<_> = Code::all(level).collect();
            let earned: BTreeSet<_> = codes
                .iter()
                .flat_map(|k| codes.iter().map(move |g| v.rule().feedback(k, g)))
                .collect();
            let listed: BTreeSet<_> = v.rule().all(v.pegs()).collect();
            assert_eq!(earned, listed, "{v:?}");
        }
        assert_eq!(Rule::Standard.all(4).count(), 14);
        assert_eq!(Rule::ColourGame.all(4).count(), 15);
    }

    #[test]
    fn colours_only_wins_with_the_colours_in_any_order() {
        let key = code(&[Red, Green, Blue, Blue]);
        let rule = Rule::ColoursOnly;
        let won = |guess: &[Colour]| rule.is_win(rule.feedback(&key, &code(guess)), 4);
        assert!(won(&[Blue, Blue, Green, Red]));
        assert!(won(&[Red, Green, Blue, Blue]));
        assert!(!won(&[Red, Green, Blue, Red]));
        assert!(!Rule::Standard.is_win(
            Rule::Standard.feedback(&key, &code(&[Blue, Blue, Green, Red])),
            4
        ));
    }
}
