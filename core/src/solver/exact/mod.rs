//! The exact search behind level I's optimal strategy (`cargo xtask optimal`, which writes
//! `optimal_table.rs`): the decision tree with the fewest guesses in total over the 1 296 keys,
//! no key taking more than five guesses. Native only: none of it is compiled into the
//! WebAssembly.
//!
//! A branch and bound over guesses, exact and memoised:
//!
//! - **Cost.** A part of `n` keys with `d` guesses left costs `n` (every key sees the guess) plus
//!   the cost of each part the guess leaves, with `d − 1` left; a part of one key costs 1, of two
//!   keys 3; more keys than `d` guesses can tell apart cost infinity.
//! - **Symmetry.** A permutation of the holes together with a permutation of the colours leaves
//!   every mark unchanged; those that fix every guess played also fix the keys still possible,
//!   so only one guess per orbit of that group is tried (5 first guesses, not 1 296).
//! - **Lower bounds.** A guess leaves at most 13 parts without the win, so a part of `m` keys
//!   costs at least 1 + 2·13 + 3·169 + … filled depth by depth (`2m − 1` up to 14 keys); a
//!   guess's bound is `n` plus that bound for each of its parts. Guesses are tried in order of
//!   that bound and dropped once it reaches the best total so far; a part's search gets as its
//!   budget the best total minus what the other parts cost at least.
//! - **Two guesses left.** Only a guess that splits the keys into single keys works: `2n − 1`
//!   if one of the keys does, `2n` if another code does, infinity otherwise.
//! - **Memo.** Parts are kept by their sorted keys and the guesses left: an exact cost (and its
//!   best guess) or a lower bound found when a search ran out of budget.

#![allow(
    clippy::expect_used,
    clippy::indexing_slicing,
    reason = "offline exact search over level I (cargo xtask optimal), native only; its hot loops index tables sized by construction"
)]

mod memo;
mod search;
mod symmetry;

use std::collections::HashMap;
use std::sync::Mutex;

use super::offline::in_threads;
use super::space::Space;
use memo::{Entry, MemoKey};
pub use search::fill_bound;
use symmetry::{Transform, transforms};

/// Infinity: a part that the guesses left cannot solve.
pub const INFINITE: u32 = 1 << 30;

/// Marks of 4 pegs without the win: (b, w) with b + w ≤ 4, but not (3, 1) or (4, 0).
const PARTS: u32 = 13;
/// The compact index of the winning mark.
const WIN: u8 = 13;

/// The optimal decision tree of level I, depth first: each node's guess, then its children in
/// mark order, one for every non-winning mark that leaves at least three keys. (With one or two
/// keys left the first of them is played, which is optimal.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExactTree {
    /// The guesses of the nodes of three keys or more, depth first, children in mark order.
    pub guesses: Vec<u32>,
    /// The total number of guesses over every key.
    pub total: u32,
    /// The most guesses any key needs.
    pub depth: u32,
}

/// The search: level I's marks between every two codes, the symmetry group and the memo.
pub struct ExactSearch {
    /// Compact marks (0..14, the win 13), `marks[guess * 1296 + key]`.
    marks: Vec<u8>,
    codes: usize,
    /// Every transform of the holes and colours, as a map on code indices.
    transforms: Vec<Transform>,
    memo: Mutex<HashMap<MemoKey, Entry>>,
}

impl Default for ExactSearch {
    fn default() -> Self {
        ExactSearch::new()
    }
}

impl ExactSearch {
    pub fn new() -> ExactSearch {
        let space = Space::level_i();
        let codes = space.len();
        let mut compact = [u8::MAX; 81];
        let mut next = 0u8;
        for b in 0..=4u8 {
            for w in 0..=(4 - b) {
                if (b, w) == (3, 1) || b == 4 {
                    continue;
                }
                compact[usize::from(9 * b + w)] = next;
                next += 1;
            }
        }
        compact[36] = WIN;
        let mut marks = vec![0u8; codes * codes];
        for g in 0..codes {
            for k in 0..codes {
                marks[g * codes + k] = compact[usize::from(space.mark(g as u32, k as u32))];
            }
        }
        let transforms = transforms(4, 6);
        ExactSearch {
            marks,
            codes,
            transforms,
            memo: Mutex::new(HashMap::new()),
        }
    }

    #[inline(always)]
    fn mark(&self, guess: u16, key: u16) -> u8 {
        self.marks[usize::from(guess) * self.codes + usize::from(key)]
    }

    /// The exact optimum of the keys `set` (sorted) with `depth` guesses left, after the
    /// guesses `played`: the least total number of guesses.
    pub fn optimum(&self, played: &[u16], set: &[u16], depth: u32) -> u32 {
        let group = self.group(played);
        self.solve(set, depth, INFINITE + 1, &group)
    }

    /// The optimal tree for every key of level I, at most `depth` guesses each, with the search
    /// of the first guess's parts shared between `threads` threads.
    pub fn tree(&self, depth: u32, threads: usize) -> ExactTree {
        let all: Vec<u16> = (0..self.codes as u16).collect();
        let n = all.len() as u32;
        let group = self.group(&[]);
        let pool = self.pool(&group);
        let mut best = INFINITE;
        let mut best_first = None;
        // The first guesses in order of their bound.
        let mut firsts: Vec<(u32, u16)> = pool
            .iter()
            .map(|&g| {
                let parts = self.parts(g, &all);
                let bound = parts.iter().fold(n, |acc, p| {
                    acc.saturating_add(fill_bound(p.len() as u32, depth - 1))
                });
                (bound.min(INFINITE), g)
            })
            .collect();
        firsts.sort_unstable();
        for (bound, g) in firsts {
            if bound >= best {
                continue;
            }
            let parts = self.parts(g, &all);
            let sub_group: Vec<usize> = self.group(&[g]);
            let bounds: Vec<u32> = parts
                .iter()
                .map(|p| fill_bound(p.len() as u32, depth - 1))
                .collect();
            let costs = in_threads(threads, &parts, |i, part| {
                let beta = best.saturating_sub(bound - bounds[i]);
                self.solve(part, depth - 1, beta.max(1), &sub_group)
            });
            let total = costs.iter().fold(n, |acc, &c| acc.saturating_add(c));
            eprintln!(
                "first guess {}: {} (bound {bound}; {} parts remembered)",
                code_name(g),
                if total < best {
                    total.to_string()
                } else {
                    format!("at least {}", total.min(INFINITE))
                },
                self.memo_len()
            );
            if total < best {
                best = total;
                best_first = Some(g);
            }
        }
        let first = best_first.expect("level I has a strategy of depth 5");
        let mut guesses = Vec::new();
        let mut deepest = 0;
        self.collect(&[], &all, first, depth, 1, &mut guesses, &mut deepest);
        ExactTree {
            guesses: guesses.into_iter().map(u32::from).collect(),
            total: best,
            depth: deepest,
        }
    }

    /// The parts `guess` leaves of `set`, without the win, in mark order.
    fn parts(&self, guess: u16, set: &[u16]) -> Vec<Vec<u16>> {
        let mut parts: Vec<Vec<u16>> = vec![Vec::new(); 13];
        for &k in set {
            let m = self.mark(guess, k);
            if m != WIN {
                parts[usize::from(m)].push(k);
            }
        }
        parts.retain(|p| !p.is_empty());
        parts
    }

    /// Writes the subtree of `set` (three keys or more, `guess` chosen) depth first.
    #[allow(clippy::too_many_arguments)]
    fn collect(
        &self,
        played: &[u16],
        set: &[u16],
        guess: u16,
        depth: u32,
        level: u32,
        out: &mut Vec<u16>,
        deepest: &mut u32,
    ) {
        out.push(guess);
        if set.contains(&guess) {
            *deepest = (*deepest).max(level);
        }
        let mut played = played.to_vec();
        played.push(guess);
        for part in self.parts(guess, set) {
            match part.len() {
                1 => *deepest = (*deepest).max(level + 1),
                2 => *deepest = (*deepest).max(level + 2),
                _ => {
                    let next = self.best_guess(&played, &part, depth - 1);
                    self.collect(&played, &part, next, depth - 1, level + 1, out, deepest);
                }
            }
        }
    }

    /// The best guess for a part of three keys or more, from the memo or searched again.
    fn best_guess(&self, played: &[u16], set: &[u16], depth: u32) -> u16 {
        if depth == 2 {
            return self.two_left(set).1.expect("the part is solvable");
        }
        if let Some(g) = self.perfect_key(set) {
            return g;
        }
        if let Some(Entry { guess: Some(g), .. }) = self.known(set, depth) {
            return g;
        }
        let group = self.group(played);
        let cost = self.solve(set, depth, INFINITE + 1, &group);
        assert!(cost < INFINITE, "the part is solvable");
        self.best_guess(played, set, depth)
    }
}

/// A code of level I in digits 1..6, hole by hole (for progress lines).
fn code_name(code: u16) -> String {
    (0..4)
        .rev()
        .map(|h| char::from(b'1' + ((code / 6u16.pow(h)) % 6) as u8))
        .collect()
}

/// The Rust source of `optimal_table.rs` for level I's optimal tree.
pub fn render_optimal(tree: &ExactTree) -> String {
    let mut out = format!(
        "// Generated by `cargo xtask optimal` (level I's optimal strategy, exact search, at most\n\
         // five guesses a key); do not edit. The guesses of the decision nodes of three keys or more,\n\
         // depth first, each node's children in mark order; codes as in `Code::from_index`.\n\n\
         /// The total number of guesses over the 1 296 keys.\n\
         pub(super) const TOTAL: u32 = {};\n\
         /// The most guesses a key takes.\n\
         pub(super) const DEPTH: u32 = {};\n\n\
         #[rustfmt::skip]\n\
         pub(super) static GUESSES: [u16; {}] = [\n",
        tree.total,
        tree.depth,
        tree.guesses.len()
    );
    let mut line = String::from("   ");
    for g in &tree.guesses {
        let item = format!(" {g},");
        if line.len() + item.len() > 100 {
            out.push_str(&line);
            out.push('\n');
            line = String::from("   ");
        }
        line.push_str(&item);
    }
    if line.len() > 3 {
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str("];\n");
    out
}
