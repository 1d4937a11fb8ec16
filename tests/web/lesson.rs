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
            let text = t.lesson_proof(step, left);
            assert!(!text.is_empty());
            if left > 1 {
                assert!(text.contains(&left.to_string()), "{lang:?}: {text}");
            }
        }
        let ask = t.lesson_ask(2, 4, 2, "x, y");
        assert!(
            ask.contains('2') && ask.contains('4') && ask.contains("x, y"),
            "{ask}"
        );
    }
}

/// The page's markup (`learn_markup`): its first paint holds the board at the lesson's start and
/// `Skip`, both inert; the program's holds the place of the board empty; the coach asks for each
/// step's guess, then says the lesson is done; each row's sentence is kept for a screen reader
/// only while a later row is played and the lesson goes on; the way on is `Skip`, then the link
/// to a first game.
#[test]
fn the_lesson_s_markup_follows_the_lesson() {
    use mastermind::learn_markup::{Stage, learn, proof, proof_hidden, step, way_on};
    for &lang in Lang::ALL {
        let t = lang.text();
        let first = learn(t, Stage::FirstPaint);
        let mounted = learn(t, Stage::Mounted);
        assert!(first.contains(r#"<div class="game" inert><section class="board pegs-4">"#));
        assert!(
            first.contains(r#"<p class="lesson-way-on" inert><button type="button" data-skip>"#)
        );
        assert!(mounted.contains(r#"<div class="game"></div>"#), "{mounted}");
        assert!(!mounted.contains("inert"));
        let mut game = LESSON.start();
        for row in 0..LESSON.steps() {
            let asked = step(t, &game);
            assert!(asked.contains(&(row + 1).to_string()), "{lang:?}: {asked}");
            assert_ne!(asked, t.lesson_done);
            if row == 0 {
                assert!(first.contains(&mastermind::markup::esc(&asked)));
            }
            game = play(&game, LESSON.asked(row).unwrap()).unwrap();
        }
        assert_eq!(step(t, &game), t.lesson_done);
        let item = proof(t, 1, true);
        assert!(
            item.starts_with(r#"<li class="sr-only"><strong>"#),
            "{item}"
        );
        assert!(proof(t, 1, false).starts_with("<li><strong>"));
        assert!(item.contains(&mastermind::markup::esc(&t.lesson_proof(1, LESSON.left[1]))));
        assert!(way_on(t, false).contains("data-skip"));
        assert!(
            way_on(t, true).starts_with(r#"<a href="/play/1">"#),
            "{}",
            way_on(t, true)
        );
    }
    // Two rows played: the first row's sentence for a screen reader only; at the end, every row's.
    assert!(proof_hidden(0, 2, false));
    assert!(!proof_hidden(1, 2, false));
    assert!(!proof_hidden(0, 4, true));
}
