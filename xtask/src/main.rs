//! The project's commands: `cargo xtask serve` builds and serves the game, `cargo xtask test` runs
//! every test tier. Both first install whatever is missing (idempotently, and quickly when all is
//! there): the wasm target, Trunk, wasm-bindgen-cli matching Cargo.lock, npm packages (Playwright,
//! binaryen's wasm-opt) and, for tests, Debian's Chromium and ChromeDriver.

use std::env;
use std::ffi::OsString;
use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Instant;

const TRUNK_VERSION: &str = "0.21.14";
const WASM_TARGET: &str = "wasm32-unknown-unknown";
const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

type Result<T = ()> = std::result::Result<T, String>;

const USAGE: &str = "usage: cargo xtask <command>

commands:
  serve [--dev] [--port N]  install what is missing, build the game and serve it on 127.0.0.1
  test                      install what is missing and run every test tier
  size                      build the release bundle and print its raw and gzip sizes
  bench [LEVEL…] [STRATEGY…] the solver's benchmark table, its latency in wasm in headless
                            Chromium (alone, then through its web worker on the release
                            build), and the criterion benches of its hot paths
  openings [LEVEL…]         recompute the solver's openings table (src/rules/solver/openings_table.rs)
  optimal                   recompute level I's optimal decision table by exact search
                            (src/rules/solver/optimal_table.rs)
  setup                     only install what is missing";

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => serve(&args[1..]),
        Some("test") => test(),
        Some("size") => setup(Needs::Build)
            .and_then(|_| release_build())
            .and_then(|_| size()),
        Some("setup") => setup(Needs::Browser),
        Some("bench") => bench(&args[1..]),
        Some("openings") => openings(&args[1..]),
        Some("optimal") => optimal(),
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

// ---- environment -------------------------------------------------------------------------------

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// PATH with the project's npm tools and cargo's install directory in front, so Trunk finds
/// wasm-opt and wasm-bindgen without downloading anything.
fn tool_path() -> OsString {
    let cargo_home = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .unwrap_or_default();
    let mut dirs = vec![root().join("node_modules/.bin"), cargo_home.join("bin")];
    dirs.extend(env::split_paths(&env::var_os("PATH").unwrap_or_default()));
    env::join_paths(dirs).expect("PATH entries are valid")
}

fn cmd(program: &str, args: &[&str]) -> Command {
    let mut c = Command::new(program);
    c.args(args).current_dir(root()).env("PATH", tool_path());
    c
}

/// Runs a command with inherited output; fails if it does.
fn run(program: &str, args: &[&str]) -> Result {
    println!("$ {program} {}", args.join(" "));
    let status = cmd(program, args)
        .status()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    status
        .success()
        .then_some(())
        .ok_or_else(|| format!("`{program} {}` failed ({status})", args.join(" ")))
}

/// Runs a prepared command with inherited output; fails if it does.
fn status(c: &mut Command) -> Result {
    let status = c.status().map_err(|e| format!("cannot run {c:?}: {e}"))?;
    status
        .success()
        .then_some(())
        .ok_or_else(|| format!("{c:?} failed ({status})"))
}

/// The first line a command prints, if it runs at all.
fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = cmd(program, args).stderr(Stdio::null()).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

// ---- set-up ------------------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Needs {
    /// Enough to build the release bundle.
    Build,
    /// Also a browser and its driver, for tests.
    Browser,
}

fn setup(needs: Needs) -> Result {
    let started = Instant::now();
    let targets = output("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if !targets.lines().any(|t| t == WASM_TARGET) {
        run("rustup", &["target", "add", WASM_TARGET])?;
    }
    if output("cargo", &["clippy", "--version"]).is_none()
        || output("cargo", &["fmt", "--version"]).is_none()
    {
        run("rustup", &["component", "add", "clippy", "rustfmt"])?;
    }
    let trunk = output("trunk", &["--version"]).unwrap_or_default();
    if trunk != format!("trunk {TRUNK_VERSION}") {
        println!("Installing Trunk {TRUNK_VERSION} (found {trunk:?}); this takes several minutes.");
        run(
            "cargo",
            &["install", "trunk", "--version", TRUNK_VERSION, "--locked"],
        )?;
    }
    let bindgen = wasm_bindgen_version()?;
    let found = output("wasm-bindgen", &["--version"]).unwrap_or_default();
    let runner = output("wasm-bindgen-test-runner", &["--version"]).unwrap_or_default();
    if found != format!("wasm-bindgen {bindgen}") || !runner.contains(&bindgen) {
        println!("Installing wasm-bindgen-cli {bindgen} (found {found:?}), as Cargo.lock pins it.");
        // No --locked: one of its pinned dependencies is missing from the registry mirror.
        run(
            "cargo",
            &["install", "wasm-bindgen-cli", "--version", &bindgen],
        )?;
    }
    npm_install()?;
    if needs >= Needs::Browser {
        browser()?;
    }
    println!(
        "Set-up checked in {:.1} s.",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The wasm-bindgen version Cargo.lock pins: the CLI must match it exactly.
fn wasm_bindgen_version() -> Result<String> {
    let lock = fs::read_to_string(root().join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"wasm-bindgen\""
            && let Some(v) = lines.next().and_then(|l| l.strip_prefix("version = "))
        {
            return Ok(v.trim_matches('"').to_owned());
        }
    }
    Err("Cargo.lock pins no wasm-bindgen".to_owned())
}

/// `npm ci` when node_modules is missing or older than package-lock.json.
fn npm_install() -> Result {
    let modified = |p: PathBuf| fs::metadata(p).and_then(|m| m.modified()).ok();
    let lock = modified(root().join("package-lock.json"));
    let installed = modified(root().join("node_modules/.package-lock.json"));
    let fresh = matches!((lock, installed), (Some(l), Some(i)) if i >= l);
    if !fresh || !root().join("node_modules/.bin/wasm-opt").exists() {
        if output("npm", &["--version"]).is_none() {
            return Err("npm is missing: install Node.js 18 or newer with npm".to_owned());
        }
        // Playwright drives Debian's Chromium; it must never download a browser of its own.
        let mut c = cmd("npm", &["ci", "--no-audit", "--no-fund"]);
        c.env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1");
        println!("$ npm ci");
        let ok = c.status().map(|s| s.success()).unwrap_or(false);
        if !ok {
            return Err("npm ci failed".to_owned());
        }
    }
    Ok(())
}

/// Debian's Chromium and ChromeDriver, installed with apt when running as root.
fn browser() -> Result {
    if Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists() {
        return Ok(());
    }
    let root_user = output("id", &["-u"]).as_deref() == Some("0");
    if !root_user {
        return Err(format!(
            "{CHROMIUM} and {CHROMEDRIVER} are needed for the browser tests: run \
             `sudo apt-get install chromium chromium-driver` (Debian) and try again"
        ));
    }
    run("apt-get", &["update"])?;
    let mut c = cmd(
        "apt-get",
        &[
            "install",
            "-y",
            "--no-install-recommends",
            "chromium",
            "chromium-driver",
        ],
    );
    c.env("DEBIAN_FRONTEND", "noninteractive");
    println!("$ apt-get install -y chromium chromium-driver");
    let ok = c.status().map(|s| s.success()).unwrap_or(false);
    ok.then_some(())
        .ok_or_else(|| "apt-get install chromium chromium-driver failed".to_owned())
}

// ---- serve -------------------------------------------------------------------------------------

fn serve(args: &[String]) -> Result {
    let mut release = true;
    let mut port = "8080".to_owned();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--dev" => release = false,
            "--port" => port = rest.next().ok_or("--port needs a number")?.clone(),
            other => return Err(format!("unknown option {other}\n{USAGE}")),
        }
    }
    setup(Needs::Build)?;
    println!("Serving the game on http://127.0.0.1:{port}/ (Ctrl-C stops).");
    let mut trunk_args = vec!["serve", "--port", &port];
    if release {
        trunk_args.push("--release");
    }
    run("trunk", &trunk_args)
}

// ---- builds and sizes --------------------------------------------------------------------------

fn release_build() -> Result {
    run("trunk", &["build", "--release"])
}

fn gzip_size(path: &Path) -> Result<usize> {
    let out = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(path)
        .output()
        .map_err(|e| format!("cannot run gzip: {e}"))?;
    Ok(out.stdout.len())
}

/// The part of the release bundle a file belongs to: the first load (everything fetched before
/// the home page is interactive: the page, the CSS and the home page's own program), the whole
/// game's program (fetched for any other page, or when the player leaves home), the solver's web
/// worker (fetched the first time the solver is needed), or the service worker (registered after
/// the page is up).
fn bundle_part(name: &str) -> &'static str {
    if name.starts_with("solver") {
        "solver worker (on first use)"
    } else if name == "sw.js" {
        "service worker (after load)"
    } else if name.starts_with("mastermind") {
        "the whole game (every page but home)"
    } else {
        "first load"
    }
}

/// Prints the raw and gzip size of each file of the release bundle (wasm, js, css, html),
/// with the first load and the solver's worker totalled apart.
fn size() -> Result {
    let dist = root().join("dist");
    let mut files: Vec<PathBuf> = fs::read_dir(&dist)
        .map_err(|e| format!("no dist/ to measure: {e}"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            matches!(
                p.extension().and_then(|e| e.to_str()),
                Some("wasm" | "js" | "css" | "html")
            )
        })
        .collect();
    files.sort();
    let name_of = |p: &PathBuf| {
        p.file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned()
    };
    let mut parts: Vec<&str> = files.iter().map(|f| bundle_part(&name_of(f))).collect();
    parts.sort();
    parts.dedup();
    // The first load first.
    parts.sort_by_key(|p| *p != "first load");
    // The first load's total and its home program's share, known once the first load is listed.
    let (mut first_load, mut home_program) = (0, 0);
    for part in parts {
        let (mut raw_total, mut gz_total) = (0, 0);
        println!("\nRelease bundle, {part}:");
        println!("  {:<44} {:>10} {:>10}", "file", "raw B", "gzip B");
        for file in files.iter().filter(|f| bundle_part(&name_of(f)) == part) {
            let raw = fs::metadata(file).map_err(|e| e.to_string())?.len() as usize;
            let gz = gzip_size(file)?;
            raw_total += raw;
            gz_total += gz;
            if name_of(file).starts_with("home") {
                home_program += gz;
            }
            println!("  {:<44} {raw:>10} {gz:>10}", name_of(file));
        }
        println!("  {:<44} {raw_total:>10} {gz_total:>10}", "total");
        if part == "first load" {
            println!(
                "  first load: {:.1} KB gzip (issue 14: at most 220 KB; budget 150 KB)",
                gz_total as f64 / 1000.0
            );
            first_load = gz_total;
        } else if part.starts_with("the whole game") {
            println!(
                "  the whole game: {:.1} KB gzip; a deep link's first load with the page and CSS: {:.1} KB",
                gz_total as f64 / 1000.0,
                (gz_total + first_load - home_program) as f64 / 1000.0
            );
        } else {
            println!("  {part}: {:.1} KB gzip", gz_total as f64 / 1000.0);
        }
    }
    Ok(())
}

// ---- solver --------------------------------------------------------------------------------------

/// The environment that runs wasm-bindgen tests in headless Chromium.
fn wasm_test_env(c: &mut Command) {
    c.env(
        "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
        "wasm-bindgen-test-runner",
    )
    .env("CHROMEDRIVER", CHROMEDRIVER)
    .env("WASM_BINDGEN_TEST_TIMEOUT", "600");
}

fn bench(args: &[String]) -> Result {
    setup(Needs::Browser)?;
    println!("\n==> solver benchmark table (native, profile `fast`)");
    let mut table = vec![
        "run",
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
    );
    wasm_test_env(&mut timing);
    status(&mut timing)?;
    println!("\n==> next-guess latency through the solver's web worker (release build, Chromium)");
    release_build()?;
    run("node", &["tests/e2e/bench_worker.mjs"])?;
    println!("\n==> criterion benches of the hot paths (native)");
    run("cargo", &["bench", "-p", "mastermind", "--bench", "solver"])
}

fn openings(args: &[String]) -> Result {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    write_table("openings", &args, "src/rules/solver/openings_table.rs")
}

fn optimal() -> Result {
    write_table("optimal", &["2"], "src/rules/solver/optimal_table.rs")
}

/// Runs the example `example` (profile `fast`) with `args`, its progress on standard error, and
/// writes what it prints to `table`, a path in the repository.
fn write_table(example: &str, args: &[&str], table: &str) -> Result {
    let start = Instant::now();
    let out = cmd(
        "cargo",
        &["run", "--profile", "fast", "--example", example, "--"],
    )
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

// ---- test --------------------------------------------------------------------------------------

/// Totals of the test counts the runners print.
#[derive(Default)]
struct Counts {
    passed: u64,
    failed: u64,
}

/// Reads a runner's closing line: cargo's `test result: ok. 12 passed; 0 failed; …` or
/// Playwright's `  12 passed (30s)` / `  1 failed`.
fn count_line(line: &str, counts: &mut Counts) {
    let line = line.trim();
    let number_before = |word: &str| -> Option<u64> {
        let at = line.find(word)?;
        line[..at].split_whitespace().last()?.parse().ok()
    };
    if line.starts_with("test result:") {
        counts.passed += number_before(" passed").unwrap_or(0);
        counts.failed += number_before(" failed").unwrap_or(0);
    } else if let Some(first) = line.split_whitespace().next() {
        let is_count = first.parse::<u64>().is_ok();
        let words: Vec<&str> = line.split_whitespace().collect();
        if is_count && words.len() >= 2 {
            match words[1] {
                "passed" => counts.passed += number_before(" passed").unwrap_or(0),
                "failed" => counts.failed += number_before(" failed").unwrap_or(0),
                _ => {}
            }
        }
    }
}

/// Runs a command, echoing its output while counting the tests it reports.
fn run_counted(c: &mut Command, counts: &Arc<Mutex<Counts>>) -> Result {
    let mut child = c
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start: {e}"))?;
    let pipe = |reader: Box<dyn std::io::Read + Send>, to_err: bool| {
        let counts = Arc::clone(counts);
        thread::spawn(move || {
            for line in BufReader::new(reader).lines().map_while(|l| l.ok()) {
                if to_err {
                    eprintln!("{line}");
                } else {
                    println!("{line}");
                }
                count_line(&line, &mut counts.lock().expect("counts"));
            }
        })
    };
    let out = pipe(Box::new(child.stdout.take().expect("stdout")), false);
    let err = pipe(Box::new(child.stderr.take().expect("stderr")), true);
    let status = child.wait().map_err(|e| e.to_string())?;
    let _ = (out.join(), err.join());
    status
        .success()
        .then_some(())
        .ok_or_else(|| format!("exited with {status}"))
}

/// A port nothing listens on now, so the end-to-end server never meets another one.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or(4173)
}

fn test() -> Result {
    let started = Instant::now();
    setup(Needs::Browser)?;
    let counts = Arc::new(Mutex::new(Counts::default()));
    let wasm_env = wasm_test_env;
    type Step = (&'static str, Box<dyn Fn() -> Command>);
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
            "tier 1: native unit and property tests",
            Box::new(|| cmd("cargo", &["test", "--workspace"])),
        ),
        (
            "tier 1: the solver's openings table recomputed (optimised build)",
            Box::new(|| {
                cmd(
                    "cargo",
                    &[
                        "test",
                        "-p",
                        "mastermind",
                        "--profile",
                        "fast",
                        "--test",
                        "openings",
                    ],
                )
            }),
        ),
        (
            "tier 2: component tests in headless Chromium (wasm-bindgen-test)",
            Box::new(move || {
                let mut c = cmd(
                    "cargo",
                    &[
                        "test",
                        "-p",
                        "mastermind",
                        "--target",
                        WASM_TARGET,
                        "--test",
                        "components",
                        "--test",
                        "storage",
                        "--test",
                        "solver_client",
                    ],
                );
                wasm_env(&mut c);
                c
            }),
        ),
        (
            "release build (trunk build --release)",
            Box::new(|| cmd("trunk", &["build", "--release"])),
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
                );
                c.env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
                    .env("E2E_PORT", free_port().to_string());
                c
            }),
        ),
    ];
    let mut report = Vec::new();
    let mut release_ok = false;
    for (name, make) in &steps {
        println!("\n==> {name}");
        let t = Instant::now();
        let outcome = if name.starts_with("tier 3") && !release_ok {
            Err("skipped: the release build failed".to_owned())
        } else {
            run_counted(&mut make(), &counts)
        };
        if name.starts_with("release") {
            release_ok = outcome.is_ok();
            if release_ok {
                size()?;
            }
        }
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
    let counts = counts.lock().expect("counts");
    println!("tests: {} passed, {} failed", counts.passed, counts.failed);
    if failed_steps > 0 {
        return Err(format!("{failed_steps} step(s) failed"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counted(lines: &[&str]) -> (u64, u64) {
        let mut c = Counts::default();
        for l in lines {
            count_line(l, &mut c);
        }
        (c.passed, c.failed)
    }

    #[test]
    fn reads_cargo_and_playwright_closing_lines() {
        assert_eq!(
            counted(&[
                "test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out",
                "test result: FAILED. 3 passed; 2 failed; 0 ignored",
                "  14 passed (31.2s)",
                "  1 failed",
                "Row 3: 2 passed the test",
                "running 4 tests",
            ]),
            (29, 3)
        );
    }

    #[test]
    fn wasm_bindgen_version_comes_from_the_lockfile() {
        let v = wasm_bindgen_version().expect("Cargo.lock has wasm-bindgen");
        assert!(v.starts_with("0.2."), "{v}");
    }
}
