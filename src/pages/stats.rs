use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;

use crate::components::data_reminder::DataReminder;
use crate::components::stats_figures::StatsFigures;
use crate::components::stats_reset::StatsReset;
use crate::components::table_picker::TablePicker;
use crate::components::turns_chart::TurnsChart;
use crate::components::turns_table::TurnsTable;
use crate::dom::set_title;
use crate::i18n::use_text;
use crate::pages::not_found::NotFound;
use crate::routes::site;
use crate::routes::{DATA_URL, stats_url};
use crate::rules::clock::Times;
use crate::rules::daily::Day;
use crate::rules::level::Level;
use crate::rules::solver::{measured_average, plays_optimally};
use crate::rules::stats::{Statistics, StatsGroup};
use crate::rules::variant::Variant;
use crate::storage::StatsBook;

/// The statistics of one level, of one variant (`/stats/mini`), or of every custom game together
/// (`/stats/1`, `/stats/2`, `/stats/3`, `/stats/custom`): links to the others, the figures, the chart of turns per win
/// with its table, the solver's own average beside it, and a confirmed reset of this group only.
#[component]
pub fn StatsPage() -> impl IntoView {
    let t = use_text();
    let book = expect_context::<StatsBook>();
    let params = use_params_map();
    let group =
        Memo::new(move |_| params.with(|p| p.get("level").and_then(|l| StatsGroup::parse(&l))));
    move || {
        let Some(group) = group.get() else {
            return view! { <NotFound /> }.into_any();
        };
        set_title(&format!("{} · {}", t.stats_link(group), t.shell.app_name));
        let today = Day::from_unix_millis(js_sys::Date::now() as i64);
        let stats = Memo::new(move |_| book.log.with(|log| Statistics::of(log, group, today)));
        let times = Memo::new(move |_| book.log.with(|log| Times::of(log, group)));
        let distribution = Signal::derive(move || stats.with(|s| s.distribution.clone()));
        // The levels, custom games and the devious computer, then each variant (SPEC §14).
        // Levels I–III as links, every group in one `select`.
        let links = Level::ALL
            .map(|l| {
                let g = StatsGroup::Level(l);
                (stats_url(g), t.stats_link(g), t.level(l))
            })
            .to_vec();
        let choices = StatsGroup::ALL
            .into_iter()
            .chain(Variant::ALL.map(|v| StatsGroup::Level(Level::Variant(v))))
            .map(|g| (stats_url(g), t.stats_link(g)))
            .collect();
        let solver = match group.level().and_then(measured_average) {
            Some(average) if group.level().is_some_and(plays_optimally) => format!(
                "{} {}",
                t.solver_average(&t.decimal(average, 2)),
                t.solver_optimal
            ),
            Some(average) => t.solver_average(&t.decimal(average, 2)),
            None => t.solver_average_custom.to_owned(),
        };
        view! {
            <div class="page stats-page">
                <h1>{t.shell.statistics}</h1>
                <DataReminder />
                <TablePicker links choices current=stats_url(group) />
                <h2>{t.stats_link(group)}</h2>
                {(group == StatsGroup::Custom).then(|| view! { <p>{t.stats_custom_note}</p> })}
                {(group == StatsGroup::Devious).then(|| view! { <p>{t.stats_devious_note}</p> })}
                <StatsFigures stats times daily=group.level().is_none_or(|l| l.variant().is_none()) />
                <div class="turns">
                    <TurnsChart group distribution />
                    <TurnsTable group distribution />
                </div>
                <p class="solver-average">{solver}</p>
                <div class="scores-actions">
                    <StatsReset group />
                </div>
                <p>
                    <A href=site(DATA_URL)>{t.shell.your_data}</A>
                </p>
            </div>
        }
        .into_any()
    }
}
