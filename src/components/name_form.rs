use leptos::prelude::*;

use crate::i18n::use_text;
use crate::rules::name::Name;
use crate::storage::{change_settings, load_settings};

/// A button (`action`) that needs the player's name: the name remembered in the settings, or, the
/// first time, a form asking it (`Your name` with its error under it, then `submit`) that
/// remembers it for the next times (SPEC 12, 18). `on_name` runs with the name once known.
#[component]
pub fn NameForm(
    /// The button's text.
    action: &'static str,
    /// The button's class, if any.
    #[prop(optional)]
    class: Option<&'static str>,
    /// The name field's id; its error's is the same with `-error`.
    id: &'static str,
    /// The form's submit button's text.
    submit: &'static str,
    #[prop(into)] on_name: Callback<Name>,
) -> impl IntoView {
    let t = use_text();
    let asking = RwSignal::new(false);
    let typed = RwSignal::new(String::new());
    let name_error = RwSignal::new(None::<String>);
    let error_id = format!("{id}-error");
    let remembered = || {
        load_settings()
            .challenge_name
            .and_then(|n| Name::parse(&n).ok())
    };
    let press = move |_| match remembered() {
        Some(name) => on_name.run(name),
        None => asking.set(true),
    };
    let give_name = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match Name::parse(&typed.get_untracked()) {
            Ok(name) => {
                name_error.set(None);
                change_settings(|s| s.challenge_name = Some(name.as_str().to_owned()));
                asking.set(false);
                on_name.run(name);
            }
            Err(e) => name_error.set(Some(t.name_error.of(e))),
        }
    };
    view! {
        <button type="button" class=class on:click=press>{action}</button>
        {move || {
            let error_id = error_id.clone();
            asking
                .get()
                .then(|| {
                    view! {
                        <form class="field" on:submit=give_name>
                            <label for=id>{t.your_name}</label>
                            <input
                                id=id
                                type="text"
                                autocomplete="nickname"
                                required
                                autofocus
                                aria-describedby=error_id.clone()
                                prop:value=move || typed.get()
                                on:input=move |ev| typed.set(event_target_value(&ev))
                            />
                            <button type="submit">{submit}</button>
                            <p id=error_id class="help">{move || name_error.get()}</p>
                        </form>
                    }
                })
        }}
    }
}
