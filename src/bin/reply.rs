//! A friend's reply link's program: the first one a reply link (`/reply#…`) starts
//! (`index.html`'s loader), the reply's page drawn without Leptos
//! ([`mastermind::quick::start::reply`]) while the whole game (`src/main.rs`) downloads, which
//! then draws the same page in its place and counts the game in Friends.

fn main() {
    mastermind::quick::start::reply();
}
