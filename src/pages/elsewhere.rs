use leptos::prelude::*;
use leptos_router::hooks::use_location;

use crate::pages::not_found::NotFound;
use crate::routes::is_more_path;

/// The routers' fallback, for a path a program has no route for: the page of the other Leptos
/// program ([`crate::routes::MORE_PATHS`] are the second program's, every other path the whole
/// game's) is loaded whole, in place of the address the router put in the history; a path
/// neither program has is [`NotFound`]. `more` says which program asks: the second one loads
/// every path not its own, the whole game only the second one's.
#[component]
pub fn Elsewhere(more: bool) -> impl IntoView {
    let location = use_location();
    move || {
        // The address is the site's (under its base); which program has it, the app path's.
        let path = location.pathname.get();
        let other = is_more_path(&crate::routes::app(&path)) != more;
        if other {
            // The router's address (its query without `?`, its fragment with or without `#`),
            // loaded whole in place of the one in the history.
            let (search, hash) = (location.search.get(), location.hash.get());
            let mut href = path;
            if !search.is_empty() {
                href.push('?');
                href.push_str(search.trim_start_matches('?'));
            }
            if !hash.is_empty() {
                href.push('#');
                href.push_str(hash.trim_start_matches('#'));
            }
            // In a task of its own: the router writes its address into the history after it
            // has drawn the route, and a replace before that would replace the page left (the
            // way back would be lost).
            crate::dom::next_task(move || {
                if let Some(window) = web_sys::window() {
                    let _ = window.location().replace(&href);
                }
            });
            None
        } else {
            Some(view! { <NotFound /> })
        }
    }
}
