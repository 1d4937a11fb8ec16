//! The Puzzles page's one markup (`src/puzzles_markup.rs`), which the whole game's
//! `PuzzlesPage` inserts and the first paint's generator writes: before the program, every
//! weekday's difficulty and inert controls, links without seeds; by the program, today's state
//! of each level's puzzle of the day, a fresh seed per practice link, the streak and figures of
//! the log.

use mastermind::i18n::Lang;
use mastermind::markup::esc;
use mastermind::puzzles_markup::{When, print_href, puzzles, week};
use mastermind::rules::daily::Day;
use mastermind::rules::level::Level;
use mastermind::rules::puzzle::{Difficulty, PuzzleEnd, PuzzleLog};
use mastermind::rules::time::Timestamp;

fn day(text: &str) -> Day {
    Day::parse(text).expect("a date")
}

#[test]
fn the_first_paint_has_every_word_each_weekday_and_no_seed_in_every_language() {
    for &lang in Lang::ALL {
        let t = lang.text();
        let p = t.puzzle;
        let markup = puzzles(t, When::FirstPaint);
        assert!(markup.starts_with(&format!("<h1>{}</h1>", esc(t.shell.puzzles))));
        for words in [
            p.puzzles_lead,
            p.past_link,
            p.print_lead,
            p.stored_log,
            p.practice,
        ] {
            assert!(markup.contains(&esc(words)), "{lang:?}: {words}");
        }
        let days = week(t).iter().map(|d| esc(d)).collect::<Vec<_>>().join("|");
        assert_eq!(
            markup.matches(&format!(r#"data-days="{days}""#)).count(),
            3,
            "{lang:?}"
        );
        assert_eq!(markup.matches(&esc(p.day_not_played)).count(), 3);
        // The three levels' practice links and the print form wait for the program.
        assert_eq!(markup.matches(" inert>").count(), 4);
        assert!(!markup.contains('?'), "{lang:?}: a link with a seed");
        assert!(markup.contains(&esc(&p.streak(0))));
    }
}

#[test]
fn the_program_draws_todays_states_fresh_seeds_and_the_logs_figures() {
    let t = Lang::En.text();
    let p = t.puzzle;
    let today = day("2026-12-03");
    let end = |id: &str, level, solved, attempts| PuzzleEnd {
        id: id.to_owned(),
        level,
        daily: Some(today),
        past: false,
        solved,
        attempts,
        at: Timestamp::parse("2026-12-03T10:00:00.000Z").expect("a time"),
    };
    let log = PuzzleLog::from_ends([end("a", Level::I, true, 1), end("b", Level::II, false, 1)]);
    let mut next = 100;
    let mut seed = || {
        next += 1;
        next
    };
    let markup = puzzles(
        t,
        When::Live {
            today,
            log: &log,
            print_seed: 7,
            seed: &mut seed,
        },
    );
    assert!(!markup.contains("inert"));
    assert!(!markup.contains("data-days"));
    let states: Vec<&str> = [p.day_solved, p.day_not_solved, p.day_not_played].to_vec();
    let mut from = 0;
    for state in states {
        let at = markup[from..]
            .find(&format!(
                r#"<span class="daily-state">{}</span>"#,
                esc(state)
            ))
            .unwrap_or_else(|| panic!("{state} in its level's order"));
        from += at + 1;
    }
    let today_is = esc(&t.difficulty_is(Difficulty::of_day(today)));
    assert_eq!(markup.matches(&today_is).count(), 3);
    // Nine practice links, each its own seed, in order.
    for n in 101..=109 {
        assert_eq!(markup.matches(&format!("seed={n}")).count(), 1, "seed {n}");
    }
    let print = print_href(Level::I, Difficulty::Medium, 7);
    assert!(markup.contains(&format!(r#"<a href="{}" class="button">"#, esc(&print))));
    assert!(markup.contains(&esc(&p.streak(log.streak(today)))));
    assert!(markup.contains(r#"<tr><th scope="row">I</th><td>1</td><td>1</td><td>1</td></tr>"#));
    assert!(markup.contains(r#"<tr><th scope="row">II</th><td>1</td><td>0</td><td>1</td></tr>"#));
    assert!(markup.contains(r#"<tr><th scope="row">III</th><td>0</td><td>0</td><td>0</td></tr>"#));
}

#[test]
fn the_print_link_names_its_level_difficulty_and_seed() {
    for level in Level::ALL {
        for d in Difficulty::ALL {
            let href = print_href(level, d, 42);
            assert!(href.ends_with("&seed=42"), "{href}");
            assert!(href.contains(&format!("level={}&", level.slug())), "{href}");
            assert!(
                href.contains(&format!("difficulty={}&", d.slug())),
                "{href}"
            );
        }
    }
}
