//! The openings table in `src/rules/solver/openings_table.rs` is what `cargo xtask openings`
//! computes today, and level I's optimal table in `src/rules/solver/optimal_table.rs` what
//! `cargo xtask optimal` computes. The first three turns are recomputed in full (about 2.5
//! minutes with optimisation on 2 cores; the optimal table about a second of it), so the test
//! command runs this file with `--profile fast`; an unoptimised `cargo test` skips it. Level III's
//! fourth turn (298 look aheads, about 12 minutes of CPU) is recomputed on a deterministic subset:
//! every [`FOURTH_STEP`]-th entry, and the parts that have an entry are checked in full.
#![cfg(not(target_arch = "wasm32"))]

use mastermind::rules::Level;
use mastermind::rules::solver::{
    ExactSearch, Space, compute_first_three, compute_fourth, fourth_turn_marks, opening,
    optimal_tree,
};

/// One fourth-turn entry in this many is recomputed (38 of the 298 at level III).
const FOURTH_STEP: usize = 8;

fn check(level: Level) {
    let stored = opening(level).expect("a standard level has a table");
    let fresh = compute_first_three(level);
    let first_three =
        |o: &mastermind::rules::solver::Opening| (o.first, o.second.clone(), o.third.clone());
    assert_eq!(
        first_three(stored),
        first_three(&fresh),
        "level {}: run `cargo xtask openings`",
        level.slug()
    );
    let marks: Vec<(u8, u8, u8)> = stored.fourth.iter().map(|e| (e.0, e.1, e.2)).collect();
    assert_eq!(
        marks,
        fourth_turn_marks(level, &fresh),
        "level {}",
        level.slug()
    );
    let sample: Vec<_> = stored.fourth.iter().copied().step_by(FOURTH_STEP).collect();
    assert_eq!(
        sample,
        compute_fourth(level, &fresh, FOURTH_STEP),
        "level {}: run `cargo xtask openings`",
        level.slug()
    );
    // Every feedback the opening can earn has its second guess.
    let space = Space::of(level).unwrap();
    let mut earned: Vec<u8> = (0..space.len() as u32)
        .map(|k| space.mark(stored.first, k))
        .collect();
    earned.sort_unstable();
    earned.dedup();
    let marks: Vec<u8> = stored.second.iter().map(|e| e.0).collect();
    assert_eq!(marks, earned);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "run optimised by `cargo xtask test`")]
fn level_one_table_is_recomputed() {
    check(Level::I);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "run optimised by `cargo xtask test`")]
fn level_two_table_is_recomputed() {
    check(Level::II);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "run optimised by `cargo xtask test`")]
fn level_three_table_is_recomputed() {
    check(Level::III);
    // The fourth turn covers the 298 parts of more than 200 keys left by the third.
    assert_eq!(opening(Level::III).expect("a table").fourth.len(), 298);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "run optimised by `cargo xtask test`")]
fn level_one_optimal_table_is_recomputed() {
    let stored = optimal_tree(Level::I).expect("level I has its optimal table");
    let fresh = ExactSearch::new().tree(5, 2);
    let guesses: Vec<u32> = stored.nodes.iter().map(|n| n.guess).collect();
    assert_eq!(
        (guesses, stored.total, stored.depth),
        (fresh.guesses, fresh.total, fresh.depth),
        "run `cargo xtask optimal`"
    );
    assert_eq!((fresh.total, fresh.depth), (5_626, 5));
}
