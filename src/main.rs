//! Mounts the application on the page, in place of the first paint that `index.html` shows.

#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

fn main() {
    mastermind::crash::install();
    // In a task after the one that instantiated the WebAssembly, so neither grows long.
    mastermind::dom::next_task(|| {
        mastermind::dom::remove_first_paint();
        leptos::mount::mount_to_body(mastermind::App);
    });
}
