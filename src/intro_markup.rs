//! The introduction (`/play`) as markup: its one drawing, which the whole game's `Intro`
//! inserts and the first paint's generator writes at build time (its fragment in
//! `public/paint/`), so the page the player reads first is the page the program shows. Its
//! links are plain anchors, which the router follows; its two settings are checkboxes that name
//! their [`Switch`] (`data-switch`), which `Intro` stores on a change.
//!
//! No web types: its fragments are checked current by `xtask/paint`'s tests.

use crate::i18n::Text;
use crate::markup::{el, esc, head_row, link, scroll_region, text, void};
use crate::routes::{
    CHALLENGE_URL, COMPUTER_URL, CUSTOM_URL, DAILY_URL, DATA_URL, MATCH_URL, PUZZLES_URL, TWO_URL,
    VARIANTS_URL, play_url, scores_url, site, stats_url,
};
use crate::rules::level::Level;
use crate::rules::variant::Variant;
use crate::session::preferences::Switch;

/// The class of the introduction, the element the markup goes in.
pub const INTRO_CLASS: &str = "page intro";

/// How the introduction's two settings are drawn.
#[derive(Clone, Copy)]
pub enum Settings<'a> {
    /// Before the program starts: unticked and `inert` (nothing could store a change yet).
    FirstPaint,
    /// The program's: each ticked as the player's stored settings say.
    Stored(&'a dyn Fn(Switch) -> bool),
}

/// A setting the introduction offers: its switch, the id of its help, and its words (its label
/// and its help).
#[derive(Clone, Copy)]
pub struct Offered {
    pub switch: Switch,
    pub help_id: &'static str,
    pub words: fn(&Text) -> (&'static str, &'static str),
}

/// The settings the introduction offers, in order.
pub const SWITCHES: [Offered; 2] = [
    Offered {
        switch: Switch::HardMode,
        help_id: "hard-mode-help",
        words: |t| (t.hard_mode, t.hard_mode_help),
    },
    Offered {
        switch: Switch::Devious,
        help_id: "devious-help",
        words: |t| (t.devious, t.devious_help),
    },
];

/// The name a setting's checkbox carries (`data-switch`), and back.
pub fn switch_name(switch: Switch) -> &'static str {
    match switch {
        Switch::HardMode => "hard-mode",
        Switch::Devious => "devious",
        Switch::Notes => "notes",
        Switch::Timer => "timer",
        Switch::Sound => "sound",
    }
}

/// The setting a checkbox's `data-switch` names, if it is one of the introduction's.
pub fn switch_named(name: &str) -> Option<Switch> {
    SWITCHES
        .iter()
        .map(|o| o.switch)
        .find(|&s| switch_name(s) == name)
}

/// The introduction's two tables, each level with its link's name: the three levels, then the
/// colour game's, named `Colour game I` … so that no link's name holds `Level I`.
fn levels(t: &Text) -> [Vec<(Level, String)>; 2] {
    let levels = Level::ALL.iter().map(|&level| (level, t.level(level)));
    let colour_levels = Variant::COLOUR_GAME
        .iter()
        .zip(Level::ALL)
        .map(|(&v, standard)| {
            let name = t.colour_game_link(standard.roman().unwrap_or_default());
            (Level::Variant(v), name)
        });
    [levels.collect(), colour_levels.collect()]
}

/// A table of levels, each row's header the link that plays it (with the name given), then its
/// pegs, colours, turns and possible keys; on a phone it scrolls in its own region (SPEC 13).
fn levels_table(t: &Text, label: &str, levels: &[(Level, String)]) -> String {
    let rows: String = levels
        .iter()
        .map(|(level, name)| {
            format!(
                r#"<tr><th scope="row">{}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>"#,
                link(
                    &site(play_url(*level, None)),
                    &[("class", Some("button"))],
                    name
                ),
                level.pegs(),
                level.colours(),
                level.turns(),
                level.possible_keys()
            )
        })
        .collect();
    let head = head_row(&[
        t.col_level,
        t.col_pegs,
        t.col_colours,
        t.col_turns,
        t.col_keys,
    ]);
    scroll_region(
        label,
        &format!(r#"<table class="levels">{head}<tbody>{rows}</tbody></table>"#),
    )
}

/// A remembered choice (hard mode, the devious computer) as a checkbox in its label, described
/// by the help beside it.
fn setting(t: &Text, offered: Offered, settings: Settings) -> String {
    let Offered {
        switch,
        help_id,
        words,
    } = offered;
    let (label, help) = words(t);
    let (ticked, inert) = match settings {
        Settings::FirstPaint => (false, true),
        Settings::Stored(on) => (on(switch), false),
    };
    let input = void(
        "input",
        &[
            ("type", Some("checkbox")),
            ("aria-describedby", Some(help_id)),
            ("data-switch", Some(switch_name(switch))),
            ("checked", ticked.then_some("")),
        ],
    );
    el(
        "p",
        &[("class", Some("hard-mode")), ("inert", inert.then_some(""))],
        &format!(
            "<label>{input}{}</label>{}",
            esc(label),
            el(
                "span",
                &[("id", Some(help_id)), ("class", Some("help"))],
                &esc(help)
            )
        ),
    )
}

/// What `div.page.intro` holds: the heading and lead, the three levels side by side, each a
/// link to its game, the colour game's three levels beside them (SPEC §14; not a named section:
/// its table's scroll region is the one landmark of that name), the two settings for the games
/// started from here on, and the links to every other way to play.
pub fn intro(t: &'static Text, settings: Settings) -> String {
    let [levels, colour_levels] = levels(t);
    let settings: String = SWITCHES
        .iter()
        .map(|&offered| setting(t, offered, settings))
        .collect();
    let links: String = [
        (DAILY_URL.to_owned(), t.shell.daily_link),
        (PUZZLES_URL.to_owned(), t.shell.puzzles),
        (CHALLENGE_URL.to_owned(), t.shell.challenge_link),
        (CUSTOM_URL.to_owned(), t.custom_link),
        (scores_url(Level::I), t.shell.high_scores),
        (stats_url(Level::I), t.shell.statistics),
        (COMPUTER_URL.to_owned(), t.shell.breaker_link),
        (MATCH_URL.to_owned(), t.shell.match_link),
        (TWO_URL.to_owned(), t.shell.two_players_link),
        (DATA_URL.to_owned(), t.shell.your_data),
    ]
    .iter()
    .map(|(href, words)| format!("<li>{}</li>", link(&site(href), &[], words)))
    .collect();
    [
        text("h1", None, t.intro_title),
        text("p", None, t.intro_lead),
        // On a phone the table is wider than the page: it scrolls in its own region (SPEC 13).
        levels_table(t, t.intro_title, &levels),
        el(
            "div",
            &[("class", Some("colour-game"))],
            &format!(
                "{}{}{}<p>{}</p>",
                text("h2", None, t.colour_game_title),
                text("p", None, t.colour_game_lead),
                levels_table(t, t.colour_game_title, &colour_levels),
                link(&site(VARIANTS_URL), &[], t.shell.variants)
            ),
        ),
        settings,
        el("ul", &[("class", Some("link-list"))], &links),
    ]
    .concat()
}
