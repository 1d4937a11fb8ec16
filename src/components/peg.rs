use leptos::prelude::*;

use crate::board_view::{peg_class, peg_inner};
use crate::rules::colour::Colour;
use crate::rules::variant::Symbols;

/// A peg as its game's `symbols` show it (a colour with its shape cue, `blank`, or a digit);
/// decorative, since the control around it carries the name. Its drawing is
/// [`peg_inner`]'s, the one the quick board inserts too.
#[component]
pub fn Peg(colour: Colour, symbols: Symbols) -> impl IntoView {
    view! {
        <span
            class=peg_class(colour, symbols)
            aria-hidden="true"
            inner_html=peg_inner(colour, symbols)
        ></span>
    }
}
