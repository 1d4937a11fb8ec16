use leptos::prelude::*;

use crate::rules::Colour;

/// The outline drawn on each colour, so pegs can be told apart without seeing colour
/// (20 × 20 view box).
pub fn glyph(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "M10 3.5 16.5 15.5H3.5Z",
        Colour::Green => "M4.5 4.5h11v11h-11Z",
        Colour::Blue => "M4 10a6 6 0 1 0 12 0a6 6 0 1 0-12 0Z",
        Colour::Yellow => "M10 2.5l2.2 4.6 5 .6-3.7 3.4 1 5L10 13.6 5.5 16.1l1-5L2.8 7.7l5-.6Z",
        Colour::Turquoise => "M10 2.5 17.5 10 10 17.5 2.5 10Z",
        Colour::Pink => {
            "M10 16.5S3.5 12.4 3.5 7.9A3.3 3.3 0 0 1 10 6.2a3.3 3.3 0 0 1 6.5 1.7c0 4.5-6.5 8.6-6.5 8.6Z"
        }
        Colour::Orange => "M8 3.5h4v4.5h4.5v4H12v4.5H8V12H3.5V8H8Z",
        Colour::Purple => {
            "M5.3 3.2 10 7.9l4.7-4.7 2.1 2.1-4.7 4.7 4.7 4.7-2.1 2.1-4.7-4.7-4.7 4.7-2.1-2.1 4.7-4.7-4.7-4.7Z"
        }
        // A hexagon.
        Colour::Brown => "M17 10 13.5 16.1H6.5L3 10 6.5 3.9H13.5Z",
        // A crescent, open to the right.
        Colour::Grey => "M13 3.7A7 7 0 1 0 13 16.3A7.2 7.2 0 0 1 13 3.7Z",
    }
}

/// A coloured peg with its shape cue; decorative, since the control around it carries the name.
#[component]
pub fn Peg(colour: Colour) -> impl IntoView {
    view! {
        <span class=format!("peg peg-{}", colour.id()) aria-hidden="true">
            <svg viewBox="0 0 20 20" class="glyph" focusable="false">
                <path d=glyph(colour)></path>
            </svg>
        </span>
    }
}
