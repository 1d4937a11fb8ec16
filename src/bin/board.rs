//! The board's own program: mounts [`mastermind::BoardApp`] (a game of a level and the daily
//! games, nothing else) in place of the first paint. `index.html` loads it for the paths a shared
//! link opens ([`mastermind::routes::is_board_path`]), so such a link is playable after a part of
//! the whole game's download.

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
    mastermind::start(mastermind::BoardApp);
}
