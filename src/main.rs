//! Mounts the application on the page, in place of the first paint that `index.html` shows.

fn main() {
    mastermind::start(mastermind::App);
}
