use leptos::prelude::*;
use leptos_router::NavigateOptions;
use leptos_router::hooks::{use_location, use_navigate};

use crate::components::board::Board;
use crate::components::controls::Controls;
use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::{Code, Game, Level, key_from_seed, parse_seed, random_key};

/// Where a game's key came from, for the notice under the board.
#[derive(Clone, Debug, PartialEq)]
enum Origin {
    Random,
    Seeded(u64),
    SeedIgnored(String),
    NoRandomness,
}

/// A fresh key: from the seed when there is a valid one, else from secure randomness.
fn new_key(level: Level, seed: Option<&str>) -> (Code, Origin) {
    match seed.map(parse_seed) {
        Some(Ok(seed)) => (key_from_seed(level, seed), Origin::Seeded(seed)),
        Some(Err(bad)) => random_or_fixed(level, Origin::SeedIgnored(bad.0)),
        None => random_or_fixed(level, Origin::Random),
    }
}

fn random_or_fixed(level: Level, origin: Origin) -> (Code, Origin) {
    match random_key(level) {
        Ok(key) => (key, origin),
        Err(_) => (key_from_seed(level, 0), Origin::NoRandomness),
    }
}

/// A game at one level: summary, board, controls and the notice about the key's origin.
/// `seed` is the raw `?seed=` value of the URL, if any.
#[component]
pub fn GameView(level: Level, seed: Option<String>) -> impl IntoView {
    let t = use_text();
    let (key, origin) = new_key(level, seed.as_deref());
    let origin = RwSignal::new(origin);
    let play = Play::new(Game::new(level, key));
    let navigate = use_navigate();
    let location = use_location();
    let again = move || {
        let (key, fresh) = new_key(level, None);
        origin.set(fresh);
        play.restart(Game::new(level, key));
        // A seeded link names one key; the next game is a new one, so the URL drops the seed.
        if !location.search.get_untracked().is_empty() {
            navigate(
                &location.pathname.get_untracked(),
                NavigateOptions {
                    replace: true,
                    ..Default::default()
                },
            );
        }
    };
    let notice = move || {
        match origin.get() {
            Origin::Random => None,
            Origin::Seeded(seed) => Some((t.seeded)(seed)),
            Origin::SeedIgnored(bad) => Some((t.seed_ignored)(&bad)),
            Origin::NoRandomness => Some(t.no_randomness.to_owned()),
        }
        .map(|text| view! { <p class="notice">{text}</p> })
    };
    view! {
        <div class="game">
            <p class="summary">{(t.game_summary)(level)}</p>
            {notice}
            <Board play />
            <Controls play on_again=again />
            <p class="help">{t.keyboard_help}</p>
        </div>
    }
}
