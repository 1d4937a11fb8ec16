use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_query_map;

use crate::components::game_frame::GameFrame;
use crate::components::game_view::GameView;
use crate::dom::set_title;
use crate::game_markup::{self, Kind};
use crate::i18n::use_text;
use crate::intro_view::GameHeading;
use crate::pages::custom::CustomPage;
use crate::pages::not_found::NotFound;
use crate::routes::site;
use crate::routes::{CUSTOM_URL, INTRO_URL, LinkedGame, VARIANTS_URL, scores_url, stats_url};
use crate::rules::level::Level;
use crate::rules::saved::GameSlot;

/// The game page of one level (`/play/1`, `/play/2`, `/play/3`, a custom game
/// `/play/custom?pegs=4&colours=6&turns=10&repeats=yes`, or a variant's `/variant/mini`, each with
/// an optional `?seed=`). A custom URL that is not a game shows the custom form with a notice.
#[component]
pub fn GamePage() -> impl IntoView {
    let t = use_text();
    let query = use_query_map();
    let wanted = super::use_linked_game();
    move || match wanted.get() {
        LinkedGame::Slot(GameSlot::Free(level)) => {
            // The seed is read once per level: dropping it from the URL (Play again) keeps the game.
            let seed = query.with_untracked(|q| q.get("seed"));
            let which = GameSlot::Free(level);
            let heading = GameHeading::of(t.board, which, None);
            set_title(&heading.title);
            let (back_href, back_text) = match level {
                Level::Custom(_) => (CUSTOM_URL, t.custom_link),
                Level::Variant(_) => (VARIANTS_URL, t.choose_variant),
                _ => (INTRO_URL, t.choose_level),
            };
            view! {
                <GameFrame kind=Kind::Game heading=game_markup::heading(&heading.heading, None)>
                    <GameView which seed>
                        <p class="back">
                            <A href=site(back_href)>{back_text}</A>
                        </p>
                        // A variant's own records (SPEC §14), one step from its game.
                        {level
                            .variant()
                            .map(|_| {
                                view! {
                                    <ul class="link-list variant-records">
                                        <li>
                                            <A href=site(stats_url(level))>{t.stats_link(level.into())}</A>
                                        </li>
                                        <li>
                                            <A href=site(scores_url(level))>{t.scores_of(level)}</A>
                                        </li>
                                    </ul>
                                }
                            })}
                    </GameView>
                </GameFrame>
            }
            .into_any()
        }
        LinkedGame::BadCustom(e) => view! { <CustomPage invalid=e /> }.into_any(),
        LinkedGame::Slot(_) | LinkedGame::NotFound => view! { <NotFound /> }.into_any(),
    }
}
