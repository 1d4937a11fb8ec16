//! The release build (`trunk build --release`) and `cargo xtask serve`.

use crate::USAGE;
use crate::env::{Result, run};
use crate::install::{Needs, setup};

pub fn release_build() -> Result {
    run("trunk", &["build", "--release"])
}

/// The static server the end-to-end tests use: dist/ as a host serves it (the build's brotli
/// copies, gzip otherwise, index.html for deep links), on 127.0.0.1.
const STATIC_SERVER: &str = "tests/e2e/serve.mjs";

/// `serve [--dev] [--port N]`: builds the release bundle and serves dist/ exactly as built, with
/// the end-to-end tests' static server; with `--dev`, `trunk serve` (unoptimised, live reload,
/// and a dist/ that is not for deploying).
pub fn serve(args: &[String]) -> Result {
    let mut release = true;
    let mut port = 8080_u16;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--dev" => release = false,
            "--port" => {
                let n = rest.next().ok_or("--port needs a number")?;
                port = n
                    .parse()
                    .ok()
                    .filter(|&p: &u16| p != 0)
                    .ok_or_else(|| format!("--port needs a number from 1 to 65535, not {n}"))?;
            }
            other => return Err(format!("unknown option {other}\n{USAGE}")),
        }
    }
    let port = port.to_string();
    setup(Needs::Build)?;
    if release {
        release_build()?;
        println!("Serving dist/ as built on http://127.0.0.1:{port}/ (Ctrl-C stops).");
        run("node", &[STATIC_SERVER, "dist", &port])
    } else {
        println!(
            "Serving an unoptimised build with live reload on http://127.0.0.1:{port}/ (Ctrl-C \
             stops); its dist/ is for development, not for deploying."
        );
        run("trunk", &["serve", "--port", &port])
    }
}
