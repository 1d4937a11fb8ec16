//! The project's commands: `cargo xtask serve` builds and serves the game, `cargo xtask test` runs
//! every test tier. Both first install whatever is missing (idempotently, and quickly when all is
//! there): the wasm target, Trunk, wasm-bindgen-cli matching Cargo.lock, npm packages (Playwright,
//! binaryen's wasm-opt) and, for tests, Debian's Chromium and ChromeDriver.
//!
//! One module per command: `install` (set-up), `build` (release build, serve), `test` (the test
//! tiers), `bench`, `size` (the release bundle's sizes), `tables` (the solver's generated
//! tables) and `first_paint` (index.html's and Trunk.toml's generated blocks); `env` holds what
//! they share (the repository root, PATH, running commands).

mod bench;
mod build;
#[cfg(test)]
mod deploy;
mod env;
mod first_paint;
mod install;
mod size;
mod tables;
mod test;
mod test_counts;

use std::process::ExitCode;

use install::Needs;

const USAGE: &str = "usage: cargo xtask <command>

commands:
  serve [--port N]          install what is missing, build the release bundle and serve dist/
                            as built (brotli copies, deep links) on 127.0.0.1:8080 or port N
  serve --base /PATH/       the same for a site under /PATH/, served by GitHub Pages' rules
  serve --dev [--port N]    trunk serve: an unoptimised build with live reload, for development
                            only (its dist/ carries the live-reload script; never deploy it)
  dist [--base /PATH/]      install what is missing and build the site in dist/, for a domain's
                            root or under /PATH/ (docs/deploy.md: GitHub Pages, Netlify,
                            Cloudflare Pages, a server of one's own)
  test                      install what is missing and run every test tier
  size                      build the release bundle and print its raw and gzip sizes
  bench [LEVEL…] [STRATEGY…] the solver's benchmark table, its latency in wasm in headless
                            Chromium (alone, then through its web worker on the release
                            build), and the criterion benches of its hot paths
  bench load [RUNS]         cold loads of home, a seeded and a daily game link and the Rules
                            under slow 4G and a 4x slower CPU: time to a usable page and bytes
  bench hints [GAMES]       Hint at level III in the page: click to row filled, p50/p95/max
  bench variants [SLUG…] [keys=N]  the default strategy over every key of each variant (a
                            seeded sample of N, default 1 000, for the colour game II and III)
  screenshots               the README's screenshots, afresh from the release build (docs/*.png)
  openings [LEVEL…]         recompute the solver's openings table (core/src/solver/openings_table.rs)
                            and the digests of the sources that computed it
  openings --check          recompute the whole table; fail if it differs, else keep today's digests
  optimal                   recompute level I's optimal decision table by exact search
                            (core/src/solver/optimal_table.rs)
  first-paint               rewrite the generated blocks of index.html's first paint and
                            Trunk.toml's loader from the Rust sources (xtask/paint/)
  setup                     only install what is missing";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or_default();
    let result = match args.first().map(String::as_str) {
        Some("serve") => build::serve(rest),
        Some("dist") => build::dist(rest),
        Some("test") => test::test(),
        Some("size") => install::setup(Needs::Build)
            .and_then(|_| build::release_build())
            .and_then(|_| size::size()),
        Some("setup") => install::setup(Needs::Browser),
        Some("bench") => bench::bench(rest),
        Some("screenshots") => bench::screenshots(),
        Some("openings") => tables::openings(rest),
        Some("optimal") => tables::optimal(),
        Some("first-paint") => first_paint::first_paint(),
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
