//! The storage adapter against the browser's real localStorage (wasm-bindgen-test in headless
//! Chromium): corrupt data backed up, quota exhaustion, other tabs' writes.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use mastermind::rules::code::Code;
use mastermind::rules::level::Level;
use mastermind::rules::name::Name;
use mastermind::rules::scores::{Entry, ScoreTable, Scores};
use mastermind::rules::sessions::MatchKind;
use mastermind::rules::storage::Trouble;
use mastermind::rules::store::Read;
use mastermind::rules::time::Timestamp;
use mastermind::storage::{SCORES_KEY, ScoreBook};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{StorageEvent, StorageEventInit};

fn local() -> web_sys::Storage {
    window().local_storage().unwrap().unwrap()
}

fn keys() -> Vec<String> {
    let s = local();
    (0..s.length().unwrap())
        .filter_map(|i| s.key(i).unwrap())
        .collect()
}

fn entry(name: &str, turns: u8) -> Entry {
    Entry {
        turns,
        key: Code::from_index(Level::I, 17),
        name: Name::parse(name).unwrap(),
        at: Timestamp::parse("2026-11-23T08:00:00.000Z").unwrap(),
        time_ms: None,
    }
}

/// Empties storage and tells every page still listening (those that earlier tests mounted live
/// on: the router keeps their owner) that another tab deleted everything, so that they hold
/// nothing to merge back and only the test's own books answer its events.
fn start_empty() {
    local().clear().unwrap();
    let ev = StorageEvent::new_with_event_init_dict("storage", &StorageEventInit::new()).unwrap();
    window().dispatch_event(&ev).unwrap();
}

/// What the browser tells this tab when another tab writes `key`.
fn another_tab_wrote(key: &str) {
    let init = StorageEventInit::new();
    init.set_key(Some(key));
    let ev = StorageEvent::new_with_event_init_dict("storage", &init).unwrap();
    window().dispatch_event(&ev).unwrap();
}

fn names(scores: &Scores, level: Level) -> Vec<String> {
    (scores.table(level).entries().iter())
        .map(|e| e.name.to_string())
        .collect()
}

fn stored() -> Scores {
    match Scores::parse(&local().get_item(SCORES_KEY).unwrap().unwrap()) {
        Read::Fine(s) => s,
        other => panic!("stored scores unreadable: {other:?}"),
    }
}

#[wasm_bindgen_test]
fn corrupt_scores_are_backed_up_and_reported() {
    local().clear().unwrap();
    local()
        .set_item(SCORES_KEY, "{\"version\":1,\"tab")
        .unwrap();
    // The books of a page, which stop listening to other tabs as the test ends.
    let page = Owner::new();
    let book = page.with(ScoreBook::load);
    let damage = book.damage.get_untracked().expect("damage reported");
    let backup = damage.backup.expect("a backup key");
    assert!(
        backup.starts_with("mastermind.v1.scores.backup.20"),
        "{backup}"
    );
    assert_eq!(
        local().get_item(&backup).unwrap().as_deref(),
        Some("{\"version\":1,\"tab")
    );
    // The next save writes a fresh, readable table over the (backed-up) original.
    book.save(Level::I, entry("Ana", 3));
    assert_eq!(stored().table(Level::I).entries().len(), 1);
    local().clear().unwrap();
}

#[wasm_bindgen_test]
fn a_full_storage_is_reported_and_damages_nothing() {
    local().clear().unwrap();
    let before = Scores::default().with_table(
        Level::II,
        mastermind::rules::scores::ScoreTable::from_entries(vec![Entry {
            key: Code::from_index(Level::II, 5),
            ..entry("Kept", 4)
        }]),
    );
    local().set_item(SCORES_KEY, &before.to_json()).unwrap();
    // The books of a page, which stop listening to other tabs as the test ends.
    let page = Owner::new();
    let book = page.with(ScoreBook::load);
    // Fill the storage to its quota, down to the last few bytes.
    let mut filled = 0;
    let mut size = 1 << 20;
    while size > 0 {
        if local()
            .set_item(&format!("fill.{filled}"), &"x".repeat(size))
            .is_ok()
        {
            filled += 1;
            assert!(filled < 400, "the quota should be reached");
        } else {
            size /= 2;
        }
    }
    book.save(Level::I, entry("Big", 2));
    assert_eq!(book.trouble.get_untracked(), Some(Trouble::Full));
    assert_eq!(stored(), before, "the stored table is untouched");
    // The page still shows the new entry for this visit.
    assert_eq!(
        book.scores.get_untracked().table(Level::I).entries().len(),
        1
    );
    for i in 0..filled {
        local().remove_item(&format!("fill.{i}")).unwrap();
    }
    book.save(Level::I, entry("Later", 5));
    assert_eq!(
        book.trouble.get_untracked(),
        None,
        "room again: scores are kept"
    );
    assert_eq!(stored().table(Level::II).entries().len(), 1);
    local().clear().unwrap();
}

#[wasm_bindgen_test]
fn another_tabs_write_is_merged_not_lost() {
    start_empty();
    // The books of a page, which stop listening to other tabs as the test ends.
    let page = Owner::new();
    let book = page.with(ScoreBook::load);
    book.save(Level::I, entry("This tab", 4));
    // Another tab saves: it re-read ours and merged its own entry in, then the browser tells us.
    let other = stored().with_table(
        Level::I,
        stored().table(Level::I).insert(entry("Other tab", 3)).0,
    );
    local().set_item(SCORES_KEY, &other.to_json()).unwrap();
    let init = StorageEventInit::new();
    init.set_key(Some(SCORES_KEY));
    let ev = StorageEvent::new_with_event_init_dict("storage", &init).unwrap();
    window().dispatch_event(&ev).unwrap();
    let names: Vec<String> = book
        .scores
        .get_untracked()
        .table(Level::I)
        .entries()
        .iter()
        .map(|e| e.name.to_string())
        .collect();
    assert_eq!(names, ["Other tab", "This tab"]);
    // Our next save keeps both.
    book.save(Level::I, entry("Again", 6));
    assert_eq!(stored().table(Level::I).entries().len(), 3);
    assert!(keys().iter().all(|k| k.starts_with("mastermind.v1.")));
    local().clear().unwrap();
}

#[wasm_bindgen_test]
fn another_tabs_write_that_missed_ours_is_mended_and_a_reset_stays_a_reset() {
    start_empty();
    // The books of a page, which stop listening to other tabs as the test ends.
    let page = Owner::new();
    let book = page.with(ScoreBook::load);
    let later = |name: &str, turns: u8| Entry {
        at: Timestamp::parse("2099-01-01T00:00:00.000Z").unwrap(),
        ..entry(name, turns)
    };
    book.save(Level::I, later("This tab", 4));
    // Another tab, which the browser had not handed our write yet, saves over it: we write the
    // union back, so that neither score is lost.
    let other = Scores::default().with_table(
        Level::I,
        ScoreTable::from_entries(vec![later("Other tab", 3)]),
    );
    local().set_item(SCORES_KEY, &other.to_json()).unwrap();
    another_tab_wrote(SCORES_KEY);
    assert_eq!(names(&stored(), Level::I), ["Other tab", "This tab"]);
    assert_eq!(
        names(&book.scores.get_untracked(), Level::I),
        ["Other tab", "This tab"]
    );
    // Another tab resets level I: nothing of ours comes back, nothing is written.
    let reset = stored().cleared(
        Level::I,
        Timestamp::parse("2099-01-02T00:00:00.000Z").unwrap(),
    );
    local().set_item(SCORES_KEY, &reset.to_json()).unwrap();
    another_tab_wrote(SCORES_KEY);
    assert!(book.scores.get_untracked().table(Level::I).is_empty());
    assert_eq!(local().get_item(SCORES_KEY).unwrap(), Some(reset.to_json()));
    // A tab that had not seen the reset writes its old entries back with one of its own: the
    // reset holds, the new score stays.
    let stale = other.with_table(
        Level::I,
        other
            .table(Level::I)
            .insert(Entry {
                at: Timestamp::parse("2099-01-03T00:00:00.000Z").unwrap(),
                ..entry("After", 5)
            })
            .0,
    );
    local().set_item(SCORES_KEY, &stale.to_json()).unwrap();
    another_tab_wrote(SCORES_KEY);
    assert_eq!(names(&stored(), Level::I), ["After"]);
    assert_eq!(names(&book.scores.get_untracked(), Level::I), ["After"]);
    // This tab's own reset empties the table and keeps the mark.
    book.reset(Level::I);
    assert!(stored().table(Level::I).is_empty());
    assert!(stored().cleared_at(Level::I).is_some());
    // Every key deleted in another tab: the page follows, writing nothing back.
    local().clear().unwrap();
    another_tab_wrote(SCORES_KEY);
    assert_eq!(book.scores.get_untracked(), Scores::default());
    assert!(keys().is_empty());
}

#[wasm_bindgen_test]
fn settings_merge_choices_and_never_write_over_a_newer_version() {
    use mastermind::storage::{SETTINGS_KEY, change_settings, load_settings, save_language};
    local().clear().unwrap();
    save_language("pt");
    change_settings(|s| s.hard_mode = true);
    assert_eq!(
        local().get_item(SETTINGS_KEY).unwrap().as_deref(),
        Some(r#"{"version":1,"language":"pt","hard_mode":true}"#)
    );
    // The form that held only the language (before hard mode) still reads.
    local()
        .set_item(SETTINGS_KEY, r#"{"version":1,"language":"en"}"#)
        .unwrap();
    assert_eq!(load_settings().language.as_deref(), Some("en"));
    assert!(!load_settings().hard_mode);
    // A newer version's settings are used as defaults here and never written over.
    let newer = r#"{"version":2,"language":"pt","theme":"dark"}"#;
    local().set_item(SETTINGS_KEY, newer).unwrap();
    save_language("en");
    change_settings(|s| s.hard_mode = true);
    assert_eq!(
        local().get_item(SETTINGS_KEY).unwrap().as_deref(),
        Some(newer)
    );
    // Unreadable settings are backed up before anything is written.
    local().set_item(SETTINGS_KEY, "{oops").unwrap();
    save_language("pt");
    let backups: Vec<String> = keys()
        .into_iter()
        .filter(|k| k.starts_with("mastermind.v1.settings.backup."))
        .collect();
    assert_eq!(backups.len(), 1, "{backups:?}");
    assert_eq!(
        local().get_item(&backups[0]).unwrap().as_deref(),
        Some("{oops")
    );
    assert_eq!(load_settings().language.as_deref(), Some("pt"));
}

mod stats {
    use super::*;
    use mastermind::rules::stats::{Ending, Finished, StatsLog};
    use mastermind::rules::store::Read;
    use mastermind::storage::{STATS_KEY, StatsBook};

    fn finished(id: &str, hour: u32) -> Finished {
        let at = Timestamp::parse(&format!("2026-11-23T{hour:02}:00:00.000Z")).unwrap();
        crate::common::finished(id, Level::I, Ending::Won, 4, at)
    }

    fn stored_ids() -> Vec<String> {
        let raw = local().get_item(STATS_KEY).unwrap().unwrap();
        match StatsLog::parse(&raw) {
            Read::Fine(log) => log.games().iter().map(|g| g.id.clone()).collect(),
            other => panic!("stored log unreadable: {other:?}"),
        }
    }

    fn ids(book: &StatsBook) -> Vec<String> {
        book.log
            .get_untracked()
            .games()
            .iter()
            .map(|g| g.id.clone())
            .collect()
    }

    /// Stores, in an otherwise empty storage, a log of one readable game (`kept`) and one that is
    /// not; its raw text.
    fn store_half_damaged_log() -> String {
        local().clear().unwrap();
        let good = serde_json::to_string(&finished("kept", 8)).unwrap();
        let raw = format!(r#"{{"version":1,"games":[{good},{{"id":"half","turns":"x"}}]}}"#);
        local().set_item(STATS_KEY, &raw).unwrap();
        raw
    }

    /// The statistics' backup keys.
    fn stats_backups() -> Vec<String> {
        keys()
            .into_iter()
            .filter(|k| k.starts_with("mastermind.v1.stats.backup."))
            .collect()
    }

    #[wasm_bindgen_test]
    fn a_corrupt_log_is_backed_up_once_and_what_can_be_read_is_kept() {
        let raw = store_half_damaged_log();
        // The books of a page, which stop listening to other tabs as the test ends.
        let page = Owner::new();
        let book = page.with(StatsBook::load);
        let damage = book.damage.get_untracked().expect("damage reported");
        assert_eq!((damage.kept, damage.dropped), (1, 1));
        let backup = damage.backup.expect("a backup key");
        assert!(
            backup.starts_with("mastermind.v1.stats.backup.20"),
            "{backup}"
        );
        assert_eq!(local().get_item(&backup).unwrap(), Some(raw));
        assert_eq!(ids(&book), ["kept"]);
        // The next record writes a readable log of what was kept and the new game, and backs
        // the same damaged value up no second time.
        book.record(finished("new", 9));
        assert_eq!(stored_ids(), ["kept", "new"]);
        assert_eq!(stats_backups().len(), 1);
        local().clear().unwrap();
    }

    #[wasm_bindgen_test]
    fn a_damaged_log_is_backed_up_once_across_visits() {
        let raw = store_half_damaged_log();
        let page = Owner::new();
        let first = page.with(StatsBook::load);
        assert!(first.damage.get_untracked().is_some(), "damage reported");
        // What could be read took the damaged value's place; the damaged text is in its backup.
        assert_eq!(stored_ids(), ["kept"]);
        // The next visit (before anything is recorded) reads it whole: no report, no new backup.
        let second = page.with(StatsBook::load);
        assert_eq!(second.damage.get_untracked(), None);
        assert_eq!(ids(&second), ["kept"]);
        let backups = stats_backups();
        assert_eq!(backups.len(), 1, "{backups:?}");
        assert_eq!(local().get_item(&backups[0]).unwrap(), Some(raw));
        local().clear().unwrap();
    }

    #[wasm_bindgen_test]
    fn a_newer_log_is_never_written_over() {
        local().clear().unwrap();
        let newer = r#"{"version":2,"games":[],"future":true}"#;
        local().set_item(STATS_KEY, newer).unwrap();
        // The books of a page, which stop listening to other tabs as the test ends.
        let page = Owner::new();
        let book = page.with(StatsBook::load);
        assert_eq!(book.trouble.get_untracked(), Some(Trouble::Newer));
        book.record(finished("here", 8));
        book.reset(Level::I);
        book.record(finished("again", 9));
        assert_eq!(local().get_item(STATS_KEY).unwrap().as_deref(), Some(newer));
        // The page still counts this visit's games.
        assert_eq!(ids(&book), ["again"]);
        local().clear().unwrap();
    }

    #[wasm_bindgen_test]
    fn another_tabs_games_are_merged_and_a_game_is_recorded_once() {
        start_empty();
        // The books of a page, which stop listening to other tabs as the test ends.
        let page = Owner::new();
        let book = page.with(StatsBook::load);
        book.record(finished("this tab", 8));
        // Another tab records a game: it merged ours in, wrote, and the browser tells us.
        let mut other = StatsLog::default();
        other.insert(finished("this tab", 8));
        other.insert(finished("other tab", 9));
        local().set_item(STATS_KEY, &other.to_json()).unwrap();
        let init = StorageEventInit::new();
        init.set_key(Some(STATS_KEY));
        let ev = StorageEvent::new_with_event_init_dict("storage", &init).unwrap();
        window().dispatch_event(&ev).unwrap();
        assert_eq!(ids(&book), ["this tab", "other tab"]);
        // A write that missed ours (the browser handed it to the other tab late): ours is
        // written back.
        let mut missed = StatsLog::default();
        missed.insert(finished("other tab", 9));
        local().set_item(STATS_KEY, &missed.to_json()).unwrap();
        another_tab_wrote(STATS_KEY);
        assert_eq!(stored_ids(), ["this tab", "other tab"]);
        assert_eq!(ids(&book), ["this tab", "other tab"]);
        // Without an event (a write that raced ours), the next write still merges.
        let mut raced = other.clone();
        raced.insert(finished("raced", 10));
        local().set_item(STATS_KEY, &raced.to_json()).unwrap();
        book.record(finished("later", 11));
        assert_eq!(stored_ids(), ["this tab", "other tab", "raced", "later"]);
        // Recording a game again (a reload, another tab) changes nothing.
        let before = local().get_item(STATS_KEY).unwrap();
        book.record(finished("other tab", 12));
        assert_eq!(local().get_item(STATS_KEY).unwrap(), before);
        assert_eq!(ids(&book).len(), 4);
        local().clear().unwrap();
    }
}

#[wasm_bindgen_test]
async fn stored_sessions_damaged_are_backed_up_and_newer_are_never_written_over() {
    use mastermind::rules::sessions::{BreakerRecord, MatchRecord};
    use mastermind::rules::store::Loaded;
    use mastermind::session::{BreakerSession, MatchSession};
    use mastermind::storage::{BREAKER_KEY, MATCH_KEY, Store};
    local().clear().unwrap();
    local().set_item(BREAKER_KEY, "{broken").unwrap();
    local().set_item(MATCH_KEY, "[1, 2").unwrap();
    start_executor();
    let owner = Owner::new();
    let (breaker, loaded) = owner.with(|| Store::<BreakerRecord>::open(()));
    assert!(breaker.writable());
    assert!(matches!(loaded, Loaded::Damaged(Some(_))));
    let (_, loaded) = owner.with(|| Store::<MatchRecord>::open(MatchKind::Computer));
    assert!(matches!(loaded, Loaded::Damaged(Some(_))));
    drop(owner);
    assert!(local().get_item(BREAKER_KEY).unwrap().is_none());
    assert!(local().get_item(MATCH_KEY).unwrap().is_none());
    let backups = keys();
    assert!(
        backups
            .iter()
            .any(|k| k.starts_with("mastermind.v1.codebreaker.backup."))
    );
    assert!(
        backups
            .iter()
            .any(|k| k.starts_with("mastermind.v1.match.backup."))
    );

    // Newer forms: not loaded, and the sessions do not write over them, even when changed.
    let newer_breaker = r#"{"version": 2, "future": true}"#;
    let newer_match = r#"{"format": "mastermind-match", "version": 2}"#;
    local().set_item(BREAKER_KEY, newer_breaker).unwrap();
    local().set_item(MATCH_KEY, newer_match).unwrap();
    let owner = Owner::new();
    let (breaker, contest) = owner.with(|| {
        (
            BreakerSession::load(),
            MatchSession::load(MatchKind::Computer),
        )
    });
    assert!(breaker.state.get_untracked().is_none());
    assert!(contest.current.get_untracked().is_none());
    breaker.set_level(Level::II);
    contest.start();
    contest.new_match();
    leptos::task::tick().await;
    assert_eq!(
        local().get_item(BREAKER_KEY).unwrap().as_deref(),
        Some(newer_breaker)
    );
    assert_eq!(
        local().get_item(MATCH_KEY).unwrap().as_deref(),
        Some(newer_match)
    );
    drop(owner);
}

#[wasm_bindgen_test]
async fn the_codebreaker_session_is_stored_after_every_change_and_loads_back() {
    use mastermind::rules::colour::Colour;
    use mastermind::session::BreakerSession;
    use mastermind::storage::BREAKER_KEY;
    start_executor();
    local().clear().unwrap();
    let owner = Owner::new();
    let session = owner.with(BreakerSession::load);
    session.set_by_hand(true);
    session.secret.update(|s| s[1] = Some(Colour::Blue));
    leptos::task::tick().await;
    let raw = local().get_item(BREAKER_KEY).unwrap().expect("stored");
    assert!(raw.contains(r#""by_hand":true"#), "{raw}");
    assert!(raw.contains(r#""secret":[null,"blue",null,null]"#), "{raw}");
    assert!(raw.contains(r#""moves":null"#), "{raw}");
    let again = owner.with(BreakerSession::load);
    assert!(again.by_hand.get_untracked());
    assert_eq!(again.secret.get_untracked()[1], Some(Colour::Blue));
    drop(owner);
}

/// Mounting anything starts Leptos's task executor, which the sessions' effects need.
fn start_executor() {
    use wasm_bindgen::JsCast;
    let root = document().create_element("div").unwrap();
    leptos::mount::mount_to(root.unchecked_into(), || ()).forget();
}

/// The stored values that once stopped every page (issue 20), and junk of every shape: under
/// every `mastermind.*` key at once, the whole game still mounts, and a level I row plays.
#[wasm_bindgen_test]
async fn the_whole_game_mounts_and_plays_with_garbage_under_every_key() {
    use mastermind::rules::codebreaker::BreakerMove;
    use mastermind::rules::feedback::Feedback;
    use mastermind::rules::key::key_from_seed;
    use mastermind::rules::level::Custom;
    use mastermind::rules::sessions::{BREAKER_VERSION, SavedBreaker};
    solver_in_page();
    let big = Level::Custom(Custom::new(8, 10, 20, true).unwrap());
    let by_hand = |level: Level, rows: usize| {
        let guess = key_from_seed(level, 1);
        let moves = (0..rows)
            .flat_map(|_| {
                [
                    BreakerMove::Guess(guess),
                    BreakerMove::Answer(Feedback { black: 0, white: 0 }),
                ]
            })
            .collect();
        SavedBreaker {
            version: BREAKER_VERSION,
            level,
            by_hand: true,
            secret: vec![None; level.pegs()],
            moves: Some(moves),
        }
        .to_json()
    };
    let keys = [
        "mastermind.v1.scores",
        "mastermind.v1.stats",
        "mastermind.v1.settings",
        "mastermind.v1.game.1",
        "mastermind.v1.game.2",
        "mastermind.v1.game.3",
        "mastermind.v1.daily.1",
        "mastermind.v1.daily.2",
        "mastermind.v1.daily.3",
        "mastermind.v1.daily.1.2026-11-01",
        "mastermind.v1.game.custom-8-10-20-yes",
        "mastermind.v1.match",
        "mastermind.v1.codebreaker",
    ];
    let junk: [(&str, String); 5] = [
        ("not JSON", "{".to_owned()),
        (
            "wrong types",
            r#"{"version":1,"level":[],"tables":7,"games":"x","moves":{}}"#.to_owned(),
        ),
        (
            "a huge number",
            r#"{"version":1,"rounds":4294967295,"turns":1e300}"#.to_owned(),
        ),
        ("hand answers at 8 pegs and 10 colours", by_hand(big, 1)),
        ("21 hand answers", by_hand(Level::I, 21)),
    ];
    let history = window().history().unwrap();
    let back = window().location().pathname().unwrap();
    for (what, value) in junk {
        local().clear().unwrap();
        for key in keys {
            local().set_item(key, &value).unwrap();
        }
        history
            .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("/play/1"))
            .unwrap();
        let root = document().create_element("div").unwrap();
        document().body().unwrap().append_child(&root).unwrap();
        let handle = leptos::mount::mount_to(root.clone().unchecked_into(), mastermind::App);
        // The accessible name: aria-label, else the text without its aria-hidden parts.
        let name = |el: &web_sys::Element| {
            if let Some(label) = el.get_attribute("aria-label") {
                return label;
            }
            let copy: web_sys::Element = el.clone_node_with_deep(true).unwrap().unchecked_into();
            let hidden = copy.query_selector_all("[aria-hidden=true]").unwrap();
            for i in 0..hidden.length() {
                if let Some(node) = hidden.item(i) {
                    node.unchecked_into::<web_sys::Element>().remove();
                }
            }
            copy.text_content().unwrap_or_default().trim().to_owned()
        };
        let button = |wanted: &str| {
            let list = root.query_selector_all("button").unwrap();
            (0..list.length())
                .filter_map(|i| list.item(i))
                .map(|n| n.unchecked_into::<web_sys::HtmlElement>())
                .find(|b| name(b) == wanted)
        };
        for _ in 0..100 {
            if button("red").is_some() {
                break;
            }
            gloo_timers::future::TimeoutFuture::new(20).await;
        }
        for _ in 0..4 {
            button("red")
                .unwrap_or_else(|| {
                    panic!(
                        "{what}: no palette in {:?}",
                        root.text_content().unwrap_or_default()
                    )
                })
                .click();
            leptos::task::tick().await;
        }
        button("Submit guess")
            .unwrap_or_else(|| panic!("{what}: no submit"))
            .click();
        leptos::task::tick().await;
        let text = root.text_content().unwrap_or_default();
        assert!(text.contains("Row 1: "), "{what}: {text}");
        drop(handle);
        root.remove();
    }
    history
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&back))
        .unwrap();
    local().clear().unwrap();
}

/// A panic's hook leaves SPEC §11's alert in the page: `Something went wrong`, `Reload`, and a
/// link to the player's data; shown once however often it is called.
#[wasm_bindgen_test]
fn the_crash_alert_offers_a_reload_and_the_players_data() {
    mastermind::crash::show();
    mastermind::crash::show();
    let alerts = document().query_selector_all("#crash[role=alert]").unwrap();
    assert_eq!(alerts.length(), 1);
    let alert: web_sys::Element = alerts.item(0).unwrap().unchecked_into();
    let text = alert.text_content().unwrap_or_default();
    assert!(text.starts_with("Something went wrong"), "{text}");
    let reload = alert
        .query_selector("form button[type=submit]")
        .unwrap()
        .unwrap();
    assert_eq!(reload.text_content().unwrap(), "Reload");
    let link = alert.query_selector("a").unwrap().unwrap();
    assert_eq!(link.text_content().unwrap(), "Your data");
    assert_eq!(link.get_attribute("href").unwrap(), "/data");
    alert.remove();
}

/// The solver answers on the page: the test runner serves no worker files.
fn solver_in_page() {
    mastermind::solver_client::answer_in_page(mastermind::rules::solver::protocol::answer);
}

#[wasm_bindgen_test]
fn the_players_data_is_read_imported_after_backups_and_deleted_whole() {
    use mastermind::rules::backup::{Backup, Entries, plan_import};
    use mastermind::storage::{all_entries, apply_import, delete_all};
    local().clear().unwrap();
    let mine = Scores::default().with_table(
        Level::I,
        mastermind::rules::scores::ScoreTable::default()
            .insert(entry("Bea", 4))
            .0,
    );
    local().set_item(SCORES_KEY, &mine.to_json()).unwrap();
    local().set_item("other.site", "kept").unwrap();
    let here = all_entries().unwrap();
    assert_eq!(here.keys().collect::<Vec<_>>(), vec![SCORES_KEY]);

    // A backup from another browser with another entry.
    let theirs = Scores::default().with_table(
        Level::I,
        mastermind::rules::scores::ScoreTable::default()
            .insert(entry("Ana", 3))
            .0,
    );
    let file = Entries::from([(SCORES_KEY.to_owned(), theirs.to_json())]);
    let backup = Backup::of(&file, Timestamp::parse("2026-11-20T10:00:00.000Z").unwrap());
    let plan = plan_import(&here, &backup);
    assert!(!plan.is_empty());
    apply_import(&plan).unwrap();
    let names: Vec<String> = stored()
        .table(Level::I)
        .entries()
        .iter()
        .map(|e| e.name.to_string())
        .collect();
    assert_eq!(names, vec!["Ana", "Bea"]);
    // What the import changed was backed up first, as it was.
    let backups: Vec<String> = keys()
        .into_iter()
        .filter(|k| k.starts_with("mastermind.v1.scores.backup."))
        .collect();
    assert_eq!(backups.len(), 1);
    assert_eq!(local().get_item(&backups[0]).unwrap(), Some(mine.to_json()));
    // Planned again, the same file writes nothing.
    assert!(plan_import(&all_entries().unwrap(), &backup).is_empty());

    delete_all().unwrap();
    assert_eq!(keys(), vec!["other.site".to_owned()]);
    local().clear().unwrap();
}
