//! Every word the page shows or speaks, as a typed catalogue: one [`Text`] value per language,
//! so a missing translation is a compile error, not a blank on screen.
//!
//! Accessible names here are a public contract (SPEC §7): end-to-end tests find controls by them.
//!
//! Words only, over the rules core: nothing of the web. The web crate reads the catalogue in the
//! language in force (its `i18n` module: `use_text`, `use_shell`, `use_guide`).
//!
//! The modules stand in layers, each using only those below it: the parts of a language's words
//! ([`PuzzleText`], [`DataText`], [`Guide`], [`BoardLines`], with the sentences built from them
//! once) and the shared helpers; [`Shell`]; [`Text`]; the sentences built from a whole [`Text`];
//! at the top the languages (`lang`: the one list, [`Lang`], and one file per language). This
//! root only declares them and says what the crate offers.

#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

/// The core, by the name the web crate gives it (`crate::rules::…`).
use mastermind_core as rules;

mod about;
mod board;
mod board_words;
mod carry;
mod cases;
mod catalogue;
mod data;
mod guide;
mod lang;
mod notes;
mod pegs;
mod puzzle;
mod reading;
mod reply;
mod sentences;
mod shared;
mod shell;
mod text;
mod text_fill;

pub use about::{AboutGroup, AboutLevel};
pub use board::BoardText;
pub use board::SymbolWords;
pub use board_words::{MarkWords, SymbolsWords, WarningWords};
pub use carry::CarryError;
pub use cases::{
    ChallengeRefusedWords, ColourNames, CopyRefusedWords, CustomErrorWords, DifficultyWords,
    FileErrorWords, KindWords, NameErrorWords, OutcomeWords, PaceWords, ReplyRefusedWords,
    RuleNames, RuleSentences, ScoringWords, SideWords, StoreKindWords, StrengthWords, VariantNames,
};
pub use catalogue::Catalogue;
pub use data::{DataText, RefusalWords};
pub use guide::Guide;
pub use lang::Lang;
pub use notes::StoreNotes;
pub use pegs::{colour_list, peg_list, peg_name};
pub use puzzle::PuzzleText;
pub use reading::BoardLines;
pub use reply::ReplyText;
pub use shared::{Counted, Noun, Plural};
pub use shell::Shell;
pub use text::Text;
