//! The store without Leptos: one stored kind at one place in `web_sys::Storage`, with the
//! guarantees of SPEC §5. A damaged value's raw text is backed up (once) before anything is
//! written over it, and what could be read of it is kept; a newer version is never written over;
//! storage that is missing or full is a [`Trouble`], never a stop; a change re-reads the stored
//! value and merges ([`Stored::merge`]) before it writes.
//!
//! The reactive `Store` of `src/storage/mod.rs` is this and two signals (trouble, damage); the
//! quick board, which runs no Leptos, saves its game through a [`Place`] of its own.

use web_sys::Storage;

use crate::rules::backup::backup_key;
use crate::rules::storage::{Damage, Trouble};
use crate::rules::store;
use crate::rules::store::{Loaded, Read, Stored};
use crate::rules::time::Timestamp;

/// The current UTC time in the stored form.
pub fn now() -> Timestamp {
    let iso: String = js_sys::Date::new_0().to_iso_string().into();
    Timestamp::from_clock(&iso)
}

/// The window's localStorage, where it can be had (never a panic: private modes refuse it).
pub fn local_storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Keeps `raw` under `<key>.backup.<at>` of `storage` (with `.<n>` after it when that key is
/// taken); the backup key if that worked.
pub fn back_up(storage: &Storage, key: &str, raw: &str, at: &Timestamp) -> Option<String> {
    let backup = backup_key(key, at.as_str(), |k| {
        !matches!(storage.get_item(k), Ok(None))
    });
    storage.set_item(&backup, raw).ok().map(|()| backup)
}

/// Why the stored value is being read.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// The page is loading: damage is backed up and reported.
    Start,
    /// Another tab wrote: only refresh.
    Refresh,
    /// A write follows: damage that appeared since (another version, a hand edit) is backed up
    /// first, and the write waits for that backup.
    BeforeWrite,
}

/// What a read found that the page is to be told (each `None`: nothing new).
#[derive(Default)]
pub struct Report {
    pub trouble: Option<Trouble>,
    pub damage: Option<Damage>,
}

/// One stored kind at one place of one storage.
pub struct Place<T: Stored> {
    /// `None`: the browser offers no storage.
    storage: Option<Storage>,
    place: T::Place,
    /// Whether the stored value may be written over.
    writable: bool,
    /// The damaged raw text backed up last, so that it is backed up once only.
    backed_up: Option<String>,
}

impl<T: Stored> Place<T> {
    /// The value at `place` of `storage`, not read yet: writable until a read finds it newer,
    /// damaged beyond a backup, or storage missing. The quick board, which has read its game
    /// itself and plays only one it read whole or found absent, writes through this.
    pub fn new(storage: Option<Storage>, place: T::Place) -> Place<T> {
        Place {
            storage,
            place,
            writable: true,
            backed_up: None,
        }
    }

    /// The value at `place` of the window's localStorage, not read yet.
    pub fn local(place: T::Place) -> Place<T> {
        Place::new(local_storage(), place)
    }

    /// Where the value lives.
    pub fn key(&self) -> String {
        T::key(self.place)
    }

    /// Whether the stored value may be written over.
    pub fn writable(&self) -> bool {
        self.writable
    }

    fn storage(&self) -> Result<&Storage, Trouble> {
        self.storage.as_ref().ok_or(Trouble::Unavailable)
    }

    /// Reads storage. Damage is backed up (when reading at the start or before a write, once per
    /// raw text: then what could be read takes its place, or the key is removed when nothing
    /// could) and reported in `report`, with what was kept.
    pub fn read(&mut self, why: Reading, report: &mut Report) -> Loaded<T> {
        let key = self.key();
        let raw = match self
            .storage()
            .and_then(|s| s.get_item(&key).map_err(|_| Trouble::Unavailable))
        {
            Ok(Some(raw)) => raw,
            Ok(None) => return Loaded::Nothing,
            Err(trouble) => {
                report.trouble = Some(trouble);
                self.writable = false;
                return Loaded::Nothing;
            }
        };
        match store::read::<T>(&raw, self.place) {
            Read::Fine(value) => Loaded::Found(value),
            Read::Newer { .. } => {
                report.trouble = Some(Trouble::Newer);
                self.writable = false;
                Loaded::Newer
            }
            Read::Damaged { kept, dropped } => {
                let known = self.backed_up.as_deref() == Some(raw.as_str());
                if why == Reading::Refresh || known {
                    return kept.map_or(Loaded::Nothing, Loaded::Found);
                }
                let backup = self
                    .storage
                    .as_ref()
                    .and_then(|storage| back_up(storage, &key, &raw, &now()));
                if backup.is_some() {
                    self.backed_up = Some(raw);
                    match &kept {
                        // Nothing of it could be read: it lives on in its backup only.
                        None => self.remove(),
                        // What could be read takes its place, so that the next visit reads it
                        // whole and backs nothing up again (the damaged text lives on in its
                        // backup). A refused write leaves the value as it was.
                        Some(value) => {
                            let _ = self.write(value);
                        }
                    }
                } else {
                    report.trouble = Some(Trouble::Full);
                }
                self.writable = backup.is_some();
                report.damage = Some(Damage {
                    backup: backup.clone(),
                    kept: kept.as_ref().map_or(0, Stored::entries),
                    dropped,
                });
                match kept {
                    Some(value) => Loaded::Found(value),
                    None => Loaded::Damaged(backup),
                }
            }
        }
    }

    fn write(&self, value: &T) -> Result<(), Trouble> {
        self.storage()?
            .set_item(&self.key(), &value.to_json())
            .map_err(|_| Trouble::Full)
    }

    fn remove(&self) {
        if let Ok(storage) = self.storage() {
            let _ = storage.remove_item(&self.key());
        }
    }

    /// Writes `value` when the stored value may be written over; whether it did. `Err` when
    /// storage refused it (the page keeps the value all the same).
    pub fn save(&self, value: &T) -> Result<bool, Trouble> {
        if !self.writable {
            return Ok(false);
        }
        self.write(value).map(|()| true)
    }

    /// Re-reads the stored value, merges this tab's `mine` in ([`Stored::merge`]), applies
    /// `change`, and writes the result (when allowed, as [`Place::save`] says). Returns the value
    /// to show and how the write went.
    pub fn change(
        &mut self,
        mine: T,
        change: impl FnOnce(&mut T),
        report: &mut Report,
    ) -> (T, Result<bool, Trouble>) {
        let stored = self.read(Reading::BeforeWrite, report);
        let mut next = Place::merged(stored, mine);
        change(&mut next);
        let saved = self.save(&next);
        (next, saved)
    }

    /// What a change applies to: the `stored` value read just before, with this tab's `mine`
    /// merged in ([`Stored::merge`]), or `mine` when nothing could be read.
    pub fn merged(stored: Loaded<T>, mine: T) -> T {
        match stored {
            Loaded::Found(stored) => T::merge(stored, &mine),
            _ => mine,
        }
    }

    /// Keeps `value` under `<key>.backup.<UTC time>` (Your data lists it); the backup key if
    /// storage took it.
    pub fn back_up(&self, value: &T) -> Option<String> {
        back_up(self.storage().ok()?, &self.key(), &value.to_json(), &now())
    }

    /// Removes the stored value (when allowed).
    pub fn clear(&self) {
        if self.writable {
            self.remove();
        }
    }
}
