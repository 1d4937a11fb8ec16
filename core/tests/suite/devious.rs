//! Native tests of the devious computer (SPEC 12): its answer is the largest part of the keys
//! still possible under the tie rule, checked against a brute-force reference at every level;
//! the key it shows at the end fits every row; its answers as moves refuse what cannot stand;
//! a stored devious game loads again; the default solver corners it within the turn limit.
#![cfg(not(target_arch = "wasm32"))]

use mastermind_core::code::Code;
use mastermind_core::feedback::Feedback;
use mastermind_core::game::{Game, Invalid, Move, Status, Turn};
use mastermind_core::key::key_from_seed;
use mastermind_core::key_source::KeySource;
use mastermind_core::level::{Custom, Level};
use mastermind_core::log::GameLog;
use mastermind_core::saved::SavedGame;
use mastermind_core::solver::protocol::{Answer, Task, answer};
use mastermind_core::solver::{DeviousAnswer, Solver, Strategy as Play, devious_answer};
use mastermind_core::store::Read;
use proptest::prelude::*;

use crate::common;

use common::{fill, play_row};

/// The largest part by brute force: every key of the level that fits `rows`, split by the
/// feedback `guess` would earn against it (the reference feedback of `common`), the largest part
/// chosen with ties to fewer blacks, then fewer whites. Returns the feedback and the part's keys.
fn largest_part(level: Level, rows: &[Turn], guess: &Code) -> Option<(Feedback, Vec<Code>)> {
    let fits = |key: &Code| {
        rows.iter()
            .all(|t| common::reference(key, &t.guess) == t.feedback)
    };
    let possible: Vec<Code> = Code::all(level).filter(fits).collect();
    Feedback::all(level.pegs())
        .map(|f| {
            let part: Vec<Code> = (possible.iter())
                .filter(|k| common::reference(k, guess) == f)
                .copied()
                .collect();
            (f, part)
        })
        .filter(|(_, part)| !part.is_empty())
        // Larger first; then fewer blacks, then fewer whites.
        .max_by(|(fa, a), (fb, b)| {
            (
                a.len(),
                std::cmp::Reverse(fa.black),
                std::cmp::Reverse(fa.white),
            )
                .cmp(&(
                    b.len(),
                    std::cmp::Reverse(fb.black),
                    std::cmp::Reverse(fb.white),
                ))
        })
}

/// Plays `guesses` against the devious computer at `level`, checking each answer against the
/// reference, until the game ends or the guesses run out. Returns the game.
fn play_checked(level: Level, guesses: &[Code]) -> Game {
    let mut game = Game::new(level, Code::from_index(level, 0)).with_devious(true);
    for guess in guesses {
        if game.is_over() {
            break;
        }
        let rows = game.turns().to_vec();
        let (feedback, part) = largest_part(level, &rows, guess).expect("some key fits");
        let answer = devious_answer(level, &rows, *guess).expect("an answer");
        assert_eq!(answer.feedback, feedback, "rows {rows:?}, guess {guess:?}");
        assert!(part.contains(&answer.key), "its key is in the largest part");
        game = play_row(&game, guess.pegs());
        assert_eq!(game.turns().last().map(|t| t.feedback), Some(feedback));
    }
    game
}

/// Whether `key` fits every row of `game`.
fn fits_every_row(game: &Game, key: &Code) -> bool {
    game.turns()
        .iter()
        .all(|t| common::reference(key, &t.guess) == t.feedback)
}

fn codes(level: Level) -> impl Strategy<Value = Vec<Code>> {
    let n = level.possible_keys();
    proptest::collection::vec(0..n, 1..=level.turns()).prop_map(move |ids| {
        ids.into_iter()
            .map(|i| Code::from_index(level, i))
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Level I, any guesses: every answer is the reference's largest part, and the key shown at
    /// the end fits every row.
    #[test]
    fn level_one_answers_are_the_largest_part(guesses in codes(Level::I)) {
        let game = play_checked(Level::I, &guesses);
        prop_assert!(fits_every_row(&game, &game.key()));
        if game.is_over() {
            prop_assert_eq!(game.revealed_key(), Some(game.key()));
        }
    }
}

#[test]
fn level_two_and_three_answers_are_the_largest_part() {
    for level in [Level::II, Level::III] {
        // Guesses from a fixed seed: a spread of repeated and distinct colours.
        let guesses: Vec<Code> = (0..4).map(|i| key_from_seed(level, 7 + i)).collect();
        let game = play_checked(level, &guesses);
        assert_eq!(game.turns().len(), 4);
        assert!(fits_every_row(&game, &game.key()));
    }
}

#[test]
fn the_computer_is_beaten_only_when_cornered() {
    // With two keys left, the guess of one of them is answered with the other's marks (a part
    // of one key, with fewer blacks than the win), so the game goes on.
    let level = Level::I;
    let key = key_from_seed(level, 9);
    // Rows marked against a real key, from guesses drawn from seeds, until two keys are left.
    let two_left = (0..500u64).find_map(|start| {
        let mut solver = Solver::new(level);
        for seed in start..start + 6 {
            let guess = key_from_seed(level, seed * 31);
            solver.add(guess, common::reference(&key, &guess));
            match solver.remaining() {
                2 => return Some(solver),
                0 | 1 => return None,
                _ => {}
            }
        }
        None
    });
    let solver = two_left.expect("some rows leave two keys");
    let left: Vec<Code> = solver.candidates().collect();
    for guess in &left {
        let answer = solver.devious_answer(*guess).expect("an answer");
        assert!(
            !answer.feedback.is_win(level.pegs()),
            "{guess:?} is not the key yet"
        );
        assert!(left.contains(&answer.key) && answer.key != *guess);
    }
    // With one key left, guessing it wins.
    let mut game = Game::new(level, Code::from_index(level, 0)).with_devious(true);
    let mut solver = Solver::new(level);
    while let Some(guess) = solver.next_guess(Play::DEFAULT) {
        game = play_row(&game, guess.pegs());
        if game.is_over() {
            break;
        }
        let last = game.turns().last().copied().expect("a row");
        solver.add(last.guess, last.feedback);
    }
    let won = matches!(game.status(), Status::Won { .. });
    assert!(won, "the default strategy corners it at level I: {game:?}");
    assert_eq!(game.revealed_key(), game.turns().last().map(|t| t.guess));
}

#[test]
fn the_default_solver_needs_this_many_guesses_against_it() {
    // Reported in docs/solver.md; levels II and III are measured by `cargo xtask bench devious`.
    let turns = guesses_against_devious(Level::I);
    assert!(turns <= Level::I.turns(), "{turns} guesses at level I");
    println!("default strategy against the devious computer, level I: {turns} guesses");
}

/// How many guesses the default strategy needs to corner the devious computer at `level`.
fn guesses_against_devious(level: Level) -> usize {
    let mut solver = Solver::new(level);
    let mut rows = Vec::new();
    while let Some(guess) = solver.next_guess(Play::DEFAULT) {
        let DeviousAnswer { feedback, .. } = devious_answer(level, &rows, guess).expect("answers");
        rows.push(Turn { guess, feedback });
        if feedback.is_win(level.pegs()) || rows.len() > 20 {
            break;
        }
        solver.add(guess, feedback);
    }
    rows.len()
}

#[test]
fn an_answer_that_cannot_stand_is_refused() {
    let level = Level::I;
    let devious = Game::new(level, Code::from_index(level, 0)).with_devious(true);
    let guess = key_from_seed(level, 3);
    let right = devious_answer(level, &[], guess).expect("an answer");
    let filled = fill(&devious, guess.pegs());
    // Its own answer stands, and sets the key.
    let played = filled
        .apply(Move::Answer {
            feedback: right.feedback,
            key: right.key,
        })
        .expect("stands");
    assert_eq!(played.key(), right.key);
    // Marks the key would not earn.
    let other = Feedback {
        black: right.feedback.black,
        white: (right.feedback.white + 1) % 3,
    };
    assert_eq!(
        filled.apply(Move::Answer {
            feedback: other,
            key: right.key
        }),
        Err(Invalid::BadAnswer)
    );
    // A key that does not fit an earlier row.
    let guess2 = key_from_seed(level, 4);
    let second = fill(&played, guess2.pegs());
    let misfit = Code::all(level)
        .find(|k| common::reference(k, &guess) != right.feedback)
        .expect("some key does not fit");
    let marks = common::reference(&misfit, &guess2);
    assert_eq!(
        second.apply(Move::Answer {
            feedback: marks,
            key: misfit
        }),
        Err(Invalid::BadAnswer)
    );
    // An answer in a game with a key of its own.
    let plain = fill(&Game::new(level, right.key), guess.pegs());
    assert_eq!(
        plain.apply(Move::Answer {
            feedback: right.feedback,
            key: right.key
        }),
        Err(Invalid::BadAnswer)
    );
    // A row not full yet.
    assert_eq!(
        devious.apply(Move::Answer {
            feedback: right.feedback,
            key: right.key
        }),
        Err(Invalid::RowIncomplete { row: 0, empty: 4 })
    );
}

#[test]
fn only_the_standard_levels_are_devious() {
    let custom = Level::Custom(Custom::new(4, 6, 8, true).expect("a custom size"));
    let game = Game::new(custom, Code::from_index(custom, 0)).with_devious(true);
    assert!(!game.is_devious());
    assert!(
        Game::new(Level::II, Code::from_index(Level::II, 0))
            .with_devious(true)
            .is_devious()
    );
}

#[test]
fn a_stored_devious_game_loads_again_and_its_moves_rebuild_it() {
    let level = Level::I;
    let guesses = [key_from_seed(level, 5), key_from_seed(level, 6)];
    let game = play_checked(level, &guesses);
    let start = Game::new(level, Code::from_index(level, 0)).with_devious(true);
    let moves = game.moves();
    let at = moves.len();
    let log = GameLog::from_parts(start, moves, at).expect("replays");
    let saved = SavedGame::of(&log, KeySource::Devious, "id-1").to_json();
    match SavedGame::parse(&saved, level) {
        Read::Fine(record) => {
            assert_eq!(record.log.game(), &game);
            assert_eq!(record.source, KeySource::Devious);
            assert!(record.log.game().is_devious());
        }
        other => panic!("not read back: {other:?}"),
    }
    // A devious game stored under another source, or a plain game under the devious source,
    // is refused.
    let as_drawn = saved.replace("\"devious\"", "{\"drawn\":1}");
    assert!(!matches!(SavedGame::parse(&as_drawn, level), Read::Fine(_)));
}

#[test]
fn the_worker_answers_as_the_rules_do() {
    let level = Level::II;
    let rows = vec![Turn {
        guess: key_from_seed(level, 1),
        feedback: Feedback { black: 0, white: 2 },
    }];
    let guess = key_from_seed(level, 2);
    let task = Task::Devious {
        level,
        rows: rows.clone(),
        guess,
    };
    let json = serde_json::to_string(&task).expect("serialises");
    let back: Task = serde_json::from_str(&json).expect("parses");
    assert_eq!(back, task);
    let expected = devious_answer(level, &rows, guess);
    assert!(expected.is_some());
    assert_eq!(answer(&task), Answer::Devious(expected));
    assert!(answer(&task).fits(&task));
    // A guess of another level is refused, never answered.
    let foreign = Task::Devious {
        level,
        rows,
        guess: key_from_seed(Level::III, 2),
    };
    assert_eq!(answer(&foreign), Answer::Refused);
}
