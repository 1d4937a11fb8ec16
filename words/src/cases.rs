//! The words of the core's enums, case by case: for each enum a struct with one sentence or
//! name a case, which each language fills in, and `of`, the one match from a case to its words.
//! No language file matches on an enum: a case added to the core is a field added here, which
//! every language must then fill (a compile error until it does).

use crate::carry::Words;

use crate::rules::backup::StoreKind;
use crate::rules::challenge::ChallengeError;
use crate::rules::colour::Colour;
use crate::rules::contest::{FileError, Outcome, Pace, Scoring, Side, Strength};
use crate::rules::level::{CustomError, Setting};
use crate::rules::name::{NAME_MAX, NameError};
use crate::rules::puzzle::Difficulty;
use crate::rules::refused::CopyRefused;
use crate::rules::reply::ReplyError;
use crate::rules::variant::{Rule, Variant};
use crate::shared::Noun;
use crate::shared::{fill_named, rows_list};

/// Declares the words of an enum's cases: a struct of `&'static str`, one field a case (or a
/// group of cases that a language words alike), and `of`.
macro_rules! cases {
    ($(
        $(#[$meta:meta])*
        $name:ident for $enum:ty {
            $($(#[$field_meta:meta])* $field:ident: $pat:pat,)+
        }
    )+) => {$(
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Words)]
        pub struct $name {
            $($(#[$field_meta])* pub $field: &'static str,)+
        }

        impl $name {
            /// The words of `case`.
            pub fn of(&self, case: $enum) -> &'static str {
                match case {
                    $($pat => self.$field,)+
                }
            }
        }
    )+};
}

/// Declares the sentences of an enum's cases whose values a sentence says: as [`cases!`], and
/// a case's values (`=> [round]`) fill the places of its sentence named after them (`{round}`).
macro_rules! sentences {
    ($(
        $(#[$meta:meta])*
        $name:ident for $enum:ty {
            $($(#[$field_meta:meta])* $field:ident: $pat:pat $(=> [$($value:ident),+])?,)+
        }
    )+) => {$(
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Words)]
        pub struct $name {
            $($(#[$field_meta])* pub $field: &'static str,)+
        }

        impl $name {
            /// The sentence of `case`, its values in their places.
            pub fn of(&self, case: $enum) -> String {
                match case {
                    $($pat => fill_named(
                        self.$field,
                        &[$($((stringify!($value), &$value.to_string())),+)?],
                    ),)+
                }
            }
        }
    )+};
}

sentences! {
    /// Why a saved match file cannot be loaded (what follows `Cannot load this file:`).
    FileErrorWords for FileError {
        not_json: FileError::NotJson,
        not_a_match: FileError::NotAMatch,
        newer: FileError::Newer(version) => [version],
        malformed: FileError::Malformed,
        bad_setup: FileError::BadSetup,
        too_many_rounds: FileError::TooManyRounds,
        rounds_out_of_order: FileError::RoundsOutOfOrder,
        roles_out_of_turn: FileError::RolesOutOfTurn { round } => [round],
        unfinished_round: FileError::UnfinishedRound { round } => [round],
        key_not_in_level: FileError::KeyNotInLevel { round } => [round],
        guess_not_in_level: FileError::GuessNotInLevel { round } => [round],
        guess_after_end: FileError::GuessAfterEnd { round } => [round],
        feedback_contradicts_key: FileError::FeedbackContradictsKey { round, guess } => [round, guess],
        /// A match between two people, loaded on the match against the computer.
        people_match: FileError::OtherKind { people: true },
        /// A match against the computer, loaded on Two players.
        computer_match: FileError::OtherKind { people: false },
    }
}

cases! {
    /// Why a reply link opens no reply.
    ReplyRefusedWords for ReplyError {
        not_a_reply: ReplyError::NotAReply,
        damaged: ReplyError::Damaged,
        newer: ReplyError::Newer { .. },
    }

    /// The palette's colours by name (SPEC §7.1: a peg's name in its accessible name).
    ColourNames for Colour {
        red: Colour::Red,
        green: Colour::Green,
        blue: Colour::Blue,
        yellow: Colour::Yellow,
        turquoise: Colour::Turquoise,
        pink: Colour::Pink,
        orange: Colour::Orange,
        purple: Colour::Purple,
        brown: Colour::Brown,
        grey: Colour::Grey,
    }

    /// The names of a match's paces (the turns a codebreaker has for each key).
    PaceWords for Pace {
        quick: Pace::Quick,
        relaxed: Pace::Relaxed,
        slow: Pace::Slow,
    }

    /// The names of the computer's strengths in a match.
    StrengthWords for Strength {
        easy: Strength::Easy,
        normal: Strength::Normal,
        strong: Strength::Strong,
    }

    /// The names of a match's ways of scoring.
    ScoringWords for Scoring {
        codebreaker: Scoring::Codebreaker,
        codemaker: Scoring::Codemaker,
    }

    /// The names of a match's two sides, as its table and score say them.
    SideWords for Side {
        player: Side::Player,
        computer: Side::Computer,
    }

    /// How a match against the computer ended.
    OutcomeWords for Outcome {
        player_won: Outcome::Won(Side::Player),
        computer_won: Outcome::Won(Side::Computer),
        draw: Outcome::Draw,
    }

    /// Why the clipboard took nothing (the text is then shown to copy by hand).
    CopyRefusedWords for CopyRefused {
        no_clipboard: CopyRefused::NoClipboard,
        denied: CopyRefused::Denied,
    }

    /// Why a challenge link opens no game.
    ChallengeRefusedWords for ChallengeError {
        not_a_challenge: ChallengeError::NotAChallenge,
        damaged: ChallengeError::Damaged,
    }

    /// The names of a puzzle's difficulties.
    DifficultyWords for Difficulty {
        easy: Difficulty::Easy,
        medium: Difficulty::Medium,
        hard: Difficulty::Hard,
    }

    /// The variants' names (SPEC §14): `Mini Mastermind`, `The colour game, level I`.
    VariantNames for Variant {
        colour_game_i: Variant::ColourGameI,
        colour_game_ii: Variant::ColourGameII,
        colour_game_iii: Variant::ColourGameIII,
        mini: Variant::Mini,
        super_mastermind: Variant::Super,
        blanks: Variant::Blanks,
        colours_only: Variant::ColoursOnly,
        kids: Variant::Kids,
        number: Variant::Number,
        bagels: Variant::Bagels,
        bulls_and_cows: Variant::BullsAndCows,
    }

    /// A variant's rule named in the Variants page's table (Number's sum said apart).
    RuleNames for (Rule, bool) {
        colour_game: (Rule::ColourGame, _),
        colours_only: (Rule::ColoursOnly, _),
        with_sum: (Rule::Standard, true),
        standard: (Rule::Standard, false),
    }

    /// Each variant's rule in one sentence, in its own words (SPEC §17): Bulls and Cows speaks
    /// of bulls and cows, the colour game says how its whites are counted; the variants with
    /// the ordinary marks share one sentence.
    RuleSentences for Variant {
        colour_game: Variant::ColourGameI | Variant::ColourGameII | Variant::ColourGameIII,
        ordinary: Variant::Mini | Variant::Super | Variant::Kids,
        blanks: Variant::Blanks,
        colours_only: Variant::ColoursOnly,
        number: Variant::Number,
        bagels: Variant::Bagels,
        bulls_and_cows: Variant::BullsAndCows,
    }
}

impl RuleNames {
    /// The name of `variant`'s rule: its marks' rule, and whether the key's sum is shown.
    pub fn of_variant(&self, variant: Variant) -> &'static str {
        self.of((variant.rule(), variant.shows_sum()))
    }
}

/// Why a custom game's settings are not a game (SPEC §10): a sentence a setting out of its
/// range (`{low}`, `{high}`), and the key that needs more colours than there are.
#[derive(Clone, Copy, Debug, Words)]
pub struct CustomErrorWords {
    /// `… each of the {pegs} pegs needs a colour of its own, and there are only {colours}.`
    pub too_few_colours: &'static str,
    pub pegs: &'static str,
    pub colours: &'static str,
    pub turns: &'static str,
    pub repeats: &'static str,
}

impl CustomErrorWords {
    /// Why `error`'s settings are not a game: a setting missing, unreadable or out of its range
    /// is said by its range alike.
    pub fn of(&self, error: &CustomError) -> String {
        let setting = match error {
            CustomError::TooFewColours { pegs, colours } => {
                return fill_named(
                    self.too_few_colours,
                    &[
                        ("pegs", &pegs.to_string()),
                        ("colours", &colours.to_string()),
                    ],
                );
            }
            CustomError::OutOfRange(setting, _)
            | CustomError::Missing(setting)
            | CustomError::Unreadable(setting, _) => *setting,
        };
        let sentence = match setting {
            Setting::Pegs => self.pegs,
            Setting::Colours => self.colours,
            Setting::Turns => self.turns,
            Setting::Repeats => self.repeats,
        };
        let (low, high) = setting.range();
        fill_named(
            sentence,
            &[("low", &low.to_string()), ("high", &high.to_string())],
        )
    }
}

/// Why a name is refused (SPEC §4): `{max}` is the longest a name may be.
#[derive(Clone, Copy, Debug, Words)]
pub struct NameErrorWords {
    pub empty: &'static str,
    pub too_long: &'static str,
    pub control: &'static str,
}

impl NameErrorWords {
    /// Why `error`'s name is refused.
    pub fn of(&self, error: NameError) -> String {
        match error {
            NameError::Empty => self.empty.to_owned(),
            NameError::TooLong { .. } => {
                fill_named(self.too_long, &[("max", &NAME_MAX.to_string())])
            }
            NameError::Control(_) => self.control.to_owned(),
        }
    }
}

/// The computer's codebreaker refusing the player's answers (SPEC §12): no key gives that
/// answer to one row (`{row}`, its number), or these answers to several together (`{rows}`:
/// `row 1, row 2 and row 4`, each number after `row`, the last two joined by `and`).
#[derive(Clone, Copy, Debug, Words)]
pub struct InconsistentWords {
    pub one: &'static str,
    pub many: &'static str,
    pub row: &'static str,
    pub and: &'static str,
}

impl InconsistentWords {
    /// The sentence for the rows (from 1) whose answers no key gives together.
    pub fn of(&self, rows: &[usize]) -> String {
        match rows {
            [row] => fill_named(self.one, &[("row", &row.to_string())]),
            _ => fill_named(self.many, &[("rows", &rows_list(rows, self.row, self.and))]),
        }
    }
}

/// A stored kind in words (SPEC §11): its name in Your data's table, and what it holds, counted
/// (`3 high scores`).
#[derive(Clone, Copy, Debug, Words)]
pub struct KindWords {
    pub name: &'static str,
    pub count: Noun,
}

/// Every stored kind's words: a field a kind of the core's `kinds!` list.
#[derive(Clone, Copy, Debug, Words)]
pub struct StoreKindWords {
    pub scores: KindWords,
    pub statistics: KindWords,
    pub games: KindWords,
    pub settings: KindWords,
    pub matches: KindWords,
    pub codebreaker: KindWords,
    pub puzzle_stats: KindWords,
    pub puzzles: KindWords,
    pub friends: KindWords,
    pub backups: KindWords,
}

impl StoreKindWords {
    /// The words of `kind`.
    pub fn of(&self, kind: StoreKind) -> KindWords {
        match kind {
            StoreKind::Scores => self.scores,
            StoreKind::Statistics => self.statistics,
            StoreKind::Games => self.games,
            StoreKind::Settings => self.settings,
            StoreKind::Match => self.matches,
            StoreKind::Codebreaker => self.codebreaker,
            StoreKind::PuzzleStats => self.puzzle_stats,
            StoreKind::Puzzles => self.puzzles,
            StoreKind::Friends => self.friends,
            StoreKind::Backups => self.backups,
        }
    }
}
