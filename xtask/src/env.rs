//! What every command shares: the repository root, the PATH its tools are found on, and running
//! commands from the root.

use std::env;
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, Stdio};

pub const WASM_TARGET: &str = "wasm32-unknown-unknown";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

pub type Result<T = ()> = std::result::Result<T, String>;

/// The workspace root: the directory above xtask's own.
pub fn root() -> PathBuf {
    let mut root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    root.pop();
    root
}

/// PATH with the project's npm tools and cargo's install directory in front, so Trunk finds
/// wasm-opt and wasm-bindgen without downloading anything.
fn tool_path() -> Result<OsString> {
    let cargo_home = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .unwrap_or_default();
    let mut dirs = vec![root().join("node_modules/.bin"), cargo_home.join("bin")];
    dirs.extend(env::split_paths(&env::var_os("PATH").unwrap_or_default()));
    env::join_paths(dirs).map_err(|e| format!("cannot build PATH: {e}"))
}

/// `program` with `args`, run from the repository root with the tools' PATH.
pub fn cmd(program: &str, args: &[&str]) -> Result<Command> {
    let mut c = Command::new(program);
    c.args(args).current_dir(root()).env("PATH", tool_path()?);
    Ok(c)
}

/// Runs a command with inherited output; fails if it does.
pub fn run(program: &str, args: &[&str]) -> Result {
    println!("$ {program} {}", args.join(" "));
    let status = cmd(program, args)?
        .status()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    status
        .success()
        .then_some(())
        .ok_or_else(|| format!("`{program} {}` failed ({status})", args.join(" ")))
}

/// Runs a prepared command with inherited output; fails if it does.
pub fn status(c: &mut Command) -> Result {
    let status = c.status().map_err(|e| format!("cannot run {c:?}: {e}"))?;
    status
        .success()
        .then_some(())
        .ok_or_else(|| format!("{c:?} failed ({status})"))
}

/// What a command prints on standard output, trimmed, if it runs at all and succeeds.
pub fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = cmd(program, args)
        .ok()?
        .stderr(Stdio::null())
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// The environment that runs wasm-bindgen tests in headless Chromium.
pub fn wasm_test_env(c: &mut Command) {
    c.env(
        "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
        "wasm-bindgen-test-runner",
    )
    .env("CHROMEDRIVER", CHROMEDRIVER)
    .env("WASM_BINDGEN_TEST_TIMEOUT", "600");
}
