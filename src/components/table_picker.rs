use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_navigate;

use crate::i18n::use_text;
use crate::routes::site;

/// The way to the other tables of a scores or statistics page, instead of a wall of links: the
/// three standard levels as a compact row of links (`links`, each its URL, its name, which SPEC
/// 7.1 keeps exactly, and the short words it shows, `Level I`, found in its name), then one `select` (`Level or variant`) holding every table, `current`
/// chosen, that opens the one the player picks.
#[component]
pub fn TablePicker(
    links: Vec<(String, String, String)>,
    choices: Vec<(String, String)>,
    current: String,
) -> impl IntoView {
    let t = use_text();
    let navigate = use_navigate();
    let links = links
        .into_iter()
        .map(|(href, name, short)| view! { <A href=site(&href) attr:aria-label=name>{short}</A> })
        .collect_view();
    let options = choices
        .into_iter()
        .map(|(href, name)| {
            let selected = href == current;
            view! { <option value=href selected=selected>{name}</option> }
        })
        .collect_view();
    let change = move |ev: leptos::ev::Event| {
        let href = event_target_value(&ev);
        if !href.is_empty() {
            navigate(&href, Default::default());
        }
    };
    view! {
        <nav class="table-picker">
            <div class="level-links segmented">{links}</div>
            <label class="picker">
                <span>{t.table_choice}</span>
                <select on:change=change>{options}</select>
            </label>
        </nav>
    }
}
