//! `Read the board` (SPEC §16): the facts a reading carries, decided in the core, and the key
//! that asks for it.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::{code, press};

use mastermind_core::colour::Colour;
use mastermind_core::cursor::Cursor;
use mastermind_core::game::{Game, Move};
use mastermind_core::input::Change;
use mastermind_core::input::{At, BoardKey, Input, respond};
use mastermind_core::level::Level;
use mastermind_core::log::GameLog;
use mastermind_core::puzzle::Difficulty;
use mastermind_core::puzzle::Puzzle;
use mastermind_core::reading::{Reading, reading};

#[test]
fn a_reading_lists_the_rows_the_active_row_and_the_turns_left() {
    let level = Level::I;
    let key = code(
        level,
        &[Colour::Red, Colour::Green, Colour::Blue, Colour::Yellow],
    );
    let guess = code(
        level,
        &[Colour::Red, Colour::Red, Colour::Green, Colour::Green],
    );
    let mut game = Game::from_guesses(level, key, &[guess]).unwrap();
    game = game
        .apply(Move::Place {
            row: 1,
            hole: 2,
            colour: Colour::Pink,
        })
        .unwrap();
    let r = reading(&game, &[]);
    assert_eq!(r.rows, game.turns());
    assert_eq!(
        r.active,
        Some(vec![None, None, Some(Colour::Pink), None]),
        "the active row's holes, empty ones included"
    );
    assert_eq!(r.turns_left, level.turns() - 1);
    assert_eq!(r.possible, None, "no count without the aids");
}

#[test]
fn the_aids_add_the_last_count_and_a_finished_game_has_no_active_row() {
    let level = Level::I;
    let key = code(
        level,
        &[Colour::Red, Colour::Green, Colour::Blue, Colour::Yellow],
    );
    let guess = code(
        level,
        &[Colour::Red, Colour::Red, Colour::Green, Colour::Green],
    );
    let game = Game::new(level, key).apply(Move::AidsOn).unwrap();
    let game = Game::replay_from(
        game,
        guess
            .pegs()
            .iter()
            .enumerate()
            .map(|(hole, &colour)| Move::Place {
                row: 0,
                hole,
                colour,
            })
            .chain([Move::Submit]),
    )
    .unwrap();
    assert_eq!(reading(&game, &[]).possible, None, "not counted yet");
    assert_eq!(reading(&game, &[42]).possible, Some(42));
    let won = Game::from_guesses(level, key, &[guess, key]).unwrap();
    let r: Reading = reading(&won, &[]);
    assert_eq!((r.active, r.turns_left, r.rows.len()), (None, 0, 2));
}

#[test]
fn a_puzzle_reads_its_given_rows() {
    let puzzle = Puzzle::generate(Level::I, 3, Difficulty::Easy);
    let game = Game::from_puzzle(&puzzle, false);
    let r = reading(&game, &[]);
    assert_eq!(r.rows, puzzle.rows());
    assert_eq!(r.turns_left, 1);
}

#[test]
fn r_reads_the_board_anywhere_but_in_a_field_and_after_the_end_too() {
    let level = Level::I;
    assert_eq!(BoardKey::of("r", false, false, level), Some(BoardKey::Read));
    assert_eq!(BoardKey::of("R", false, true, level), Some(BoardKey::Read));
    assert_eq!(
        BoardKey::of("r", true, false, level),
        None,
        "Ctrl+R is the browser's"
    );
    let key = code(
        level,
        &[Colour::Red, Colour::Green, Colour::Blue, Colour::Yellow],
    );
    let playing = GameLog::new(Game::new(level, key));
    let over = GameLog::new(Game::from_guesses(level, key, &[key]).unwrap());
    for log in [&playing, &over] {
        for at in [At::Page, At::Control, At::Hole { row: 0, hole: 0 }] {
            let response = respond(log, Cursor::reset(), Input::Key(press("r", at))).unwrap();
            assert_eq!(response.change, Change::Read);
            assert!(response.next.is_none(), "reading changes nothing");
        }
        assert!(respond(log, Cursor::reset(), Input::Key(press("r", At::Field))).is_none());
        let button = respond(log, Cursor::reset(), Input::Read).unwrap();
        assert_eq!(button.change, Change::Read);
    }
}
