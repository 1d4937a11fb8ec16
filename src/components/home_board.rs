use leptos::prelude::*;

/// Home's drawn board (SPEC 13), decorative: three played rows of four pegs with their marks and
/// an empty one, on the board's wood, drawn in SVG with the game's own colours.
#[component]
pub fn HomeBoard() -> impl IntoView {
    // Three rows of a game that closes in on its key: guesses and their (black, white) marks.
    const ROWS: [([&str; 4], (usize, usize)); 3] = [
        (["red", "red", "green", "green"], (1, 1)),
        (["red", "blue", "yellow", "yellow"], (2, 1)),
        (["red", "yellow", "blue", "pink"], (4, 0)),
    ];
    let rows = ROWS
        .iter()
        .enumerate()
        .map(|(r, (pegs, (black, white)))| {
            let y = 22 + r as i32 * 30;
            let pegs = pegs
                .iter()
                .enumerate()
                .map(|(h, colour)| {
                    let cx = 24 + h as i32 * 28;
                    view! { <circle cx=cx cy=y r="10" class=format!("home-peg peg-{colour}") /> }
                })
                .collect_view();
            let marks = (0..4)
                .map(|m| {
                    let class = if m < *black {
                        "home-mark black"
                    } else if m < black + white {
                        "home-mark white"
                    } else {
                        "home-mark none"
                    };
                    let (cx, cy) = (146 + (m % 2) as i32 * 10, y - 5 + (m / 2) as i32 * 10);
                    view! { <circle cx=cx cy=cy r="3.5" class=class /> }
                })
                .collect_view();
            view! { <g>{pegs}{marks}</g> }
        })
        .collect_view();
    let empty = (0..4)
        .map(|h| view! { <circle cx=24 + h * 28 cy="112" r="10" class="home-hole" /> })
        .collect_view();
    view! {
        <svg class="home-board" viewBox="0 0 170 130" aria-hidden="true" focusable="false">
            <rect x="2" y="2" width="166" height="126" rx="10" class="home-wood" />
            {rows}
            {empty}
        </svg>
    }
}
