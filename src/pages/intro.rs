use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;

use crate::dom::set_title;
use crate::i18n::use_text;
use crate::intro_markup::{INTRO_CLASS, SWITCHES, Settings, intro, switch_name, switch_named};
use crate::session::preferences::Preferences;

/// The introduction (`/play`): the three levels side by side, each a link to its game, the
/// colour game's three levels beside them (SPEC §14), and the hard-mode and devious-computer
/// settings for the games started from here on. Drawn by its one markup ([`intro`]), which the
/// first paint's generator writes too; its links are plain anchors, which the router follows,
/// and a change of a setting's checkbox (`data-switch`) is stored at once.
#[component]
pub fn Intro() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.intro_title, t.shell.app_name));
    let prefs = expect_context::<Preferences>();
    let stored = move |switch| prefs.signal(switch).get_untracked();
    let root = NodeRef::<leptos::html::Div>::new();
    // The boxes follow the stored settings (changed in another tab, say).
    Effect::new(move || {
        let Some(root) = root.get() else { return };
        for switch in SWITCHES.map(|o| o.switch) {
            let on = prefs.signal(switch).get();
            let selector = format!(r#"input[data-switch="{}"]"#, switch_name(switch));
            if let Ok(Some(input)) = root.query_selector(&selector)
                && let Ok(input) = input.dyn_into::<HtmlInputElement>()
            {
                input.set_checked(on);
            }
        }
    });
    let change = move |ev: web_sys::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        else {
            return;
        };
        if let Some(switch) = input
            .get_attribute("data-switch")
            .as_deref()
            .and_then(switch_named)
        {
            prefs.set(switch, input.checked());
        }
    };
    view! { <div class=INTRO_CLASS node_ref=root inner_html=intro(t, Settings::Stored(&stored)) on:change=change></div> }
}
