//! `cargo xtask first-paint`: rewrites the generated blocks of `index.html` (the first paint's
//! words, sizes and game links) and `Trunk.toml` (the loader's test of a game link) from the
//! Rust sources, with the example `first_paint` (`src/first_paint/mod.rs` renders them).

use crate::env::{Result, run};

pub fn first_paint() -> Result {
    run("cargo", &["run", "--quiet", "--example", "first_paint"])
}
