//! Native tests of the quick board's decisions (`src/quick`): which links it plays and which it
//! leaves to the whole game. What an input does is the core's, for every board: core/tests/suite/input.rs.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

use mastermind::quick::{Link, Static, open};
use mastermind::rules::challenge::{Challenge, SenderResult};
use mastermind::rules::colour::Colour;
use mastermind::rules::daily::{Day, daily_id};
use mastermind::rules::game::{Game, Move, Status};
use mastermind::rules::key::key_from_seed;
use mastermind::rules::key_source::KeySource;
use mastermind::rules::level::{Custom, Level};
use mastermind::rules::log::GameLog;
use mastermind::rules::name::Name;
use mastermind::rules::notes::Notes;
use mastermind::rules::opening::{Notice, seed_to_open};
use mastermind::rules::saved::{GameRecord, GameSlot, game_key};
use mastermind::rules::settings::Settings;
use mastermind::rules::stats::{Ending, Finished, StatsLog};
use mastermind::rules::store::{Loaded, Stored};
use mastermind::rules::time::Timestamp;
use proptest::prelude::*;

fn today() -> Day {
    Day::parse("2026-11-25").unwrap()
}

fn link(path: &str) -> Link<'_> {
    Link {
        path,
        ..Link::default()
    }
}

/// Stored keys and their raw values.
type Entries = Vec<(String, String)>;

/// A storage holding `entries`.
fn storage(entries: &[(String, String)]) -> impl Fn(&str) -> Result<Option<String>, ()> {
    let map: HashMap<String, String> = entries.iter().cloned().collect();
    move |key: &str| Ok(map.get(key).cloned())
}

fn record(level: Level, source: KeySource, moves: &[Move]) -> GameRecord {
    let key = source.key(level).unwrap_or_else(|| key_from_seed(level, 0));
    let log = moves
        .iter()
        .fold(GameLog::new(Game::new(level, key)), |log, &mv| {
            log.apply(mv).unwrap()
        });
    GameRecord {
        time: None,
        log,
        source,
        id: Some("0123456789abcdef".into()),
        notes: Notes::default(),
        pending: false,
    }
}

fn stored(slot: GameSlot, record: &GameRecord) -> (String, String) {
    (game_key(slot), record.to_json())
}

fn settings(s: Settings) -> (String, String) {
    (<Settings as Stored>::key(()), s.to_json())
}

fn place(row: usize, hole: usize, colour: Colour) -> Move {
    Move::Place { row, hole, colour }
}

/// A full row of `colour`, submitted.
fn row_of(row: usize, pegs: usize, colour: Colour) -> Vec<Move> {
    let mut moves: Vec<Move> = (0..pegs).map(|h| place(row, h, colour)).collect();
    moves.push(Move::Submit);
    moves
}

#[test]
fn the_links_it_plays_are_the_game_pages_of_a_level_a_custom_game_and_a_dates_daily_key() {
    assert_eq!(
        link("/play/1").slot(today()),
        Some(GameSlot::Free(Level::I))
    );
    assert_eq!(
        link("/play/3").slot(today()),
        Some(GameSlot::Free(Level::III))
    );
    assert_eq!(
        link("/daily/2").slot(today()),
        Some(GameSlot::Daily(Level::II))
    );
    let custom = Link {
        path: "/play/custom",
        pegs: Some("4"),
        colours: Some("6"),
        turns: Some("10"),
        repeats: Some("yes"),
        ..Link::default()
    };
    assert!(matches!(custom.slot(today()), Some(GameSlot::Free(l)) if l.is_custom()));
    for other in [
        "/",
        "/play",
        "/play/4",
        "/play/",
        "/play/1/2",
        "/daily",
        "/daily/custom",
        "/rules",
        "/challenge",
        "/scores/1",
        "play/1",
    ] {
        assert_eq!(link(other).slot(today()), None, "{other}");
    }
    let bad_custom = Link {
        path: "/play/custom",
        pegs: Some("99"),
        ..Link::default()
    };
    assert_eq!(
        bad_custom.slot(today()),
        None,
        "the custom form says what is wrong"
    );
    let past = Link {
        path: "/daily/1",
        date: Some("2026-11-20"),
        ..Link::default()
    };
    assert_eq!(
        past.slot(today()),
        Some(GameSlot::Past(Level::I, Day::parse("2026-11-20").unwrap())),
        "a past date's key, as the daily page opens it"
    );
    for (date, what) in [
        ("2026-11-26", "a date to come"),
        ("yesterday", "not a date"),
    ] {
        let link = Link {
            path: "/daily/1",
            date: Some(date),
            ..Link::default()
        };
        assert_eq!(link.slot(today()), None, "{what}: the page is not found");
    }
    let date = today().to_string();
    let dated_today = Link {
        path: "/daily/1",
        date: Some(&date),
        ..Link::default()
    };
    assert_eq!(
        dated_today.slot(today()),
        Some(GameSlot::Daily(Level::I)),
        "today's date is today's key, as the daily page opens it"
    );
}

#[test]
fn a_seeded_link_opens_its_key_as_the_whole_game_would() {
    let seeded = Link {
        seed: Some("42"),
        ..link("/play/1")
    };
    let game = open(&seeded, &storage(&[]), today(), 0, None).unwrap();
    assert_eq!(game.slot, GameSlot::Free(Level::I));
    assert_eq!(game.record.source, KeySource::Link(42));
    assert_eq!(game.record.log.game().key(), key_from_seed(Level::I, 42));
    assert_eq!(game.notice, Notice::Seeded(42));
    assert!(
        game.record.id.is_some(),
        "saved with an id, as the session saves it"
    );
    // The game it saved is the one the link then resumes.
    let mid = record(
        Level::I,
        KeySource::Link(42),
        &row_of(0, 4, Colour::Red)[..2],
    );
    let again = open(
        &seeded,
        &storage(&[stored(GameSlot::Free(Level::I), &mid)]),
        today(),
        0,
        None,
    )
    .unwrap();
    assert_eq!(again.record, mid);
}

#[test]
fn a_daily_link_opens_todays_key_and_a_free_game_its_stored_game_in_hard_mode_too() {
    let daily = open(&link("/daily/3"), &storage(&[]), today(), 0, None).unwrap();
    assert_eq!(daily.record.source, KeySource::Daily(today()));
    assert_eq!(daily.notice, Notice::Daily(today()));
    let hard = Settings {
        hard_mode: true,
        language: Some("pt".into()),
        ..Settings::default()
    };
    let game = open(
        &link("/play/2"),
        &storage(&[settings(hard)]),
        today(),
        0,
        None,
    )
    .unwrap();
    assert!(game.record.log.game().hard_mode());
    assert_eq!(game.settings.language.as_deref(), Some("pt"));
    assert!(matches!(game.record.source, KeySource::Drawn(_)));
}

/// A past date's daily key (SPEC 12) opens as the daily page opens it (`first_of`): its stored
/// game or its key afresh, under its notice; a date already played (logged, no game of it stored
/// here) is the page's result, not a board (`StatsLog::past_played`, which that page asks too).
#[test]
fn a_past_dates_link_opens_its_key_once() {
    let day = Day::parse("2026-11-20").unwrap();
    let past = Link {
        path: "/daily/2",
        date: Some("2026-11-20"),
        ..Link::default()
    };
    let slot = GameSlot::Past(Level::II, day);
    let game = open(&past, &storage(&[]), today(), 0, None).unwrap();
    assert_eq!(game.slot, slot);
    assert_eq!(game.record.source, KeySource::Daily(day));
    assert_eq!(
        game.record.log.game().key(),
        KeySource::Daily(day).key(Level::II).unwrap()
    );
    assert_eq!(game.notice, Notice::Past(day));
    assert_eq!(
        game.record.id.as_deref(),
        Some(daily_id(Level::II, day).as_str())
    );
    // Its game in progress goes on.
    let mid = record(Level::II, KeySource::Daily(day), &row_of(0, 5, Colour::Red));
    let again = open(&past, &storage(&[stored(slot, &mid)]), today(), 0, None).unwrap();
    assert_eq!(again.record, mid);
    // Played already: its result is the page's.
    let at = Timestamp::parse("2026-11-21T10:00:00.000Z").unwrap();
    let quit = record(Level::II, KeySource::Daily(day), &[Move::Quit]);
    let done = Finished::of(
        quit.log.game(),
        slot,
        quit.source,
        daily_id(Level::II, day),
        at,
    )
    .unwrap();
    let log = StatsLog::from_games([done]);
    let logged = (<StatsLog as Stored>::key(()), log.to_json());
    assert!(log.past_played(Level::II, day, false).is_some());
    assert_eq!(
        open(
            &past,
            &storage(std::slice::from_ref(&logged)),
            today(),
            0,
            None
        )
        .map(|g| g.slot),
        Err(Static::Game)
    );
    // Its finished game stored: over, the whole game's too.
    assert_eq!(
        open(
            &past,
            &storage(&[logged.clone(), stored(slot, &quit)]),
            today(),
            0,
            None
        )
        .map(|g| g.slot),
        Err(Static::Game)
    );
    // Another date's logged game leaves this one to play.
    let other = Link {
        date: Some("2026-11-19"),
        ..past.clone()
    };
    assert!(open(&other, &storage(&[logged]), today(), 0, None).is_ok());
    // A damaged log is the whole game's to say.
    let damaged = (<StatsLog as Stored>::key(()), "[".to_owned());
    assert_eq!(
        open(&past, &storage(&[damaged]), today(), 0, None).map(|g| g.slot),
        Err(Static::Stored)
    );
}

/// A friend's challenge (`/challenge#…`, SPEC 12): the fragment read as the challenge page reads
/// it, the game opened as that page opens it (`first_of` with the challenge's key, in its level's
/// challenge slot); without a fragment, or with one that cannot be read, the page is the whole
/// game's (its form, or what is wrong with the link).
#[test]
fn a_challenge_link_opens_its_key_in_the_challenge_slot() {
    let challenge = Challenge {
        level: Level::II,
        key: key_from_seed(Level::II, 5),
        name: Some(Name::parse("Ana").unwrap()),
        result: Some(SenderResult::Broke(4)),
    };
    let fragment = format!("#{}", challenge.to_fragment(7));
    let challenge_link = Link {
        fragment: Some(&fragment),
        ..link("/challenge")
    };
    assert_eq!(challenge_link.challenge(), Some(challenge.clone()));
    let slot = GameSlot::Challenge(Level::II);
    let game = open(&challenge_link, &storage(&[]), today(), 0, None).unwrap();
    assert_eq!(game.slot, slot);
    assert_eq!(game.record.source, KeySource::Challenge);
    assert_eq!(game.record.log.game().key(), challenge.key);
    assert_eq!(game.notice, Notice::Challenge);
    assert_eq!(game.challenge, Some(challenge.clone()));
    // Its game in progress goes on; a game over is the whole game's to show.
    let mid = GameRecord {
        source: KeySource::Challenge,
        log: GameLog::new(Game::new(Level::II, challenge.key))
            .apply(place(0, 0, Colour::Red))
            .unwrap(),
        ..record(Level::II, KeySource::Challenge, &[])
    };
    let again = open(
        &challenge_link,
        &storage(&[stored(slot, &mid)]),
        today(),
        0,
        None,
    )
    .unwrap();
    assert_eq!(again.record, mid);
    let quit = GameRecord {
        log: mid.log.apply(Move::Quit).unwrap(),
        ..mid.clone()
    };
    assert_eq!(
        open(
            &challenge_link,
            &storage(&[stored(slot, &quit)]),
            today(),
            0,
            None
        )
        .map(|g| g.slot),
        Err(Static::Game)
    );
    // Another challenge's game in the slot gives way to this one, as on the challenge page.
    let other = GameRecord {
        log: GameLog::new(Game::new(Level::II, key_from_seed(Level::II, 6))),
        ..mid.clone()
    };
    let fresh = open(
        &challenge_link,
        &storage(&[stored(slot, &other)]),
        today(),
        0,
        None,
    )
    .unwrap();
    assert_eq!(fresh.record.log.game().key(), challenge.key);
    // The sender's result beside the player's, once the game is over.
    assert_eq!(challenge.versus(Status::Playing), None);
    assert_eq!(
        challenge.versus(Status::Won { turns: 3 }),
        Some((Some(3), Some(4)))
    );
    assert_eq!(challenge.versus(Status::Quit), Some((None, Some(4))));
    // A custom game's challenge, anonymous and without a result.
    let custom = Challenge {
        level: Level::Custom(Custom::new(3, 5, 4, false).unwrap()),
        key: key_from_seed(Level::Custom(Custom::new(3, 5, 4, false).unwrap()), 1),
        name: None,
        result: None,
    };
    let fragment = custom.to_fragment(1);
    let custom_link = Link {
        fragment: Some(&fragment),
        ..link("/challenge")
    };
    let game = open(&custom_link, &storage(&[]), today(), 0, None).unwrap();
    assert_eq!(game.slot, GameSlot::Challenge(custom.level));
    assert_eq!(custom.versus(Status::Lost), None);
    // A sender's name beyond ASCII is read here too; one only the Unicode tables can measure
    // (more than 44 scalar values) is the whole game's.
    for (name, taken) in [("José 🇵🇹", true), (&*"e\u{301}".repeat(23), false)] {
        let named = Challenge {
            name: Some(Name::parse(name).unwrap()),
            ..challenge.clone()
        };
        let fragment = format!("#{}", named.to_fragment(9));
        let named_link = Link {
            fragment: Some(&fragment),
            ..link("/challenge")
        };
        assert_eq!(named_link.challenge().is_some(), taken, "{name}");
        assert_eq!(
            open(&named_link, &storage(&[]), today(), 0, None).is_ok(),
            taken,
            "{name}"
        );
    }
    // What the challenge page itself shows: its form, a refusal (a cut fragment fails its check).
    let cut = &fragment[..fragment.len() - 2];
    for fragment in [
        None,
        Some(""),
        Some("#"),
        Some("#c1bcd"),
        Some("#x9"),
        Some(cut),
    ] {
        let refused = Link {
            fragment,
            ..link("/challenge")
        };
        assert_eq!(
            open(&refused, &storage(&[]), today(), 0, None).map(|g| g.slot),
            Err(Static::NotAGame),
            "{fragment:?}"
        );
    }
    // A fragment elsewhere is no challenge.
    let elsewhere = Link {
        fragment: Some(&fragment),
        ..link("/play/1")
    };
    assert_eq!(elsewhere.challenge(), None);
    assert_eq!(
        open(&elsewhere, &storage(&[]), today(), 0, None).map(|g| g.slot),
        Ok(GameSlot::Free(Level::I))
    );
}

#[test]
fn what_asks_more_than_a_board_stays_a_static_frame() {
    let free = GameSlot::Free(Level::I);
    let cases: Vec<(&str, Link, Entries, Static)> = vec![
        ("not a game", link("/rules"), vec![], Static::NotAGame),
        (
            "a damaged stored game",
            link("/play/1"),
            vec![(game_key(free), "{not json".into())],
            Static::Stored,
        ),
        (
            "a newer stored game",
            link("/play/1"),
            vec![(game_key(free), r#"{"version":999}"#.into())],
            Static::Stored,
        ),
        (
            "damaged settings",
            link("/play/1"),
            vec![(<Settings as Stored>::key(()), "[".into())],
            Static::Storage,
        ),
        (
            "a game over",
            link("/play/1"),
            vec![stored(
                free,
                &record(
                    Level::I,
                    KeySource::Drawn(1),
                    &[
                        key_from_seed(Level::I, 1)
                            .pegs()
                            .iter()
                            .enumerate()
                            .map(|(h, &c)| place(0, h, c))
                            .collect::<Vec<_>>(),
                        vec![Move::Submit],
                    ]
                    .concat(),
                ),
            )],
            Static::Game,
        ),
        (
            "the solver's aids on",
            link("/play/1"),
            vec![stored(
                free,
                &record(Level::I, KeySource::Drawn(1), &[Move::AidsOn]),
            )],
            Static::Game,
        ),
        (
            "the devious computer",
            link("/play/1"),
            vec![settings(Settings {
                devious: true,
                ..Settings::default()
            })],
            Static::Game,
        ),
        (
            "a seeded link that puts the game in progress aside",
            Link {
                seed: Some("42"),
                ..link("/play/1")
            },
            vec![stored(
                free,
                &record(Level::I, KeySource::Drawn(1), &row_of(0, 4, Colour::Red)),
            )],
            Static::Notice,
        ),
        (
            "a seed that is not one",
            Link {
                seed: Some("not a seed"),
                ..link("/play/1")
            },
            vec![],
            Static::Notice,
        ),
    ];
    for (what, link, entries, why) in cases {
        assert_eq!(
            open(&link, &storage(&entries), today(), 0, None).map(|g| g.slot),
            Err(why),
            "{what}"
        );
    }
    let unreadable = |_: &str| Err(());
    assert_eq!(
        open(&link("/play/1"), &unreadable, today(), 0, None).map(|g| g.slot),
        Err(Static::Storage)
    );
}

/// What a game ended on the quick board leaves in the statistics once the whole game takes over
/// (`GameSession::ended`): the core's one record of a finished game.
#[test]
fn a_finished_games_record_is_worked_out_once_in_the_core() {
    let at = Timestamp::parse("2026-11-26T10:00:00.000Z").unwrap();
    let slot = GameSlot::Free(Level::I);
    let playing = record(Level::I, KeySource::Link(7), &row_of(0, 4, Colour::Red));
    let finished =
        |r: &GameRecord, slot| Finished::of(r.log.game(), slot, r.source, "x".into(), at.clone());
    assert_eq!(
        finished(&playing, slot),
        None,
        "a game in play is not finished"
    );
    let quit = record(
        Level::I,
        KeySource::Link(7),
        &[row_of(0, 4, Colour::Red), vec![Move::Quit]].concat(),
    );
    let done = finished(&quit, slot).unwrap();
    assert_eq!(
        (done.id.as_str(), done.level, done.seed, done.daily),
        ("x", Level::I, Some(7), None)
    );
    assert_eq!(
        (done.turns, done.ending, done.past),
        (1, Ending::Quit, false)
    );
    let day = Day::parse("2026-11-01").unwrap();
    let past = record(Level::II, KeySource::Daily(day), &[Move::Quit]);
    let done = finished(&past, GameSlot::Past(Level::II, day)).unwrap();
    assert_eq!((done.daily, done.past, done.seed), (Some(day), true, None));
}

proptest! {
    /// Stored values of any shape either open a game or leave the frame static, never panic.
    #[test]
    fn any_stored_text_opens_or_stays_static(game in ".{0,200}", prefs in ".{0,100}") {
        let entries = vec![
            (game_key(GameSlot::Free(Level::I)), game),
            (<Settings as Stored>::key(()), prefs),
        ];
        let _ = open(&link("/play/1"), &storage(&entries), today(), 0, None);
    }

    /// A past date's link over any stored game and log, and a challenge link with any fragment.
    #[test]
    fn any_log_or_fragment_opens_or_stays_static(log in ".{0,200}", fragment in ".{0,60}") {
        let day = Day::parse("2026-11-20").unwrap();
        let entries = vec![
            (game_key(GameSlot::Past(Level::I, day)), log.clone()),
            (<StatsLog as Stored>::key(()), log),
        ];
        let past = Link { date: Some("2026-11-20"), ..link("/daily/1") };
        let _ = open(&past, &storage(&entries), today(), 0, None);
        let challenge = Link { fragment: Some(&fragment), ..link("/challenge") };
        let _ = open(&challenge, &storage(&entries), today(), 0, None);
    }
}

/// The quick board depends on the core, the catalogue (the `words` crate), the routes, the event
/// reader, the board's view, its markup (`src/board_markup.rs` over `src/markup.rs`) and its
/// drawing (`src/board_drawing.rs`, the whole game's board's too, over `src/drawn.rs`), the
/// notes beside the board (`src/intro_view.rs`), the page's markup around it
/// (`src/game_markup.rs`), the header's markup (`src/header_markup.rs`, over the catalogue's
/// plain words), a reply's view and markup (the reply link's program is of the same module), the
/// pieces' look (`src/look.rs`) and the store's Leptos-free core (`src/storage/place.rs`, through
/// which it saves its game) only: neither the Leptos board's bridge, nor the sessions, the
/// components, the DOM adapter, the reactive storage adapter, the catalogue's Leptos hooks or
/// Leptos itself (only dead-code elimination kept Leptos out of its program when it imported
/// them). The board's view, which the Leptos board renders too, is held to the same; the store's
/// core uses no Leptos and, of the crate, the core and its own module's `Trouble` and `Damage`
/// only.
#[test]
fn the_quick_board_imports_the_core_the_catalogue_the_routes_and_the_event_reader_only() {
    let quick = [
        "crate::rules",
        "crate::routes",
        "crate::events",
        "crate::board_view",
        "crate::board_markup",
        "crate::board_drawing",
        "crate::drawn",
        "crate::markup",
        "crate::game_markup",
        "crate::header_markup",
        "crate::intro_view",
        "crate::reply_view",
        "crate::reply_markup",
        "crate::look",
        "crate::storage::place",
    ];
    let sources = [
        (
            "src/quick/mod.rs",
            include_str!("../../src/quick/mod.rs"),
            &quick[..],
        ),
        (
            "src/quick/board.rs",
            include_str!("../../src/quick/board.rs"),
            &quick[..],
        ),
        (
            "src/board_drawing.rs",
            include_str!("../../src/board_drawing.rs"),
            &quick[..],
        ),
        (
            "src/drawn.rs",
            include_str!("../../src/drawn.rs"),
            &["crate::game_markup", "crate::intro_view"][..],
        ),
        (
            "src/game_markup.rs",
            include_str!("../../src/game_markup.rs"),
            &["crate::intro_view", "crate::markup"][..],
        ),
        (
            "src/header_markup.rs",
            include_str!("../../src/header_markup.rs"),
            &["crate::markup", "crate::routes"][..],
        ),
        (
            "src/quick/page.rs",
            include_str!("../../src/quick/page.rs"),
            &quick[..],
        ),
        (
            "src/board_view.rs",
            include_str!("../../src/board_view.rs"),
            &quick[..],
        ),
        (
            "src/board_markup.rs",
            include_str!("../../src/board_markup.rs"),
            &quick[..],
        ),
        (
            "src/markup.rs",
            include_str!("../../src/markup.rs"),
            &[][..],
        ),
        (
            "src/quick/reply.rs",
            include_str!("../../src/quick/reply.rs"),
            &quick[..],
        ),
        (
            "src/quick/start.rs",
            include_str!("../../src/quick/start.rs"),
            &quick[..],
        ),
        (
            "src/reply_view.rs",
            include_str!("../../src/reply_view.rs"),
            &["crate::rules", "crate::routes"][..],
        ),
        (
            "src/reply_markup.rs",
            include_str!("../../src/reply_markup.rs"),
            &[
                "crate::rules",
                "crate::board_markup",
                "crate::board_view",
                "crate::markup",
                "crate::reply_view",
            ][..],
        ),
        (
            "src/intro_view.rs",
            include_str!("../../src/intro_view.rs"),
            &["crate::rules"][..],
        ),
        (
            "src/look.rs",
            include_str!("../../src/look.rs"),
            &["crate::rules"][..],
        ),
        (
            "src/storage/place.rs",
            include_str!("../../src/storage/place.rs"),
            &["crate::rules"][..],
        ),
    ];
    for (file, text, allowed) in sources {
        let code: Vec<&str> = text
            .lines()
            .map(str::trim_start)
            .filter(|l| !l.starts_with("//"))
            .collect();
        for line in &code {
            for word in line.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')) {
                if word.starts_with("crate::") {
                    assert!(
                        allowed
                            .iter()
                            .any(|a| word == *a || word.starts_with(&format!("{a}::"))),
                        "{file} uses {word}: {line}"
                    );
                }
                assert!(!word.starts_with("leptos"), "{file} uses Leptos: {line}");
            }
        }
        // `use super::…` inside quick/ is quick's own; the store's core's `super` is its
        // module's plain types.
        assert!(code.iter().all(|l| !l.contains("super::super")));
    }
    let place = include_str!("../../src/storage/place.rs");
    assert_eq!(
        place.matches("super::").count(),
        0,
        "src/storage/place.rs takes nothing from its module"
    );
}

/// A seeded link whose game the quick board ended in this tab, not yet recorded (a reload before
/// the whole game took over), opens that game, in both programs (`seed_to_open`): the quick board
/// leaves it (it is over) and the whole game shows and records it; once recorded, the link
/// offers its key afresh again.
#[test]
fn a_seeded_game_ended_and_not_yet_recorded_is_the_game_its_link_opens() {
    let seeded = Link {
        seed: Some("7"),
        ..link("/play/1")
    };
    let won = record(Level::I, KeySource::Link(7), &{
        let key = key_from_seed(Level::I, 7);
        let mut moves: Vec<Move> = (0..4).map(|h| place(0, h, key.pegs()[h])).collect();
        moves.push(Move::Submit);
        moves
    });
    assert!(won.log.game().is_over());
    let entries = [stored(GameSlot::Free(Level::I), &won)];
    let id = won.id.clone();
    assert_eq!(
        open(&seeded, &storage(&entries), today(), 0, id.as_deref()).map(|g| g.slot),
        Err(Static::Game),
        "the ended game is the whole game's to show"
    );
    let fresh = open(&seeded, &storage(&entries), today(), 0, None).unwrap();
    assert_eq!(
        fresh.record.log.moves(),
        [],
        "recorded, the link offers its key afresh"
    );
    let found = Loaded::Found(won.clone());
    assert_eq!(seed_to_open(Some("7"), &found, id.as_deref()), None);
    assert_eq!(seed_to_open(Some("7"), &found, Some("another")), Some("7"));
    assert_eq!(
        seed_to_open(Some("7"), &Loaded::Nothing, id.as_deref()),
        Some("7")
    );
}

mod puzzles {
    //! The puzzles the quick board takes (`src/quick/puzzle.rs`), opened by the core's
    //! `open_puzzle` as the whole game's puzzle session opens them.
    use super::{storage, today};
    use mastermind::quick::Static;
    use mastermind::quick::puzzle::{PuzzleLink, open_puzzle_link};
    use mastermind::rules::game::Move;
    use mastermind::rules::level::Level;
    use mastermind::rules::puzzle::{
        Difficulty, Puzzle, PuzzleEnd, PuzzleLog, PuzzleOpening, PuzzleRecord, PuzzleSlot,
        PuzzleSource, open_puzzle,
    };
    use mastermind::rules::store::Stored;
    use mastermind::rules::time::Timestamp;

    fn link(path: &str) -> PuzzleLink<'_> {
        PuzzleLink {
            path,
            ..PuzzleLink::default()
        }
    }

    fn id() -> String {
        "0123456789abcdef".into()
    }

    fn kept(record: &PuzzleRecord) -> (String, String) {
        let slot = record.source.slot(record.puzzle.level());
        (<PuzzleRecord as Stored>::key(slot), record.to_json())
    }

    fn daily_record(level: Level) -> PuzzleRecord {
        PuzzleRecord::new(
            PuzzleSource::Daily(today()),
            id(),
            Puzzle::daily(level, today()),
        )
    }

    #[test]
    fn the_puzzle_of_the_day_and_a_seeds_puzzle_are_generated_here_as_the_whole_game_would() {
        let opened = open_puzzle_link(&link("/puzzle/2/daily"), &storage(&[]), today(), id)
            .expect("the day's puzzle plays on the quick board");
        assert_eq!(opened.record, daily_record(Level::II));
        let seeded = PuzzleLink {
            seed: Some("42"),
            difficulty: Some("hard"),
            ..link("/puzzle/3")
        };
        let opened = open_puzzle_link(&seeded, &storage(&[]), today(), id).unwrap();
        let source = PuzzleSource::Seed {
            seed: 42,
            difficulty: Difficulty::Hard,
        };
        assert_eq!(
            opened.record,
            PuzzleRecord::new(
                source,
                id(),
                Puzzle::generate(Level::III, 42, Difficulty::Hard)
            )
        );
    }

    #[test]
    fn a_kept_puzzle_goes_on_as_it_was_left() {
        let mut record = daily_record(Level::I);
        let row = record.log.game().active_row().unwrap();
        let colour = record.puzzle.key().pegs()[0];
        record.log = record
            .log
            .apply(Move::Place {
                row,
                hole: 0,
                colour,
            })
            .unwrap();
        let entries = [kept(&record)];
        let opened = open_puzzle_link(
            &link("/puzzle/1/daily"),
            &storage(&entries),
            today(),
            || "another".into(),
        )
        .unwrap();
        assert_eq!(opened.record, record);
    }

    #[test]
    fn every_other_puzzle_is_the_whole_games() {
        let none = storage(&[]);
        for path in [
            "/puzzle/1",
            "/puzzle/4/daily",
            "/puzzle/x?seed=1",
            "/play/1",
        ] {
            assert_eq!(
                open_puzzle_link(&link(path), &none, today(), id).map(|_| ()),
                Err(Static::NotAGame),
                "{path}"
            );
        }
        let made = PuzzleLink {
            fragment: Some("#p1abc"),
            ..link("/puzzle/1/daily")
        };
        assert_eq!(
            open_puzzle_link(&made, &none, today(), id).map(|_| ()),
            Err(Static::NotAGame)
        );
        // Damaged storage.
        let key = <PuzzleRecord as Stored>::key(PuzzleSlot::Daily(Level::I));
        let damaged = [(key, "{\"version\":2}".to_owned())];
        assert_eq!(
            open_puzzle_link(&link("/puzzle/1/daily"), &storage(&damaged), today(), id).map(|_| ()),
            Err(Static::Stored)
        );
        let newer = [kept(&daily_record(Level::I))]
            .map(|(k, v)| (k, v.replace("\"version\":2", "\"version\":9")));
        assert_eq!(
            open_puzzle_link(&link("/puzzle/1/daily"), &storage(&newer), today(), id).map(|_| ()),
            Err(Static::Stored)
        );
        // The day's puzzle ended here (kept, over) or elsewhere (in the statistics only).
        let mut over = daily_record(Level::I);
        over.log = over.log.apply(Move::Quit).unwrap();
        assert_eq!(
            open_puzzle_link(
                &link("/puzzle/1/daily"),
                &storage(&[kept(&over)]),
                today(),
                id
            )
            .map(|_| ()),
            Err(Static::Game)
        );
        let end = PuzzleEnd {
            id: id(),
            level: Level::I,
            daily: Some(today()),
            past: false,
            solved: true,
            attempts: 1,
            at: Timestamp::parse("2026-11-25T10:00:00.000Z").unwrap(),
        };
        let log = PuzzleLog::from_ends([end.clone()]);
        let entries = [(<PuzzleLog as Stored>::key(()), log.to_json())];
        assert_eq!(
            open_puzzle_link(&link("/puzzle/1/daily"), &storage(&entries), today(), id).map(|_| ()),
            Err(Static::Game)
        );
        // The same decision as the whole game's session.
        assert_eq!(
            open_puzzle(PuzzleSource::Daily(today()), None, || Some(end.clone())),
            PuzzleOpening::Generate {
                source: PuzzleSource::Daily(today()),
                seed: Puzzle::daily_seed(today()),
                difficulty: Difficulty::of_day(today()),
                ended: Some(end),
            }
        );
        // Another level's end leaves this level's puzzle to the quick board.
        assert!(
            open_puzzle_link(&link("/puzzle/2/daily"), &storage(&entries), today(), id).is_ok()
        );
    }
}
