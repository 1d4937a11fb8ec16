//! The Puzzles page (SPEC §15) as markup: its one drawing, which the whole game's
//! `PuzzlesPage` inserts and the first paint's generator writes at build time (its fragment in
//! `public/paint/`), so the page the player reads first is the page the program shows. Per level
//! the puzzle of the day with today's state and difficulty and links to new practice puzzles;
//! the way to the past puzzles of the day (SPEC §18); the print form; the puzzle streak and
//! statistics, apart from games. Its links are plain anchors, which the router follows.
//!
//! No web types: its fragments are checked current by `xtask/paint`'s tests.

use crate::i18n::Text;
use crate::markup::{el, esc, head_row, heading, link, scroll_region, section, text};
use crate::routes::{PAST_PUZZLES_URL, daily_puzzle_url, puzzle_print_url, puzzle_url, site};
use crate::rules::daily::Day;
use crate::rules::level::Level;
use crate::rules::puzzle::{Difficulty, PuzzleLog};

/// The class of the Puzzles page, the element the markup goes in.
pub const PUZZLES_CLASS: &str = "page puzzles-page";

/// The print form's level and difficulty, chosen before the print page opens.
pub const PRINT_LEVEL: &str = "print-level";
pub const PRINT_DIFFICULTY: &str = "print-difficulty";
/// The print form's link, found by the page to follow the choice.
pub const PRINT_LINK: &str = ".puzzle-print a.button";
/// The print form's choice before the player makes one (and for a value it cannot read).
pub const PRINT_DEFAULT: (Level, Difficulty) = (Level::I, Difficulty::Medium);

/// When the page is drawn.
pub enum When<'a> {
    /// Before the program starts: a player with no puzzle played, the difficulty of each
    /// weekday (`data-days`, Monday first: the loader shows today's), the links without their
    /// seeds and the practice links and the print form `inert`.
    FirstPaint,
    /// By the program, on `today`, from the puzzles' log: each practice link with a seed drawn
    /// by `seed` as the page renders (so that the link can be shared), the print link with
    /// `print_seed`.
    Live {
        today: Day,
        log: &'a PuzzleLog,
        print_seed: u64,
        seed: &'a mut dyn FnMut() -> u64,
    },
}

/// A URL without its query (the first paint's links: the seed is drawn as the page renders).
fn path(url: &str) -> &str {
    url.split('?').next().unwrap_or(url)
}

/// The difficulty of each weekday, Monday first (1970-01-05 was a Monday), `|` between them.
pub fn week(t: &Text) -> Vec<String> {
    (4..11)
        .map(|d| t.difficulty_is(Difficulty::of_day(Day::from_unix_millis(d * 86_400_000))))
        .collect()
}

/// The print page's link for a level and a difficulty with `seed`.
pub fn print_href(level: Level, difficulty: Difficulty, seed: u64) -> String {
    site(puzzle_print_url(level, difficulty, seed))
}

/// One level's section: its puzzle of the day with where it stands today, then new puzzles.
fn level_section(t: &Text, level: Level, when: &mut When) -> String {
    let p = t.puzzle;
    let id = format!("puzzles-level-{}", level.slug());
    let roman = level.roman().unwrap_or_default();
    let (state, difficulty) = match when {
        When::FirstPaint => {
            let week = week(t);
            let today = week.first().cloned().unwrap_or_default();
            let days = week.join("|");
            let day = el(
                "span",
                &[("class", Some("daily-state")), ("data-days", Some(&days))],
                &esc(&today),
            );
            (p.day_not_played, day)
        }
        When::Live { today, log, .. } => {
            let state = match log.daily(level, *today) {
                None => p.day_not_played,
                Some(end) if end.solved => p.day_solved,
                Some(_) => p.day_not_solved,
            };
            let day = t.difficulty_is(Difficulty::of_day(*today));
            (state, text("span", Some("daily-state"), &day))
        }
    };
    let practice: String = Difficulty::ALL
        .into_iter()
        .map(|d| {
            let href = match when {
                When::FirstPaint => path(&puzzle_url(level, 0, d)).to_owned(),
                When::Live { seed, .. } => puzzle_url(level, seed(), d),
            };
            link(
                &site(href),
                &[("class", Some("button"))],
                t.difficulty.of(d),
            )
        })
        .collect();
    let daily = link(
        &site(daily_puzzle_url(level)),
        &[("class", Some("button primary"))],
        &p.daily_link(roman),
    );
    let inert = matches!(when, When::FirstPaint).then_some("");
    section(
        Some("puzzle-level"),
        &id,
        &format!(
            r#"{}<ul class="daily-levels"><li>{daily}{}{difficulty}</li></ul>{}"#,
            heading("h2", &id, &t.level(level)),
            text("span", Some("daily-state"), state),
            el(
                "div",
                &[
                    ("class", Some("scores-actions practice-puzzles")),
                    ("inert", inert)
                ],
                &format!("{}{practice}", text("span", None, p.practice)),
            ),
        ),
    )
}

/// `Print puzzles`: a level and a difficulty to choose ([`PRINT_DEFAULT`] first), then the link
/// to the print page.
fn print_form(t: &Text, when: &When) -> String {
    let p = t.puzzle;
    let option = |value: &str, selected: bool, words: &str| {
        el(
            "option",
            &[("value", Some(value)), ("selected", selected.then_some(""))],
            &esc(words),
        )
    };
    let (level, difficulty) = PRINT_DEFAULT;
    let levels: String = Level::ALL
        .into_iter()
        .map(|l| option(l.slug(), l == level, &t.level(l)))
        .collect();
    let difficulties: String = Difficulty::ALL
        .into_iter()
        .map(|d| option(d.slug(), d == difficulty, t.difficulty.of(d)))
        .collect();
    let field = |id: &str, label: &str, options: &str| {
        format!(
            r#"<div class="field">{}<select id="{id}">{options}</select></div>"#,
            el("label", &[("for", Some(id))], &esc(label))
        )
    };
    let (href, inert) = match when {
        When::FirstPaint => {
            let url = puzzle_print_url(Level::I, Difficulty::Medium, 0);
            (site(path(&url)), Some(""))
        }
        When::Live { print_seed, .. } => {
            (print_href(Level::I, Difficulty::Medium, *print_seed), None)
        }
    };
    section(
        Some("puzzle-print"),
        "puzzles-print",
        &format!(
            "{}{}{}",
            heading("h2", "puzzles-print", p.print_puzzles),
            text("p", None, p.print_lead),
            el(
                "div",
                &[("class", Some("scores-actions")), ("inert", inert)],
                &format!(
                    "{}{}{}",
                    field(PRINT_LEVEL, t.col_level, &levels),
                    field(PRINT_DIFFICULTY, p.difficulty_label, &difficulties),
                    link(&href, &[("class", Some("button"))], p.print_puzzles),
                ),
            ),
        ),
    )
}

/// What `div.page.puzzles-page` holds: the heading and lead, a section per level, the way to
/// the past puzzles, the print form, the streak and the statistics table (named by the heading
/// above it; on a phone, in the longer languages, it scrolls in its own region).
pub fn puzzles(t: &'static Text, mut when: When) -> String {
    let p = t.puzzle;
    let levels: String = Level::ALL
        .into_iter()
        .map(|level| level_section(t, level, &mut when))
        .collect();
    let (streak, rows): (u32, String) = match &when {
        When::FirstPaint => (
            0,
            Level::ALL
                .into_iter()
                .map(|level| stats_row(level, 0, 0, 0))
                .collect(),
        ),
        When::Live { today, log, .. } => (
            log.streak(*today),
            Level::ALL
                .into_iter()
                .map(|level| {
                    let f = log.figures(level);
                    stats_row(level, f.played, f.solved, f.attempts)
                })
                .collect(),
        ),
    };
    let table = format!(
        r#"<table class="puzzle-stats" aria-labelledby="puzzle-stats">{}<tbody>{rows}</tbody></table>"#,
        head_row(&[t.col_level, p.col_played, p.col_solved, p.col_attempts])
    );
    [
        text("h1", None, t.shell.puzzles),
        text("p", Some("lead"), p.puzzles_lead),
        levels,
        el("p", &[], &link(&site(PAST_PUZZLES_URL), &[], p.past_link)),
        print_form(t, &when),
        heading("h2", "puzzle-stats", p.stored_log),
        text("p", Some("streak"), &p.streak(streak)),
        scroll_region(p.stored_log, &table),
    ]
    .concat()
}

/// A level's row of the statistics table.
fn stats_row(level: Level, played: u32, solved: u32, attempts: u32) -> String {
    format!(
        r#"<tr><th scope="row">{}</th><td>{played}</td><td>{solved}</td><td>{attempts}</td></tr>"#,
        level.roman().unwrap_or_default()
    )
}
