use leptos::prelude::*;

use crate::rules::Feedback;

/// The class of each of a row's `pegs` marks for `feedback`, blacks first, then whites, then
/// empty places.
pub fn mark_classes(feedback: Feedback, pegs: usize) -> impl Iterator<Item = &'static str> {
    let (black, white) = (usize::from(feedback.black), usize::from(feedback.white));
    (0..pegs).map(move |i| {
        if i < black {
            "mark black"
        } else if i < black + white {
            "mark white"
        } else {
            "mark none"
        }
    })
}

/// The black and white marks of a played row, drawn blacks first (decorative: the row's text
/// says the same to screen readers).
#[component]
pub fn Marks(feedback: Feedback, pegs: usize) -> impl IntoView {
    let marks = mark_classes(feedback, pegs)
        .map(|kind| view! { <span class=kind></span> })
        .collect_view();
    view! {
        <span class=format!("marks marks-{pegs}") aria-hidden="true">
            {marks}
        </span>
    }
}
