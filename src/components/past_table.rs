use leptos::prelude::*;
use leptos_router::components::A;

use crate::components::scroll_region::ScrollRegion;
use crate::i18n::use_text;
use crate::routes::past_daily_url;
use crate::rules::daily::{Day, daily_id};
use crate::rules::game::Standing;
use crate::rules::level::Level;
use crate::rules::saved::{GameRecord, GameSlot};
use crate::storage::{StatsBook, peek};

/// One level's past daily keys (SPEC 12): a row per date with its result, or a link to play a
/// date not played yet (one attempt per date: a date's key logged in the statistics, today or
/// later, has its result and no link).
#[component]
pub fn PastTable(level: Level, today: Day, days: Signal<u32>) -> impl IntoView {
    let t = use_text();
    let book = expect_context::<StatsBook>();
    let rows = move || {
        today
            .before(0, days.get())
            .map(|day| {
                let date = day.to_string();
                let logged = book
                    .log
                    .with(|log| log.find(&daily_id(level, day)).map(|g| g.standing()));
                let result = match logged {
                    Some(ended) => t.shell.standing(ended).into_any(),
                    None => {
                        let rows = peek::<GameRecord>(GameSlot::Past(level, day))
                            .filter(|g| g.source.day() == Some(day))
                            .map_or(0, |g| g.log.game().turns().len());
                        let state = t.shell.standing(match rows {
                            0 => Standing::NotStarted,
                            rows => Standing::InProgress { rows },
                        });
                        let play = (t.past_play)(&date);
                        view! {
                            <span class="daily-state">{state}</span>
                            " "
                            <A href=past_daily_url(level, day)>{play}</A>
                        }
                        .into_any()
                    }
                };
                view! {
                    <tr>
                        <th scope="row">{date.clone()}</th>
                        <td>{result}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <ScrollRegion label=(t.past_table)(level)>
        <table class="past-table">
            <caption>{(t.past_table)(level)}</caption>
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
