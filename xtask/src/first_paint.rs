//! `cargo xtask first-paint`: rewrites the generated blocks of `index.html` (the first paint's
//! words, sizes and game links) and `Trunk.toml` (the loader's test of a game link) from the
//! Rust sources, with the generator's program (`xtask/paint`: `first-paint`), which also writes
//! the pages' fragments.

use crate::env::{Result, run};

pub fn first_paint() -> Result {
    run(
        "cargo",
        &[
            "run",
            "--quiet",
            "-p",
            "xtask-paint",
            "--bin",
            "first-paint",
        ],
    )
}
