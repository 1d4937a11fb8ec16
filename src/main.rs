//! Mounts the application on the page, in place of the first paint that `index.html` shows.

fn main() {
    mastermind::dom::remove_first_paint();
    leptos::mount::mount_to_body(mastermind::App);
}
