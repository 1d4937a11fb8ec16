use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::components::board::Board;
use crate::components::computer_board::ComputerBoard;
use crate::components::secret_row::SecretRow;
use crate::dom::sleep;
use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::solver::remaining_after_each;
use crate::rules::{Code, Colour, Game, Match, Turn};

/// How long the computer waits before each of its guesses in a match.
const PACE_MS: i32 = 350;

/// A round in which the player breaks the computer's key on the game board (as many rows as
/// the pace allows); every submitted row is played into the match at once, so a reload resumes.
#[component]
pub fn PlayerRound(current: RwSignal<Option<Match>>) -> impl IntoView {
    let (level, key, limit, guesses) = current.with_untracked(|m| {
        let m = m.as_ref().expect("a match");
        let round = m.rounds().last().expect("a round in play");
        let guesses: Vec<Code> = round.guesses.iter().map(|t| t.guess).collect();
        (
            m.setup().level,
            round.key,
            m.setup().pace.attempts(),
            guesses,
        )
    });
    let game = Game::with_turn_limit_from_guesses(level, key, limit, &guesses)
        .unwrap_or_else(|_| Game::with_turn_limit(level, key, limit));
    let play = Play::new(game);
    Effect::new(move || {
        let turns: Vec<Turn> = play.game.with(|g| g.turns().to_vec());
        let known = current.with_untracked(|m| {
            m.as_ref()
                .and_then(|m| m.rounds().last().map(|r| r.guesses.len()))
                .unwrap_or(0)
        });
        if turns.len() <= known {
            return;
        }
        current.update(|m| {
            if let Some(m) = m {
                let known = m.rounds().last().map_or(0, |r| r.guesses.len());
                for turn in turns.iter().skip(known) {
                    let _ = m.guess(turn.guess);
                }
            }
        });
    });
    view! { <Board play /> }
}

/// A round in which the player makes a key: the secret holes, the palette and `Start`.
#[component]
pub fn MakeKey(
    current: RwSignal<Option<Match>>,
    #[prop(into)] on_start: Callback<()>,
) -> impl IntoView {
    let t = use_text();
    let level = current.with_untracked(|m| m.as_ref().expect("a match").setup().level);
    let secret = RwSignal::new(vec![None::<Colour>; level.pegs()]);
    let code = move || secret.with(|s| Code::from_holes(level, s));
    let start = move || {
        if let Some(key) = code() {
            current.update(|m| {
                if let Some(m) = m {
                    let _ = m.start_round(key);
                }
            });
            on_start.run(());
        }
    };
    view! {
        <p>{t.make_key_now}</p>
        <SecretRow level secret locked=Signal::stored(false) />
        <button type="button" class="start" disabled=move || code().is_none() on:click=move |_| start()>
            {t.start}
        </button>
    }
}

/// A round in which the computer breaks the player's key, one guess every few hundred
/// milliseconds, at the match's strength.
#[component]
pub fn ComputerRound(current: RwSignal<Option<Match>>) -> impl IntoView {
    let t = use_text();
    let level = current.with_untracked(|m| m.as_ref().expect("a match").setup().level);
    let rows = Memo::new(move |_| {
        current.with(|m| {
            m.as_ref()
                .and_then(|m| m.rounds().last().map(|r| r.guesses.clone()))
                .unwrap_or_default()
        })
    });
    let remaining = Memo::new(move |_| rows.with(|r| remaining_after_each(level, r)));
    let key = current.with_untracked(|m| m.as_ref().and_then(|m| m.rounds().last().map(|r| r.key)));
    let alive = StoredValue::new(());
    spawn_local(async move {
        loop {
            sleep(PACE_MS).await;
            if alive.try_get_value().is_none() {
                return;
            }
            let next = current.with_untracked(|m| {
                let m = m.as_ref()?;
                m.current()?;
                let turns = &m.rounds().last()?.guesses;
                let random = getrandom::u64().unwrap_or(0);
                Some(m.setup().strength.guess(level, turns, random))
            });
            let Some(guess) = next else { return };
            current.update(|m| {
                if let Some(m) = m {
                    let _ = m.guess(guess);
                }
            });
        }
    });
    let secret = key.map(|k| k.pegs().iter().map(|&c| Some(c)).collect::<Vec<_>>());
    view! {
        <p>{t.computer_breaking}</p>
        {secret.map(|s| {
            let secret = RwSignal::new(s);
            view! { <SecretRow level secret locked=Signal::stored(true) /> }
        })}
        <ComputerBoard level rows remaining asking=Signal::stored(None::<Code>) />
    }
}

/// A finished round: its board and its key.
#[component]
pub fn FinishedRound(current: RwSignal<Option<Match>>, index: usize) -> impl IntoView {
    let t = use_text();
    let (level, round) = current.with_untracked(|m| {
        let m = m.as_ref().expect("a match");
        (m.setup().level, m.rounds()[index].clone())
    });
    let names: Vec<&str> = round.key.pegs().iter().map(|&c| (t.colour)(c)).collect();
    let remaining = remaining_after_each(level, &round.guesses);
    view! {
        <p class="round-key">{(t.key_revealed)(&names)}</p>
        <ComputerBoard
            level
            rows=Signal::stored(round.guesses.clone())
            remaining=Signal::stored(remaining)
            asking=Signal::stored(None::<Code>)
        />
    }
}
