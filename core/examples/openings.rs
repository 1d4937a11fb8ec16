//! Prints the default strategy's openings table (`core/src/solver/openings_table.rs`), or its
//! sources' digests (`openings_table.sources`, with `--sources`). Run through `cargo xtask
//! openings`, which writes both files. Naming levels (`I II`) recomputes only those and keeps the
//! others from the current table. `--check` recomputes every level in full and exits non-zero if
//! the table differs from the one kept; when it is the same it prints the sources' digests, which
//! `cargo xtask openings --check` then keeps.

#[cfg(not(target_arch = "wasm32"))]
use mastermind_core::level::Level;
#[cfg(not(target_arch = "wasm32"))]
use mastermind_core::solver::recipe::{read_sources, render_sources};
#[cfg(not(target_arch = "wasm32"))]
use mastermind_core::solver::{compute_opening, opening, render_openings};

/// The offline computation is native only (it is not in the WebAssembly library).
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use std::process::ExitCode;
    use std::time::Instant;

    let args: Vec<String> = std::env::args().skip(1).collect();
    let sources = || {
        read_sources(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
            .map(|s| render_sources(&s))
            .expect("the core's sources are readable")
    };
    if args.iter().any(|a| a == "--sources") {
        print!("{}", sources());
        return ExitCode::SUCCESS;
    }
    let check = args.iter().any(|a| a == "--check");
    let only: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let mut differs = Vec::new();
    let openings: Vec<_> = Level::ALL
        .iter()
        .map(|&level| {
            let kept = opening(level).expect("a standard level");
            if !check && !only.is_empty() && !only.iter().any(|a| Level::parse(a) == Ok(level)) {
                return kept.clone();
            }
            let start = Instant::now();
            let fresh = compute_opening(level);
            eprintln!(
                "level {}: opening and {} second guesses in {:.1} s",
                level.roman().unwrap_or("custom"),
                fresh.second.len(),
                start.elapsed().as_secs_f64()
            );
            if fresh != *kept {
                differs.push(level.roman().unwrap_or("custom"));
            }
            fresh
        })
        .collect();
    if !check {
        print!("{}", render_openings(&openings));
        return ExitCode::SUCCESS;
    }
    if differs.is_empty() {
        eprintln!("the table is what today's sources compute");
        print!("{}", sources());
        ExitCode::SUCCESS
    } else {
        eprintln!(
            "level(s) {} differ from the table kept: run `cargo xtask openings`",
            differs.join(", ")
        );
        ExitCode::FAILURE
    }
}
