use leptos::prelude::*;

use crate::components::secret_row::SecretRow;
use crate::components::shared_link::SharedLink;
use crate::i18n::use_text;
use crate::routes::challenge_url;
use crate::rules::challenge::Challenge;
use crate::rules::code::Code;
use crate::rules::colour::Colour;
use crate::rules::key::random_seed;
use crate::rules::level::Level;
use crate::rules::name::Name;

/// Setting a challenge (SPEC 12): the `Level`, the key in the `Secret` holes with the palette, an
/// optional `Your name`, and `Create link`; then the link as text with `Copy link` (and `Share
/// with…` where the browser can).
#[component]
pub fn ChallengeForm() -> impl IntoView {
    let t = use_text();
    let level = RwSignal::new(Level::I);
    let secret = RwSignal::new(vec![None::<Colour>; Level::I.pegs()]);
    let name = RwSignal::new(String::new());
    let name_error = RwSignal::new(None::<String>);
    let link = RwSignal::new(None::<String>);
    let levels = Level::ALL
        .into_iter()
        .map(|l| view! { <option value=l.slug()>{t.level(l)}</option> })
        .collect_view();
    let complete = move || secret.with(|s| Code::from_holes(level.get(), s).is_some());
    let create = move |_| {
        let Some(key) = secret.with_untracked(|s| Code::from_holes(level.get_untracked(), s))
        else {
            return;
        };
        let typed = name.get_untracked();
        let name = if typed.trim().is_empty() {
            None
        } else {
            match Name::parse(&typed) {
                Ok(name) => Some(name),
                Err(e) => {
                    name_error.set(Some(t.name_error.of(e)));
                    return;
                }
            }
        };
        name_error.set(None);
        let challenge = Challenge {
            level: level.get_untracked(),
            key,
            name,
            result: None,
        };
        let salt = random_seed().unwrap_or(0).to_le_bytes()[0];
        link.set(Some(crate::routes::link(challenge_url(&challenge, salt))));
    };
    let made = move || {
        link.get()
            .map(|url| view! { <SharedLink label=t.challenge_url id="challenge-url" url /> })
    };
    view! {
        <div class="challenge-form">
            <div class="field">
                <label for="challenge-level">{t.col_level}</label>
                <select
                    id="challenge-level"
                    on:change=move |ev| {
                        if let Ok(l) = Level::parse(&event_target_value(&ev)) {
                            level.set(l);
                            secret.set(vec![None; l.pegs()]);
                            link.set(None);
                        }
                    }
                >
                    {levels}
                </select>
            </div>
            {move || {
                let level = level.get();
                view! { <SecretRow level secret locked=Signal::stored(false) /> }
            }}
            <div class="field">
                <label for="challenge-name">{t.your_name}</label>
                <input
                    id="challenge-name"
                    type="text"
                    autocomplete="nickname"
                    prop:value=move || name.get()
                    on:input=move |ev| name.set(event_target_value(&ev))
                    aria-describedby="challenge-name-error"
                />
                <p id="challenge-name-error" class="help">{move || name_error.get()}</p>
            </div>
            <button type="button" class="start primary" disabled=move || !complete() on:click=create>
                {t.create_link}
            </button>
            {made}
        </div>
    }
}
