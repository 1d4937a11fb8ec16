//! Home's glance at the stored games and statistics (core/src/glance.rs) says what the full
//! reading says: for any game played by the rules and stored, the same standing and daily date;
//! for any statistics log, the same streak.
#![cfg(not(target_arch = "wasm32"))]

use mastermind_core::colour::Colour;
use mastermind_core::daily::Day;
use mastermind_core::game::{Game, Move};
use mastermind_core::glance::{glance_game, glance_streak};
use mastermind_core::key::key_from_seed;
use mastermind_core::key_source::KeySource;
use mastermind_core::level::{Custom, Level};
use mastermind_core::log::GameLog;
use mastermind_core::saved::SavedGame;
use mastermind_core::stats::{Ending, Finished, StatsLog};
use mastermind_core::time::Timestamp;
use proptest::prelude::*;

/// A game of `level` with the key of `seed`, the guesses of `guesses` (seeds) played while it
/// goes on, then `pegs` pegs placed, then a quit if `quit`.
fn played(level: Level, seed: u64, guesses: &[u64], pegs: usize, quit: bool) -> GameLog {
    let key = key_from_seed(level, seed);
    let mut log = GameLog::new(Game::new(level, key));
    let apply = |log: &mut GameLog, mv: Move| {
        if let Ok(next) = log.apply(mv) {
            *log = next;
        }
    };
    for &g in guesses {
        let Some(row) = log.game().active_row() else {
            break;
        };
        let guess = key_from_seed(level, g);
        for (hole, &colour) in guess.pegs().iter().enumerate() {
            apply(&mut log, Move::Place { row, hole, colour });
        }
        apply(&mut log, Move::Submit);
    }
    if let Some(row) = log.game().active_row() {
        for hole in 0..pegs.min(level.pegs()) {
            apply(
                &mut log,
                Move::Place {
                    row,
                    hole,
                    colour: Colour::Red,
                },
            );
        }
        if pegs > 1 {
            apply(&mut log, Move::Clear { row, hole: 0 });
        }
    }
    if quit {
        apply(&mut log, Move::Quit);
    }
    log
}

proptest! {
    #[test]
    fn a_glance_at_a_stored_game_sees_what_loading_it_sees(
        level in prop::sample::select(Level::ALL.to_vec()),
        seed in 0u64..50,
        // Guesses near the key's seed, so some games are won.
        guesses in prop::collection::vec(0u64..60, 0..14),
        pegs in 0usize..5,
        quit in any::<bool>(),
        daily in any::<bool>(),
    ) {
        let log = played(level, seed, &guesses, pegs, quit);
        let source = if daily {
            KeySource::Daily(Day::parse("2026-11-24").unwrap())
        } else {
            KeySource::Drawn(seed)
        };
        // A daily game's key is the day's: replay the same moves on it.
        let log = if daily {
            let key = source.key(level).unwrap();
            GameLog::from_parts(Game::new(level, key), log.moves().to_vec(), log.position())
                .unwrap_or_else(|_| GameLog::new(Game::new(level, key)))
        } else {
            log
        };
        let json = SavedGame::of(&log, source, "g").to_json();
        let doc: serde_json::Value = serde_json::from_str(&json).unwrap();
        let (standing, day) = glance_game(&doc, level).expect("a glance");
        prop_assert_eq!(standing, log.game().standing());
        prop_assert_eq!(day, daily.then_some("2026-11-24"));
    }

    #[test]
    fn a_glance_at_the_statistics_counts_the_streak_as_the_log_does(
        games in prop::collection::vec((0usize..4, 0usize..3, any::<bool>(), any::<bool>()), 0..30),
    ) {
        let custom = Level::Custom(Custom::new(4, 6, 8, true).unwrap());
        let finished: Vec<Finished> = games
            .iter()
            .enumerate()
            .map(|(i, &(level, how, aided, devious))| {
                let level = [Level::I, Level::II, Level::III, custom][level];
                let ending = [Ending::Won, Ending::Lost, Ending::Quit][how];
                Finished { time_ms: None,
                    id: format!("g{i:03}"),
                    level,
                    key: key_from_seed(level, i as u64),
                    seed: None,
                    daily: None,
                    past: false,
                    turns: if ending == Ending::Lost { level.turns() as u8 } else { 1 },
                    ending,
                    hard: false,
                    aided,
                    devious: devious && !level.is_custom(),
                    at: Timestamp::parse(&format!("2026-11-24T10:{:02}:{:02}.000Z", i / 60, i % 60)).unwrap(),
                }
            })
            .collect();
        let log = StatsLog::from_games(finished);
        let doc: serde_json::Value = serde_json::from_str(&log.to_json()).unwrap();
        prop_assert_eq!(glance_streak(&doc), log.current_streak());
    }
}

#[test]
fn a_glance_refuses_what_it_cannot_read() {
    let level = Level::I;
    for doc in [
        serde_json::json!({"version": 3, "key": [], "moves": []}),
        serde_json::json!({"version": 2, "key": "red", "moves": []}),
        serde_json::json!([1, 2]),
        serde_json::json!({"version": 2, "key": ["red"], "moves": [{"Place": {"hole": 9, "colour": "red"}}]}),
        // A position past the moves, or one no `usize` of a 32-bit program holds: the full
        // reading refuses both, and the glance no longer counts them as other positions.
        serde_json::json!({"version": 2, "key": ["red"], "moves": ["Submit"], "at": 2}),
        serde_json::json!({"version": 2, "key": ["red"], "moves": [], "at": 4_294_967_296_u64}),
        serde_json::json!({"version": 2, "key": ["red"], "moves": [{"Place": {"hole": 4_294_967_296_u64, "colour": "red"}}]}),
    ] {
        assert_eq!(glance_game(&doc, level), None, "{doc}");
    }
    assert_eq!(glance_streak(&serde_json::json!({"games": "none"})), 0);
}
