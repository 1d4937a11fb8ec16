//! `cargo xtask openings` and `cargo xtask optimal`: recompute the solver's generated tables.

use std::fs;
use std::process::Stdio;
use std::time::Instant;

use crate::env::{Result, cmd, root};

/// `openings [LEVEL…]`: the solver's openings table.
pub fn openings(args: &[String]) -> Result {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    write_table("openings", &args, "src/rules/solver/openings_table.rs")
}

/// Level I's optimal decision table, by exact search.
pub fn optimal() -> Result {
    write_table("optimal", &["2"], "src/rules/solver/optimal_table.rs")
}

/// Runs the example `example` (profile `fast`) with `args`, its progress on standard error, and
/// writes what it prints to `table`, a path in the repository.
fn write_table(example: &str, args: &[&str], table: &str) -> Result {
    let start = Instant::now();
    let out = cmd(
        "cargo",
        &["run", "--profile", "fast", "--example", example, "--"],
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
