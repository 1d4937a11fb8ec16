use leptos::prelude::*;

use crate::components::secret_row::SecretRow;
use crate::i18n::use_text;
use crate::rules::code::Code;
use crate::rules::contest::Side;
use crate::rules::level::Level;
use crate::session::MatchSession;

/// A round in which the player makes the key: the secret holes, the palette and `Start`, usable
/// once every hole is filled. Between two people: `<maker>, make the key while <breaker> looks
/// away.` and `Hide the key`.
#[component]
pub fn MakeKey(session: MatchSession) -> impl IntoView {
    let t = use_text();
    let (level, people) = session
        .current
        .with_untracked(|m| {
            m.as_ref().map(|m| {
                let setup = m.setup();
                let maker = m.next_maker().unwrap_or(Side::Player);
                let names = (t.side_name(setup, maker), t.side_name(setup, maker.other()));
                (setup.level, setup.players.as_ref().map(|_| names))
            })
        })
        .unwrap_or((Level::I, None));
    let (lead, button) = match &people {
        Some((maker, breaker)) => (t.look_away(maker, breaker), t.hide_key),
        None => (t.make_key_now.to_owned(), t.start),
    };
    let secret = session.secret;
    let complete = move || secret.with(|s| Code::from_holes(level, s).is_some());
    view! {
        <p>{lead}</p>
        <SecretRow level secret locked=Signal::stored(false) />
        <button
            type="button"
            class="start primary"
            disabled=move || !complete()
            on:click=move |_| session.start_key()
        >
            {button}
        </button>
    }
}
