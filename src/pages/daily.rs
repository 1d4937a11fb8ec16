use leptos::prelude::*;
use leptos_router::components::A;

use crate::components::daily_countdown::DailyCountdown;
use crate::components::game_view::GameView;
use crate::dom::set_title;
use crate::i18n::use_text;
use crate::pages::not_found::NotFound;
use crate::routes::daily_url;
use crate::rules::{GameSlot, Level, Status};
use crate::session::game::GameSessions;
use crate::session::preferences::Preferences;

/// The daily key's page (`/daily`): one link per level to that UTC day's game, each beside its
/// state (not started, in progress, won in T, lost), and the countdown to the next key.
#[component]
pub fn DailyPage() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.shell.daily_link, t.shell.app_name));
    let sessions = expect_context::<GameSessions>();
    let hard = expect_context::<Preferences>().hard_mode.get_untracked();
    let rows = Level::ALL
        .into_iter()
        .map(|level| {
            let game = sessions.get(GameSlot::Daily(level), None, hard).play.game;
            let state = move || {
                game.with(|g| match g.status() {
                    Status::Playing if g.turns().is_empty() => t.daily_not_started.to_owned(),
                    Status::Playing => (t.daily_in_progress)(g.turns().len()),
                    Status::Won { turns } => (t.daily_won)(turns),
                    Status::Lost => t.daily_lost.to_owned(),
                    Status::Quit => t.daily_quit.to_owned(),
                })
            };
            view! {
                <li>
                    <A href=daily_url(level)>{(t.daily_level)(level)}</A>
                    " "
                    <span class="daily-state">{state}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="page daily-page">
            <h1>{t.shell.daily_link}</h1>
            <p class="lead">{t.daily_lead}</p>
            <ul class="daily-levels">{rows}</ul>
            <DailyCountdown />
        </div>
    }
}

/// The daily game of one level (`/daily/1`, `/daily/2`, `/daily/3`).
#[component]
pub fn DailyGamePage() -> impl IntoView {
    let t = use_text();
    let level = super::use_level_param();
    move || match level.get().filter(|l| !l.is_custom()) {
        None => view! { <NotFound /> }.into_any(),
        Some(level) => {
            set_title(&format!(
                "{} · {}",
                (t.daily_level)(level),
                t.shell.app_name
            ));
            let which = GameSlot::Daily(level);
            view! {
                <div class="page game-page">
                    <h1>{(t.daily_level)(level)}</h1>
                    <GameView which seed=None>
                        <p class="back">
                            <A href="/daily">{t.shell.daily_link}</A>
                        </p>
                    </GameView>
                </div>
            }
            .into_any()
        }
    }
}
