//! The Rules page as markup: its one drawing (summary, how to play, the feedback rule with its
//! pictures, the colour game and the other variants, the worked examples, high scores, notes),
//! which the whole game's `RulesPage` inserts and the first paint's generator writes at build
//! time (its fragment in `public/paint/`). The worked examples are played on the real board:
//! before the program, each is drawn at its start, `inert`; the program leaves their places
//! empty and mounts its players there (`ExamplePlayer`), which draw the same board. Its links
//! are plain anchors, which the router follows.
//!
//! No web types: its fragments are checked current by `xtask/paint`'s tests.

use crate::board_markup;
use crate::board_view::{BoardView, Use, mark_classes, marks_class, peg_html};
use crate::guide::PICTURES;
use crate::i18n::{Guide, Text, colour_list};
use crate::markup::{el, esc, heading, link, section, text};
use crate::routes::{LEARN_URL, VARIANTS_URL, level_url, site};
use crate::rules::code::Code;
use crate::rules::cursor::Cursor;
use crate::rules::examples::EXAMPLES;
use crate::rules::feedback::Feedback;
use crate::rules::game::Game;
use crate::rules::level::Level;
use crate::rules::variant::{Symbols, Variant};

/// The class of the Rules page, the element the markup goes in.
pub const RULES_CLASS: &str = "page rules-page";

/// The class of a worked example's section, where its player goes.
pub const WORKED_CLASS: &str = "worked";

/// How the worked examples are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Examples {
    /// Before the program: each example's board and steps at its start, `inert`.
    AtStart,
    /// By the program: each section holds its heading only; the page mounts its player after it.
    Mounted,
}

fn paragraphs(texts: &[&str]) -> String {
    texts.iter().map(|p| text("p", None, p)).collect()
}

/// A drawn example of the feedback rule: a key, a guess and the marks the guess earns, with a
/// caption that explains them.
fn picture(t: &Text, g: &Guide, key: &Code, guess: &Code, caption: &str) -> String {
    let feedback = Feedback::between(key, guess);
    let pegs_of = |label: &str, c: &Code| {
        let pegs: String = c
            .pegs()
            .iter()
            .map(|&p| peg_html(p, Symbols::Colours))
            .collect();
        el(
            "span",
            &[
                ("class", Some("picture-pegs")),
                ("role", Some("img")),
                (
                    "aria-label",
                    Some(&format!("{label}: {}", colour_list(t, c))),
                ),
            ],
            &pegs,
        )
    };
    let marks: String = mark_classes(feedback, 4)
        .map(|kind| format!(r#"<span class="{kind}"></span>"#))
        .collect();
    let board = format!(
        r#"{}{}<span></span>{}{}<span class="picture-marks"><span class="{}" aria-hidden="true">{marks}</span>{}</span>"#,
        text("span", Some("picture-label"), g.picture_key),
        pegs_of(g.picture_key, key),
        text("span", Some("picture-label"), g.picture_guess),
        pegs_of(g.picture_guess, guess),
        marks_class(4),
        text(
            "span",
            Some("sr-only"),
            &(g.marks)(feedback.black, feedback.white)
        ),
    );
    el(
        "figure",
        &[("class", Some("picture"))],
        &format!(
            r#"<div class="picture-board">{board}</div>{}"#,
            text("figcaption", None, caption)
        ),
    )
}

/// A worked example's player at its start (`ExamplePlayer` before its first step), inert.
fn example_at_start(t: &'static Text, g: &Guide, index: usize) -> String {
    let Some(example) = EXAMPLES.get(index) else {
        return String::new();
    };
    let game = Game::new(Level::I, example.key());
    let view = BoardView::of(t, &game, Cursor::reset(), None, None, &[], Use::Show);
    let total = example.turns.len();
    let side = format!(
        r#"{}{}<p class="example-possible"></p><div class="example-buttons"><button type="button" disabled>{}</button><button type="button">{}</button></div>"#,
        el(
            "p",
            &[("class", Some("step")), ("aria-live", Some("polite"))],
            &esc(&(g.step)(0, total))
        ),
        text("p", None, g.example_start),
        esc(g.previous),
        esc(g.next),
    );
    el(
        "div",
        &[("class", Some("example")), ("inert", Some(""))],
        &format!(
            r#"{}<div class="example-side">{side}</div>"#,
            board_markup::board(t.board, Level::I, &view)
        ),
    )
}

/// What `div.page.rules-page` holds.
pub fn rules(t: &'static Text, g: &'static Guide, examples: Examples) -> String {
    let pictures: String = PICTURES
        .iter()
        .zip(g.pictures)
        .map(|(p, caption)| {
            let (key, guess) = p.codes();
            picture(t, g, &key, &guess, caption)
        })
        .collect();
    let worked: String = (g.example_titles.iter().enumerate())
        .map(|(index, &title)| {
            let id = format!("example-{index}");
            let player = match examples {
                Examples::AtStart => example_at_start(t, g, index),
                Examples::Mounted => String::new(),
            };
            section(
                Some(WORKED_CLASS),
                &id,
                &format!("{}{player}", heading("h3", &id, title)),
            )
        })
        .collect();
    // The colour game's own rule, a part of the rules (SPEC §3 keeps six sections).
    let variants = section(
        None,
        "variants",
        &format!(
            "{}{}<p>{}</p>{}<p>{}</p>",
            heading("h3", "variants", g.variants_title),
            paragraphs(g.colour_game),
            link(
                &site(level_url(Level::Variant(Variant::ColourGameI))),
                &[],
                &(t.play_variant)(Variant::ColourGameI)
            ),
            text("p", None, g.variants_more),
            link(&site(VARIANTS_URL), &[], t.shell.variants),
        ),
    );
    let part = |id: &str, title: &str, inner: &str| {
        section(None, id, &format!("{}{inner}", heading("h2", id, title)))
    };
    [
        text("h1", None, g.title),
        el(
            "p",
            &[("class", Some("learn-link"))],
            &link(&site(LEARN_URL), &[], t.shell.learn_to_play),
        ),
        part("summary", g.summary_title, &paragraphs(g.summary)),
        // The keys are the game page's own help, one text in the catalogue for both.
        part(
            "how",
            g.how_title,
            &format!(
                "{}{}",
                paragraphs(g.how),
                text("p", None, t.colour_words.keyboard_help)
            ),
        ),
        part(
            "rules",
            g.rules_title,
            &format!(
                r#"{}<div class="pictures">{pictures}</div>{variants}"#,
                paragraphs(g.rules)
            ),
        ),
        part(
            "examples",
            g.examples_title,
            &format!("{}{worked}", paragraphs(g.examples)),
        ),
        part("scores", g.scores_title, &paragraphs(g.scores)),
        part("notes", g.notes_title, &paragraphs(g.notes)),
    ]
    .concat()
}
