//! The second Leptos program: the pages played apart from a game (the computer breaking a key,
//! the two matches, `Your data`, the print page, the past puzzles of the day: `routes::MORE_PATHS`). `index.html`'s loader
//! starts it for those paths alone, so the whole game (`src/main.rs`) carries none of them.

fn main() {
    mastermind::start(mastermind::MoreApp);
}
