//! The quick board's program: the first one a game link starts (`index.html`'s loader), a board
//! drawn without Leptos ([`mastermind::quick::start::game`]) that plays the game while the whole game
//! (`src/main.rs`) downloads, which then takes the page over ([`mastermind::handover`]).

fn main() {
    mastermind::quick::start::game();
}
