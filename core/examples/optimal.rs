//! Prints level I's optimal decision table (`core/src/solver/optimal_table.rs`): the exact
//! search of `solver::ExactSearch`, at most five guesses a key. Run through `cargo xtask
//! optimal`, which writes the file; progress and the time taken go to standard error.

/// The offline computation is native only (it is not in the WebAssembly library).
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use mastermind_core::solver::{ExactSearch, render_optimal};
    use std::time::Instant;

    let threads: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2);
    // A second argument other than 5 (e.g. 6) only prints the total for that depth limit.
    let depth: u32 = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    let start = Instant::now();
    let search = ExactSearch::new();
    let tree = search.tree(depth, threads);
    eprintln!(
        "level I: {} guesses in total over 1 296 keys (average {:.4}), at most {}, {} table nodes, in {:.1} s on {threads} threads",
        tree.total,
        f64::from(tree.total) / 1296.0,
        tree.depth,
        tree.guesses.len(),
        start.elapsed().as_secs_f64()
    );
    if depth == 5 {
        print!("{}", render_optimal(&tree));
    }
}
