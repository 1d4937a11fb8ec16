use leptos::prelude::*;

use crate::components::computer_round::ComputerRound;
use crate::components::finished_round::FinishedRound;
use crate::components::make_key::MakeKey;
use crate::components::match_setup::MatchSetup;
use crate::components::player_round::PlayerRound;
use crate::components::scoreboard::Scoreboard;
use crate::components::tab_alert::TabAlert;
use crate::dom::set_title;
use crate::i18n::use_text;
use crate::rules::contest::{Phase, Side};
use crate::tab_hold::Holding;

/// A match against the computer (`/match`), or between two people on one device (`/two`,
/// `people`): the set-up, then round after round with the scoreboard, saving to a file after
/// each round. The match lives in a [`MatchSession`] above the page, so a language switch or a
/// reload resumes it exactly (a key hidden between people stays hidden).
#[component]
pub fn MatchPage(#[prop(optional)] people: bool) -> impl IntoView {
    let t = use_text();
    let (title, lead) = if people {
        (t.shell.two_players_link, t.two_players_lead)
    } else {
        (t.match_title, t.match_lead)
    };
    set_title(&format!("{title} · {}", t.shell.app_name));
    let session = if people {
        crate::session::people_match()
    } else {
        crate::session::computer_match()
    };
    session.attach();
    on_cleanup(move || session.detach());
    let current = session.current;
    let started = Memo::new(move |_| current.with(Option::is_some));
    let round_view = move || {
        let phase = session.phase.get()?;
        let heading = current.with_untracked(|m| {
            m.as_ref()
                .map(|m| t.round_of(phase.round() + 1, m.setup().rounds))
        });
        let save = move |_| session.save_file();
        // Who breaks the key now: `<breaker>, break the key.` between people.
        let breaking = move || {
            current.with_untracked(|m| match m.as_ref() {
                Some(m) if m.between_people() => {
                    let breaker = m.rounds().last().map_or(Side::Player, |r| r.breaker());
                    t.break_now(&t.side_name(m.setup(), breaker))
                }
                _ => t.break_key_now.to_owned(),
            })
        };
        let body = match phase {
            Phase::MakeKey(_) => view! { <MakeKey session /> }.into_any(),
            // The session draws the computer's key at once; nothing to show meanwhile.
            Phase::ComputerMakesKey(_) => ().into_any(),
            Phase::PlayerBreaks(_) => view! {
                <p>{breaking()}</p>
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
                let outcome = current.with_untracked(|m| {
                    m.as_ref()
                        .and_then(|m| Some(t.match_outcome(m.setup(), m.outcome()?)))
                });
                view! {
                    <FinishedRound current index />
                    <p class="found">{outcome}</p>
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
            <h1>{title}</h1>
            <p class="lead">{lead}</p>
            <TabAlert hold=session.hold />
            <div class="held" inert=move || session.hold.holding.get() == Holding::Elsewhere>
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
        </div>
    }
}
