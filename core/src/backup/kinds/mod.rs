//! Every stored kind, declared once (issue 41): its row of `Stored data` and its words' key in
//! the catalogue ([`StoreKind`]), the keys that are its (its key, or its keys' pattern), and what
//! Your data does with it: how a backup's value is checked, how many entries a stored value
//! counts, and how an import takes it (whole, where this browser has none, or merged entry by
//! entry). The key, the version, the parse and the tabs' merge are the type's [`Stored`]
//! implementation.
//!
//! A kind is one file here (its declaration: a type implementing [`Declaration`]), with its `mod` line and its
//! line of `kinds!` below, plus its words in each catalogue (`kind` and `kind_count`): export,
//! import, the backup's checks and the `Stored data` table loop over [`StoreKind::ALL`].

mod backups;
mod codebreaker;
mod friends;
mod games;
mod matches;
mod puzzle_stats;
mod puzzles;
mod scores;
mod settings;
mod stats;

use std::collections::BTreeSet;
use std::marker::PhantomData;

use serde_json::Value;

use super::step::Step;
use super::{raw_text, read_as, to_value};
use crate::store::{self, Read, Stored};

pub use backups::{backup_key, is_backup_key};
pub use games::slot_of;
pub use puzzles::puzzle_slot_of;

/// Every key of the game's starts with this.
const NAMESPACE: &str = "mastermind.";

/// Each stored kind's name and its declaration, in the `Stored data` table's order: the macro
/// writes [`StoreKind`], [`StoreKind::ALL`] and the kind's calls into its declaration from this
/// one list. The calls are static (no table of function pointers), so a program that only asks
/// which kind a key is (the catalogue's words for a refused file, which every program links)
/// links no parser or import step.
macro_rules! kinds {
    ($($(#[$doc:meta])* $kind:ident => $declaration:ty,)*) => {
        /// What a stored key holds, one row of the `Stored data` table (in this order), and the
        /// key of its words in the catalogue.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum StoreKind {
            $($(#[$doc])* $kind,)*
        }

        impl StoreKind {
            pub const ALL: [StoreKind; [$(StoreKind::$kind),*].len()] = [$(StoreKind::$kind),*];

            /// Whether `key` is this kind's (see [`kind_of`] for the backups' precedence).
            pub fn owns(self, key: &str) -> bool {
                match self {
                    $(StoreKind::$kind => <$declaration>::owns(key),)*
                }
            }

            /// Whether `value`, a backup file's, can be imported under `key`, one of this kind's:
            /// read whole (`Fine`), newer, or damaged.
            pub fn check(self, key: &str, value: &Value) -> Read<()> {
                match self {
                    $(StoreKind::$kind => <$declaration>::check(key, value),)*
                }
            }

            /// How many entries the stored text `raw` counts in `Stored data` (a damaged value
            /// counts 1).
            pub fn count(self, raw: &str) -> usize {
                match self {
                    $(StoreKind::$kind => <$declaration>::count(raw),)*
                }
            }

            /// What importing a backup file's `value` under `key` does where this browser holds
            /// `mine`.
            pub(in crate::backup) fn import(
                self,
                key: &str,
                mine: Option<&str>,
                value: &Value,
            ) -> Step {
                match self {
                    $(StoreKind::$kind => <$declaration>::import(key, mine, value),)*
                }
            }
        }
    };
}

kinds! {
    Scores => scores::Declared,
    Statistics => stats::Declared,
    /// The games in progress (`mastermind.v1.game.*`, `mastermind.v1.daily.*`,
    /// `mastermind.v1.challenge.*`).
    Games => games::Declared,
    Settings => settings::Declared,
    Match => matches::Declared,
    Codebreaker => codebreaker::Declared,
    /// The puzzle statistics (`mastermind.v1.puzzles`).
    PuzzleStats => puzzle_stats::Declared,
    /// The puzzles in progress (`mastermind.v1.puzzle.daily.<n>`, `mastermind.v1.puzzle.<n>`).
    Puzzles => puzzles::Declared,
    /// The head-to-head record per friend (`mastermind.v1.friends`).
    Friends => friends::Declared,
    /// Every `<key>.backup.<UTC time>`, whatever it holds.
    Backups => backups::Declared,
}

/// A stored kind's declaration (see the module's documentation): a type, most often
/// [`Whole`] or [`Merged`] of the stored type.
pub trait Declaration {
    /// Whether a key is this kind's: its key, or one of its keys' pattern (one this version
    /// cannot read included, which a backup file's check then refuses).
    fn owns(key: &str) -> bool;
    /// Whether a backup file's value can be imported under a key of this kind.
    fn check(key: &str, value: &Value) -> Read<()>;
    /// How many entries a stored text counts in `Stored data`.
    fn count(raw: &str) -> usize;
    /// What importing a backup file's value under a key of this kind does where this browser
    /// holds the given text (`None`: nothing).
    fn import(key: &str, mine: Option<&str>, value: &Value) -> Step;
}

/// A stored type and the keys that are its: the places its keys name.
pub trait Placed: Stored {
    /// The place `key` names, the inverse of [`Stored::key`]: `None` for a key it never writes.
    fn place_of(key: &str) -> Option<Self::Place>;
    /// Whether `key` is of this kind (by default: a key it writes).
    fn owns(key: &str) -> bool {
        Self::place_of(key).is_some()
    }
    /// Clears what is this browser's own in `value`, never imported (the settings'
    /// `persist_asked`); whether the kind has any (an import then writes the value anew rather
    /// than the file's text).
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

/// The declaration of a kind taken whole on import, only where this browser has none (or one
/// nothing can read): the games and puzzles in progress, the sessions, the settings.
pub struct Whole<T>(PhantomData<T>);

impl<T: Placed + PartialEq> Declaration for Whole<T> {
    fn owns(key: &str) -> bool {
        T::owns(key)
    }

    fn check(key: &str, value: &Value) -> Read<()> {
        match T::place_of(key) {
            Some(place) => read_as::<T>(value, place).map(drop),
            None => Read::UNREADABLE,
        }
    }

    fn count(_: &str) -> usize {
        1
    }

    fn import(key: &str, mine: Option<&str>, value: &Value) -> Step {
        whole::<T>(key, mine, value)
    }
}

/// The declaration of a kind that collects entries, merged entry by entry on import.
pub struct Merged<T>(PhantomData<T>);

impl<T: Collecting> Declaration for Merged<T> {
    fn owns(key: &str) -> bool {
        key == T::key(())
    }

    fn check(_: &str, value: &Value) -> Read<()> {
        read_as::<T>(value, ()).map(drop)
    }

    /// The entries ([`Stored::entries`]); a value not read whole counts 1.
    fn count(raw: &str) -> usize {
        match store::read::<T>(raw, ()) {
            Read::Fine(value) => value.entries(),
            _ => 1,
        }
    }

    fn import(_: &str, mine: Option<&str>, value: &Value) -> Step {
        merged::<T>(mine, value)
    }
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
    StoreKind::ALL.into_iter().find(|kind| kind.owns(key))
}

/// A value taken whole, only where this browser has none (or one nothing can read); what is
/// this browser's own is never taken ([`Placed::clear_own`]: then the value is written anew).
fn whole<T: Placed + PartialEq>(key: &str, mine: Option<&str>, value: &Value) -> Step {
    let Some(place) = T::place_of(key) else {
        return Step::LEFT_OUT;
    };
    let Read::Fine(mut theirs) = read_as::<T>(value, place) else {
        return Step::LEFT_OUT;
    };
    let anew = T::clear_own(&mut theirs);
    let write = || match anew {
        true => theirs.to_json(),
        false => raw_text(value),
    };
    let Some(mine) = mine else {
        return Step::add(write());
    };
    if to_value(mine) == *value {
        return Step::NOTHING;
    }
    match store::read::<T>(mine, place) {
        Read::Fine(mut mine)
        | Read::Damaged {
            kept: Some(mut mine),
            ..
        } => {
            T::clear_own(&mut mine);
            if mine == theirs {
                Step::NOTHING
            } else {
                Step::LEFT_OUT
            }
        }
        Read::Damaged { kept: None, .. } => Step::add(write()),
        Read::Newer { .. } => Step::LEFT_OUT,
    }
}

/// Entries merged with this browser's ([`Collecting::union`]): what the union adds here, and
/// what of the file's it leaves out (none, but a table's best ten). A value here of a newer
/// version is never written over: all the file's entries are left out.
fn merged<T: Collecting>(mine: Option<&str>, value: &Value) -> Step {
    let Some(theirs) = read_as::<T>(value, ()).value() else {
        return Step::LEFT_OUT;
    };
    let base = match mine.map(|raw| store::read::<T>(raw, ())) {
        None => T::default(),
        Some(Read::Newer { .. }) => {
            return Step {
                left_out: theirs.items().len(),
                ..Step::NOTHING
            };
        }
        // Whatever could be read (nothing, for an unreadable value).
        Some(read) => read.value().unwrap_or_default(),
    };
    let merged = base.union(&theirs);
    let (added, left_out) = {
        // Sets, not scans: a log may hold tens of thousands of games.
        let before: BTreeSet<T::Item<'_>> = base.items().into_iter().collect();
        let after: BTreeSet<T::Item<'_>> = merged.items().into_iter().collect();
        let added = after.difference(&before).count();
        let left_out = (theirs.items().iter())
            .filter(|e| !after.contains(*e))
            .count();
        (added, left_out)
    };
    Step {
        write: (mine.is_none() || merged != base).then(|| merged.to_json()),
        added,
        left_out,
    }
}
