//! What a board sounds like (SPEC §20), decided in the core: the sounds a change plays, the row
//! `Hear the row` plays and in what order, and the key that asks for it.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::{code, fill, play_row, press};

use mastermind_core::colour::Colour::{self, *};
use mastermind_core::cursor::Cursor;
use mastermind_core::game::{Game, Move};
use mastermind_core::hearing::{Cue, heard, row, row_to_hear};
use mastermind_core::input::{At, BoardKey, Change, Input, respond};
use mastermind_core::level::Level;
use mastermind_core::log::GameLog;
use mastermind_core::variant::{Symbol, Variant};

const KEY: [Colour; 4] = [Red, Green, Blue, Yellow];

fn game() -> Game {
    Game::new(Level::I, code(Level::I, &KEY))
}

fn peg(colour: Colour) -> Cue {
    Cue::Peg(Symbol::Colour(colour))
}

#[test]
fn a_peg_placed_plays_its_symbol_and_a_peg_taken_out_plays_nothing() {
    let before = game();
    let after = fill(&before, &[Pink]);
    assert_eq!(heard(&before, &after), [peg(Pink)]);
    let replaced = after
        .apply(Move::Place {
            row: 0,
            hole: 0,
            colour: Turquoise,
        })
        .unwrap();
    assert_eq!(heard(&after, &replaced), [peg(Turquoise)]);
    let cleared = after.apply(Move::Clear { row: 0, hole: 0 }).unwrap();
    assert_eq!(heard(&after, &cleared), []);
    assert_eq!(heard(&after, &after), [], "nothing changed, nothing heard");
}

#[test]
fn a_row_played_plays_its_marks_blacks_first_and_the_end_after_them() {
    let full = fill(&game(), &[Red, Blue, Green, Pink]);
    let played = full.apply(Move::Submit).unwrap();
    assert_eq!(
        heard(&full, &played),
        [Cue::Black, Cue::White, Cue::White],
        "one black, two whites, in the order shown"
    );
    let none = fill(&played, &[Pink, Pink, Pink, Pink]);
    let nothing = none.apply(Move::Submit).unwrap();
    assert_eq!(heard(&none, &nothing), [Cue::NoMarks]);
    let right = fill(&nothing, &KEY);
    let won = right.apply(Move::Submit).unwrap();
    assert_eq!(
        heard(&right, &won),
        [Cue::Black, Cue::Black, Cue::Black, Cue::Black, Cue::Won]
    );
    let quit = right.apply(Move::Quit).unwrap();
    assert_eq!(heard(&right, &quit), [Cue::Lost]);
}

#[test]
fn the_last_turn_lost_plays_its_marks_then_the_loss() {
    let level = Level::I;
    let wrong = code(level, &[Pink, Pink, Pink, Red]);
    let guesses = vec![wrong; level.turns() - 1];
    let last = Game::from_guesses(level, code(level, &KEY), &guesses).unwrap();
    let full = fill(&last, &[Pink, Pink, Pink, Red]);
    let lost = full.apply(Move::Submit).unwrap();
    assert_eq!(heard(&full, &lost), [Cue::White, Cue::Lost]);
}

#[test]
fn a_row_heard_is_its_pegs_in_hole_order_with_silences_then_its_marks() {
    let played = play_row(&game(), &[Red, Blue, Green, Pink]);
    assert_eq!(
        row(&played, 0),
        [
            peg(Red),
            peg(Blue),
            peg(Green),
            peg(Pink),
            Cue::Black,
            Cue::White,
            Cue::White
        ]
    );
    let half = played
        .apply(Move::Place {
            row: 1,
            hole: 2,
            colour: Yellow,
        })
        .unwrap();
    assert_eq!(
        row(&half, 1),
        [Cue::Hole, Cue::Hole, peg(Yellow), Cue::Hole]
    );
    assert_eq!(row(&half, 2), [], "a row not yet in play has no sound");
}

#[test]
fn the_row_heard_is_the_focused_one_else_the_active_else_the_last() {
    let played = play_row(&game(), &[Red, Blue, Green, Pink]);
    assert_eq!(row_to_hear(&played, Some(0)), Some(0));
    assert_eq!(row_to_hear(&played, Some(1)), Some(1));
    assert_eq!(
        row_to_hear(&played, Some(5)),
        Some(1),
        "a future row: the active one"
    );
    assert_eq!(row_to_hear(&played, None), Some(1));
    let over = played.apply(Move::Quit).unwrap();
    assert_eq!(row_to_hear(&over, None), Some(0));
    assert_eq!(row_to_hear(&over, Some(1)), Some(0));
    assert_eq!(row_to_hear(&game().apply(Move::Quit).unwrap(), None), None);
}

#[test]
fn symbols_are_heard_as_the_level_draws_them() {
    let level = Level::Variant(Variant::Bagels);
    let key = code(level, &[Red, Green, Blue]);
    let before = Game::new(level, key);
    let after = fill(&before, &[Blue]);
    assert_eq!(heard(&before, &after), [Cue::Peg(Symbol::Digit(2))]);
    let level = Level::Variant(Variant::Blanks);
    let before = Game::new(level, code(level, &KEY));
    let after = fill(&before, &[Orange]);
    assert_eq!(heard(&before, &after), [Cue::Peg(Symbol::Blank)]);
}

#[test]
fn h_hears_the_row_anywhere_but_in_a_field_and_after_the_end_too() {
    let level = Level::I;
    assert_eq!(BoardKey::of("h", false, false, level), Some(BoardKey::Hear));
    assert_eq!(BoardKey::of("H", false, true, level), Some(BoardKey::Hear));
    assert_eq!(
        BoardKey::of("h", true, false, level),
        None,
        "Ctrl+H is the browser's"
    );
    let key = code(level, &KEY);
    let played = GameLog::new(Game::from_guesses(level, key, &[code(level, &[Pink; 4])]).unwrap());
    let over = GameLog::new(Game::from_guesses(level, key, &[key]).unwrap());
    for (log, active) in [(&played, 1), (&over, 0)] {
        for at in [At::Page, At::Control] {
            let response = respond(log, Cursor::reset(), Input::Key(press("h", at))).unwrap();
            assert_eq!(response.change, Change::Hear { row: active });
            assert!(response.next.is_none(), "hearing changes nothing");
        }
        let on_row = respond(
            log,
            Cursor::reset(),
            Input::Key(press("h", At::Hole { row: 0, hole: 3 })),
        )
        .unwrap();
        assert_eq!(on_row.change, Change::Hear { row: 0 }, "the focused row");
        assert!(respond(log, Cursor::reset(), Input::Key(press("h", At::Field))).is_none());
        let button = respond(log, Cursor::reset(), Input::Hear).unwrap();
        assert_eq!(button.change, Change::Hear { row: active });
    }
}
