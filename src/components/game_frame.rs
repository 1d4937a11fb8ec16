use leptos::prelude::*;

use crate::game_markup::Kind;

/// A game's or a puzzle's page: the frame and the heading as [`crate::game_markup::page`] draws them
/// for the quick board and the first paint (the page's class, a date in the heading kept on one
/// line by [`crate::game_markup::heading`]), around what the page puts under the heading.
#[component]
pub fn GameFrame(
    kind: Kind,
    /// The heading's markup ([`crate::game_markup::heading`]); a puzzle's changes as its source is
    /// learnt.
    #[prop(into)]
    heading: Signal<String>,
    children: Children,
) -> impl IntoView {
    view! {
        <div class=kind.page_class()>
            <h1 inner_html=heading></h1>
            {children()}
        </div>
    }
}
