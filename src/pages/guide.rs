use leptos::prelude::*;
use leptos_router::components::A;

use crate::components::example_player::ExamplePlayer;
use crate::components::feedback_picture::FeedbackPicture;
use crate::dom::set_title;
use crate::guide::PICTURES;
use crate::i18n::{use_guide, use_text};
use crate::routes::site;
use crate::routes::{LEARN_URL, VARIANTS_URL, level_url};
use crate::rules::level::Level;
use crate::rules::variant::Variant;

fn paragraphs(texts: &'static [&'static str]) -> impl IntoView {
    texts.iter().map(|&p| view! { <p>{p}</p> }).collect_view()
}

/// The Rules page: summary, how to play, the feedback rule with pictures (then the colour game's
/// rule and the other variants), worked examples on the real board, high scores, notes.
#[component]
pub fn RulesPage() -> impl IntoView {
    let t = use_text();
    let g = use_guide();
    set_title(&format!("{} · {}", g.title, t.shell.app_name));
    let pictures = PICTURES
        .iter()
        .zip(g.pictures)
        .map(|(picture, caption)| {
            let (key, guess) = picture.codes();
            view! { <FeedbackPicture key guess caption /> }
        })
        .collect_view();
    let examples = g
        .example_titles
        .iter()
        .enumerate()
        .map(|(index, &title)| {
            view! {
                <section class="worked" aria-labelledby=format!("example-{index}")>
                    <h3 id=format!("example-{index}")>{title}</h3>
                    <ExamplePlayer index />
                </section>
            }
        })
        .collect_view();
    view! {
        <div class="page rules-page">
            <h1>{g.title}</h1>
            <p class="learn-link">
                <A href=site(LEARN_URL)>{t.shell.learn_to_play}</A>
            </p>
            <section aria-labelledby="summary">
                <h2 id="summary">{g.summary_title}</h2>
                {paragraphs(g.summary)}
            </section>
            <section aria-labelledby="how">
                <h2 id="how">{g.how_title}</h2>
                {paragraphs(g.how)}
                // The keys are the game page's own help, one text in the catalogue for both.
                <p>{t.colour_words.keyboard_help}</p>
            </section>
            <section aria-labelledby="rules">
                <h2 id="rules">{g.rules_title}</h2>
                {paragraphs(g.rules)}
                <div class="pictures">{pictures}</div>
                // The colour game's own rule, a part of the rules (SPEC §3 keeps six sections).
                <section aria-labelledby="variants">
                    <h3 id="variants">{g.variants_title}</h3>
                    {paragraphs(g.colour_game)}
                    <p>
                        <A href=site(level_url(Level::Variant(Variant::ColourGameI)))>
                            {(t.play_variant)(Variant::ColourGameI)}
                        </A>
                    </p>
                    <p>{g.variants_more}</p>
                    <p>
                        <A href=site(VARIANTS_URL)>{t.shell.variants}</A>
                    </p>
                </section>
            </section>
            <section aria-labelledby="examples">
                <h2 id="examples">{g.examples_title}</h2>
                {paragraphs(g.examples)}
                {examples}
            </section>
            <section aria-labelledby="scores">
                <h2 id="scores">{g.scores_title}</h2>
                {paragraphs(g.scores)}
            </section>
            <section aria-labelledby="notes">
                <h2 id="notes">{g.notes_title}</h2>
                {paragraphs(g.notes)}
            </section>
        </div>
    }
}
