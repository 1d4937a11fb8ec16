use leptos::prelude::*;

use crate::rules::look::{Drawing, peg_look};
use crate::rules::{Colour, Symbols};

/// A peg as its game's `symbols` show it (a colour with its shape cue, `blank`, or a digit);
/// decorative, since the control around it carries the name.
#[component]
pub fn Peg(colour: Colour, symbols: Symbols) -> impl IntoView {
    let look = peg_look(symbols.symbol(colour));
    let drawing = match look.drawing {
        Drawing::Glyph(path) => view! { <path d=path></path> }.into_any(),
        Drawing::Digit(text) => view! {
            <text x="10" y="10" text-anchor="middle" dominant-baseline="central">
                {text}
            </text>
        }
        .into_any(),
    };
    view! {
        <span class=look.class() aria-hidden="true">
            <svg viewBox="0 0 20 20" class="glyph" focusable="false">
                {drawing}
            </svg>
        </span>
    }
}
