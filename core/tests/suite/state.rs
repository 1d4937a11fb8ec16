//! The state a player meets around a game's end (issue 32): a pending high score is part of the
//! stored game, and ending a game in progress asks first and counts as quit (decided in the
//! core, [`asks_first`] and [`abandoned`]).

use crate::common;

use common::{log_of, play_row};
use mastermind_core::colour::Colour;
use mastermind_core::ended::{abandoned, asks_first};
use mastermind_core::game::{Game, Move, Status};
use mastermind_core::key::key_from_seed;
use mastermind_core::key_source::KeySource;
use mastermind_core::level::Level;
use mastermind_core::notes::Notes;
use mastermind_core::saved::{GameRecord, GameSlot, SavedGame};
use mastermind_core::stats::{Finished, Statistics, StatsLog};
use mastermind_core::store::Read;
use mastermind_core::time::Timestamp;

const SEED: u64 = 5;

fn key() -> Vec<Colour> {
    key_from_seed(Level::I, SEED).pegs().to_vec()
}

/// A level I game of the seeded key, with a wrong row played and then `won` or not.
fn game(rows: usize, won: bool) -> Game {
    let key = key();
    let wrong: Vec<Colour> = key
        .iter()
        .map(|c| Colour::from_index((c.index() + 1) % 6).unwrap())
        .collect();
    let mut game = Game::new(Level::I, key_from_seed(Level::I, SEED));
    for _ in 0..rows {
        game = play_row(&game, &wrong);
    }
    if won {
        game = play_row(&game, &key);
    }
    game
}

fn record(game: &Game, pending: bool) -> GameRecord {
    GameRecord {
        time: None,
        log: log_of(game),
        source: KeySource::Link(SEED),
        id: Some("g-pending".into()),
        notes: Notes::default(),
        pending,
    }
}

fn stored(record: &GameRecord) -> String {
    mastermind_core::store::Stored::to_json(record)
}

#[test]
fn a_pending_high_score_is_stored_with_its_won_game_and_read_back() {
    let won = game(1, true);
    assert!(matches!(won.status(), Status::Won { turns: 2 }));
    let pending = record(&won, true);
    let json = stored(&pending);
    assert!(json.contains(r#""score_pending":true"#), "{json}");
    assert_eq!(SavedGame::parse(&json, Level::I), Read::Fine(pending));

    // Saved or closed: nothing pending, and nothing written for it (older builds read it as
    // before).
    let settled = record(&won, false);
    let json = stored(&settled);
    assert!(!json.contains("score_pending"), "{json}");
    assert_eq!(SavedGame::parse(&json, Level::I), Read::Fine(settled));
}

#[test]
fn a_stored_game_without_the_flag_reads_as_nothing_pending() {
    let won = game(0, true);
    let json = SavedGame::of(&log_of(&won), KeySource::Link(SEED), "g-pending").to_json();
    assert!(!json.contains("score_pending"));
    assert_eq!(
        SavedGame::parse(&json, Level::I),
        Read::Fine(record(&won, false))
    );
}

#[test]
fn junk_in_the_flag_is_ignored_and_never_makes_the_game_unreadable() {
    let won = game(1, true);
    let plain = stored(&record(&won, false));
    for junk in [
        r#""yes""#,
        "1",
        "null",
        "false",
        "[true]",
        r#"{"turns":2}"#,
        "-0.5",
    ] {
        let json = plain.replacen('{', &format!(r#"{{"score_pending":{junk},"#), 1);
        assert_eq!(
            SavedGame::parse(&json, Level::I),
            Read::Fine(record(&won, false)),
            "{json}"
        );
    }
    // A flag on a game that is not won (still played, lost or quit) is ignored too: there is no
    // high score to wait for.
    for game in [game(2, false), game(1, false).apply(Move::Quit).unwrap()] {
        let json = stored(&record(&game, false)).replacen('{', r#"{"score_pending":true,"#, 1);
        assert_eq!(
            SavedGame::parse(&json, Level::I),
            Read::Fine(record(&game, false)),
            "{json}"
        );
        // And written back without it.
        assert!(!stored(&record(&game, true)).contains("score_pending"));
    }
}

#[test]
fn quit_and_play_again_ask_once_a_peg_is_placed_or_a_row_played() {
    let untouched = Game::new(Level::I, key_from_seed(Level::I, SEED));
    assert!(!asks_first(&untouched));
    let placed = untouched
        .apply(Move::Place {
            row: 0,
            hole: 0,
            colour: Colour::from_index(0).unwrap(),
        })
        .unwrap();
    assert!(asks_first(&placed));
    assert!(asks_first(&game(1, false)));
    // A peg placed and taken out again leaves the board untouched.
    let cleared = placed.apply(Move::Clear { row: 0, hole: 0 }).unwrap();
    assert!(!asks_first(&cleared));
    // A finished game asks nothing.
    for over in [game(1, true), game(1, false).apply(Move::Quit).unwrap()] {
        assert!(!asks_first(&over));
    }
}

#[test]
fn a_game_abandoned_mid_way_counts_as_quit_and_breaks_the_streak() {
    let at = Timestamp::parse("2026-11-26T12:00:00.000Z").unwrap();
    let finished = |game: &Game, id: &str| {
        Finished::of(
            game,
            GameSlot::Free(Level::I),
            KeySource::Link(SEED),
            id.into(),
            at.clone(),
        )
    };
    let mut log = StatsLog::default();
    assert!(log.insert(finished(&game(0, true), "a").unwrap()));
    assert!(log.insert(finished(&game(2, true), "b").unwrap()));
    // A losing game left for a new one: quit, with its rows.
    let left = abandoned(&game(3, false)).expect("a game with rows ends");
    assert_eq!(left.status(), Status::Quit);
    assert_eq!(left.turns().len(), 3);
    assert!(log.insert(finished(&left, "c").unwrap()));
    let figures = Statistics::of(&log, Level::I, common::day("2026-11-26"));
    assert_eq!((figures.played, figures.won), (3, 2));
    assert_eq!((figures.current_streak, figures.best_streak), (0, 2));

    // A game with only a peg placed is left as quit too.
    let placed = Game::new(Level::I, key_from_seed(Level::I, SEED))
        .apply(Move::Place {
            row: 0,
            hole: 0,
            colour: Colour::from_index(0).unwrap(),
        })
        .unwrap();
    assert_eq!(abandoned(&placed).map(|g| g.status()), Some(Status::Quit));

    // An untouched board and a finished game leave nothing behind.
    assert_eq!(
        abandoned(&Game::new(Level::I, key_from_seed(Level::I, SEED))),
        None
    );
    assert_eq!(abandoned(&game(1, true)), None);
}

#[test]
fn a_reload_of_the_link_keeps_its_won_game_while_its_high_score_waits() {
    use mastermind_core::opening::seed_to_open;
    use mastermind_core::store::Loaded;
    let won = game(1, true);
    let seed = SEED.to_string();
    let waiting = Loaded::Found(record(&won, true));
    assert_eq!(seed_to_open(Some(&seed), &waiting, None), None);
    // Once saved or closed, the link offers its key afresh again; another link always does.
    let settled = Loaded::Found(record(&won, false));
    assert_eq!(
        seed_to_open(Some(&seed), &settled, None),
        Some(seed.as_str())
    );
    assert_eq!(seed_to_open(Some("77"), &waiting, None), Some("77"));
}
