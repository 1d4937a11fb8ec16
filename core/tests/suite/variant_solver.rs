//! The solver under every variant's own rule (SPEC §14): packed marks against `Rule::feedback`
//! (guess and key in their places: the colour game's marks are not symmetric), the keys still
//! possible against brute force, spaces shared only by levels of one shape and one rule, the
//! default strategy finding every key within the turns, and the analysis's counts.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::tree;
use mastermind_core::code::Code;
use mastermind_core::feedback::Feedback;
use mastermind_core::game::Turn;
use mastermind_core::level::Level;
use mastermind_core::solver::{
    self, Packed, Solver, Space, analyse_game, mark, mark_between, mark_colour_game, row_fits,
};
use mastermind_core::variant::{Rule, Variant};
use proptest::prelude::*;

fn arb_variant() -> impl proptest::strategy::Strategy<Value = Variant> {
    proptest::sample::select(Variant::ALL.to_vec())
}

/// A variant small enough to check against every one of its codes in a debug build.
fn arb_small_variant() -> impl proptest::strategy::Strategy<Value = Variant> {
    proptest::sample::select(
        Variant::ALL
            .into_iter()
            .filter(|v| Level::Variant(*v).possible_keys() <= 20_000)
            .collect::<Vec<_>>(),
    )
}

fn arb_code(level: Level) -> impl proptest::strategy::Strategy<Value = Code> {
    (0..level.possible_keys()).prop_map(move |i| Code::from_index(level, i))
}

/// A variant, a key and up to `rows` rows: each a guess with the marks the key gives it under
/// the variant's rule or, when `any_marks`, often any marks the rule allows (rows no key may fit).
fn arb_rows(
    variant: impl proptest::strategy::Strategy<Value = Variant>,
    rows: usize,
    any_marks: bool,
) -> impl proptest::strategy::Strategy<Value = (Level, Vec<Turn>)> {
    variant.prop_flat_map(move |v| {
        let level = Level::Variant(v);
        let marks: Vec<Feedback> = level.rule().all(level.pegs()).collect();
        (
            Just(level),
            arb_code(level),
            prop::collection::vec(
                (
                    arb_code(level),
                    proptest::sample::select(marks),
                    prop::bool::weighted(if any_marks { 0.3 } else { 0.0 }),
                ),
                0..=rows,
            ),
        )
            .prop_map(|(level, key, rows)| {
                let turns = rows
                    .into_iter()
                    .map(|(guess, any, take_any)| Turn {
                        guess,
                        feedback: if take_any {
                            any
                        } else {
                            level.feedback(&key, &guess)
                        },
                    })
                    .collect();
                (level, turns)
            })
    })
}

/// Every code of `level` that earns every row's marks, by brute force.
fn brute(level: Level, turns: &[Turn]) -> Vec<Code> {
    Code::all(level)
        .filter(|k| {
            turns
                .iter()
                .all(|t| level.feedback(k, &t.guess) == t.feedback)
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// The space's marks are the rule's, guess first and key second.
    #[test]
    fn space_marks_are_the_rules_feedback((level, guess, key) in arb_variant().prop_flat_map(|v| {
        let l = Level::Variant(v);
        (Just(l), arb_code(l), arb_code(l))
    })) {
        let space = Space::of(level).unwrap();
        prop_assert_eq!(space.rule(), level.rule());
        let feedback = level.feedback(&key, &guess);
        let m = space.mark(guess.index(level), key.index(level));
        prop_assert_eq!(m, mark(feedback));
        prop_assert_eq!(solver::feedback_of(m), feedback);
        prop_assert_eq!(space.is_win(m), level.is_win(feedback));
        let (g, k, pegs) = (Packed::of(&guess), Packed::of(&key), level.pegs() as u32);
        let direct = match level.rule() {
            Rule::ColourGame => mark_colour_game(pegs, g, k),
            Rule::Standard | Rule::ColoursOnly => mark_between(pegs, g, k),
        };
        prop_assert_eq!(direct, m);
        prop_assert!(level.rule().possible(feedback, level.pegs()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// A key stays possible exactly when it gives every row its marks.
    #[test]
    fn the_keys_left_are_brute_forces((level, turns) in arb_rows(arb_small_variant(), 4, true)) {
        let solver = Solver::from_turns(level, &turns);
        let expected = brute(level, &turns);
        prop_assert_eq!(solver.remaining(), expected.len());
        prop_assert_eq!(solver.candidates().collect::<Vec<_>>(), expected);
        let counts = solver::remaining_after_each(level, &turns);
        for (i, n) in counts.iter().enumerate() {
            prop_assert_eq!(*n, brute(level, &turns[..=i]).len());
        }
        // A guess contradicts no row exactly when it is one of the keys left.
        for code in Code::all(level).step_by(97) {
            let fits = solver::contradiction(level, &turns, &code).is_none();
            prop_assert_eq!(fits, solver.candidates().any(|c| c == code));
        }
    }

    /// The analysis counts the keys before and after each row under the variant's rule.
    #[test]
    fn the_analysis_counts_the_keys_left_under_the_rule((level, turns) in arb_rows(arb_small_variant(), 3, false)) {
        let rows = analyse_game(level, &turns).unwrap();
        for (i, row) in rows.iter().enumerate() {
            prop_assert_eq!(row.before as usize, brute(level, &turns[..i]).len());
            prop_assert_eq!(row.left as usize, brute(level, &turns[..=i]).len());
            prop_assert!(row.best_sum_squares <= row.sum_squares);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// The largest variants (Super, the colour game II and III), on fewer cases.
    #[test]
    fn the_keys_left_are_brute_forces_in_the_large_variants((level, turns) in arb_rows(
        proptest::sample::select(vec![Variant::Super, Variant::ColourGameII, Variant::ColourGameIII]), 3, true)) {
        let solver = Solver::from_turns(level, &turns);
        prop_assert_eq!(solver.candidates().collect::<Vec<_>>(), brute(level, &turns));
    }
}

#[test]
fn spaces_are_shared_by_shape_and_rule_only() {
    let space = |v| Space::of(Level::Variant(v)).unwrap();
    let level_i = Space::of(Level::I).unwrap();
    // Mini: level I's codes and rule.
    assert!(std::ptr::eq(space(Variant::Mini), level_i));
    // The colour game I and colours only: level I's shape, other rules.
    assert!(!std::ptr::eq(space(Variant::ColourGameI), level_i));
    assert_eq!(space(Variant::ColourGameI).rule(), Rule::ColourGame);
    assert_eq!(space(Variant::ColoursOnly).rule(), Rule::ColoursOnly);
    assert!(!std::ptr::eq(
        space(Variant::ColoursOnly),
        space(Variant::ColourGameI)
    ));
}

#[test]
fn the_colour_game_counts_whites_for_every_guess_peg_of_a_key_colour() {
    use mastermind_core::colour::Colour::{Blue, Green, Red, Yellow};
    let level = Level::Variant(Variant::ColourGameI);
    let code = |pegs: &[mastermind_core::colour::Colour]| Code::new(level, pegs).unwrap();
    let space = Space::of(level).unwrap();
    let (key, guess) = (
        code(&[Red, Green, Blue, Yellow]),
        code(&[Red, Red, Red, Green]),
    );
    // One black (red), then two reds and the green: three whites; the other way round, one black
    // and one white (green).
    let m = |g: &Code, k: &Code| solver::feedback_of(space.mark(g.index(level), k.index(level)));
    assert_eq!(m(&guess, &key), Feedback { black: 1, white: 3 });
    assert_eq!(m(&key, &guess), Feedback { black: 1, white: 1 });
    // Three blacks and one white is a colour game mark, so such a row belongs to the game.
    let row = Turn {
        guess: code(&[Red, Green, Blue, Red]),
        feedback: Feedback { black: 3, white: 1 },
    };
    assert_eq!(level.feedback(&key, &row.guess), row.feedback);
    assert!(row_fits(level, &row));
    assert!(level.rule().possible(row.feedback, 4));
    assert!(!Level::I.rule().possible(row.feedback, 4));
    assert!(
        Solver::from_turns(level, &[row])
            .candidates()
            .any(|c| c == key)
    );
}

/// Every key of `variant` is found (with "colours only", its colours) within `turns` guesses.
fn finds_every_key(variant: Variant, turns: usize) {
    let level = Level::Variant(variant);
    let mut histogram = vec![0];
    tree(
        Solver::new(level),
        Code::all(level).collect(),
        1,
        &mut histogram,
    );
    assert_eq!(
        histogram.iter().sum::<usize>(),
        level.possible_keys() as usize
    );
    let worst = histogram.len() - 1;
    assert!(
        worst <= turns,
        "{variant:?}: some key needs {worst} guesses"
    );
    // play_out plays the same games, one key at a time (each from scratch, as costly as the
    // whole tree's first decision: two keys only).
    for index in [0, level.possible_keys() - 1] {
        let key = Code::from_index(level, index);
        let rows = solver::play_out(key, level, solver::Strategy::DEFAULT);
        let last = rows.last().expect("a row");
        assert!(level.is_win(last.feedback), "{variant:?} {key:?}");
        assert!(rows.len() <= worst);
        if level.rule() != Rule::ColoursOnly {
            assert_eq!(last.guess, key);
        }
    }
}

#[test]
fn finds_every_key_of_the_colour_game_i_within_its_six_turns() {
    finds_every_key(Variant::ColourGameI, 6);
}

#[test]
fn finds_every_key_of_mini_and_number_within_five_guesses() {
    // Level I's optimal tree: at most five guesses.
    for variant in [Variant::Mini, Variant::Number] {
        finds_every_key(variant, 5);
        assert!(solver::plays_optimally(Level::Variant(variant)));
    }
}

#[test]
fn finds_every_colour_set_of_colours_only() {
    finds_every_key(Variant::ColoursOnly, Variant::ColoursOnly.turns());
}

#[test]
fn finds_every_key_of_kids_and_bagels() {
    for variant in [Variant::Kids, Variant::Bagels] {
        finds_every_key(variant, variant.turns());
    }
}

#[test]
fn a_colours_only_game_ends_on_the_keys_colours_in_any_order() {
    let level = Level::Variant(Variant::ColoursOnly);
    for seed in 0..2 {
        let key = mastermind_core::key::key_from_seed(level, seed);
        let rows = solver::play_out(key, level, solver::Strategy::DEFAULT);
        let last = rows.last().expect("a row");
        assert_eq!(last.guess.colour_counts(), key.colour_counts());
        assert!(rows.iter().rev().skip(1).all(|r| !level.is_win(r.feedback)));
    }
}
