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
        text("span", Some("sr-only"), &t.marks(Level::I, feedback)),
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

/// The class of a worked example's player: its board, and beside it its side.
pub const EXAMPLE_CLASS: &str = "example";

/// The class of a player's side: the step, its reasoning, the keys left, the buttons.
pub const SIDE_CLASS: &str = "example-side";

/// The class of the step's count (`Step 1 of 3`), a live region.
pub const STEP_CLASS: &str = "step";

/// The class of the step's reasoning.
pub const REASONING_CLASS: &str = "example-reasoning";

/// The class of the count of keys still possible.
pub const POSSIBLE_CLASS: &str = "example-possible";

/// The attribute of a player's two buttons: `-1` goes back a step, `1` on.
pub const GO: &str = "data-go";

/// What a worked example's side says at one step of its turns (0: its start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExampleSide {
    /// `Step n of m`.
    pub count: String,
    /// Why the step's guess, and what its marks prove.
    pub reasoning: &'static str,
    /// How many keys are still possible (nothing at the start).
    pub possible: String,
    /// Whether the step can go back, and on.
    pub back: bool,
    pub on: bool,
}

impl ExampleSide {
    /// The side of `EXAMPLES[index]` at `step` (within its turns).
    pub fn of(g: &Guide, index: usize, step: usize) -> ExampleSide {
        let (total, remaining) = EXAMPLES
            .get(index)
            .map_or((0, &[][..]), |e| (e.turns.len(), e.remaining));
        let step = step.min(total);
        let (reasoning, possible) = match step {
            0 => (g.example_start, String::new()),
            n => (
                g.example_steps
                    .get(index)
                    .and_then(|steps| steps.get(n - 1))
                    .copied()
                    .unwrap_or_default(),
                remaining
                    .get(n - 1)
                    .map(|&r| g.possible(r))
                    .unwrap_or_default(),
            ),
        };
        ExampleSide {
            count: g.step(step, total),
            reasoning,
            possible,
            back: step > 0,
            on: step < total,
        }
    }
}

/// A worked example's side at `side`: the step (a live region), its reasoning, the keys left,
/// `Previous` and `Next` (the one that cannot go disabled).
pub fn example_side(g: &Guide, side: &ExampleSide) -> String {
    let button = |go: &str, enabled: bool, words: &str| {
        el(
            "button",
            &[
                ("type", Some("button")),
                (GO, Some(go)),
                ("disabled", (!enabled).then_some("")),
            ],
            &esc(words),
        )
    };
    el(
        "div",
        &[("class", Some(SIDE_CLASS))],
        &format!(
            r#"{}{}{}<div class="example-buttons">{}{}</div>"#,
            el(
                "p",
                &[("class", Some(STEP_CLASS)), ("aria-live", Some("polite"))],
                &esc(&side.count)
            ),
            text("p", Some(REASONING_CLASS), side.reasoning),
            text("p", Some(POSSIBLE_CLASS), &side.possible),
            button("-1", side.back, g.previous),
            button("1", side.on, g.next),
        ),
    )
}

/// A worked example's player at its start (`ExamplePlayer` before its first step), inert: the
/// board at the example's start, its side at step 0.
fn example_at_start(t: &'static Text, g: &Guide, index: usize) -> String {
    let Some(example) = EXAMPLES.get(index) else {
        return String::new();
    };
    let game = Game::new(Level::I, example.key());
    let view = BoardView::of(t, &game, Cursor::reset(), None, None, &[], Use::Show);
    el(
        "div",
        &[("class", Some(EXAMPLE_CLASS)), ("inert", Some(""))],
        &format!(
            "{}{}",
            board_markup::board(t.board, Level::I, &view),
            example_side(g, &ExampleSide::of(g, index, 0))
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
                t.play_variant.of(Variant::ColourGameI)
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
