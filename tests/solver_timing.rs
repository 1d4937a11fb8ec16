//! In-browser timing of the solver, compiled as the game ships (release, wasm32) and run in
//! headless Chromium by `cargo xtask bench`: how long a player waits for `Hint` (or the computer
//! for its next guess), from the rows played to the guess. It prints p50 / p95 / max per level;
//! it asserts only that every game is won within the level's limit, never a timing.
#![cfg(target_arch = "wasm32")]

use mastermind::rules::solver::{Solver, Strategy};
use mastermind::rules::{Feedback, Level, key_from_seed};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// Plays `games` seeded keys, timing each guess the way the page computes a hint: the rows
/// played so far are filtered from scratch, then the next guess is searched.
fn measure(level: Level, games: u64, limit: usize) {
    let mut times = Vec::new();
    let mut turns_total = 0;
    for seed in 0..games {
        let key = key_from_seed(level, 10_000 + seed);
        let mut turns = Vec::new();
        loop {
            let start = now();
            let guess = Solver::from_turns(level, &turns)
                .next_guess(Strategy::DEFAULT)
                .expect("the key is possible");
            times.push(now() - start);
            let feedback = Feedback::between(&key, &guess);
            turns.push(mastermind::rules::Turn { guess, feedback });
            if feedback.is_win(level.pegs()) {
                break;
            }
        }
        assert!(
            turns.len() <= limit,
            "{} guesses at level {}",
            turns.len(),
            level.roman().unwrap_or("custom")
        );
        turns_total += turns.len();
    }
    times.sort_by(|a, b| a.total_cmp(b));
    web_sys::console::log_1(
        &format!(
            "wasm next-guess latency, level {}: {} games, {} guesses (avg {:.2}), \
             p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
            level.roman().unwrap_or("custom"),
            games,
            times.len(),
            turns_total as f64 / games as f64,
            percentile(&times, 0.5),
            percentile(&times, 0.95),
            times[times.len() - 1],
        )
        .into(),
    );
}

#[wasm_bindgen_test]
fn level_one_latency() {
    measure(Level::I, 300, 5);
}

#[wasm_bindgen_test]
fn level_two_latency() {
    measure(Level::II, 100, 7);
}

#[wasm_bindgen_test]
fn level_three_latency() {
    measure(Level::III, 60, 8);
}
