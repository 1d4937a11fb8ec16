//! The first paint of the Variants, the Puzzles, the introduction and Learn to play, each as its
//! component renders it before the player does anything.

use super::markup::{board, el, esc, head_row, heading, link, page, scroll_region, section, text};
use mastermind::board_view::{BoardView, Use};
use mastermind::i18n::{Lang, colour_list};
use mastermind::pages::intro::intro_levels;
use mastermind::routes::{
    self, CHALLENGE_URL, COMPUTER_URL, CUSTOM_URL, DAILY_URL, DATA_URL, MATCH_URL, PUZZLES_URL,
    TWO_URL, VARIANTS_URL,
};
use mastermind::rules::cursor::Cursor;
use mastermind::rules::daily::Day;
use mastermind::rules::lesson::LESSON;
use mastermind::rules::level::Level;
use mastermind::rules::puzzle::Difficulty;
use mastermind::variants_markup::{self, VARIANTS_CLASS};

/// The Variants page (`VariantsPage`): its one markup.
pub(super) fn variants(lang: Lang) -> String {
    page(VARIANTS_CLASS, &variants_markup::variants(lang.text()))
}

/// A URL without its query.
fn path(url: &str) -> &str {
    url.split('?').next().unwrap_or(url)
}

/// The Puzzles page (`PuzzlesPage`) of a player who has played no puzzle.
pub(super) fn puzzles(lang: Lang) -> Result<String, String> {
    let t = lang.text();
    let p = t.puzzle;
    // Monday to Sunday: 1970-01-05 was a Monday.
    let week: Vec<String> = (4..11)
        .map(|d| t.difficulty_is(Difficulty::of_day(Day::from_unix_millis(d * 86_400_000))))
        .collect();
    if week.iter().any(|w| w.contains('|')) {
        return Err(format!("{}: a difficulty's words hold `|`", lang.code()));
    }
    let days = week.join("|");
    let today = week.first().cloned().unwrap_or_default();
    let levels: String = Level::ALL
        .into_iter()
        .map(|level| {
            let id = format!("puzzles-level-{}", level.slug());
            let roman = level.roman().unwrap_or_default();
            let practice: String = Difficulty::ALL
                .into_iter()
                .map(|d| {
                    link(
                        // Its path: the seed is drawn as the page renders.
                        path(&routes::puzzle_url(level, 0, d)),
                        &[("class", Some("button"))],
                        t.difficulty.of(d),
                    )
                })
                .collect();
            let daily = link(
                &routes::daily_puzzle_url(level),
                &[("class", Some("button primary"))],
                &(p.daily_link)(roman),
            );
            section(
                Some("puzzle-level"),
                &id,
                &format!(
                    r#"{}<ul class="daily-levels"><li>{daily}{}{}</li></ul><div class="scores-actions practice-puzzles" inert>{}{practice}</div>"#,
                    heading("h2", &id, &t.level(level)),
                    text("span", Some("daily-state"), p.day_not_played),
                    el(
                        "span",
                        &[("class", Some("daily-state")), ("data-days", Some(&days))],
                        &esc(&today)
                    ),
                    text("span", None, p.practice),
                ),
            )
        })
        .collect();
    let option = |value: &str, selected: bool, words: &str| {
        el(
            "option",
            &[("value", Some(value)), ("selected", selected.then_some(""))],
            &esc(words),
        )
    };
    let level_options: String = Level::ALL
        .into_iter()
        .map(|l| option(l.slug(), l == Level::I, &t.level(l)))
        .collect();
    let difficulty_options: String = Difficulty::ALL
        .into_iter()
        .map(|d| option(d.slug(), d == Difficulty::Medium, t.difficulty.of(d)))
        .collect();
    let field = |id: &str, label: &str, options: &str| {
        format!(
            r#"<div class="field">{}<select id="{id}">{options}</select></div>"#,
            el("label", &[("for", Some(id))], &esc(label))
        )
    };
    let print = section(
        Some("puzzle-print"),
        "puzzles-print",
        &format!(
            r#"{}{}<div class="scores-actions" inert>{}{}{}</div>"#,
            heading("h2", "puzzles-print", p.print_puzzles),
            text("p", None, p.print_lead),
            field("print-level", t.col_level, &level_options),
            field("print-difficulty", p.difficulty_label, &difficulty_options),
            link(
                path(&routes::puzzle_print_url(Level::I, Difficulty::Medium, 0)),
                &[("class", Some("button"))],
                p.print_puzzles
            ),
        ),
    );
    let rows: String = Level::ALL
        .into_iter()
        .map(|level| {
            format!(
                r#"<tr><th scope="row">{}</th><td>0</td><td>0</td><td>0</td></tr>"#,
                level.roman().unwrap_or_default()
            )
        })
        .collect();
    let table = format!(
        r#"<table class="puzzle-stats" aria-labelledby="puzzle-stats">{}<tbody>{rows}</tbody></table>"#,
        head_row(&[t.col_level, p.col_played, p.col_solved, p.col_attempts])
    );
    let inner = [
        text("h1", None, t.shell.puzzles),
        text("p", Some("lead"), p.puzzles_lead),
        levels,
        el("p", &[], &link(routes::PAST_PUZZLES_URL, &[], p.past_link)),
        print,
        heading("h2", "puzzle-stats", p.stored_log),
        text("p", Some("streak"), &(p.streak)(0)),
        scroll_region(p.stored_log, &table),
    ];
    Ok(page("page puzzles-page", &inner.concat()))
}

/// The introduction (`Intro`), its checkboxes unticked.
pub(super) fn intro(lang: Lang) -> String {
    let t = lang.text();
    let table = |label: &str, levels: Vec<(Level, String)>| {
        let rows: String = levels
            .into_iter()
            .map(|(level, name)| {
                format!(
                    r#"<tr><th scope="row">{}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>"#,
                    link(
                        &routes::play_url(level, None),
                        &[("class", Some("button"))],
                        &name
                    ),
                    level.pegs(),
                    level.colours(),
                    level.turns(),
                    level.possible_keys()
                )
            })
            .collect();
        scroll_region(
            label,
            &format!(
                r#"<table class="levels">{}<tbody>{rows}</tbody></table>"#,
                head_row(&[
                    t.col_level,
                    t.col_pegs,
                    t.col_colours,
                    t.col_turns,
                    t.col_keys
                ])
            ),
        )
    };
    let (levels, colour_levels) = intro_levels(t);
    let checkbox = |id: &str, label: &str, help: &str| {
        format!(
            r#"<p class="hard-mode" inert><label><input type="checkbox" aria-describedby="{id}">{}</label>{}</p>"#,
            esc(label),
            el(
                "span",
                &[("id", Some(id)), ("class", Some("help"))],
                &esc(help)
            )
        )
    };
    let links: String = [
        (DAILY_URL.to_owned(), t.shell.daily_link),
        (PUZZLES_URL.to_owned(), t.shell.puzzles),
        (CHALLENGE_URL.to_owned(), t.shell.challenge_link),
        (CUSTOM_URL.to_owned(), t.custom_link),
        (routes::scores_url(Level::I), t.shell.high_scores),
        (routes::stats_url(Level::I), t.shell.statistics),
        (COMPUTER_URL.to_owned(), t.shell.breaker_link),
        (MATCH_URL.to_owned(), t.shell.match_link),
        (TWO_URL.to_owned(), t.shell.two_players_link),
        (DATA_URL.to_owned(), t.shell.your_data),
    ]
    .iter()
    .map(|(href, words)| format!("<li>{}</li>", link(href, &[], words)))
    .collect();
    let inner = [
        text("h1", None, t.intro_title),
        text("p", None, t.intro_lead),
        table(t.intro_title, levels),
        el(
            "div",
            &[("class", Some("colour-game"))],
            &format!(
                "{}{}{}<p>{}</p>",
                text("h2", None, t.colour_game_title),
                text("p", None, t.colour_game_lead),
                table(t.colour_game_title, colour_levels),
                link(VARIANTS_URL, &[], t.shell.variants)
            ),
        ),
        checkbox("hard-mode-help", t.hard_mode, t.hard_mode_help),
        checkbox("devious-help", t.devious, t.devious_help),
        el("ul", &[("class", Some("link-list"))], &links),
    ];
    page("page intro", &inner.concat())
}

/// Learn to play (`LearnPage`) at its first step.
pub(super) fn learn(lang: Lang) -> Result<String, String> {
    let t = lang.text();
    let game = LESSON.start();
    let view = BoardView::of(t, &game, Cursor::reset(), None, None, &[], Use::Play);
    let asked = LESSON
        .asked(0)
        .ok_or("the lesson asks for no first guess")?;
    let ask = (t.lesson_ask)(1, LESSON.steps(), 1, &colour_list(t, &asked));
    let inner = [
        text("h1", None, t.shell.learn_to_play),
        text("p", Some("lead"), t.lesson_lead),
        format!(
            r#"<div class="lesson-coach"><ol class="lesson-proofs" aria-live="polite"></ol>{}</div>"#,
            el(
                "p",
                &[
                    ("class", Some("lesson-step")),
                    ("aria-live", Some("polite"))
                ],
                &esc(&ask)
            )
        ),
        el(
            "div",
            &[("class", Some("game")), ("inert", Some(""))],
            &board(t, Level::I, &view),
        ),
        format!(
            r#"<p inert><button type="button">{}</button></p>"#,
            esc(t.skip)
        ),
    ];
    Ok(page("page learn-page", &inner.concat()))
}
