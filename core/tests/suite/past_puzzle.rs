//! Past puzzles of the day (issue 44, SPEC §18): a link's `date=` read (`daily_source`, with
//! property tests of the untrusted value), the same puzzle as on that date, its own slot and
//! stored source, one attempt per level and date (a date played opens its result), counted in
//! the puzzle statistics but not in the puzzle streak, and entries written before `past`
//! existed reading unchanged.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::day;
use mastermind_core::backup::puzzle_slot_of;
use mastermind_core::code::Code;
use mastermind_core::daily::Day;
use mastermind_core::game::{Game, Move, Status};
use mastermind_core::level::Level;
use mastermind_core::puzzle::{
    Puzzle, PuzzleEnd, PuzzleLog, PuzzleOpening, PuzzleRecord, PuzzleSlot, PuzzleSource,
    daily_source, generated_record, open_puzzle, seed_of,
};
use mastermind_core::store::{self, Read, Stored};
use mastermind_core::time::Timestamp;
use proptest::prelude::*;

const LEVELS: [Level; 3] = [Level::I, Level::II, Level::III];

fn at(text: &str) -> Timestamp {
    Timestamp::parse(text).expect("a time")
}

/// A finished puzzle of the day of `level` on `date`, on its day or (`past`) later.
fn end(id: &str, level: Level, date: &str, past: bool, solved: bool) -> PuzzleEnd {
    PuzzleEnd {
        id: id.to_owned(),
        level,
        daily: Some(day(date)),
        past,
        solved,
        attempts: 1,
        at: at("2026-11-27T10:00:00.000Z"),
    }
}

#[test]
fn a_links_date_opens_todays_a_past_dates_or_nothing() {
    let today = day("2026-11-28");
    assert_eq!(daily_source(None, today), Some(PuzzleSource::Daily(today)));
    assert_eq!(
        daily_source(Some("2026-11-28"), today),
        Some(PuzzleSource::Daily(today))
    );
    assert_eq!(
        daily_source(Some("2026-11-20"), today),
        Some(PuzzleSource::Past(day("2026-11-20")))
    );
    assert_eq!(
        daily_source(Some("1970-01-01"), today),
        Some(PuzzleSource::Past(Day::from_days(0)))
    );
    // A date to come, or no date at all: the page is not found.
    for refused in [
        "2026-11-29",
        "2027-01-01",
        "",
        "yesterday",
        "2026-11-31",
        "2026-13-01",
        "2026-1-01",
        " 2026-11-20",
        "2026-11-20 ",
        "20261120",
        "2026-11-20T00:00",
        "-2026-11-20",
    ] {
        assert_eq!(daily_source(Some(refused), today), None, "{refused:?}");
    }
}

#[test]
fn a_past_dates_puzzle_is_the_one_played_on_that_date() {
    for level in LEVELS {
        for date in ["2026-11-20", "2026-11-21", "2026-11-22", "2025-02-28"] {
            let past = PuzzleSource::Past(day(date));
            let (seed, difficulty) = seed_of(&past).expect("generated");
            assert_eq!(
                seed_of(&PuzzleSource::Daily(day(date))),
                Some((seed, difficulty))
            );
            assert_eq!(
                Puzzle::generate(level, seed, difficulty),
                Puzzle::daily(level, day(date))
            );
            assert!(past.once());
            assert_eq!(past.day(), Some(day(date)));
            assert_eq!(past.slot(level), PuzzleSlot::Past(level, day(date)));
        }
    }
}

#[test]
fn a_past_dates_puzzle_is_one_attempt() {
    let date = day("2026-11-20");
    let puzzle = Puzzle::daily(Level::II, date);
    let record = PuzzleRecord::new(PuzzleSource::Past(date), "pp".into(), puzzle.clone());
    let start = record.log.game();
    let row = puzzle.rows().len();
    let wrong = (0..)
        .map(|i| Code::from_index(Level::II, i))
        .find(|c| *c != puzzle.key())
        .expect("another code");
    let moves = (wrong.pegs().iter().enumerate())
        .map(|(hole, &colour)| Move::Place { row, hole, colour })
        .chain([Move::Submit]);
    let lost = moves.fold(start.clone(), |g: Game, mv| g.apply(mv).expect("a move"));
    assert_eq!(lost.status(), Status::Lost);
    assert_eq!(lost.key(), puzzle.key());
}

#[test]
fn opening_a_past_date_goes_on_with_its_slot_or_shows_its_result() {
    let date = day("2026-11-20");
    let level = Level::I;
    let source = PuzzleSource::Past(date);
    let puzzle = Puzzle::daily(level, date);
    // Kept: the same date goes on.
    let kept = PuzzleRecord::new(source.clone(), "pp".into(), puzzle.clone());
    let opened = open_puzzle(source.clone(), Some(kept.clone()), || {
        panic!("the statistics are not read for a kept puzzle")
    });
    assert_eq!(opened, PuzzleOpening::Kept(Box::new(kept)));
    // Another date's record is not this one's.
    let other = PuzzleRecord::new(
        PuzzleSource::Past(day("2026-11-19")),
        "po".into(),
        Puzzle::daily(level, day("2026-11-19")),
    );
    let opened = open_puzzle(source.clone(), Some(other), || None);
    let (seed, difficulty) = seed_of(&source).expect("generated");
    assert_eq!(
        opened,
        PuzzleOpening::Generate {
            source: source.clone(),
            seed,
            difficulty,
            ended: None,
        }
    );
    // Played already (its entry in the statistics, on its day or later): its result, never a
    // new attempt.
    for solved in [true, false] {
        let played = end("pp-1", level, "2026-11-20", true, solved);
        let opened = open_puzzle(source.clone(), None, || Some(played.clone()));
        let PuzzleOpening::Generate { ended, .. } = opened else {
            panic!("generated: {opened:?}");
        };
        assert_eq!(ended.as_ref(), Some(&played));
        let record = generated_record(source.clone(), "new".into(), ended, puzzle.clone());
        let game = record.log.game();
        assert!(game.is_over());
        assert_eq!(matches!(game.status(), Status::Won { .. }), solved);
        assert_eq!(record.id, "pp-1", "the entry's id: recorded once");
    }
}

#[test]
fn one_attempt_per_level_and_date_on_its_day_or_later() {
    let mut log = PuzzleLog::default();
    assert!(log.insert(end("a", Level::I, "2026-11-20", true, true)));
    // The same level and date again, on its day or later: refused.
    assert!(!log.insert(end("b", Level::I, "2026-11-20", false, true)));
    assert!(!log.insert(end("c", Level::I, "2026-11-20", true, false)));
    // Another level, another date: each its own.
    assert!(log.insert(end("d", Level::II, "2026-11-20", true, false)));
    assert!(log.insert(end("e", Level::I, "2026-11-19", false, true)));
    assert_eq!(
        log.daily(Level::I, day("2026-11-20"))
            .map(|e| e.id.as_str()),
        Some("a")
    );
    // A day played on its day is found by a past link too.
    assert_eq!(
        log.daily(Level::I, day("2026-11-19"))
            .map(|e| e.id.as_str()),
        Some("e")
    );
    // `past` without a date is no entry the game writes.
    let mut practice = end("f", Level::I, "2026-11-20", true, true);
    practice.daily = None;
    assert!(!practice.is_valid());
    assert!(!log.insert(practice));
}

#[test]
fn a_past_date_counts_in_the_statistics_but_not_in_the_streak() {
    let today = day("2026-11-28");
    let on_the_day = PuzzleLog::from_ends([
        end("a", Level::I, "2026-11-28", false, true),
        end("b", Level::I, "2026-11-27", false, true),
    ]);
    assert_eq!(on_the_day.streak(today), 2);
    let mut with_past = on_the_day.clone();
    // The 26th played later fills no gap, and the 25th to 20th neither.
    for (i, date) in ["2026-11-26", "2026-11-25", "2026-11-24"]
        .iter()
        .enumerate()
    {
        assert!(with_past.insert(end(&format!("p{i}"), Level::I, date, true, true)));
    }
    assert_eq!(with_past.streak(today), 2);
    let f = with_past.figures(Level::I);
    assert_eq!((f.played, f.solved, f.attempts), (5, 5, 5));
    // Only past dates: no streak at all.
    let only_past = PuzzleLog::from_ends([
        end("a", Level::I, "2026-11-28", true, true),
        end("b", Level::I, "2026-11-27", true, true),
    ]);
    assert_eq!(only_past.streak(today), 0);
    assert_eq!(only_past.figures(Level::I).solved, 2);
}

#[test]
fn entries_before_past_existed_read_unchanged_and_past_round_trips() {
    let old = r#"{"version":1,"puzzles":[{"id":"a","level":"I","daily":"2026-11-26","solved":true,"attempts":1,"at":"2026-11-26T10:00:00.000Z"},{"id":"b","level":"II","solved":false,"attempts":3,"at":"2026-11-26T11:00:00.000Z"}]}"#;
    let Read::Fine(log) = PuzzleLog::parse(old) else {
        panic!("the old form reads");
    };
    assert!(log.ends().iter().all(|e| !e.past));
    assert_eq!(log.to_json(), old, "written back as it was");
    let mut log = log;
    assert!(log.insert(end("c", Level::III, "2026-11-20", true, false)));
    let json = log.to_json();
    assert!(
        json.contains(r#""daily":"2026-11-20","past":true,"solved":false"#),
        "{json}"
    );
    assert_eq!(PuzzleLog::parse(&json), Read::Fine(log));
}

#[test]
fn a_past_dates_puzzle_in_progress_is_kept_under_its_date() {
    let date = day("2026-11-20");
    for level in LEVELS {
        let slot = PuzzleSlot::Past(level, date);
        let key = PuzzleRecord::key(slot);
        assert_eq!(
            key,
            format!("mastermind.v1.puzzle.daily.{}.2026-11-20", level.slug())
        );
        assert_eq!(puzzle_slot_of(&key), Some(slot));
        let record = PuzzleRecord::new(
            PuzzleSource::Past(date),
            "pp".into(),
            Puzzle::daily(level, date),
        );
        let json = record.to_json();
        assert!(json.contains(r#""source":{"past":"2026-11-20"}"#), "{json}");
        assert_eq!(store::read::<PuzzleRecord>(&json, slot), Read::Fine(record));
        // Today's slot, the practice slot and another date's hold none of it.
        for other in [
            PuzzleSlot::Daily(level),
            PuzzleSlot::Practice(level),
            PuzzleSlot::Past(level, day("2026-11-21")),
        ] {
            assert!(store::read::<PuzzleRecord>(&json, other).value().is_none());
        }
    }
    // Keys the game never writes are no slot.
    for key in [
        "mastermind.v1.puzzle.daily.1.2026-1-20",
        "mastermind.v1.puzzle.daily.I.2026-11-20",
        "mastermind.v1.puzzle.daily.4.2026-11-20",
        "mastermind.v1.puzzle.daily.1.2026-11-20.x",
        "mastermind.v1.puzzle.daily.1.",
    ] {
        assert_eq!(puzzle_slot_of(key), None, "{key}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Any text as `date=` never panics and opens today's, a date before it, or nothing.
    #[test]
    fn any_date_value_opens_today_a_past_date_or_nothing(text in any::<String>(), days in 0i64..40_000) {
        let today = Day::from_days(days);
        match daily_source(Some(&text), today) {
            None => {}
            Some(PuzzleSource::Daily(d)) => prop_assert_eq!(d, today),
            Some(PuzzleSource::Past(d)) => {
                prop_assert!(d < today);
                prop_assert_eq!(d.to_string(), text);
            }
            Some(other) => prop_assert!(false, "{other:?}"),
        }
    }

    /// A well-formed date, mutated or not, opens its own day when before today, today's on
    /// today, nothing after; its written form opens it again.
    #[test]
    fn dates_open_by_their_place_before_today(
        year in 1960i64..2200,
        month in 0u32..14,
        dom in 0u32..33,
        days in 0i64..80_000,
    ) {
        let today = Day::from_days(days);
        let text = format!("{year:04}-{month:02}-{dom:02}");
        let opened = daily_source(Some(&text), today);
        match Day::parse(&text) {
            Err(_) => prop_assert_eq!(opened, None),
            Ok(d) if d < today => prop_assert_eq!(opened, Some(PuzzleSource::Past(d))),
            Ok(d) if d == today => prop_assert_eq!(opened, Some(PuzzleSource::Daily(today))),
            Ok(_) => prop_assert_eq!(opened, None),
        }
    }
}
