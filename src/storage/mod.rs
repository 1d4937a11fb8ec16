//! The only code that touches localStorage. Keys are namespaced and versioned
//! (`mastermind.v1.…`); values are the core's JSON. Nothing here can crash the page: storage
//! that is missing, disabled or full turns into a [`Trouble`] the page explains, unreadable data is
//! backed up before anything is written over it, and data of a newer schema is never written.
//!
//! `gloo-storage` is not used: its accessor panics when storage is unavailable (private modes,
//! disabled cookies), which SPEC 5 forbids, so this adapter calls `web_sys::Storage` itself.

use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::rules::{Read, Stored, Timestamp};

mod books;
mod data;

pub use crate::rules::storage::{Damage, Trouble};
pub use crate::rules::{Loaded, game_key};
pub use books::{
    BREAKER_KEY, MATCH_KEY, SCORES_KEY, SETTINGS_KEY, STATS_KEY, ScoreBook, StatsBook,
    browser_language, change_settings, load_language, load_settings, save_language,
};
pub use data::{PREFIX, all_entries, apply_import, ask_persist_once, delete_all, record_export};

/// The current UTC time in the stored form.
pub fn now() -> Timestamp {
    let iso: String = js_sys::Date::new_0().to_iso_string().into();
    Timestamp::from_clock(&iso)
}

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn read(key: &str) -> Result<Option<String>, Trouble> {
    let storage = storage().ok_or(Trouble::Unavailable)?;
    storage.get_item(key).map_err(|_| Trouble::Unavailable)
}

fn write(key: &str, value: &str) -> Result<(), Trouble> {
    let storage = storage().ok_or(Trouble::Unavailable)?;
    storage.set_item(key, value).map_err(|_| Trouble::Full)
}

fn remove(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// Keeps `raw` under `<key>.backup.<UTC time>`; the backup key if that worked.
fn back_up(key: &str, raw: &str) -> Option<String> {
    let backup = format!("{key}.backup.{}", now());
    write(&backup, raw).ok().map(|_| backup)
}

/// Why the stored value is being read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// The page is loading: damage is backed up and reported.
    Start,
    /// Another tab wrote: only refresh.
    Refresh,
    /// A write follows: damage that appeared since (another version, a hand edit) is backed up
    /// first, and the write waits for that backup.
    BeforeWrite,
}

/// One stored kind at one place, as the page sees it: the one adapter through which scores,
/// statistics, settings and the sessions are read and written, with the guarantees of SPEC §5.
/// Damaged values are backed up (once) before anything is written over them, and what could be
/// read is kept; a newer version is never written over; storage that is missing or full never
/// stops play; every change re-reads the stored value and merges ([`Stored::merge`]).
pub struct Store<T: Stored + 'static> {
    place: StoredValue<T::Place, LocalStorage>,
    /// Why the value cannot be kept, if it cannot.
    pub trouble: RwSignal<Option<Trouble>>,
    /// What was found damaged, and where its raw text went.
    pub damage: RwSignal<Option<Damage>>,
    /// Whether the stored value may be written over.
    writable: RwSignal<bool>,
    /// The damaged raw text backed up last, so that it is backed up once only.
    backed_up: StoredValue<Option<String>>,
}

impl<T: Stored + 'static> Clone for Store<T> {
    fn clone(&self) -> Store<T> {
        *self
    }
}

impl<T: Stored + 'static> Copy for Store<T> {}

/// The JSON stored under `key`, unread (for a glance: see [`crate::rules::glance_game`]).
pub fn peek_json(key: &str) -> Option<serde_json::Value> {
    let raw = read(key).ok().flatten()?;
    serde_json::from_str(&raw).ok()
}

/// The tab's sessionStorage, where it can be had.
fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// The id of a game the quick board ended in this tab and the whole game has not recorded yet
/// ([`crate::events::ENDED_KEY`]), untrusted: only ever compared with a game's id.
pub fn ended_elsewhere() -> Option<String> {
    session_storage()?
        .get_item(crate::events::ENDED_KEY)
        .ok()
        .flatten()
}

/// Forgets that the game `id` ended elsewhere unrecorded: it has been recorded now.
pub fn forget_ended_elsewhere(id: &str) {
    if ended_elsewhere().as_deref() == Some(id)
        && let Some(session) = session_storage()
    {
        let _ = session.remove_item(crate::events::ENDED_KEY);
    }
}

/// The value stored at `place`, read without reporting or backing up damage (what can be read of
/// a damaged one); `None` when there is none, it cannot be read, or it is newer.
pub fn peek<T: Stored>(place: T::Place) -> Option<T> {
    let raw = read(&T::key(place)).ok().flatten()?;
    match crate::rules::store::read::<T>(&raw, place) {
        Read::Fine(value) => Some(value),
        Read::Damaged { kept, .. } => kept,
        Read::Newer { .. } => None,
    }
}

impl<T: Stored + 'static> Store<T> {
    /// Reads the value at `place`: found, nothing, damaged (backed up, then replaced by what
    /// could be read of it, or removed when nothing could) or newer.
    pub fn open(place: T::Place) -> (Store<T>, Loaded<T>) {
        let store = Store {
            place: StoredValue::new_local(place),
            trouble: RwSignal::new(None),
            damage: RwSignal::new(None),
            writable: RwSignal::new(true),
            backed_up: StoredValue::new(None),
        };
        let loaded = store.read(Reading::Start);
        (store, loaded)
    }

    /// Where the value lives.
    pub fn key(&self) -> String {
        T::key(self.place.get_value())
    }

    /// Whether the stored value may be written over.
    pub fn writable(&self) -> bool {
        self.writable.get_untracked()
    }

    /// Reads storage. Damage is backed up (when reading at the start or before a write, once per
    /// raw text) and reported, with what was kept.
    fn read(&self, why: Reading) -> Loaded<T> {
        let key = self.key();
        let raw = match read(&key) {
            Ok(Some(raw)) => raw,
            Ok(None) => return Loaded::Nothing,
            Err(trouble) => {
                self.trouble.set(Some(trouble));
                self.writable.set(false);
                return Loaded::Nothing;
            }
        };
        match crate::rules::store::read::<T>(&raw, self.place.get_value()) {
            Read::Fine(value) => Loaded::Found(value),
            Read::Newer { .. } => {
                self.trouble.set(Some(Trouble::Newer));
                self.writable.set(false);
                Loaded::Newer
            }
            Read::Damaged { kept, dropped } => {
                let known = self
                    .backed_up
                    .with_value(|b| b.as_deref() == Some(raw.as_str()));
                if why == Reading::Refresh || known {
                    return kept.map_or(Loaded::Nothing, Loaded::Found);
                }
                let backup = back_up(&key, &raw);
                if backup.is_some() {
                    self.backed_up.set_value(Some(raw));
                    match &kept {
                        // Nothing of it could be read: it lives on in its backup only.
                        None => remove(&key),
                        // What could be read takes its place, so that the next visit reads it
                        // whole and backs nothing up again (the damaged text lives on in its
                        // backup). A refused write leaves the value as it was.
                        Some(value) => {
                            let _ = write(&key, &value.to_json());
                        }
                    }
                } else {
                    self.trouble.set(Some(Trouble::Full));
                }
                self.writable.set(backup.is_some());
                self.damage.set(Some(Damage {
                    backup: backup.clone(),
                    kept: kept.as_ref().map_or(0, Stored::entries),
                    dropped,
                }));
                match kept {
                    Some(value) => Loaded::Found(value),
                    None => Loaded::Damaged(backup),
                }
            }
        }
    }

    /// The stored value as it is now (another tab may have written it), without reporting or
    /// backing up damage.
    pub fn peek(&self) -> Loaded<T> {
        self.read(Reading::Refresh)
    }

    /// Writes `value` (when allowed); the page keeps it even when storage refuses it.
    pub fn save(&self, value: &T) {
        if !self.writable.get_untracked() {
            return;
        }
        match write(&self.key(), &value.to_json()) {
            Err(trouble) => self.trouble.set(Some(trouble)),
            Ok(()) if self.trouble.get_untracked() == Some(Trouble::Full) => self.trouble.set(None),
            Ok(()) => {}
        }
    }

    /// Re-reads the stored value, merges this tab's `mine` in ([`Stored::merge`]), applies
    /// `change`, and writes the result (when allowed). Returns the value to show.
    pub fn change(&self, mine: T, change: impl FnOnce(&mut T)) -> T {
        let mut next = match self.read(Reading::BeforeWrite) {
            Loaded::Found(stored) => T::merge(stored, &mine),
            _ => mine,
        };
        change(&mut next);
        self.save(&next);
        next
    }

    /// Keeps `value` under `<key>.backup.<UTC time>` (Your data lists it); the backup key if
    /// storage took it.
    pub fn back_up(&self, value: &T) -> Option<String> {
        back_up(&self.key(), &value.to_json())
    }

    /// Removes the stored value (when allowed).
    pub fn clear(&self) {
        if self.writable.get_untracked() {
            remove(&self.key());
        }
    }

    /// Calls `refresh` with the stored value whenever another tab changes it (`None`: nothing,
    /// or nothing this version can read). Lives as long as the application.
    pub fn listen(&self, refresh: impl Fn(Option<T>) + 'static) {
        let store = *self;
        let listener = window_event_listener_untyped("storage", move |ev| {
            let key = js_sys::Reflect::get(&ev, &JsValue::from_str("key"))
                .ok()
                .and_then(|k| k.as_string());
            if key.is_none() || key == Some(store.key()) {
                match store.read(Reading::Refresh) {
                    Loaded::Found(value) => refresh(Some(value)),
                    Loaded::Nothing | Loaded::Damaged(_) => refresh(None),
                    Loaded::Newer => {}
                }
            }
        });
        std::mem::forget(listener);
    }
}
