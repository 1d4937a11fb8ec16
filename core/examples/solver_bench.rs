//! The solver benchmark: plays every key of levels I and II, and a fixed seeded sample of 20 000
//! keys of level III (`key_from_seed(III, 0..20000)`), with each strategy, and prints a table.
//! Run through `cargo xtask bench` (optionally naming levels and strategies:
//! `cargo xtask bench -- III entropy`). Each decision searches within `Budget::WORKER`, as the
//! game does; `budget=N` sets another, and `keys=N` plays only the first N keys of the level III
//! sample, to compare variants quickly (`cargo xtask bench -- III lookahead keys=1000`).
//!
//! The games are played as a decision tree: keys that have seen the same rows share the same next
//! guess, so each decision is computed once ("decisions" below) and timed.

use std::time::{Duration, Instant};

use mastermind_core::code::Code;
use mastermind_core::feedback::Feedback;
use mastermind_core::key::key_from_seed;
use mastermind_core::level::Level;
use mastermind_core::solver::{Budget, Solver, Strategy};

/// How many keys the level III sample holds.
const SAMPLE: u64 = 20_000;

/// What one table row plays: a strategy within a budget.
#[derive(Clone, Copy)]
struct Run {
    strategy: Strategy,
    budget: Budget,
}

struct Outcome {
    /// How many keys took 1, 2, … guesses.
    histogram: Vec<usize>,
    decisions: usize,
    thinking: Duration,
    slowest: Duration,
}

fn walk(solver: Solver, keys: Vec<Code>, depth: usize, run: Run, out: &mut Outcome) {
    let start = Instant::now();
    let guess = solver
        .next_guess_within(run.strategy, run.budget)
        .expect("keys remain");
    let spent = start.elapsed();
    out.decisions += 1;
    out.thinking += spent;
    out.slowest = out.slowest.max(spent);
    let level = solver.level();
    let mut parts: Vec<(Feedback, Vec<Code>)> = Vec::new();
    for key in keys {
        let feedback = level.feedback(&key, &guess);
        if level.is_win(feedback) {
            if out.histogram.len() <= depth {
                out.histogram.resize(depth + 1, 0);
            }
            out.histogram[depth] += 1;
            continue;
        }
        match parts.iter_mut().find(|p| p.0 == feedback) {
            Some(part) => part.1.push(key),
            None => parts.push((feedback, vec![key])),
        }
    }
    for (feedback, keys) in parts {
        let mut next = solver.clone();
        next.add(guess, feedback);
        walk(next, keys, depth + 1, run, out);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let option = |name: &str| {
        args.iter()
            .find_map(|a| a.strip_prefix(name)?.strip_prefix('=')?.parse::<u64>().ok())
    };
    let sample = option("keys").unwrap_or(SAMPLE);
    let budget = option("budget").map_or(Budget::WORKER, Budget);
    let levels: Vec<Level> = Level::ALL
        .into_iter()
        .filter(|l| args.is_empty() || args.iter().any(|a| Level::parse(a) == Ok(*l)))
        .collect();
    let levels = if levels.is_empty() {
        Level::ALL.to_vec()
    } else {
        levels
    };
    let chosen: Vec<Strategy> = Strategy::ALL
        .into_iter()
        .filter(|s| args.iter().any(|a| a == s.name()))
        .collect();
    let strategies = if chosen.is_empty() {
        Strategy::ALL.to_vec()
    } else {
        chosen
    };

    println!(
        "| level | strategy | keys | average | max | histogram (1, 2, 3, … guesses) | decisions | ms per decision (mean / max) |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for &level in &levels {
        let keys: Vec<Code> = match level {
            Level::III => (0..sample).map(|s| key_from_seed(level, s)).collect(),
            _ => Code::all(level).collect(),
        };
        for &strategy in &strategies {
            let mut out = Outcome {
                histogram: vec![0],
                decisions: 0,
                thinking: Duration::ZERO,
                slowest: Duration::ZERO,
            };
            let run = Run { strategy, budget };
            walk(Solver::new(level), keys.clone(), 1, run, &mut out);
            let total: usize = out.histogram.iter().enumerate().map(|(d, n)| d * n).sum();
            let max = out.histogram.len() - 1;
            let histogram: Vec<String> = out.histogram[1..].iter().map(|n| n.to_string()).collect();
            println!(
                "| {} | {}{} | {} | {:.4} | {} | {} | {} | {:.3} / {:.1} |",
                level.roman().unwrap_or("custom"),
                strategy.name(),
                if strategy == Strategy::DEFAULT {
                    " (default)"
                } else {
                    ""
                },
                keys.len(),
                total as f64 / keys.len() as f64,
                max,
                histogram.join(", "),
                out.decisions,
                out.thinking.as_secs_f64() * 1e3 / out.decisions as f64,
                out.slowest.as_secs_f64() * 1e3,
            );
        }
    }
}
