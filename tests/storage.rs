//! The storage adapter against the browser's real localStorage (wasm-bindgen-test in headless
//! Chromium): corrupt data backed up, quota exhaustion, other tabs' writes.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use mastermind::rules::{Code, Entry, Level, Name, Scores, ScoresRead, Timestamp};
use mastermind::storage::{SCORES_KEY, ScoreBook, Trouble};
use wasm_bindgen_test::*;
use web_sys::{StorageEvent, StorageEventInit};

wasm_bindgen_test_configure!(run_in_browser);

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
    }
}

fn stored() -> Scores {
    match Scores::parse(&local().get_item(SCORES_KEY).unwrap().unwrap()) {
        ScoresRead::Fine(s) => s,
        other => panic!("stored scores unreadable: {other:?}"),
    }
}

#[wasm_bindgen_test]
fn corrupt_scores_are_backed_up_and_reported() {
    local().clear().unwrap();
    local()
        .set_item(SCORES_KEY, "{\"version\":1,\"tab")
        .unwrap();
    let book = ScoreBook::load();
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
        mastermind::rules::ScoreTable::from_entries(vec![Entry {
            key: Code::from_index(Level::II, 5),
            ..entry("Kept", 4)
        }]),
    );
    local().set_item(SCORES_KEY, &before.to_json()).unwrap();
    let book = ScoreBook::load();
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
    local().clear().unwrap();
    let book = ScoreBook::load();
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
async fn stored_sessions_damaged_are_backed_up_and_newer_are_never_written_over() {
    use mastermind::session::{BreakerSession, MatchSession};
    use mastermind::storage::{BREAKER_KEY, Loaded, MATCH_KEY, load_breaker, load_match};
    local().clear().unwrap();
    local().set_item(BREAKER_KEY, "{broken").unwrap();
    local().set_item(MATCH_KEY, "[1, 2").unwrap();
    start_executor();
    assert!(load_breaker().writable());
    assert!(matches!(load_match(), Loaded::Damaged(Some(_))));
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
    let (breaker, contest) = owner.with(|| (BreakerSession::load(), MatchSession::load()));
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
    use mastermind::rules::Colour;
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
