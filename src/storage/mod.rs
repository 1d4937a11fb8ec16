//! The only code that writes localStorage (the quick board saves its game through a [`Place`]
//! of its own; it reads its game and settings itself before that, as the core's `quick::open`
//! asks). Keys are namespaced and versioned (`mastermind.v1.…`); values are the core's JSON.
//! Nothing here can crash the page: storage that is missing, disabled or full turns into a
//! [`Trouble`] the page explains, unreadable data is backed up before anything is written over
//! it, and data of a newer schema is never written.
//!
//! `gloo-storage` is not used: its accessor panics when storage is unavailable (private modes,
//! disabled cookies), which SPEC 5 forbids, so this adapter calls `web_sys::Storage` itself.

use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::rules::store::{Loaded, Stored};

mod books;
mod data;
pub mod place;

use crate::rules::storage::{Damage, Trouble};
pub use books::{
    BREAKER_KEY, MATCH_KEY, SCORES_KEY, SETTINGS_KEY, STATS_KEY, ScoreBook, StatsBook,
    browser_language, change_settings, load_friends, load_language, load_settings, record_friend,
    save_language,
};
pub use data::{all_entries, apply_import, ask_persist_once, delete_all, record_export};
pub use place::{Place, Reading, Report, local_storage, now};

fn storage() -> Option<web_sys::Storage> {
    local_storage()
}

/// One stored kind at one place, as the page sees it: the one adapter through which scores,
/// statistics, settings and the sessions are read and written, with the guarantees of SPEC §5
/// ([`Place`], which does the work without Leptos), and signals that say what went wrong.
pub struct Store<T: Stored + 'static> {
    place: StoredValue<Place<T>, LocalStorage>,
    /// Why the value cannot be kept, if it cannot.
    pub trouble: RwSignal<Option<Trouble>>,
    /// What was found damaged, and where its raw text went.
    pub damage: RwSignal<Option<Damage>>,
}

impl<T: Stored + 'static> Clone for Store<T> {
    fn clone(&self) -> Store<T> {
        *self
    }
}

impl<T: Stored + 'static> Copy for Store<T> {}

/// The JSON stored under `key`, unread (for a glance: see [`crate::rules::glance::glance_game`]).
pub fn peek_json(key: &str) -> Option<serde_json::Value> {
    let raw = storage()?.get_item(key).ok().flatten()?;
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

/// Counts in Friends, once each, the replies that a reply link's own program showed in this tab
/// before the whole game arrived ([`crate::events::REPLY_KEY`]), and forgets them: the player
/// may have left that page first. What the tab holds is read as untrusted: anything but a reply counts
/// nothing. A reply already counted (its page opened again) changes nothing. A Friends record
/// that cannot be read cleanly (damaged, newer, storage refused) is left to the page that says
/// so (Friends, the reply's page), and the reply waits in the tab for the page after it.
pub fn count_reply_left() {
    let Some(session) = session_storage() else {
        return;
    };
    let Ok(Some(left)) = session.get_item(crate::events::REPLY_KEY) else {
        return;
    };
    if !reads_clean::<crate::rules::friends::Friends>(()) {
        return;
    }
    let _ = session.remove_item(crate::events::REPLY_KEY);
    for fragment in crate::events::replies_left(&left) {
        let fragment = fragment.trim_start_matches('#');
        if let Ok(reply) = crate::rules::reply::Reply::from_fragment(fragment) {
            record_friend(crate::rules::friends::Meeting::of_reply(&reply, now()));
        }
    }
}

/// Whether the value at `place` is absent or reads whole, without reporting or backing up
/// anything: a damaged or newer value, or storage that cannot be read, is not clean.
fn reads_clean<T: Stored>(place: T::Place) -> bool {
    let Some(storage) = local_storage() else {
        return false;
    };
    storage
        .get_item(&T::key(place))
        .is_ok_and(|raw| crate::rules::store::read_clean::<T>(raw.as_deref(), place).is_ok())
}

/// The value stored at `place`, read without reporting or backing up damage (what can be read of
/// a damaged one); `None` when there is none, it cannot be read, or it is newer.
pub fn peek<T: Stored>(place: T::Place) -> Option<T> {
    Place::<T>::local(place)
        .read(Reading::Refresh, &mut Report::default())
        .found()
}

impl<T: Stored + 'static> Store<T> {
    /// Reads the value at `place`: found, nothing, damaged (backed up, then replaced by what
    /// could be read of it, or removed when nothing could) or newer.
    pub fn open(place: T::Place) -> (Store<T>, Loaded<T>) {
        let store = Store {
            place: StoredValue::new_local(Place::local(place)),
            trouble: RwSignal::new(None),
            damage: RwSignal::new(None),
        };
        let loaded = store.read(Reading::Start);
        (store, loaded)
    }

    /// Where the value lives.
    pub fn key(&self) -> String {
        self.place.with_value(Place::key)
    }

    /// Whether the stored value may be written over.
    pub fn writable(&self) -> bool {
        self.place.with_value(Place::writable)
    }

    /// Tells the page what a read found.
    fn tell(&self, report: Report) {
        if let Some(trouble) = report.trouble {
            self.trouble.set(Some(trouble));
        }
        if let Some(damage) = report.damage {
            self.damage.set(Some(damage));
        }
    }

    /// Tells the page how a write went: a refusal, or a write that worked after a full storage.
    fn saved(&self, saved: Result<bool, Trouble>) {
        match saved {
            Err(trouble) => self.trouble.set(Some(trouble)),
            Ok(true) if self.trouble.get_untracked() == Some(Trouble::Full) => {
                self.trouble.set(None)
            }
            Ok(_) => {}
        }
    }

    /// Reads storage ([`Place::read`]) and tells the page what it found.
    fn read(&self, why: Reading) -> Loaded<T> {
        let mut report = Report::default();
        let loaded = self
            .place
            .try_update_value(|place| place.read(why, &mut report))
            .unwrap_or(Loaded::Nothing);
        self.tell(report);
        loaded
    }

    /// The stored value as it is now (another tab may have written it), without reporting or
    /// backing up damage.
    pub fn peek(&self) -> Loaded<T> {
        self.read(Reading::Refresh)
    }

    /// Writes `value` (when allowed); the page keeps it even when storage refuses it.
    pub fn save(&self, value: &T) {
        if let Some(saved) = self.place.try_with_value(|place| place.save(value)) {
            self.saved(saved);
        }
    }

    /// Re-reads the stored value, merges this tab's `mine` in ([`Stored::merge`]), applies
    /// `change`, and writes the result (when allowed). Returns the value to show.
    pub fn change(&self, mine: T, change: impl FnOnce(&mut T)) -> T {
        let stored = self.read(Reading::BeforeWrite);
        let mut next = Place::merged(stored, mine);
        change(&mut next);
        self.save(&next);
        next
    }

    /// Keeps `value` under `<key>.backup.<UTC time>` (Your data lists it); the backup key if
    /// storage took it.
    pub fn back_up(&self, value: &T) -> Option<String> {
        self.place
            .try_with_value(|place| place.back_up(value))
            .flatten()
    }

    /// Removes the stored value (when allowed).
    pub fn clear(&self) {
        self.place.with_value(Place::clear);
    }

    /// Keeps `value` in step with the stored value as other tabs write it: the stored value
    /// with this tab's merged in ([`Stored::merge`]). When the other tab's write lacks what this
    /// tab holds (the two wrote at once: a browser may hand a tab another tab's write late, so
    /// that tab wrote without ours), the merge is written back, so that nothing either tab
    /// saved is lost. Nothing stored (every key deleted in another tab) empties `value`.
    pub fn follow(&self, value: RwSignal<T>)
    where
        T: Clone + Default + PartialEq + Send + Sync,
    {
        let store = *self;
        self.listen(move |stored| match stored {
            None => value.set(T::default()),
            Some(stored) => {
                let mine = value.get_untracked();
                if T::merge(stored.clone(), &mine) == stored {
                    value.set(stored);
                } else {
                    value.set(store.change(mine, |_| {}));
                }
            }
        });
    }

    /// Calls `refresh` with the stored value whenever another tab changes it (`None`: nothing,
    /// or nothing this version can read), for as long as the reactive owner it is called under
    /// lives (a page: until it is left; the application's books: always).
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
        on_cleanup(move || listener.remove());
    }
}
