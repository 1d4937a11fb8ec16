//! Playing puzzles (issue 34, SPEC §15): the puzzle's board (`Game::from_puzzle`: the key wins
//! with its attempts counted, a practice wrong key stays in its row naming the first contradicted
//! row, the day's wrong key is lost, no aids, undo never reaches past a check), the stored
//! puzzle in progress (`PuzzleRecord`) and the puzzle statistics (`PuzzleLog`), a finished game
//! made a puzzle and its link's fragment, and both carried by Your data's export and import.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::{conceal, day, reference};
use mastermind_core::backup::{
    Backup, BackupError, Entries, StoreKind, kind_of, plan_import, puzzle_slot_of, summarise,
};
use mastermind_core::challenge::Challenge;
use mastermind_core::code::Code;
use mastermind_core::colour::Colour;
use mastermind_core::daily::Day;
use mastermind_core::game::{Game, Invalid, Move, Status};
use mastermind_core::level::Level;
use mastermind_core::log::GameLog;
use mastermind_core::name::Name;
use mastermind_core::notes::Notes;
use mastermind_core::puzzle::{
    Difficulty, Puzzle, PuzzleEnd, PuzzleLinkError, PuzzleLog, PuzzleRecord, PuzzleSlot,
    PuzzleSource,
};
use mastermind_core::store;
use mastermind_core::store::{Read, Stored};
use mastermind_core::time::Timestamp;
use proptest::prelude::*;

// ---- brute force ----

/// The first row (from 0) whose marks `guess`, taken as the key, would not earn: by the
/// reference marking, over the rows as given.
fn first_contradicted(p: &Puzzle, guess: &Code) -> Option<usize> {
    p.rows()
        .iter()
        .position(|r| reference(guess, &r.guess) != r.feedback)
}

/// Every key of the puzzle's level that earns every row's marks, up to `limit`.
fn fitting(p: &Puzzle, limit: usize) -> Vec<Code> {
    Code::all(p.level())
        .filter(|k| first_contradicted(p, k).is_none())
        .take(limit)
        .collect()
}

/// Whether exactly one key, the puzzle's, fits its rows, and every row is needed.
fn is_sound(p: &Puzzle) -> bool {
    fitting(p, 2) == vec![p.key()]
        && (0..p.rows().len()).all(|i| {
            let mut fewer = p.rows().to_vec();
            fewer.remove(i);
            let q = Code::all(p.level())
                .filter(|k| fewer.iter().all(|r| reference(k, &r.guess) == r.feedback))
                .take(2)
                .count();
            q > 1
        })
}

// ---- the board ----

/// The board with `code` placed in its answer row (not checked).
fn filled(game: &Game, code: &Code) -> Game {
    let row = game.active_row().expect("an answer row");
    code.pegs()
        .iter()
        .enumerate()
        .fold(game.clone(), |g, (hole, &colour)| {
            g.apply(Move::Place { row, hole, colour }).expect("a peg")
        })
}

/// The board with `code` checked.
fn checked(game: &Game, code: &Code) -> Game {
    filled(game, code).apply(Move::Submit).expect("a full row")
}

/// Codes of the level other than the key, a few of them.
fn wrong_keys(p: &Puzzle, step: usize) -> impl Iterator<Item = Code> + '_ {
    Code::all(p.level())
        .step_by(step)
        .filter(move |c| *c != p.key())
}

#[test]
fn the_right_key_wins_with_its_attempts_counted() {
    for level in [Level::I, Level::II, Level::III] {
        for seed in 0..4 {
            let p = Puzzle::generate(level, seed, Difficulty::ALL[seed as usize % 3]);
            let board = Game::from_puzzle(&p, false);
            assert_eq!(board.turns(), p.rows());
            assert_eq!(board.given_rows(), p.rows());
            assert_eq!(board.active_row(), Some(p.rows().len()));
            assert_eq!(board.status(), Status::Playing);
            // At once: one attempt.
            let won = checked(&board, &p.key());
            assert_eq!(won.status(), Status::Won { turns: 1 });
            assert_eq!(won.given().map(|g| g.attempts), Some(1));
            assert_eq!(won.turns().len(), p.rows().len() + 1);
            // After two wrong keys: three.
            let mut game = board.clone();
            for wrong in wrong_keys(&p, 97).take(2) {
                game = checked(&game, &wrong);
            }
            let won = checked(&game, &p.key());
            assert_eq!(won.status(), Status::Won { turns: 3 });
            assert_eq!(won.given().map(|g| g.attempts), Some(3));
            assert_eq!(won.given_rows(), p.rows());
        }
    }
}

#[test]
fn a_wrong_key_in_practice_stays_in_its_row_naming_the_first_contradicted_row() {
    for seed in 0..12 {
        let level = if seed % 4 == 3 { Level::II } else { Level::I };
        let p = Puzzle::generate(level, seed, Difficulty::ALL[seed as usize % 3]);
        let mut game = Game::from_puzzle(&p, false);
        let step = if level == Level::I { 1 } else { 211 };
        for (n, wrong) in wrong_keys(&p, step).enumerate() {
            game = checked(&game, &wrong);
            // Kept: the attempt stays in the answer row, checked again as it is.
            assert_eq!(game.active_code(), Some(wrong));
            let again = game.apply(Move::Submit).expect("checked again");
            assert_eq!(again.given().map(|g| g.attempts), Some(n + 2));
            let given = game.given().expect("a puzzle's board");
            assert_eq!(given.attempts, n + 1);
            // The brute force names a row: only the key fits them all.
            let first = first_contradicted(&p, &wrong);
            assert!(first.is_some(), "{wrong:?} fits {p:?}");
            assert_eq!(given.missed, first, "{wrong:?} against {p:?}");
            assert_eq!(p.check(&wrong).map_err(|c| Some(c.row)), Err(first));
            // Still playing, the given rows only, the attempt in the answer row.
            assert_eq!(game.status(), Status::Playing);
            assert_eq!(game.turns(), p.rows());
            assert_eq!(game.active_code(), Some(wrong));
        }
        let won = checked(&game, &p.key());
        assert!(matches!(won.status(), Status::Won { .. }));
        assert_eq!(won.given().and_then(|g| g.missed), None);
    }
}

#[test]
fn the_days_wrong_key_is_lost_with_the_key_revealed() {
    for level in [Level::I, Level::II, Level::III] {
        let p = Puzzle::daily(level, day("2026-11-26"));
        let board = Game::from_puzzle(&p, true);
        let wrong = wrong_keys(&p, 13).next().expect("another code");
        let lost = checked(&board, &wrong);
        assert_eq!(lost.status(), Status::Lost);
        assert!(lost.is_over());
        assert_eq!(lost.key(), p.key());
        assert_eq!(lost.turns().len(), p.rows().len() + 1);
        assert_eq!(lost.given().map(|g| g.attempts), Some(1));
        assert_eq!(
            lost.given().and_then(|g| g.missed),
            first_contradicted(&p, &wrong)
        );
        assert_eq!(lost.active_row(), None, "no row left");
        let won = checked(&board, &p.key());
        assert_eq!(won.status(), Status::Won { turns: 1 });
    }
}

#[test]
fn aids_are_refused_and_the_given_rows_cannot_be_touched() {
    let p = Puzzle::generate(Level::I, 9, Difficulty::Medium);
    let board = Game::from_puzzle(&p, false);
    assert_eq!(board.apply(Move::AidsOn), Err(Invalid::NoAidsInPuzzle));
    let wrong = wrong_keys(&p, 1).next().expect("another code");
    let after = checked(&board, &wrong);
    assert_eq!(after.apply(Move::AidsOn), Err(Invalid::NoAidsInPuzzle));
    for row in 0..p.rows().len() {
        let place = Move::Place {
            row,
            hole: 0,
            colour: Colour::Red,
        };
        assert!(board.apply(place).is_err(), "given row {row}");
    }
}

#[test]
fn undo_never_reaches_past_a_check() {
    let p = Puzzle::generate(Level::I, 3, Difficulty::Hard);
    let row = p.rows().len();
    let mut log = GameLog::new(Game::from_puzzle(&p, false));
    assert!(!log.can_undo());
    let wrong = wrong_keys(&p, 5).next().expect("another code");
    for (hole, &colour) in wrong.pegs().iter().enumerate() {
        log = log.apply(Move::Place { row, hole, colour }).expect("a peg");
    }
    assert!(log.can_undo());
    log = log.apply(Move::Submit).expect("a check");
    assert!(!log.can_undo(), "the check is never undone");
    assert_eq!(log.game().active_code(), Some(wrong), "the attempt stays");
    assert_eq!(log.game().given().map(|g| g.attempts), Some(1));
    log = log
        .apply(Move::Place {
            row,
            hole: 0,
            colour: Colour::Blue,
        })
        .expect("a peg");
    assert!(log.can_undo());
    log = log.undo().expect("the peg taken back");
    assert!(!log.can_undo());
    assert_eq!(log.game().given().map(|g| g.attempts), Some(1));
    assert_eq!(
        log.game().given().and_then(|g| g.missed),
        first_contradicted(&p, &wrong)
    );
    assert_eq!(log.game().turns(), p.rows());
    assert_eq!(
        log.game().active_code(),
        Some(wrong),
        "the peg change undone"
    );
}

#[test]
fn one_peg_fixed_after_a_wrong_practice_check_solves_it() {
    for seed in 0..20 {
        let p = Puzzle::generate(Level::I, seed, Difficulty::ALL[seed as usize % 3]);
        let row = p.rows().len();
        let key = p.key();
        // The key with one peg changed.
        let colour = if key.pegs()[0] == Colour::Red {
            Colour::Blue
        } else {
            Colour::Red
        };
        let mut pegs = key.pegs().to_vec();
        pegs[0] = colour;
        let Ok(wrong) = Code::new(Level::I, &pegs) else {
            continue;
        };
        let mut log = GameLog::new(Game::from_puzzle(&p, false));
        for (hole, &c) in wrong.pegs().iter().enumerate() {
            log = log
                .apply(Move::Place {
                    row,
                    hole,
                    colour: c,
                })
                .expect("a peg");
        }
        log = log.apply(Move::Submit).expect("a check");
        assert_eq!(log.game().status(), Status::Playing);
        let fixed = Move::Place {
            row,
            hole: 0,
            colour: key.pegs()[0],
        };
        log = log.apply(fixed).expect("one peg fixed");
        log = log.apply(Move::Submit).expect("checked again");
        assert_eq!(log.game().status(), Status::Won { turns: 2 });
        assert_eq!(log.game().given().map(|g| g.attempts), Some(2));
    }
}

#[test]
fn a_version_1_puzzle_in_progress_loads_as_it_was() {
    // Version 1 emptied the row after a wrong practice check: its moves after it place pegs
    // into an empty row. Stored as version 1, it loads with the same board.
    for level in [Level::I, Level::II] {
        let p = Puzzle::generate(level, 12, Difficulty::Hard);
        let row = p.rows().len();
        let wrong = wrong_keys(&p, 31).next().expect("another code");
        let mut moves: Vec<Move> = (wrong.pegs().iter().enumerate())
            .map(|(hole, &colour)| Move::Place { row, hole, colour })
            .collect();
        moves.push(Move::Submit);
        moves.push(Move::Place {
            row,
            hole: 1,
            colour: Colour::Green,
        });
        let record = PuzzleRecord::new(
            PuzzleSource::Seed {
                seed: 12,
                difficulty: Difficulty::Hard,
            },
            "ps-1".to_owned(),
            p.clone(),
        );
        let json = serde_json::json!({
            "version": 1,
            "source": {"seed": {"seed": 12, "difficulty": "hard"}},
            "id": "ps-1",
            "puzzle": serde_json::from_str::<serde_json::Value>(&p.to_json()).expect("json"),
            "moves": moves,
            "at": moves.len(),
        })
        .to_string();
        let read = store::read::<PuzzleRecord>(&json, PuzzleSlot::Practice(level));
        let loaded = read.value().expect("a version 1 record loads");
        let game = loaded.log.game();
        // As version 1 showed it: one peg, in hole 2; one attempt; the same contradiction.
        let mut pegs = vec![None; level.pegs()];
        pegs[1] = Some(Colour::Green);
        assert_eq!(game.active_pegs(), &pegs[..]);
        assert_eq!(game.given().map(|g| g.attempts), Some(1));
        assert_eq!(
            game.given().and_then(|g| g.missed),
            first_contradicted(&p, &wrong)
        );
        assert_eq!(loaded.id, record.id);
        // Undo takes back the peg placed after the check, as before.
        let undone = loaded.log.undo().expect("undo");
        assert_eq!(undone.game().active_code(), None);
        // Written back as version 2, it reads the same.
        let again = loaded.to_json();
        assert!(again.starts_with("{\"version\":2,"), "{again}");
        assert_eq!(
            store::read::<PuzzleRecord>(&again, PuzzleSlot::Practice(level)),
            Read::Fine(loaded.clone())
        );
    }
}

// ---- the stored puzzle in progress ----

fn name(text: &str) -> Name {
    Name::parse(text).expect("a name")
}

/// A record of each source at `level`, some with moves and notes.
pub(crate) fn records(level: Level) -> Vec<(PuzzleSlot, PuzzleRecord)> {
    let today = day("2026-11-26");
    let daily = PuzzleRecord::new(
        PuzzleSource::Daily(today),
        format!("pd-{}", level.slug()),
        Puzzle::daily(level, today),
    );
    let seeded = PuzzleRecord::new(
        PuzzleSource::Seed {
            seed: 12,
            difficulty: Difficulty::Hard,
        },
        "ps-1".to_owned(),
        Puzzle::generate(level, 12, Difficulty::Hard),
    );
    let mut played = seeded.clone();
    let wrong = wrong_keys(&played.puzzle, 31).next().expect("another code");
    let row = played.puzzle.rows().len();
    for (hole, &colour) in wrong.pegs().iter().enumerate() {
        played.log = played
            .log
            .apply(Move::Place { row, hole, colour })
            .expect("peg");
    }
    played.log = played.log.apply(Move::Submit).expect("check");
    played.log = played
        .log
        .apply(Move::Place {
            row,
            hole: 1,
            colour: Colour::Green,
        })
        .expect("peg");
    played.log = played.log.undo().expect("undo");
    played.notes = Notes::default().toggled(0, Colour::Red);
    let turns: Vec<_> = Puzzle::generate(level, 5, Difficulty::Easy).rows().to_vec();
    let made = Puzzle::from_game(level, &turns).expect("a puzzle's rows pin its key");
    let made_named = PuzzleRecord::new(
        PuzzleSource::Made(Some(name("Ana"))),
        "pm-1".into(),
        made.clone(),
    );
    let made_anonymous = PuzzleRecord::new(PuzzleSource::Made(None), "pm-2".into(), made);
    let before = day("2026-11-20");
    let past = PuzzleRecord::new(
        PuzzleSource::Past(before),
        format!("pp-{}", level.slug()),
        Puzzle::daily(level, before),
    );
    vec![
        (PuzzleSlot::Daily(level), daily),
        (PuzzleSlot::Practice(level), seeded),
        (PuzzleSlot::Practice(level), played),
        (PuzzleSlot::Practice(level), made_named),
        (PuzzleSlot::Practice(level), made_anonymous),
        (PuzzleSlot::Past(level, before), past),
    ]
}

#[test]
fn a_stored_puzzle_round_trips_through_its_json() {
    for level in [Level::I, Level::II, Level::III] {
        for (slot, record) in records(level) {
            let json = record.to_json();
            assert!(json.starts_with("{\"version\":2,"), "{json}");
            assert_eq!(
                store::read::<PuzzleRecord>(&json, slot),
                Read::Fine(record.clone())
            );
            assert_eq!(
                PuzzleRecord::key(slot),
                match slot {
                    PuzzleSlot::Daily(l) => format!("mastermind.v1.puzzle.daily.{}", l.slug()),
                    PuzzleSlot::Practice(l) => format!("mastermind.v1.puzzle.{}", l.slug()),
                    PuzzleSlot::Past(l, d) => {
                        format!("mastermind.v1.puzzle.daily.{}.{d}", l.slug())
                    }
                }
            );
            assert_eq!(puzzle_slot_of(&PuzzleRecord::key(slot)), Some(slot));
            // Under another slot it is not that slot's.
            let others = match slot {
                PuzzleSlot::Daily(l) => vec![
                    PuzzleSlot::Practice(l),
                    PuzzleSlot::Past(l, day("2026-11-20")),
                ],
                PuzzleSlot::Practice(l) => {
                    vec![PuzzleSlot::Daily(l), PuzzleSlot::Past(l, day("2026-11-20"))]
                }
                PuzzleSlot::Past(l, d) => vec![
                    PuzzleSlot::Daily(l),
                    PuzzleSlot::Practice(l),
                    PuzzleSlot::Past(l, Day::from_days(d.days() - 1)),
                ],
            };
            for other in others {
                assert!(store::read::<PuzzleRecord>(&json, other).value().is_none());
            }
            let elsewhere = if level == Level::I {
                Level::II
            } else {
                Level::I
            };
            let moved = match slot {
                PuzzleSlot::Daily(_) => PuzzleSlot::Daily(elsewhere),
                PuzzleSlot::Practice(_) => PuzzleSlot::Practice(elsewhere),
                PuzzleSlot::Past(_, d) => PuzzleSlot::Past(elsewhere, d),
            };
            assert!(store::read::<PuzzleRecord>(&json, moved).value().is_none());
        }
    }
}

/// The stored form of a level I practice record with its parts replaced.
fn edited_record(edit: impl Fn(&mut serde_json::Value)) -> String {
    let (_, record) = records(Level::I).swap_remove(2);
    let mut value: serde_json::Value = serde_json::from_str(&record.to_json()).expect("json");
    edit(&mut value);
    value.to_string()
}

#[test]
fn junk_never_loads_as_a_puzzle_in_progress() {
    let slot = PuzzleSlot::Practice(Level::I);
    let junk = [
        edited_record(|v| v["version"] = 3.into()),
        edited_record(|v| v["moves"] = serde_json::json!(["Submit", "Submit"])),
        edited_record(|v| v["at"] = 99.into()),
        edited_record(|v| v["id"] = "".into()),
        edited_record(|v| v["id"] = "x".repeat(65).into()),
        edited_record(|v| v["puzzle"]["rows"] = serde_json::json!([])),
        edited_record(|v| v["puzzle"]["key"] = serde_json::json!(["red"])),
        edited_record(|v| v["source"] = serde_json::json!({"daily": "2026-11-26"})),
        edited_record(|v| v["extra"] = 1.into()),
        edited_record(|v| v["moves"] = serde_json::json!(["AidsOn"])),
        edited_record(|v| {
            v["moves"] = serde_json::json!([{"Place": {"row": 0, "hole": 0, "colour": "red"}}])
        }),
        "{}".to_owned(),
        "null".to_owned(),
        "[1,2]".to_owned(),
    ];
    for text in junk {
        match store::read::<PuzzleRecord>(&text, slot) {
            Read::Newer { version } => assert_eq!(version, 3),
            read => assert!(read.value().is_none(), "{text}"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any text, and any stored record with one byte changed, reads without a panic; whatever
    /// reads as Fine is a valid record: its puzzle sound, its board the puzzle's, and it
    /// writes back to itself.
    #[test]
    fn stored_puzzles_never_panic(text in ".{0,400}", which in 0usize..5, at in 0usize..2000, byte in 0u8..128) {
        let slot = PuzzleSlot::Practice(Level::I);
        let _ = store::read::<PuzzleRecord>(&text, slot);
        let _ = store::read::<PuzzleRecord>(&text, PuzzleSlot::Daily(Level::II));
        let (slot, record) = records(Level::I).swap_remove(which);
        let mut json = record.to_json().into_bytes();
        let i = at % json.len();
        json[i] = byte;
        if let Ok(text) = String::from_utf8(json)
            && let Read::Fine(r) = store::read::<PuzzleRecord>(&text, slot)
        {
            prop_assert!(is_sound(&r.puzzle), "{text}");
            prop_assert_eq!(r.log.start(), &Game::from_puzzle(&r.puzzle, r.source.once()));
            prop_assert_eq!(r.log.game().given_rows(), r.puzzle.rows());
            prop_assert_eq!(store::read::<PuzzleRecord>(&r.to_json(), slot), Read::Fine(r));
        }
    }
}

// ---- the puzzle statistics ----

fn at(text: &str) -> Timestamp {
    Timestamp::parse(text).expect("a time")
}

fn end(
    id: &str,
    level: Level,
    daily: Option<&str>,
    solved: bool,
    attempts: u8,
    time: &str,
) -> PuzzleEnd {
    PuzzleEnd {
        id: id.to_owned(),
        level,
        daily: daily.map(day),
        past: false,
        solved,
        attempts,
        at: at(time),
    }
}

#[test]
fn a_finished_puzzle_is_recorded_once_and_one_daily_per_level_and_date() {
    let mut log = PuzzleLog::default();
    let first = end(
        "a",
        Level::I,
        Some("2026-11-26"),
        true,
        1,
        "2026-11-26T10:00:00.000Z",
    );
    assert!(log.insert(first.clone()));
    assert!(!log.insert(first.clone()), "the same id twice");
    let again = end(
        "b",
        Level::I,
        Some("2026-11-26"),
        false,
        1,
        "2026-11-26T11:00:00.000Z",
    );
    assert!(!log.insert(again), "a second daily of level I that day");
    assert!(log.insert(end(
        "c",
        Level::II,
        Some("2026-11-26"),
        false,
        1,
        "2026-11-26T12:00:00.000Z"
    )));
    assert!(log.insert(end(
        "d",
        Level::I,
        Some("2026-11-25"),
        true,
        1,
        "2026-11-26T09:00:00.000Z"
    )));
    assert!(log.insert(end(
        "e",
        Level::I,
        None,
        true,
        4,
        "2026-11-26T13:00:00.000Z"
    )));
    // What the game never writes.
    assert!(!log.insert(end(
        "f",
        Level::I,
        None,
        true,
        0,
        "2026-11-26T13:00:00.000Z"
    )));
    assert!(!log.insert(end(
        "g",
        Level::I,
        Some("2026-11-20"),
        true,
        2,
        "2026-11-26T13:00:00.000Z"
    )));
    assert!(!log.insert(end("", Level::I, None, true, 1, "2026-11-26T13:00:00.000Z")));
    assert!(!log.insert(end(
        "h",
        Level::Variant(mastermind_core::variant::Variant::ALL[0]),
        None,
        true,
        1,
        "2026-11-26T13:00:00.000Z"
    )));
    // In the order they ended.
    let ids: Vec<&str> = log.ends().iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, ["d", "a", "c", "e"]);
    assert_eq!(log.daily(Level::I, day("2026-11-26")), Some(&first));
    assert_eq!(log.daily(Level::III, day("2026-11-26")), None);
    assert_eq!(PuzzleLog::parse(&log.to_json()), Read::Fine(log));
}

#[test]
fn figures_count_per_level() {
    let log = PuzzleLog::from_ends([
        end(
            "a",
            Level::I,
            Some("2026-11-26"),
            true,
            1,
            "2026-11-26T10:00:00.000Z",
        ),
        end("b", Level::I, None, true, 3, "2026-11-26T11:00:00.000Z"),
        end(
            "c",
            Level::I,
            Some("2026-11-25"),
            false,
            1,
            "2026-11-25T11:00:00.000Z",
        ),
        end("d", Level::II, None, true, 2, "2026-11-26T12:00:00.000Z"),
    ]);
    let f = log.figures(Level::I);
    assert_eq!((f.played, f.solved, f.attempts), (3, 2, 5));
    let f = log.figures(Level::II);
    assert_eq!((f.played, f.solved, f.attempts), (1, 1, 2));
    let f = log.figures(Level::III);
    assert_eq!((f.played, f.solved, f.attempts), (0, 0, 0));
}

#[test]
fn the_streak_counts_days_in_a_row_to_today_or_yesterday() {
    let solved = |id: &str, date: &str| {
        end(
            id,
            Level::I,
            Some(date),
            true,
            1,
            &format!("{date}T10:00:00.000Z"),
        )
    };
    let today = day("2026-11-26");
    let log = PuzzleLog::from_ends([
        solved("a", "2026-11-26"),
        solved("b", "2026-11-25"),
        solved("c", "2026-11-24"),
        // A gap on the 23rd.
        solved("d", "2026-11-22"),
    ]);
    assert_eq!(log.streak(today), 3);
    // Today's still to solve: the streak up to yesterday stands.
    assert_eq!(log.streak(today.next()), 3);
    // A day missed: gone.
    assert_eq!(log.streak(today.next().next()), 0);
    assert_eq!(log.streak(day("2026-11-23")), 1);
    // Another level's daily counts for the day; a lost daily and practice do not.
    let log = PuzzleLog::from_ends([
        solved("a", "2026-11-26"),
        end(
            "b",
            Level::II,
            Some("2026-11-25"),
            true,
            1,
            "2026-11-25T10:00:00.000Z",
        ),
        end(
            "c",
            Level::I,
            Some("2026-11-24"),
            false,
            1,
            "2026-11-24T10:00:00.000Z",
        ),
        end("d", Level::I, None, true, 1, "2026-11-23T10:00:00.000Z"),
    ]);
    assert_eq!(log.streak(today), 2);
    assert_eq!(PuzzleLog::default().streak(today), 0);
}

pub(crate) fn arb_end() -> impl Strategy<Value = PuzzleEnd> {
    (
        0u8..12,
        0usize..3,
        proptest::option::of(0i64..4),
        any::<bool>(),
        1u8..4,
        0u32..5,
    )
        .prop_map(|(id, level, daily, solved, attempts, minute)| PuzzleEnd {
            id: format!("p{id}"),
            level: [Level::I, Level::II, Level::III][level],
            daily: daily.map(|d| Day::from_days(20_000 + d)),
            past: false,
            solved,
            attempts: if daily.is_some() { 1 } else { attempts },
            at: at(&format!("2026-11-26T10:0{minute}:00.000Z")),
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Merging is commutative, idempotent and loses no id of either log.
    #[test]
    fn merge_is_commutative_and_loses_nothing(
        a in proptest::collection::vec(arb_end(), 0..10),
        b in proptest::collection::vec(arb_end(), 0..10),
    ) {
        let (a, b) = (PuzzleLog::from_ends(a), PuzzleLog::from_ends(b));
        let ab = a.merge(&b);
        prop_assert_eq!(&ab, &b.merge(&a));
        prop_assert_eq!(&ab.merge(&b), &ab);
        for e in a.ends().iter().chain(b.ends()) {
            prop_assert!(ab.contains(&e.id));
        }
        prop_assert!(ab.ends().iter().all(|e| a.contains(&e.id) || b.contains(&e.id)));
        prop_assert_eq!(PuzzleLog::parse(&ab.to_json()), Read::Fine(ab));
    }

    /// Any text reads without a panic.
    #[test]
    fn stored_logs_never_panic(text in ".{0,300}") {
        let _ = PuzzleLog::parse(&text);
    }
}

#[test]
fn an_unreadable_entry_costs_only_itself() {
    let raw = r#"{"version":1,"puzzles":[{"id":"a","level":"I","solved":true,"attempts":2,"at":"2026-11-26T10:00:00.000Z"},{"id":"b","level":"I","solved":true,"attempts":0,"at":"2026-11-26T10:00:00.000Z"},{"oops":1}]}"#;
    match PuzzleLog::parse(raw) {
        Read::Damaged {
            kept: Some(log),
            dropped: 2,
        } => assert_eq!(log.ends().len(), 1),
        other => panic!("{other:?}"),
    }
    assert!(PuzzleLog::parse(r#"{"version":1}"#).value().is_none());
}

// ---- a game made a puzzle, and its link ----

/// A finished game of `level` whose rows are those of `p`, then the key.
fn game_of(p: &Puzzle) -> Game {
    let mut game = Game::new(p.level(), p.key());
    for guess in p.rows().iter().map(|r| r.guess).chain([p.key()]) {
        game = checked(&game, &guess);
    }
    game
}

#[test]
fn a_finished_game_whose_rows_pin_its_key_offers_a_puzzle() {
    for level in [Level::I, Level::II, Level::III] {
        let p = Puzzle::generate(level, 21, Difficulty::Medium);
        let won = game_of(&p);
        assert!(matches!(won.status(), Status::Won { .. }));
        let made = Puzzle::of_finished(&won).expect("the rows pin the key");
        assert_eq!(made.key(), p.key());
        assert!(is_sound(&made) || level == Level::III);
        // Not while the game is in play, nor from a puzzle's own board.
        let playing = checked(&Game::new(level, p.key()), &p.rows()[0].guess);
        assert_eq!(Puzzle::of_finished(&playing), None);
        assert_eq!(
            Puzzle::of_finished(&checked(&Game::from_puzzle(&p, true), &p.key())),
            None
        );
    }
    // Given up after one row: the key is not pinned.
    let key = Code::from_index(Level::I, 100);
    let quit = checked(&Game::new(Level::I, key), &Code::from_index(Level::I, 0))
        .apply(Move::Quit)
        .expect("quit");
    assert_eq!(Puzzle::of_finished(&quit), None);
    // Won at once: no rows.
    assert_eq!(
        Puzzle::of_finished(&checked(&Game::new(Level::I, key), &key)),
        None
    );
}

/// The page asks the worker (`Task::MadePuzzle`) and reads its answer: the same puzzle as made
/// on the page; an answer that is not some of the game's own rows under its key is refused.
#[test]
fn the_worker_makes_the_puzzle_the_page_reads() {
    use mastermind_core::solver::protocol::{Answer, Task, answer};
    for level in [Level::I, Level::II, Level::III] {
        let p = Puzzle::generate(level, 5, Difficulty::Hard);
        let won = game_of(&p);
        let (lvl, rows) = Puzzle::to_make(&won).expect("a finished game");
        let task = Task::MadePuzzle {
            level: lvl,
            rows: rows.to_vec(),
        };
        let Answer::Made(Some(made)) = answer(&task) else {
            panic!("no puzzle at {level:?}");
        };
        assert!(Answer::Made(None).fits(&task));
        let read = Puzzle::made_from(&won, made.key, made.rows.clone());
        assert_eq!(read, Puzzle::of_finished(&won));
        // Another key, a row not played, rows out of order, no rows, the winning row.
        let other = Code::from_index(level, (made.key.index(level) + 1) % 64);
        assert_eq!(Puzzle::made_from(&won, other, made.rows.clone()), None);
        let mut foreign = made.rows.clone();
        foreign[0].guess = other;
        assert_eq!(Puzzle::made_from(&won, made.key, foreign), None);
        if made.rows.len() > 1 {
            let mut swapped = made.rows.clone();
            swapped.reverse();
            assert_eq!(Puzzle::made_from(&won, made.key, swapped), None);
        }
        assert_eq!(Puzzle::made_from(&won, made.key, Vec::new()), None);
        let last = *won.turns().last().expect("rows");
        assert_eq!(Puzzle::made_from(&won, made.key, vec![last]), None);
        // Not while in play.
        let playing = checked(&Game::new(level, p.key()), &p.rows()[0].guess);
        assert_eq!(Puzzle::made_from(&playing, made.key, made.rows), None);
    }
}

#[test]
fn a_made_puzzles_fragment_round_trips() {
    for level in [Level::I, Level::II, Level::III] {
        for seed in 0..6 {
            let p = Puzzle::generate(level, seed, Difficulty::ALL[seed as usize % 3]);
            let made = Puzzle::of_finished(&game_of(&p)).expect("a puzzle");
            for who in [None, Some(name("Ana")), Some(name("José 🎲 da Silva"))] {
                for salt in [0u8, 7, 255] {
                    let fragment = made.to_fragment(who.as_ref(), salt);
                    assert!(fragment.starts_with("p1"), "{fragment}");
                    assert!(!fragment.chars().any(|c| c.is_ascii_digit() && c != '1'));
                    assert_eq!(
                        Puzzle::from_fragment(&fragment),
                        Ok((made.clone(), who.clone()))
                    );
                    assert_eq!(
                        Puzzle::from_fragment(&format!("#{fragment}")),
                        Ok((made.clone(), who.clone()))
                    );
                }
            }
        }
    }
}

#[test]
fn a_damaged_fragment_is_refused() {
    let p = Puzzle::generate(Level::I, 2, Difficulty::Easy);
    let fragment = p.to_fragment(Some(&name("Bea")), 3);
    assert_eq!(Puzzle::from_fragment(""), Err(PuzzleLinkError::NotAPuzzle));
    assert_eq!(
        Puzzle::from_fragment("p2bc"),
        Err(PuzzleLinkError::NotAPuzzle)
    );
    assert_eq!(
        Puzzle::from_fragment(&fragment[..fragment.len() - 2]),
        Err(PuzzleLinkError::Damaged)
    );
    // Rows that leave two keys, well concealed: refused as no puzzle.
    let two = conceal("p1", 9, &[1, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
    assert!(matches!(
        Puzzle::from_fragment(&two),
        Err(PuzzleLinkError::Invalid(_))
    ));
    // The documented concealment reads.
    let mut plain = vec![1, p.rows().len() as u8];
    for code in std::iter::once(p.key()).chain(p.rows().iter().map(|r| r.guess)) {
        plain.extend(code.pegs().iter().map(|&c| c as u8));
    }
    assert_eq!(
        Puzzle::from_fragment(&conceal("p1", 200, &plain)),
        Ok((p, None))
    );
    // A challenge's fragment is no puzzle, and a puzzle's no challenge.
    let challenge = Challenge {
        level: Level::I,
        key: Code::from_index(Level::I, 5),
        name: Some(name("Ana")),
        result: None,
    };
    let theirs = challenge.to_fragment(4);
    assert_eq!(
        Puzzle::from_fragment(&theirs),
        Err(PuzzleLinkError::NotAPuzzle)
    );
    assert!(Challenge::from_fragment(&fragment).is_err());
    assert_eq!(Challenge::from_fragment(&theirs), Ok(challenge));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any text, any made fragment with a letter changed, and any bytes well concealed read
    /// without a panic; whatever reads is a puzzle with one key.
    #[test]
    fn fragments_never_panic_nor_give_two_keys(
        text in "\\PC{0,120}",
        seed in 0u64..50,
        at in 0usize..200,
        letter in proptest::sample::select(b"bcdfghjklmnpqrst1p#x".to_vec()),
        plain in proptest::collection::vec(any::<u8>(), 0..40),
        level in 1u8..3,
        rows in 0u8..8,
        colours in proptest::collection::vec(0u8..9, 0..45),
    ) {
        let _ = Puzzle::from_fragment(&text);
        let p = Puzzle::generate(Level::I, seed, Difficulty::Hard);
        let mut fragment = p.to_fragment(None, seed as u8).into_bytes();
        let i = at % fragment.len();
        fragment[i] = letter;
        if let Ok(text) = String::from_utf8(fragment)
            && let Ok((q, _)) = Puzzle::from_fragment(&text)
        {
            prop_assert!(is_sound(&q));
        }
        for plain in [plain, [vec![level, rows], colours].concat()] {
            if let Ok((q, _)) = Puzzle::from_fragment(&conceal("p1", seed as u8, &plain)) {
                prop_assert!(is_sound(&q), "{:?}", plain);
            }
        }
    }
}

// ---- Your data carries puzzles ----

const LOG_KEY: &str = "mastermind.v1.puzzles";

fn entries(pairs: &[(&str, String)]) -> Entries {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_owned(), v.clone()))
        .collect()
}

fn backup_of(state: &Entries) -> Backup {
    let text = Backup::of(state, at("2026-11-26T12:00:00.000Z")).to_json();
    Backup::parse(&text).expect("a backup the game reads")
}

#[test]
fn puzzle_keys_are_their_own_kinds() {
    assert_eq!(kind_of(LOG_KEY), Some(StoreKind::PuzzleStats));
    assert_eq!(PuzzleLog::key(()), LOG_KEY);
    for level in [Level::I, Level::II, Level::III] {
        for slot in [
            PuzzleSlot::Daily(level),
            PuzzleSlot::Practice(level),
            PuzzleSlot::Past(level, day("2026-11-20")),
        ] {
            assert_eq!(kind_of(&PuzzleRecord::key(slot)), Some(StoreKind::Puzzles));
            assert_eq!(puzzle_slot_of(&PuzzleRecord::key(slot)), Some(slot));
        }
    }
    for key in [
        "mastermind.v1.puzzle.I",
        "mastermind.v1.puzzle.4",
        "mastermind.v1.puzzle.mini",
        "mastermind.v1.puzzle.daily.01",
        "mastermind.v1.puzzle.daily",
        "mastermind.v1.puzzle.",
    ] {
        assert_eq!(puzzle_slot_of(key), None, "{key}");
    }
    assert_eq!(
        kind_of("mastermind.v1.puzzle.1.backup.x"),
        Some(StoreKind::Backups)
    );
}

#[test]
fn export_and_import_carry_puzzles() {
    let (daily_slot, daily) = records(Level::I).swap_remove(0);
    let (practice_slot, practice) = records(Level::II).swap_remove(2);
    let mine_log = PuzzleLog::from_ends([
        end(
            "a",
            Level::I,
            Some("2026-11-25"),
            true,
            1,
            "2026-11-25T10:00:00.000Z",
        ),
        end("b", Level::I, None, true, 2, "2026-11-25T11:00:00.000Z"),
    ]);
    let theirs_log = PuzzleLog::from_ends([
        end("b", Level::I, None, true, 2, "2026-11-25T11:00:00.000Z"),
        end(
            "c",
            Level::II,
            Some("2026-11-26"),
            false,
            1,
            "2026-11-26T10:00:00.000Z",
        ),
        end("d", Level::III, None, true, 5, "2026-11-26T11:00:00.000Z"),
    ]);
    let theirs = entries(&[
        (LOG_KEY, theirs_log.to_json()),
        (&PuzzleRecord::key(daily_slot), daily.to_json()),
        (&PuzzleRecord::key(practice_slot), practice.to_json()),
    ]);
    let rows = summarise(&theirs);
    let count = |kind| rows.iter().find(|r| r.kind == kind).map(|r| r.entries);
    assert_eq!(count(StoreKind::PuzzleStats), Some(3));
    assert_eq!(count(StoreKind::Puzzles), Some(2));
    let file = backup_of(&theirs);
    assert_eq!(file.stores.len(), 3);
    assert_eq!(
        file.raw(LOG_KEY).map(|r| PuzzleLog::parse(&r)),
        Some(Read::Fine(theirs_log.clone()))
    );

    // Into a browser with a log of its own and another practice puzzle of level II.
    let (_, other_practice) = records(Level::II).swap_remove(1);
    let here = entries(&[
        (LOG_KEY, mine_log.to_json()),
        (&PuzzleRecord::key(practice_slot), other_practice.to_json()),
    ]);
    let plan = plan_import(&here, &file);
    let counts = |kind| plan.count(kind).map(|c| (c.added, c.left_out));
    assert_eq!(counts(StoreKind::PuzzleStats), Some((2, 0)));
    assert_eq!(counts(StoreKind::Puzzles), Some((1, 1)));
    let merged = PuzzleLog::parse(&plan.writes[LOG_KEY])
        .value()
        .expect("a log");
    assert_eq!(merged, mine_log.merge(&theirs_log));
    assert_eq!(merged.ends().len(), 4);
    assert!(plan.writes.contains_key(&PuzzleRecord::key(daily_slot)));
    assert!(!plan.writes.contains_key(&PuzzleRecord::key(practice_slot)));
    // Idempotent.
    let mut after = here.clone();
    after.extend(plan.writes.clone());
    assert!(plan_import(&after, &file).is_empty());
    // Into an empty browser: everything.
    let plan = plan_import(&Entries::new(), &file);
    assert_eq!(plan.writes.len(), 3);
    assert_eq!(
        store::read::<PuzzleRecord>(
            &plan.writes[&PuzzleRecord::key(practice_slot)],
            practice_slot
        ),
        Read::Fine(practice)
    );
}

#[test]
fn export_and_import_carry_a_past_dates_puzzle() {
    let (slot, record) = records(Level::III).pop().expect("the past date's");
    assert!(matches!(slot, PuzzleSlot::Past(..)));
    let key = PuzzleRecord::key(slot);
    let theirs = entries(&[(&key, record.to_json())]);
    let file = backup_of(&theirs);
    let plan = plan_import(&Entries::new(), &file);
    assert_eq!(
        store::read::<PuzzleRecord>(&plan.writes[&key], slot),
        Read::Fine(record)
    );
    // Under another date's key it is damaged.
    let other = PuzzleRecord::key(PuzzleSlot::Past(Level::III, day("2026-11-19")));
    let text = file.to_json().replace(&key, &other);
    assert_eq!(Backup::parse(&text), Err(BackupError::Damaged(other)));
}

#[test]
fn a_file_with_a_damaged_puzzle_is_refused() {
    let (slot, record) = records(Level::I).swap_remove(1);
    let key = PuzzleRecord::key(slot);
    let backup = |value: &str| {
        format!(
            r#"{{"format":"mastermind-backup","version":1,"exported":"2026-11-26T12:00:00.000Z","stores":{{"{key}":{value}}}}}"#
        )
    };
    assert!(Backup::parse(&backup(&record.to_json())).is_ok());
    // A practice puzzle under the daily key, a puzzle with two keys, a newer version.
    let daily_key = PuzzleRecord::key(PuzzleSlot::Daily(Level::I));
    let moved = backup(&record.to_json()).replace(&key, &daily_key);
    assert_eq!(Backup::parse(&moved), Err(BackupError::Damaged(daily_key)));
    let mut value: serde_json::Value = serde_json::from_str(&record.to_json()).expect("json");
    value["puzzle"]["rows"] = serde_json::json!([]);
    assert_eq!(
        Backup::parse(&backup(&value.to_string())),
        Err(BackupError::Damaged(key.clone()))
    );
    value["version"] = 7.into();
    assert_eq!(
        Backup::parse(&backup(&value.to_string())),
        Err(BackupError::Newer(7))
    );
    let log = r#"{"version":1,"puzzles":[{"id":"a"}]}"#;
    let text = backup(log).replace(&key, LOG_KEY);
    assert_eq!(
        Backup::parse(&text),
        Err(BackupError::Damaged(LOG_KEY.to_owned()))
    );
}

// ---- the flag ----

#[test]
fn the_flag_says_what_every_board_shows_warning_first() {
    use mastermind_core::feedback::Feedback;
    use mastermind_core::flag::{Contradicted, FlagState};
    let key = Code::from_index(Level::I, 0);
    let game = Game::new(Level::I, key);
    assert_eq!(
        FlagState::of(&game, None, None),
        None,
        "no flag while playing"
    );
    let warning = Invalid::RowIncomplete { row: 0, empty: 4 };
    let contradicted = Contradicted {
        guess_row: 1,
        row: 0,
        would: Feedback { black: 1, white: 0 },
    };
    assert_eq!(
        FlagState::of(&game, Some(warning), Some(contradicted)),
        Some(FlagState::Warning(warning))
    );
    assert_eq!(
        FlagState::of(&game, None, Some(contradicted)),
        Some(FlagState::Contradicted(contradicted))
    );
    let won = checked(&game, &key);
    assert_eq!(
        FlagState::of(&won, None, None),
        Some(FlagState::Won { turns: 1 })
    );
    let quit = game.apply(Move::Quit).expect("quit");
    assert_eq!(FlagState::of(&quit, None, None), Some(FlagState::Quit));
    let wrong = Code::from_index(Level::I, 1295);
    let lost = (0..Level::I.turns()).fold(game.clone(), |g, _| checked(&g, &wrong));
    assert_eq!(FlagState::of(&lost, None, None), Some(FlagState::Lost));
    for flag in [
        FlagState::Warning(warning),
        FlagState::Contradicted(contradicted),
    ] {
        assert_eq!(flag.class(), "flag warning");
    }
    assert_eq!(FlagState::Won { turns: 1 }.class(), "flag won");
    assert_eq!(FlagState::Lost.class(), "flag lost");
    assert_eq!(FlagState::Quit.class(), "flag quit");

    // A puzzle's board: the row a wrong key contradicts, then solved in its attempts.
    let p = Puzzle::generate(Level::I, 5, Difficulty::Easy);
    let board = Game::from_puzzle(&p, false);
    assert_eq!(FlagState::of(&board, None, None), None);
    let wrong = wrong_keys(&p, 1).next().expect("another code");
    let missed = checked(&board, &wrong);
    let row = first_contradicted(&p, &wrong).expect("a contradicted row");
    assert_eq!(
        FlagState::of(&missed, None, None),
        Some(FlagState::NotTheKey { row })
    );
    assert_eq!(FlagState::NotTheKey { row }.class(), "flag warning");
    let solved = checked(&missed, &p.key());
    assert_eq!(
        FlagState::of(&solved, None, None),
        Some(FlagState::Solved { attempts: 2 })
    );
    assert_eq!(FlagState::Solved { attempts: 2 }.class(), "flag won");
    // The puzzle of the day missed, and a practice puzzle given up: not solved.
    let day = Game::from_puzzle(&Puzzle::daily(Level::I, common::day("2026-11-26")), true);
    let day_wrong = Code::from_index(Level::I, 7);
    let day_lost = if day.key() == day_wrong {
        checked(&day, &Code::from_index(Level::I, 8))
    } else {
        checked(&day, &day_wrong)
    };
    // The wrong key names the given row it contradicts, as in practice (SPEC §17).
    let missed_row = day_lost.given().and_then(|g| g.missed);
    assert!(missed_row.is_some());
    assert_eq!(
        FlagState::of(&day_lost, None, None),
        Some(FlagState::NotSolved { row: missed_row })
    );
    assert_eq!(FlagState::NotSolved { row: None }.class(), "flag lost");
}
