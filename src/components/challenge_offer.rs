use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::components::copy_by_hand::CopyByHand;
use crate::components::name_form::NameForm;
use crate::dom::copy_text;
use crate::i18n::use_text;
use crate::routes::challenge_url;
use crate::rules::challenge::{Challenge, SenderResult};
use crate::rules::game::Status;
use crate::rules::key::random_seed;
use crate::rules::name::Name;
use crate::rules::refused::CopyRefused;
use crate::session::game::GameSession;

/// After any game: `Challenge a friend with this key`, which copies a link to
/// the same key carrying the player's name and result (SPEC 12). The name is asked the first
/// time (`Your name`, then `Copy link`) and remembered for the next ones.
#[component]
pub fn ChallengeOffer(session: GameSession) -> impl IntoView {
    let t = use_text();
    let copied = RwSignal::new(None::<(Result<(), CopyRefused>, String)>);
    // The link for `name`: the game's key (for a devious game, the key it ended on) and how the
    // player did.
    let link = move |name: Name| {
        let (key, result) = session.play.game.with_untracked(|g| {
            let result = match g.status() {
                Status::Won { turns } => SenderResult::Broke(turns as u8),
                _ => SenderResult::NotBroken,
            };
            (g.key(), result)
        });
        let challenge = Challenge {
            level: session.level,
            key,
            name: Some(name),
            result: Some(result),
        };
        let salt = random_seed().unwrap_or(0).to_le_bytes()[0];
        crate::routes::link(challenge_url(&challenge, salt))
    };
    let copy = move |name: Name| {
        copied.set(None);
        let url = link(name);
        spawn_local(async move {
            let done = copy_text(&url).await;
            copied.try_set(Some((done, url)));
        });
    };
    let outcome = move || {
        copied.get().map(|(done, url)| match done {
            Ok(()) => view! { <p role="status">{t.copied}</p> }.into_any(),
            Err(why) => view! {
                <p role="status">{t.copy_refused.of(why)}</p>
                <CopyByHand label=t.challenge_url text=url rows=2 />
            }
            .into_any(),
        })
    };
    view! {
        <div class="challenge-offer">
            <NameForm
                action=t.challenge_with_key
                id="offer-name"
                submit=t.copy_link
                on_name=copy
            />
            {outcome}
        </div>
    }
}
