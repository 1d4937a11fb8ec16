//! Times puzzle generation and tabulates the difficulty bands (issue 34): 1 000 seeds per level
//! and band, in release (`cargo run -p mastermind-core --release --example puzzle_bench`). The table feeds
//! `docs/puzzles.md`. An optional argument sets the number of seeds.

use std::time::Instant;

use mastermind_core::level::Level;
use mastermind_core::puzzle::{Difficulty, Puzzle};

/// The `q`-quantile (0–1) of sorted values.
fn quantile<T: Copy>(sorted: &[T], q: f64) -> Option<T> {
    let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted.get(i).copied()
}

fn main() {
    let seeds: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000);
    // Fill the tables of packed codes first: a page pays this once.
    for level in Level::ALL {
        let start = Instant::now();
        let _ = Puzzle::generate(level, 0, Difficulty::Easy);
        println!(
            "{level:?}: first puzzle (tables built) {:?}",
            start.elapsed()
        );
    }
    println!();
    println!(
        "| level | band | effort mean (bits) | min | max | rows mean | rows min–max | ms p50 | ms p95 | ms max |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for level in Level::ALL {
        let mut all_times = Vec::new();
        let bands = if std::env::var_os("PUZZLE_QUANTILES").is_some() {
            &Difficulty::ALL[..1]
        } else {
            &Difficulty::ALL[..]
        };
        for &band in bands {
            let mut efforts = Vec::new();
            let mut rows = Vec::new();
            let mut times = Vec::new();
            let mut outside = 0;
            for seed in 0..seeds {
                let start = Instant::now();
                let puzzle = Puzzle::generate(level, seed, band);
                times.push(start.elapsed().as_secs_f64() * 1e3);
                efforts.push(puzzle.effort());
                rows.push(puzzle.rows().len());
                outside += usize::from(puzzle.difficulty() != band);
            }
            efforts.sort_unstable();
            times.sort_by(f64::total_cmp);
            let n = seeds as f64;
            let mean = efforts.iter().map(|&e| f64::from(e)).sum::<f64>() / n / 16.0;
            let rows_mean = rows.iter().sum::<usize>() as f64 / n;
            let bits = |e: Option<u32>| f64::from(e.unwrap_or(0)) / 16.0;
            println!(
                "| {} | {} | {mean:.1} | {:.1} | {:.1} | {rows_mean:.2} | {}–{} | {:.1} | {:.1} | {:.1} |{}",
                level.roman().unwrap_or("?"),
                band.slug(),
                bits(efforts.first().copied()),
                bits(efforts.last().copied()),
                rows.iter().min().unwrap_or(&0),
                rows.iter().max().unwrap_or(&0),
                quantile(&times, 0.5).unwrap_or(0.0),
                quantile(&times, 0.95).unwrap_or(0.0),
                times.last().unwrap_or(&0.0),
                if outside > 0 {
                    format!(" {outside} outside the band")
                } else {
                    String::new()
                },
            );
            if std::env::var_os("PUZZLE_QUANTILES").is_some() {
                let q: Vec<_> = [0.1, 0.25, 0.33, 0.5, 0.67, 0.75, 0.9]
                    .iter()
                    .map(|&q| quantile(&efforts, q).unwrap_or(0))
                    .collect();
                println!("  quantiles 10 25 33 50 67 75 90 (sixteenths): {q:?}");
            }
            all_times.extend(times);
        }
        all_times.sort_by(f64::total_cmp);
        println!(
            "| {} | all | | | | | | {:.1} | {:.1} | {:.1} |",
            level.roman().unwrap_or("?"),
            quantile(&all_times, 0.5).unwrap_or(0.0),
            quantile(&all_times, 0.95).unwrap_or(0.0),
            all_times.last().unwrap_or(&0.0),
        );
    }
}
