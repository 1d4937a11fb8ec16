use leptos::prelude::*;

use crate::i18n::use_text;
use crate::rules::stats::StatsGroup;

/// The height of one bar's row, in the chart's units.
const ROW: u32 = 24;
/// Where the bars start (room for the turn numbers on their left).
const LEFT: u32 = 28;
/// The longest bar (the most frequent number of turns).
const LONGEST: u32 = 240;
/// The chart's width: the bars and room for a count after the longest.
const WIDTH: u32 = LEFT + LONGEST + 40;

/// The wins per number of turns as a horizontal bar chart, one bar per turn count (drawn here,
/// no chart library): an `img` named `Turns per win, level I`, whose figures the table beside it
/// repeats for screen readers.
#[component]
pub fn TurnsChart(
    group: StatsGroup,
    #[prop(into)] distribution: Signal<Vec<u32>>,
) -> impl IntoView {
    let t = use_text();
    let name = t.turns_per_win(group);
    move || {
        let wins = distribution.get();
        let most = wins.iter().copied().max().unwrap_or(0).max(1);
        let height = ROW * wins.len() as u32;
        let bars = wins
            .iter()
            .enumerate()
            .map(|(i, &count)| {
                let y = ROW * i as u32;
                let length = LONGEST * count / most;
                let middle = y + ROW / 2;
                view! {
                    <text class="turn" x=LEFT - 6 y=middle text-anchor="end" dominant-baseline="central">
                        {i + 1}
                    </text>
                    <rect class="bar" x=LEFT y=y + 3 width=length height=ROW - 6 rx="2" />
                    <text class="count" x=LEFT + length + 5 y=middle dominant-baseline="central">
                        {count}
                    </text>
                }
            })
            .collect_view();
        view! {
            <svg
                class="turns-chart"
                role="img"
                aria-label=name.clone()
                viewBox=format!("0 0 {WIDTH} {height}")
                width=WIDTH
                height=height
            >
                {bars}
            </svg>
        }
    }
}
