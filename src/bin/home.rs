//! The home page's own program: mounts [`mastermind::HomeApp`] (the header, the update notice and
//! the home page) in place of the first paint. `index.html` loads it for `/` and the whole game
//! (`src/main.rs`) for every other path, so a first visit downloads only what the home page needs.

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
    mastermind::dom::remove_first_paint();
    leptos::mount::mount_to_body(mastermind::HomeApp);
}
