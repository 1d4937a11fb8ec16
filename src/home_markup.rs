//! The home page as markup, from its [`HomeView`]: the one drawing of home (SPEC 13). Home's
//! own program (`src/home_page.rs`) and the whole game's Leptos `Home` both put it in their
//! `div.page.home`; a component test compares the two pages (`tests/browser/home.rs`).
//!
//! No web types: tested natively (`tests/web/home_markup.rs`).

use crate::home_view::HomeView;
use crate::i18n::Shell;
use crate::markup::{el, esc, text};
use crate::routes::{DAILY_URL, site};
use crate::rules::home_game::HOME_GAME;

/// The class of home's page, the element the markup goes in.
pub const HOME_CLASS: &str = "page home";

/// What `div.page.home` holds: the heading and pitch, the drawn game beside the way in (the
/// start links, today's daily keys, the streak), then the three groups of links.
pub fn home(t: &'static Shell, view: &HomeView) -> String {
    let board = el(
        "svg",
        &[
            ("class", Some("home-board")),
            ("viewBox", Some("0 0 170 130")),
            ("aria-hidden", Some("true")),
            ("focusable", Some("false")),
        ],
        &HOME_GAME.drawing(),
    );
    let start: String = (view.start.iter().enumerate())
        .map(|(i, link)| {
            el(
                "a",
                &[
                    ("href", Some(&link.href)),
                    ("class", Some(HomeView::start_class(i))),
                ],
                &esc(&link.name),
            )
        })
        .collect();
    let daily: String = view
        .daily
        .iter()
        .map(|line| text("li", None, line))
        .collect();
    let streak = view
        .streak
        .as_deref()
        .map(|s| text("p", Some("streak"), s))
        .unwrap_or_default();
    let go = format!(
        r#"{}<div class="home-start">{start}</div><div class="home-daily">{}<ul>{daily}</ul></div>{streak}"#,
        text("p", Some("home-more"), t.home_more),
        el("a", &[("href", Some(&site(DAILY_URL)))], &esc(t.daily_link)),
    );
    let groups: String = (view.groups.iter())
        .map(|group| {
            let links: String = (group.links.iter())
                .map(|link| {
                    let a = el("a", &[("href", Some(&link.href))], &esc(&link.name));
                    el("li", &[], &a)
                })
                .collect();
            el(
                "nav",
                &[
                    ("class", Some("home-group")),
                    ("aria-labelledby", Some(group.id)),
                ],
                &format!(
                    "{}<ul>{links}</ul>",
                    el("h2", &[("id", Some(group.id))], &esc(group.heading))
                ),
            )
        })
        .collect();
    format!(
        r#"{}{}<div class="home-hero">{board}<div class="home-go">{go}</div></div><div class="home-groups">{groups}</div>"#,
        text("h1", None, t.app_name),
        text("p", Some("lead"), t.home_lead),
    )
}
