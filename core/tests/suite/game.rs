//! Native tests of the game state machine: every transition and every invalid action.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use Colour::*;
use common::{fill, play_row};
use mastermind_core::code::Code;
use mastermind_core::colour::Colour;
use mastermind_core::cursor::Cursor;
use mastermind_core::feedback::Feedback;
use mastermind_core::game::{Game, Invalid, Move, Status, Target};
use mastermind_core::key::key_from_seed;
use mastermind_core::key_source::KeySource;
use mastermind_core::level::Level;
use mastermind_core::log::GameLog;
use mastermind_core::saved::{GameRecord, SavedGame};
use mastermind_core::store::Read;

fn key1() -> Code {
    Code::new(Level::I, &[Red, Green, Blue, Yellow]).unwrap()
}

#[test]
fn a_new_game_is_playing_on_row_zero_with_the_key_covered() {
    let game = Game::new(Level::I, key1());
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(game.active_row(), Some(0));
    assert_eq!(game.revealed_key(), None);
    assert_eq!(game.active_pegs(), &[None; 4]);
    assert!(game.turns().is_empty());
}

#[test]
fn placing_changing_and_clearing_pegs_in_the_active_row() {
    let game = Game::new(Level::I, key1());
    let g = game
        .apply(Move::Place {
            row: 0,
            hole: 2,
            colour: Pink,
        })
        .unwrap();
    assert_eq!(g.peg(0, 2), Some(Pink));
    assert_eq!(game.peg(0, 2), None, "apply is pure");
    let g = g
        .apply(Move::Place {
            row: 0,
            hole: 2,
            colour: Blue,
        })
        .unwrap();
    assert_eq!(g.peg(0, 2), Some(Blue));
    let g = g.apply(Move::Clear { row: 0, hole: 2 }).unwrap();
    assert_eq!(g.peg(0, 2), None);
    assert_eq!(
        g.apply(Move::Clear { row: 0, hole: 2 }),
        Err(Invalid::HoleEmpty { row: 0, hole: 2 })
    );
}

#[test]
fn submitting_needs_a_full_row() {
    let game = fill(&Game::new(Level::I, key1()), &[Red, Red]);
    assert_eq!(
        game.apply(Move::Submit),
        Err(Invalid::RowIncomplete { row: 0, empty: 2 })
    );
    assert_eq!(
        game.check(Target::Results { row: 0 }),
        Err(Invalid::RowIncomplete { row: 0, empty: 2 })
    );
    let full = fill(&game, &[Red, Red, Red, Red]);
    assert_eq!(full.check(Target::Results { row: 0 }), Ok(()));
}

#[test]
fn a_submitted_row_gets_feedback_and_the_next_row_becomes_active() {
    let game = play_row(&Game::new(Level::I, key1()), &[Red, Blue, Pink, Pink]);
    assert_eq!(game.turns().len(), 1);
    assert_eq!(game.feedback(0), Some(Feedback { black: 1, white: 1 }));
    assert_eq!(game.peg(0, 1), Some(Blue));
    assert_eq!(game.active_row(), Some(1));
    assert_eq!(game.active_pegs(), &[None; 4]);
    assert_eq!(game.status(), Status::Playing);
}

#[test]
fn finding_the_key_wins_and_reveals_it() {
    let game = play_row(&Game::new(Level::I, key1()), &[Red, Red, Red, Red]);
    let game = play_row(&game, &[Red, Green, Blue, Yellow]);
    assert_eq!(game.status(), Status::Won { turns: 2 });
    assert_eq!(game.revealed_key(), Some(key1()));
    assert_eq!(game.active_row(), None);
}

#[test]
fn using_every_turn_without_the_key_loses_at_each_level() {
    for level in Level::ALL {
        let key = Code::from_index(level, 1);
        let wrong = vec![Green; level.pegs()];
        let mut game = Game::new(level, key);
        for turn in 0..level.turns() {
            assert_eq!(game.status(), Status::Playing, "{level:?} turn {turn}");
            game = play_row(&game, &wrong);
        }
        assert_eq!(game.status(), Status::Lost);
        assert_eq!(game.revealed_key(), Some(key));
        assert_eq!(game.apply(Move::Submit), Err(Invalid::GameOver));
    }
}

#[test]
fn winning_on_the_last_turn_is_a_win() {
    let mut game = Game::new(Level::I, key1());
    for _ in 0..7 {
        game = play_row(&game, &[Pink; 4]);
    }
    let game = play_row(&game, &[Red, Green, Blue, Yellow]);
    assert_eq!(game.status(), Status::Won { turns: 8 });
}

#[test]
fn quitting_ends_the_game_and_reveals_the_key() {
    let game = fill(
        &Game::new(Level::II, Code::from_index(Level::II, 5)),
        &[Red],
    );
    let quit = game.apply(Move::Quit).unwrap();
    assert_eq!(quit.status(), Status::Quit);
    assert!(quit.revealed_key().is_some());
    assert_eq!(quit.apply(Move::Quit), Err(Invalid::GameOver));
}

#[test]
fn invalid_actions_name_their_reason_and_change_nothing() {
    let game = play_row(&Game::new(Level::I, key1()), &[Red, Red, Pink, Pink]);
    let cases = [
        (
            Target::Hole { row: 0, hole: 1 },
            Invalid::PlayedRow { row: 0 },
        ),
        (
            Target::Hole { row: 3, hole: 0 },
            Invalid::FutureRow { row: 3, active: 1 },
        ),
        (Target::Hole { row: 1, hole: 4 }, Invalid::OffBoard),
        (Target::Hole { row: 8, hole: 0 }, Invalid::OffBoard),
        (Target::Key, Invalid::KeyCovered),
        (Target::Results { row: 0 }, Invalid::PlayedRow { row: 0 }),
        (
            Target::Results { row: 2 },
            Invalid::FutureRow { row: 2, active: 1 },
        ),
        (
            Target::Results { row: 1 },
            Invalid::RowIncomplete { row: 1, empty: 4 },
        ),
    ];
    for (target, reason) in cases {
        assert_eq!(game.check(target), Err(reason), "{target:?}");
    }
    assert_eq!(game.check(Target::Hole { row: 1, hole: 3 }), Ok(()));
    assert_eq!(
        game.apply(Move::Place {
            row: 0,
            hole: 0,
            colour: Blue
        }),
        Err(Invalid::PlayedRow { row: 0 })
    );
    assert_eq!(
        game.apply(Move::Place {
            row: 1,
            hole: 0,
            colour: Orange
        }),
        Err(Invalid::ColourNotInLevel(Orange))
    );
    assert_eq!(
        game.apply(Move::Place {
            row: 2,
            hole: 0,
            colour: Blue
        }),
        Err(Invalid::FutureRow { row: 2, active: 1 })
    );
}

#[test]
fn after_the_game_every_click_is_game_over() {
    let won = play_row(&Game::new(Level::I, key1()), &[Red, Green, Blue, Yellow]);
    for target in [
        Target::Hole { row: 0, hole: 0 },
        Target::Hole { row: 1, hole: 0 },
        Target::Key,
        Target::Results { row: 1 },
        Target::Quit,
    ] {
        assert_eq!(won.check(target), Err(Invalid::GameOver), "{target:?}");
    }
    assert_eq!(
        won.apply(Move::Place {
            row: 1,
            hole: 0,
            colour: Red
        }),
        Err(Invalid::GameOver)
    );
}

#[test]
fn replay_rebuilds_a_game_from_its_moves() {
    let moves = [
        Move::Place {
            row: 0,
            hole: 0,
            colour: Red,
        },
        Move::Place {
            row: 0,
            hole: 1,
            colour: Green,
        },
        Move::Place {
            row: 0,
            hole: 2,
            colour: Blue,
        },
        Move::Place {
            row: 0,
            hole: 3,
            colour: Pink,
        },
        Move::Submit,
    ];
    let game = Game::replay(Level::I, key1(), moves).unwrap();
    assert_eq!(game.feedback(0), Some(Feedback { black: 3, white: 0 }));
    assert_eq!(
        Game::replay(Level::I, key1(), [Move::Submit]),
        Err(Invalid::RowIncomplete { row: 0, empty: 4 })
    );
}

#[test]
fn cursor_walks_the_row_and_skips_filled_holes() {
    let game = Game::new(Level::I, key1());
    let c = Cursor::reset();
    assert_eq!(c.hole(), 0);
    assert_eq!(c.step(&game, -1).hole(), 0);
    assert_eq!(c.step(&game, 10).hole(), 3);
    // Palette filling an empty row: 0 → 1 → 2 → 3, then stays on the last hole.
    let mut g = game.clone();
    let mut c = Cursor::reset();
    for expected_next in [1, 2, 3, 3] {
        g = g
            .apply(Move::Place {
                row: 0,
                hole: c.hole(),
                colour: Red,
            })
            .unwrap();
        c = c.after_fill(&g);
        assert_eq!(c.hole(), expected_next);
    }
    // With holes 0 and 2 filled, filling hole 0 jumps to the empty hole 1; filling 3 wraps to 1.
    let g = fill(&game, &[Red]);
    let g = g
        .apply(Move::Place {
            row: 0,
            hole: 2,
            colour: Red,
        })
        .unwrap();
    assert_eq!(c.select(&g, 0).after_fill(&g).hole(), 1);
    let g3 = g
        .apply(Move::Place {
            row: 0,
            hole: 3,
            colour: Red,
        })
        .unwrap();
    assert_eq!(c.select(&g3, 3).after_fill(&g3).hole(), 1);
    // Backspace: a filled selected hole is its own target; from an empty hole it goes back to
    // the nearest filled hole on its left (holes 0, 2 and 3 are filled in g3), and stays put
    // when there is none.
    assert_eq!(c.select(&g3, 2).back(&g3).hole(), 2);
    assert_eq!(c.select(&g3, 1).back(&g3).hole(), 0);
    assert_eq!(c.select(&game, 3).back(&game).hole(), 3);
    let g1 = fill(&game, &[Red, Red]);
    assert_eq!(c.select(&g1, 3).back(&g1).hole(), 1);
}

#[test]
fn aids_are_off_at_first_and_stay_on_through_moves_saving_and_replay() {
    let level = Level::I;
    let key = key_from_seed(level, 3);
    let game = Game::new(level, key);
    assert!(!game.aids());
    let guess = Code::from_index(level, 7);
    let game = Game::from_guesses(level, key, &[guess]).unwrap();
    let aided = game.apply(Move::AidsOn).unwrap();
    assert!(aided.aids());
    assert_eq!(aided.turns(), game.turns());
    // Turning them on twice changes nothing; the moves rebuild the same game.
    assert_eq!(aided.apply(Move::AidsOn).unwrap(), aided);
    assert_eq!(Game::replay(level, key, aided.moves()).unwrap(), aided);
    let log = GameLog::from_parts(Game::new(level, key), aided.moves(), aided.moves().len());
    let saved = SavedGame::of(&log.unwrap(), KeySource::Unseeded, "g1").to_json();
    match SavedGame::parse(&saved, level) {
        Read::Fine(GameRecord { log, .. }) => assert!(log.game().aids()),
        other => panic!("{other:?}"),
    }
    // A finished game cannot take them.
    let over = aided.apply(Move::Quit).unwrap();
    assert_eq!(over.apply(Move::AidsOn), Err(Invalid::GameOver));
    assert!(!game.apply(Move::Quit).unwrap().aids());
}
