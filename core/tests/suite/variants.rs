//! The variants of SPEC §14 in the core: every rule's marks against a brute-force reference
//! written here, the colour game's vectors, colours only's win, a variant's game played by the
//! rules, and the stored forms of every variant (games, scores, statistics) round-tripping and
//! refusing junk.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::{log_of, play_row};
use mastermind_core::code::Code;
use mastermind_core::colour::Colour;
use mastermind_core::feedback::Feedback;
use mastermind_core::game::{Game, Status};
use mastermind_core::key::key_from_seed;
use mastermind_core::key_source::KeySource;
use mastermind_core::level::Level;
use mastermind_core::name::Name;
use mastermind_core::notes::Notes;
use mastermind_core::saved::{GameRecord, GameSlot, SavedGame};
use mastermind_core::scores::{Entry, ScoreTable, Scores};
use mastermind_core::stats::{Ending, Finished, StatsGroup, StatsLog};
use mastermind_core::store::{Read, Stored};
use mastermind_core::time::Timestamp;
use mastermind_core::variant::{Rule, Symbol, Variant};
use proptest::prelude::*;

/// The marks of `guess` against `key` by `rule`, counted the slow way: pair the blacks, then
/// walk the guess's other pegs.
fn reference(rule: Rule, key: &[Colour], guess: &[Colour]) -> (u8, u8) {
    let black = key.iter().zip(guess).filter(|(k, g)| k == g).count();
    let mut white = 0;
    match rule {
        Rule::Standard | Rule::ColoursOnly => {
            // Each key peg pairs at most once.
            let mut free: Vec<Option<Colour>> = key
                .iter()
                .zip(guess)
                .map(|(k, g)| (k != g).then_some(*k))
                .collect();
            for (i, g) in guess.iter().enumerate() {
                if key.get(i) == Some(g) {
                    continue;
                }
                if let Some(slot) = free.iter_mut().find(|s| **s == Some(*g)) {
                    *slot = None;
                    white += 1;
                }
            }
        }
        Rule::ColourGame => {
            // Key pegs are not used up.
            for (i, g) in guess.iter().enumerate() {
                if key.get(i) != Some(g) && key.contains(g) {
                    white += 1;
                }
            }
        }
    }
    (black as u8, white as u8)
}

fn arb_variant() -> impl Strategy<Value = Variant> {
    proptest::sample::select(Variant::ALL.to_vec())
}

/// A variant and two of its codes, drawn by number.
fn arb_pair() -> impl Strategy<Value = (Variant, Code, Code)> {
    (arb_variant(), any::<u32>(), any::<u32>()).prop_map(|(v, a, b)| {
        let level = Level::Variant(v);
        let n = level.possible_keys();
        (
            v,
            Code::from_index(level, a % n),
            Code::from_index(level, b % n),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn every_variants_marks_are_the_references((v, key, guess) in arb_pair()) {
        let level = Level::Variant(v);
        let f = level.feedback(&key, &guess);
        prop_assert_eq!((f.black, f.white), reference(v.rule(), key.pegs(), guess.pegs()));
        prop_assert!(v.rule().possible(f, v.pegs()));
        prop_assert!(v.rule().all(v.pegs()).any(|g| g == f));
        // A key always wins against itself.
        prop_assert!(level.is_win(level.feedback(&key, &key)));
    }

    #[test]
    fn a_seeded_key_is_a_code_of_its_variant(v in arb_variant(), seed in any::<u64>()) {
        let level = Level::Variant(v);
        let key = key_from_seed(level, seed);
        prop_assert!(Code::new(level, key.pegs()).is_ok());
    }
}

fn code(level: Level, pegs: &[Colour]) -> Code {
    Code::new(level, pegs).unwrap()
}

#[test]
fn the_colour_games_vectors_of_the_spec() {
    use Colour::*;
    let level = Level::Variant(Variant::ColourGameI);
    let cases = [
        ([Red, Red, Blue, Green], [Red, Blue, Blue, Red], (2, 2)),
        (
            [Red, Red, Blue, Green],
            [Green, Green, Green, Green],
            (1, 3),
        ),
        // 1 2 3 4 against 4 3 2 1, and 1 1 2 2 against 1 2 2 2, digits as colours.
        (
            [Red, Green, Blue, Yellow],
            [Yellow, Blue, Green, Red],
            (0, 4),
        ),
        ([Red, Red, Green, Green], [Red, Green, Green, Green], (3, 1)),
    ];
    for (key, guess, (black, white)) in cases {
        let f = level.feedback(&code(level, &key), &code(level, &guess));
        assert_eq!(f, Feedback { black, white }, "{key:?} {guess:?}");
    }
    // The same rows under §1.1 differ: the colour game counts more whites.
    let standard = Level::I.feedback(
        &code(Level::I, &[Red, Red, Blue, Green]),
        &code(Level::I, &[Red, Blue, Blue, Red]),
    );
    assert_eq!(standard, Feedback { black: 2, white: 1 });
}

#[test]
fn colours_only_is_won_by_the_keys_colours_in_another_order() {
    use Colour::*;
    let level = Level::Variant(Variant::ColoursOnly);
    let key = code(level, &[Red, Green, Blue, Blue]);
    let mut game = Game::new(level, key);
    game = play_row(&game, &[Blue, Red, Green, Yellow]);
    assert_eq!(game.status(), Status::Playing);
    game = play_row(&game, &[Blue, Blue, Green, Red]);
    assert_eq!(game.status(), Status::Won { turns: 2 });
    // The same row at level I is no win.
    let game = play_row(&Game::new(Level::I, key), &[Blue, Blue, Green, Red]);
    assert_eq!(game.status(), Status::Playing);
}

#[test]
fn a_variant_is_lost_after_its_own_turns() {
    use Colour::*;
    let level = Level::Variant(Variant::ColourGameI);
    let mut game = Game::new(level, code(level, &[Red, Red, Red, Red]));
    for turn in 1..=6 {
        assert_eq!(game.status(), Status::Playing, "turn {turn}");
        game = play_row(&game, &[Green, Green, Green, Green]);
    }
    assert_eq!(game.status(), Status::Lost);
}

#[test]
fn bagels_and_bulls_and_cows_refuse_a_repeated_digit() {
    for v in [Variant::Bagels, Variant::BullsAndCows] {
        let level = Level::Variant(v);
        let pegs = vec![Colour::Red; v.pegs()];
        assert!(Code::new(level, &pegs).is_err(), "{v:?}");
    }
    // Number Mastermind has six digits, 1 to 6: no seventh symbol.
    let number = Level::Variant(Variant::Number);
    assert!(Code::new(number, &[Colour::Orange; 4]).is_err());
    assert_eq!(
        Variant::Number.symbols().symbol(Colour::Red),
        Symbol::Digit(1)
    );
}

fn at(n: u32) -> Timestamp {
    Timestamp::parse(&format!("2026-11-{:02}T10:00:00.000Z", 1 + n % 28)).unwrap()
}

#[test]
fn every_variants_game_round_trips_in_its_own_slot() {
    let mut keys = std::collections::BTreeSet::new();
    for v in Variant::ALL {
        let level = Level::Variant(v);
        let key = key_from_seed(level, 11);
        let first = Code::from_index(level, 0);
        let game = play_row(&Game::new(level, key), first.pegs());
        let record = GameRecord {
            time: None,
            log: log_of(&game),
            source: KeySource::Link(11),
            id: Some(format!("g-{}", v.slug())),
            notes: Notes::default(),
            pending: false,
        };
        let slot = GameSlot::Free(level);
        let json = Stored::to_json(&record);
        assert!(
            json.contains(&format!(r#""level":{{"Variant":"{}"}}"#, v.slug())),
            "{json}"
        );
        match SavedGame::parse(&json, level) {
            Read::Fine(read) => assert_eq!(read.log.game(), &game),
            other => panic!("{v:?}: {other:?}"),
        }
        // Another variant's slot, or level I's, does not take it.
        assert!(SavedGame::parse(&json, Level::I).value().is_none());
        let other = Level::Variant(if v == Variant::Mini {
            Variant::Kids
        } else {
            Variant::Mini
        });
        assert!(SavedGame::parse(&json, other).value().is_none(), "{v:?}");
        assert!(keys.insert(<GameRecord as Stored>::key(slot)));
    }
    assert!(keys.contains("mastermind.v1.game.variant-bulls-and-cows"));
}

#[test]
fn a_stored_variant_game_with_junk_is_refused() {
    let level = Level::Variant(Variant::Number);
    let key = key_from_seed(level, 3);
    let record = GameRecord {
        time: None,
        log: log_of(&Game::new(level, key)),
        source: KeySource::Link(3),
        id: Some("g-n".into()),
        notes: Notes::default(),
        pending: false,
    };
    let json = Stored::to_json(&record);
    for (from, to) in [
        (r#""Variant":"number""#, r#""Variant":"numbers""#),
        (r#""Variant":"number""#, r#""Variant":7"#),
        (r#""Variant":"number""#, r#""Custom":"number""#),
    ] {
        let bad = json.replace(from, to);
        assert_ne!(bad, json);
        assert!(SavedGame::parse(&bad, level).value().is_none(), "{bad}");
    }
}

fn entry(level: Level, turns: u8, n: u32) -> Entry {
    Entry {
        time_ms: None,
        turns,
        key: Code::from_index(level, n * 7919 % level.possible_keys()),
        name: Name::parse(&format!("player {n}")).unwrap(),
        at: at(n),
    }
}

#[test]
fn variants_keep_high_scores_of_their_own() {
    let mini = Level::Variant(Variant::Mini);
    let bagels = Level::Variant(Variant::Bagels);
    let scores = Scores::default()
        .with_table(
            Level::I,
            ScoreTable::from_entries(vec![entry(Level::I, 5, 1)]),
        )
        .with_table(mini, ScoreTable::from_entries(vec![entry(mini, 4, 2)]))
        .with_table(bagels, ScoreTable::from_entries(vec![entry(bagels, 12, 3)]));
    let json = scores.to_json();
    assert!(
        json.contains(r#""mini":["#) && json.contains(r#""bagels":["#),
        "{json}"
    );
    assert_eq!(Scores::parse(&json), Read::Fine(scores.clone()));
    assert_eq!(scores.table(mini).entries().len(), 1);
    assert_eq!(
        scores.table(Level::Variant(Variant::Kids)).entries().len(),
        0
    );
    assert!(scores.qualifies(mini, 6));
    assert_eq!(scores.entry_count(), 3);
    // An empty variant table is left out, so the stored form of a player without variant
    // scores is what it was before the variants.
    let plain = Scores::default().to_json();
    assert!(!plain.contains("mini"), "{plain}");
    // A variant's entry that is not a code of the variant is dropped, the rest kept.
    let bad = json.replace(r#""bagels":[{"turns":12"#, r#""bagels":[{"turns":21"#);
    assert_ne!(bad, json);
    match Scores::parse(&bad) {
        Read::Damaged {
            kept: Some(kept),
            dropped: 1,
        } => {
            assert!(kept.table(bagels).is_empty());
            assert_eq!(kept.table(mini), scores.table(mini));
        }
        other => panic!("{other:?}"),
    }
    // An unknown table is damage, never a panic.
    let unknown = json.replace(r#""mini":["#, r#""maxi":["#);
    assert!(matches!(Scores::parse(&unknown), Read::Damaged { .. }));
    // Custom games still have none.
    let custom = Level::Custom(mastermind_core::level::Custom::new(4, 6, 8, true).unwrap());
    assert!(!scores.qualifies(custom, 1));
}

#[test]
fn variants_keep_statistics_of_their_own() {
    let mini = Level::Variant(Variant::Mini);
    let finished = |id: &str, level: Level, ending: Ending, turns: u8| {
        common::finished(id, level, ending, turns, at(1))
    };
    let log = StatsLog::from_games([
        finished("a", mini, Ending::Won, 3),
        finished("b", Level::I, Ending::Lost, 8),
        finished("c", Level::Variant(Variant::Bagels), Ending::Quit, 2),
    ]);
    assert!(log.games().iter().all(Finished::is_valid));
    let json = log.to_json();
    assert_eq!(StatsLog::parse(&json), Read::Fine(log.clone()));
    let held: Vec<_> = log
        .games()
        .iter()
        .filter(|g| StatsGroup::from(mini).holds(g))
        .collect();
    assert_eq!(held.len(), 1);
    assert_eq!(held[0].id, "a");
    assert!(!StatsGroup::Custom.holds(held[0]));
    // A Mini game of 7 turns cannot be (Mini has 6).
    assert!(!finished("d", mini, Ending::Won, 7).is_valid());
    assert!(!finished("e", mini, Ending::Lost, 5).is_valid());
    let mut reset = log.clone();
    assert_eq!(reset.reset(mini), 1);
    assert_eq!(reset.games().len(), 2);
}
