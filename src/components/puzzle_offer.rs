use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::components::copy_by_hand::CopyByHand;
use crate::dom::copy_text;
use crate::i18n::use_text;
use crate::routes::site;
use crate::rules::key::random_seed;
use crate::rules::name::Name;
use crate::rules::puzzle::Puzzle;
use crate::rules::refused::CopyRefused;
use crate::session::game::GameSession;
use crate::storage::load_settings;

/// After a game whose rows settle its key: `Make a puzzle of this game`, which shows the link to
/// the puzzle made of them (`Puzzle from <name>` when a name is known) and copies it (SPEC §15).
#[component]
pub fn PuzzleOffer(session: GameSession, puzzle: Puzzle) -> impl IntoView {
    let t = use_text();
    let p = t.puzzle;
    // The link, and its words, once asked for.
    let made = RwSignal::new(None::<(String, String)>);
    let copied = RwSignal::new(None::<Result<(), CopyRefused>>);
    let make = move |_| {
        // The name entered in the high scores for this game, else the last name given.
        let name = session.scored.get_untracked().or_else(|| {
            load_settings()
                .challenge_name
                .and_then(|n| Name::parse(&n).ok())
        });
        let salt = random_seed().unwrap_or(0).to_le_bytes()[0];
        let path = crate::routes::made_puzzle_url(&puzzle, name.as_ref(), salt);
        let words = match &name {
            Some(name) => t.puzzle_from(name.as_str()),
            None => p.puzzle_of_game.to_owned(),
        };
        copied.set(None);
        made.set(Some((path, words)));
    };
    let url = move || {
        made.with_untracked(|m| m.as_ref().map(|(path, _)| crate::routes::link(path)))
            .unwrap_or_default()
    };
    let copy = move |_| {
        let url = url();
        spawn_local(async move {
            let done = copy_text(&url).await;
            copied.try_set(Some(done));
        });
    };
    let outcome = move || {
        copied.get().map(|done| match done {
            Ok(()) => view! { <p role="status">{t.copied}</p> }.into_any(),
            Err(why) => view! {
                <p role="status">{t.copy_refused.of(why)}</p>
                <CopyByHand label=p.puzzle_link text=url() rows=2 />
            }
            .into_any(),
        })
    };
    view! {
        <div class="puzzle-offer">
            <button type="button" on:click=make>{p.make_puzzle}</button>
            {move || {
                made.get()
                    .map(|(path, words)| {
                        view! {
                            <div class="controls">
                                <a href=site(&path)>{words}</a>
                                <button type="button" on:click=copy>{t.copy_link}</button>
                            </div>
                        }
                    })
            }}
            {outcome}
        </div>
    }
}
