use leptos::prelude::*;

use crate::components::scroll_region::ScrollRegion;
use crate::i18n::use_text;
use crate::rules::stats::StatsGroup;

/// The chart's figures as a table named like it: one row per number of turns from 1 to the
/// limit, zeros included, with columns Turns and Wins.
#[component]
pub fn TurnsTable(
    group: StatsGroup,
    #[prop(into)] distribution: Signal<Vec<u32>>,
) -> impl IntoView {
    let t = use_text();
    let rows = move || {
        distribution
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, wins)| {
                view! {
                    <tr>
                        <th scope="row">{i + 1}</th>
                        <td>{wins}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <ScrollRegion label=t.turns_per_win(group)>
        <table class="turns-table">
            <caption>{t.turns_per_win(group)}</caption>
            <thead>
                <tr>
                    <th scope="col">{t.col_turns}</th>
                    <th scope="col">{t.col_wins}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        </ScrollRegion>
    }
}
