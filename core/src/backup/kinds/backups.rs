//! The backups: `<key>.backup.<UTC time>` (and `….<n>` when that key is taken), each the raw
//! text a key held, damaged or not, before something was written over it. An import adds the
//! file's where this browser has none.

use serde_json::Value;

use super::Declaration;
use crate::backup::step::Step;
use crate::store::Read;

const BACKUP: &str = ".backup.";

/// A backup keeps whatever text was there, damaged or not.
pub struct Declared;

impl Declaration for Declared {
    fn owns(key: &str) -> bool {
        is_backup_key(key)
    }

    fn check(_: &str, _: &Value) -> Read<()> {
        Read::Fine(())
    }

    fn count(_: &str) -> usize {
        1
    }

    fn import(_: &str, mine: Option<&str>, value: &Value) -> Step {
        Step::backup(mine, value)
    }
}

/// Whether `key` is a backup's.
pub fn is_backup_key(key: &str) -> bool {
    key.contains(BACKUP)
}

/// Where the raw text of `key` is kept when it is backed up at `stamp` (a UTC time in the stored
/// form): `<key>.backup.<stamp>`, or with `.<n>` after it when `taken` says that key is taken.
pub fn backup_key(key: &str, stamp: &str, taken: impl Fn(&str) -> bool) -> String {
    let base = format!("{key}{BACKUP}{stamp}");
    if !taken(&base) {
        return base;
    }
    (1..)
        .map(|n| format!("{base}.{n}"))
        .find(|k| !taken(k))
        .unwrap_or(base)
}
