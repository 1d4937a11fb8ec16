use leptos::prelude::*;

use crate::board_view::{mark_classes, marks_class};
use crate::rules::feedback::Feedback;

/// The black and white marks of a played row, drawn blacks first (decorative: the row's text
/// says the same to screen readers).
#[component]
pub fn Marks(feedback: Feedback, pegs: usize) -> impl IntoView {
    let marks = mark_classes(feedback, pegs)
        .map(|kind| view! { <span class=kind></span> })
        .collect_view();
    view! {
        <span class=marks_class(pegs) aria-hidden="true">
            {marks}
        </span>
    }
}
