use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::components::example_player::ExamplePlayer;
use crate::dom::set_title;
use crate::i18n::{use_guide, use_text};
use crate::places::{Place, mount_once};
use crate::rules_markup::{Examples, RULES_CLASS, WORKED_CLASS, rules};

/// Each worked example's player in its section of `root` (the n-th section, the n-th example),
/// after the section's heading.
fn players(root: &web_sys::Element) -> Vec<(Place, AnyView)> {
    let Ok(sections) = root.query_selector_all(&format!("section.{WORKED_CLASS}")) else {
        return Vec::new();
    };
    (0..sections.length())
        .filter_map(|index| {
            let section = sections.item(index)?.dyn_into::<web_sys::Element>().ok()?;
            let index = index as usize;
            Some((
                Place::End(section),
                view! { <ExamplePlayer index /> }.into_any(),
            ))
        })
        .collect()
}

/// The Rules page: summary, how to play, the feedback rule with pictures (then the colour game's
/// rule and the other variants), worked examples on the real board, high scores, notes. Drawn
/// by its one markup ([`rules`]), which the first paint's generator writes too; each worked
/// example's player is mounted in its place once the markup is in.
#[component]
pub fn RulesPage() -> impl IntoView {
    let t = use_text();
    let g = use_guide();
    set_title(&format!("{} · {}", g.title, t.shell.app_name));
    let root = NodeRef::<leptos::html::Div>::new();
    mount_once(root, players);
    view! { <div class=RULES_CLASS node_ref=root inner_html=rules(t, g, Examples::Mounted)></div> }
}
