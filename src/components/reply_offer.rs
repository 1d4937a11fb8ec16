use leptos::prelude::*;

use crate::components::name_form::NameForm;
use crate::components::shared_link::SharedLink;
use crate::i18n::use_text;
use crate::routes::reply_url;
use crate::rules::challenge::Challenge;
use crate::rules::code::Code;
use crate::rules::key::random_seed;
use crate::rules::name::Name;
use crate::rules::reply::Reply;
use crate::session::game::GameSession;

/// After a game opened from a challenge link (SPEC 18): `Send my result`, which makes the reply
/// link (the challenge, the player's name, rows and time) and shows it as text with `Copy link`
/// (and `Share with…` where the browser has a share sheet). The name is asked the first time, as
/// `Challenge a friend with this key` asks it, and remembered for both.
#[component]
pub fn ReplyOffer(challenge: Challenge, session: GameSession) -> impl IntoView {
    let t = use_text();
    let link = RwSignal::new(None::<String>);
    let challenge = StoredValue::new(challenge);
    let make = move |name: Name| {
        let guesses: Vec<Code> = session
            .play
            .game
            .with_untracked(|g| g.turns().iter().map(|turn| turn.guess).collect());
        let time_ms = session.clock.time().and_then(|ms| u32::try_from(ms).ok());
        let reply = Reply::new(challenge.get_value(), name, guesses, time_ms);
        let salt = random_seed().unwrap_or(0).to_le_bytes()[0];
        link.set(Some(crate::routes::link(reply_url(&reply, salt))));
    };
    let made = move || {
        link.get().map(|url| {
            view! {
                <p>{t.reply_lead}</p>
                <SharedLink label=t.reply_url id="reply-url" url />
            }
        })
    };
    view! {
        <div class="challenge-offer reply-offer">
            <NameForm
                action=t.send_result
                class="primary"
                id="reply-name"
                submit=t.create_link
                on_name=make
            />
            {made}
        </div>
    }
}
