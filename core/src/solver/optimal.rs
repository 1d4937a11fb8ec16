//! Level I's optimal strategy: the decision tree with the fewest guesses in total over the
//! 1 296 keys, at most five guesses a key, computed offline by an exact search
//! (`cargo xtask optimal`, see `exact/`) and kept as a flat table (`optimal_table.rs`).
//!
//! The table lists the guess of every decision node that leaves three keys or more, depth
//! first, each node's children in mark order; with one or two keys left the first of them is
//! played. The tree is rebuilt from it once, by splitting the keys by each guess.

use std::sync::OnceLock;

use super::space::{MARKS, Mark, Space};
use crate::level::Level;

mod table {
    include!("optimal_table.rs");
}

/// Whether the table holds a tree (it is empty until `cargo xtask optimal` has run).
pub(super) const HAS_TABLE: bool = !table::GUESSES.is_empty();

/// One decision: the guess, and the node after each mark that leaves three keys or more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptimalNode {
    pub guess: u32,
    /// (mark, index of the next node), in mark order.
    pub children: Vec<(Mark, usize)>,
}

/// Level I's optimal decision tree, root first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptimalTree {
    pub nodes: Vec<OptimalNode>,
    /// The total number of guesses over every key, as computed offline.
    pub total: u32,
    /// The most guesses a key takes, as computed offline.
    pub depth: u32,
}

impl OptimalTree {
    /// The table's guess after the rows `rows` (guess, mark), if every row played the table's
    /// guess and the keys left are three or more; `None` once the rows leave the table.
    pub fn guess_after(&self, rows: &[(u32, Mark)]) -> Option<u32> {
        let mut node = self.nodes.first()?;
        for &(guess, mark) in rows {
            if guess != node.guess {
                return None;
            }
            let i = node.children.binary_search_by_key(&mark, |c| c.0).ok()?;
            node = self.nodes.get(node.children.get(i)?.1)?;
        }
        Some(node.guess)
    }
}

/// The optimal tree of level I (a standard level only; `None` for any other level, or if the
/// table is empty).
pub fn optimal_tree(level: Level) -> Option<&'static OptimalTree> {
    static TREE: OnceLock<Option<OptimalTree>> = OnceLock::new();
    if level.number()? != 1 {
        return None;
    }
    TREE.get_or_init(|| build(Space::level_i(), &table::GUESSES))
        .as_ref()
}

fn build(space: &Space, guesses: &[u16]) -> Option<OptimalTree> {
    if guesses.is_empty() {
        return None;
    }
    let all: Vec<u32> = (0..space.len() as u32).collect();
    let mut nodes = Vec::with_capacity(guesses.len());
    let mut next = 0;
    add(space, &all, guesses, &mut next, &mut nodes)?;
    // A table with nodes left over is not the tree's: no table rather than a wrong one.
    (next == guesses.len()).then_some(OptimalTree {
        nodes,
        total: table::TOTAL,
        depth: table::DEPTH,
    })
}

/// Reads the node for `keys` (three or more) from `guesses[*next..]`; returns its index, or
/// `None` if the table runs out or names a guess that is not a code of the level.
fn add(
    space: &Space,
    keys: &[u32],
    guesses: &[u16],
    next: &mut usize,
    nodes: &mut Vec<OptimalNode>,
) -> Option<usize> {
    let guess = u32::from(*guesses.get(*next)?);
    if guess as usize >= space.len() {
        return None;
    }
    *next += 1;
    let at = nodes.len();
    nodes.push(OptimalNode {
        guess,
        children: Vec::new(),
    });
    let mut parts: Vec<Vec<u32>> = vec![Vec::new(); MARKS];
    space.for_each_mark(guess, keys, |k, m| {
        if let Some(part) = parts.get_mut(usize::from(m)) {
            part.push(k);
        }
    });
    for (m, part) in parts.iter().enumerate() {
        if part.len() >= 3 && !space.is_win(m as Mark) {
            let child = add(space, part, guesses, next, nodes)?;
            nodes.get_mut(at)?.children.push((m as Mark, child));
        }
    }
    Some(at)
}
