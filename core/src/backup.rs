//! Your data goes with you (SPEC §11): the backup file of every stored key, what importing one
//! does to this browser's stores, and the frame of the transfer code. Web-free: the browser side
//! (`crate::storage`, the `/data` page) reads every key, applies an [`ImportPlan`] after backing
//! up what it changes, and compresses the file for the code with `CompressionStream`.
//!
//! A backup file is `{"format":"mastermind-backup","version":1,"exported":"<UTC ISO>",
//! "stores":{key: value}}`: each stored value as parsed JSON where it is JSON (and not a bare
//! string), else its raw text as a JSON string. Reading one checks every value with its kind's own
//! parser ([`store::read`]), so a file that imports is a file every store can read.
//!
//! Importing merges with each store's own merge and never loses: high scores by entry, statistics
//! by game id, games in progress, sessions, settings and backups only where this browser has none
//! (else left out and counted). See docs/storage.md, "Backup files and transfer codes".

mod import;
mod kinds;
mod step;
mod transfer;

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

pub use import::{ImportCount, ImportPlan, plan_import};
pub use kinds::{
    Collecting, Declaration, Merged, Placed, StoreKind, Whole, backup_key, is_backup_key, kind_of,
    puzzle_slot_of, slot_of,
};
pub use transfer::{CodeError, TRANSFER_PREFIX, read_transfer_code, transfer_code};

use super::daily::Day;
use super::store::{self, Read, Stored};
use super::time::Timestamp;

pub const BACKUP_FORMAT: &str = "mastermind-backup";
pub const BACKUP_VERSION: u64 = 1;

/// The backup file's header fields: its format ([`BACKUP_FORMAT`]), its version
/// ([`BACKUP_VERSION`]), when it was exported, and the stored keys with their values.
pub const FORMAT_FIELD: &str = "format";
pub const VERSION_FIELD: &str = "version";
pub const EXPORTED_FIELD: &str = "exported";
pub const STORES_FIELD: &str = "stores";

/// The header fields a refused file's [`BackupError::Damaged`] may name.
pub const HEADER_FIELDS: [&str; 3] = [VERSION_FIELD, EXPORTED_FIELD, STORES_FIELD];

/// The most keys a backup may hold: a browser holds a few dozen (one per store, game slot and
/// backup), so a file with more is not one of ours.
pub const MAX_KEYS: usize = 10_000;

/// The longest backup text read (in bytes): localStorage holds 5 to 10 MB per site, so a larger
/// file cannot be a copy of one browser's data.
pub const MAX_TEXT: usize = 16 * 1024 * 1024;

/// Finished games without an export before [`reminder_due`] points to `Your data`.
pub const REMINDER_GAMES: usize = 50;

/// Days since the last export before [`reminder_due`] points to `Your data` again.
pub const REMINDER_DAYS: i64 = 60;

/// Every `mastermind.*` key of one browser with its raw stored text (backups included).
pub type Entries = BTreeMap<String, String>;

/// One row of the `Stored data` table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreRow {
    pub kind: StoreKind,
    pub entries: usize,
    pub bytes: usize,
}

/// Entries: high scores and statistics count their entries/games (a damaged value counts 1), every
/// other kind counts its keys. Bytes: the UTF-16 size the browser counts (2 × code units of key and
/// value). One row per kind, zeros included, in `StoreKind::ALL` order. Keys that are not the
/// game's are not counted.
pub fn summarise(entries: &Entries) -> Vec<StoreRow> {
    let mut rows: Vec<StoreRow> = StoreKind::ALL
        .iter()
        .map(|&kind| StoreRow {
            kind,
            entries: 0,
            bytes: 0,
        })
        .collect();
    for (key, raw) in entries {
        let Some(kind) = kind_of(key) else { continue };
        let count = kind.count(raw);
        let bytes = 2 * (key.encode_utf16().count() + raw.encode_utf16().count());
        if let Some(row) = rows.iter_mut().find(|r| r.kind == kind) {
            row.entries = row.entries.saturating_add(count);
            row.bytes = row.bytes.saturating_add(bytes);
        }
    }
    rows
}

/// A backup file: `{"format":"mastermind-backup","version":1,"exported":"<UTC ISO>","stores":{key: value}}`,
/// each value the stored JSON parsed where it is JSON, else the raw text as a JSON string.
#[derive(Clone, Debug, PartialEq)]
pub struct Backup {
    pub exported: Timestamp,
    pub stores: BTreeMap<String, Value>,
}

/// Why a backup file cannot be imported. The UI words each as `Cannot import this file: …`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupError {
    /// The text is not JSON.
    NotJson,
    /// JSON, but not a `mastermind-backup` file.
    NotABackup,
    /// Written by a newer version of the game: the file's version, or that of a value inside.
    Newer(u64),
    /// A part the game cannot read: the store's key, or the file's own field (`version`,
    /// `exported`, `stores`).
    Damaged(String),
    /// Larger than any browser's data can be (more than [`MAX_KEYS`] keys or [`MAX_TEXT`]
    /// bytes).
    TooLarge,
}

/// The file's form, for writing: its header's fields in this order, then the stores.
struct File<'a> {
    exported: &'a Timestamp,
    stores: &'a BTreeMap<String, Value>,
}

impl Serialize for File<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut file = serializer.serialize_struct("File", 4)?;
        file.serialize_field(FORMAT_FIELD, BACKUP_FORMAT)?;
        file.serialize_field(VERSION_FIELD, &BACKUP_VERSION)?;
        file.serialize_field(EXPORTED_FIELD, self.exported)?;
        file.serialize_field(STORES_FIELD, self.stores)?;
        file.end()
    }
}

/// A stored text as a backup value: parsed JSON where it is JSON other than a bare string, else
/// the text itself as a JSON string (so [`raw_text`] gives the text back).
fn to_value(raw: &str) -> Value {
    match serde_json::from_str::<Value>(raw) {
        Ok(value) if !value.is_string() => value,
        _ => Value::String(raw.to_owned()),
    }
}

/// The stored text of a backup value: a JSON string is the raw text itself.
fn raw_text(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

impl Backup {
    /// The backup of every key of the game's (see [`kind_of`]) in `entries`.
    pub fn of(entries: &Entries, exported: Timestamp) -> Backup {
        let stores = entries
            .iter()
            .filter(|(key, _)| kind_of(key).is_some())
            .map(|(key, raw)| (key.clone(), to_value(raw)))
            .collect();
        Backup { exported, stores }
    }

    /// The file's text: compact JSON (the file is for the game to read; the transfer code
    /// compresses it).
    pub fn to_json(&self) -> String {
        serde_json::to_string(&File {
            exported: &self.exported,
            stores: &self.stores,
        })
        // JSON values and strings always serialise.
        .unwrap_or_default()
    }

    /// `mastermind-backup-YYYY-MM-DD.json` from `exported`.
    pub fn file_name(&self) -> String {
        let date = self.exported.as_str().get(..10).unwrap_or("0000-00-00");
        format!("{BACKUP_FORMAT}-{date}.json")
    }

    /// Refuses (typed) what is not JSON, of another format, of a newer version, or has a damaged
    /// part (a key not the game's, a store value that its kind cannot read, …), or is too large.
    /// A value of a newer version inside makes the whole file [`BackupError::Newer`], before any
    /// damaged part is reported.
    pub fn parse(text: &str) -> Result<Backup, BackupError> {
        Backup::from_document(Backup::document(text)?)
    }

    /// The first half of [`Backup::parse`]: the text as JSON (refused when too long or not
    /// JSON). The page runs the two halves in tasks of their own, so that neither grows long.
    pub fn document(text: &str) -> Result<Value, BackupError> {
        if text.len() > MAX_TEXT {
            return Err(BackupError::TooLarge);
        }
        serde_json::from_str::<Value>(text).map_err(|_| BackupError::NotJson)
    }

    /// The second half of [`Backup::parse`]: a JSON document checked as a backup, every value by
    /// its kind's own parser.
    pub fn from_document(doc: Value) -> Result<Backup, BackupError> {
        let Value::Object(mut top) = doc else {
            return Err(BackupError::NotABackup);
        };
        if top.get(FORMAT_FIELD).and_then(Value::as_str) != Some(BACKUP_FORMAT) {
            return Err(BackupError::NotABackup);
        }
        let damaged = |field: &str| BackupError::Damaged(field.to_owned());
        let version = match top.get(VERSION_FIELD).and_then(Value::as_u64) {
            Some(version @ 1..) => version,
            _ => return Err(damaged(VERSION_FIELD)),
        };
        if version > BACKUP_VERSION {
            return Err(BackupError::Newer(version));
        }
        let exported = top
            .get(EXPORTED_FIELD)
            .and_then(Value::as_str)
            .and_then(|text| Timestamp::parse(text).ok())
            .ok_or_else(|| damaged(EXPORTED_FIELD))?;
        let Some(Value::Object(stores)) = top.remove(STORES_FIELD) else {
            return Err(damaged(STORES_FIELD));
        };
        if stores.len() > MAX_KEYS {
            return Err(BackupError::TooLarge);
        }
        let mut first_damaged = None;
        let mut newest = None;
        for (key, value) in &stores {
            match check(key, value) {
                Read::Fine(()) => {}
                Read::Newer { version } => newest = newest.max(Some(version)),
                Read::Damaged { .. } => {
                    first_damaged.get_or_insert_with(|| key.clone());
                }
            }
        }
        if let Some(version) = newest {
            return Err(BackupError::Newer(version));
        }
        if let Some(key) = first_damaged {
            return Err(BackupError::Damaged(key));
        }
        Ok(Backup {
            exported,
            stores: stores.into_iter().collect(),
        })
    }

    /// The raw text to store for `key` (the inverse of `of`, up to JSON's spacing and the order of
    /// an object's fields).
    pub fn raw(&self, key: &str) -> Option<String> {
        self.stores.get(key).map(raw_text)
    }
}

/// Reads a backup value as kind `T` at `place`: as the stored text [`raw_text`] gives, without
/// writing the JSON out and parsing it again.
fn read_as<T: Stored>(value: &Value, place: T::Place) -> Read<T> {
    match value {
        Value::String(text) => store::read(text, place),
        other => store::read_value(other.clone(), place),
    }
}

/// Whether a value can be imported under `key`: its kind reads all of it (`Fine`), or it is of a
/// newer version, or damaged (a key that is not the game's, too).
fn check(key: &str, value: &Value) -> Read<()> {
    match kind_of(key) {
        Some(kind) => kind.check(key, value),
        None => Read::UNREADABLE,
    }
}

/// The reminder (issue 21 item 7): due after 50 finished games since the last export (or ever,
/// without one), or 60 days since the last export when at least one game finished since. Days
/// are counted between UTC dates.
pub fn reminder_due(
    games_since_export: usize,
    last_export: Option<&Timestamp>,
    now: &Timestamp,
) -> bool {
    let day = |t: &Timestamp| Day::parse(t.as_str().get(..10)?).ok();
    games_since_export >= REMINDER_GAMES
        || (games_since_export > 0
            && last_export
                .and_then(day)
                .zip(day(now))
                .is_some_and(|(then, now)| now.days() - then.days() >= REMINDER_DAYS))
}
