use leptos::prelude::*;

use crate::rules::Feedback;

/// The black and white marks of a played row, drawn blacks first (decorative: the row's text
/// says the same to screen readers).
#[component]
pub fn Marks(feedback: Feedback, pegs: usize) -> impl IntoView {
    let (black, white) = (usize::from(feedback.black), usize::from(feedback.white));
    let marks = (0..pegs)
        .map(|i| {
            let kind = if i < black {
                "mark black"
            } else if i < black + white {
                "mark white"
            } else {
                "mark none"
            };
            view! { <span class=kind></span> }
        })
        .collect_view();
    view! {
        <span class=format!("marks marks-{pegs}") aria-hidden="true">
            {marks}
        </span>
    }
}
