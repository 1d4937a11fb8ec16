//! Native tests of the quick board's decisions (`src/quick`): which links it plays and which it
//! leaves to the board program, what each press does (the same as the board program's, or
//! nothing until that program arrives), and the queue of presses it hands over, read as
//! untrusted.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

use mastermind::play::BoardKey;
use mastermind::quick::{Link, Pressed, QUEUE_MAX, Queued, Static, open, press, read_queue};
use mastermind::rules::*;
use mastermind::session::game::Notice;
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
        log,
        source,
        id: Some("0123456789abcdef".into()),
        notes: Notes::default(),
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
fn the_links_it_plays_are_the_game_pages_of_a_level_a_custom_game_and_todays_daily_key() {
    assert_eq!(link("/play/1").slot(), Some(GameSlot::Free(Level::I)));
    assert_eq!(link("/play/3").slot(), Some(GameSlot::Free(Level::III)));
    assert_eq!(link("/daily/2").slot(), Some(GameSlot::Daily(Level::II)));
    let custom = Link {
        path: "/play/custom",
        pegs: Some("4"),
        colours: Some("6"),
        turns: Some("10"),
        repeats: Some("yes"),
        ..Link::default()
    };
    assert!(matches!(custom.slot(), Some(GameSlot::Free(l)) if l.is_custom()));
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
        assert_eq!(link(other).slot(), None, "{other}");
    }
    let bad_custom = Link {
        path: "/play/custom",
        pegs: Some("99"),
        ..Link::default()
    };
    assert_eq!(
        bad_custom.slot(),
        None,
        "the custom form says what is wrong"
    );
    let past = Link {
        path: "/daily/1",
        date: Some("2026-11-20"),
        ..Link::default()
    };
    assert_eq!(
        past.slot(),
        None,
        "a past date's key is the board program's"
    );
}

#[test]
fn a_seeded_link_opens_its_key_as_the_board_program_would() {
    let seeded = Link {
        seed: Some("42"),
        ..link("/play/1")
    };
    let game = open(&seeded, &storage(&[]), today()).unwrap();
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
    )
    .unwrap();
    assert_eq!(again.record, mid);
}

#[test]
fn a_daily_link_opens_todays_key_and_a_free_game_its_stored_game_in_hard_mode_too() {
    let daily = open(&link("/daily/3"), &storage(&[]), today()).unwrap();
    assert_eq!(daily.record.source, KeySource::Daily(today()));
    assert_eq!(daily.notice, Notice::Daily(today()));
    let hard = Settings {
        hard_mode: true,
        language: Some("pt".into()),
        ..Settings::default()
    };
    let game = open(&link("/play/2"), &storage(&[settings(hard)]), today()).unwrap();
    assert!(game.record.log.game().hard_mode());
    assert_eq!(game.settings.language.as_deref(), Some("pt"));
    assert!(matches!(game.record.source, KeySource::Drawn(_)));
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
            open(&link, &storage(&entries), today()).map(|g| g.slot),
            Err(why),
            "{what}"
        );
    }
    let unreadable = |_: &str| Err(());
    assert_eq!(
        open(&link("/play/1"), &unreadable, today()).map(|g| g.slot),
        Err(Static::Storage)
    );
}

fn fresh() -> GameLog {
    GameLog::new(Game::new(Level::I, key_from_seed(Level::I, 42)))
}

#[test]
fn presses_play_as_on_the_board_program_and_focus_follows_only_on_the_board() {
    let log = fresh();
    let Pressed::Done { log, cursor, focus } =
        press(&log, Cursor::reset(), BoardKey::Colour(Colour::Red), true)
    else {
        panic!("a colour fills the hole");
    };
    assert_eq!(log.game().peg(0, 0), Some(Colour::Red));
    assert_eq!(cursor.hole(), 1);
    assert_eq!(focus, Some((0, 1)));
    let Pressed::Done { focus, .. } = press(&log, cursor, BoardKey::Colour(Colour::Blue), false)
    else {
        panic!("a colour fills the hole");
    };
    assert_eq!(focus, None, "a key pressed elsewhere leaves focus there");
    // Backspace takes out the peg before an empty hole, and the selection goes there.
    let Pressed::Done {
        log: back, cursor, ..
    } = press(&log, cursor, BoardKey::Back, true)
    else {
        panic!("Backspace takes the peg out");
    };
    assert_eq!(back.game().peg(0, 0), None);
    assert_eq!(cursor.hole(), 0);
    // Undo puts it back, and redo takes it out again.
    let Pressed::Done { log: undone, .. } = press(&back, cursor, BoardKey::Undo, false) else {
        panic!("undo");
    };
    assert_eq!(undone.game(), log.game());
    let Pressed::Done { log: redone, .. } = press(&undone, cursor, BoardKey::Redo, false) else {
        panic!("redo");
    };
    assert_eq!(redone.game(), back.game());
    assert_eq!(
        press(&fresh(), Cursor::reset(), BoardKey::Redo, false),
        Pressed::Nothing
    );
    // The arrows move the selection along the row, and focus with it.
    let Pressed::Done { cursor, focus, .. } =
        press(&fresh(), Cursor::reset(), BoardKey::Step(1), true)
    else {
        panic!("a step");
    };
    assert_eq!((cursor.hole(), focus), (1, Some((0, 1))));
}

#[test]
fn a_row_submits_a_refused_move_raises_the_flag_and_the_move_that_ends_the_game_waits() {
    let key = key_from_seed(Level::I, 42);
    let wrong = if key.pegs()[0] == Colour::Red {
        Colour::Green
    } else {
        Colour::Red
    };
    let mut log = fresh();
    for hole in 0..4 {
        log = log.apply(place(0, hole, wrong)).unwrap();
    }
    let Pressed::Done {
        log: played,
        cursor,
        focus,
    } = press(
        &log,
        Cursor::reset().select(log.game(), 3),
        BoardKey::Submit,
        true,
    )
    else {
        panic!("a full row that is not the key is played");
    };
    assert_eq!(played.game().turns().len(), 1);
    assert_eq!((cursor.hole(), focus), (0, Some((1, 0))));
    // A row that is not full: the flag says why, as on the board program, and nothing moves.
    let Pressed::Refused { reason, cursor } = press(
        &fresh(),
        Cursor::reset().select(fresh().game(), 2),
        BoardKey::Submit,
        false,
    ) else {
        panic!("refused");
    };
    assert_eq!(Err(reason), fresh().apply(Move::Submit).map(|_| ()));
    assert_eq!(cursor.hole(), 2);
    // The key itself: the game ends on the board program (its flag, scores, statistics).
    let mut win = fresh();
    for (hole, &colour) in key.pegs().iter().enumerate() {
        win = win.apply(place(0, hole, colour)).unwrap();
    }
    assert_eq!(
        press(&win, Cursor::reset(), BoardKey::Submit, true),
        Pressed::Wait
    );
    // The last row, wrong: a loss, which waits too.
    let mut last = fresh();
    for row in 0..8 {
        for hole in 0..4 {
            last = last.apply(place(row, hole, wrong)).unwrap();
        }
        if row < 7 {
            last = last.apply(Move::Submit).unwrap();
        }
    }
    assert_eq!(
        press(&last, Cursor::reset(), BoardKey::Submit, true),
        Pressed::Wait
    );
}

#[test]
fn the_queue_reads_back_what_it_was_given() {
    let presses = vec![
        Queued::Key {
            key: BoardKey::Colour(Colour::Grey),
            on_board: true,
        },
        Queued::Key {
            key: BoardKey::Step(-1),
            on_board: true,
        },
        Queued::Key {
            key: BoardKey::Step(isize::MAX / 2),
            on_board: false,
        },
        Queued::Select(3),
        Queued::Key {
            key: BoardKey::Back,
            on_board: false,
        },
        Queued::Key {
            key: BoardKey::Clear,
            on_board: false,
        },
        Queued::Key {
            key: BoardKey::Submit,
            on_board: true,
        },
        Queued::Key {
            key: BoardKey::Undo,
            on_board: false,
        },
        Queued::Key {
            key: BoardKey::Redo,
            on_board: false,
        },
    ];
    let text: Vec<String> = presses.iter().map(|p| p.word()).collect();
    assert_eq!(read_queue(&text.join(" ")), presses);
    assert_eq!(
        read_queue("c0 c99 zz !q @x @2 m m1x !!s s"),
        vec![
            Queued::Key {
                key: BoardKey::Colour(Colour::from_index(0).unwrap()),
                on_board: false
            },
            Queued::Select(2),
            Queued::Key {
                key: BoardKey::Submit,
                on_board: false
            },
        ],
        "what cannot be read is left out"
    );
    assert_eq!(read_queue(&"s ".repeat(1000)).len(), QUEUE_MAX);
}

fn any_key() -> impl Strategy<Value = BoardKey> {
    prop_oneof![
        any::<isize>().prop_map(BoardKey::Step),
        (0usize..10).prop_map(|i| BoardKey::Colour(Colour::from_index(i).unwrap())),
        Just(BoardKey::Clear),
        Just(BoardKey::Back),
        Just(BoardKey::Submit),
        Just(BoardKey::Undo),
        Just(BoardKey::Redo),
    ]
}

proptest! {
    #[test]
    fn any_queue_text_reads_without_panicking(text in ".{0,400}") {
        let read = read_queue(&text);
        prop_assert!(read.len() <= QUEUE_MAX);
    }

    #[test]
    fn every_press_reads_back_as_itself(key in any_key(), on_board: bool, hole in 0usize..1000) {
        let press = Queued::Key { key, on_board };
        prop_assert_eq!(Queued::parse(&press.word()), Some(press));
        prop_assert_eq!(Queued::parse(&Queued::Select(hole).word()), Some(Queued::Select(hole)));
    }

    /// Whatever is pressed, the quick board never ends a game and never makes a move the rules
    /// refuse, and the selection stays on the board.
    #[test]
    fn a_quick_board_never_ends_a_game(keys in prop::collection::vec((any_key(), any::<bool>()), 0..80)) {
        let mut log = fresh();
        let mut cursor = Cursor::reset();
        for (key, on_board) in keys {
            match press(&log, cursor, key, on_board) {
                Pressed::Done { log: next, cursor: c, focus } => {
                    prop_assert!(!next.game().is_over());
                    prop_assert!(c.hole() < 4);
                    if let Some((row, hole)) = focus {
                        prop_assert_eq!(Some(row), next.game().active_row());
                        prop_assert!(hole < 4);
                    }
                    log = *next;
                    cursor = c;
                }
                Pressed::Refused { reason, cursor: c } => {
                    // Refused: the game is as it was, and the rules say the same.
                    prop_assert!(c.hole() < 4);
                    prop_assert!(matches!(key, BoardKey::Colour(_) | BoardKey::Clear | BoardKey::Back | BoardKey::Submit));
                    let _ = reason;
                    cursor = c;
                }
                Pressed::Nothing | Pressed::Wait => {}
            }
        }
    }

    /// Stored values of any shape either open a game or leave the frame static, never panic.
    #[test]
    fn any_stored_text_opens_or_stays_static(game in ".{0,200}", prefs in ".{0,100}") {
        let entries = vec![
            (game_key(GameSlot::Free(Level::I)), game),
            (<Settings as Stored>::key(()), prefs),
        ];
        let _ = open(&link("/play/1"), &storage(&entries), today());
    }
}
