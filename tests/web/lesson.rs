//! `Learn to play` (SPEC 13): the lesson's game follows the rules, its counts are the rules' own,
//! each step takes only the guess it asks for, and every language states the counts it is given.
#![cfg(not(target_arch = "wasm32"))]

use mastermind::i18n::Lang;
use mastermind::rules::code::Code;
use mastermind::rules::colour::Colour;
use mastermind::rules::game::{Game, Invalid, Move, Status};
use mastermind::rules::lesson::LESSON;
use mastermind::rules::level::Level;
use mastermind::rules::solver::remaining_after_each;

/// Fills the active row with `code` and submits it, checked as the lesson page checks it.
fn play(game: &Game, code: Code) -> Result<Game, Invalid> {
    let row = game.active_row().ok_or(Invalid::GameOver)?;
    let filled = (code.pegs().iter().enumerate())
        .try_fold(game.clone(), |g, (hole, &colour)| {
            g.apply(Move::Place { row, hole, colour })
        })?;
    LESSON.check_submit(&filled)?;
    filled.apply(Move::Submit)
}

#[test]
fn the_lesson_is_won_on_its_last_step_with_the_counts_it_states() {
    let mut game = LESSON.start();
    for row in 0..LESSON.steps() {
        game = play(&game, LESSON.asked(row).unwrap()).unwrap();
    }
    assert_eq!(game.status(), Status::Won { turns: 4 });
    assert_eq!(remaining_after_each(Level::I, game.turns()), LESSON.left);
    assert!(LESSON.steps() >= 3 && LESSON.steps() <= 5, "3 to 5 steps");
}

#[test]
fn a_step_takes_only_the_guess_it_asks_for() {
    let game = LESSON.start();
    let other = Code::new(Level::I, &[Colour::Pink; 4]).unwrap();
    assert_eq!(
        play(&game, other),
        Err(Invalid::NotAsked {
            row: 0,
            asked: LESSON.asked(0).unwrap()
        })
    );
    // A row not full yet is the rules' business, not the lesson's.
    assert_eq!(LESSON.check_submit(&game), Ok(()));
}

#[test]
fn every_language_states_the_counts_of_the_lesson() {
    for &lang in Lang::ALL {
        let t = lang.text();
        for (step, &left) in LESSON.left.iter().enumerate() {
            let text = (t.lesson_proves)(step, left);
            assert!(!text.is_empty());
            if left > 1 {
                assert!(text.contains(&left.to_string()), "{lang:?}: {text}");
            }
        }
        let ask = (t.lesson_ask)(2, 4, 2, "x, y");
        assert!(
            ask.contains('2') && ask.contains('4') && ask.contains("x, y"),
            "{ask}"
        );
    }
}
