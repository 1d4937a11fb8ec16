//! Mounts the application on the page.

fn main() {
    leptos::mount::mount_to_body(mastermind::App);
}
