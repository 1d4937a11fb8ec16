use leptos::prelude::*;

use crate::components::scroll_region::ScrollRegion;
use crate::i18n::use_text;
use crate::routes::site;
use crate::rules::daily::Day;

/// What a past date's row says: its result, or its state beside the link to play it.
pub enum PastCell {
    /// A date played once already: its result, and no link.
    Ended(String),
    /// A date still open: its state (not played, in progress) and the link that plays it.
    Open { state: String, href: String },
}

/// One level's past dates (SPEC 12's past daily keys, SPEC §18's past puzzles of the day): a
/// row per date before `today`, `days` of them, each with what `cell` says of it (a result, or
/// a link to play it), in a table named `caption`.
#[component]
pub fn PastTable<F>(caption: String, today: Day, days: Signal<u32>, cell: F) -> impl IntoView
where
    F: Fn(Day) -> PastCell + Send + Sync + 'static,
{
    let t = use_text();
    let rows = move || {
        today
            .before(0, days.get())
            .map(|day| {
                let date = day.to_string();
                let result = match cell(day) {
                    PastCell::Ended(result) => result.into_any(),
                    PastCell::Open { state, href } => {
                        let play = t.past_play(&date);
                        view! {
                            <span class="daily-state">{state}</span>
                            " "
                            <a href=site(&href)>{play}</a>
                        }
                        .into_any()
                    }
                };
                view! {
                    <tr>
                        <th scope="row">{date}</th>
                        <td>{result}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <ScrollRegion label=caption.clone()>
            <table class="past-table">
                <caption>{caption}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t.past_date}</th>
                        <th scope="col">{t.past_result}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </ScrollRegion>
    }
}
