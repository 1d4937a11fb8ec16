//! Every stored kind, declared once (issue 41): its row of `Stored data` and its words' key in
//! the catalogue ([`StoreKind`]), the keys that are its (its key, or its keys' pattern), and what
//! Your data does with it: how a backup's value is checked, how many entries a stored value
//! counts, and how an import takes it (whole, where this browser has none, or merged entry by
//! entry). The key, the version, the parse and the tabs' merge are the type's [`Stored`]
//! implementation.
//!
//! A kind is one file here (its declaration: a `const` [`Kind`]), with its `mod` line and its
//! line of `kinds!` below, plus its words in each catalogue (`kind` and `kind_count`): export,
//! import, the backup's checks and the `Stored data` table loop over [`StoreKind::ALL`].

mod backups;
mod codebreaker;
mod games;
mod matches;
mod puzzle_stats;
mod puzzles;
mod scores;
mod settings;
mod stats;

use serde_json::Value;

use super::import::{self, Step};
use super::read_as;
use crate::store::{self, Read, Stored};

pub use backups::{backup_key, is_backup_key};
pub use games::slot_of;
pub use puzzles::puzzle_slot_of;

/// Every key of the game's starts with this.
const NAMESPACE: &str = "mastermind.";

/// Each stored kind's name and its declaration, in the `Stored data` table's order: the macro
/// writes [`StoreKind`], [`StoreKind::ALL`] and [`StoreKind::declaration`] from this one list.
macro_rules! kinds {
    ($($(#[$doc:meta])* $kind:ident => $declaration:path,)*) => {
        /// What a stored key holds, one row of the `Stored data` table (in this order), and the
        /// key of its words in the catalogue.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum StoreKind {
            $($(#[$doc])* $kind,)*
        }

        impl StoreKind {
            pub const ALL: [StoreKind; [$(StoreKind::$kind),*].len()] = [$(StoreKind::$kind),*];

            /// The kind's declaration.
            pub fn declaration(self) -> &'static Kind {
                match self {
                    $(StoreKind::$kind => &$declaration,)*
                }
            }
        }
    };
}

kinds! {
    Scores => scores::SCORES,
    Statistics => stats::STATISTICS,
    /// The games in progress (`mastermind.v1.game.*`, `mastermind.v1.daily.*`,
    /// `mastermind.v1.challenge.*`).
    Games => games::GAMES,
    Settings => settings::SETTINGS,
    Match => matches::MATCH,
    Codebreaker => codebreaker::CODEBREAKER,
    /// The puzzle statistics (`mastermind.v1.puzzles`).
    PuzzleStats => puzzle_stats::PUZZLE_STATS,
    /// The puzzles in progress (`mastermind.v1.puzzle.daily.<n>`, `mastermind.v1.puzzle.<n>`).
    Puzzles => puzzles::PUZZLES,
    /// Every `<key>.backup.<UTC time>`, whatever it holds.
    Backups => backups::BACKUPS,
}

/// A stored kind's declaration (see the module's documentation).
pub struct Kind {
    /// Its row in `Stored data` and its words' key in the catalogue.
    pub id: StoreKind,
    /// Whether a key is this kind's: its key, or one of its keys' pattern (one this version
    /// cannot read included, which a backup file's check then refuses).
    owns: fn(&str) -> bool,
    /// Whether a backup file's value can be imported under a key of this kind: read whole
    /// (`Fine`), newer, or damaged.
    check: fn(&str, &Value) -> Read<()>,
    /// How many entries a stored text counts in `Stored data`.
    count: fn(&str) -> usize,
    /// What importing a backup file's value under a key of this kind does where this browser
    /// holds the given text (`None`: nothing).
    import: fn(&str, Option<&str>, &Value) -> Step,
}

/// A stored type and the keys that are its: the places its keys name.
pub trait Placed: Stored {
    /// The place `key` names, the inverse of [`Stored::key`]: `None` for a key it never writes.
    fn place_of(key: &str) -> Option<Self::Place>;
    /// Whether `key` is of this kind (by default: a key it writes).
    fn owns(key: &str) -> bool {
        Self::place_of(key).is_some()
    }
    /// Clears what is this browser's own in `value`, never imported (the settings' `persist_asked`);
    /// whether the kind has any (an import then writes the value anew rather than the file's
    /// text).
    fn clear_own(_value: &mut Self) -> bool {
        false
    }
}

/// A stored type that collects entries (high scores, statistics): an import takes the union of
/// both browsers' entries, and `Stored data` counts the entries.
pub trait Collecting: Stored<Place = ()> + Default + PartialEq {
    /// One entry, as compared between the two browsers' values.
    type Item<'a>: Ord
    where
        Self: 'a;
    /// Both values' entries, nothing of either lost (what both browsers must agree on).
    fn union(&self, other: &Self) -> Self;
    /// Every entry.
    fn items(&self) -> Vec<Self::Item<'_>>;
}

impl Kind {
    /// A kind taken whole on import, only where this browser has none (or one nothing can read):
    /// the games and puzzles in progress, the sessions, the settings.
    pub const fn whole<T: Placed + PartialEq>(id: StoreKind) -> Kind {
        Kind {
            id,
            owns: T::owns,
            check: check::<T>,
            count: one,
            import: import::whole::<T>,
        }
    }

    /// A kind that collects entries, merged entry by entry on import.
    pub const fn collecting<T: Collecting>(id: StoreKind) -> Kind {
        Kind {
            id,
            owns: is_key::<T>,
            check: check_one::<T>,
            count: count::<T>,
            import: import::merged::<T>,
        }
    }

    /// Whether `key` is this kind's (see [`kind_of`] for the backups' precedence).
    pub fn owns(&self, key: &str) -> bool {
        (self.owns)(key)
    }

    /// Whether `value`, a backup file's, can be imported under `key`.
    pub fn check(&self, key: &str, value: &Value) -> Read<()> {
        (self.check)(key, value)
    }

    /// How many entries the stored text `raw` counts (a damaged value counts 1).
    pub fn count(&self, raw: &str) -> usize {
        (self.count)(raw)
    }

    pub(super) fn import(&self, key: &str, mine: Option<&str>, value: &Value) -> Step {
        (self.import)(key, mine, value)
    }
}

/// Every declaration, in [`StoreKind::ALL`]'s order.
pub fn kinds() -> impl Iterator<Item = &'static Kind> {
    StoreKind::ALL.into_iter().map(StoreKind::declaration)
}

/// The kind of a key (`None`: not one of the game's keys, e.g. not under `mastermind.`). A
/// backup's key is its original's with `.backup.<time>` after it, so any key containing
/// `.backup.` is `Backups`; any other is the one kind that owns it.
pub fn kind_of(key: &str) -> Option<StoreKind> {
    if !key.starts_with(NAMESPACE) {
        return None;
    }
    if is_backup_key(key) {
        return Some(StoreKind::Backups);
    }
    kinds().find(|kind| kind.owns(key)).map(|kind| kind.id)
}

/// Whether `key` is the one key of a kind with one value.
fn is_key<T: Stored<Place = ()>>(key: &str) -> bool {
    key == T::key(())
}

fn one(_: &str) -> usize {
    1
}

/// A collecting kind's entries ([`Stored::entries`]); a value not read whole counts 1.
fn count<T: Stored<Place = ()>>(raw: &str) -> usize {
    match store::read::<T>(raw, ()) {
        Read::Fine(value) => value.entries(),
        _ => 1,
    }
}

/// A backup value read as `T` at the place its key names.
fn check<T: Placed>(key: &str, value: &Value) -> Read<()> {
    match T::place_of(key) {
        Some(place) => read_as::<T>(value, place).map(drop),
        None => Read::UNREADABLE,
    }
}

/// A backup value read as the one value of `T`.
fn check_one<T: Stored<Place = ()>>(_key: &str, value: &Value) -> Read<()> {
    read_as::<T>(value, ()).map(drop)
}
