//! The solver's web worker ([`mastermind::solver_worker`]), built by Trunk from `index.html`
//! (`data-type="worker"`) and started by the page's `solver_client` the first time it needs the
//! solver. Like every program, it is one call into the library, whose lints forbid what could
//! panic (`src/lib.rs`).

#[cfg(target_arch = "wasm32")]
fn main() {
    mastermind::solver_worker::run();
}

/// The worker exists only in the browser; natively this binary does nothing.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
