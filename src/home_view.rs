//! What the home page shows (SPEC 13), decided once for its two renderers: the Leptos [`Home`]
//! page of the whole game and home's own program without Leptos ([`crate::home_page`]). Both
//! draw a [`HomeView`] element for element; a component test compares their markup.
//!
//! [`Home`]: crate::pages::home::Home

use crate::i18n::Shell;
use crate::routes::site;
use crate::routes::{
    CHALLENGE_URL, COMPUTER_URL, DATA_URL, FRIENDS_URL, INTRO_URL, LEARN_URL, MATCH_URL,
    PUZZLES_URL, RULES_URL, TWO_URL, VARIANTS_URL, level_url, scores_url, stats_url,
};
use crate::rules::daily::Day;
use crate::rules::game::Standing;
use crate::rules::glance::{glance_game, glance_streak};
use crate::rules::level::Level;
use crate::rules::saved::{GameSlot, game_key};
use crate::storage::{STATS_KEY, peek_json};

/// A link of the home page: where it goes and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HomeLink {
    pub href: String,
    pub name: String,
}

/// One of the home page's labelled groups of links.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HomeGroup {
    /// The heading's id, which names the group.
    pub id: &'static str,
    pub heading: &'static str,
    pub links: Vec<HomeLink>,
}

/// The home page in one language, as stored games and statistics make it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HomeView {
    /// The links that start or continue a game: the first is the primary one.
    pub start: Vec<HomeLink>,
    /// Today's daily keys, one line per level.
    pub daily: Vec<String>,
    /// The current streak, when there is one.
    pub streak: Option<String>,
    pub groups: Vec<HomeGroup>,
}

/// A stored game at a glance: how far it is, and its day for a daily key.
pub type Glance = Option<(Standing, Option<String>)>;

impl HomeView {
    /// The home page from what is stored now (each level's games and the statistics' streak,
    /// read at a glance: core/src/glance.rs), on today's date.
    pub fn read(t: &'static Shell) -> HomeView {
        let today = Day::from_unix_millis(js_sys::Date::now() as i64).to_string();
        let glance = |slot: GameSlot| {
            let doc = peek_json(&game_key(slot))?;
            glance_game(&doc, slot.level())
                .map(|(standing, day)| (standing, day.map(str::to_owned)))
        };
        let streak = peek_json(STATS_KEY).map(|doc| glance_streak(&doc));
        HomeView::of(t, glance, streak, &today)
    }

    /// The home page of `glance` (each slot's stored game), the statistics' `streak` and the
    /// date `today` (`YYYY-MM-DD`).
    pub fn of(
        t: &'static Shell,
        glance: impl Fn(GameSlot) -> Glance,
        streak: Option<u32>,
        today: &str,
    ) -> HomeView {
        let continues: Vec<HomeLink> = Level::ALL
            .into_iter()
            .filter(|&level| {
                matches!(
                    glance(GameSlot::Free(level)),
                    Some((Standing::InProgress { .. }, _))
                )
            })
            .map(|level| HomeLink {
                href: site(level_url(level)),
                name: t.continue_level(level.roman().unwrap_or_default()),
            })
            .collect();
        // The primary link: the first game in progress, else a fresh level I board; the other
        // games in progress beside it.
        let start = if continues.is_empty() {
            vec![HomeLink {
                href: site(level_url(Level::I)),
                name: t.home_start.to_owned(),
            }]
        } else {
            continues
        };
        let daily = Level::ALL
            .into_iter()
            .map(|level| {
                let standing = glance(GameSlot::Daily(level))
                    .filter(|(_, day)| day.as_deref() == Some(today))
                    .map_or(Standing::NotStarted, |(standing, _)| standing);
                t.home_daily(level.roman().unwrap_or_default(), &t.standing(standing))
            })
            .collect();
        let links = |links: &[(&str, &str)]| {
            links
                .iter()
                .map(|(href, name)| HomeLink {
                    href: site(href),
                    name: (*name).to_owned(),
                })
                .collect()
        };
        let (scores, stats) = (scores_url(Level::I), stats_url(Level::I));
        HomeView {
            start,
            daily,
            streak: streak.filter(|&n| n > 0).map(|n| t.current_streak(n)),
            groups: vec![
                HomeGroup {
                    id: "home-group-play",
                    heading: t.home_group_play,
                    links: links(&[
                        (INTRO_URL, t.play),
                        (VARIANTS_URL, t.variants),
                        (PUZZLES_URL, t.puzzles),
                        (LEARN_URL, t.learn_to_play),
                        (RULES_URL, t.rules),
                    ]),
                },
                HomeGroup {
                    id: "home-group-others",
                    heading: t.home_group_others,
                    links: links(&[
                        (CHALLENGE_URL, t.challenge_link),
                        (FRIENDS_URL, t.friends),
                        (TWO_URL, t.two_players_link),
                        (COMPUTER_URL, t.breaker_link),
                        (MATCH_URL, t.match_link),
                    ]),
                },
                HomeGroup {
                    id: "home-group-yours",
                    heading: t.home_group_yours,
                    links: links(&[
                        (&scores, t.high_scores),
                        (&stats, t.statistics),
                        (DATA_URL, t.your_data),
                    ]),
                },
            ],
        }
    }

    /// The class of start link `i`: the first is the primary button.
    pub fn start_class(i: usize) -> &'static str {
        if i == 0 {
            "button primary home-primary"
        } else {
            "button home-secondary"
        }
    }
}
