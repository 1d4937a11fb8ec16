//! Native tests of the game controller's decisions that need no browser: which game a page
//! opens with, and what each key press means on the board.
#![cfg(not(target_arch = "wasm32"))]

use mastermind_core::code::Code;
use mastermind_core::colour::Colour;
use mastermind_core::daily::{Day, daily_id, daily_key};
use mastermind_core::game::{Game, GameOptions, Move};
use mastermind_core::input::BoardKey;
use mastermind_core::key::key_from_seed;
use mastermind_core::key_source::KeySource;
use mastermind_core::level::{Custom, Level};
use mastermind_core::log::GameLog;
use mastermind_core::notes::Notes;
use mastermind_core::opening::{Notice, first_challenge, first_daily, first_game, first_past};
use mastermind_core::saved::{GameRecord, GameSlot, game_key};
use mastermind_core::store::{Loaded, Read, Stored};

/// The player's options for a new game: hard mode, or neither it nor the devious computer.
const HARD: GameOptions = GameOptions {
    hard: true,
    devious: false,
};
const PLAIN: GameOptions = GameOptions {
    hard: false,
    devious: false,
};

fn started(level: Level, key: Code, moves: &[Move]) -> GameLog {
    moves
        .iter()
        .fold(GameLog::new(Game::new(level, key)), |log, &mv| {
            log.apply(mv).unwrap()
        })
}

#[test]
fn a_fresh_game_takes_the_hard_mode_setting_and_a_saved_one_keeps_its_own() {
    let fresh = first_game(Level::I, None, Loaded::Nothing, HARD, 0);
    assert!(fresh.log.game().hard_mode());
    assert_eq!(fresh.notice, Notice::None);
    // Every new game's key comes from a drawn seed, so it can be shared as a link.
    let KeySource::Drawn(seed) = fresh.source else {
        panic!("a drawn seed: {:?}", fresh.source);
    };
    assert_eq!(fresh.log.game().key(), key_from_seed(Level::I, seed));
    let key = key_from_seed(Level::I, 5);
    let saved = started(Level::I, key, &[]);
    let restored = Loaded::Found(GameRecord {
        time: None,
        log: saved.clone(),
        source: KeySource::Link(5),
        id: Some("g".into()),
        notes: Notes::default(),
        pending: false,
    });
    let opened = first_game(Level::I, None, restored, HARD, 0);
    assert_eq!(
        opened.log, saved,
        "the setting never changes a game already begun"
    );
    assert_eq!(opened.notice, Notice::Seeded(5));
}

#[test]
fn a_seeded_link_resumes_its_game_while_playing_and_starts_afresh_once_over() {
    let key = key_from_seed(Level::II, 9);
    let placed = started(
        Level::II,
        key,
        &[Move::Place {
            row: 0,
            hole: 0,
            colour: Colour::Blue,
        }],
    );
    let restored = || {
        Loaded::Found(GameRecord {
            time: None,
            log: placed.clone(),
            source: KeySource::Link(9),
            id: Some("g".into()),
            notes: Notes::default(),
            pending: false,
        })
    };
    let resumed = first_game(Level::II, Some("9"), restored(), PLAIN, 0);
    assert_eq!(resumed.log, placed);
    let other_seed = first_game(Level::II, Some("10"), restored(), PLAIN, 0);
    assert_eq!(other_seed.log.game().key(), key_from_seed(Level::II, 10));
    assert_eq!(other_seed.log.moves(), []);
    let over = placed.apply(Move::Quit).unwrap();
    let again = first_game(
        Level::II,
        Some("9"),
        Loaded::Found(GameRecord {
            time: None,
            log: over,
            source: KeySource::Link(9),
            id: None,
            notes: Notes::default(),
            pending: false,
        }),
        PLAIN,
        0,
    );
    assert_eq!(again.log.game().key(), key);
    assert!(!again.log.game().is_over());
    assert_eq!(again.source, KeySource::Link(9));
    // Only pegs placed: nothing to put aside. The link's own game resumed: nothing either.
    assert_eq!(other_seed.replaced, None);
    assert_eq!(other_seed.notice, Notice::Seeded(10));
    assert_eq!(resumed.replaced, None);
    // A row played in another game of the level: the link's game takes its place and hands it
    // back to be put aside, with the notice that says so.
    let row: Vec<Move> = (key_from_seed(Level::II, 3).pegs().iter().enumerate())
        .map(|(hole, &colour)| Move::Place {
            row: 0,
            hole,
            colour,
        })
        .chain([Move::Submit])
        .collect();
    let in_progress = GameRecord {
        time: None,
        log: started(Level::II, key, &row),
        source: KeySource::Drawn(4),
        id: Some("mine".into()),
        notes: Notes::default(),
        pending: false,
    };
    let link = first_game(
        Level::II,
        Some("10"),
        Loaded::Found(in_progress.clone()),
        PLAIN,
        0,
    );
    assert_eq!(link.replaced, Some(in_progress));
    assert_eq!(link.notice, Notice::SeededAside(10));
    assert_eq!(link.log.game().key(), key_from_seed(Level::II, 10));
}

#[test]
fn damaged_or_newer_games_start_afresh_with_a_notice() {
    // Whether the stored value may then be written over is the store's to say.
    assert!(!Loaded::<GameRecord>::Damaged(None).writable());
    assert!(!Loaded::<GameRecord>::Newer.writable());
    let bad = first_game(Level::I, None, Loaded::Damaged(None), PLAIN, 0);
    assert_eq!(bad.notice, Notice::Damaged(None));
    let backed_up = first_game(Level::I, None, Loaded::Damaged(Some("b".into())), PLAIN, 0);
    assert_eq!(backed_up.notice, Notice::Damaged(Some("b".into())));
    let newer = first_game(Level::I, None, Loaded::Newer, PLAIN, 0);
    assert_eq!(newer.notice, Notice::Newer);
    let ignored = first_game(Level::I, Some("x1"), Loaded::Nothing, PLAIN, 0);
    assert_eq!(ignored.notice, Notice::SeedIgnored("x1".into()));
}

#[test]
fn keys_mean_what_the_help_line_says() {
    let k = |key: &str| BoardKey::of(key, false, false, Level::I);
    assert_eq!(k("1"), Some(BoardKey::Colour(Colour::Red)));
    assert_eq!(k("8"), Some(BoardKey::Colour(Colour::Purple)));
    assert_eq!(k("Enter"), Some(BoardKey::Submit));
    assert_eq!(k("Delete"), Some(BoardKey::Clear));
    assert_eq!(k("Backspace"), Some(BoardKey::Back));
    assert_eq!(k("ArrowLeft"), Some(BoardKey::Step(-1)));
    assert_eq!(k("ArrowDown"), Some(BoardKey::Step(1)));
    assert_eq!(k("a"), None);
    assert_eq!(k("z"), None, "z alone is not undo");
    assert_eq!(
        BoardKey::of("z", true, false, Level::I),
        Some(BoardKey::Undo)
    );
    assert_eq!(
        BoardKey::of("Z", true, true, Level::I),
        Some(BoardKey::Redo)
    );
    assert_eq!(
        BoardKey::of("y", true, false, Level::I),
        Some(BoardKey::Redo)
    );
    assert_eq!(
        BoardKey::of("1", true, false, Level::I),
        None,
        "Ctrl+1 is the browser's"
    );
}

#[test]
fn the_daily_game_is_one_attempt_a_day_and_a_day_change_lets_a_game_finish() {
    let day = |d: &str| Day::parse(d).unwrap();
    let today = day("2026-11-23");
    // Nothing stored: today's key, with an id of the level and date.
    let fresh = first_daily(Level::I, today, Loaded::Nothing, PLAIN);
    assert_eq!(fresh.source, KeySource::Daily(today));
    assert_eq!(fresh.log.game().key(), daily_key(Level::I, today));
    assert_eq!(fresh.id, "daily-1-2026-11-23");
    assert_eq!(fresh.notice, Notice::Daily(today));
    let stored = |d: Day, over: bool| {
        let log = GameLog::new(Game::new(Level::I, daily_key(Level::I, d)));
        let log = if over {
            log.apply(Move::Quit).unwrap()
        } else {
            log
        };
        Loaded::Found(GameRecord {
            time: None,
            log,
            source: KeySource::Daily(d),
            id: Some(format!("daily-1-{d}")),
            notes: Notes::default(),
            pending: false,
        })
    };
    // Today's game, finished: shown as it is, never a second attempt.
    let again = first_daily(Level::I, today, stored(today, true), PLAIN);
    assert!(again.log.game().is_over());
    // Yesterday's game still being played: it goes on.
    let yesterday = day("2026-11-22");
    let goes_on = first_daily(Level::I, today, stored(yesterday, false), PLAIN);
    assert_eq!(goes_on.source, KeySource::Daily(yesterday));
    // Yesterday's game finished: today's key.
    let next = first_daily(Level::I, today, stored(yesterday, true), PLAIN);
    assert_eq!(next.source, KeySource::Daily(today));
    assert!(!next.log.game().is_over());
    // A clock set back to yesterday after playing today: the finished game stays.
    let back = first_daily(Level::I, yesterday, stored(today, true), PLAIN);
    assert_eq!(back.source, KeySource::Daily(today));
    assert!(back.log.game().is_over());
}

#[test]
fn a_past_date_plays_its_daily_key_once_and_keeps_its_game() {
    let day = Day::parse("2026-10-02").unwrap();
    // Nothing stored: the date's daily key (the formula of SPEC 8), with the date's daily id,
    // so that a date played on its day is not played again later.
    let fresh = first_past(Level::II, day, Loaded::Nothing, HARD);
    assert_eq!(fresh.source, KeySource::Daily(day));
    assert_eq!(fresh.log.game().key(), daily_key(Level::II, day));
    assert!(fresh.log.game().hard_mode());
    assert_eq!(fresh.id, daily_id(Level::II, day));
    assert_eq!(fresh.id, "daily-2-2026-10-02");
    assert_eq!(fresh.notice, Notice::Past(day));
    // Its stored game, finished or not, is shown as it is.
    let log = GameLog::new(Game::new(Level::II, daily_key(Level::II, day)))
        .apply(Move::Quit)
        .unwrap();
    let stored = || {
        Loaded::Found(GameRecord {
            time: None,
            log: log.clone(),
            source: KeySource::Daily(day),
            id: Some(daily_id(Level::II, day)),
            notes: Notes::default(),
            pending: false,
        })
    };
    let again = first_past(Level::II, day, stored(), PLAIN);
    assert_eq!(again.log, log);
    // A game of another date under its key is not this date's: the date's key afresh.
    let other = first_past(Level::II, day.previous(), stored(), PLAIN);
    assert_eq!(other.source, KeySource::Daily(day.previous()));
    assert!(!other.log.game().is_over());
    // The slot's key in storage names the level and the date.
    assert_eq!(
        game_key(GameSlot::Past(Level::II, day)),
        "mastermind.v1.daily.2.2026-10-02"
    );
    assert!(GameSlot::Past(Level::II, day).is_daily());
}

#[test]
fn the_past_tables_list_thirty_dates_at_a_time_before_today() {
    let today = Day::parse("2026-03-01").unwrap();
    let first: Vec<String> = today.before(0, 30).map(|d| d.to_string()).collect();
    assert_eq!(first.len(), 30);
    assert_eq!(first[0], "2026-02-28");
    assert_eq!(first[29], "2026-01-30");
    let earlier: Vec<Day> = today.before(30, 30).collect();
    assert_eq!(earlier[0].to_string(), "2026-01-29");
    assert_eq!(today.before(0, 60).collect::<Vec<_>>()[30..], earlier[..]);
}

#[test]
fn a_challenge_plays_its_key_and_resumes_only_a_game_of_that_key() {
    let key = Code::from_index(Level::II, 4_321);
    let fresh = first_challenge(Level::II, key, Loaded::Nothing, PLAIN, 0);
    assert_eq!(fresh.source, KeySource::Challenge);
    assert_eq!(fresh.log.game().key(), key);
    assert_eq!(fresh.notice, Notice::Challenge);
    let played = fresh.log.apply(Move::Quit).unwrap();
    let stored = |log: &GameLog| {
        Loaded::Found(GameRecord {
            time: None,
            log: log.clone(),
            source: KeySource::Challenge,
            id: Some("c".to_owned()),
            notes: Notes::default(),
            pending: false,
        })
    };
    // The same key: its game as it was, finished or not.
    let again = first_challenge(Level::II, key, stored(&played), PLAIN, 0);
    assert_eq!(again.log, played);
    assert_eq!(again.id, "c");
    // Another key: a fresh game of it.
    let other = Code::from_index(Level::II, 1);
    let next = first_challenge(Level::II, other, stored(&played), PLAIN, 0);
    assert_eq!(next.log.game().key(), other);
    assert!(!next.log.game().is_over());
    // A challenge has no seed and no day, and its slot is stored under its level.
    assert_eq!(KeySource::Challenge.seed(), None);
    assert_eq!(KeySource::Challenge.key(Level::II), None);
    assert_eq!(
        game_key(GameSlot::Challenge(Level::II)),
        "mastermind.v1.challenge.2"
    );
    assert!(GameSlot::Challenge(Level::II).has_one_key());
    // Stored and read back as it was (its key is kept with it: the source gives none).
    let record = GameRecord {
        time: None,
        log: played.clone(),
        source: KeySource::Challenge,
        id: Some("c".to_owned()),
        notes: Notes::default(),
        pending: false,
    };
    let slot = GameSlot::Challenge(Level::II);
    assert_eq!(
        mastermind_core::store::read::<GameRecord>(&record.to_json(), slot),
        Read::Fine(record)
    );
    assert!(!GameSlot::Challenge(Level::II).is_daily());
}

#[test]
fn a_custom_games_challenge_is_stored_apart_from_the_free_game_of_its_shape() {
    let shape = Level::Custom(Custom::new(5, 8, 12, false).unwrap());
    let key = Code::from_index(shape, 4_321);
    let fresh = first_challenge(shape, key, Loaded::Nothing, PLAIN, 0);
    assert_eq!(fresh.log.game().key(), key);
    assert_eq!(fresh.log.game().level(), shape);
    let (challenge, free) = (GameSlot::Challenge(shape), GameSlot::Free(shape));
    assert_eq!(
        game_key(challenge),
        "mastermind.v1.challenge.custom-5-8-12-no"
    );
    assert_eq!(game_key(free), "mastermind.v1.game.custom-5-8-12-no");
    let record = GameRecord {
        time: None,
        log: fresh.log.apply(Move::Quit).unwrap(),
        source: KeySource::Challenge,
        id: Some("c".to_owned()),
        notes: Notes::default(),
        pending: false,
    };
    assert_eq!(
        mastermind_core::store::read::<GameRecord>(&record.to_json(), challenge),
        Read::Fine(record)
    );
}

#[test]
fn the_devious_option_starts_a_keyless_free_game_but_a_link_keeps_its_key() {
    let devious = GameOptions {
        hard: false,
        devious: true,
    };
    let fresh = first_game(Level::II, None, Loaded::Nothing, devious, 0);
    assert_eq!(fresh.source, KeySource::Devious);
    assert!(fresh.log.game().is_devious());
    // A seeded link names its key: never devious.
    let seeded = first_game(Level::II, Some("9"), Loaded::Nothing, devious, 0);
    assert_eq!(seeded.source, KeySource::Link(9));
    assert!(!seeded.log.game().is_devious());
    // A custom size has no devious computer.
    let custom = Level::Custom(Custom::new(4, 6, 8, true).unwrap());
    let opened = first_game(custom, None, Loaded::Nothing, devious, 0);
    assert!(matches!(opened.source, KeySource::Drawn(_)));
    assert!(!opened.log.game().is_devious());
    // A stored devious game resumes as it was, whatever the option says now.
    let resumed = first_game(
        Level::II,
        None,
        Loaded::Found(GameRecord {
            time: None,
            log: fresh.log.clone(),
            source: KeySource::Devious,
            id: Some("d".into()),
            notes: Notes::default(),
            pending: false,
        }),
        PLAIN,
        0,
    );
    assert!(resumed.log.game().is_devious());
    assert_eq!(resumed.id, "d");
}
