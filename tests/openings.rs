//! The openings table in `src/rules/solver/openings_table.rs` is what `cargo xtask openings`
//! computes today, and level I's optimal table in `src/rules/solver/optimal_table.rs` what
//! `cargo xtask optimal` computes. The full recomputation takes a few minutes with optimisation
//! (the optimal table about a second of it), so the test command runs this file with
//! `--profile fast`; an unoptimised `cargo test` skips it.
#![cfg(not(target_arch = "wasm32"))]

use mastermind::rules::Level;
use mastermind::rules::solver::{ExactSearch, Space, compute_opening, opening, optimal_tree};

fn check(level: Level) {
    let stored = opening(level).expect("a standard level has a table");
    let fresh = compute_opening(level);
    assert_eq!(
        stored,
        &fresh,
        "level {}: run `cargo xtask openings`",
        level.slug()
    );
    // Every feedback the opening can earn has its second guess.
    let space = Space::of(level);
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
