use leptos::prelude::*;

use crate::components::match_round::{ComputerRound, FinishedRound, MakeKey, PlayerRound};
use crate::components::match_setup::MatchSetup;
use crate::components::scoreboard::Scoreboard;
use crate::dom::{download, set_title};
use crate::i18n::use_text;
use crate::rules::{Match, Setup, Side, key_from_seed, random_key};
use crate::storage::{load_match, save_match};

/// What the match page shows now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The player makes the next round's key.
    MakeKey,
    /// The player breaks the computer's key.
    PlayerBreaks(usize),
    /// The computer breaks the player's key.
    ComputerBreaks(usize),
    /// A round just ended; the next one starts on `Next round`.
    Between(usize),
    /// Every round was played.
    Over(usize),
}

fn phase(m: &Match, making: bool) -> Phase {
    let last = m.rounds().len().saturating_sub(1);
    if m.is_over() {
        return Phase::Over(last);
    }
    if let Some(round) = m.current() {
        return match round.maker {
            Side::Computer => Phase::PlayerBreaks(last),
            Side::Player => Phase::ComputerBreaks(last),
        };
    }
    if m.rounds().is_empty() || making {
        Phase::MakeKey
    } else {
        Phase::Between(last)
    }
}

/// Starts the next round when the computer makes its key; otherwise the player is to make one.
/// Returns whether the player must make the key.
fn next_round(current: RwSignal<Option<Match>>) -> bool {
    let mut player_makes = false;
    current.update(|m| {
        if let Some(m) = m {
            let index = m.rounds().len();
            if m.maker(index) == Side::Computer {
                let level = m.setup().level;
                let key = random_key(level).unwrap_or_else(|_| key_from_seed(level, index as u64));
                let _ = m.start_round(key);
            } else {
                player_makes = true;
            }
        }
    });
    player_makes
}

/// A match against the computer: the set-up, then round after round with the scoreboard, saving
/// to a file after each round; an unfinished match resumes after a reload.
#[component]
pub fn MatchPage() -> impl IntoView {
    let t = use_text();
    set_title(t.match_title);
    let current = RwSignal::new(load_match());
    let making = RwSignal::new(false);
    Effect::new(move || {
        current.with(|m| {
            if let Some(m) = m {
                save_match(m);
            }
        })
    });
    let started = Memo::new(move |_| current.with(Option::is_some));
    let phase = Memo::new(move |_| current.with(|m| m.as_ref().map(|m| phase(m, making.get()))));
    // A match with no round yet starts its first one (or asks the player for the key).
    let begin = move || {
        let fresh = current.with_untracked(|m| m.as_ref().is_some_and(|m| m.rounds().is_empty()));
        making.set(fresh && next_round(current));
    };
    begin();
    let start = Callback::new(move |setup: Setup| {
        if let Ok(m) = Match::new(setup) {
            current.set(Some(m));
            begin();
        }
    });
    let load = Callback::new(move |m: Match| {
        current.set(Some(m));
        begin();
    });
    let save = move || {
        current.with_untracked(|m| {
            if let Some(m) = m {
                download("mastermind-match.json", &m.to_file());
            }
        })
    };
    let new_match = move || {
        crate::storage::clear_match();
        current.set(None);
    };
    let round_view = move || {
        let Some(phase) = phase.get() else {
            return ().into_any();
        };
        let heading = current.with_untracked(|m| {
            m.as_ref().map(|m| {
                let n = match phase {
                    Phase::MakeKey => m.rounds().len() + 1,
                    _ => m.rounds().len(),
                };
                (t.round_of)(n, m.setup().rounds)
            })
        });
        let body = match phase {
            Phase::MakeKey => view! {
                <MakeKey current on_start=move |_| making.set(false) />
            }
            .into_any(),
            Phase::PlayerBreaks(_) => view! {
                <p>{t.break_key_now}</p>
                <PlayerRound current />
            }
            .into_any(),
            Phase::ComputerBreaks(_) => view! { <ComputerRound current /> }.into_any(),
            Phase::Between(index) => view! {
                <FinishedRound current index />
                <div class="controls">
                    <button type="button" on:click=move |_| save()>{t.save_match}</button>
                    <button type="button" on:click=move |_| making.set(next_round(current))>
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
                        <button type="button" on:click=move |_| save()>{t.save_match}</button>
                        <button type="button" on:click=move |_| new_match()>{t.new_match}</button>
                    </div>
                }
                .into_any()
            }
        };
        view! {
            <h2>{heading}</h2>
            {body}
        }
        .into_any()
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
                            <button type="button" class="link-button" on:click=move |_| new_match()>
                                {t.new_match}
                            </button>
                        </p>
                    }
                    .into_any()
                } else {
                    view! { <MatchSetup on_start=start on_load=load /> }.into_any()
                }
            }}
        </div>
    }
}
