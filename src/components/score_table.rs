use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::components::peg::Peg;
use crate::components::scroll_region::ScrollRegion;
use crate::i18n::{peg_list, use_text};
use crate::rules::clock::clock_text;
use crate::rules::level::Level;
use crate::rules::scores::Entry;
use crate::storage::ScoreBook;

/// A stored UTC time in the reader's local time and language.
fn local_time(entry: &Entry, lang: &str) -> String {
    let date = js_sys::Date::new(&JsValue::from_str(entry.at.as_str()));
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    let _ = js_sys::Reflect::set(&options, &"timeStyle".into(), &"short".into());
    date.to_locale_string(lang, &options).into()
}

/// One level's high-score table, header row included even when empty (its `Time` column `—`
/// for an entry saved before the clock); the entry this tab saved last is marked
/// `aria-current`.
#[component]
pub fn ScoreTable(level: Level) -> impl IntoView {
    let t = use_text();
    let book = expect_context::<ScoreBook>();
    let rows = move || {
        let fresh = book
            .last_saved
            .get()
            .filter(|(l, _)| *l == level)
            .map(|(_, e)| e);
        book.scores.with(|s| {
            s.table(level)
                .entries()
                .iter()
                .enumerate()
                .map(|(rank, entry)| {
                    let current = fresh.as_ref() == Some(entry);
                    let names = peg_list(t, level, &entry.key);
                    view! {
                        <tr class:current=current aria-current=current.then_some("true")>
                            <td>{rank + 1}</td>
                            <td>{entry.turns}</td>
                            <td class="key-cell">
                                <span class="mini-pegs" aria-hidden="true">
                                    {entry.key.pegs().iter().map(|&colour| view! { <Peg colour symbols=level.symbols() /> }).collect_view()}
                                </span>
                                <span class="sr-only">{names}</span>
                            </td>
                            <td class="name-cell">{entry.name.to_string()}</td>
                            <td>
                                <time datetime=entry.at.to_string()>{local_time(entry, t.locale)}</time>
                            </td>
                            <td>{entry.time_ms.map_or_else(|| "—".to_owned(), clock_text)}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <ScrollRegion label=t.scores_of(level)>
        <table class="scores">
            <caption>{t.scores_of(level)}</caption>
            <thead>
                <tr>
                    <th scope="col">{t.col_rank}</th>
                    <th scope="col">{t.col_turns}</th>
                    <th scope="col">{t.key_label}</th>
                    <th scope="col">{t.col_name}</th>
                    <th scope="col">{t.col_date}</th>
                    <th scope="col">{t.time_label}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        </ScrollRegion>
        {move || {
            book.scores
                .with(|s| s.table(level).is_empty())
                .then(|| view! { <p class="empty">{t.no_scores}</p> })
        }}
    }
}
