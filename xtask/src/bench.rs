//! `cargo xtask bench`: the solver's benchmark table, its next-guess latency in wasm (alone, then
//! through its web worker on the release build), and the criterion benches of its hot paths;
//! `bench load`, the pages' cold loads on a throttled phone profile; `bench hints`, how long
//! `Hint` takes in the page. Measurements, never tests.

use crate::build::release_build;
use crate::env::{Result, WASM_TARGET, cmd, run, status, wasm_test_env};
use crate::install::{Needs, setup};

/// `screenshots`: the README's screenshots, taken afresh from the release build.
pub fn screenshots() -> Result {
    setup(Needs::Browser)?;
    release_build()?;
    run("node", &["tests/e2e/screenshots.mjs", "4394"])
}

/// `bench [LEVEL…] [STRATEGY…]`: the arguments go to the benchmark table's example.
/// `bench load [RUNS]` and `bench hints [GAMES]` run the browser benchmarks on the release build.
/// `bench variants [SLUG…] [keys=N]`: the variants' table (native only, docs/solver.md).
pub fn bench(args: &[String]) -> Result {
    if args.first().map(String::as_str) == Some("variants") {
        let mut table = vec![
            "run",
            "-p",
            "mastermind-core",
            "--profile",
            "fast",
            "--example",
            "variant_bench",
            "--",
        ];
        table.extend(args.iter().skip(1).map(String::as_str));
        return run("cargo", &table);
    }
    setup(Needs::Browser)?;
    let script = match args.first().map(String::as_str) {
        Some("load") => Some(("tests/e2e/bench_load.mjs", "4392", "5")),
        Some("hints") => Some(("tests/e2e/bench_hints.mjs", "4393", "12")),
        _ => None,
    };
    if let Some((script, port, count)) = script {
        release_build()?;
        let count = args.get(1).map_or(count, String::as_str);
        return run("node", &[script, port, count]);
    }
    println!("\n==> solver benchmark table (native, profile `fast`)");
    let mut table = vec![
        "run",
        "-p",
        "mastermind-core",
        "--profile",
        "fast",
        "--example",
        "solver_bench",
        "--",
    ];
    table.extend(args.iter().map(String::as_str));
    run("cargo", &table)?;
    println!("\n==> next-guess latency in wasm (release, headless Chromium)");
    let mut timing = cmd(
        "cargo",
        &[
            "test",
            "--release",
            "-p",
            "mastermind",
            "--target",
            WASM_TARGET,
            "--test",
            "solver_timing",
            "--",
            "--nocapture",
        ],
    )?;
    wasm_test_env(&mut timing);
    status(&mut timing)?;
    println!("\n==> next-guess latency through the solver's web worker (release build, Chromium)");
    release_build()?;
    run("node", &["tests/e2e/bench_worker.mjs"])?;
    println!("\n==> criterion benches of the hot paths (native)");
    run(
        "cargo",
        &["bench", "-p", "mastermind-core", "--bench", "solver"],
    )
}
