//! The Variants page as markup (SPEC §14): its one drawing, which the whole game's
//! `VariantsPage` inserts and the first paint's generator writes at build time (its fragment in
//! `public/paint/`), so the page the player reads first is the page the program shows. Its links
//! are plain anchors, which the router follows.
//!
//! No web types: its fragments are checked current by `xtask/paint`'s tests.

use crate::i18n::Text;
use crate::markup::{el, esc, head_row, link, scroll_region, text};
use crate::routes::{RULES_URL, level_url, site};
use crate::rules::level::Level;
use crate::rules::variant::Variant;

/// The class of the Variants page, the element the markup goes in.
pub const VARIANTS_CLASS: &str = "page variants-page";

/// What `div.page.variants-page` holds: the heading, the lead, every variant in one table,
/// `Variants` (its holes, symbols, turns and rule; each row's header the link that plays it,
/// `Play Mini Mastermind` to a screen reader, the variant's name to the eye), and the way to
/// the Rules' variants.
pub fn variants(t: &'static Text) -> String {
    let rows: String = Variant::ALL
        .iter()
        .map(|&v| {
            let play = t.play_variant.of(v);
            let name = link(
                &site(level_url(Level::Variant(v))),
                &[("aria-label", Some(play))],
                t.variant.of(v),
            );
            format!(
                r#"<tr><th scope="row">{name}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>"#,
                v.pegs(),
                esc(&t.variant_symbols.of(v)),
                v.turns(),
                esc(t.variant_rule.of_variant(v))
            )
        })
        .collect();
    // Five columns of words: on a phone the table scrolls in its own region (SPEC 13).
    let table = format!(
        r#"<table class="variants">{}{}<tbody>{rows}</tbody></table>"#,
        text("caption", Some("sr-only"), t.shell.variants),
        head_row(&[
            t.col_variant,
            t.col_holes,
            t.col_symbols,
            t.col_turns,
            t.col_rule
        ]),
    );
    [
        text("h1", None, t.shell.variants),
        text("p", None, t.variants_lead),
        scroll_region(t.shell.variants, &table),
        el(
            "p",
            &[],
            &link(&site(format!("{RULES_URL}#variants")), &[], t.shell.rules),
        ),
    ]
    .concat()
}
