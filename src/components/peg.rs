use leptos::prelude::*;

use crate::rules::Colour;
use crate::rules::look::glyph;

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
