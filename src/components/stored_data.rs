use leptos::prelude::*;

use crate::i18n::use_text;
use crate::rules::backup::{Entries, summarise};
use crate::session::data::YourData;

/// The `Stored data` table: one row per stored kind (high scores, statistics, games in progress,
/// settings, match, codebreaker, backups) with its entries and its size, zeros included.
#[component]
pub fn StoredData(data: YourData) -> impl IntoView {
    let t = use_text();
    let d = t.data;
    let rows = move || {
        let rows = data
            .rows
            .get()
            .unwrap_or_else(|_| summarise(&Entries::new()));
        rows.into_iter()
            .map(|row| {
                view! {
                    <tr>
                        <th scope="row">{d.kind(row.kind)}</th>
                        <td>{row.entries}</td>
                        <td>{d.size(row.bytes as f64)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    let unavailable = move || {
        data.rows
            .with(Result::is_err)
            .then(|| view! { <p>{d.storage_unavailable}</p> })
    };
    view! {
        {unavailable}
        <table class="stored-data">
            <caption>{d.stored_data}</caption>
            <thead>
                <tr>
                    <th scope="col">{d.col_what}</th>
                    <th scope="col">{d.col_entries}</th>
                    <th scope="col">{d.col_size}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
