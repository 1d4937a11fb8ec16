//! The reply page as markup, from its [`ReplyView`]: the one drawing of a friend's reply (SPEC
//! 18). The whole game's `ReplyPage` and the quick board's program (`src/quick/reply.rs`) both
//! put it in their `div.page.reply-page` ([`REPLY_CLASS`](crate::reply_view::REPLY_CLASS)); its
//! links are plain anchors, which the router follows.
//!
//! No web types: tested natively (`tests/web/reply_view.rs`).

use crate::board_markup::marks;
use crate::board_view::peg_html;
use crate::markup::{el, esc, link, text};
use crate::reply_view::{LinkView, PlayedRow, ReplyView, SideView};
use crate::rules::colour::Colour;
use crate::rules::variant::Symbols;

/// Pegs in a row, decorative (the words beside them say them).
fn pegs(guess: &[Colour], symbols: Symbols) -> String {
    let pegs: String = guess.iter().map(|&c| peg_html(c, symbols)).collect();
    el(
        "span",
        &[
            ("class", Some("played-pegs")),
            ("aria-hidden", Some("true")),
        ],
        &pegs,
    )
}

/// One played row: its words for screen readers, then its number, pegs and marks drawn.
fn row(played: &PlayedRow, symbols: Symbols) -> String {
    let number = el(
        "span",
        &[
            ("class", Some("played-number")),
            ("aria-hidden", Some("true")),
        ],
        &played.number.to_string(),
    );
    el(
        "li",
        &[("class", Some("played-row"))],
        &format!(
            "{}{number}{}{}",
            text("span", Some("sr-only"), &played.said),
            pegs(&played.guess, symbols),
            marks(played.feedback, played.guess.len())
        ),
    )
}

/// One side: its heading, then its rows or the words in their place.
fn side(side: &SideView, symbols: Symbols) -> String {
    let heading = el("h2", &[("id", Some(side.id))], &esc(&side.heading));
    match &side.rows {
        Ok(rows) => {
            let rows: String = rows.iter().map(|r| row(r, symbols)).collect();
            el(
                "section",
                &[
                    ("class", Some("played-side")),
                    ("aria-labelledby", Some(side.id)),
                ],
                &format!(
                    "{heading}{}",
                    el("ol", &[("class", Some("played-rows"))], &rows)
                ),
            )
        }
        Err(none) => el(
            "section",
            &[("class", Some("played-side"))],
            &format!("{heading}{}", text("p", None, none)),
        ),
    }
}

/// A paragraph holding a link.
fn link_line(to: &LinkView) -> String {
    el("p", &[], &link(&to.href, &[], to.name))
}

/// What `div.page.reply-page` holds: the heading, the banners, then the reply (its result, the
/// comparison, the key, both sides' rows, the note that it counts, the way to Friends) or why
/// the link cannot be read and the way home.
pub fn reply(view: &ReplyView) -> String {
    let banners: String = (view.banners.iter())
        .map(|b| {
            el(
                "div",
                &[
                    ("role", Some(b.role)),
                    ("class", Some(&format!("banner {}", b.role))),
                ],
                &text("p", None, &b.words),
            )
        })
        .collect();
    let body = match &view.body {
        Err((why, home)) => format!(
            "{}{}",
            el("p", &[("role", Some("alert"))], &esc(why)),
            link_line(home)
        ),
        Ok(shown) => {
            let key = el(
                "div",
                &[("class", Some("reply-key"))],
                &format!(
                    "{}{}{}",
                    text("span", None, shown.key_label),
                    text("span", Some("sr-only"), &shown.key_said),
                    pegs(&shown.key, view.symbols)
                ),
            );
            let sides: String = shown.sides.iter().map(|s| side(s, view.symbols)).collect();
            format!(
                "{}{}{key}{}{}{}",
                text("p", Some("lead reply-result"), &shown.result),
                text("p", Some("versus"), &shown.versus),
                el("div", &[("class", Some("reply-sides"))], &sides),
                text("p", Some("help"), shown.counted),
                link_line(&shown.friends)
            )
        }
    };
    format!("{}{banners}{body}", text("h1", None, &view.heading))
}
