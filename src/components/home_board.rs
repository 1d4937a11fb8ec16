use leptos::prelude::*;

/// The drawing inside [`HomeBoard`]: three played rows of four pegs with their marks (a game that
/// closes in on its key: 1 black 1 white, 2 blacks 1 white, 4 blacks) and an empty row, on the
/// board's wood. Static markup, so home's own program carries a string rather than the code
/// that would build it.
const DRAWING: &str = "<rect x=\"2\" y=\"2\" width=\"166\" height=\"126\" rx=\"10\" class=\"home-wood\"/><circle cx=\"24\" cy=\"22\" r=\"10\" class=\"home-peg peg-red\"/><circle cx=\"52\" cy=\"22\" r=\"10\" class=\"home-peg peg-red\"/><circle cx=\"80\" cy=\"22\" r=\"10\" class=\"home-peg peg-green\"/><circle cx=\"108\" cy=\"22\" r=\"10\" class=\"home-peg peg-green\"/><circle cx=\"146\" cy=\"17\" r=\"3.5\" class=\"home-mark black\"/><circle cx=\"156\" cy=\"17\" r=\"3.5\" class=\"home-mark white\"/><circle cx=\"146\" cy=\"27\" r=\"3.5\" class=\"home-mark none\"/><circle cx=\"156\" cy=\"27\" r=\"3.5\" class=\"home-mark none\"/><circle cx=\"24\" cy=\"52\" r=\"10\" class=\"home-peg peg-red\"/><circle cx=\"52\" cy=\"52\" r=\"10\" class=\"home-peg peg-blue\"/><circle cx=\"80\" cy=\"52\" r=\"10\" class=\"home-peg peg-yellow\"/><circle cx=\"108\" cy=\"52\" r=\"10\" class=\"home-peg peg-yellow\"/><circle cx=\"146\" cy=\"47\" r=\"3.5\" class=\"home-mark black\"/><circle cx=\"156\" cy=\"47\" r=\"3.5\" class=\"home-mark black\"/><circle cx=\"146\" cy=\"57\" r=\"3.5\" class=\"home-mark white\"/><circle cx=\"156\" cy=\"57\" r=\"3.5\" class=\"home-mark none\"/><circle cx=\"24\" cy=\"82\" r=\"10\" class=\"home-peg peg-red\"/><circle cx=\"52\" cy=\"82\" r=\"10\" class=\"home-peg peg-yellow\"/><circle cx=\"80\" cy=\"82\" r=\"10\" class=\"home-peg peg-blue\"/><circle cx=\"108\" cy=\"82\" r=\"10\" class=\"home-peg peg-pink\"/><circle cx=\"146\" cy=\"77\" r=\"3.5\" class=\"home-mark black\"/><circle cx=\"156\" cy=\"77\" r=\"3.5\" class=\"home-mark black\"/><circle cx=\"146\" cy=\"87\" r=\"3.5\" class=\"home-mark black\"/><circle cx=\"156\" cy=\"87\" r=\"3.5\" class=\"home-mark black\"/><circle cx=\"24\" cy=\"112\" r=\"10\" class=\"home-hole\"/><circle cx=\"52\" cy=\"112\" r=\"10\" class=\"home-hole\"/><circle cx=\"80\" cy=\"112\" r=\"10\" class=\"home-hole\"/><circle cx=\"108\" cy=\"112\" r=\"10\" class=\"home-hole\"/>";

/// Home's drawn board (SPEC 13), decorative: drawn in SVG with the game's own colours.
#[component]
pub fn HomeBoard() -> impl IntoView {
    view! {
        <svg
            class="home-board"
            viewBox="0 0 170 130"
            aria-hidden="true"
            focusable="false"
            inner_html=DRAWING
        ></svg>
    }
}
