use leptos::prelude::*;

use crate::i18n::use_text;
use crate::rules::clock::{Times, clock_text};
use crate::rules::stats::Statistics;

/// The figures of one level's statistics: played, won, win rate, streaks and the average turns
/// of the wins (one decimal in the language's form; `—` without a win). The daily streak only
/// where there are daily keys (`daily`: not for a variant). Then the best and average time of
/// the wins with a time (SPEC §16; `—` without one).
#[component]
pub fn StatsFigures(
    #[prop(into)] stats: Signal<Statistics>,
    #[prop(into)] times: Signal<Times>,
    daily: bool,
) -> impl IntoView {
    let t = use_text();
    let time = |millis: Option<u64>| millis.map_or_else(|| "—".to_owned(), clock_text);
    move || {
        let s = stats.get();
        let average = s
            .average_tenths
            .map_or_else(|| "—".to_owned(), |a| t.decimal(f64::from(a) / 10.0, 1));
        let figures = [
            Some(format!("{}: {}", t.stat_played, s.played)),
            Some(format!("{}: {}", t.stat_won, s.won)),
            Some(format!("{}: {}", t.stat_win_rate, t.percent(s.win_rate))),
            Some(format!("{}: {}", t.stat_current_streak, s.current_streak)),
            Some(format!("{}: {}", t.stat_best_streak, s.best_streak)),
            daily.then(|| format!("{}: {}", t.stat_daily_streak, s.daily_streak)),
            Some(format!("{}: {}", t.stat_average, average)),
            Some(format!("{}: {}", t.stat_best_time, time(times.get().best))),
            Some(format!(
                "{}: {}",
                t.stat_average_time,
                time(times.get().average)
            )),
        ];
        view! {
            <ul class="stats-figures">
                {figures.into_iter().flatten().map(|f| view! { <li>{f}</li> }).collect_view()}
            </ul>
        }
    }
}
