//! Custom games (issue 12 item 5): sizes from 2×2 to 8 pegs and 10 colours, with and without
//! repeats, through the whole game; feedback against a brute-force reference; seeded keys; the
//! settings read from a URL; the solver and the codebreaker on the sizes it can decide.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::{custom, marked, play_row, reference};
use std::collections::HashSet;

use mastermind_core::code::Code;
use mastermind_core::codebreaker::{Codebreaker, Stage};
use mastermind_core::colour::Colour;
use mastermind_core::feedback::Feedback;
use mastermind_core::game::{Game, Invalid, Move, Status, Target, Turn};
use mastermind_core::key::{key_from_seed, random_seed};
use mastermind_core::level::{Custom, CustomError, Level, Setting};
use mastermind_core::scores::{ScoreTable, Scores};
use mastermind_core::solver::{
    self, Feasibility, MAX_KEYS, Packed, Solver, Strategy as SolverStrategy, mark, mark_between,
    remaining_after_each, smallest_conflict,
};
use proptest::prelude::*;

fn pegs(level: Level, colours: &[usize]) -> Code {
    let pegs: Vec<Colour> = colours.iter().map(|&i| Colour::ALL[i]).collect();
    Code::new(level, &pegs).expect("a code of the level")
}

/// Plays `guesses` one peg at a time, then submits, checking every step is accepted.
fn play(game: Game, guesses: &[Code]) -> Game {
    guesses
        .iter()
        .fold(game, |game, guess| play_row(&game, guess.pegs()))
}

#[test]
fn two_by_two_won_and_lost() {
    let level = custom(2, 2, 3, true);
    assert_eq!(level.possible_keys(), 4);
    let key = pegs(level, &[1, 0]);
    let won = play(
        Game::new(level, key),
        &[pegs(level, &[0, 0]), pegs(level, &[1, 0])],
    );
    assert_eq!(won.status(), Status::Won { turns: 2 });
    assert_eq!(won.turns()[0].feedback, Feedback { black: 1, white: 0 });
    assert_eq!(won.revealed_key(), Some(key));
    let wrong = pegs(level, &[0, 1]);
    let lost = play(Game::new(level, key), &[wrong, wrong, wrong]);
    assert_eq!(lost.status(), Status::Lost);
    assert_eq!(lost.turns()[0].feedback, Feedback { black: 0, white: 2 });
    // A colour past the second is not in this game.
    assert_eq!(
        Game::new(level, key).apply(Move::Place {
            row: 0,
            hole: 0,
            colour: Colour::Blue
        }),
        Err(Invalid::ColourNotInLevel(Colour::Blue))
    );
}

#[test]
fn eight_pegs_ten_colours_through_the_whole_game() {
    let level = custom(8, 10, 12, true);
    let key = key_from_seed(level, 2026);
    assert_eq!(key.pegs().len(), 8);
    let grey = pegs(level, &[9; 8]);
    let near = {
        let mut p: Vec<usize> = key.pegs().iter().map(|c| c.index()).collect();
        p.swap(0, 7);
        pegs(level, &p)
    };
    let game = play(Game::new(level, key), &[grey, near]);
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(game.turns()[0].feedback, reference(&key, &grey));
    assert_eq!(game.active_row(), Some(2));
    let game = play(game, &[key]);
    assert_eq!(game.status(), Status::Won { turns: 3 });
    assert_eq!(game.turn_limit(), 12);
    // Brown and grey are colours 9 and 10; the holes past the eighth are off the board.
    assert_eq!(level.palette()[8..], [Colour::Brown, Colour::Grey]);
    assert_eq!(
        Game::new(level, key).check(Target::Hole { row: 0, hole: 8 }),
        Err(Invalid::OffBoard)
    );
}

#[test]
fn without_repeats_keys_and_guesses_have_distinct_colours() {
    let level = custom(4, 6, 5, false);
    let key = pegs(level, &[0, 1, 2, 3]);
    // A full row with a colour twice is refused, with the colour named.
    let mut game = Game::new(level, key);
    for (hole, colour) in [0, 1, 0, 3].into_iter().enumerate() {
        game = game
            .apply(Move::Place {
                row: 0,
                hole,
                colour: Colour::ALL[colour],
            })
            .unwrap();
    }
    let refusal = Invalid::RepeatedColour {
        row: 0,
        colour: Colour::Red,
    };
    assert_eq!(game.apply(Move::Submit), Err(refusal));
    assert_eq!(game.check(Target::Results { row: 0 }), Err(refusal));
    assert_eq!(game.active_code(), None);
    // Changing the repeated peg makes the row a guess again.
    let game = game
        .apply(Move::Place {
            row: 0,
            hole: 2,
            colour: Colour::Pink,
        })
        .unwrap()
        .apply(Move::Submit)
        .unwrap();
    assert_eq!(game.turns()[0].feedback, Feedback { black: 3, white: 0 });
    // Won, and lost.
    let won = play(game, &[key]);
    assert_eq!(won.status(), Status::Won { turns: 2 });
    let wrong = pegs(level, &[3, 2, 1, 0]);
    let lost = play(Game::new(level, key), &[wrong; 5]);
    assert_eq!(lost.status(), Status::Lost);
    assert_eq!(lost.turns()[4].feedback, Feedback { black: 0, white: 4 });
    // An incomplete row with a repeat is still just incomplete.
    let half = Game::new(level, key)
        .apply(Move::Place {
            row: 0,
            hole: 0,
            colour: Colour::Red,
        })
        .unwrap()
        .apply(Move::Place {
            row: 0,
            hole: 1,
            colour: Colour::Red,
        })
        .unwrap();
    assert_eq!(
        half.apply(Move::Submit),
        Err(Invalid::RowIncomplete { row: 0, empty: 2 })
    );
}

#[test]
fn eight_pegs_ten_colours_without_repeats_won_and_lost() {
    let level = custom(8, 10, 2, false);
    let key = key_from_seed(level, 7);
    let distinct: HashSet<Colour> = key.pegs().iter().copied().collect();
    assert_eq!(distinct.len(), 8);
    let guess = Code::from_index(level, 0);
    let lost = play(Game::new(level, key), &[guess; 2]);
    assert_eq!(lost.status(), Status::Lost);
    assert_eq!(lost.turns()[0].feedback, reference(&key, &guess));
    let won = play(Game::new(level, key), &[guess, key]);
    assert_eq!(won.status(), Status::Won { turns: 2 });
}

#[test]
fn turn_limits_of_one_and_twenty() {
    let one = custom(3, 5, 1, true);
    let key = pegs(one, &[4, 4, 0]);
    let lost = play(Game::new(one, key), &[pegs(one, &[0, 0, 0])]);
    assert_eq!(lost.status(), Status::Lost);
    assert_eq!(
        lost.apply(Move::Submit),
        Err(Invalid::GameOver),
        "the one row is played"
    );
    let won = play(Game::new(one, key), &[key]);
    assert_eq!(won.status(), Status::Won { turns: 1 });

    let twenty = custom(3, 5, 20, true);
    let wrong = pegs(twenty, &[1, 1, 1]);
    let game = play(Game::new(twenty, key), &[wrong; 19]);
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(game.turn_limit(), 20);
    assert_eq!(
        game.check(Target::Hole { row: 20, hole: 0 }),
        Err(Invalid::OffBoard)
    );
    assert_eq!(play(game.clone(), &[wrong]).status(), Status::Lost);
    assert_eq!(play(game, &[key]).status(), Status::Won { turns: 20 });
}

#[test]
fn a_custom_game_survives_its_stored_form() {
    let level = custom(5, 9, 7, false);
    let key = key_from_seed(level, 11);
    let game = play(Game::new(level, key), &[Code::from_index(level, 1234)]);
    let json = serde_json::to_string(&game).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.level(), level);
}

#[test]
fn custom_games_never_enter_the_high_scores() {
    let scores = Scores::default();
    let level = custom(4, 6, 8, true);
    assert!(!scores.qualifies(level, 1));
    assert!(scores.qualifies(Level::I, 1));
    assert!(scores.table(level).is_empty());
    assert_eq!(scores.with_table(level, ScoreTable::default()), scores);
}

#[test]
fn seeded_custom_keys_are_deterministic_and_distinct_without_repeats() {
    for (pegs, colours) in [(2, 2), (4, 6), (5, 10), (8, 8), (8, 10)] {
        let level = custom(pegs, colours, 10, false);
        for seed in 0..200 {
            let key = key_from_seed(level, seed);
            assert_eq!(key, key_from_seed(level, seed));
            assert!(Code::new(level, key.pegs()).is_ok(), "{key:?}");
            let distinct: HashSet<Colour> = key.pegs().iter().copied().collect();
            assert_eq!(distinct.len(), pegs, "{key:?}");
        }
    }
    // The turn limit plays no part; repeats and sizes do.
    let a = custom(4, 6, 8, true);
    let b = custom(4, 6, 12, true);
    assert!((0..50).all(|s| key_from_seed(a, s) == key_from_seed(b, s)));
    // A custom game of level I's size is not level I's key.
    assert!((0..50).any(|s| key_from_seed(a, s) != key_from_seed(Level::I, s)));
}

#[test]
fn seeded_keys_without_repeats_cover_every_arrangement_evenly() {
    let level = custom(3, 4, 10, false);
    assert_eq!(level.possible_keys(), 24);
    let mut counts = [0u32; 24];
    for seed in 0..24_000 {
        counts[key_from_seed(level, seed).index(level) as usize] += 1;
    }
    // 1 000 expected each; a fair draw stays well within ±15 %.
    assert!(
        counts.iter().all(|&n| (850..=1150).contains(&n)),
        "{counts:?}"
    );
}

#[test]
fn random_custom_keys_are_codes_of_the_level() {
    let level = custom(8, 10, 10, false);
    for _ in 0..20 {
        let key = key_from_seed(level, random_seed().unwrap());
        assert!(Code::new(level, key.pegs()).is_ok());
    }
}

fn arb_custom() -> impl Strategy<Value = Level> {
    (2usize..=8, 2usize..=10, 1usize..=20, any::<bool>())
        .prop_filter_map("enough colours", |(p, c, t, r)| {
            Custom::new(p, c, t, r).ok().map(Level::Custom)
        })
}

fn arb_level_and_codes() -> impl Strategy<Value = (Level, Code, Code)> {
    arb_custom().prop_flat_map(|level| {
        let code = (0..level.possible_keys()).prop_map(move |i| Code::from_index(level, i));
        (Just(level), code.clone(), code)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn custom_feedback_matches_the_reference((level, key, guess) in arb_level_and_codes()) {
        prop_assert!(Code::new(level, key.pegs()).is_ok());
        prop_assert_eq!(key.index(level), Code::from_index(level, key.index(level)).index(level));
        let feedback = Feedback::between(&key, &guess);
        prop_assert_eq!(feedback, reference(&key, &guess));
        prop_assert_eq!(feedback, Feedback::between(&guess, &key));
        // The solver's packed feedback agrees, counts of 8 and ten colours included.
        let m = mark_between(level.pegs() as u32, Packed::of(&key), Packed::of(&guess));
        prop_assert_eq!(m, mark(feedback));
        prop_assert_eq!(solver::feedback_of(m), feedback);
    }

    #[test]
    fn custom_settings_never_panic(
        p in proptest::option::of(".{0,12}"),
        c in proptest::option::of("[0-9]{0,4}|.{0,6}"),
        t in proptest::option::of("[0-9]{0,25}"),
        r in proptest::option::of("yes|no|.{0,4}"),
    ) {
        if let Ok(settings) = Custom::from_query(p.as_deref(), c.as_deref(), t.as_deref(), r.as_deref()) {
            let level = Level::Custom(settings);
            prop_assert!((2..=8).contains(&level.pegs()));
            prop_assert!((2..=10).contains(&level.colours()));
            prop_assert!((1..=20).contains(&level.turns()));
            prop_assert!(level.repeats() || level.colours() >= level.pegs());
            // The query form reads back to the same settings.
            let query = settings.query();
            let value = |name: &str| {
                query.split('&').find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
            };
            prop_assert_eq!(
                Custom::from_query(value("pegs"), value("colours"), value("turns"), value("repeats")),
                Ok(settings)
            );
        }
    }

    #[test]
    fn custom_settings_in_range_always_make_a_game(level in arb_custom()) {
        let settings = level.custom().unwrap();
        prop_assert_eq!(Custom::new(level.pegs(), level.colours(), level.turns(), level.repeats()), Ok(settings));
        let key = key_from_seed(level, 1);
        prop_assert!(Code::new(level, key.pegs()).is_ok());
    }
}

#[test]
fn custom_settings_from_a_url() {
    let read = |p, c, t, r| Custom::from_query(Some(p), Some(c), Some(t), Some(r));
    assert_eq!(
        read("11", "6", "8", "yes"),
        Err(CustomError::OutOfRange(Setting::Pegs, 11))
    );
    assert_eq!(
        read("4", "0", "8", "yes"),
        Err(CustomError::OutOfRange(Setting::Colours, 0))
    );
    assert_eq!(
        read("text", "6", "8", "yes"),
        Err(CustomError::Unreadable(Setting::Pegs, "text".into()))
    );
    let ok = read("8", "10", "20", "no").unwrap();
    assert_eq!(Level::Custom(ok).possible_keys(), 1_814_400);
}

/// Plays every key of `keys` with the default strategy and checks each is found within the
/// level's turns (and with guesses of the level); returns the average number of guesses.
fn solve_all(level: Level, keys: impl Iterator<Item = Code>) -> f64 {
    let (mut games, mut total) = (0, 0);
    for key in keys {
        let turns = solver::play_out(key, level, SolverStrategy::DEFAULT);
        let last = turns.last().expect("at least one guess");
        assert_eq!(last.guess, key, "{level:?}");
        assert!(
            turns.len() <= level.turns(),
            "{key:?}: {} guesses",
            turns.len()
        );
        for t in &turns {
            assert!(
                Code::new(level, t.guess.pegs()).is_ok(),
                "{:?} is not a guess of the level",
                t.guess
            );
        }
        games += 1;
        total += turns.len();
    }
    total as f64 / games as f64
}

#[test]
fn the_solver_finds_every_key_of_three_pegs_four_colours() {
    let level = custom(3, 4, 5, true);
    assert!(solver::feasible(level));
    let average = solve_all(level, Code::all(level));
    assert!(average < 3.5, "{average}");
}

#[test]
fn the_solver_finds_keys_of_four_pegs_ten_colours_without_repeats() {
    let level = custom(4, 10, 8, false);
    assert!(solver::feasible(level));
    assert_eq!(
        Solver::new(level).next_guess(SolverStrategy::DEFAULT),
        Some(pegs(level, &[0, 1, 2, 3])),
        "the first guess is the first arrangement, by symmetry"
    );
    // A sample here (a debug build takes about 3 s a game); every key in the test below.
    solve_all(level, Code::all(level).step_by(461));
}

#[test]
#[ignore = "every 4-of-10 key, 5 040 games (11 min of CPU): cargo test --profile fast -p mastermind-core --test suite -- --ignored"]
fn the_solver_finds_every_key_of_four_pegs_ten_colours_without_repeats() {
    let level = custom(4, 10, 7, false);
    let average = solve_all(level, Code::all(level));
    println!("4 pegs, 10 colours, no repeats: {average:.3} guesses on average");
    assert!(average < 5.6, "{average}");
}

#[test]
fn the_solver_works_on_two_pegs_and_eight_pegs_without_repeats() {
    let level = custom(2, 2, 2, false);
    solve_all(level, Code::all(level));
    // 8 of 8 colours without repeats: 40 320 keys.
    let level = custom(8, 8, 20, false);
    assert!(solver::feasible(level));
    solve_all(level, (0..3).map(|s| key_from_seed(level, s)));
}

#[test]
fn feasibility_follows_the_number_of_keys() {
    for level in Level::ALL {
        assert_eq!(solver::feasibility(level), Feasibility::Feasible);
    }
    assert_eq!(
        solver::feasibility(custom(8, 10, 20, true)),
        Feasibility::TooLarge {
            keys: 100_000_000,
            limit: MAX_KEYS
        }
    );
    assert!(!solver::feasible(custom(8, 10, 20, false)));
    assert!(!solver::feasible(custom(7, 6, 20, true)));
    assert!(solver::feasible(custom(6, 10, 20, false)));
    assert!(solver::feasible(custom(5, 10, 20, true)));
}

#[test]
fn counts_and_conflicts_on_a_custom_size() {
    let level = custom(4, 10, 8, false);
    let key = pegs(level, &[9, 8, 0, 1]);
    let guesses = [[0, 1, 2, 3], [4, 5, 6, 7], [9, 0, 8, 2]].map(|g| pegs(level, &g));
    let turns = marked(&key, guesses);
    let counts = remaining_after_each(level, &turns);
    let brute: Vec<usize> = (1..=turns.len())
        .map(|n| {
            Code::all(level)
                .filter(|k| {
                    turns[..n]
                        .iter()
                        .all(|t| Feedback::between(k, &t.guess) == t.feedback)
                })
                .count()
        })
        .collect();
    assert_eq!(counts, brute);
    assert_eq!(smallest_conflict(level, &turns).unwrap(), None);
    // Four whites for the first guess and none for the same colours later cannot both hold.
    let mut wrong = turns[..1].to_vec();
    wrong[0].feedback = Feedback { black: 0, white: 4 };
    wrong.push(Turn {
        guess: pegs(level, &[3, 2, 1, 0]),
        feedback: Feedback { black: 0, white: 0 },
    });
    assert_eq!(smallest_conflict(level, &wrong).unwrap(), Some(vec![0, 1]));
}

#[test]
fn the_computer_breaks_a_custom_key() {
    let level = custom(5, 9, 10, false);
    let secret = key_from_seed(level, 5);
    let mut session = Codebreaker::new(level, Some(secret), false);
    for _ in 0..level.turns() {
        session.think();
        if let Stage::Found(_) = session.stage() {
            break;
        }
    }
    assert!(matches!(session.stage(), Stage::Found(n) if n <= level.turns()));
    assert_eq!(session.rows().last().unwrap().guess, secret);
    assert_eq!(session.remaining().last(), Some(&1));
}
