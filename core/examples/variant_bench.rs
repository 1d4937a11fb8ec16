//! The variants' benchmark (SPEC §14, docs/solver.md): plays the default strategy, each decision
//! within `Budget::WORKER` as in the game, against every key of each variant (a seeded sample
//! `key_from_seed(level, 0..N)` for the colour game II and III, `keys=N`, 1 000 by default), under
//! the variant's own rule, and prints the average and worst number of guesses beside its turn
//! limit. Run through `cargo xtask bench variants [SLUG…] [keys=N]` or
//! `cargo run -p mastermind-core --profile fast --example variant_bench -- [SLUG…] [keys=N]`.
//!
//! The games are played as a decision tree: keys that have seen the same rows share the next
//! guess, so each decision is computed once.

use std::time::{Duration, Instant};

use mastermind_core::code::Code;
use mastermind_core::feedback::Feedback;
use mastermind_core::key::key_from_seed;
use mastermind_core::level::Level;
use mastermind_core::solver::{Budget, Solver, Strategy};
use mastermind_core::variant::Variant;

/// The sample's default size for the variants too large to play in full.
const SAMPLE: u64 = 1_000;

struct Outcome {
    /// How many keys took 1, 2, … guesses.
    histogram: Vec<usize>,
    decisions: usize,
    thinking: Duration,
    slowest: Duration,
}

fn walk(solver: Solver, keys: Vec<Code>, depth: usize, out: &mut Outcome) {
    let start = Instant::now();
    let guess = solver
        .next_guess_within(Strategy::DEFAULT, Budget::WORKER)
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
        walk(next, keys, depth + 1, out);
    }
}

/// Whether `variant` is played over a sample rather than every key.
fn sampled(variant: Variant) -> bool {
    matches!(variant, Variant::ColourGameII | Variant::ColourGameIII)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let sample = args
        .iter()
        .find_map(|a| a.strip_prefix("keys=")?.parse::<u64>().ok())
        .unwrap_or(SAMPLE);
    let chosen: Vec<Variant> = Variant::ALL
        .into_iter()
        .filter(|v| args.iter().any(|a| Variant::parse(a) == Ok(*v)))
        .collect();
    let variants = if chosen.is_empty() {
        Variant::ALL.to_vec()
    } else {
        chosen
    };
    println!(
        "| variant | rule | keys | average | worst | turns | fits | histogram (1, 2, 3, … guesses) | decisions | ms per decision (mean / max) | s |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for variant in variants {
        let level = Level::Variant(variant);
        let keys: Vec<Code> = if sampled(variant) {
            (0..sample).map(|s| key_from_seed(level, s)).collect()
        } else {
            Code::all(level).collect()
        };
        let mut out = Outcome {
            histogram: vec![0],
            decisions: 0,
            thinking: Duration::ZERO,
            slowest: Duration::ZERO,
        };
        let start = Instant::now();
        let count = keys.len();
        walk(Solver::new(level), keys, 1, &mut out);
        let total: usize = out.histogram.iter().enumerate().map(|(d, n)| d * n).sum();
        let worst = out.histogram.len() - 1;
        let histogram: Vec<String> = out.histogram[1..].iter().map(|n| n.to_string()).collect();
        println!(
            "| {} | {} | {}{} | {:.4} | {} | {} | {} | {} | {} | {:.3} / {:.1} | {:.0} |",
            variant.slug(),
            level.rule().id(),
            count,
            if sampled(variant) { " (sample)" } else { "" },
            total as f64 / count as f64,
            worst,
            level.turns(),
            if worst <= level.turns() { "yes" } else { "no" },
            histogram.join(", "),
            out.decisions,
            out.thinking.as_secs_f64() * 1e3 / out.decisions as f64,
            out.slowest.as_secs_f64() * 1e3,
            start.elapsed().as_secs_f64(),
        );
    }
}
