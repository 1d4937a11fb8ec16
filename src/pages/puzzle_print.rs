//! Print puzzles (SPEC §15): six puzzles of a level and difficulty laid out for paper.
//!
//! `/puzzles/print?level=<1|2|3>&difficulty=<easy|medium|hard>&seed=<u64>`: a missing or bad
//! value becomes level I, Medium or a fresh random seed, put into the URL in place of the one
//! asked (so the link always reprints the same sheet). The six puzzles come from the seed as
//! [`print_seeds`] says, generated one after another in the solver's worker. On screen the
//! page has its level and difficulty choices and `Print`; on paper (`style/print.css`) only the
//! sheet: the six puzzles, then the answers on a page of their own.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::{use_navigate, use_query_map};

use crate::components::choice_group::ChoiceGroup;
use crate::components::print_answer::PrintAnswer;
use crate::components::print_puzzle::{PrintHeader, PrintPuzzle};
use crate::dom::{fresh_seed, set_title};
use crate::i18n::use_text;
use crate::routes::puzzle_print_url;
use crate::rules::key::parse_seed;
use crate::rules::level::Level;
use crate::rules::puzzle::{Difficulty, Puzzle, print_seeds};

/// Where the sheet stands.
#[derive(Clone, PartialEq)]
enum Sheet {
    Making,
    Failed,
    Ready(Vec<Puzzle>),
}

/// The page's level, difficulty and seed as the URL asks, each `None` when missing or bad.
fn asked(level: Option<String>, difficulty: Option<String>, seed: Option<String>) -> Asked {
    Asked {
        level: level
            .and_then(|l| Level::parse(&l).ok())
            .filter(|l| Level::ALL.contains(l)),
        difficulty: difficulty.and_then(|d| Difficulty::parse(&d).ok()),
        seed: seed.and_then(|s| parse_seed(&s).ok()),
    }
}

/// What the URL asks for.
#[derive(Clone, Copy, PartialEq)]
struct Asked {
    level: Option<Level>,
    difficulty: Option<Difficulty>,
    seed: Option<u64>,
}

/// The print page: six puzzles laid out for paper, the answers on the last page.
#[component]
pub fn PuzzlePrintPage() -> impl IntoView {
    let t = use_text();
    let p = t.puzzle;
    set_title(&format!("{} · {}", p.print_puzzles, t.shell.app_name));
    let query = use_query_map();
    let navigate = use_navigate();
    let asked = Memo::new(move |_| {
        query.with(|q| asked(q.get("level"), q.get("difficulty"), q.get("seed")))
    });
    // The sheet the URL names once every value in it is good.
    let wanted = Memo::new(move |_| {
        let a = asked.get();
        Some((a.level?, a.difficulty?, a.seed?))
    });
    let level = RwSignal::new(asked.get_untracked().level.unwrap_or(Level::I));
    let difficulty = RwSignal::new(
        asked
            .get_untracked()
            .difficulty
            .unwrap_or(Difficulty::Medium),
    );
    let go = move |url: String| super::replace_soon(navigate.clone(), url);
    // A missing or bad value: the URL gets a good one in its place.
    {
        let go = go.clone();
        Effect::new(move || {
            let a = asked.get();
            if a.level.is_none() || a.difficulty.is_none() || a.seed.is_none() {
                let seed = a.seed.unwrap_or_else(fresh_seed);
                go(puzzle_print_url(
                    a.level.unwrap_or(Level::I),
                    a.difficulty.unwrap_or(Difficulty::Medium),
                    seed,
                ));
            }
        });
    }
    // The choices follow the URL, and a choice changes the URL (the seed stays).
    Effect::new(move || {
        if let Some((l, d, _)) = wanted.get() {
            level.set(l);
            difficulty.set(d);
        }
    });
    Effect::new(move || {
        let (l, d) = (level.get(), difficulty.get());
        if let Some((wl, wd, seed)) = wanted.get_untracked()
            && (l, d) != (wl, wd)
        {
            go(puzzle_print_url(l, d, seed));
        }
    });
    let sheet = RwSignal::new(Sheet::Making);
    Effect::new(move || {
        let Some((l, d, seed)) = wanted.get() else {
            return;
        };
        sheet.set(Sheet::Making);
        spawn_local(async move {
            let mut made = Vec::new();
            for s in print_seeds(seed) {
                let puzzle = crate::solver_client::puzzle(l, s, d).await;
                // The page has gone, or the URL asks for another sheet already.
                if wanted.try_get_untracked() != Some(Some((l, d, seed))) {
                    return;
                }
                match puzzle {
                    Some(puzzle) => made.push(puzzle),
                    None => {
                        sheet.set(Sheet::Failed);
                        return;
                    }
                }
            }
            sheet.set(Sheet::Ready(made));
        });
    });
    let levels = Level::ALL
        .into_iter()
        .map(|l| (t.level(l), l))
        .collect::<Vec<_>>();
    let difficulties = Difficulty::ALL
        .into_iter()
        .map(|d| (t.difficulty.of(d).to_owned(), d))
        .collect::<Vec<_>>();
    let print = move |_| {
        if let Some(window) = web_sys::window() {
            let _ = window.print();
        }
    };
    let body = move || {
        let (sheet_level, band, seed) = wanted.get().unwrap_or((Level::I, Difficulty::Medium, 0));
        match sheet.get() {
            Sheet::Making => view! { <p class="notice">{p.making}</p> }.into_any(),
            Sheet::Failed => view! { <p class="notice">{p.making_failed}</p> }.into_any(),
            Sheet::Ready(puzzles) => {
                let boards = puzzles
                    .iter()
                    .enumerate()
                    .map(|(i, puzzle)| {
                        view! { <PrintPuzzle number=i + 1 puzzle=puzzle.clone() difficulty=band /> }
                    })
                    .collect_view();
                let answers = puzzles
                    .into_iter()
                    .enumerate()
                    .map(|(i, puzzle)| view! { <PrintAnswer number=i + 1 puzzle /> })
                    .collect_view();
                view! {
                    <section class="print-sheet" aria-label=p.print_sheet>
                        <PrintHeader level=sheet_level difficulty=band seed />
                        <div class="print-puzzles">{boards}</div>
                        <section class="print-answers" aria-labelledby="print-answers">
                            <PrintHeader level=sheet_level difficulty=band seed />
                            <h2 id="print-answers">{p.answers}</h2>
                            <ol class="print-answer-list">{answers}</ol>
                        </section>
                    </section>
                }
                .into_any()
            }
        }
    };
    view! {
        <div class="page print-page">
            <h1>{p.print_puzzles}</h1>
            <div class="print-controls">
                <p class="lead">{p.print_page_lead}</p>
                <ChoiceGroup legend=t.col_level name="print-level" choices=levels value=level />
                <ChoiceGroup
                    legend=p.difficulty_label
                    name="print-difficulty"
                    choices=difficulties
                    value=difficulty
                />
                <button type="button" class="primary" on:click=print>
                    {p.print}
                </button>
            </div>
            {body}
        </div>
    }
}
