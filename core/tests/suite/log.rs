//! Native tests of the move log: undo and redo within the active row (never past a submit), the
//! stored log's round trip and the migration of the version 1 form, and hard mode's refusals.
#![cfg(not(target_arch = "wasm32"))]

use Colour::*;
use mastermind_core::code::Code;
use mastermind_core::colour::Colour;
use mastermind_core::feedback::Feedback;
use mastermind_core::game::{Game, Invalid, Move};
use mastermind_core::key::key_from_seed;
use mastermind_core::key_source::KeySource;
use mastermind_core::level::Level;
use mastermind_core::log::{GameLog, LogError};
use mastermind_core::notes::Notes;
use mastermind_core::saved::{GameRecord, SavedGame};
use mastermind_core::store::Read;
use proptest::prelude::*;

fn key() -> Code {
    Code::new(Level::I, &[Red, Green, Blue, Yellow]).unwrap()
}

fn place(row: usize, hole: usize, colour: Colour) -> Move {
    Move::Place { row, hole, colour }
}

fn apply_all(log: GameLog, moves: &[Move]) -> GameLog {
    moves
        .iter()
        .fold(log, |log, &mv| log.apply(mv).expect("a valid move"))
}

#[test]
fn undo_and_redo_walk_the_active_row_edits() {
    let log = apply_all(
        GameLog::new(Game::new(Level::I, key())),
        &[
            place(0, 0, Red),
            place(0, 1, Pink),
            place(0, 1, Green),
            Move::Clear { row: 0, hole: 0 },
        ],
    );
    assert_eq!(log.game().active_pegs(), [None, Some(Green), None, None]);
    let back1 = log.undo().unwrap();
    assert_eq!(
        back1.game().active_pegs(),
        [Some(Red), Some(Green), None, None]
    );
    let back2 = back1.undo().unwrap();
    assert_eq!(
        back2.game().active_pegs(),
        [Some(Red), Some(Pink), None, None]
    );
    assert!(back2.can_redo());
    assert_eq!(back2.redo().unwrap(), back1);
    assert_eq!(back2.redo().unwrap().redo().unwrap(), log);
    // Back to the start: nothing more to undo, everything to redo.
    let empty = back2.undo().unwrap().undo().unwrap();
    assert_eq!(empty.game(), &Game::new(Level::I, key()));
    assert!(!empty.can_undo());
    assert_eq!(empty.undo(), None);
    assert_eq!(empty.position(), 0);
    assert_eq!(empty.moves().len(), 4);
    // A new move forgets what could have been redone.
    let fresh = back2.apply(place(0, 3, Blue)).unwrap();
    assert!(!fresh.can_redo());
    assert_eq!(fresh.moves().len(), 3);
    assert_eq!(fresh.redo(), None);
}

#[test]
fn undo_never_reaches_past_a_submit_a_quit_or_the_aids() {
    let row = [Red, Red, Green, Green];
    let mut moves: Vec<Move> = row
        .iter()
        .enumerate()
        .map(|(h, &c)| place(0, h, c))
        .collect();
    moves.push(Move::Submit);
    let submitted = apply_all(GameLog::new(Game::new(Level::I, key())), &moves);
    assert!(!submitted.can_undo(), "a submitted guess is never undone");
    assert_eq!(submitted.undo(), None);
    let edited = submitted.apply(place(1, 2, Blue)).unwrap();
    let undone = edited.undo().unwrap();
    assert_eq!(undone.game(), submitted.game());
    assert_eq!(undone.undo(), None);

    let aided = edited.apply(Move::AidsOn).unwrap();
    assert!(!aided.can_undo(), "turning the aids on is never undone");
    let quit = edited.apply(Move::Quit).unwrap();
    assert!(!quit.can_undo());
    assert!(quit.game().is_over());
}

#[test]
fn a_stored_log_keeps_its_redo_tail_and_position() {
    let log = apply_all(
        GameLog::new(Game::new(Level::I, key()).with_hard_mode(true)),
        &[place(0, 0, Red), place(0, 1, Blue), place(0, 2, Pink)],
    );
    let undone = log.undo().unwrap().undo().unwrap();
    let json = SavedGame::of(&undone, KeySource::Unseeded, "g1").to_json();
    assert!(json.contains(r#""version":2"#), "{json}");
    assert!(json.contains(r#""at":1"#), "{json}");
    assert!(json.contains(r#""hard":true"#), "{json}");
    let Read::Fine(GameRecord {
        log: back, source, ..
    }) = SavedGame::parse(&json, Level::I)
    else {
        panic!("a stored log reads back");
    };
    assert_eq!(back, undone);
    assert_eq!(source, KeySource::Unseeded);
    assert!(back.game().hard_mode());
    assert_eq!(back.redo().unwrap().redo().unwrap(), log);
}

#[test]
fn a_version_1_saved_game_migrates_with_every_move_in_force() {
    // Exactly what the release before undo wrote for a level I game: one row played, two pegs
    // placed in the next.
    let v1 = r#"{"version":1,"level":"I","key":["red","green","blue","yellow"],"seed":null,"moves":[{"Place":{"row":0,"hole":0,"colour":"red"}},{"Place":{"row":0,"hole":1,"colour":"red"}},{"Place":{"row":0,"hole":2,"colour":"green"}},{"Place":{"row":0,"hole":3,"colour":"green"}},"Submit",{"Place":{"row":1,"hole":0,"colour":"pink"}},{"Place":{"row":1,"hole":1,"colour":"blue"}}]}"#;
    let Read::Fine(GameRecord {
        log, source, id, ..
    }) = SavedGame::parse(v1, Level::I)
    else {
        panic!("a version 1 game loads");
    };
    assert_eq!(
        source,
        KeySource::Unseeded,
        "version 1 kept no seed for random keys"
    );
    assert_eq!(log.game().turns().len(), 1);
    assert_eq!(
        log.game().turns()[0].feedback,
        Feedback { black: 1, white: 1 }
    );
    assert_eq!(
        log.game().active_pegs(),
        [Some(Pink), Some(Blue), None, None]
    );
    assert_eq!(log.position(), 7);
    assert!(!log.can_redo());
    assert!(
        log.can_undo(),
        "the row being filled can be undone after migrating"
    );
    assert!(!log.game().hard_mode());
    // Written back, it is version 2 and reads the same.
    let json = SavedGame::of(&log, source, "g1").to_json();
    assert_eq!(id, None, "version 1 kept no id");
    assert_eq!(
        SavedGame::parse(&json, Level::I),
        Read::Fine(GameRecord {
            time: None,
            log,
            source,
            id: Some("g1".into()),
            notes: Notes::default(),
            pending: false,
        })
    );
    // A version 1 form that claims what version 1 never had is not trusted.
    let forged = v1.replace(r#""seed":null"#, r#""seed":null,"at":3"#);
    assert_eq!(SavedGame::parse(&forged, Level::I), Read::UNREADABLE);
    // A seeded version 1 game was opened from a link: its seed is the link's.
    let key = key_from_seed(Level::I, 42);
    let names: Vec<String> = key.pegs().iter().map(|c| format!("{:?}", c.id())).collect();
    let seeded = format!(
        r#"{{"version":1,"level":"I","key":[{}],"seed":42,"moves":[]}}"#,
        names.join(",")
    );
    assert!(matches!(
        SavedGame::parse(&seeded, Level::I),
        Read::Fine(GameRecord {
            source: KeySource::Link(42),
            ..
        })
    ));
    // A seed that does not give the stored key is a damaged game.
    let lying = seeded.replace(r#""seed":42"#, r#""seed":43"#);
    assert_eq!(SavedGame::parse(&lying, Level::I), Read::UNREADABLE);
}

#[test]
fn stored_logs_that_break_a_rule_are_refused() {
    let start = || Game::new(Level::I, key());
    assert_eq!(
        GameLog::from_parts(start(), vec![place(0, 0, Red)], 2),
        Err(LogError::Position { at: 2, moves: 1 })
    );
    // Something that is not a row edit cannot wait to be redone.
    let moves = vec![place(0, 0, Red), Move::Quit];
    assert_eq!(
        GameLog::from_parts(start(), moves, 1),
        Err(LogError::Redo { index: 1 })
    );
    // The redo tail is checked too.
    let moves = vec![place(0, 0, Red), place(1, 0, Red)];
    assert!(matches!(
        GameLog::from_parts(start(), moves, 1),
        Err(LogError::Move { index: 1, .. })
    ));
}

#[test]
fn hard_mode_refuses_a_guess_that_contradicts_a_row() {
    let key = key();
    let play = |game: Game, pegs: [Colour; 4]| {
        let row = game.active_row().unwrap();
        pegs.iter()
            .enumerate()
            .fold(game, |g, (hole, &colour)| {
                g.apply(place(row, hole, colour)).unwrap()
            })
            .apply(Move::Submit)
    };
    let hard = Game::new(Level::I, key).with_hard_mode(true);
    // Row 1: red red red red scores 1 black (the key has one red, in hole 1).
    let after = play(hard.clone(), [Red, Red, Red, Red]).unwrap();
    // A guess with no red cannot be the key: row 1 would then have scored nothing.
    assert_eq!(
        play(after.clone(), [Green, Blue, Yellow, Pink]),
        Err(Invalid::Contradicts {
            row: 0,
            would: Feedback { black: 0, white: 0 }
        })
    );
    // A guess that fits row 1 is taken.
    let fits = play(after.clone(), [Red, Blue, Yellow, Pink]).unwrap();
    assert_eq!(fits.turns().len(), 2);
    // Row 2 (red blue yellow pink: 1 black, 2 white) now also binds: the key fits both rows;
    // red pink pink pink fits row 1 but would give row 2 two blacks, so row 2 is named.
    assert!(play(fits.clone(), [Red, Green, Blue, Yellow]).is_ok());
    assert_eq!(
        play(fits.clone(), [Red, Pink, Pink, Pink]),
        Err(Invalid::Contradicts {
            row: 1,
            would: Feedback { black: 2, white: 0 }
        })
    );
    // Without hard mode the same guesses are allowed.
    let easy = play(Game::new(Level::I, key), [Red, Red, Red, Red]).unwrap();
    assert!(play(easy, [Green, Blue, Yellow, Pink]).is_ok());
}

/// A move at random, valid or not, on a level I board.
fn arb_move() -> impl Strategy<Value = Move> {
    prop_oneof![
        6 => (0..8usize, 0..4usize, 0..6usize).prop_map(|(row, hole, c)| Move::Place {
            row,
            hole,
            colour: Colour::from_index(c).unwrap()
        }),
        1 => (0..8usize, 0..4usize).prop_map(|(row, hole)| Move::Clear { row, hole }),
        2 => Just(Move::Submit),
        1 => Just(Move::AidsOn),
    ]
}

/// What a player does: a move, an undo or a redo.
#[derive(Clone, Debug)]
enum Act {
    Move(Move),
    Undo,
    Redo,
}

fn arb_act() -> impl Strategy<Value = Act> {
    prop_oneof![
        8 => arb_move().prop_map(Act::Move),
        2 => Just(Act::Undo),
        1 => Just(Act::Redo),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Any sequence of valid moves, undos and redos, saved and loaded, gives the same state;
    /// and the game is always the start replayed through the moves in force.
    #[test]
    fn any_history_saved_and_loaded_is_the_same(
        seed in any::<u64>(),
        hard in any::<bool>(),
        acts in proptest::collection::vec(arb_act(), 0..120),
    ) {
        let key = key_from_seed(Level::I, seed);
        let mut log = GameLog::new(Game::new(Level::I, key).with_hard_mode(hard));
        for act in acts {
            let before = log.game().turns().len();
            let next = match act {
                Act::Move(mv) => log.apply(mv).ok(),
                Act::Undo => log.undo(),
                Act::Redo => log.redo(),
            };
            if let Some(next) = next {
                if matches!(act, Act::Undo | Act::Redo) {
                    prop_assert_eq!(next.game().turns().len(), before, "undo and redo stay in the row");
                }
                log = next;
            }
            let replayed = Game::replay_from(
                log.start().clone(),
                log.moves()[..log.position()].iter().copied(),
            );
            prop_assert_eq!(replayed.as_ref(), Ok(log.game()));
        }
        let source = KeySource::Drawn(seed);
        let json = SavedGame::of(&log, source, "g1").to_json();
        prop_assert_eq!(
            SavedGame::parse(&json, Level::I),
            Read::Fine(GameRecord { time: None, log, source, id: Some("g1".into()), notes: Notes::default(), pending: false })
        );
    }
}
