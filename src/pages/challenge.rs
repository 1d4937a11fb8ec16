use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_location;

use crate::components::challenge_form::ChallengeForm;
use crate::components::game_frame::GameFrame;
use crate::components::game_view::GameView;
use crate::components::reply_offer::ReplyOffer;
use crate::dom::set_title;
use crate::game_markup::{self, Kind};
use crate::i18n::use_text;
use crate::intro_view::GameHeading;
use crate::routes::site;
use crate::routes::{CHALLENGE_URL, INTRO_URL};
use crate::rules::challenge::Challenge;
use crate::rules::friends::Meeting;
use crate::rules::game::Status;
use crate::rules::saved::GameSlot;
use crate::session::game::GameSession;
use crate::session::game_sessions::GameSessions;
use crate::session::preferences::Preferences;
use crate::storage::{now, record_friend};

/// Once the challenge's game is over, counts it in Friends (SPEC 18) against the sender's
/// result that the link carries: once per game (its id), however often the page opens it.
fn record_when_over(challenge: &Challenge, session: GameSession) {
    let challenge = challenge.clone();
    Effect::new(move |_| {
        let status = session.play.game.with(|g| g.status());
        if status == Status::Playing {
            return;
        }
        let time_ms = session.clock.time().and_then(|ms| u32::try_from(ms).ok());
        let id = session.id.get_untracked();
        if let Some(game) = Meeting::of_challenge(&challenge, &id, status, time_ms, now()) {
            record_friend(game);
        }
    });
}

/// A friend's challenge (`/challenge#c1…`, SPEC 12): their key on the usual board under
/// `Challenge from <name>`, or, without a fragment, the form that sets one. A fragment that
/// cannot be read says why and offers a game of the player's own; it never fails the page.
#[component]
pub fn ChallengePage() -> impl IntoView {
    let t = use_text();
    let hash = use_location().hash;
    move || {
        let fragment = hash.get();
        let fragment = fragment.trim_start_matches('#');
        if fragment.is_empty() {
            set_title(&format!(
                "{} · {}",
                t.shell.challenge_link, t.shell.app_name
            ));
            return view! {
                <div class="page challenge-page">
                    <h1>{t.shell.challenge_link}</h1>
                    <p class="lead">{t.challenge_lead}</p>
                    <ChallengeForm />
                </div>
            }
            .into_any();
        }
        match Challenge::from_fragment(fragment) {
            Ok(challenge) => {
                let which = GameSlot::Challenge(challenge.level);
                let GameHeading {
                    heading: title,
                    title: document,
                } = GameHeading::of(t.board, which, challenge.sender());
                set_title(&document);
                let name = challenge.sender().map(str::to_owned);
                // After the game, the player's turns beside the sender's.
                let options = expect_context::<Preferences>().options();
                let session = expect_context::<GameSessions>().challenge(
                    challenge.level,
                    challenge.key,
                    options,
                );
                let game = session.play.game;
                record_when_over(&challenge, session);
                let over = move || game.with(|g| g.is_over());
                let offer = {
                    let challenge = challenge.clone();
                    move || {
                        over().then(|| {
                            view! { <ReplyOffer challenge=challenge.clone() session /> }
                        })
                    }
                };
                let sender = challenge
                    .result
                    .map(|r| t.sender_result(name.as_deref(), r.turns()));
                let versus = {
                    let name = name.clone();
                    let challenge = challenge.clone();
                    move || {
                        let (yours, theirs) = game.with(|g| challenge.versus(g.status()))?;
                        Some(view! {
                            <p class="versus">{t.versus(yours, name.as_deref(), theirs)}</p>
                        })
                    }
                };
                view! {
                    <GameFrame kind=Kind::Game heading=game_markup::heading(&title, None)>
                        {sender.map(|text| view! { <p class="sender-result">{text}</p> })}
                        {versus}
                        {offer}
                        <GameView which seed=None challenge=challenge.key>
                            <p class="back">
                                <A href=site(CHALLENGE_URL)>{t.shell.challenge_link}</A>
                            </p>
                        </GameView>
                    </GameFrame>
                }
                .into_any()
            }
            Err(why) => {
                set_title(&format!(
                    "{} · {}",
                    t.shell.challenge_link, t.shell.app_name
                ));
                view! {
                    <div class="page challenge-page">
                        <h1>{t.challenge_from(None)}</h1>
                        <p role="alert">{t.challenge_refused.of(why)}</p>
                        <p>
                            <A href=site(INTRO_URL)>{t.intro_title}</A>
                        </p>
                    </div>
                }
                .into_any()
            }
        }
    }
}
