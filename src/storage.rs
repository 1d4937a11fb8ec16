//! The only code that touches localStorage. Keys are namespaced and versioned
//! (`mastermind.v1.…`); values are the core's JSON. Nothing here can crash the page: storage
//! that is missing, disabled or full turns into a [`Trouble`] the page explains, unreadable data is
//! backed up before anything is written over it, and data of a newer schema is never written.
//!
//! `gloo-storage` is not used: its accessor panics when storage is unavailable (private modes,
//! disabled cookies), which SPEC 5 forbids, so this adapter calls `web_sys::Storage` itself.

use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::rules::{
    BreakerRead, Codebreaker, Entry, Game, GameRead, Level, Match, MatchDraft, MatchRead,
    SavedBreaker, SavedGame, ScoreTable, Scores, ScoresRead, Timestamp, parse_stored_match,
    stored_match,
};

/// Where the high scores live.
pub const SCORES_KEY: &str = "mastermind.v1.scores";

/// Where a level's game in progress lives.
pub fn game_key(level: Level) -> String {
    format!("mastermind.v1.game.{}", level.number())
}

/// Why scores cannot be kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// The browser offers no localStorage (disabled, or a private mode that refuses it).
    Unavailable,
    /// A write was refused: the storage is full.
    Full,
    /// A newer version of the game wrote the scores; this one leaves them alone.
    Newer,
}

/// Unreadable stored scores, and where their raw text was kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damage {
    /// The backup key, or `None` when even the backup could not be written (then nothing is
    /// written over the original either).
    pub backup: Option<String>,
    pub kept: usize,
    pub dropped: usize,
}

/// The current UTC time in the stored form.
pub fn now() -> Timestamp {
    let iso: String = js_sys::Date::new_0().to_iso_string().into();
    Timestamp::parse(&iso).expect("toISOString has one form")
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

/// The high-score tables as the page shows them, kept in step with storage and other tabs.
#[derive(Clone, Copy)]
pub struct ScoreBook {
    pub scores: RwSignal<Scores>,
    pub trouble: RwSignal<Option<Trouble>>,
    pub damage: RwSignal<Option<Damage>>,
    /// The entry saved last in this tab, to highlight it in its table.
    pub last_saved: RwSignal<Option<(Level, Entry)>>,
    /// Whether the stored value may be written over (not after damage that could not be
    /// backed up, never over a newer schema).
    writable: RwSignal<bool>,
}

impl ScoreBook {
    /// Reads the stored scores and listens for other tabs' writes.
    pub fn load() -> ScoreBook {
        let book = ScoreBook {
            scores: RwSignal::new(Scores::default()),
            trouble: RwSignal::new(None),
            damage: RwSignal::new(None),
            last_saved: RwSignal::new(None),
            writable: RwSignal::new(true),
        };
        book.read_stored(true);
        let listener = window_event_listener_untyped("storage", move |ev| {
            let key = js_sys::Reflect::get(&ev, &JsValue::from_str("key"))
                .ok()
                .and_then(|k| k.as_string());
            if key.is_none() || key.as_deref() == Some(SCORES_KEY) {
                book.read_stored(false);
            }
        });
        // The book lives as long as the application.
        std::mem::forget(listener);
        book
    }

    /// Reads storage into the book. `first`: the page is loading, so damage is reported and
    /// backed up; later reads (other tabs) only refresh.
    fn read_stored(&self, first: bool) -> Option<Scores> {
        let raw = match read(SCORES_KEY) {
            Ok(raw) => raw,
            Err(trouble) => {
                self.trouble.set(Some(trouble));
                self.writable.set(false);
                return None;
            }
        };
        let Some(raw) = raw else {
            self.scores.set(Scores::default());
            return Some(Scores::default());
        };
        match Scores::parse(&raw) {
            ScoresRead::Fine(scores) => {
                self.scores.set(scores.clone());
                Some(scores)
            }
            ScoresRead::Damaged { kept, dropped } => {
                if first {
                    let backup = back_up(SCORES_KEY, &raw);
                    self.writable.set(backup.is_some());
                    if backup.is_none() {
                        self.trouble.set(Some(Trouble::Full));
                    }
                    self.damage.set(Some(Damage {
                        backup,
                        kept: kept.entry_count(),
                        dropped,
                    }));
                }
                self.scores.set(kept.clone());
                Some(kept)
            }
            ScoresRead::Newer { .. } => {
                self.trouble.set(Some(Trouble::Newer));
                self.writable.set(false);
                None
            }
        }
    }

    /// Re-reads the stored tables, applies `change` to `level`'s table, writes the result, and
    /// shows it. The page keeps the change even when storage refuses it.
    fn change(&self, level: Level, change: impl FnOnce(&ScoreTable) -> ScoreTable) {
        let base = self
            .read_stored(false)
            .unwrap_or_else(|| self.scores.get_untracked());
        let next = base.with_table(level, change(base.table(level)));
        if self.writable.get_untracked() {
            if let Err(trouble) = write(SCORES_KEY, &next.to_json()) {
                self.trouble.set(Some(trouble));
            } else if self.trouble.get_untracked() == Some(Trouble::Full) {
                self.trouble.set(None);
            }
        }
        self.scores.set(next);
    }

    /// Whether a win in `turns` turns would enter `level`'s table now.
    pub fn qualifies(&self, level: Level, turns: usize) -> bool {
        let stored = self.read_stored(false);
        let scores = stored.unwrap_or_else(|| self.scores.get_untracked());
        scores.table(level).qualifies(turns)
    }

    /// Adds an entry (merging with whatever other tabs wrote meanwhile).
    pub fn save(&self, level: Level, entry: Entry) {
        self.change(level, |table| table.insert(entry.clone()).0);
        self.last_saved.set(Some((level, entry)));
    }

    /// Empties one level's table; the others are untouched.
    pub fn reset(&self, level: Level) {
        self.change(level, |_| ScoreTable::default());
    }
}

/// What loading a level's saved game found.
pub enum Restored {
    Game {
        game: Game,
        seed: Option<u64>,
    },
    Nothing,
    /// Unreadable; kept under the given backup key (if that could be written).
    Damaged(Option<String>),
    /// Saved by a newer version: not loaded, and never written over.
    Newer,
}

/// Loads the saved game of `level`.
pub fn load_game(level: Level) -> Restored {
    let key = game_key(level);
    match read(&key) {
        Ok(Some(raw)) => match SavedGame::parse(&raw, level) {
            GameRead::Fine { game, seed } => Restored::Game { game, seed },
            GameRead::Newer { .. } => Restored::Newer,
            GameRead::Damaged => {
                let backup = back_up(&key, &raw);
                if backup.is_some() {
                    remove(&key);
                }
                Restored::Damaged(backup)
            }
        },
        Ok(None) | Err(_) => Restored::Nothing,
    }
}

/// Saves the game of its level (silently: when storage refuses, the game plays on).
pub fn save_game(game: &Game, seed: Option<u64>) {
    let _ = write(
        &game_key(game.level()),
        &SavedGame::of(game, seed).to_json(),
    );
}

/// Where the player's settings live: `{"version":1,"language":"pt"}`.
pub const SETTINGS_KEY: &str = "mastermind.v1.settings";

#[derive(serde::Serialize, serde::Deserialize)]
struct Settings {
    version: u64,
    language: String,
}

/// The language the player chose, if any was stored (as its code: `en`, `pt`).
pub fn load_language() -> Option<String> {
    let raw = read(SETTINGS_KEY).ok()??;
    match serde_json::from_str::<Settings>(&raw) {
        Ok(s) if s.version == 1 => Some(s.language),
        Ok(_) => None,
        Err(_) => {
            if back_up(SETTINGS_KEY, &raw).is_some() {
                remove(SETTINGS_KEY);
            }
            None
        }
    }
}

/// Remembers the chosen language (silently: without storage the choice lasts for the visit).
pub fn save_language(code: &str) {
    let settings = Settings {
        version: 1,
        language: code.to_owned(),
    };
    if let Ok(json) = serde_json::to_string(&settings) {
        let _ = write(SETTINGS_KEY, &json);
    }
}

/// The browser's preferred language, as a lowercase tag (`pt-pt`, `en-gb` …).
pub fn browser_language() -> String {
    window()
        .navigator()
        .language()
        .unwrap_or_default()
        .to_ascii_lowercase()
}

/// What loading a stored session (the codebreaker's, the match) found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded<T> {
    Found(T),
    Nothing,
    /// Unreadable: kept under the given backup key and removed (if the backup could be written;
    /// otherwise left in place, and must not be written over).
    Damaged(Option<String>),
    /// Written by a newer version: not loaded, and never written over.
    Newer,
}

impl<T> Loaded<T> {
    /// Whether the stored value may be written over.
    pub fn writable(&self) -> bool {
        !matches!(self, Loaded::Newer | Loaded::Damaged(None))
    }
}

/// Keeps an unreadable `raw` value of `key` under a backup key, then removes it; the backup key
/// if that worked (if not, the value stays where it was).
fn set_aside(key: &str, raw: &str) -> Option<String> {
    let backup = back_up(key, raw);
    if backup.is_some() {
        remove(key);
    }
    backup
}

/// Where an unfinished (or just finished) match lives, with the player's unfinished holes.
pub const MATCH_KEY: &str = "mastermind.v1.match";

/// The stored match and the holes the player left unfinished. A stored value that is not a
/// readable match is backed up and dropped, as damaged games are; one from a newer version is
/// left alone.
pub fn load_match() -> Loaded<(Match, MatchDraft)> {
    match read(MATCH_KEY) {
        Ok(Some(raw)) => match parse_stored_match(&raw) {
            MatchRead::Fine { game, draft } => Loaded::Found((game, draft)),
            MatchRead::Newer(_) => Loaded::Newer,
            MatchRead::Damaged(_) => Loaded::Damaged(set_aside(MATCH_KEY, &raw)),
        },
        Ok(None) | Err(_) => Loaded::Nothing,
    }
}

/// Stores the match (silently: without storage it lasts for the visit).
pub fn save_match(m: &Match, draft: &MatchDraft) {
    let _ = write(MATCH_KEY, &stored_match(m, draft));
}

/// Forgets the stored match.
pub fn clear_match() {
    remove(MATCH_KEY);
}

/// Where the computer-as-codebreaker session lives.
pub const BREAKER_KEY: &str = "mastermind.v1.codebreaker";

/// The stored codebreaker session: its stored form and, once started, the session replayed.
pub fn load_breaker() -> Loaded<(SavedBreaker, Option<Codebreaker>)> {
    match read(BREAKER_KEY) {
        Ok(Some(raw)) => match SavedBreaker::parse(&raw) {
            BreakerRead::Fine { saved, session } => Loaded::Found((saved, session)),
            BreakerRead::Newer { .. } => Loaded::Newer,
            BreakerRead::Damaged => Loaded::Damaged(set_aside(BREAKER_KEY, &raw)),
        },
        Ok(None) | Err(_) => Loaded::Nothing,
    }
}

/// Stores the codebreaker session (silently: without storage it lasts for the visit).
pub fn save_breaker(saved: &SavedBreaker) {
    let _ = write(BREAKER_KEY, &saved.to_json());
}
