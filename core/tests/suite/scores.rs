//! Native tests of high scores, names and stored data: ranking, qualification, merging, the name
//! rules, and parsing of good, corrupt, truncated, wrong-type and newer-version JSON.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use mastermind_core::code::Code;
use mastermind_core::colour::Colour;
use mastermind_core::game::{Game, Move};
use mastermind_core::key::key_from_seed;
use mastermind_core::key_source::KeySource;
use mastermind_core::level::Level;
use mastermind_core::log::GameLog;
use mastermind_core::name::{Name, NameError, cut_to, user_chars};
use mastermind_core::notes::Notes;
use mastermind_core::saved::{GameRecord, SavedGame};
use mastermind_core::scores::{Entry, ScoreTable, Scores, TABLE_SIZE};
use mastermind_core::store::Read;
use mastermind_core::time::Timestamp;

use common::log_of;
use proptest::prelude::*;

fn at(n: u32) -> Timestamp {
    Timestamp::parse(&format!(
        "2026-01-{:02}T10:{:02}:00.000Z",
        1 + n / 60,
        n % 60
    ))
    .unwrap()
}

fn entry(turns: u8, n: u32) -> Entry {
    entry_at(Level::I, turns, n)
}

fn entry_at(level: Level, turns: u8, n: u32) -> Entry {
    Entry {
        time_ms: None,
        turns,
        key: Code::from_index(level, n * 7919 % level.possible_keys()),
        name: Name::parse(&format!("player {n}")).unwrap(),
        at: at(n),
    }
}

fn table(entries: impl IntoIterator<Item = Entry>) -> ScoreTable {
    ScoreTable::from_entries(entries.into_iter().collect())
}

#[test]
fn fewer_turns_rank_higher_and_ties_go_to_the_earlier_win() {
    let t = table([entry(5, 3), entry(3, 9), entry(5, 1), entry(4, 2)]);
    let order: Vec<(u8, &str)> = t
        .entries()
        .iter()
        .map(|e| (e.turns, e.at.as_str()))
        .collect();
    assert_eq!(
        order,
        [
            (3, at(9).as_str()),
            (4, at(2).as_str()),
            (5, at(1).as_str()),
            (5, at(3).as_str())
        ]
    );
}

#[test]
fn qualification_at_nine_ten_and_eleven_entries() {
    let nine = table((0..9).map(|n| entry(6, n)));
    assert!(nine.qualifies(8), "room left: any win enters");
    let ten = table((0..10).map(|n| entry(6, n)));
    assert_eq!(ten.entries().len(), 10);
    assert!(!ten.qualifies(6), "equal to the worst does not enter");
    assert!(!ten.qualifies(7));
    assert!(ten.qualifies(5));
    let (eleven, rank) = ten.insert(entry(5, 99));
    assert_eq!(eleven.entries().len(), 10, "the table keeps ten");
    assert_eq!(rank, Some(0));
    assert!(
        !eleven.entries().contains(&entry(6, 9)),
        "the worst (latest of the 6s) left"
    );
    let (same, rank) = eleven.insert(entry(7, 100));
    assert_eq!(rank, None);
    assert_eq!(same, eleven);
}

#[test]
fn an_entry_that_ties_the_worst_does_not_push_it_out() {
    let ten = table((0..10).map(|n| entry(6, n)));
    let (after, rank) = ten.insert(entry(6, 50));
    assert_eq!(rank, None);
    assert_eq!(after, ten);
}

fn arb_entry() -> impl Strategy<Value = Entry> {
    (1u8..=8, 0u32..40).prop_map(|(turns, n)| entry(turns, n))
}

fn arb_table() -> impl Strategy<Value = ScoreTable> {
    proptest::collection::vec(arb_entry(), 0..14).prop_map(ScoreTable::from_entries)
}

proptest! {
    #[test]
    fn merge_is_commutative_loses_nothing_and_doubles_nothing(a in arb_table(), b in arb_table()) {
        let ab = a.merge(&b);
        prop_assert_eq!(&ab, &b.merge(&a));
        prop_assert_eq!(&ab.merge(&ab), &ab);
        prop_assert!(ab.entries().len() <= TABLE_SIZE);
        let mut distinct: Vec<Entry> = a.entries().iter().chain(b.entries()).cloned().collect();
        distinct.sort_by(|x, y| (x.turns, &x.at, &x.name).cmp(&(y.turns, &y.at, &y.name)));
        distinct.dedup();
        prop_assert_eq!(ab.entries().len(), distinct.len().min(TABLE_SIZE));
        // Everything better than the merged table's worst entry is in it.
        if let Some(worst) = ab.entries().last() {
            for e in &distinct {
                if e.turns < worst.turns {
                    prop_assert!(ab.entries().contains(e), "lost {:?}", e);
                }
            }
        }
        let mut names: Vec<_> = ab.entries().iter().collect();
        names.dedup();
        prop_assert_eq!(names.len(), ab.entries().len());
    }

    #[test]
    fn stored_scores_round_trip(a in arb_table(), b in proptest::collection::vec((1u8..=12, 0u32..40), 0..12)) {
        let b = ScoreTable::from_entries(b.into_iter().map(|(t, n)| entry_at(Level::III, t, n)).collect());
        let scores = Scores::default().with_table(Level::I, a).with_table(Level::III, b);
        prop_assert_eq!(Scores::parse(&scores.to_json()), Read::Fine(scores));
    }
}

/// Scores as a tab may hold them: tables of level I and II, each maybe reset at some time.
/// Three entries a table at most, so that three tabs' together fit in one table (what a
/// table's best ten leave out is `merge_is_commutative_loses_nothing_and_doubles_nothing`'s).
fn arb_scores() -> impl Strategy<Value = Scores> {
    let small = || proptest::collection::vec(arb_entry(), 0..4).prop_map(ScoreTable::from_entries);
    (
        small(),
        small(),
        proptest::option::of(0u32..40),
        proptest::option::of(0u32..40),
    )
        .prop_map(|(one, two, reset_one, reset_two)| {
            let mut scores = Scores::default();
            if let Some(n) = reset_one {
                scores = scores.cleared(Level::I, at(n));
            }
            if let Some(n) = reset_two {
                scores = scores.cleared(Level::II, at(n));
            }
            let two = ScoreTable::from_entries(
                two.entries()
                    .iter()
                    .map(|e| Entry {
                        key: entry_at(Level::II, 1, 0).key,
                        ..e.clone()
                    })
                    .collect(),
            );
            scores.with_table(Level::I, one).with_table(Level::II, two)
        })
}

proptest! {
    /// Whatever order tabs read each other's writes in, they end with the same scores: the
    /// reconciliation is commutative, associative and idempotent.
    #[test]
    fn tabs_agree_whatever_order_they_reconcile_in(a in arb_scores(), b in arb_scores(), c in arb_scores()) {
        prop_assert_eq!(a.reconcile(&b), b.reconcile(&a));
        prop_assert_eq!(a.reconcile(&b).reconcile(&c), a.reconcile(&b.reconcile(&c)));
        prop_assert_eq!(a.reconcile(&a), a.reconcile(&Scores::default()));
        let ab = a.reconcile(&b);
        prop_assert_eq!(ab.reconcile(&ab), ab.clone());
        prop_assert_eq!(Scores::parse(&ab.to_json()), Read::Fine(ab));
    }

    /// Nothing saved after the later reset is lost (but for a table's best ten), and nothing
    /// saved before it comes back.
    #[test]
    fn a_reconciled_table_keeps_every_entry_after_the_later_reset(a in arb_scores(), b in arb_scores()) {
        let ab = a.reconcile(&b);
        for level in [Level::I, Level::II] {
            let mark = a.cleared_at(level).max(b.cleared_at(level));
            prop_assert_eq!(ab.cleared_at(level), mark);
            let table = ab.table(level);
            for e in table.entries() {
                prop_assert!(mark.is_none_or(|m| e.at > *m), "{:?} came back", e);
            }
            let after: Vec<&Entry> = (a.table(level).entries().iter())
                .chain(b.table(level).entries())
                .filter(|e| mark.is_none_or(|m| e.at > *m))
                .collect();
            if let Some(worst) = table.entries().last() {
                for e in &after {
                    if e.turns < worst.turns {
                        prop_assert!(table.entries().contains(e), "lost {:?}", e);
                    }
                }
            } else {
                prop_assert!(after.is_empty());
            }
        }
    }
}

#[test]
fn two_tabs_saving_at_once_keep_both_and_a_reset_stays_a_reset() {
    // Tab A saves; tab B, which had not seen A's write yet, saves over it.
    let a = Scores::default().with_table(Level::I, table([entry(4, 1)]));
    let b = Scores::default().with_table(Level::I, table([entry(5, 2)]));
    let both = b.reconcile(&a);
    assert_eq!(both.table(Level::I).entries(), [entry(4, 1), entry(5, 2)]);
    // Tab B resets level I; tab A, which had not seen the reset, saves a new score.
    let reset = both.cleared(Level::I, at(3));
    let late = both.with_table(Level::I, both.table(Level::I).insert(entry(6, 4)).0);
    let agreed = late.reconcile(&reset);
    assert_eq!(agreed.table(Level::I).entries(), [entry(6, 4)]);
    assert_eq!(agreed, reset.reconcile(&late));
    // An import brings back what it holds, whatever was reset before.
    let imported = reset.merge(&both);
    assert_eq!(
        imported.table(Level::I).entries(),
        both.table(Level::I).entries()
    );
    assert_eq!(imported.cleared_at(Level::I), None);
}

#[test]
fn a_reset_is_stored_and_read_back_and_a_bad_mark_resets_nothing() {
    let scores = Scores::default()
        .with_table(Level::II, table([entry_at(Level::II, 3, 5)]))
        .cleared(Level::I, at(2));
    let json = scores.to_json();
    assert!(
        json.contains(r#""cleared":{"I":"2026-01-01T10:02:00.000Z"}"#),
        "{json}"
    );
    assert_eq!(Scores::parse(&json), Read::Fine(scores.clone()));
    // No reset: no `cleared`, the form a browser before resets were kept wrote.
    assert!(!Scores::default().to_json().contains("cleared"));
    for bad in [
        r#""cleared":[]"#,
        r#""cleared":{"I":"yesterday"}"#,
        r#""cleared":{"IX":"2026-01-01T10:02:00.000Z"}"#,
    ] {
        let raw = format!(r#"{{"version":1,"tables":{{"I":[]}},{bad}}}"#);
        let Read::Damaged {
            kept: Some(kept), ..
        } = Scores::parse(&raw)
        else {
            panic!("{raw} is damaged");
        };
        assert_eq!(kept.cleared_at(Level::I), None, "{raw}");
    }
}

// ---- names ------------------------------------------------------------------------------------

#[test]
fn names_of_zero_one_forty_four_and_forty_five_characters() {
    assert_eq!(Name::parse(""), Err(NameError::Empty));
    assert_eq!(Name::parse("   "), Err(NameError::Empty));
    assert_eq!(Name::parse("a").unwrap().as_str(), "a");
    let max = "é".repeat(44);
    assert_eq!(Name::parse(&max).unwrap().as_str(), max);
    assert_eq!(
        Name::parse(&"x".repeat(45)),
        Err(NameError::TooLong { chars: 45 })
    );
}

#[test]
fn names_count_what_a_person_counts() {
    let family = "👩\u{200d}👩\u{200d}👧\u{200d}👦"; // one ZWJ sequence
    let flag = "🇵🇹"; // two regional indicators
    let accent = "e\u{301}"; // e + combining acute, not normalised
    assert_eq!(user_chars(family), 1);
    assert_eq!(user_chars(flag), 1);
    assert_eq!(user_chars(accent), 1);
    let name = format!("{}{family}{flag}{accent}", "a".repeat(41));
    assert_eq!(user_chars(&name), 44);
    assert_eq!(Name::parse(&name).unwrap().as_str(), name, "kept exactly");
    assert!(Name::parse(&format!("{name}b")).is_err());
    assert_eq!(
        Name::parse(accent).unwrap().as_str(),
        "e\u{301}",
        "no normalisation"
    );
}

#[test]
fn right_to_left_text_is_a_name_like_any_other() {
    let hebrew = "שלום עולם";
    assert_eq!(Name::parse(hebrew).unwrap().as_str(), hebrew);
    let arabic = "  مرحبا  ";
    assert_eq!(Name::parse(arabic).unwrap().as_str(), "مرحبا");
}

#[test]
fn control_characters_are_refused_but_trimmed_ends_are_fine() {
    assert_eq!(Name::parse("ab\ncd"), Err(NameError::Control('\n')));
    assert_eq!(Name::parse("a\tb"), Err(NameError::Control('\t')));
    assert_eq!(Name::parse("a\u{7}"), Err(NameError::Control('\u{7}')));
    assert_eq!(Name::parse("\n  Ana \t").unwrap().as_str(), "Ana");
}

#[test]
fn cutting_keeps_whole_characters() {
    let family = "👩\u{200d}👩\u{200d}👧";
    let text = format!("{}{family}{family}", "a".repeat(43));
    let (cut, was_cut) = cut_to(&text, 44);
    assert!(was_cut);
    assert_eq!(cut, format!("{}{family}", "a".repeat(43)));
    assert_eq!(cut_to("short", 44), ("short", false));
}

// ---- stored scores ----------------------------------------------------------------------------

const GOOD: &str = r#"{"version":1,"tables":{"I":[{"turns":4,"key":["red","green","blue","pink"],"name":"Ana","at":"2026-11-23T08:03:29.123Z"}],"II":[],"III":[]}}"#;

#[test]
fn good_scores_parse() {
    let Read::Fine(scores) = Scores::parse(GOOD) else {
        panic!("good JSON should parse");
    };
    let table = scores.table(Level::I);
    assert_eq!(table.entries().len(), 1);
    assert_eq!(table.entries()[0].name.as_str(), "Ana");
    assert!(scores.table(Level::II).is_empty());
    assert_eq!(Scores::parse(&scores.to_json()), Read::Fine(scores));
}

#[test]
fn corrupt_truncated_and_wrong_type_scores_are_damaged_never_fatal() {
    let truncated = &GOOD[..GOOD.len() / 2];
    for raw in [
        "",
        "not json",
        "null",
        "[]",
        "42",
        truncated,
        r#"{"tables":{}}"#,
        r#"{"version":"1"}"#,
        r#"{"version":0,"tables":{}}"#,
    ] {
        assert!(
            matches!(Scores::parse(raw), Read::Damaged { .. }),
            "{raw:?}"
        );
    }
    // A wrong entry costs that entry only; the rest is kept.
    let mixed = r#"{"version":1,"tables":{"I":[
        {"turns":4,"key":["red","green","blue","pink"],"name":"Ana","at":"2026-11-23T08:03:29.123Z"},
        {"turns":"four","key":["red"],"name":"Bo","at":"2026-11-23T08:03:29.123Z"},
        {"turns":3,"key":["red","green","blue","orange"],"name":"Cy","at":"2026-11-23T08:03:29.123Z"},
        {"turns":3,"key":["red","green","blue","pink"],"name":"","at":"2026-11-23T08:03:29.123Z"},
        {"turns":9,"key":["red","green","blue","pink"],"name":"Di","at":"2026-11-23T08:03:29.123Z"},
        {"turns":3,"key":["red","green","blue","pink"],"name":"Ed","at":"yesterday"}
    ],"II":{"not":"a list"}}}"#;
    let Read::Damaged {
        kept: Some(kept),
        dropped,
    } = Scores::parse(mixed)
    else {
        panic!("mixed JSON is damaged");
    };
    assert_eq!(dropped, 5);
    assert_eq!(kept.table(Level::I).entries().len(), 1);
    assert_eq!(kept.entry_count(), 1);
}

#[test]
fn newer_scores_are_left_alone() {
    assert_eq!(
        Scores::parse(r#"{"version":2,"tables":{"I":"who knows"}}"#),
        Read::Newer { version: 2 }
    );
}

#[test]
fn timestamps_have_one_exact_form() {
    assert!(Timestamp::parse("2026-11-23T08:03:29.123Z").is_ok());
    for bad in [
        "2026-11-23",
        "2026-11-23T08:03:29Z",
        "2026-13-23T08:03:29.123Z",
        "2026-11-23T24:00:00.000Z",
        "2026-11-23 08:03:29.123Z",
    ] {
        assert!(Timestamp::parse(bad).is_err(), "{bad}");
    }
}

// ---- stored games -----------------------------------------------------------------------------

fn sample_game() -> Game {
    use Colour::*;
    let key = Code::new(Level::II, &[Red, Green, Blue, Yellow, Orange]).unwrap();
    let moves = [[Red, Red, Red, Red, Red], [Red, Green, Pink, Pink, Pink]]
        .iter()
        .enumerate()
        .flat_map(|(row, pegs)| {
            pegs.iter()
                .enumerate()
                .map(move |(hole, &colour)| Move::Place { row, hole, colour })
                .chain([Move::Submit])
        })
        .chain([Move::Place {
            row: 2,
            hole: 3,
            colour: Blue,
        }]);
    Game::replay(Level::II, key, moves).unwrap()
}

#[test]
fn a_saved_game_reloads_exactly() {
    let log = log_of(&sample_game());
    let json = SavedGame::of(&log, KeySource::Unseeded, "g1").to_json();
    assert_eq!(
        SavedGame::parse(&json, Level::II),
        Read::Fine(GameRecord {
            time: None,
            log: log.clone(),
            source: KeySource::Unseeded,
            id: Some("g1".into()),
            notes: Notes::default(),
            pending: false,
        })
    );
    let quit = log.apply(Move::Quit).unwrap();
    let json = SavedGame::of(&quit, KeySource::Unseeded, "g1").to_json();
    assert_eq!(
        SavedGame::parse(&json, Level::II),
        Read::Fine(GameRecord {
            time: None,
            log: quit,
            source: KeySource::Unseeded,
            id: Some("g1".into()),
            notes: Notes::default(),
            pending: false,
        })
    );
    // A drawn seed is kept, so a finished game can be shared as a link to its key.
    let key = key_from_seed(Level::II, 99);
    let drawn = GameLog::new(Game::new(Level::II, key));
    let json = SavedGame::of(&drawn, KeySource::Drawn(99), "g1").to_json();
    assert!(json.contains(r#""source":{"drawn":99}"#), "{json}");
    assert_eq!(
        SavedGame::parse(&json, Level::II),
        Read::Fine(GameRecord {
            time: None,
            log: drawn,
            source: KeySource::Drawn(99),
            id: Some("g1".into()),
            notes: Notes::default(),
            pending: false,
        })
    );
}

#[test]
fn a_saved_game_that_breaks_a_rule_or_is_garbled_is_damaged() {
    let json = SavedGame::of(&log_of(&sample_game()), KeySource::Unseeded, "g1").to_json();
    assert_eq!(
        SavedGame::parse(&json, Level::I),
        Read::UNREADABLE,
        "wrong level"
    );
    assert_eq!(SavedGame::parse(&json[..20], Level::II), Read::UNREADABLE);
    let bad_key = json.replace(r#""key":["red""#, r#""key":["purple""#);
    assert_eq!(SavedGame::parse(&bad_key, Level::II), Read::UNREADABLE);
    let extra_submit = json.replace(r#""Submit""#, r#""Submit","Submit""#);
    assert_eq!(SavedGame::parse(&extra_submit, Level::II), Read::UNREADABLE);
    assert_eq!(
        SavedGame::parse(&json.replace(r#""version":2"#, r#""version":3"#), Level::II),
        Read::Newer { version: 3 }
    );
}
