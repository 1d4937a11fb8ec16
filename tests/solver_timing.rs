//! In-browser timing of the solver, compiled as the game ships (release, wasm32) and run in
//! headless Chromium by `cargo xtask bench`: how long a player waits for `Hint` (or the computer
//! for its next guess), from the rows played to the guess. It prints p50 / p95 / max per level;
//! it asserts only that every game is won within the level's limit, never a timing.
#![cfg(target_arch = "wasm32")]

use mastermind::rules::feedback::Feedback;
use mastermind::rules::key::key_from_seed;
use mastermind::rules::level::Level;
use mastermind::rules::solver::{Solver, Strategy, devious_answer};
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
            turns.push(mastermind::rules::game::Turn { guess, feedback });
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

/// The devious computer (SPEC 12) against the default strategy at `level`: how long each of its
/// answers takes the way the worker works it out (the rows filtered from scratch, then the split
/// of the keys left), and how many guesses the strategy needs to corner it. `runs` plays the
/// same game again for more samples (the game is deterministic). Asserts only that it is
/// cornered within the level's turn limit.
fn measure_devious(level: Level, runs: usize) {
    let mut times = Vec::new();
    let mut guesses = 0;
    for _ in 0..runs {
        let mut solver = Solver::new(level);
        let mut rows = Vec::new();
        while let Some(guess) = solver.next_guess(Strategy::DEFAULT) {
            let start = now();
            let answer = devious_answer(level, &rows, guess).expect("a key fits");
            times.push(now() - start);
            rows.push(mastermind::rules::game::Turn {
                guess,
                feedback: answer.feedback,
            });
            if answer.feedback.is_win(level.pegs()) || rows.len() > level.turns() {
                break;
            }
            solver.add(guess, answer.feedback);
        }
        guesses = rows.len();
    }
    assert!(guesses <= level.turns(), "{guesses} guesses");
    times.sort_by(|a, b| a.total_cmp(b));
    web_sys::console::log_1(
        &format!(
            "wasm devious answer, level {}: the default strategy needs {} guesses; {} answers, \
             p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
            level.roman().unwrap_or("custom"),
            guesses,
            times.len(),
            percentile(&times, 0.5),
            percentile(&times, 0.95),
            times[times.len() - 1],
        )
        .into(),
    );
}

#[wasm_bindgen_test]
fn devious_latency() {
    measure_devious(Level::I, 20);
    measure_devious(Level::II, 10);
    measure_devious(Level::III, 5);
}
