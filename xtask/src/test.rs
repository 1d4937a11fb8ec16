//! `cargo xtask test`: every test tier in order (format, lints, native tests, component tests in
//! headless Chromium, the release build and its sizes, end-to-end tests), then a summary of each
//! step's time whose last line totals the tests the runners reported: `tests: N passed, N failed`.
//!
//! Each tier is as few binaries as it can be: the core's tests are one (`core/tests/suite`, the
//! core optimised in the test build, so its thousands of puzzles need no second build), the web
//! crate's native tests one (`tests/web`), the component tests one (`tests/browser`), and one
//! test that needs a page of its own (`tests/page_keys.rs`).
//!
//! Only the toolchain's parts (the wasm target, clippy, rustfmt) come before the first lint.
//! Beside the lints and tier 1, from the start, each a process of its own whose output is kept
//! in a file and shown at its step: the release programs' compile, which needs nothing else
//! (its link steps, LTO in one codegen unit, keep one core busy at a time, and its artifacts,
//! wasm32 release, are apart from the lints'), and the rest of the set-up (Trunk and
//! wasm-bindgen-cli compiled, npm's packages, Chromium: minutes on a fresh machine); once both
//! are done, Trunk makes the release bundles from the compiled programs. Tier 2 waits for the
//! set-up (it needs wasm-bindgen's runner and Chromium), tier 3 for the bundles.

use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Instant;

use crate::build::{PAGES_BASE, PAGES_DIST, dist_args};
use crate::env::{Result, WASM_TARGET, cmd, wasm_test_env};
use crate::install::toolchain;
use crate::size::size;
use crate::test_counts::{Counts, run_counted};

/// A command run in the background, its output (standard output and error) in a file.
struct Background {
    child: std::process::Child,
    log: std::path::PathBuf,
    started: Instant,
}

impl Background {
    /// `c` started, its output written to `log` (under the root).
    fn start(mut c: Command, log: &str) -> Result<Background> {
        let log = crate::env::root().join(log);
        let file = std::fs::File::create(&log).map_err(|e| format!("{}: {e}", log.display()))?;
        let err = file.try_clone().map_err(|e| e.to_string())?;
        let child = c
            .stdout(Stdio::from(file))
            .stderr(Stdio::from(err))
            .spawn()
            .map_err(|e| format!("cannot start: {e}"))?;
        Ok(Background {
            child,
            log,
            started: Instant::now(),
        })
    }

    /// Waits for the command, prints its output, and says how it ended and how long it took.
    fn finish(mut self) -> (Result, f64) {
        let status = self.child.wait();
        let secs = self.started.elapsed().as_secs_f64();
        if let Ok(text) = std::fs::read_to_string(&self.log) {
            print!("{text}");
        }
        let outcome = match status {
            Ok(s) if s.success() => Ok(()),
            Ok(s) => Err(format!("exited with {s}")),
            Err(e) => Err(e.to_string()),
        };
        (outcome, secs)
    }
}

/// Two ports nothing listens on now (both held while the second is found, so they differ), so
/// the end-to-end servers never meet another one.
fn free_ports() -> (u16, u16) {
    let bind = || std::net::TcpListener::bind("127.0.0.1:0");
    match (bind(), bind()) {
        (Ok(a), Ok(b)) => match (a.local_addr(), b.local_addr()) {
            (Ok(a), Ok(b)) => (a.port(), b.port()),
            _ => (4173, 4174),
        },
        _ => (4173, 4174),
    }
}

/// What a background command came to: its outcome (its log printed once it ends).
fn waited(started: Result<Background>) -> Result {
    started.map_or_else(Err, |b| b.finish().0)
}

/// In the background: the release programs' compile (it needs the toolchain only) and the rest
/// of the set-up side by side, then the release bundles (Trunk: wasm-bindgen, wasm-opt, the
/// post-build step), whose cargo step finds the programs compiled. The set-up's outcome is sent
/// on `ready` as soon as it is known (tier 2 waits for it); the thread returns the release
/// builds' outcome and time.
fn set_up_then_build(
    ready: mpsc::Sender<(Result, f64)>,
    compile: Result<Command>,
    bundle: Result<Command>,
) -> thread::JoinHandle<(Result, f64)> {
    thread::spawn(move || {
        let started = Instant::now();
        let compiling = compile.and_then(|c| Background::start(c, "target/release-build.log"));
        // This program itself (not `cargo xtask`, whose cargo would wait for the build
        // directory the lints hold).
        let set_up = std::env::current_exe()
            .map_err(|e| format!("cannot find this program: {e}"))
            .and_then(|exe| {
                let mut c = Command::new(exe);
                c.arg("setup").current_dir(crate::env::root());
                Background::start(c, "target/setup.log")
            })
            .map_or_else(|why| (Err(why), 0.0), Background::finish);
        let ok = set_up.0.is_ok();
        // The receiver gone is the main thread gone: nothing is left to tell.
        let _ = ready.send(set_up);
        let compiled = waited(compiling);
        let outcome = match (ok, compiled) {
            (false, _) => Err("skipped: the set-up failed".to_owned()),
            (true, Err(why)) => Err(format!("the release compile failed: {why}")),
            (true, Ok(())) => {
                waited(bundle.and_then(|c| Background::start(c, "target/release-bundle.log")))
            }
        };
        (outcome, started.elapsed().as_secs_f64())
    })
}

/// The summary's name for the set-up that runs beside the lints.
const SET_UP: &str = "set-up: Trunk, wasm-bindgen-cli, npm, Chromium (beside the lints)";

pub fn test() -> Result {
    let started = Instant::now();
    toolchain()?;
    let mut counts = Counts::default();
    type Step = (&'static str, Box<dyn Fn() -> Result<Command>>);
    let steps: Vec<Step> = vec![
        (
            "format (cargo fmt --check)",
            Box::new(|| cmd("cargo", &["fmt", "--all", "--", "--check"])),
        ),
        (
            "lint, native (clippy -D warnings)",
            Box::new(|| {
                cmd(
                    "cargo",
                    &[
                        "clippy",
                        "--workspace",
                        "--all-targets",
                        "--",
                        "-D",
                        "warnings",
                    ],
                )
            }),
        ),
        (
            "lint, wasm32 (clippy -D warnings)",
            Box::new(|| {
                cmd(
                    "cargo",
                    &[
                        "clippy",
                        "-p",
                        "mastermind",
                        "--target",
                        WASM_TARGET,
                        "--all-targets",
                        "--",
                        "-D",
                        "warnings",
                    ],
                )
            }),
        ),
        (
            "lint, wasm32, the core (clippy -D warnings)",
            Box::new(|| {
                cmd(
                    "cargo",
                    &[
                        "clippy",
                        "-p",
                        "mastermind-core",
                        "--target",
                        WASM_TARGET,
                        "--lib",
                        "--",
                        "-D",
                        "warnings",
                    ],
                )
            }),
        ),
        (
            "tier 1: native unit and property tests",
            // `--tests`: every target that holds tests (the libraries' and programs' own, the
            // native integration tests); not the examples, which clippy checks and no test runs.
            Box::new(|| cmd("cargo", &["test", "--workspace", "--tests"])),
        ),
        (
            "tier 2: component tests in headless Chromium (wasm-bindgen-test)",
            Box::new(|| {
                let mut c = cmd(
                    "cargo",
                    &[
                        "test",
                        "-p",
                        "mastermind",
                        "--target",
                        WASM_TARGET,
                        "--test",
                        "browser",
                        "--test",
                        "page_keys",
                    ],
                )?;
                wasm_test_env(&mut c);
                Ok(c)
            }),
        ),
        (
            "release builds, at / and under /mastermind/ (beside the lints, from the start)",
            Box::new(|| {
                // The site at a domain's root (dist/), then under a sub-path (SPEC §19): the
                // second build's cargo step finds the first's programs built.
                let both = format!(
                    "trunk {} && trunk {}",
                    dist_args("/", "dist").join(" "),
                    dist_args(PAGES_BASE, PAGES_DIST).join(" ")
                );
                cmd("sh", &["-c", &both])
            }),
        ),
        (
            "tier 3: end-to-end tests with Playwright on the release build",
            Box::new(|| {
                let mut c = cmd(
                    "npx",
                    &[
                        "--no-install",
                        "playwright",
                        "test",
                        "--config",
                        "tests/e2e/playwright.config.ts",
                    ],
                )?;
                let (port, pages_port) = free_ports();
                c.env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
                    .env("E2E_PORT", port.to_string())
                    .env("E2E_PAGES_PORT", pages_port.to_string())
                    .env("E2E_PAGES_DIST", PAGES_DIST)
                    .env("E2E_PAGES_BASE", PAGES_BASE);
                Ok(c)
            }),
        ),
    ];
    let mut report = Vec::new();
    let mut release_ok = false;
    let (ready, set_up) = mpsc::channel();
    // The six programs as Trunk builds them (`cargo build --release --bin …` for each link of
    // index.html): the same units, so Trunk's cargo step finds them built.
    let compile = cmd(
        "cargo",
        &[
            "build",
            "--release",
            "--target",
            WASM_TARGET,
            "-p",
            "mastermind",
            "--bins",
        ],
    );
    let mut background = steps
        .iter()
        .find(|(n, _)| n.starts_with("release"))
        .map(|(_, make)| set_up_then_build(ready, compile, make()));
    let mut tools_ok = None;
    for (name, make) in &steps {
        let t = Instant::now();
        if name.starts_with("tier 2") {
            // The set-up's outcome, the first time a step needs it, reported as a step of its own.
            let (outcome, secs) = set_up
                .recv()
                .unwrap_or_else(|_| (Err("the set-up stopped".to_owned()), 0.0));
            println!("\n==> {SET_UP}");
            tools_ok = Some(outcome.is_ok());
            report.push((SET_UP, outcome, secs));
        }
        println!("\n==> {name}");
        let outcome = if name.starts_with("tier 2") && tools_ok != Some(true) {
            Err("skipped: the set-up failed".to_owned())
        } else if name.starts_with("tier 3") && !release_ok {
            Err("skipped: the release build failed".to_owned())
        } else if name.starts_with("release") {
            let (outcome, secs) = match background.take().map(thread::JoinHandle::join) {
                Some(Ok(done)) => done,
                Some(Err(_)) => (Err("the release build's thread stopped".to_owned()), 0.0),
                None => (Err("not started".to_owned()), 0.0),
            };
            release_ok = outcome.is_ok();
            if release_ok {
                size()?;
            }
            report.push((*name, outcome, secs));
            continue;
        } else {
            make().and_then(|mut c| run_counted(&mut c, &mut counts))
        };
        report.push((*name, outcome, t.elapsed().as_secs_f64()));
    }
    println!("\n==> summary");
    for (name, outcome, secs) in &report {
        let verdict = match outcome {
            Ok(()) => "ok".to_owned(),
            Err(why) => format!("FAILED ({why})"),
        };
        println!("  {name:<66} {secs:>6.1} s  {verdict}");
    }
    println!("  whole command: {:.0} s", started.elapsed().as_secs_f64());
    let failed_steps = report.iter().filter(|(_, o, _)| o.is_err()).count();
    println!("tests: {} passed, {} failed", counts.passed, counts.failed);
    if failed_steps > 0 {
        return Err(format!("{failed_steps} step(s) failed"));
    }
    Ok(())
}
