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
    mastermind::start(mastermind::App);
}
