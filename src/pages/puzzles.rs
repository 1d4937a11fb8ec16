//! The Puzzles page (SPEC §15): per level the puzzle of the day with today's state and
//! difficulty, and links to new practice puzzles; the puzzle streak and statistics, apart from
//! games; the way to the past puzzles of the day (SPEC §18); and the way to the print page, its
//! level and difficulty chosen first.

use leptos::prelude::*;
use leptos_router::components::A;

use crate::components::scroll_region::ScrollRegion;
use crate::dom::{fresh_seed, set_title};
use crate::i18n::use_text;
use crate::routes::site;
use crate::routes::{PAST_PUZZLES_URL, daily_puzzle_url, puzzle_print_url, puzzle_url};
use crate::rules::daily::Day;
use crate::rules::level::Level;
use crate::rules::puzzle::{Difficulty, PuzzleLog};
use crate::session::game::today;
use crate::storage::Store;

/// The Puzzles page: a section per level (the puzzle of the day, its state today and its
/// difficulty, then `Easy`, `Medium`, `Hard` links to new puzzles, each with a seed drawn as
/// the page renders so the link can be shared), the puzzle streak, the statistics table and
/// the print form.
#[component]
pub fn PuzzlesPage() -> impl IntoView {
    let t = use_text();
    let p = t.puzzle;
    set_title(&format!("{} · {}", t.shell.puzzles, t.shell.app_name));
    let today = today();
    let log = Store::<PuzzleLog>::open(()).1.found().unwrap_or_default();
    let levels = Level::ALL
        .into_iter()
        .map(|level| level_section(level, today, &log))
        .collect_view();
    let rows = Level::ALL
        .into_iter()
        .map(|level| {
            let f = log.figures(level);
            view! {
                <tr>
                    <th scope="row">{level.roman().unwrap_or_default()}</th>
                    <td>{f.played}</td>
                    <td>{f.solved}</td>
                    <td>{f.attempts}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="page puzzles-page">
            <h1>{t.shell.puzzles}</h1>
            <p class="lead">{p.puzzles_lead}</p>
            {levels}
            // The second program's page (SPEC §18): loaded whole.
            <p>
                <a href=site(PAST_PUZZLES_URL)>{p.past_link}</a>
            </p>
            {print_form()}
            <h2 id="puzzle-stats">{p.stored_log}</h2>
            <p class="streak">{(p.streak)(log.streak(today))}</p>
            // Named by the heading above it (a caption would say the same again); on a phone, in
            // the longer languages, it scrolls in its own region.
            <ScrollRegion label=p.stored_log.to_owned()>
                <table class="puzzle-stats" aria-labelledby="puzzle-stats">
                    <thead>
                        <tr>
                            <th scope="col">{t.col_level}</th>
                            <th scope="col">{p.col_played}</th>
                            <th scope="col">{p.col_solved}</th>
                            <th scope="col">{p.col_attempts}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </ScrollRegion>
        </div>
    }
}

/// One level's section: its puzzle of the day with where it stands today, then new puzzles.
fn level_section(level: Level, today: Day, log: &PuzzleLog) -> impl IntoView + use<> {
    let t = use_text();
    let p = t.puzzle;
    let roman = level.roman().unwrap_or_default();
    let state = match log.daily(level, today) {
        None => p.day_not_played,
        Some(end) if end.solved => p.day_solved,
        Some(_) => p.day_not_solved,
    };
    let id = format!("puzzles-level-{}", level.slug());
    let labelled = id.clone();
    let practice = Difficulty::ALL
        .into_iter()
        .map(|d| {
            view! {
                <A href=site(puzzle_url(level, fresh_seed(), d)) attr:class="button">
                    {t.difficulty.of(d)}
                </A>
            }
        })
        .collect_view();
    view! {
        <section class="puzzle-level" aria-labelledby=labelled>
            <h2 id=id>{t.level(level)}</h2>
            <ul class="daily-levels">
                <li>
                    <A href=site(daily_puzzle_url(level)) attr:class="button primary">
                        {(p.daily_link)(roman)}
                    </A>
                    <span class="daily-state">{state}</span>
                    <span class="daily-state">{t.difficulty_is(Difficulty::of_day(today))}</span>
                </li>
            </ul>
            <div class="scores-actions practice-puzzles">
                <span>{p.practice}</span>
                {practice}
            </div>
        </section>
    }
}

/// `Print puzzles`: a level and a difficulty to choose, then the link to the print page with
/// a seed drawn as the page renders.
fn print_form() -> impl IntoView {
    let t = use_text();
    let p = t.puzzle;
    let level = RwSignal::new(Level::I);
    let difficulty = RwSignal::new(Difficulty::Medium);
    let seed = fresh_seed();
    let levels = Level::ALL
        .into_iter()
        .map(|l| {
            view! {
                <option value=l.slug() selected={l == Level::I}>
                    {t.level(l)}
                </option>
            }
        })
        .collect_view();
    let difficulties = Difficulty::ALL
        .into_iter()
        .map(|d| {
            view! {
                <option value=d.slug() selected={d == Difficulty::Medium}>
                    {t.difficulty.of(d)}
                </option>
            }
        })
        .collect_view();
    view! {
        <section class="puzzle-print" aria-labelledby="puzzles-print">
            <h2 id="puzzles-print">{p.print_puzzles}</h2>
            <p>{p.print_lead}</p>
            <div class="scores-actions">
                <div class="field">
                    <label for="print-level">{t.col_level}</label>
                    <select
                        id="print-level"
                        on:change=move |ev| {
                            if let Ok(l) = Level::parse(&event_target_value(&ev))
                                && l.number().is_some()
                            {
                                level.set(l);
                            }
                        }
                    >
                        {levels}
                    </select>
                </div>
                <div class="field">
                    <label for="print-difficulty">{p.difficulty_label}</label>
                    <select
                        id="print-difficulty"
                        on:change=move |ev| {
                            if let Ok(d) = Difficulty::parse(&event_target_value(&ev)) {
                                difficulty.set(d);
                            }
                        }
                    >
                        {difficulties}
                    </select>
                </div>
                <a
                    class="button"
                    href=move || site(puzzle_print_url(level.get(), difficulty.get(), seed))
                >
                    {p.print_puzzles}
                </a>
            </div>
        </section>
    }
}
