//! Times the after-game analysis per row, natively: `cargo run -p mastermind-core --profile fast --example
//! analysis_bench [games]`. Plays seeded keys at levels II and III twice, once with the solver's
//! default strategy and once as a loose player (a random code, then a random possible key, in
//! turn), and times each row's analysis: preparing the row (filtering the keys), the whole row,
//! and the longest slice of 2 million feedbacks (what the page would do between two yields).
//! With a second argument `quality`, the level III rows that were not searched in full and had at
//! most 3 000 keys are searched again in full, to compare the budgeted best with the true best.

use std::time::{Duration, Instant};

use mastermind_core::code::Code;
use mastermind_core::feedback::Feedback;
use mastermind_core::game::Turn;
use mastermind_core::key::key_from_seed;
use mastermind_core::level::Level;
use mastermind_core::solver::{ANALYSIS_BUDGET, Budget, RowSearch, Strategy, play_out};

const SLICE: u64 = 2_000_000;

fn loose_game(level: Level, key: Code, mut state: u64) -> Vec<Turn> {
    let mut next = |n: u32| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((state >> 33) % u64::from(n)) as u32
    };
    let mut turns: Vec<Turn> = Vec::new();
    let mut possible: Vec<Code> = Code::all(level).collect();
    while turns.len() < level.turns() {
        let guess = if turns.len() % 2 == 1 {
            possible[next(possible.len() as u32) as usize]
        } else {
            Code::from_index(level, next(level.possible_keys()))
        };
        let feedback = Feedback::between(&key, &guess);
        turns.push(Turn { guess, feedback });
        if feedback.is_win(level.pegs()) {
            break;
        }
        possible.retain(|c| Feedback::between(c, &guess) == feedback);
    }
    turns
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(10);
    let quality = std::env::args().nth(2).as_deref() == Some("quality");
    let mut gaps: Vec<f64> = Vec::new();
    for level in [Level::II, Level::III] {
        let (mut rows, mut prepare, mut slices) = (Vec::new(), Vec::new(), Vec::new());
        let mut inexact = 0;
        for seed in 0..games {
            let key = key_from_seed(level, 500 + seed);
            for turns in [
                play_out(key, level, Strategy::DEFAULT),
                loose_game(level, key, seed),
            ] {
                for i in 0..turns.len() {
                    let start = Instant::now();
                    let mut search =
                        RowSearch::new(level, &turns[..i], &turns[i], ANALYSIS_BUDGET).unwrap();
                    prepare.push(start.elapsed());
                    let row = loop {
                        let slice = Instant::now();
                        let done = search.step(SLICE);
                        slices.push(slice.elapsed());
                        if let Some(row) = done {
                            break row;
                        }
                    };
                    rows.push((start.elapsed(), row.before, i + 1));
                    inexact += usize::from(!row.exact);
                    if quality && !row.exact && row.before <= 3_000 {
                        let full = RowSearch::new(level, &turns[..i], &turns[i], Budget::UNLIMITED)
                            .unwrap()
                            .finish();
                        gaps.push(row.best_expected() / full.best_expected());
                    }
                }
            }
        }
        let mut times: Vec<Duration> = rows.iter().map(|r| r.0).collect();
        times.sort();
        prepare.sort();
        slices.sort();
        let pct = |v: &[Duration], p: f64| ms(v[((v.len() - 1) as f64 * p).round() as usize]);
        let slowest = rows.iter().max_by_key(|r| r.0).unwrap();
        println!(
            "level {:?}: {} rows; per row p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms (row {}, {} keys before); \
             preparing p50 {:.1} ms, max {:.1} ms; slices of {} feedbacks max {:.1} ms; {} rows not exact",
            level,
            rows.len(),
            pct(&times, 0.5),
            pct(&times, 0.95),
            ms(slowest.0),
            slowest.2,
            slowest.1,
            pct(&prepare, 0.5),
            pct(&prepare, 1.0),
            SLICE,
            pct(&slices, 1.0),
            inexact
        );
    }
    if quality {
        gaps.sort_by(f64::total_cmp);
        let exact_hits = gaps.iter().filter(|&&g| g <= 1.0 + 1e-12).count();
        println!(
            "level III budgeted best / true best over {} rows: {} equal, median {:.3}, max {:.3}",
            gaps.len(),
            exact_hits,
            gaps.get(gaps.len() / 2).copied().unwrap_or(1.0),
            gaps.last().copied().unwrap_or(1.0)
        );
    }
}
