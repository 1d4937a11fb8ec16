//! `cargo xtask setup`, and the set-up every other command starts with: installs whatever is
//! missing (the wasm target, clippy and rustfmt, Trunk, wasm-bindgen-cli matching Cargo.lock, the
//! npm packages and, for tests, Debian's Chromium and ChromeDriver), quickly when all is there.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::env::{CHROMEDRIVER, Result, WASM_TARGET, cmd, output, root, run, status};

const TRUNK_VERSION: &str = "0.21.14";
const CHROMIUM: &str = "/usr/bin/chromium";

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Needs {
    /// Enough to build the release bundle.
    Build,
    /// Also a browser and its driver, for tests.
    Browser,
}

pub fn setup(needs: Needs) -> Result {
    let started = Instant::now();
    // The downloads (npm's packages, Debian's browser) wait on the network and the disk, the
    // compiles below on the CPU: on a fresh machine they go side by side.
    let (tools, downloads) = std::thread::scope(|scope| {
        let downloads = scope.spawn(move || -> Result {
            npm_install()?;
            if needs >= Needs::Browser {
                browser()?;
            }
            Ok(())
        });
        let tools = rust_tools();
        let downloads = downloads
            .join()
            .unwrap_or_else(|_| Err("the npm and browser set-up stopped".to_owned()));
        (tools, downloads)
    });
    tools?;
    downloads?;
    println!(
        "Set-up checked in {:.1} s.",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The wasm target, clippy and rustfmt, Trunk and wasm-bindgen-cli (compiled: minutes on a fresh
/// machine).
fn rust_tools() -> Result {
    toolchain()?;
    compiled_tools()
}

/// The toolchain's own parts: the wasm target, clippy and rustfmt (seconds; all the lints and the
/// native tests need).
pub fn toolchain() -> Result {
    let targets = output("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if !targets.lines().any(|t| t == WASM_TARGET) {
        run("rustup", &["target", "add", WASM_TARGET])?;
    }
    if output("cargo", &["clippy", "--version"]).is_none()
        || output("cargo", &["fmt", "--version"]).is_none()
    {
        run("rustup", &["component", "add", "clippy", "rustfmt"])?;
    }
    Ok(())
}

/// Trunk and wasm-bindgen-cli, compiled from source when missing.
fn compiled_tools() -> Result {
    let trunk = output("trunk", &["--version"]).unwrap_or_default();
    if trunk != format!("trunk {TRUNK_VERSION}") {
        println!("Installing Trunk {TRUNK_VERSION} (found {trunk:?}); this takes several minutes.");
        // Trunk runs offline here, with the tools this command puts on PATH, and only drives them
        // (cargo, wasm-bindgen, wasm-opt): without its default features (TLS for downloading
        // tools, the update check), its release profile's fat LTO in one codegen unit, and with
        // light optimisation, it compiles in a fraction of the time and builds the same bundle.
        let mut c = cmd(
            "cargo",
            &[
                "install",
                "trunk",
                "--version",
                TRUNK_VERSION,
                "--locked",
                "--no-default-features",
            ],
        )?;
        c.env("CARGO_PROFILE_RELEASE_LTO", "false")
            .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "16")
            .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "1");
        status(&mut c)?;
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
        let mut c = cmd("npm", &["ci", "--no-audit", "--no-fund"])?;
        c.env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1");
        println!("$ npm ci");
        status(&mut c).map_err(|_| "npm ci failed".to_owned())?;
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
    )?;
    c.env("DEBIAN_FRONTEND", "noninteractive");
    println!("$ apt-get install -y chromium chromium-driver");
    status(&mut c).map_err(|_| "apt-get install chromium chromium-driver failed".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wasm_bindgen_version_comes_from_the_lockfile() {
        let v = wasm_bindgen_version().expect("Cargo.lock has wasm-bindgen");
        assert!(v.starts_with("0.2."), "{v}");
    }
}
