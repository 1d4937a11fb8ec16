//! The default strategy's first two turns, computed offline with the full (symmetry-reduced)
//! search and kept as a table, so that the two most expensive decisions cost nothing in the
//! browser. `cargo xtask openings` recomputes the table and writes `openings_table.rs`; a test
//! recomputes it and compares.

use std::fmt::Write;

use super::space::{MARKS, Mark, Space};
use super::strategy::{Budget, Strategy, choose};
use crate::rules::Level;

/// A level's opening guess, the second guess for each feedback the opening can earn and, at the
/// levels where it is cheap to compute, the third guess for each pair of feedbacks that leaves
/// more than two keys (code numbers as in [`crate::rules::Code::from_index`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    pub first: u32,
    /// (feedback mark, second guess), in mark order; only the feedbacks that some key earns.
    pub second: Vec<(Mark, u32)>,
    /// (first mark, second mark, third guess), in mark order.
    pub third: Vec<(Mark, Mark, u32)>,
}

/// The strategy of the table's third turn. At level III the look ahead over the full guess pool
/// would take hours offline, so the third turn there is entropy over the full pool (which the
/// browser's budget could not afford either).
fn third_turn_strategy(level: Level) -> Strategy {
    match level {
        Level::III => Strategy::Entropy,
        _ => Strategy::DEFAULT,
    }
}

impl Opening {
    /// The second guess after the opening earned `mark`.
    pub fn second(&self, mark: Mark) -> Option<u32> {
        self.second
            .binary_search_by_key(&mark, |e| e.0)
            .ok()
            .map(|i| self.second[i].1)
    }

    /// The third guess after the opening earned `first` and the second guess earned `second`.
    pub fn third(&self, first: Mark, second: Mark) -> Option<u32> {
        self.third
            .binary_search_by_key(&(first, second), |e| (e.0, e.1))
            .ok()
            .map(|i| self.third[i].2)
    }
}

mod table {
    include!("openings_table.rs");
}

/// The stored opening of a standard level; `None` for a custom game (the table holds the three
/// standard levels only).
pub fn opening(level: Level) -> Option<&'static Opening> {
    use std::sync::OnceLock;
    static OPENINGS: [OnceLock<Opening>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = usize::from(level.number()?) - 1;
    Some(OPENINGS[i].get_or_init(|| {
        let (first, second, third) = table::OPENINGS[i];
        Opening {
            first,
            second: second.to_vec(),
            third: third.to_vec(),
        }
    }))
}

/// Computes `level`'s opening from scratch, as the table was made.
pub fn compute_opening(level: Level) -> Opening {
    let space = Space::of(level);
    let all: Vec<u32> = (0..space.len() as u32).collect();
    let first = choose(space, &[], &all, Strategy::DEFAULT, Budget::UNLIMITED);
    let parts: Vec<(Mark, Vec<u32>)> = split(space, first, all.iter().copied());
    let second = in_parallel(&parts, |(m, part)| {
        (
            *m,
            choose(space, &[first], part, Strategy::DEFAULT, Budget::UNLIMITED),
        )
    });
    let mut nodes: Vec<(Mark, Mark, u32, Vec<u32>)> = Vec::new();
    for ((m1, part), (_, g2)) in parts.iter().zip(&second) {
        for (m2, sub) in split(space, *g2, part.iter().copied()) {
            if sub.len() > 2 && m2 != space.mark(*g2, *g2) {
                nodes.push((*m1, m2, *g2, sub));
            }
        }
    }
    let strategy = third_turn_strategy(level);
    let third = in_parallel(&nodes, |(m1, m2, g2, sub)| {
        let g3 = choose(space, &[first, *g2], sub, strategy, Budget::UNLIMITED);
        (*m1, *m2, g3)
    });
    Opening {
        first,
        second,
        third,
    }
}

/// The keys split by the mark they earn against `guess`, in mark order, empty parts left out.
fn split(space: &Space, guess: u32, keys: impl Iterator<Item = u32>) -> Vec<(Mark, Vec<u32>)> {
    let mut parts: Vec<Vec<u32>> = vec![Vec::new(); MARKS];
    for key in keys {
        parts[usize::from(space.mark(guess, key))].push(key);
    }
    parts
        .into_iter()
        .enumerate()
        .filter(|(_, part)| !part.is_empty())
        .map(|(m, part)| (m as Mark, part))
        .collect()
}

/// `f` over `items` on every core, the results in the items' order.
fn in_parallel<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut results: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let f = &f;
                scope.spawn(move || {
                    items
                        .iter()
                        .enumerate()
                        .skip(t)
                        .step_by(threads)
                        .map(|(i, item)| (i, f(item)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker panicked"))
            .collect()
    });
    results.sort_by_key(|r| r.0);
    results.into_iter().map(|r| r.1).collect()
}

/// The Rust source of `openings_table.rs` for the three levels' openings.
pub fn render_openings(openings: &[Opening]) -> String {
    let mut out = String::from(
        "// Generated by `cargo xtask openings` (the default strategy's first two turns, with the\n\
         // full search); do not edit. Entries: (opening, [(mark, second guess)], [(first mark,\n\
         // second mark, third guess)]), marks as 9·black + white, codes as in `Code::from_index`.\n\n\
         #[rustfmt::skip]\n\
         #[allow(clippy::type_complexity)]\n\
         pub(super) static OPENINGS: [(u32, &[(u8, u32)], &[(u8, u8, u32)]); 3] = [\n",
    );
    for o in openings {
        let _ = write!(out, "    ({}, &[", o.first);
        for (i, (m, g)) in o.second.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            let _ = write!(out, "{sep}({m}, {g})");
        }
        out.push_str("],\n        &[");
        for (i, (m1, m2, g)) in o.third.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            let _ = write!(out, "{sep}({m1}, {m2}, {g})");
        }
        out.push_str("]),\n");
    }
    out.push_str("];\n");
    out
}
