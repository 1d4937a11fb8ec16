//! The stored kinds as the pages use them: the high-score tables and the statistics log (kept in
//! step with other tabs), the settings, the Friends record, and the keys of the kinds with one value each.

use leptos::prelude::*;

use super::Store;
use super::place::{Place, Reading, Report, now};
use crate::rules::friends::{Friends, Meeting};
use crate::rules::level::Level;
use crate::rules::scores::{Entry, Scores};
use crate::rules::settings::Settings;
use crate::rules::stats::{Finished, StatsGroup, StatsLog};
use crate::rules::storage::{Damage, Trouble};

/// Where the high scores live.
pub const SCORES_KEY: &str = "mastermind.v1.scores";

/// The high-score tables as the page shows them, kept in step with storage and other tabs.
#[derive(Clone, Copy)]
pub struct ScoreBook {
    pub scores: RwSignal<Scores>,
    pub trouble: RwSignal<Option<Trouble>>,
    pub damage: RwSignal<Option<Damage>>,
    /// The entry saved last in this tab, to highlight it in its table.
    pub last_saved: RwSignal<Option<(Level, Entry)>>,
    store: Store<Scores>,
}

impl ScoreBook {
    /// Reads the stored scores and listens for other tabs' writes.
    pub fn load() -> ScoreBook {
        let (store, loaded) = Store::<Scores>::open(());
        let scores = RwSignal::new(loaded.found().unwrap_or_default());
        store.follow(scores);
        ScoreBook {
            scores,
            trouble: store.trouble,
            damage: store.damage,
            last_saved: RwSignal::new(last_saved_in_tab()),
            store,
        }
    }

    /// Re-reads the stored tables, merges this tab's in, applies `change`, writes the result,
    /// and shows it. The page keeps the change even when storage refuses it.
    fn change(&self, change: impl FnOnce(&Scores) -> Scores) {
        let mine = self.scores.get_untracked();
        let next = self.store.change(mine, |scores| *scores = change(scores));
        self.scores.set(next);
    }

    /// Whether a win in `turns` turns taking `time` milliseconds would enter `level`'s table now
    /// (never for a custom game).
    pub fn qualifies(&self, level: Level, turns: usize, time: Option<u64>) -> bool {
        let scores = (self.store.peek().found()).unwrap_or_else(|| self.scores.get_untracked());
        scores.qualifies_timed(level, turns, time)
    }

    /// Adds an entry (merging with whatever other tabs wrote meanwhile). The first stored
    /// score asks the browser to keep the storage ([`super::ask_persist_once`]).
    pub fn save(&self, level: Level, entry: Entry) {
        self.change(|scores| scores.with_table(level, scores.table(level).insert(entry.clone()).0));
        remember_in_tab(level, &entry);
        self.last_saved.set(Some((level, entry)));
        super::ask_persist_once();
    }

    /// Empties one level's table, for every tab (a tab that had not seen the reset yet brings
    /// none of its entries back); the others are untouched.
    pub fn reset(&self, level: Level) {
        self.change(|scores| scores.cleared(level, now()));
    }
}

/// Where this tab keeps the entry it saved last (`sessionStorage`), so that the table shows it
/// marked after a page load: saving a score from a game link's own program loads the high scores
/// in the whole game.
const LAST_SAVED_KEY: &str = "mastermind.v1.last-score";

fn tab_storage() -> Option<web_sys::Storage> {
    window().session_storage().ok().flatten()
}

fn remember_in_tab(level: Level, entry: &Entry) {
    if let (Some(tab), Ok(text)) = (tab_storage(), serde_json::to_string(&(level, entry))) {
        let _ = tab.set_item(LAST_SAVED_KEY, &text);
    }
}

/// The entry this tab saved last, if one was and its stored form reads (untrusted: anything
/// else is no entry).
fn last_saved_in_tab() -> Option<(Level, Entry)> {
    let text = tab_storage()?.get_item(LAST_SAVED_KEY).ok()??;
    serde_json::from_str(&text).ok()
}

/// Where the statistics log lives (see [`StatsLog`] for the form).
pub const STATS_KEY: &str = "mastermind.v1.stats";

/// The statistics log as the page shows it, kept in step with storage and other tabs (see
/// [`Store`]): every write re-reads the stored log and merges by game id.
#[derive(Clone, Copy)]
pub struct StatsBook {
    /// Every finished game, this tab's and the others'.
    pub log: RwSignal<StatsLog>,
    pub trouble: RwSignal<Option<Trouble>>,
    pub damage: RwSignal<Option<Damage>>,
    store: Store<StatsLog>,
}

impl StatsBook {
    /// Reads the stored log and listens for other tabs' writes.
    pub fn load() -> StatsBook {
        let (store, loaded) = Store::<StatsLog>::open(());
        let log = RwSignal::new(loaded.found().unwrap_or_default());
        store.follow(log);
        StatsBook {
            log,
            trouble: store.trouble,
            damage: store.damage,
            store,
        }
    }

    /// Re-reads the stored log, merges this tab's games in, applies `change`, writes the result
    /// (when allowed), and shows it.
    fn change(&self, change: impl FnOnce(&mut StatsLog)) {
        let mine = self.log.get_untracked();
        let next = self.store.change(mine, change);
        self.log.set(next);
    }

    /// Records a finished game once: a game whose id is already in the log (from this tab, a
    /// reload or another tab) changes nothing, and neither does a record that is not a game
    /// ([`Finished::is_valid`]). Aided games are logged but never counted. The first finished
    /// game stored asks the browser to keep the storage ([`super::ask_persist_once`]).
    pub fn record(&self, game: Finished) {
        if self.log.with_untracked(|log| log.contains(&game.id)) {
            return;
        }
        self.change(|log| {
            log.insert(game);
        });
        super::ask_persist_once();
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

/// Where the player's settings live (see [`Settings`] for the form).
pub const SETTINGS_KEY: &str = "mastermind.v1.settings";

/// The stored settings, or the defaults. Unreadable settings are backed up and dropped; settings
/// of a newer version give the defaults and stay as they are.
pub fn load_settings() -> Settings {
    (Place::<Settings>::local(()).read(Reading::Start, &mut Report::default()))
        .found()
        .unwrap_or_default()
}

/// Changes the stored settings (re-read first, so another tab's choices are kept). Silently does
/// nothing without storage, and never writes over settings of a newer version.
pub fn change_settings(change: impl FnOnce(&mut Settings)) {
    // Through the store's Leptos-free `Place`: home's own program writes the language with it.
    let mut place = Place::<Settings>::local(());
    let mut report = Report::default();
    let mine = place
        .read(Reading::Start, &mut report)
        .found()
        .unwrap_or_default();
    let _ = place.change(mine, change, &mut report);
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

/// Where an unfinished (or just finished) match lives, with the player's unfinished holes.
pub const MATCH_KEY: &str = "mastermind.v1.match";

/// Where the computer-as-codebreaker session lives.
pub const BREAKER_KEY: &str = "mastermind.v1.codebreaker";

/// The Friends record as stored now (SPEC 18), with its store, whose signals say what a read
/// found wrong; an empty record when there is none or none can be read.
pub fn load_friends() -> (Store<Friends>, Friends) {
    let (store, loaded) = Store::<Friends>::open(());
    (store, loaded.found().unwrap_or_default())
}

/// Counts a game with a friend once (SPEC 18): an id already in the record (a reply opened
/// again, a reload, another tab) changes nothing. Returns the store (whose signals say what went
/// wrong) and the record as it stands now.
pub fn record_friend(game: Meeting) -> (Store<Friends>, Friends) {
    let (store, mine) = load_friends();
    if mine.contains(&game.id) {
        return (store, mine);
    }
    let next = store.change(mine, |friends| {
        friends.insert(game);
    });
    super::ask_persist_once();
    (store, next)
}
