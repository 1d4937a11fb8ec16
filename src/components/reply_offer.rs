use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::dom::{copy_text, share_sheet, share_sheet_available};
use crate::i18n::use_text;
use crate::routes::reply_url;
use crate::rules::challenge::Challenge;
use crate::rules::code::Code;
use crate::rules::key::random_seed;
use crate::rules::name::Name;
use crate::rules::refused::CopyRefused;
use crate::rules::reply::Reply;
use crate::session::game::GameSession;
use crate::storage::{change_settings, load_settings};

/// After a game opened from a challenge link (SPEC 18): `Send my result`, which makes the reply
/// link (the challenge, the player's name, rows and time) and shows it as text with `Copy link`
/// (and `Share with…` where the browser has a share sheet). The name is asked the first time, as
/// `Challenge a friend with this key` asks it, and remembered for both.
#[component]
pub fn ReplyOffer(challenge: Challenge, session: GameSession) -> impl IntoView {
    let t = use_text();
    let asking = RwSignal::new(false);
    let typed = RwSignal::new(String::new());
    let name_error = RwSignal::new(None::<String>);
    let link = RwSignal::new(None::<String>);
    let copied = RwSignal::new(None::<Result<(), CopyRefused>>);
    let challenge = StoredValue::new(challenge);
    let make = move |name: Name| {
        let guesses: Vec<Code> = session
            .play
            .game
            .with_untracked(|g| g.turns().iter().map(|turn| turn.guess).collect());
        let time_ms = session.clock.time().and_then(|ms| u32::try_from(ms).ok());
        let reply = Reply::new(challenge.get_value(), name, guesses, time_ms);
        let salt = random_seed().unwrap_or(0).to_le_bytes()[0];
        let origin = window().location().origin().unwrap_or_default();
        copied.set(None);
        link.set(Some(format!("{origin}{}", reply_url(&reply, salt))));
    };
    let remembered = || {
        load_settings()
            .challenge_name
            .and_then(|n| Name::parse(&n).ok())
    };
    let offer = move |_| match remembered() {
        Some(name) => make(name),
        None => asking.set(true),
    };
    let give_name = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match Name::parse(&typed.get_untracked()) {
            Ok(name) => {
                name_error.set(None);
                change_settings(|s| s.challenge_name = Some(name.as_str().to_owned()));
                asking.set(false);
                make(name);
            }
            Err(e) => name_error.set(Some((t.name_error)(e))),
        }
    };
    let copy = move |_| {
        let Some(text) = link.get_untracked() else {
            return;
        };
        spawn_local(async move {
            copied.try_set(Some(copy_text(&text).await));
        });
    };
    let share = move |_| {
        let Some(text) = link.get_untracked() else {
            return;
        };
        spawn_local(async move { share_sheet(&text).await });
    };
    let made = move || {
        link.get().map(|url| {
            view! {
                <p>{t.reply_lead}</p>
                <div class="challenge-link">
                    <label for="reply-url">{t.reply_url}</label>
                    <input id="reply-url" type="text" readonly prop:value=url />
                    <button type="button" on:click=copy>{t.copy_link}</button>
                    {share_sheet_available()
                        .then(|| view! { <button type="button" on:click=share>{t.share_with}</button> })}
                    {move || copied.get().map(|done| match done {
                        Ok(()) => t.copied,
                        Err(why) => (t.copy_refused)(why),
                    })
                        .map(|text| view! { <p role="status">{text}</p> })}
                </div>
            }
        })
    };
    view! {
        <div class="challenge-offer reply-offer">
            <button type="button" class="primary" on:click=offer>{t.send_result}</button>
            {move || {
                asking
                    .get()
                    .then(|| {
                        view! {
                            <form class="field" on:submit=give_name>
                                <label for="reply-name">{t.your_name}</label>
                                <input
                                    id="reply-name"
                                    type="text"
                                    autocomplete="nickname"
                                    required
                                    autofocus
                                    aria-describedby="reply-name-error"
                                    prop:value=move || typed.get()
                                    on:input=move |ev| typed.set(event_target_value(&ev))
                                />
                                <button type="submit">{t.create_link}</button>
                                <p id="reply-name-error" class="help">{move || name_error.get()}</p>
                            </form>
                        }
                    })
            }}
            {made}
        </div>
    }
}
