use leptos::prelude::*;
use leptos_router::components::A;

use crate::components::daily_countdown::DailyCountdown;
use crate::components::game_frame::GameFrame;
use crate::components::game_view::GameView;
use crate::components::past_page::PastPage;
use crate::components::past_table::PastCell;
use crate::dom::set_title;
use crate::game_markup::{self, Kind};
use crate::i18n::use_text;
use crate::intro_view::GameHeading;
use crate::pages::not_found::NotFound;
use crate::routes::site;
use crate::routes::{DAILY_URL, LinkedGame, PAST_DAILY_URL, daily_url, past_daily_url};
use crate::rules::daily::daily_id;
use crate::rules::game::Standing;
use crate::rules::level::Level;
use crate::rules::saved::{GameRecord, GameSlot};
use crate::session::game_sessions::GameSessions;
use crate::session::preferences::Preferences;
use crate::storage::{StatsBook, peek};

/// The daily key's page (`/daily`): one link per level to that UTC day's game, each beside its
/// state (not started, in progress, won in T, lost), and the countdown to the next key.
#[component]
pub fn DailyPage() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.shell.daily_link, t.shell.app_name));
    let sessions = expect_context::<GameSessions>();
    let options = expect_context::<Preferences>().options();
    let rows = Level::ALL
        .into_iter()
        .map(|level| {
            let game = sessions
                .get(GameSlot::Daily(level), None, options)
                .play
                .game;
            let state = move || game.with(|g| t.shell.standing(g.standing()));
            view! {
                <li>
                    <A href=site(daily_url(level)) attr:class="button">
                        {t.daily_level(level)}
                    </A>
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
            <p>
                <A href=site(PAST_DAILY_URL)>{t.past_link}</A>
            </p>
        </div>
    }
}

/// The daily game of one level (`/daily/1`, `/daily/2`, `/daily/3`), or with `?date=` the daily
/// key of a past date (SPEC 12), played once.
#[component]
pub fn DailyGamePage() -> impl IntoView {
    let t = use_text();
    let linked = super::use_linked_game();
    move || {
        let (which, back, back_text) = match linked.get() {
            LinkedGame::Slot(which @ GameSlot::Daily(_)) => (which, DAILY_URL, t.shell.daily_link),
            LinkedGame::Slot(which @ GameSlot::Past(..)) => (which, PAST_DAILY_URL, t.past_link),
            _ => return view! { <NotFound /> }.into_any(),
        };
        let GameHeading {
            heading: title,
            title: document,
        } = GameHeading::of(t.board, which, None);
        set_title(&document);
        let back = move || {
            view! {
                <p class="back">
                    <A href=site(back)>{back_text}</A>
                </p>
            }
        };
        // One attempt per date: a past date's key already logged, with no game of it stored
        // here, shows its result instead of a new board.
        if let GameSlot::Past(level, day) = which
            && let Some(result) = expect_context::<StatsBook>().log.with_untracked(|log| {
                log.past_played(level, day, peek::<GameRecord>(which).is_some())
                    .map(|g| t.shell.standing(g.standing()))
            })
        {
            return view! {
                <GameFrame kind=Kind::Game heading=game_markup::heading(&title, None)>
                    <p class="notice">{t.past_played(&result)}</p>
                    {back()}
                </GameFrame>
            }
            .into_any();
        }
        view! {
            <GameFrame kind=Kind::Game heading=game_markup::heading(&title, None)>
                <GameView which seed=None>
                    {back()}
                </GameView>
            </GameFrame>
        }
        .into_any()
    }
}

/// The past daily keys (`/daily/past`, SPEC 12): a table per level of the 30 dates before today
/// with each one's result or a link to play it, and `Earlier` for 30 more. One attempt per
/// date: a date's key logged in the statistics, today or later, has its result and no link.
#[component]
pub fn PastDailyPage() -> impl IntoView {
    let t = use_text();
    let book = expect_context::<StatsBook>();
    let cell = move |level, day| {
        let logged = book
            .log
            .with(|log| log.find(&daily_id(level, day)).map(|g| g.standing()));
        if let Some(ended) = logged {
            return PastCell::Ended(t.shell.standing(ended));
        }
        let rows = peek::<GameRecord>(GameSlot::Past(level, day))
            .filter(|g| g.source.day() == Some(day))
            .map_or(0, |g| g.log.game().turns().len());
        let state = t.shell.standing(match rows {
            0 => Standing::NotStarted,
            rows => Standing::InProgress { rows },
        });
        PastCell::Open {
            state,
            href: past_daily_url(level, day),
        }
    };
    view! {
        <PastPage heading=t.past_link lead=t.past_lead caption=move |level| t.past_table(level) cell>
            <A href=site(DAILY_URL)>{t.shell.daily_link}</A>
        </PastPage>
    }
}
