use leptos::ev::Event;
use leptos::prelude::*;

use crate::dom::focus_later;
use crate::i18n::{Lang, use_shell};
use crate::storage::save_language;

/// The language control on every page: a `select` named Language (Idioma). The choice is
/// remembered and the whole page is written again in it; games live in storage, so none is lost.
#[component]
pub fn LanguageSelect() -> impl IntoView {
    let t = use_shell();
    let lang = expect_context::<RwSignal<Lang>>();
    let current = lang.get_untracked();
    let on_change = move |ev: Event| {
        if let Some(chosen) = Lang::from_code(&event_target_value(&ev)) {
            save_language(chosen.code());
            lang.set(chosen);
            focus_later("language".to_owned());
        }
    };
    let options = Lang::ALL
        .iter()
        .map(|&l| {
            view! {
                <option value=l.code() selected=l == current lang=l.code()>
                    {l.native_name()}
                </option>
            }
        })
        .collect_view();
    view! {
        <select id="language" class="language" aria-label=t.language on:change=on_change>
            {options}
        </select>
    }
}
