//! The variants (SPEC §14): every Mastermind of the sources as a set of parameters of the one
//! game: holes, symbols, turns, repeats and a feedback [`Rule`]. The 2001 original's own *colour
//! game* is three of them; the board game's editions and the pencil-and-paper ancestors are the
//! rest.
//!
//! A variant's pegs are stored as palette positions ([`Colour`]s), whatever they look like: its
//! [`Symbols`] say how each position is drawn, named and typed (a colour, `blank`, a digit).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Code, Colour, Feedback};

/// How a guess's marks are counted, and when a guess wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    /// SPEC §1.1: blacks, then each further peg paired at most once; won with every mark black.
    Standard,
    /// The 2001 colour game (our reading, see `docs/variants.md`): blacks as §1.1, then a white
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
                let black = key
                    .pegs()
                    .iter()
                    .zip(guess.pegs())
                    .filter(|(k, g)| k == g)
                    .count() as u8;
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
        let n = pegs.min(super::MAX_PEGS) as u8;
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

/// What a variant's pegs look like.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Symbols {
    /// The palette's colours (every standard level and custom game).
    Colours,
    /// Six colours and `blank`: the palette's seventh position is drawn as an empty-looking peg.
    ColoursAndBlank,
    /// Digits from 0 (position p is the digit p).
    DigitsFrom0,
    /// Digits from 1 (position p is the digit p + 1).
    DigitsFrom1,
}

/// How one peg looks and is named: a colour, `blank` or a digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    Colour(Colour),
    Blank,
    Digit(u8),
}

/// The digits' own names, as text (`"0"` … `"9"`).
const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

impl Symbol {
    /// The digit's text, for a digit.
    pub fn digit_text(self) -> Option<&'static str> {
        match self {
            Symbol::Digit(d) => DIGITS.get(usize::from(d)).copied(),
            _ => None,
        }
    }

    /// A stable identifier for classes and ids: the colour's id, `blank`, or `digit`.
    pub const fn id(self) -> &'static str {
        match self {
            Symbol::Colour(c) => c.id(),
            Symbol::Blank => "blank",
            Symbol::Digit(_) => "digit",
        }
    }
}

impl Symbols {
    /// How the peg at palette position `peg` looks.
    pub fn symbol(self, peg: Colour) -> Symbol {
        let p = peg.index() as u8;
        match self {
            Symbols::Colours => Symbol::Colour(peg),
            Symbols::ColoursAndBlank if peg == BLANK => Symbol::Blank,
            Symbols::ColoursAndBlank => Symbol::Colour(peg),
            Symbols::DigitsFrom0 => Symbol::Digit(p),
            Symbols::DigitsFrom1 => Symbol::Digit(p + 1),
        }
    }

    /// The palette position a key types, among `colours` positions: with colours, `1` is the
    /// first position, `2` the second … (`0` the tenth); with digits, the key's own digit.
    pub fn from_key(self, key: &str, colours: usize) -> Option<Colour> {
        let digit = match key.as_bytes() {
            [d @ b'0'..=b'9'] => usize::from(d - b'0'),
            _ => return None,
        };
        let index = match self {
            Symbols::Colours | Symbols::ColoursAndBlank => (digit + 9) % 10,
            Symbols::DigitsFrom0 => digit,
            Symbols::DigitsFrom1 => digit.checked_sub(1)?,
        };
        Colour::from_index(index).filter(|c| c.index() < colours)
    }

    /// Whether pegs are digits.
    pub const fn digits(self) -> bool {
        matches!(self, Symbols::DigitsFrom0 | Symbols::DigitsFrom1)
    }
}

/// The palette position drawn as `blank` in [`Symbols::ColoursAndBlank`] (the seventh).
pub const BLANK: Colour = Colour::Orange;

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
            let level = crate::rules::Level::Variant(v);
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
