//! What every stored kind has in common (SPEC §5): a key under `mastermind.`, a schema version,
//! a parse that turns untrusted text into a value or says what it could not read, and a merge
//! with what another tab wrote. The browser adapter (`crate::storage::Store`) does the rest once
//! for every kind: backups, newer versions left alone, re-reading before a write, other tabs.
//!
//! Reading never panics, whatever the text: a value of a newer version is [`Read::Newer`], one
//! that breaks the schema or a rule is [`Read::Damaged`] with whatever could be kept.

use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::time::Timestamp;

/// What parsing a stored value found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Read<T> {
    /// Readable, every part of it.
    Fine(T),
    /// Partly or wholly unreadable: `kept` is what could be read (`None`: nothing), `dropped`
    /// counts the entries left out. The raw text must be backed up before anything is written
    /// over it.
    Damaged { kept: Option<T>, dropped: usize },
    /// Written by a newer version of the game: read-only, never written over.
    Newer { version: u64 },
}

impl<T> Read<T> {
    /// Wholly unreadable.
    pub const UNREADABLE: Read<T> = Read::Damaged {
        kept: None,
        dropped: 0,
    };

    /// The value read, whole or in part.
    pub fn value(self) -> Option<T> {
        match self {
            Read::Fine(value)
            | Read::Damaged {
                kept: Some(value), ..
            } => Some(value),
            Read::Damaged { kept: None, .. } | Read::Newer { .. } => None,
        }
    }

    /// `value`, read whole when no entry was `dropped`, else damaged with what was kept.
    pub fn with_dropped(value: T, dropped: usize) -> Read<T> {
        if dropped == 0 {
            Read::Fine(value)
        } else {
            Read::Damaged {
                kept: Some(value),
                dropped,
            }
        }
    }

    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Read<U> {
        match self {
            Read::Fine(value) => Read::Fine(f(value)),
            Read::Damaged { kept, dropped } => Read::Damaged {
                kept: kept.map(f),
                dropped,
            },
            Read::Newer { version } => Read::Newer { version },
        }
    }
}

/// A kind of value kept in storage.
pub trait Stored: Sized + Clone {
    /// Which of the kind's values (a game's slot; `()` for kinds with one value).
    type Place: Copy;
    /// The schema version this build writes.
    const VERSION: u64;
    /// Where the value lives: `mastermind.v<N>.…`.
    fn key(place: Self::Place) -> String;
    /// Reads a stored document whose `version` is known to be from 1 to [`Stored::VERSION`].
    fn parse(doc: Value, version: u64, place: Self::Place) -> Read<Self>;
    /// The stored form, with its `version`.
    fn to_json(&self) -> String;
    /// What to write when this tab changes a value that `stored` now holds (another tab may have
    /// written since this tab read it): by default the stored value is the base the change
    /// applies to; kinds that collect entries merge both.
    fn merge(stored: Self, _mine: &Self) -> Self {
        stored
    }
    /// How many entries the value holds (scores, games), for the report of what damaged data
    /// kept.
    fn entries(&self) -> usize {
        1
    }
}

/// Reads stored text of kind `T` at `place`: JSON, a `version` from 1 to `T::VERSION` (a greater
/// one is [`Read::Newer`]), then the kind's own parse.
pub fn read<T: Stored>(raw: &str, place: T::Place) -> Read<T> {
    let Ok(doc) = serde_json::from_str::<Value>(raw) else {
        return Read::UNREADABLE;
    };
    read_value(doc, place)
}

/// Reads what is stored at `place` (`raw`: its text, `None` when there is none) only if it reads
/// as written: `Ok(None)` for nothing, `Ok(Some)` for a value read whole, [`Unclean`] for one
/// damaged, partly read or newer, which a program that neither reports nor backs up damage leaves
/// to the store that does (the quick board leaves the game to the whole game; the whole game
/// leaves a reply uncounted while the Friends record is not clean).
pub fn read_clean<T: Stored>(raw: Option<&str>, place: T::Place) -> Result<Option<T>, Unclean> {
    match raw.map(|raw| read::<T>(raw, place)) {
        None => Ok(None),
        Some(Read::Fine(value)) => Ok(Some(value)),
        Some(_) => Err(Unclean),
    }
}

/// A stored value that does not read as written (damaged, partly read or newer): [`read_clean`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unclean;

/// Reads a stored document already parsed as JSON (a value of a backup file), as [`read`] does.
pub fn read_value<T: Stored>(doc: Value, place: T::Place) -> Read<T> {
    match doc.get("version").and_then(Value::as_u64) {
        Some(version) if version > T::VERSION => Read::Newer { version },
        Some(version @ 1..) => T::parse(doc, version, place),
        _ => Read::UNREADABLE,
    }
}

/// What the browser's store found under a key, and what it did with a damaged value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded<T> {
    Found(T),
    Nothing,
    /// Unreadable: its raw text was kept under the given backup key (`None`: the backup could not
    /// be written, so the value stays in place and is never written over).
    Damaged(Option<String>),
    /// Written by a newer version: not loaded, and never written over.
    Newer,
}

impl<T> Loaded<T> {
    /// The value found, if one was (`None`: nothing, damaged beyond reading, or newer).
    pub fn found(self) -> Option<T> {
        match self {
            Loaded::Found(value) => Some(value),
            _ => None,
        }
    }

    /// Whether the stored value may be written over.
    pub fn writable(&self) -> bool {
        !matches!(self, Loaded::Newer | Loaded::Damaged(None))
    }
}

/// An entry of a log that keeps each id once, in the order the entries ended (the statistics'
/// finished games, the finished puzzles), so that two tabs' logs merge without losing either's.
pub trait Logged: Clone + Ord + DeserializeOwned {
    /// The entry's id: one entry per id in a log.
    fn id(&self) -> &str;
    /// When it ended: the log's order (then the id).
    fn at(&self) -> &Timestamp;
    /// Whether the game could have written it.
    fn is_valid(&self) -> bool;
}

/// `entries` each id once, in log order: of two with one id, the one that ended first is kept
/// (then the smaller, so that the choice never depends on the order given).
pub fn each_id_once<E: Logged>(entries: impl IntoIterator<Item = E>) -> Vec<E> {
    let mut entries: Vec<E> = entries.into_iter().collect();
    entries.sort_by(|a, b| (a.id(), a.at(), a).cmp(&(b.id(), b.at(), b)));
    entries.dedup_by(|later, first| later.id() == first.id());
    entries.sort_by(|a, b| (a.at(), a.id()).cmp(&(b.at(), b.id())));
    entries
}

/// Puts `entry` in its place in `log` (in log order).
pub fn insert_in_order<E: Logged>(log: &mut Vec<E>, entry: E) {
    let at = log.partition_point(|e| (e.at(), e.id()) <= (entry.at(), entry.id()));
    log.insert(at, entry);
}

/// The entries of the array `doc[field]`, read one by one so that an unreadable entry costs
/// only itself, each id once (a repeat with the same content is the same entry), with how many
/// were dropped; `None` when there is no such array.
pub fn read_entries<E: Logged>(doc: &Value, field: &str) -> Option<(Vec<E>, usize)> {
    let Some(Value::Array(list)) = doc.get(field) else {
        return None;
    };
    let mut entries: Vec<E> = Vec::new();
    // Each id's place in `entries`, so a repeated id is compared with its first entry only
    // (a scan of every entry per repeat made a long log quadratic to read).
    let mut ids: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    let mut dropped = 0;
    for item in list {
        // Read in place (`&Value` is a deserializer): no copy of the entry.
        match E::deserialize(item) {
            Ok(entry) if entry.is_valid() => match ids.get(entry.id()) {
                None => {
                    ids.insert(entry.id().to_owned(), entries.len());
                    entries.push(entry);
                }
                Some(&first) if entries.get(first) == Some(&entry) => {}
                Some(_) => dropped += 1,
            },
            _ => dropped += 1,
        }
    }
    Some((entries, dropped))
}
