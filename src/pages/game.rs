use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_query_map;

use crate::components::game_view::GameView;
use crate::dom::set_title;
use crate::i18n::use_text;
use crate::pages::not_found::NotFound;

/// The game page of one level (`/play/1`, `/play/2`, `/play/3`, with an optional `?seed=`).
#[component]
pub fn GamePage() -> impl IntoView {
    let t = use_text();
    let query = use_query_map();
    let level = super::use_level_param();
    move || match level.get() {
        None => view! { <NotFound /> }.into_any(),
        Some(level) => {
            // The seed is read once per level: dropping it from the URL (Play again) keeps the game.
            let seed = query.with_untracked(|q| q.get("seed"));
            set_title(&(t.game_title)(level));
            view! {
                <div class="page game-page">
                    <h1>{(t.level)(level)}</h1>
                    <GameView level seed />
                    <p class="back">
                        <A href="/play">{t.choose_level}</A>
                    </p>
                </div>
            }
            .into_any()
        }
    }
}
