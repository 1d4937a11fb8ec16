use leptos::prelude::*;

use crate::components::home_board::HomeBoard;
use crate::dom::set_title;
use crate::i18n::use_shell;
use crate::routes::{
    CHALLENGE_URL, COMPUTER_URL, DAILY_URL, DATA_URL, INTRO_URL, LEARN_URL, MATCH_URL, RULES_URL,
    TWO_URL, daily_url, level_url, scores_url, stats_url,
};
use crate::rules::{Day, GameSlot, Level, Standing, game_key, glance_game, glance_streak};
use crate::storage::{STATS_KEY, peek_json};

/// The home page: what the game is, a drawn board, where the player left off (a `Continue level
/// …` link per game in progress, today's daily keys, the current streak), and the way in. Its words come from the catalogue's
/// [`Shell`](crate::i18n::Shell) and its links are plain anchors (the router, where there is one,
/// takes them over), so the home page's own program (`src/bin/home.rs`) can show it without
/// the router or the rest of the game.
#[component]
pub fn Home() -> impl IntoView {
    let t = use_shell();
    set_title(t.app_name);
    // Only what these need is read from storage, at a glance (src/rules/glance.rs): each
    // level's free and daily game, and the statistics log for the streak.
    let today = Day::from_unix_millis(js_sys::Date::now() as i64).to_string();
    let glance = |slot: GameSlot| {
        let doc = peek_json(&game_key(slot))?;
        glance_game(&doc, slot.level()).map(|(standing, day)| (standing, day.map(str::to_owned)))
    };
    let continues = Level::ALL
        .into_iter()
        .filter(|&level| {
            matches!(
                glance(GameSlot::Free(level)),
                Some((Standing::InProgress { .. }, _))
            )
        })
        .map(|level| {
            let roman = level.roman().unwrap_or_default();
            view! {
                <li>
                    <a href=level_url(level)>{(t.continue_level)(roman)}</a>
                </li>
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
            view! {
                <li>
                    <a href=daily_url(level)>
                        {(t.home_daily)(roman, &t.standing(standing))}
                    </a>
                </li>
            }
        })
        .collect_view();
    let streak = peek_json(STATS_KEY)
        .map(|doc| glance_streak(&doc))
        .filter(|&n| n > 0)
        .map(|n| view! { <p class="streak">{(t.current_streak)(n)}</p> });
    view! {
        <div class="page home">
            <h1>{t.app_name}</h1>
            <div class="home-intro">
                <HomeBoard />
                <div>
                    <p class="lead">{t.home_lead}</p>
                    <p>{t.home_more}</p>
                </div>
            </div>
            <ul class="home-now">
                {continues}
                {daily}
            </ul>
            {streak}
            <nav class="home-links">
                <a href=INTRO_URL class="big-link">
                    {t.play}
                </a>
                <a href=LEARN_URL>{t.learn_to_play}</a>
                <a href=DAILY_URL>{t.daily_link}</a>
                <a href=CHALLENGE_URL>{t.challenge_link}</a>
                <a href=COMPUTER_URL>{t.breaker_link}</a>
                <a href=MATCH_URL>{t.match_link}</a>
                <a href=TWO_URL>{t.two_players_link}</a>
                <a href=RULES_URL>{t.rules}</a>
                <a href=scores_url(Level::I)>{t.high_scores}</a>
                <a href=stats_url(Level::I)>{t.statistics}</a>
                <a href=DATA_URL>{t.your_data}</a>
            </nav>
        </div>
    }
}
