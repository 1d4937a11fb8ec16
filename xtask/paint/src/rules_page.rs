//! The Rules page's first paint (`RulesPage`): its words, the feedback pictures, and the worked
//! examples' boards before their first step.

use super::markup::{board, el, esc, heading, link, page, paragraphs, section, text};
use mastermind::board_view::{BoardView, Use, mark_classes, marks_class, peg_html};
use mastermind::guide::PICTURES;
use mastermind::i18n::{Lang, colour_list};
use mastermind::routes::{self, LEARN_URL, VARIANTS_URL};
use mastermind::rules::code::Code;
use mastermind::rules::cursor::Cursor;
use mastermind::rules::examples::EXAMPLES;
use mastermind::rules::feedback::Feedback;
use mastermind::rules::game::Game;
use mastermind::rules::level::Level;
use mastermind::rules::variant::{Symbols, Variant};

/// The Rules page (`RulesPage`).
pub(super) fn rules(lang: Lang) -> Result<String, String> {
    let t = lang.text();
    let g = lang.guide();
    let pictures: String = PICTURES
        .iter()
        .zip(g.pictures)
        .map(|(picture, caption)| {
            let (key, guess) = picture.codes();
            let feedback = Feedback::between(&key, &guess);
            let pegs = |c: &Code| -> String {
                c.pegs()
                    .iter()
                    .map(|&p| peg_html(p, Symbols::Colours))
                    .collect()
            };
            let pegs_of = |label: &str, c: &Code| {
                el(
                    "span",
                    &[
                        ("class", Some("picture-pegs")),
                        ("role", Some("img")),
                        ("aria-label", Some(&format!("{label}: {}", colour_list(t, c)))),
                    ],
                    &pegs(c),
                )
            };
            let marks: String = mark_classes(feedback, 4)
                .map(|kind| format!(r#"<span class="{kind}"></span>"#))
                .collect();
            let board = format!(
                r#"{}{}<span></span>{}{}<span class="picture-marks"><span class="{}" aria-hidden="true">{marks}</span>{}</span>"#,
                text("span", Some("picture-label"), g.picture_key),
                pegs_of(g.picture_key, &key),
                text("span", Some("picture-label"), g.picture_guess),
                pegs_of(g.picture_guess, &guess),
                marks_class(4),
                text("span", Some("sr-only"), &(g.marks)(feedback.black, feedback.white)),
            );
            el(
                "figure",
                &[("class", Some("picture"))],
                &format!(
                    r#"<div class="picture-board">{board}</div>{}"#,
                    text("figcaption", None, caption)
                ),
            )
        })
        .collect();
    let mut examples = String::new();
    for (index, (&title, example)) in g.example_titles.iter().zip(EXAMPLES.iter()).enumerate() {
        let id = format!("example-{index}");
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
        let player = el(
            "div",
            &[("class", Some("example")), ("inert", Some(""))],
            &format!(
                r#"{}<div class="example-side">{side}</div>"#,
                board(t, Level::I, &view)
            ),
        );
        examples.push_str(&section(
            Some("worked"),
            &id,
            &format!("{}{player}", heading("h3", &id, title)),
        ));
    }
    let colour_game = Level::Variant(Variant::ColourGameI);
    let variants = section(
        None,
        "variants",
        &format!(
            "{}{}<p>{}</p>{}<p>{}</p>",
            heading("h3", "variants", g.variants_title),
            paragraphs(g.colour_game),
            link(
                &routes::level_url(colour_game),
                &[],
                &(t.play_variant)(Variant::ColourGameI)
            ),
            text("p", None, g.variants_more),
            link(VARIANTS_URL, &[], t.shell.variants),
        ),
    );
    let inner = [
        text("h1", None, g.title),
        el(
            "p",
            &[("class", Some("learn-link"))],
            &link(LEARN_URL, &[], t.shell.learn_to_play),
        ),
        section(
            None,
            "summary",
            &format!(
                "{}{}",
                heading("h2", "summary", g.summary_title),
                paragraphs(g.summary)
            ),
        ),
        section(
            None,
            "how",
            &format!(
                "{}{}{}",
                heading("h2", "how", g.how_title),
                paragraphs(g.how),
                text("p", None, t.colour_words.keyboard_help)
            ),
        ),
        section(
            None,
            "rules",
            &format!(
                r#"{}{}<div class="pictures">{pictures}</div>{variants}"#,
                heading("h2", "rules", g.rules_title),
                paragraphs(g.rules)
            ),
        ),
        section(
            None,
            "examples",
            &format!(
                "{}{}{examples}",
                heading("h2", "examples", g.examples_title),
                paragraphs(g.examples)
            ),
        ),
        section(
            None,
            "scores",
            &format!(
                "{}{}",
                heading("h2", "scores", g.scores_title),
                paragraphs(g.scores)
            ),
        ),
        section(
            None,
            "notes",
            &format!(
                "{}{}",
                heading("h2", "notes", g.notes_title),
                paragraphs(g.notes)
            ),
        ),
    ];
    Ok(page("page rules-page", &inner.concat()))
}
