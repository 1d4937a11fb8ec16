//! Prints the default strategy's openings table (`src/rules/solver/openings_table.rs`).
//! Run through `cargo xtask openings`, which writes the file. Naming levels (`I II`) recomputes
//! only those and keeps the others from the current table.

#[cfg(not(target_arch = "wasm32"))]
use mastermind::rules::Level;
#[cfg(not(target_arch = "wasm32"))]
use mastermind::rules::solver::{compute_opening, opening, render_openings};

/// The offline computation is native only (it is not in the WebAssembly library).
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use std::time::Instant;

    let only: Vec<String> = std::env::args().skip(1).collect();
    let openings: Vec<_> = Level::ALL
        .iter()
        .map(|&level| {
            if !only.is_empty() && !only.iter().any(|a| Level::parse(a) == Ok(level)) {
                return opening(level).expect("a standard level").clone();
            }
            let start = Instant::now();
            let opening = compute_opening(level);
            eprintln!(
                "level {}: opening and {} second guesses in {:.1} s",
                level.roman().unwrap_or("custom"),
                opening.second.len(),
                start.elapsed().as_secs_f64()
            );
            opening
        })
        .collect();
    print!("{}", render_openings(&openings));
}
