//! The Friends record against the browser's real localStorage (SPEC 18): a game counted once
//! however often it is recorded, a damaged record backed up before anything is written over it,
//! a newer one never written over.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use mastermind::rules::friends::{Friends, Meeting, Outcome};
use mastermind::rules::name::Name;
use mastermind::rules::storage::Trouble;
use mastermind::rules::store::Read;
use mastermind::rules::time::Timestamp;
use mastermind::storage::{load_friends, record_friend};
use wasm_bindgen_test::*;

const KEY: &str = "mastermind.v1.friends";

fn local() -> web_sys::Storage {
    window().local_storage().unwrap().unwrap()
}

fn meeting(id: &str, name: &str) -> Meeting {
    Meeting {
        id: id.to_owned(),
        name: Name::parse(name).unwrap(),
        result: Outcome::Won,
        at: Timestamp::parse("2026-11-28T10:00:00.000Z").unwrap(),
    }
}

fn stored() -> Friends {
    match Friends::parse(&local().get_item(KEY).unwrap().unwrap()) {
        Read::Fine(f) => f,
        other => panic!("stored Friends unreadable: {other:?}"),
    }
}

#[wasm_bindgen_test]
fn a_game_is_counted_once_and_merged_with_another_tabs() {
    local().clear().unwrap();
    record_friend(meeting("r-1", "Bea"));
    record_friend(meeting("r-1", "Bea"));
    assert_eq!(stored().games().len(), 1);
    // Another tab wrote a game meanwhile: both are kept.
    let theirs = Friends::from_games([meeting("r-1", "Bea"), meeting("r-2", "Ana")]);
    local().set_item(KEY, &theirs.to_json()).unwrap();
    let (_, now) = record_friend(meeting("c-g-3", "Ana"));
    assert_eq!(now.games().len(), 3);
    assert_eq!(stored(), now);
    let (_, loaded) = load_friends();
    assert_eq!(loaded.records().len(), 2);
    local().clear().unwrap();
}

#[wasm_bindgen_test]
fn a_damaged_record_is_backed_up_and_a_newer_one_left_alone() {
    local().clear().unwrap();
    local().set_item(KEY, "{ damaged").unwrap();
    let (store, _) = record_friend(meeting("r-1", "Bea"));
    // The page is told, with where the raw text went.
    let damage = store.damage.get_untracked().expect("the damage reported");
    assert!(damage.backup.is_some());
    assert_eq!(stored().games().len(), 1);
    let backups: Vec<String> = (0..local().length().unwrap())
        .filter_map(|i| local().key(i).unwrap())
        .filter(|k| k.starts_with("mastermind.v1.friends.backup."))
        .collect();
    assert_eq!(backups.len(), 1, "{backups:?}");
    assert_eq!(
        local().get_item(&backups[0]).unwrap().as_deref(),
        Some("{ damaged")
    );
    let newer = r#"{"version":2,"games":[]}"#;
    local().set_item(KEY, newer).unwrap();
    let (store, _) = record_friend(meeting("r-2", "Bea"));
    assert_eq!(store.trouble.get_untracked(), Some(Trouble::Newer));
    assert_eq!(local().get_item(KEY).unwrap().as_deref(), Some(newer));
    local().clear().unwrap();
}
