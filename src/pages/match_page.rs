use leptos::prelude::*;

use crate::components::computer_round::ComputerRound;
use crate::components::finished_round::FinishedRound;
use crate::components::make_key::MakeKey;
use crate::components::match_setup::MatchSetup;
use crate::components::player_round::PlayerRound;
use crate::components::scoreboard::Scoreboard;
use crate::dom::set_title;
use crate::i18n::use_text;
use crate::rules::{Match, Phase};
use crate::session::MatchSession;

/// A match against the computer: the set-up, then round after round with the scoreboard, saving
/// to a file after each round. The match lives in a [`MatchSession`] above the page, so a
/// language switch or a reload resumes it exactly.
#[component]
pub fn MatchPage() -> impl IntoView {
    let t = use_text();
    set_title(t.match_title);
    let session = expect_context::<MatchSession>();
    session.attach();
    on_cleanup(move || session.detach());
    let current = session.current;
    let started = Memo::new(move |_| current.with(Option::is_some));
    let round_view = move || {
        let phase = session.phase.get()?;
        let heading = current.with_untracked(|m| {
            m.as_ref()
                .map(|m| (t.round_of)(phase.round() + 1, m.setup().rounds))
        });
        let save = move |_| session.save_file();
        let body = match phase {
            Phase::MakeKey(_) => view! { <MakeKey session /> }.into_any(),
            // The session draws the computer's key at once; nothing to show meanwhile.
            Phase::ComputerMakesKey(_) => ().into_any(),
            Phase::PlayerBreaks(_) => view! {
                <p>{t.break_key_now}</p>
                <PlayerRound session />
            }
            .into_any(),
            Phase::ComputerBreaks(_) => view! { <ComputerRound session /> }.into_any(),
            Phase::Between(index) => view! {
                <FinishedRound current index />
                <div class="controls">
                    <button type="button" on:click=save>{t.save_match}</button>
                    <button type="button" on:click=move |_| session.next_round()>
                        {t.next_round}
                    </button>
                </div>
            }
            .into_any(),
            Phase::Over(index) => {
                let outcome = current.with_untracked(|m| m.as_ref().and_then(Match::outcome));
                view! {
                    <FinishedRound current index />
                    <p class="found">{outcome.map(t.outcome)}</p>
                    <div class="controls">
                        <button type="button" on:click=save>{t.save_match}</button>
                        <button type="button" on:click=move |_| session.new_match()>{t.new_match}</button>
                    </div>
                }
                .into_any()
            }
        };
        Some(view! {
            <h2>{heading}</h2>
            {body}
        })
    };
    view! {
        <div class="page match-page">
            <h1>{t.match_title}</h1>
            <p class="lead">{t.match_lead}</p>
            {move || {
                if started.get() {
                    view! {
                        <Scoreboard current />
                        {round_view}
                        <p class="back">
                            <button type="button" class="link-button" on:click=move |_| session.new_match()>
                                {t.new_match}
                            </button>
                        </p>
                    }
                    .into_any()
                } else {
                    view! { <MatchSetup session /> }.into_any()
                }
            }}
        </div>
    }
}
