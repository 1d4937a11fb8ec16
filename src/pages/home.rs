use leptos::prelude::*;

use crate::components::home_board::HomeBoard;
use crate::dom::set_title;
use crate::i18n::use_shell;
use crate::routes::{
    CHALLENGE_URL, COMPUTER_URL, DAILY_URL, DATA_URL, INTRO_URL, LEARN_URL, MATCH_URL, PUZZLES_URL,
    RULES_URL, TWO_URL, VARIANTS_URL, level_url, scores_url, stats_url,
};
use crate::rules::daily::Day;
use crate::rules::game::Standing;
use crate::rules::glance::{glance_game, glance_streak};
use crate::rules::level::Level;
use crate::rules::saved::{GameSlot, game_key};
use crate::storage::{STATS_KEY, peek_json};

/// The home page: what the game is, one link that starts a game (`Continue level …` for the
/// first game in progress, else a level I board), a drawn game, today's daily keys in one line,
/// the current streak, and the rest of the site in three labelled groups. Its words come from
/// the catalogue's [`Shell`](crate::i18n::Shell) and its links are plain anchors (the router,
/// where there is one, takes them over), so the home page's own program (`src/bin/home.rs`) can
/// show it without the router or the rest of the game.
#[component]
pub fn Home() -> impl IntoView {
    let t = use_shell();
    set_title(t.app_name);
    // Only what these need is read from storage, at a glance (core/src/glance.rs): each
    // level's free and daily game, and the statistics log for the streak.
    let today = Day::from_unix_millis(js_sys::Date::now() as i64).to_string();
    let glance = |slot: GameSlot| {
        let doc = peek_json(&game_key(slot))?;
        glance_game(&doc, slot.level()).map(|(standing, day)| (standing, day.map(str::to_owned)))
    };
    let continues: Vec<(Level, String)> = Level::ALL
        .into_iter()
        .filter(|&level| {
            matches!(
                glance(GameSlot::Free(level)),
                Some((Standing::InProgress { .. }, _))
            )
        })
        .map(|level| (level, (t.continue_level)(level.roman().unwrap_or_default())))
        .collect();
    // The primary link: the first game in progress, else a fresh level I board; the other
    // games in progress beside it.
    let start = if continues.is_empty() {
        vec![(Level::I, t.home_start.to_owned())]
    } else {
        continues
    };
    let start = start
        .into_iter()
        .enumerate()
        .map(|(i, (level, name))| {
            let class = if i == 0 {
                "button primary home-primary"
            } else {
                "button home-secondary"
            };
            view! {
                <a href=level_url(level) class=class>
                    {name}
                </a>
            }
        })
        .collect_view();
    let daily = Level::ALL
        .into_iter()
        .map(|level| {
            let standing = glance(GameSlot::Daily(level))
                .filter(|(_, day)| day.as_deref() == Some(today.as_str()))
                .map_or(Standing::NotStarted, |(standing, _)| standing);
            let roman = level.roman().unwrap_or_default();
            view! { <li>{(t.home_daily)(roman, &t.standing(standing))}</li> }
        })
        .collect_view();
    let streak = peek_json(STATS_KEY)
        .map(|doc| glance_streak(&doc))
        .filter(|&n| n > 0)
        .map(|n| view! { <p class="streak">{(t.current_streak)(n)}</p> });
    let group = |id: &'static str, heading: &'static str, links: Vec<(String, &'static str)>| {
        let links = links
            .into_iter()
            .map(|(href, name)| view! { <li><a href=href>{name}</a></li> })
            .collect_view();
        view! {
            <nav class="home-group" aria-labelledby=id>
                <h2 id=id>{heading}</h2>
                <ul>{links}</ul>
            </nav>
        }
    };
    let url = |u: &str| u.to_owned();
    view! {
        <div class="page home">
            <h1>{t.app_name}</h1>
            <p class="lead">{t.home_lead}</p>
            <div class="home-hero">
                <HomeBoard />
                <div class="home-go">
                    <p class="home-more">{t.home_more}</p>
                    <div class="home-start">{start}</div>
                    <div class="home-daily">
                        <a href=DAILY_URL>{t.daily_link}</a>
                        <ul>{daily}</ul>
                    </div>
                    {streak}
                </div>
            </div>
            <div class="home-groups">
                {group(
                    "home-group-play",
                    t.home_group_play,
                    vec![
                        (url(INTRO_URL), t.play),
                        (url(VARIANTS_URL), t.variants),
                        (url(PUZZLES_URL), t.puzzle.puzzles),
                        (url(LEARN_URL), t.learn_to_play),
                        (url(RULES_URL), t.rules),
                    ],
                )}
                {group(
                    "home-group-others",
                    t.home_group_others,
                    vec![
                        (url(CHALLENGE_URL), t.challenge_link),
                        (url(TWO_URL), t.two_players_link),
                        (url(COMPUTER_URL), t.breaker_link),
                        (url(MATCH_URL), t.match_link),
                    ],
                )}
                {group(
                    "home-group-yours",
                    t.home_group_yours,
                    vec![
                        (scores_url(Level::I), t.high_scores),
                        (stats_url(Level::I), t.statistics),
                        (url(DATA_URL), t.your_data),
                    ],
                )}
            </div>
        </div>
    }
}
