use leptos::prelude::*;

use crate::components::home_board::HomeBoard;
use crate::dom::set_title;
use crate::home_view::HomeView;
use crate::i18n::use_shell;
use crate::routes::DAILY_URL;
use crate::routes::site;

/// The home page: what the game is, one link that starts a game (`Continue level …` for the
/// first game in progress, else a level I board), a drawn game, today's daily keys in one line,
/// the current streak, and the rest of the site in three labelled groups, as [`HomeView`]
/// decides. Home's own program draws the same view without Leptos ([`crate::home_page`]); a
/// component test compares the two.
#[component]
pub fn Home() -> impl IntoView {
    let t = use_shell();
    set_title(t.app_name);
    let home = HomeView::read(t);
    let start = (home.start.into_iter().enumerate())
        .map(|(i, link)| {
            view! {
                <a href=link.href class=HomeView::start_class(i)>
                    {link.name}
                </a>
            }
        })
        .collect_view();
    let daily = (home.daily.into_iter())
        .map(|line| view! { <li>{line}</li> })
        .collect_view();
    let streak = home.streak.map(|s| view! { <p class="streak">{s}</p> });
    let groups = (home.groups.into_iter())
        .map(|group| {
            let links = (group.links.into_iter())
                .map(|link| view! { <li><a href=link.href>{link.name}</a></li> })
                .collect_view();
            view! {
                <nav class="home-group" aria-labelledby=group.id>
                    <h2 id=group.id>{group.heading}</h2>
                    <ul>{links}</ul>
                </nav>
            }
        })
        .collect_view();
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
                        <a href=site(DAILY_URL)>{t.daily_link}</a>
                        <ul>{daily}</ul>
                    </div>
                    {streak}
                </div>
            </div>
            <div class="home-groups">{groups}</div>
        </div>
    }
}
