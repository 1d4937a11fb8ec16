//! What the quick board of a puzzle reads, held to what the whole game reads: a stored puzzle in
//! progress read without a made puzzle's name ([`UnmadePuzzle`]: the same record as
//! [`PuzzleRecord`]'s own parse, or known as made) and the puzzle of the day's entry in the
//! statistics read alone ([`daily_logged`]: every entry the log's parse reads is seen), on the
//! records the game writes, on any text, and on those records with a byte changed.

use crate::puzzle_play::{arb_end, records};
use mastermind_core::daily::Day;
use mastermind_core::level::Level;
use mastermind_core::puzzle::{
    PuzzleLog, PuzzleRecord, PuzzleSlot, PuzzleSource, UnmadePuzzle, daily_logged,
};
use mastermind_core::store::{self, Read, Stored};
use proptest::prelude::*;

/// What the quick board makes of `text` at `slot`, against the whole game's reading: a made
/// puzzle is only known as made; any other record the same; what the game cannot read, the
/// quick board cannot either.
fn agrees(text: &str, slot: PuzzleSlot) -> Result<(), String> {
    let whole = store::read::<PuzzleRecord>(text, slot);
    let quick = store::read::<UnmadePuzzle>(text, slot);
    match (&whole, &quick) {
        (Read::Fine(record), Read::Fine(UnmadePuzzle(None)))
            if matches!(record.source, PuzzleSource::Made(_)) =>
        {
            Ok(())
        }
        (Read::Fine(record), Read::Fine(UnmadePuzzle(Some(seen)))) if record == seen => Ok(()),
        (Read::Newer { version: a }, Read::Newer { version: b }) if a == b => Ok(()),
        // A made puzzle whose name is damaged: the quick board leaves it to the whole game
        // either way (a made puzzle is never the link's).
        (Read::Damaged { .. }, Read::Fine(UnmadePuzzle(None))) => Ok(()),
        (Read::Damaged { .. }, Read::Damaged { .. }) => Ok(()),
        _ => Err(format!(
            "whole game {whole:?}, quick board {quick:?}: {text}"
        )),
    }
}

#[test]
fn the_quick_board_reads_every_stored_puzzle_as_the_whole_game_does() {
    for level in [Level::I, Level::II, Level::III] {
        for (slot, record) in records(level) {
            let json = record.to_json();
            agrees(&json, slot).unwrap();
            let seen = store::read::<UnmadePuzzle>(&json, slot);
            match record.source {
                PuzzleSource::Made(_) => assert_eq!(seen, Read::Fine(UnmadePuzzle(None))),
                _ => assert_eq!(seen, Read::Fine(UnmadePuzzle(Some(record.clone())))),
            }
            assert_eq!(UnmadePuzzle::key(slot), PuzzleRecord::key(slot));
        }
    }
}

#[test]
fn the_days_entry_is_found_in_the_statistics_alone() {
    let day = Day::from_days(20_000);
    let log = PuzzleLog::from_ends(vec![]);
    assert_eq!(daily_logged(&log.to_json(), Level::I, day), Some(false));
    assert_eq!(daily_logged("{}", Level::I, day), None);
    assert_eq!(daily_logged("not json", Level::I, day), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any text, and any stored record with one byte changed, reads as the whole game reads it.
    #[test]
    fn stored_puzzles_read_alike(text in ".{0,400}", which in 0usize..5, at in 0usize..2000, byte in 0u8..128) {
        prop_assert!(agrees(&text, PuzzleSlot::Practice(Level::I)).is_ok());
        let (slot, record) = records(Level::I).swap_remove(which);
        let mut json = record.to_json().into_bytes();
        let i = at % json.len();
        json[i] = byte;
        if let Ok(text) = String::from_utf8(json) {
            let agreed = agrees(&text, slot);
            prop_assert!(agreed.is_ok(), "{:?}", agreed);
        }
    }

    /// A log's puzzle of the day of a level and date is seen exactly when the log's own parse
    /// holds it; any text reads without a panic.
    #[test]
    fn the_days_entry_is_seen_as_the_log_has_it(
        ends in proptest::collection::vec(arb_end(), 0..10),
        level in 0usize..3,
        back in 0i64..4,
        text in ".{0,300}",
    ) {
        let log = PuzzleLog::from_ends(ends);
        let level = [Level::I, Level::II, Level::III][level];
        let day = Day::from_days(20_000 + back);
        prop_assert_eq!(
            daily_logged(&log.to_json(), level, day),
            Some(log.daily(level, day).is_some())
        );
        let _ = daily_logged(&text, level, day);
    }
}
