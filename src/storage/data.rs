//! The player's data as a whole (SPEC §11): every `mastermind.*` key read at once for the
//! `Your data` page and its export, an import plan written with a backup of every value it
//! changes first, deleting everything, and asking the browser once to keep the storage.

use super::place::back_up;
use super::{change_settings, load_settings, now, storage};
use crate::rules::backup::{Entries, ImportPlan};
use crate::rules::time::Timestamp;

use crate::rules::storage::{PREFIX, Trouble};

/// Every `mastermind.*` key of this browser with its raw text, backups included.
pub fn all_entries() -> Result<Entries, Trouble> {
    let storage = storage().ok_or(Trouble::Unavailable)?;
    let length = storage.length().map_err(|_| Trouble::Unavailable)?;
    let mut entries = Entries::new();
    for i in 0..length {
        let Ok(Some(key)) = storage.key(i) else {
            continue;
        };
        if !key.starts_with(PREFIX) {
            continue;
        }
        if let Ok(Some(value)) = storage.get_item(&key) {
            entries.insert(key, value);
        }
    }
    Ok(entries)
}

/// Writes an import plan: first every key it will change is copied to
/// `<key>.backup.<UTC time>`, then the new values are written. If storage refuses any write
/// (full), everything written so far is undone, backups included, and nothing has changed.
pub fn apply_import(plan: &ImportPlan) -> Result<(), Trouble> {
    let storage = storage().ok_or(Trouble::Unavailable)?;
    let stamp = now();
    // What each key held before, and the backups made.
    let mut before: Vec<(&String, Option<String>)> = Vec::new();
    let mut backups: Vec<String> = Vec::new();
    let undo = |before: &[(&String, Option<String>)], backups: &[String]| {
        for (key, old) in before {
            let _ = match old {
                Some(old) => storage.set_item(key, old),
                None => storage.remove_item(key),
            };
        }
        for backup in backups {
            let _ = storage.remove_item(backup);
        }
    };
    for key in plan.writes.keys() {
        let old = storage.get_item(key).map_err(|_| Trouble::Unavailable)?;
        if let Some(old) = &old {
            let Some(backup) = back_up(&storage, key, old, &stamp) else {
                undo(&[], &backups);
                return Err(Trouble::Full);
            };
            backups.push(backup);
        }
        before.push((key, old));
    }
    for (written, (key, value)) in plan.writes.iter().enumerate() {
        if storage.set_item(key, value).is_err() {
            undo(before.get(..written).unwrap_or_default(), &backups);
            return Err(Trouble::Full);
        }
    }
    Ok(())
}

/// Removes every `mastermind.*` key, backups included.
pub fn delete_all() -> Result<(), Trouble> {
    let storage = storage().ok_or(Trouble::Unavailable)?;
    for key in all_entries()?.keys() {
        storage.remove_item(key).map_err(|_| Trouble::Unavailable)?;
    }
    Ok(())
}

/// Records an export made at `at` in the settings, so the page shows its date and the
/// reminder restarts.
pub fn record_export(at: Timestamp) {
    change_settings(|s| s.last_export = Some(at));
}

/// Asks the browser to keep the storage, once ever (remembered in the settings): called when a
/// score or a finished game is stored. Silent: a refusal changes nothing, and the `Your data`
/// page shows the browser's answer.
pub fn ask_persist_once() {
    if load_settings().persist_asked {
        return;
    }
    change_settings(|s| s.persist_asked = true);
    // Asked only if remembering the question worked, so a page without storage never asks on
    // every game.
    if load_settings().persist_asked {
        wasm_bindgen_futures::spawn_local(async {
            let _ = crate::browser::persist().await;
        });
    }
}
