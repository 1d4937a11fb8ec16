//! The openings table in `src/rules/solver/openings_table.rs` is what `cargo xtask openings`
//! computes today. The full recomputation takes about a minute with optimisation, so the test
//! command runs this file with `--profile fast`; an unoptimised `cargo test` skips it.
#![cfg(not(target_arch = "wasm32"))]

use mastermind::rules::Level;
use mastermind::rules::solver::{Space, compute_opening, opening};

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
