//! What only the offline commands need: computing the openings table from scratch on every core
//! (`cargo xtask openings`, and the test that checks the table) and writing it as Rust source.
//! Native only: none of it is compiled into the WebAssembly.

#![allow(
    clippy::expect_used,
    clippy::indexing_slicing,
    reason = "offline tools over the standard levels (cargo xtask openings), native only: never reached from stored or received data"
)]

use std::fmt::Write;

use super::openings::Opening;
use super::space::{MARKS, Mark, Space};
use super::strategy::{Budget, Strategy, choose_playing_out, look_ahead_offline};
use crate::level::Level;

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
/// run-time search could only score a sample of the pool by entropy.
pub const FOURTH_TURN_KEYS: usize = 200;

/// The look ahead of the table's fourth turn: this many of the best guesses of the full pool by
/// entropy are played out to the end …
const FOURTH_TURN_TRIES: usize = 8;
/// … every nested decision searching by entropy within this budget (about 40 times what the
/// run-time look ahead gives each of its nested decisions on parts of 200 keys). The 298
/// decisions take about 12 minutes of CPU, which is why the test command checks the table by its
/// sources' digests ([`super::recipe`]) and only `cargo xtask openings --check` recomputes them.
const FOURTH_TURN_NESTED: Budget = Budget(500_000);

/// How the table's look ahead played its tries out: by entropy. (The run-time look ahead has since
/// played out by most parts; the table keeps the recipe it was computed and checked with.)
const TABLE_PLAY_OUT: Strategy = Strategy::Entropy;

/// The table's decision among `candidates` after `played`.
fn table_choice(space: &Space, played: &[u32], candidates: &[u32], strategy: Strategy) -> u32 {
    choose_playing_out(
        space,
        played,
        candidates,
        strategy,
        Budget::UNLIMITED,
        TABLE_PLAY_OUT,
    )
}

/// Whether `level`'s table has a fourth turn: level III only.
fn has_fourth_turn(level: Level) -> bool {
    level == Level::III
}

/// Computes `level`'s opening from scratch, as the table was made.
pub fn compute_opening(level: Level) -> Opening {
    let mut opening = compute_first_three(level);
    opening.fourth = compute_fourth(level, &opening, 1);
    opening
}

/// Computes the first three turns of `level`'s opening from scratch, leaving the fourth empty.
pub fn compute_first_three(level: Level) -> Opening {
    let space = Space::of(level).expect("the offline tables are for the standard levels");
    let all: Vec<u32> = (0..space.len() as u32).collect();
    let first = table_choice(space, &[], &all, Strategy::DEFAULT);
    let parts: Vec<(Mark, Vec<u32>)> = split(space, first, all.iter().copied());
    let second = in_parallel(&parts, |(m, part)| {
        (*m, table_choice(space, &[first], part, Strategy::DEFAULT))
    });
    let mut nodes: Vec<(Mark, Mark, u32, Vec<u32>)> = Vec::new();
    for ((m1, part), (_, g2)) in parts.iter().zip(&second) {
        for (m2, sub) in split(space, *g2, part.iter().copied()) {
            if sub.len() > 2 && !space.is_win(m2) {
                nodes.push((*m1, m2, *g2, sub));
            }
        }
    }
    let strategy = third_turn_strategy(level);
    let third = in_parallel(&nodes, |(m1, m2, g2, sub)| {
        let g3 = table_choice(space, &[first, *g2], sub, strategy);
        (*m1, *m2, g3)
    });
    Opening {
        first,
        second,
        third,
        fourth: Vec::new(),
    }
}

/// The parts that get a fourth guess after the first three turns of `opening`, in mark order:
/// the marks, the three guesses played and the keys. None below level III.
type FourthPart = (Mark, Mark, Mark, [u32; 3], Vec<u32>);

fn fourth_turn_parts(level: Level, opening: &Opening) -> Vec<FourthPart> {
    let mut large = Vec::new();
    if !has_fourth_turn(level) {
        return large;
    }
    let space = Space::of(level).expect("the offline tables are for the standard levels");
    for (m1, part) in split(space, opening.first, 0..space.len() as u32) {
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
    large
}

/// The marks of the parts that get a fourth guess after the first three turns of `opening` (the
/// keys of the table's fourth turn), in order; cheap.
pub fn fourth_turn_marks(level: Level, opening: &Opening) -> Vec<(Mark, Mark, Mark)> {
    fourth_turn_parts(level, opening)
        .into_iter()
        .map(|p| (p.0, p.1, p.2))
        .collect()
}

/// Computes the fourth turn of `level`'s table from scratch after the first three turns of
/// `opening`: the entries numbered 0, `step`, 2·`step`, … of the table's fourth turn (all of them
/// for a `step` of 1). Each is the offline look ahead over the full pool
/// ([`FOURTH_TURN_TRIES`], [`FOURTH_TURN_NESTED`]).
pub fn compute_fourth(
    level: Level,
    opening: &Opening,
    step: usize,
) -> Vec<(Mark, Mark, Mark, u32)> {
    let space = Space::of(level).expect("the offline tables are for the standard levels");
    let parts: Vec<FourthPart> = fourth_turn_parts(level, opening)
        .into_iter()
        .step_by(step.max(1))
        .collect();
    in_parallel(&parts, |(m1, m2, m3, played, part)| {
        let g4 = look_ahead_offline(space, played, part, FOURTH_TURN_TRIES, FOURTH_TURN_NESTED);
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
    in_threads(threads, items, |_, item| f(item))
}

/// `f` over `items` (with each item's index) on `threads` threads, items dealt round the
/// threads, the results in the items' order.
pub(super) fn in_threads<T: Sync, R: Send>(
    threads: usize,
    items: &[T],
    f: impl Fn(usize, &T) -> R + Sync,
) -> Vec<R> {
    let threads = threads.max(1);
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
                        .map(|(i, item)| (i, f(i, item)))
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
