use leptos::ev::Event;
use leptos::prelude::*;

use crate::dom::focus_later;
use crate::header_markup::{Control, HEADER_CLASS, LANGUAGE_ID, header_inside};
use crate::i18n::{Lang, use_shell};
use crate::languages;
use crate::storage::save_language;
use web_sys::HtmlSelectElement;

/// The header on every page: the game's name, linking home, and the language control (a
/// `select` named Language, Idioma…), drawn by the header's one markup. The link is a plain
/// anchor: the router takes it over in the whole game, and the home page's own program has no
/// router. A language chosen is remembered and the whole page is written again in it; games
/// live in storage, so none is lost.
#[component]
pub fn SiteHeader() -> impl IntoView {
    let t = use_shell();
    let lang = expect_context::<RwSignal<Lang>>();
    let on_change = move |ev: Event| {
        if let Some(chosen) = Lang::from_code(&event_target_value(&ev)) {
            // Shown once its words are here (the control busy until then; the header drawn
            // again, the focus back on the control) and then remembered; if they cannot be had,
            // the control says the language still shown.
            let control = event_target::<HtmlSelectElement>(&ev);
            let _ = control.set_attribute("aria-busy", "true");
            languages::choose(lang, chosen, move |shown| {
                let _ = control.remove_attribute("aria-busy");
                if shown {
                    save_language(chosen.code());
                } else {
                    control.set_value(lang.get_untracked().code());
                }
                focus_later(LANGUAGE_ID.to_owned());
            });
        }
    };
    let inside = header_inside(t, lang.get_untracked(), Control::Live);
    view! { <header class=HEADER_CLASS inner_html=inside on:change=on_change></header> }
}
