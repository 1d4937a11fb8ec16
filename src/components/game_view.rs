use leptos::prelude::*;
use leptos_router::NavigateOptions;
use leptos_router::hooks::{use_location, use_navigate};

use crate::components::board::Board;
use crate::components::controls::Controls;
use crate::components::score_dialog::ScoreDialog;
use crate::components::solver_aids::SolverAids;
use crate::components::solver_replay::SolverReplay;
use crate::dom::focus_later;
use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::{Code, Entry, Game, Level, Name, Status, key_from_seed, parse_seed, random_key};
use crate::storage::{Restored, ScoreBook, load_game, now, save_game};

/// What the notice under the summary says about this game.
#[derive(Clone, Debug, PartialEq)]
enum Notice {
    None,
    Seeded(u64),
    SeedIgnored(String),
    NoRandomness,
    Damaged(Option<String>),
    Newer,
}

/// A random key, or a fixed one (with a notice) in a browser without secure randomness.
fn random_or_fixed(level: Level) -> (Code, Notice) {
    match random_key(level) {
        Ok(key) => (key, Notice::None),
        Err(_) => (key_from_seed(level, 0), Notice::NoRandomness),
    }
}

/// The game to show: the saved one of this level (finished or not), unless the URL's seed asks
/// for another.
/// Returns the game, its seed, the notice, and whether it may be saved.
fn first_game(level: Level, seed: Option<&str>) -> (Game, Option<u64>, Notice, bool) {
    let seed = seed.map(parse_seed);
    let restored = load_game(level);
    let persist = !matches!(restored, Restored::Newer | Restored::Damaged(None));
    if let Some(Ok(seed)) = seed {
        // A seeded link resumes its game while it is being played; once over, it offers the
        // same key afresh (that is what a shared link is for).
        if let Restored::Game {
            game,
            seed: Some(s),
        } = restored
            && s == seed
            && !game.is_over()
        {
            return (game, Some(seed), Notice::Seeded(seed), persist);
        }
        let game = Game::new(level, key_from_seed(level, seed));
        return (game, Some(seed), Notice::Seeded(seed), persist);
    }
    let ignored = |notice: Notice| match &seed {
        Some(Err(bad)) => Notice::SeedIgnored(bad.0.clone()),
        _ => notice,
    };
    match restored {
        Restored::Game { game, seed } => {
            let notice = seed.map_or(Notice::None, Notice::Seeded);
            (game, seed, ignored(notice), persist)
        }
        Restored::Damaged(backup) => {
            let (key, _) = random_or_fixed(level);
            (
                Game::new(level, key),
                None,
                Notice::Damaged(backup),
                persist,
            )
        }
        Restored::Newer => {
            let (key, _) = random_or_fixed(level);
            (Game::new(level, key), None, Notice::Newer, persist)
        }
        Restored::Nothing => {
            let (key, notice) = random_or_fixed(level);
            (Game::new(level, key), None, ignored(notice), persist)
        }
    }
}

/// A game at one level: summary, board, controls, the notice about the key's origin, and the
/// high-score invitation after a qualifying win. The game is saved after every move, so it
/// survives reloads and visits to other pages. `seed` is the raw `?seed=` value of the URL.
#[component]
pub fn GameView(level: Level, seed: Option<String>) -> impl IntoView {
    let t = use_text();
    let book = expect_context::<ScoreBook>();
    let (game, seed, notice, persist) = first_game(level, seed.as_deref());
    let seed = RwSignal::new(seed);
    let notice = RwSignal::new(notice);
    let play = Play::new(game);
    let invite = RwSignal::new(None::<usize>);
    let navigate = use_navigate();
    let location = use_location();
    let revealed = Memo::new(move |_| play.game.with(|g| g.revealed_key()));

    Effect::new(move || {
        let game = play.game.get();
        if persist {
            save_game(&game, seed.get_untracked());
        }
    });
    // Invite a name only on the move that wins, never for a game restored already won.
    Effect::new(move |before: Option<Status>| {
        let status = play.game.with(|g| g.status());
        if let (Some(Status::Playing), Status::Won { turns }) = (before, status)
            && !play.game.with_untracked(|g| g.aids())
            && book.qualifies(level, turns)
        {
            invite.set(Some(turns));
        }
        status
    });

    let again = {
        let navigate = navigate.clone();
        move || {
            let (key, fresh) = random_or_fixed(level);
            seed.set(None);
            notice.set(fresh);
            invite.set(None);
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
        }
    };
    let save_score = Callback::new(move |name: Name| {
        let Some(turns) = invite.get_untracked() else {
            return;
        };
        let entry = Entry {
            turns: turns as u8,
            key: play.game.with_untracked(|g| g.key()),
            name,
            at: now(),
        };
        book.save(level, entry);
        invite.set(None);
        navigate(&format!("/scores/{}", level.slug()), Default::default());
    });
    let close_invite = move || {
        invite.set(None);
        focus_later(play.end_focus.to_owned());
    };
    let notice_text = move || {
        match notice.get() {
            Notice::None => None,
            Notice::Seeded(seed) => Some((t.seeded)(seed)),
            Notice::SeedIgnored(bad) => Some((t.seed_ignored)(&bad)),
            Notice::NoRandomness => Some(t.no_randomness.to_owned()),
            Notice::Damaged(backup) => Some((t.game_damaged)(backup.as_deref())),
            Notice::Newer => Some(t.game_newer.to_owned()),
        }
        .map(|text| view! { <p class="notice">{text}</p> })
    };
    view! {
        <div class="game">
            <p class="summary">{(t.game_summary)(level)}</p>
            {notice_text}
            <Board play />
            <Controls play on_again=again />
            <SolverAids play />
            <p class="help">{t.keyboard_help}</p>
            {move || revealed.get().map(|key| view! { <SolverReplay level key /> })}
            {move || {
                invite
                    .get()
                    .map(|turns| {
                        view! {
                            <ScoreDialog turns on_save=save_score on_close=move |_| close_invite() />
                        }
                    })
            }}
        </div>
    }
}
