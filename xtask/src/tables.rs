//! `cargo xtask openings` and `cargo xtask optimal`: recompute the solver's generated tables.

use std::fs;
use std::process::Stdio;
use std::time::Instant;

use crate::env::{Result, cmd, root};

const OPENINGS: &str = "core/src/solver/openings_table.rs";
const OPENINGS_SOURCES: &str = "core/src/solver/openings_table.sources";

/// `openings [LEVEL…]`: the solver's openings table, and the digests of the sources that computed
/// it (which the test command compares with today's). `openings --check`: recomputes the whole
/// table and fails if it differs from the one kept; if it is the same, keeps today's digests
/// (after a change to those sources that leaves the table as it was).
pub fn openings(args: &[String]) -> Result {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    if !args.contains(&"--check") {
        write_table("openings", &args, OPENINGS)?;
    }
    let check: &[&str] = if args.contains(&"--check") {
        &["--check"]
    } else {
        &["--sources"]
    };
    write_table("openings", check, OPENINGS_SOURCES)
}

/// Level I's optimal decision table, by exact search.
pub fn optimal() -> Result {
    write_table("optimal", &["2"], "core/src/solver/optimal_table.rs")
}

/// Runs the core's example `example` (profile `fast`) with `args`, its progress on standard
/// error, and writes what it prints to `table`, a path in the repository.
fn write_table(example: &str, args: &[&str], table: &str) -> Result {
    let start = Instant::now();
    let out = cmd(
        "cargo",
        &[
            "run",
            "-p",
            "mastermind-core",
            "--profile",
            "fast",
            "--example",
            example,
            "--",
        ],
    )?
    .args(args)
    .stderr(Stdio::inherit())
    .output()
    .map_err(|e| format!("cannot run the {example} example: {e}"))?;
    if !out.status.success() {
        return Err(format!("the {example} example exited with {}", out.status));
    }
    let path = root().join(table);
    fs::write(&path, &out.stdout).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!(
        "wrote {} ({:.1} s with the build)",
        path.display(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
