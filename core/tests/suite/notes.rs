//! The player's notes (SPEC 13): crossing colours out of holes, kept with the stored game, read
//! back only as far as they fit the level, whatever was stored.
#![cfg(not(target_arch = "wasm32"))]

use mastermind_core::code::MAX_PEGS;
use mastermind_core::colour::Colour;
use mastermind_core::game::Game;
use mastermind_core::key::key_from_seed;
use mastermind_core::key_source::KeySource;
use mastermind_core::level::Level;
use mastermind_core::log::GameLog;
use mastermind_core::notes::Notes;
use mastermind_core::saved::{GameRecord, SavedGame};
use mastermind_core::store::{Read, Stored};
use proptest::prelude::*;

#[test]
fn a_colour_crossed_out_of_a_hole_is_kept_with_the_game() {
    let level = Level::II;
    let notes = Notes::default()
        .toggled(0, Colour::Red)
        .toggled(4, Colour::Orange)
        .toggled(2, Colour::Blue)
        .toggled(2, Colour::Blue);
    assert!(notes.crossed(0, Colour::Red));
    assert!(notes.crossed(4, Colour::Orange));
    assert!(!notes.crossed(2, Colour::Blue), "ticked twice: back in");
    assert!(!notes.crossed(1, Colour::Red));
    let record = GameRecord {
        time: None,
        log: GameLog::new(Game::new(level, key_from_seed(level, 3))),
        source: KeySource::Drawn(3),
        id: Some("n1".into()),
        notes,
        pending: false,
    };
    let json = record.to_json();
    assert!(json.contains(r#""notes":[1,0,0,0,64]"#), "{json}");
    match SavedGame::parse(&json, level) {
        Read::Fine(back) => assert_eq!(back, record),
        other => panic!("not read back: {other:?}"),
    }
    // Without notes, nothing is written: older forms stay as they were.
    let plain = GameRecord {
        notes: Notes::default(),
        ..record
    };
    assert!(!plain.to_json().contains("notes"));
}

proptest! {
    /// Whatever list is stored as notes, the game loads, with only the level's holes and colours.
    #[test]
    fn stored_notes_are_cut_to_the_level(stored in proptest::collection::vec(any::<u16>(), 0..20)) {
        let level = Level::I;
        let record = GameRecord { time: None,
            log: GameLog::new(Game::new(level, key_from_seed(level, 1))),
            source: KeySource::Drawn(1),
            id: Some("n2".into()),
            notes: Notes::default(),
            pending: false,
        };
        let json = record.to_json().replacen('{', &format!("{{\"notes\":{stored:?},"), 1);
        let Read::Fine(back) = SavedGame::parse(&json, level) else {
            return Err(TestCaseError::fail(format!("not read: {json}")));
        };
        for (hole, bits) in stored.iter().enumerate().take(MAX_PEGS) {
            for colour in Colour::ALL {
                let wanted = hole < level.pegs()
                    && colour.index() < level.colours()
                    && bits & (1 << colour.index()) != 0;
                prop_assert_eq!(back.notes.crossed(hole, colour), wanted);
            }
        }
    }
}
