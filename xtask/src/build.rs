//! The release build (`trunk build --release`) and `cargo xtask serve`.

use crate::USAGE;
use crate::env::{Result, run};
use crate::install::{Needs, setup};

pub fn release_build() -> Result {
    run("trunk", &["build", "--release"])
}

/// `serve [--dev] [--port N]`: builds the game (release unless `--dev`) and serves it.
pub fn serve(args: &[String]) -> Result {
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
