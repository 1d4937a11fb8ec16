//! The release build (`trunk build --release`) and `cargo xtask serve`.

use crate::USAGE;
use crate::env::{Result, run};
use crate::install::{Needs, setup};

pub fn release_build() -> Result {
    run("trunk", &dist_args("/", "dist"))
}

/// The sub-path the end-to-end tier publishes a second build under, as a GitHub Pages project
/// site is (`https://user.github.io/mastermind/`), and where that build goes.
pub const PAGES_BASE: &str = "/mastermind/";
pub const PAGES_DIST: &str = "target/dist-pages";

/// Trunk's arguments for a release build of the site under `base` into `dir`: the base is
/// Trunk's public_url, which the loader puts on the document and tools/post_build.mjs writes
/// into everything else (the service worker, the hosts' files; SPEC §19).
pub fn dist_args<'a>(base: &'a str, dir: &'a str) -> Vec<&'a str> {
    vec!["build", "--release", "--public-url", base, "--dist", dir]
}

/// Whether `base` is a site's base: `/`, or a plain path with a slash at each end
/// (`/mastermind/`, `/games/mastermind/`).
pub fn valid_base(base: &str) -> bool {
    base == "/"
        || (base.len() > 2
            && base.starts_with('/')
            && base.ends_with('/')
            && base[1..base.len() - 1].split('/').all(|segment| {
                !segment.is_empty()
                    && segment != "."
                    && segment != ".."
                    && segment
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "-._~".contains(c))
            }))
}

/// A `--base` option's value made a base (a missing slash at either end is the same base), or
/// why it is not one.
fn parse_base_option(value: Option<&String>) -> Result<String> {
    let b = value.ok_or("--base needs a path, such as /mastermind/")?;
    let base = format!("/{}/", b.trim_matches('/')).replace("//", "/");
    if valid_base(&base) {
        Ok(base)
    } else {
        Err(format!(
            "--base {b}: a plain path such as /mastermind/ (letters, digits, - . _ ~)"
        ))
    }
}

/// `dist [--base /PATH/]`: the release build in dist/, for a site at a domain's root (the
/// default) or under `/PATH/` (docs/deploy.md).
pub fn dist(args: &[String]) -> Result {
    let mut base = "/".to_owned();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--base" => base = parse_base_option(rest.next())?,
            other => return Err(format!("unknown option {other}\n{USAGE}")),
        }
    }
    setup(Needs::Build)?;
    run("trunk", &dist_args(&base, "dist"))?;
    println!("dist/ is the site for {base}: publish its files there (docs/deploy.md).");
    Ok(())
}

/// The static server the end-to-end tests use: dist/ as a host serves it (the build's brotli
/// copies, gzip otherwise, index.html for deep links), on 127.0.0.1.
const STATIC_SERVER: &str = "tests/e2e/serve.mjs";

/// `serve [--dev] [--port N] [--base /PATH/]`: builds the release bundle and serves dist/ exactly
/// as built, with the end-to-end tests' static server (with `--base`, the site built for that
/// sub-path and served under it by GitHub Pages' rules, as a project site is); with `--dev`,
/// `trunk serve` (unoptimised, live reload, and a dist/ that is not for deploying).
pub fn serve(args: &[String]) -> Result {
    let mut release = true;
    let mut port = 8080_u16;
    let mut base = "/".to_owned();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--dev" => release = false,
            "--base" => base = parse_base_option(rest.next())?,
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
        run("trunk", &dist_args(&base, "dist"))?;
        println!("Serving dist/ as built on http://127.0.0.1:{port}{base} (Ctrl-C stops).");
        if base == "/" {
            run("node", &[STATIC_SERVER, "dist", &port])
        } else {
            let args = [STATIC_SERVER, "dist", &port, "--pages", "--base", &base];
            run("node", &args)
        }
    } else {
        println!(
            "Serving an unoptimised build with live reload on http://127.0.0.1:{port}/ (Ctrl-C \
             stops); its dist/ is for development, not for deploying."
        );
        run("trunk", &["serve", "--port", &port])
    }
}
