//! The clock (SPEC §16): elapsed time counted only while it runs, the time in the stored game,
//! the statistics and the high scores (older forms without it read on), the ranking by turns
//! with ties by time, best and average times, and the share line's time.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use mastermind_core::clock::{Clock, Times, clock_text, opened_time};
use mastermind_core::code::Code;
use mastermind_core::feedback::Feedback;
use mastermind_core::game::{Game, GameOptions};
use mastermind_core::key::key_from_seed;
use mastermind_core::key_source::KeySource;
use mastermind_core::level::Level;
use mastermind_core::log::GameLog;
use mastermind_core::name::Name;
use mastermind_core::notes::Notes;
use mastermind_core::opening::first_game;
use mastermind_core::saved::{GameRecord, SavedGame};
use mastermind_core::scores::{Entry, ScoreTable, Scores};
use mastermind_core::settings::Settings;
use mastermind_core::share::{SharedKey, share_text, with_clock};
use mastermind_core::stats::{Ending, Finished, StatsLog};
use mastermind_core::store::{Loaded, Read, Stored};
use mastermind_core::time::Timestamp;

fn at(minute: u32) -> Timestamp {
    Timestamp::parse(&format!("2026-11-26T10:{minute:02}:00.000Z")).unwrap()
}

#[test]
fn time_counts_only_while_the_clock_runs() {
    let mut clock = Clock::at(0);
    assert!(!clock.is_running());
    assert_eq!(clock.elapsed(5_000), 0, "a stopped clock counts nothing");
    clock.start(1_000);
    assert_eq!(clock.elapsed(4_500), 3_500);
    clock.start(3_000);
    assert_eq!(
        clock.elapsed(4_500),
        3_500,
        "started twice: runs from the first start"
    );
    // The page is hidden from 5 s to 65 s: that minute is not counted.
    clock.run(false, 5_000);
    assert_eq!(clock.elapsed(65_000), 4_000);
    clock.run(true, 65_000);
    assert_eq!(clock.elapsed(66_000), 5_000);
    clock.stop(67_000);
    assert_eq!(clock.elapsed(1_000_000), 6_000);
    clock.stop(2_000_000);
    assert_eq!(
        clock.elapsed(2_000_000),
        6_000,
        "stopped twice: nothing added"
    );
}

#[test]
fn the_clock_never_goes_back_or_overflows() {
    let mut clock = Clock::at(2_000);
    clock.start(10_000);
    assert_eq!(
        clock.elapsed(9_000),
        2_000,
        "a timestamp before the start adds nothing"
    );
    clock.stop(5_000);
    assert_eq!(clock.elapsed(0), 2_000);
    let mut huge = Clock::at(u64::MAX - 1);
    huge.start(0);
    assert_eq!(huge.elapsed(u64::MAX), u64::MAX);
}

#[test]
fn the_timer_shows_minutes_and_seconds() {
    assert_eq!(clock_text(0), "0:00");
    assert_eq!(clock_text(7_999), "0:07");
    assert_eq!(clock_text(83_000), "1:23");
    assert_eq!(clock_text(4_503_000), "75:03");
}

fn record(time: Option<u64>) -> GameRecord {
    let level = Level::I;
    GameRecord {
        log: GameLog::new(Game::new(level, key_from_seed(level, 5))),
        source: KeySource::Drawn(5),
        id: Some("g-clock".into()),
        notes: Notes::default(),
        pending: false,
        time,
    }
}

#[test]
fn a_stored_game_keeps_its_time_and_older_forms_have_none() {
    let timed = record(Some(83_250));
    let json = timed.to_json();
    assert!(json.contains(r#""time_ms":83250"#), "{json}");
    assert_eq!(SavedGame::parse(&json, Level::I), Read::Fine(timed));
    // A game stored before the clock: no field, and none written back.
    let old = record(None);
    let json = old.to_json();
    assert!(!json.contains("time"), "{json}");
    assert_eq!(SavedGame::parse(&json, Level::I), Read::Fine(old));
    // A time that is not a whole number of milliseconds is not a stored game.
    let bad = json.replacen('{', r#"{"time_ms":-4,"#, 1);
    assert!(matches!(
        SavedGame::parse(&bad, Level::I),
        Read::Damaged { .. }
    ));
}

#[test]
fn an_opened_game_goes_on_with_its_stored_time() {
    let level = Level::I;
    let stored = record(Some(9_000));
    let opening = first_game(
        level,
        None,
        Loaded::Found(stored.clone()),
        GameOptions::default(),
        1,
    );
    assert_eq!(opened_time(&Loaded::Found(stored), &opening), Some(9_000));
    let old = record(None);
    let opening = first_game(
        level,
        None,
        Loaded::Found(old.clone()),
        GameOptions::default(),
        1,
    );
    assert_eq!(
        opened_time(&Loaded::Found(old), &opening),
        None,
        "no time: none"
    );
    let fresh = first_game(level, None, Loaded::Nothing, GameOptions::default(), 1);
    assert_eq!(opened_time(&Loaded::Nothing, &fresh), Some(0));
    // A seeded link that puts the stored game aside starts its own from nothing.
    let seeded = first_game(
        level,
        Some("77"),
        Loaded::Found(record(Some(9_000))),
        GameOptions::default(),
        1,
    );
    assert_eq!(
        opened_time(&Loaded::Found(record(Some(9_000))), &seeded),
        Some(0)
    );
}

fn finished(id: &str, ending: Ending, turns: u8, time_ms: Option<u64>) -> Finished {
    let at = at(turns.into());
    Finished {
        time_ms,
        ..common::finished(id, Level::I, ending, turns, at)
    }
}

#[test]
fn the_statistics_log_keeps_times_and_reads_older_games() {
    let old = r#"{"version":1,"games":[{"id":"a","level":"I","key":["red","red","red","red"],
        "turns":4,"outcome":"won","at":"2026-11-26T10:04:00.000Z"}]}"#;
    let Read::Fine(log) = StatsLog::parse(old) else {
        panic!("an old log reads");
    };
    assert_eq!(log.games()[0].time_ms, None);
    let log = StatsLog::from_games([
        finished("a", Ending::Won, 4, Some(61_000)),
        finished("b", Ending::Won, 5, None),
    ]);
    let json = log.to_json();
    assert_eq!(json.matches("time_ms").count(), 1, "{json}");
    assert_eq!(StatsLog::parse(&json), Read::Fine(log));
}

#[test]
fn best_and_average_times_are_over_the_timed_wins() {
    let mut aided = finished("aided", Ending::Won, 2, Some(1_000));
    aided.aided = true;
    let mut other = finished("level ii", Ending::Won, 3, Some(2_000));
    other.level = Level::II;
    other.key = key_from_seed(Level::II, 7);
    let log = StatsLog::from_games([
        finished("a", Ending::Won, 4, Some(61_000)),
        finished("b", Ending::Won, 5, Some(90_001)),
        finished("c", Ending::Won, 6, None),
        finished("d", Ending::Lost, 8, Some(10_000)),
        finished("e", Ending::Quit, 3, Some(5_000)),
        aided,
        other,
    ]);
    assert_eq!(
        Times::of(&log, Level::I),
        Times {
            best: Some(61_000),
            average: Some(75_501)
        }
    );
    assert_eq!(Times::of(&log, Level::III), Times::default());
    let untimed = StatsLog::from_games([finished("c", Ending::Won, 6, None)]);
    assert_eq!(Times::of(&untimed, Level::I), Times::default());
}

fn entry(turns: u8, minute: u32, time_ms: Option<u64>) -> Entry {
    Entry {
        turns,
        key: Code::from_index(Level::I, minute),
        name: Name::parse(&format!("player {minute}")).unwrap(),
        at: at(minute),
        time_ms,
    }
}

#[test]
fn high_scores_rank_by_turns_then_time_then_the_earlier_win() {
    let table = ScoreTable::from_entries(vec![
        entry(4, 1, None),
        entry(4, 2, Some(90_000)),
        entry(3, 3, None),
        entry(4, 4, Some(30_000)),
        entry(4, 5, Some(30_000)),
        entry(5, 6, Some(1_000)),
    ]);
    let order: Vec<u32> = (table.entries().iter())
        .map(|e| e.name.to_string()[7..].parse().unwrap())
        .collect();
    assert_eq!(order, [3, 4, 5, 2, 1, 6]);
    // A full table whose worst is a 5-turn win in 40 s.
    let full = ScoreTable::from_entries((0..10).map(|n| entry(5, n, Some(40_000))).collect());
    assert!(
        full.qualifies_timed(5, Some(39_999)),
        "faster at equal turns enters"
    );
    assert!(
        !full.qualifies_timed(5, Some(40_000)),
        "equal time: the earlier stays"
    );
    assert!(
        !full.qualifies_timed(5, None),
        "no time ranks after any time"
    );
    assert!(!full.qualifies(5));
    assert!(full.qualifies_timed(4, None));
    let untimed = ScoreTable::from_entries((0..10).map(|n| entry(5, n, None)).collect());
    assert!(
        untimed.qualifies_timed(5, Some(600_000)),
        "any time beats none"
    );
}

#[test]
fn older_high_scores_read_on_and_times_round_trip() {
    let old = r#"{"version":1,"tables":{"I":[{"turns":4,"key":["red","red","red","red"],
        "name":"Ana","at":"2026-11-26T10:04:00.000Z"}],"II":[],"III":[]}}"#;
    let Read::Fine(scores) = Scores::parse(old) else {
        panic!("old scores read");
    };
    assert_eq!(scores.table(Level::I).entries()[0].time_ms, None);
    let (table, rank) = scores.table(Level::I).insert(entry(4, 9, Some(12_000)));
    assert_eq!(rank, Some(0), "a time ranks before no time at equal turns");
    let scores = scores.with_table(Level::I, table);
    let json = scores.to_json();
    assert!(json.contains(r#""time_ms":12000"#), "{json}");
    assert_eq!(Scores::parse(&json), Read::Fine(scores));
}

#[test]
fn the_share_line_carries_the_time_when_given() {
    let rows = [Feedback { black: 4, white: 0 }];
    let text = share_text(
        Level::I,
        Ending::Won,
        false,
        SharedKey::Link("https://x/play/1?seed=1"),
        &rows,
    );
    assert_eq!(with_clock(text.clone(), None), text);
    let timed = with_clock(text, Some(83_000));
    assert!(
        timed.starts_with("Mastermind I 1/8 1:23\nhttps://x/play/1?seed=1\n"),
        "{timed}"
    );
    assert_eq!(with_clock("one line".into(), Some(5_000)), "one line 0:05");
}

#[test]
fn show_timer_is_remembered_and_off_by_default() {
    assert!(!Settings::default().timer);
    let on = Settings {
        timer: true,
        ..Settings::default()
    };
    let json = on.to_json();
    assert!(json.contains(r#""timer":true"#), "{json}");
    assert_eq!(Settings::parse(&json), Read::Fine(on));
    assert!(!Settings::default().to_json().contains("timer"));
}
