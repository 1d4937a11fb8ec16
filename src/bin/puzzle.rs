//! The quick board of a puzzle link (`/puzzle/<n>/daily`, `/puzzle/<n>?seed=…`): the first
//! program the loader starts there, a board drawn without Leptos that generates the puzzle and
//! plays it ([`mastermind::quick::start::puzzle`]) while the whole game (`src/main.rs`)
//! downloads, which then takes the page over ([`mastermind::handover`]). Its own program, so that
//! a game link's quick board carries no generator.

fn main() {
    mastermind::quick::start::puzzle();
}
