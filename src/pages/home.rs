use leptos::prelude::*;
use leptos_router::components::A;

use crate::dom::set_title;
use crate::i18n::use_text;

/// The home page: what the game is, and the way in.
#[component]
pub fn Home() -> impl IntoView {
    let t = use_text();
    set_title(t.app_name);
    view! {
        <div class="page home">
            <h1>{t.app_name}</h1>
            <p class="lead">{t.home_lead}</p>
            <p>{t.home_more}</p>
            <nav class="home-links">
                <A href="/play" attr:class="big-link">
                    {t.play}
                </A>
                <A href="/daily">{t.daily_link}</A>
                <A href="/computer">{t.breaker_link}</A>
                <A href="/match">{t.match_link}</A>
                <A href="/rules">{crate::guide::use_guide().title}</A>
                <A href="/scores/1">{t.high_scores}</A>
                <A href="/stats/1">{t.statistics}</A>
            </nav>
        </div>
    }
}
