//! What only the offline commands need: computing the openings table from scratch on every core
//! (`cargo xtask openings`, and the test that checks the table) and writing it as Rust source.
//! Native only: none of it is compiled into the WebAssembly.

use std::fmt::Write;

use super::openings::Opening;
use super::space::{MARKS, Mark, Space};
use super::strategy::{Budget, Strategy, choose};
use crate::rules::Level;

/// The strategy of the table's third turn. At level III the look ahead over the full guess pool
/// would take hours offline, so the third turn there is entropy over the full pool (which the
/// browser's budget could not afford either).
fn third_turn_strategy(level: Level) -> Strategy {
    match level {
        Level::III => Strategy::Entropy,
        _ => Strategy::DEFAULT,
    }
}

/// The parts left after the table's third guess that get a fourth guess in the table: at level
/// III, those of more than this many keys (298 parts holding 105 067 keys). Smaller parts are
/// played by the run-time look ahead on a sample ([`super::strategy`]); on larger ones the
/// run-time search could only score a sample of the pool.
pub const FOURTH_TURN_KEYS: usize = 200;

/// The strategy of the table's fourth turn, at the levels that have one: entropy over the
/// full pool (every code, since three guesses use every colour or all but one).
fn fourth_turn_strategy(level: Level) -> Option<Strategy> {
    match level {
        Level::III => Some(Strategy::Entropy),
        _ => None,
    }
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
    let mut opening = Opening {
        first,
        second,
        third,
        fourth: Vec::new(),
    };
    opening.fourth = compute_fourth(level, &opening);
    opening
}

/// Computes the fourth turn of `level`'s table from scratch, after the first three turns of
/// `opening`: one entry per part of more than [`FOURTH_TURN_KEYS`] keys (none below level III).
pub fn compute_fourth(level: Level, opening: &Opening) -> Vec<(Mark, Mark, Mark, u32)> {
    let Some(strategy) = fourth_turn_strategy(level) else {
        return Vec::new();
    };
    let space = Space::of(level);
    let all = 0..space.len() as u32;
    let mut large: Vec<(Mark, Mark, Mark, [u32; 3], Vec<u32>)> = Vec::new();
    for (m1, part) in split(space, opening.first, all) {
        let Some(g2) = opening.second(m1) else {
            continue;
        };
        for (m2, sub) in split(space, g2, part.into_iter()) {
            let Some(g3) = opening.third(m1, m2) else {
                continue;
            };
            for (m3, rest) in split(space, g3, sub.into_iter()) {
                if rest.len() > FOURTH_TURN_KEYS {
                    large.push((m1, m2, m3, [opening.first, g2, g3], rest));
                }
            }
        }
    }
    in_parallel(&large, |(m1, m2, m3, played, part)| {
        let g4 = choose(space, played, part, strategy, Budget::UNLIMITED);
        (*m1, *m2, *m3, g4)
    })
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
    out.push_str(
        "];\n\n\
         // The fourth guesses: (first mark, second mark, third mark, fourth guess) per level.\n\
         #[rustfmt::skip]\n\
         #[allow(clippy::type_complexity)]\n\
         pub(super) static FOURTH: [&[(u8, u8, u8, u32)]; 3] = [\n",
    );
    for o in openings {
        out.push_str("    &[");
        for (i, (m1, m2, m3, g)) in o.fourth.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            let _ = write!(out, "{sep}({m1}, {m2}, {m3}, {g})");
        }
        out.push_str("],\n");
    }
    out.push_str("];\n");
    out
}
