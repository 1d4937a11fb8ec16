//! The home page's own program: the header, the update notice and the home page drawn without
//! Leptos ([`mastermind::home_page`]) in place of the first paint. `index.html` loads it for `/`
//! and the whole game (`src/main.rs`) for every other path, so a first visit downloads only what
//! the home page needs.

fn main() {
    mastermind::home_page::run();
}
