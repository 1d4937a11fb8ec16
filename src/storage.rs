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
    BreakerLog, BreakerRead, Entry, Finished, GameLog, GameRead, GameSlot, KeySource, Level,
    MatchDraft, MatchLog, MatchRead, SavedBreaker, SavedGame, ScoreTable, Scores, ScoresRead,
    Settings, SettingsRead, StatsGroup, StatsLog, StatsRead, Timestamp, parse_stored_match,
    stored_match,
};

/// Where the high scores live.
pub const SCORES_KEY: &str = "mastermind.v1.scores";

/// Where a level's game in progress lives: `mastermind.v1.game.<1|2|3>`, one key per custom
/// shape (`mastermind.v1.game.custom-4-6-10-yes`), and `mastermind.v1.daily.<1|2|3>` for the
/// daily game.
pub fn game_key(slot: GameSlot) -> String {
    match (slot, slot.level().custom()) {
        // One game per custom shape, so opening another shape never replaces a game in progress.
        (_, Some(c)) => format!(
            "mastermind.v1.game.custom-{}-{}-{}-{}",
            c.pegs(),
            c.colours(),
            c.turns(),
            if c.repeats() { "yes" } else { "no" }
        ),
        (GameSlot::Daily(level), None) => format!("mastermind.v1.daily.{}", level.slug()),
        (GameSlot::Free(level), None) => format!("mastermind.v1.game.{}", level.slug()),
    }
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

/// Sets an unreadable value aside: backs `raw` up and, only once the backup is written, removes
/// it from `key`, so nothing is ever lost. Returns the backup key if there is one.
fn set_aside(key: &str, raw: &str) -> Option<String> {
    let backup = back_up(key, raw);
    if backup.is_some() {
        remove(key);
    }
    backup
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

    /// Whether a win in `turns` turns would enter `level`'s table now (never for a custom game).
    pub fn qualifies(&self, level: Level, turns: usize) -> bool {
        let stored = self.read_stored(false);
        let scores = stored.unwrap_or_else(|| self.scores.get_untracked());
        scores.qualifies(level, turns)
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

/// Where the statistics log lives (see [`StatsLog`] for the form).
pub const STATS_KEY: &str = "mastermind.v1.stats";

/// Why the stored log is being read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum StatsReading {
    /// The page is loading: damage is backed up and reported.
    Start,
    /// Another tab wrote: only refresh.
    Refresh,
    /// A write follows: damage that appeared since (another version, a hand edit) is backed up
    /// first, and the write waits for that backup.
    BeforeWrite,
}

/// The statistics log as the page shows it, kept in step with storage and other tabs, with the
/// guarantees of SPEC §5: a damaged log is backed up and what can be read is kept; a newer
/// version is never written over; storage that is missing or full never stops play (the page
/// keeps the games of this visit); every write re-reads the stored log and merges by game id.
#[derive(Clone, Copy)]
pub struct StatsBook {
    /// Every finished game, this tab's and the others'.
    pub log: RwSignal<StatsLog>,
    pub trouble: RwSignal<Option<Trouble>>,
    pub damage: RwSignal<Option<Damage>>,
    writable: RwSignal<bool>,
    /// The damaged raw value backed up last, so that it is backed up once only.
    backed_up: StoredValue<Option<String>>,
}

impl StatsBook {
    /// Reads the stored log and listens for other tabs' writes.
    pub fn load() -> StatsBook {
        let book = StatsBook {
            log: RwSignal::new(StatsLog::default()),
            trouble: RwSignal::new(None),
            damage: RwSignal::new(None),
            writable: RwSignal::new(true),
            backed_up: StoredValue::new(None),
        };
        book.read_stored(StatsReading::Start);
        let listener = window_event_listener_untyped("storage", move |ev| {
            let key = js_sys::Reflect::get(&ev, &JsValue::from_str("key"))
                .ok()
                .and_then(|k| k.as_string());
            if key.is_none() || key.as_deref() == Some(STATS_KEY) {
                book.read_stored(StatsReading::Refresh);
            }
        });
        // The book lives as long as the application.
        std::mem::forget(listener);
        book
    }

    /// Reads storage into the book; the stored log, or `None` when there is none to build on
    /// (no storage, a newer version).
    fn read_stored(&self, why: StatsReading) -> Option<StatsLog> {
        let raw = match read(STATS_KEY) {
            Ok(raw) => raw,
            Err(trouble) => {
                self.trouble.set(Some(trouble));
                self.writable.set(false);
                return None;
            }
        };
        let Some(raw) = raw else {
            if why != StatsReading::BeforeWrite {
                self.log.set(StatsLog::default());
            }
            return Some(StatsLog::default());
        };
        match StatsLog::parse(&raw) {
            StatsRead::Fine(log) => {
                if why != StatsReading::BeforeWrite {
                    self.log.set(log.clone());
                }
                Some(log)
            }
            StatsRead::Damaged { kept, dropped } => {
                let known = self
                    .backed_up
                    .with_value(|b| b.as_deref() == Some(raw.as_str()));
                if why != StatsReading::Refresh && !known {
                    let backup = back_up(STATS_KEY, &raw);
                    if backup.is_some() {
                        self.backed_up.set_value(Some(raw.clone()));
                    }
                    self.writable.set(backup.is_some());
                    if backup.is_none() {
                        self.trouble.set(Some(Trouble::Full));
                    }
                    self.damage.set(Some(Damage {
                        backup,
                        kept: kept.games().len(),
                        dropped,
                    }));
                }
                if why != StatsReading::BeforeWrite {
                    self.log.set(kept.clone());
                }
                Some(kept)
            }
            StatsRead::Newer { .. } => {
                self.trouble.set(Some(Trouble::Newer));
                self.writable.set(false);
                None
            }
        }
    }

    /// Re-reads the stored log, merges this tab's games in, applies `change`, writes the result
    /// (when allowed), and shows it. The page keeps the change even when storage refuses it.
    fn change(&self, change: impl FnOnce(&mut StatsLog)) {
        let mine = self.log.get_untracked();
        let mut next = match self.read_stored(StatsReading::BeforeWrite) {
            Some(stored) => stored.merge(&mine),
            None => mine,
        };
        change(&mut next);
        if self.writable.get_untracked() {
            if let Err(trouble) = write(STATS_KEY, &next.to_json()) {
                self.trouble.set(Some(trouble));
            } else if self.trouble.get_untracked() == Some(Trouble::Full) {
                self.trouble.set(None);
            }
        }
        self.log.set(next);
    }

    /// Records a finished game once: a game whose id is already in the log (from this tab, a
    /// reload or another tab) changes nothing, and neither does a record that is not a game
    /// ([`Finished::is_valid`]). Aided games are logged but never counted.
    pub fn record(&self, game: Finished) {
        if self.log.with_untracked(|log| log.contains(&game.id)) {
            // Already here; still merge in what other tabs wrote, without writing.
            return;
        }
        self.change(|log| {
            log.insert(game);
        });
    }

    /// Clears the statistics of `level` only, after the page has asked. A custom level clears
    /// every custom game, whatever its size: custom games are counted together
    /// ([`StatsGroup`]).
    pub fn reset(&self, level: impl Into<StatsGroup>) {
        let group = level.into();
        self.change(|log| {
            log.reset(group);
        });
    }
}

/// What loading a level's saved game found.
#[allow(clippy::large_enum_variant, reason = "read once when a page opens")]
pub enum Restored {
    Game {
        log: GameLog,
        source: KeySource,
        id: Option<String>,
    },
    Nothing,
    /// Unreadable; kept under the given backup key (if that could be written).
    Damaged(Option<String>),
    /// Saved by a newer version: not loaded, and never written over.
    Newer,
}

/// Loads the saved game of a slot.
pub fn load_game(slot: GameSlot) -> Restored {
    let level = slot.level();
    let key = game_key(slot);
    match read(&key) {
        Ok(Some(raw)) => match SavedGame::parse(&raw, level) {
            GameRead::Fine { log, source, id } => Restored::Game { log, source, id },
            GameRead::Newer { .. } => Restored::Newer,
            GameRead::Damaged => Restored::Damaged(set_aside(&key, &raw)),
        },
        Ok(None) | Err(_) => Restored::Nothing,
    }
}

/// Saves the game of its level with its log (silently: when storage refuses, the game plays on).
pub fn save_game(slot: GameSlot, log: &GameLog, source: KeySource, id: &str) {
    let _ = write(&game_key(slot), &SavedGame::of(log, source, id).to_json());
}

/// Where the player's settings live (see [`Settings`] for the form).
pub const SETTINGS_KEY: &str = "mastermind.v1.settings";

/// The stored settings, or the defaults. Unreadable settings are backed up and dropped; settings
/// of a newer version give the defaults and stay as they are.
pub fn load_settings() -> Settings {
    let Ok(Some(raw)) = read(SETTINGS_KEY) else {
        return Settings::default();
    };
    match Settings::parse(&raw) {
        SettingsRead::Fine(settings) => settings,
        SettingsRead::Newer { .. } => Settings::default(),
        SettingsRead::Damaged => {
            set_aside(SETTINGS_KEY, &raw);
            Settings::default()
        }
    }
}

/// Changes the stored settings (re-read first, so another tab's choices are kept). Silently does
/// nothing without storage, and never writes over settings of a newer version.
pub fn change_settings(change: impl FnOnce(&mut Settings)) {
    let stored = match read(SETTINGS_KEY) {
        Ok(raw) => raw,
        Err(_) => return,
    };
    if let Some(raw) = &stored
        && matches!(Settings::parse(raw), SettingsRead::Newer { .. })
    {
        return;
    }
    let mut settings = load_settings();
    change(&mut settings);
    let _ = write(SETTINGS_KEY, &settings.to_json());
}

/// The language the player chose, if any was stored (as its code: `en`, `pt`).
pub fn load_language() -> Option<String> {
    load_settings().language
}

/// Remembers the chosen language (silently: without storage the choice lasts for the visit).
pub fn save_language(code: &str) {
    change_settings(|s| s.language = Some(code.to_owned()));
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

/// Where an unfinished (or just finished) match lives, with the player's unfinished holes.
pub const MATCH_KEY: &str = "mastermind.v1.match";

/// The stored match and the holes the player left unfinished. A stored value that is not a
/// readable match is backed up and dropped, as damaged games are; one from a newer version is
/// left alone.
pub fn load_match() -> Loaded<(MatchLog, MatchDraft)> {
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
pub fn save_match(m: &MatchLog, draft: &MatchDraft) {
    let _ = write(MATCH_KEY, &stored_match(m, draft));
}

/// Forgets the stored match.
pub fn clear_match() {
    remove(MATCH_KEY);
}

/// Where the computer-as-codebreaker session lives.
pub const BREAKER_KEY: &str = "mastermind.v1.codebreaker";

/// The stored codebreaker session: its stored form and, once started, the session replayed.
pub fn load_breaker() -> Loaded<(SavedBreaker, Option<BreakerLog>)> {
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
