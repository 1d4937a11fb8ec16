//! The statistics log and the figures drawn from it (issue 13, item 3).

use crate::common;

use common::{STATS_LOG, day, play_row};
use mastermind_core::code::Code;
use mastermind_core::game::{Game, Move};
use mastermind_core::key::key_from_seed;
use mastermind_core::level::Level;
use mastermind_core::stats::{Ending, Finished, STATS_VERSION, Statistics, StatsGroup, StatsLog};
use mastermind_core::store::Read;
use mastermind_core::time::Timestamp;

/// A game of `level` with id `id`, ended on 2026-11-`date` at `hour`:00 UTC.
fn game(id: &str, level: Level, ending: Ending, turns: u8, date: u32, hour: u32) -> Finished {
    let at = Timestamp::parse(&format!("2026-11-{date:02}T{hour:02}:00:00.000Z")).expect("a time");
    common::finished(id, level, ending, turns, at)
}

fn won(id: &str, turns: u8, date: u32, hour: u32) -> Finished {
    game(id, Level::I, Ending::Won, turns, date, hour)
}

fn lost(id: &str, date: u32, hour: u32) -> Finished {
    game(id, Level::I, Ending::Lost, 8, date, hour)
}

fn quit(id: &str, turns: u8, date: u32, hour: u32) -> Finished {
    game(id, Level::I, Ending::Quit, turns, date, hour)
}

fn daily(mut game: Finished, date: &str) -> Finished {
    game.seed = None;
    game.daily = Some(day(date));
    game
}

fn log(games: impl IntoIterator<Item = Finished>) -> StatsLog {
    StatsLog::from_games(games)
}

fn stats(log: &StatsLog) -> Statistics {
    Statistics::of(log, Level::I, day("2026-11-23"))
}

#[test]
fn an_empty_log_has_zero_figures_and_a_row_per_turn() {
    let s = stats(&StatsLog::default());
    assert_eq!(
        s,
        Statistics {
            played: 0,
            won: 0,
            win_rate: 0,
            current_streak: 0,
            best_streak: 0,
            daily_streak: 0,
            average_tenths: None,
            distribution: vec![0; 8],
        }
    );
    let iii = Statistics::of(&StatsLog::default(), Level::III, day("2026-11-23"));
    assert_eq!(iii.distribution.len(), 12);
}

#[test]
fn streaks_break_on_losses_and_quits_in_the_order_games_ended() {
    // Given out of order: the log orders by end time.
    let games = log([
        won("g5", 5, 3, 9),
        won("g1", 4, 1, 9),
        won("g2", 3, 1, 10),
        lost("g3", 1, 11),
        won("g4", 6, 2, 9),
        won("g6", 2, 3, 10),
        won("g7", 4, 4, 9),
        quit("g8", 2, 5, 9),
        won("g9", 5, 6, 9),
        won("g10", 4, 6, 10),
    ]);
    let ids: Vec<_> = games.games().iter().map(|g| g.id.as_str()).collect();
    assert_eq!(
        ids,
        ["g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "g9", "g10"]
    );
    let s = stats(&games);
    assert_eq!((s.played, s.won), (10, 8));
    assert_eq!(s.best_streak, 4, "g4 to g7");
    assert_eq!(s.current_streak, 2, "g9 and g10, after the quit");
    assert_eq!(s.win_rate, 80);

    let ending_in_a_loss = log(games.games().iter().cloned().chain([lost("g11", 7, 9)]));
    assert_eq!(stats(&ending_in_a_loss).current_streak, 0);
    assert_eq!(stats(&ending_in_a_loss).best_streak, 4);
}

#[test]
fn averages_and_win_rates_round_halves_up() {
    // Wins in 4, 5, 5: 14 / 3 = 4.67 → 4.7.
    let s = stats(&log([
        won("a", 4, 1, 1),
        won("b", 5, 1, 2),
        won("c", 5, 1, 3),
    ]));
    assert_eq!(s.average_tenths, Some(47));
    assert_eq!(s.win_rate, 100);
    // Wins in 4 and 5: 4.5 exactly; one win in three games: 33.3 % → 33.
    let s = stats(&log([
        won("a", 4, 1, 1),
        won("b", 5, 1, 2),
        lost("c", 1, 3),
    ]));
    assert_eq!((s.average_tenths, s.win_rate), (Some(45), 67));
    // 1 win of 8 games: 12.5 % → 13; 2.25 → 2.3 (wins in 2, 2, 2, 3 = 9 / 4).
    let mut games = vec![won("w", 3, 1, 0)];
    games.extend((1..8).map(|h| lost(&format!("l{h}"), 1, h)));
    assert_eq!(stats(&log(games)).win_rate, 13);
    let s = stats(&log([
        won("a", 2, 1, 1),
        won("b", 2, 1, 2),
        won("c", 2, 1, 3),
        won("d", 3, 1, 4),
    ]));
    assert_eq!(s.average_tenths, Some(23));
    // No win: no average, 0 %.
    let s = stats(&log([lost("a", 1, 1), quit("b", 0, 1, 2)]));
    assert_eq!((s.played, s.average_tenths, s.win_rate), (2, None, 0));
}

#[test]
fn the_distribution_counts_wins_per_turn_with_zeros() {
    let s = stats(&log([
        won("a", 1, 1, 1),
        won("b", 4, 1, 2),
        won("c", 4, 1, 3),
        won("d", 8, 1, 4),
        lost("e", 1, 5),
        quit("f", 3, 1, 6),
    ]));
    assert_eq!(s.distribution, [1, 0, 0, 2, 0, 0, 0, 1]);
}

#[test]
fn a_past_dates_key_played_later_counts_but_makes_no_daily_streak() {
    let past = |id: &str, date: &str| Finished {
        past: true,
        ..daily(won(id, 4, 1, 9), date)
    };
    // Today's and yesterday's keys played on their days, 2026-11-20 and 19 caught up later.
    let with_past = log([
        daily(won("t", 3, 1, 1), "2026-11-23"),
        daily(won("y", 5, 1, 2), "2026-11-22"),
        past("p1", "2026-11-21"),
        past("p2", "2026-11-20"),
    ]);
    let s = stats(&with_past);
    assert_eq!(s.daily_streak, 2);
    assert_eq!((s.played, s.won), (4, 4));
    // The flag survives the stored form, and is absent when false.
    let json = serde_json::to_string(&past("p", "2026-11-21")).unwrap();
    assert!(json.contains("\"past\":true"), "{json}");
    let plain = serde_json::to_string(&daily(won("d", 3, 1, 1), "2026-11-21")).unwrap();
    assert!(!plain.contains("past"), "{plain}");
    // A past flag without a date is no game that could have been played.
    assert!(
        !Finished {
            past: true,
            ..won("w", 3, 1, 1)
        }
        .is_valid()
    );
}

#[test]
fn the_daily_streak_counts_days_back_from_today_or_yesterday() {
    let days = |dates: &[&str]| {
        log(dates
            .iter()
            .enumerate()
            .map(|(i, d)| daily(won(&format!("d{i}"), 4, 1, i as u32), d)))
    };
    // Three days in a row up to today; a loss or a quit also keeps the day.
    let mut three = days(&["2026-11-21", "2026-11-22"]);
    three.insert(daily(quit("q", 2, 23, 8), "2026-11-23"));
    assert_eq!(stats(&three).daily_streak, 3);
    // Up to yesterday: today may still be played.
    assert_eq!(
        stats(&days(&["2026-11-20", "2026-11-21", "2026-11-22"])).daily_streak,
        3
    );
    // A missed day breaks it: 2026-11-20 is missing.
    assert_eq!(
        stats(&days(&[
            "2026-11-18",
            "2026-11-19",
            "2026-11-21",
            "2026-11-22",
            "2026-11-23"
        ]))
        .daily_streak,
        3
    );
    // Nothing yesterday or today: no streak, however long the one before.
    assert_eq!(
        stats(&days(&["2026-11-19", "2026-11-20", "2026-11-21"])).daily_streak,
        0
    );
    // Across a month's end, and ordinary games never count.
    let mut across = days(&["2026-10-30", "2026-10-31", "2026-11-01"]);
    across.insert(won("plain", 3, 2, 1));
    assert_eq!(
        Statistics::of(&across, Level::I, day("2026-11-01")).daily_streak,
        3
    );
    assert_eq!(
        Statistics::of(&across, Level::I, day("2026-11-03")).daily_streak,
        0
    );
    // Another level's daily games are that level's.
    let mut other = days(&["2026-11-22"]);
    other.insert(daily(
        game("ii", Level::II, Ending::Won, 5, 23, 1),
        "2026-11-23",
    ));
    assert_eq!(stats(&other).daily_streak, 1);
    assert_eq!(
        Statistics::of(&other, Level::II, day("2026-11-23")).daily_streak,
        1
    );
}

#[test]
fn aided_games_are_logged_but_never_counted() {
    let mut aided = won("aided", 2, 2, 1);
    aided.aided = true;
    let mut aided_daily = daily(lost("aided-daily", 22, 1), "2026-11-22");
    aided_daily.aided = true;
    let games = log([won("a", 4, 1, 1), aided, lost("b", 3, 1), aided_daily]);
    assert_eq!(games.games().len(), 4);
    let s = stats(&games);
    assert_eq!(
        (s.played, s.won, s.best_streak, s.current_streak),
        (2, 1, 1, 0)
    );
    assert_eq!(s.distribution, [0, 0, 0, 1, 0, 0, 0, 0]);
    assert_eq!(s.daily_streak, 0);
}

#[test]
fn levels_stand_apart_and_a_reset_clears_one_level_only() {
    let mut games = log([
        won("i", 4, 1, 1),
        game("ii", Level::II, Ending::Won, 6, 1, 2),
        game("iii", Level::III, Ending::Lost, 12, 1, 3),
    ]);
    assert_eq!(stats(&games).played, 1);
    assert_eq!(
        Statistics::of(&games, Level::II, day("2026-11-23")).distribution[5],
        1
    );
    assert_eq!(games.reset(Level::II), 1);
    assert_eq!(
        Statistics::of(&games, Level::II, day("2026-11-23")).played,
        0
    );
    assert_eq!(stats(&games).played, 1);
    assert_eq!(
        Statistics::of(&games, Level::III, day("2026-11-23")).played,
        1
    );
    assert_eq!(games.reset(Level::II), 0);
}

#[test]
fn a_game_is_recorded_once() {
    let mut games = StatsLog::default();
    assert!(games.insert(won("g", 4, 1, 1)));
    // The same id again (a reload, another tab), even with other figures: no change.
    assert!(!games.insert(won("g", 4, 1, 1)));
    assert!(!games.insert(lost("g", 2, 1)));
    assert_eq!(games.games(), [won("g", 4, 1, 1)]);
    assert!(games.contains("g"));
    // A record that no game could produce is refused.
    let short_loss = Finished {
        turns: 5,
        ..lost("l", 1, 1)
    };
    for bad in [
        won("", 4, 1, 1),
        won("w0", 0, 1, 1),
        won("w9", 9, 1, 1),
        short_loss,
    ] {
        assert!(!games.insert(bad.clone()), "{bad:?}");
    }
    let mut both = won("both", 4, 1, 1);
    both.daily = Some(day("2026-11-01"));
    assert!(!games.insert(both));
    let mut wrong_key = won("key", 4, 1, 1);
    wrong_key.key = key_from_seed(Level::II, 1);
    assert!(!games.insert(wrong_key));
    assert_eq!(games.games().len(), 1);
}

#[test]
fn merging_two_tabs_keeps_every_game_once() {
    let shared = won("shared", 4, 1, 1);
    let a = log([shared.clone(), won("a1", 3, 1, 2), lost("a2", 2, 1)]);
    let b = log([shared.clone(), quit("b1", 1, 1, 3), won("b2", 7, 3, 1)]);
    let merged = a.merge(&b);
    assert_eq!(merged, b.merge(&a), "commutative");
    assert_eq!(merged.merge(&merged), merged, "idempotent");
    let ids: Vec<_> = merged.games().iter().map(|g| g.id.as_str()).collect();
    assert_eq!(ids, ["shared", "a1", "b1", "a2", "b2"]);
    // The same id with different records (never expected): the earlier one, whatever the order.
    let later = won("shared", 6, 2, 1);
    assert_eq!(a.merge(&log([later.clone()])).games()[0], shared);
    assert_eq!(log([later]).merge(&a).games()[0], shared);
}

#[test]
fn the_stored_form_round_trips() {
    let mut hard_daily = daily(won("g-1", 5, 23, 8), "2026-11-23");
    hard_daily.hard = true;
    hard_daily.key = Code::new(
        Level::I,
        &[
            mastermind_core::colour::Colour::Red,
            mastermind_core::colour::Colour::Turquoise,
            mastermind_core::colour::Colour::Green,
            mastermind_core::colour::Colour::Pink,
        ],
    )
    .unwrap();
    let games = log([hard_daily, quit("g-2", 3, 23, 9)]);
    let json = games.to_json();
    assert_eq!(json, STATS_LOG);
    assert_eq!(StatsLog::parse(&json), Read::Fine(games));
    // Absent flags read as false.
    let short = r#"{"version":1,"games":[{"id":"x","level":"II","key":["red","red","red","red","red"],
        "turns":10,"outcome":"lost","at":"2026-11-23T09:00:00.000Z"}]}"#;
    let Read::Fine(read) = StatsLog::parse(short) else {
        panic!("readable")
    };
    assert!(!read.games()[0].hard && !read.games()[0].aided);
    assert_eq!(
        StatsLog::parse(r#"{"version":1,"games":[]}"#),
        Read::Fine(StatsLog::default())
    );
}

#[test]
fn a_damaged_log_keeps_every_game_it_can_read() {
    let good = won("good", 4, 1, 1);
    let good_json = serde_json::to_string(&good).unwrap();
    let raw = format!(
        r#"{{"version":1,"games":[{good_json},
            {{"id":"no-key","level":"I","turns":4,"outcome":"won","at":"2026-11-01T01:00:00.000Z"}},
            42,
            {{"id":"bad-level","level":"IV","key":["red","red","red","red"],"turns":4,"outcome":"won","at":"2026-11-01T01:00:00.000Z"}},
            {{"id":"bad-turns","level":"I","key":["red","red","red","red"],"turns":4,"outcome":"lost","at":"2026-11-01T01:00:00.000Z"}},
            {{"id":"bad-time","level":"I","key":["red","red","red","red"],"turns":4,"outcome":"won","at":"yesterday"}},
            {good_json},
            {}]}}"#,
        serde_json::to_string(&won("good", 6, 1, 1)).unwrap()
    );
    assert_eq!(
        StatsLog::parse(&raw),
        Read::Damaged {
            kept: Some(log([good.clone()])),
            dropped: 6
        }
    );
    // An identical double is one game, not damage.
    let double = format!(r#"{{"version":1,"games":[{good_json},{good_json}]}}"#);
    assert_eq!(StatsLog::parse(&double), Read::Fine(log([good])));
}

#[test]
fn unreadable_and_truncated_logs_are_damaged_with_nothing_kept() {
    let full = log([won("a", 4, 1, 1), lost("b", 1, 2)]).to_json();
    let nothing = Read::<StatsLog>::UNREADABLE;
    for cut in [10, full.len() / 2, full.len() - 1] {
        assert_eq!(StatsLog::parse(&full[..cut]), nothing, "cut at {cut}");
    }
    for raw in [
        "",
        "not json",
        "[]",
        "null",
        r#"{"games":[]}"#,
        r#"{"version":"1","games":[]}"#,
        r#"{"version":0,"games":[]}"#,
        r#"{"version":1}"#,
        r#"{"version":1,"games":{}}"#,
    ] {
        assert_eq!(StatsLog::parse(raw), nothing, "{raw:?}");
    }
}

#[test]
fn a_newer_version_is_left_alone() {
    assert_eq!(STATS_VERSION, 1);
    assert_eq!(
        StatsLog::parse(r#"{"version":2,"games":"whatever comes next"}"#),
        Read::Newer { version: 2 }
    );
}

#[test]
fn custom_games_of_every_size_count_together_and_reset_together() {
    use mastermind_core::level::Custom;
    use mastermind_core::stats::StatsGroup;
    let small = Level::Custom(Custom::new(3, 4, 6, true).unwrap());
    let large = Level::Custom(Custom::new(5, 8, 20, false).unwrap());
    let mut games = log([
        game("c1", small, Ending::Won, 2, 20, 9),
        game("c2", large, Ending::Won, 17, 21, 9),
        game("c3", large, Ending::Lost, 20, 22, 9),
        won("i1", 4, 22, 10),
    ]);
    let custom = Statistics::of(&games, StatsGroup::Custom, day("2026-11-23"));
    assert_eq!(
        (custom.played, custom.won, custom.distribution.len()),
        (3, 2, 20)
    );
    assert_eq!((custom.distribution[1], custom.distribution[16]), (1, 1));
    // Any custom level stands for the group.
    assert_eq!(Statistics::of(&games, small, day("2026-11-23")), custom);
    assert_eq!(StatsGroup::from(large), StatsGroup::Custom);
    assert_eq!(StatsGroup::parse("custom"), Some(StatsGroup::Custom));
    assert_eq!(StatsGroup::parse("2"), Some(StatsGroup::Level(Level::II)));
    assert_eq!(StatsGroup::parse("4"), None);
    assert_eq!(games.reset(small), 3);
    assert_eq!(stats(&games).played, 1, "level I untouched");
}

#[test]
fn the_solver_averages_are_the_measured_ones() {
    use mastermind_core::solver::measured_average;
    // The page shows the benchmark figures of docs/performance.md: the "lookahead (default)" row
    // of each level.
    let doc = include_str!("../../../docs/performance.md");
    for level in [Level::I, Level::II, Level::III] {
        let roman = level.roman().expect("a standard level");
        let row = doc
            .lines()
            .find(|l| l.starts_with(&format!("| {roman} | lookahead (default)")))
            .unwrap_or_else(|| panic!("docs/performance.md has level {roman}'s benchmark row"));
        let average: f64 = row.split('|').nth(4).unwrap().trim().parse().unwrap();
        assert_eq!(measured_average(level), Some(average), "level {roman}");
    }
    assert_eq!(
        measured_average(Level::I),
        Some(4.3410),
        "the optimal table's 5 626 / 1 296"
    );
}

/// `game` with `guess` played as its next row.
fn played(game: &Game, guess: Code) -> Game {
    play_row(game, guess.pegs())
}

#[test]
fn a_game_ends_as_its_status_says_and_a_game_in_play_has_no_ending() {
    let level = Level::I;
    let key = key_from_seed(level, 3);
    let miss = Code::from_index(level, (key.index(level) + 1) % 1296);
    let fresh = Game::new(level, key);
    assert_eq!(Ending::of(fresh.status()), None);
    let once = played(&fresh, miss);
    assert_eq!(Ending::of(once.status()), None, "a missed row plays on");
    assert_eq!(Ending::of(played(&once, key).status()), Some(Ending::Won));
    let quit = once.apply(Move::Quit).expect("quitting a game in play");
    assert_eq!(Ending::of(quit.status()), Some(Ending::Quit));
    let lost = (0..level.turns()).fold(fresh, |g, _| played(&g, miss));
    assert_eq!(Ending::of(lost.status()), Some(Ending::Lost));
}

#[test]
fn devious_games_count_apart_from_their_levels() {
    let mut devious = won("d1", 6, 20, 9);
    devious.devious = true;
    let mut devious_ii = game("d2", Level::II, Ending::Lost, 10, 20, 10);
    devious_ii.devious = true;
    let log = log([won("a", 4, 20, 8), devious.clone(), devious_ii.clone()]);
    let today = day("2026-11-20");
    let level_i = Statistics::of(&log, Level::I, today);
    assert_eq!((level_i.played, level_i.won), (1, 1));
    let apart = Statistics::of(&log, StatsGroup::Devious, today);
    assert_eq!((apart.played, apart.won), (2, 1));
    assert_eq!(apart.distribution.len(), Level::III.turns());
    assert_eq!(apart.distribution.get(5), Some(&1));
    // Resetting the devious computer's statistics leaves the levels' alone.
    let mut reset = log.clone();
    assert_eq!(reset.reset(StatsGroup::Devious), 2);
    assert_eq!(Statistics::of(&reset, Level::I, today).played, 1);
    // Stored and read back, the flag stays; a devious daily game cannot have been played.
    match StatsLog::parse(&log.to_json()) {
        Read::Fine(back) => assert_eq!(back, log),
        other => panic!("not read back: {other:?}"),
    }
    assert!(devious.is_valid());
    assert!(!daily(devious, "2026-11-20").is_valid());
    assert_eq!(StatsGroup::parse("devious"), Some(StatsGroup::Devious));
    assert_eq!(StatsGroup::Devious.slug(), "devious");
}

#[test]
fn the_home_pages_streak_counts_wins_in_a_row_at_the_three_levels() {
    let mut aided = won("aided", 3, 21, 12);
    aided.aided = true;
    let mut devious = lost("devious", 21, 13);
    devious.devious = true;
    let log = log([
        won("a", 4, 20, 8),
        lost("b", 20, 9),
        won("c", 5, 21, 8),
        game("d", Level::III, Ending::Won, 7, 21, 9),
        aided,
        devious,
        game("e", Level::II, Ending::Won, 6, 21, 14),
    ]);
    // c, d and e: the aided game and the devious loss count for nothing.
    assert_eq!(log.current_streak(), 3);
    assert_eq!(StatsLog::default().current_streak(), 0);
    let broken = StatsLog::from_games(log.games().iter().cloned().chain([quit("f", 2, 22, 8)]));
    assert_eq!(broken.current_streak(), 0);
}
