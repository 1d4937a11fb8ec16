use leptos::prelude::*;

use crate::dom::set_title;
use crate::i18n::use_shell;

/// The home page: what the game is, and the way in. Its words come from the catalogue's
/// [`Shell`](crate::i18n::Shell) and its links are plain anchors (the router, where there is one,
/// takes them over), so the home page's own program (`src/bin/home.rs`) can show it without
/// the router or the rest of the game.
#[component]
pub fn Home() -> impl IntoView {
    let t = use_shell();
    set_title(t.app_name);
    view! {
        <div class="page home">
            <h1>{t.app_name}</h1>
            <p class="lead">{t.home_lead}</p>
            <p>{t.home_more}</p>
            <nav class="home-links">
                <a href="/play" class="big-link">
                    {t.play}
                </a>
                <a href="/daily">{t.daily_link}</a>
                <a href="/challenge">{t.challenge_link}</a>
                <a href="/computer">{t.breaker_link}</a>
                <a href="/match">{t.match_link}</a>
                <a href="/two">{t.two_players_link}</a>
                <a href="/rules">{t.rules}</a>
                <a href="/scores/1">{t.high_scores}</a>
                <a href="/stats/1">{t.statistics}</a>
                <a href="/data">{t.your_data}</a>
            </nav>
        </div>
    }
}
