use leptos::prelude::*;

use crate::components::past_table::{PastCell, PastTable};
use crate::dom::set_title;
use crate::i18n::use_text;
use crate::rules::daily::Day;
use crate::rules::level::Level;
use crate::session::game::today;

/// Dates per step of the past dates' tables.
const PAST_PAGE: u32 = 30;

/// A page of past dates (the past daily keys, SPEC 12; the past puzzles of the day, SPEC §18):
/// its `heading` and `lead`, a table per level (named by `caption`, each date's row said by
/// `cell`) of the 30 dates before today, `Earlier` for 30 more, and the way back (`children`).
#[component]
pub fn PastPage<C, F>(
    heading: &'static str,
    lead: &'static str,
    caption: C,
    cell: F,
    children: Children,
) -> impl IntoView
where
    C: Fn(Level) -> String,
    F: Fn(Level, Day) -> PastCell + Clone + Send + Sync + 'static,
{
    let t = use_text();
    set_title(&format!("{heading} · {}", t.shell.app_name));
    let today = today();
    let days = RwSignal::new(PAST_PAGE);
    let tables = Level::ALL
        .into_iter()
        .map(|level| {
            let cell = cell.clone();
            view! {
                <PastTable
                    caption=caption(level)
                    today
                    days=days.into()
                    cell=move |day| cell(level, day)
                />
            }
        })
        .collect_view();
    view! {
        <div class="page past-page">
            <h1>{heading}</h1>
            <p class="lead">{lead}</p>
            {tables}
            <p>
                <button type="button" on:click=move |_| days.update(|d| *d += PAST_PAGE)>
                    {t.past_earlier}
                </button>
            </p>
            <p class="back">
                {children()}
            </p>
        </div>
    }
}
