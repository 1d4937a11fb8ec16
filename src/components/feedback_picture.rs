use leptos::prelude::*;

use crate::components::marks::Marks;
use crate::components::peg::Peg;
use crate::i18n::{colour_list, use_guide, use_text};
use crate::rules::code::Code;
use crate::rules::feedback::Feedback;
use crate::rules::variant::Symbols;

/// A drawn example of the feedback rule: a key, a guess and the marks the guess earns, with a
/// caption that explains them.
#[component]
pub fn FeedbackPicture(key: Code, guess: Code, caption: &'static str) -> impl IntoView {
    let t = use_text();
    let g = use_guide();
    let feedback = Feedback::between(&key, &guess);
    let names = |code: Code| colour_list(t, &code);
    let pegs = |code: Code| {
        code.pegs()
            .iter()
            .map(|&colour| view! { <Peg colour symbols=Symbols::Colours /> })
            .collect_view()
    };
    view! {
        <figure class="picture">
            <div class="picture-board">
                <span class="picture-label">{g.picture_key}</span>
                <span class="picture-pegs" role="img" aria-label=format!("{}: {}", g.picture_key, names(key))>
                    {pegs(key)}
                </span>
                <span></span>
                <span class="picture-label">{g.picture_guess}</span>
                <span class="picture-pegs" role="img" aria-label=format!("{}: {}", g.picture_guess, names(guess))>
                    {pegs(guess)}
                </span>
                <span class="picture-marks">
                    <Marks feedback pegs=4 />
                    <span class="sr-only">{(g.marks)(feedback.black, feedback.white)}</span>
                </span>
            </div>
            <figcaption>{caption}</figcaption>
        </figure>
    }
}
