//! Native property tests of every parser of untrusted data (storage, files, URLs, pasted codes,
//! worker messages): arbitrary JSON values, arbitrary text and random mutations of valid stored
//! forms (a field dropped, an entry duplicated, a field retyped, a number, array or string
//! enlarged) each give a value or a typed error, never a panic. Plus the crafted stored values
//! of issue 20, which used to stop every page at start-up.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::{STATS_LOG, code, custom, fill_log, hand_breaker_moves, sample_match, saved_breaker};
use mastermind_core::code::Code;
use mastermind_core::codebreaker::{AnswerError, BreakerMove, Codebreaker};
use mastermind_core::colour::Colour;
use mastermind_core::contest::{Match, MatchLog};
use mastermind_core::daily::{Day, daily_key};
use mastermind_core::feedback::Feedback;
use mastermind_core::game::{Game, Move, Turn};
use mastermind_core::glance::{glance_game, glance_streak};
use mastermind_core::key::{key_from_seed, parse_seed};
use mastermind_core::key_source::KeySource;
use mastermind_core::level::{Custom, Level};
use mastermind_core::log::GameLog;
use mastermind_core::name::Name;
use mastermind_core::saved::{GameRecord, SavedGame};
use mastermind_core::scores::Scores;
use mastermind_core::sessions::{
    BreakerRecord, MatchDraft, MatchKind, SavedBreaker, parse_stored_match,
};
use mastermind_core::settings::Settings;
use mastermind_core::solver::protocol::{Answer, Reply, Request, Task, answer};
use mastermind_core::solver::{
    self, MAX_ROWS, Solver, SolverLimit, remaining_after_each, smallest_conflict,
};
use mastermind_core::stats::StatsLog;
use mastermind_core::store::Read;
use mastermind_core::time::Timestamp;
use proptest::prelude::*;
use proptest::sample::{Index, select};
use serde_json::Value;

// ---- the parsers, each called and its answer dropped: the point is "no panic" ----

fn scores(raw: &str) {
    let _ = Scores::parse(raw);
}

fn stats(raw: &str) {
    let _ = StatsLog::parse(raw);
    if let Ok(doc) = serde_json::from_str::<Value>(raw) {
        let _ = glance_streak(&doc);
    }
}

fn settings(raw: &str) {
    let _ = Settings::parse(raw);
}

/// A saved game (v1 or v2) read for every standard level and a custom one.
fn saved_game(raw: &str) {
    for level in Level::ALL.into_iter().chain([custom(5, 8, 12, false)]) {
        let _ = SavedGame::parse(raw, level);
        // Home's glance at a stored game reads the same untrusted text.
        if let Ok(doc) = serde_json::from_str::<Value>(raw) {
            let _ = glance_game(&doc, level);
        }
    }
}

fn codebreaker(raw: &str) {
    let _ = SavedBreaker::parse(raw);
}

fn stored_match(raw: &str) {
    for kind in MatchKind::ALL {
        let _ = parse_stored_match(raw, kind);
    }
}

fn match_file(raw: &str) {
    let _ = Match::from_file(raw);
}

/// A message to the worker, answered as the worker answers it; and a message from it.
fn worker(raw: &str) {
    if let Ok(request) = serde_json::from_str::<Request>(raw) {
        let _ = answer(&request.task);
    }
    if let Ok(task) = serde_json::from_str::<Task>(raw) {
        let _ = answer(&task);
    }
    let _ = serde_json::from_str::<Reply>(raw);
}

/// A level as stored inside any JSON value (custom ones included).
fn level_json(raw: &str) {
    let _ = serde_json::from_str::<Level>(raw);
    let _ = serde_json::from_str::<Custom>(raw);
}

/// The texts read from URLs and forms: a level, a custom game's query, a daily date (and its
/// key), a seed (and its key), a name, a time.
fn text(raw: &str) {
    let _ = Level::parse(raw);
    let _ = Custom::from_query(Some(raw), Some(raw), Some(raw), Some(raw));
    let _ = Custom::from_query(Some(raw), Some("6"), Some("10"), Some("yes"));
    let _ = Custom::from_query(Some("4"), Some(raw), Some("10"), Some("no"));
    if let Ok(day) = Day::parse(raw) {
        for level in Level::ALL {
            let _ = daily_key(level, day);
        }
    }
    if let Ok(seed) = parse_seed(raw) {
        for level in Level::ALL {
            let _ = key_from_seed(level, seed);
        }
    }
    let _ = Name::parse(raw);
    let _ = Timestamp::parse(raw);
}

/// A parser, by name.
type Parser = (&'static str, fn(&str));

/// Every JSON parser.
const JSON_PARSERS: [Parser; 9] = [
    ("scores", scores),
    ("statistics", stats),
    ("settings", settings),
    ("saved game", saved_game),
    ("codebreaker", codebreaker),
    ("stored match", stored_match),
    ("match file", match_file),
    ("worker message", worker),
    ("level", level_json),
];

fn every_parser(raw: &str) {
    for (_, parse) in JSON_PARSERS {
        parse(raw);
    }
    text(raw);
}

// ---- valid stored forms, to mutate ----

const SCORES: &str = r#"{"version":1,"tables":{"I":[{"turns":4,"key":["red","green","blue","pink"],"name":"Ana","at":"2026-11-23T08:03:29.123Z"}],"II":[],"III":[]}}"#;

const SETTINGS: &str = r#"{"version":1,"language":"pt","hard_mode":true}"#;

const SAVED_GAME_V1: &str = r#"{"version":1,"level":"I","key":["red","green","blue","yellow"],"seed":null,"moves":[{"Place":{"row":0,"hole":0,"colour":"red"}},{"Place":{"row":0,"hole":1,"colour":"red"}},{"Place":{"row":0,"hole":2,"colour":"green"}},{"Place":{"row":0,"hole":3,"colour":"green"}},"Submit",{"Place":{"row":1,"hole":0,"colour":"pink"}},{"Place":{"row":1,"hole":1,"colour":"blue"}}]}"#;

/// A saved game against the devious computer at level I: two rows, each answered by an
/// `Answer` move, as the page records them.
fn saved_game_devious() -> String {
    let level = Level::I;
    let mut log = GameLog::new(Game::new(level, key_from_seed(level, 0)).with_devious(true));
    for seed in [1, 2] {
        let guess = key_from_seed(level, seed);
        log = fill_log(log, &guess);
        let a = solver::devious_answer(level, log.game().turns(), guess).unwrap();
        log = log
            .apply(Move::Answer {
                feedback: a.feedback,
                key: a.key,
            })
            .unwrap();
    }
    SavedGame::of(&log, KeySource::Devious, "g2").to_json()
}

/// A saved custom game (5 pegs, 8 colours, 12 turns, no repeats) with one row played.
fn saved_game_custom() -> String {
    let level = custom(5, 8, 12, false);
    let mut log = GameLog::new(Game::new(level, key_from_seed(level, 4)));
    log = fill_log(log, &key_from_seed(level, 9));
    log = log.apply(Move::Submit).unwrap();
    SavedGame::of(&log, KeySource::Drawn(4), "g3").to_json()
}

/// A saved game (v2) of level II with two rows played, one undone.
fn saved_game_v2() -> String {
    let level = Level::II;
    let mut log = GameLog::new(Game::new(level, key_from_seed(level, 5)));
    for seed in [1, 2] {
        log = fill_log(log, &key_from_seed(level, seed));
        log = log.apply(Move::Submit).unwrap();
    }
    let log = log
        .apply(Move::Place {
            row: 2,
            hole: 1,
            colour: Colour::Blue,
        })
        .unwrap()
        .undo()
        .unwrap();
    SavedGame::of(&log, KeySource::Drawn(5), "g1").to_json()
}

fn worker_request() -> String {
    let level = Level::I;
    let rows = vec![Turn {
        guess: code(
            level,
            &[Colour::Red, Colour::Red, Colour::Green, Colour::Green],
        ),
        feedback: Feedback { black: 1, white: 1 },
    }];
    serde_json::to_string(&Request {
        id: 7,
        task: Task::Conflict { level, rows },
    })
    .unwrap()
}

fn form(name: &'static str, parse: fn(&str), value: Value) -> (Parser, Value) {
    ((name, parse), value)
}

/// Every valid stored form, with the parser that reads it.
fn valid_forms() -> Vec<(Parser, Value)> {
    let parse = |raw: &str| serde_json::from_str::<Value>(raw).unwrap();
    let level = Level::II;
    // Four rounds at level I, two of them played.
    let m = sample_match(12);
    let draft = MatchDraft {
        secret: Some(vec![Some(Colour::Red), None, None, None]),
    };
    vec![
        form("scores", scores, parse(SCORES)),
        form("statistics", stats, parse(STATS_LOG)),
        form("settings", settings, parse(SETTINGS)),
        form("saved game v1", saved_game, parse(SAVED_GAME_V1)),
        form("saved game v2", saved_game, parse(&saved_game_v2())),
        form(
            "saved game devious",
            saved_game,
            parse(&saved_game_devious()),
        ),
        form("saved game custom", saved_game, parse(&saved_game_custom())),
        form(
            "codebreaker",
            codebreaker,
            parse(&saved_breaker(
                level,
                true,
                Some(hand_breaker_moves(level, key_from_seed(level, 3), 5)),
            )),
        ),
        form(
            "codebreaker custom",
            codebreaker,
            parse(&saved_breaker(
                custom(3, 5, 8, false),
                true,
                Some(hand_breaker_moves(
                    custom(3, 5, 8, false),
                    key_from_seed(custom(3, 5, 8, false), 1),
                    4,
                )),
            )),
        ),
        form(
            "stored match",
            stored_match,
            parse(&mastermind_core::sessions::stored_match(
                &MatchLog::new(m.clone()),
                &draft,
            )),
        ),
        form("match file", match_file, parse(&m.to_file())),
        form("worker message", worker, parse(&worker_request())),
        form(
            "custom level",
            level_json,
            serde_json::to_value(custom(5, 8, 12, true)).unwrap(),
        ),
    ]
}

// ---- arbitrary JSON, and mutations ----

/// Words of the stored forms, so that arbitrary values often look like the real ones.
const WORDS: &[&str] = &[
    "version",
    "level",
    "I",
    "II",
    "III",
    "Custom",
    "pegs",
    "colours",
    "turns",
    "repeats",
    "key",
    "red",
    "green",
    "blue",
    "yellow",
    "pink",
    "turquoise",
    "orange",
    "purple",
    "brown",
    "grey",
    "moves",
    "Place",
    "Clear",
    "Submit",
    "Quit",
    "row",
    "hole",
    "colour",
    "seed",
    "source",
    "drawn",
    "daily",
    "at",
    "id",
    "games",
    "tables",
    "name",
    "outcome",
    "won",
    "lost",
    "quit",
    "format",
    "mastermind-match",
    "rounds",
    "setup",
    "by_hand",
    "secret",
    "guess",
    "answer",
    "correct_last",
    "black",
    "white",
    "task",
    "next_guess",
    "conflict",
    "rows",
    "feedback",
    "draft",
    "language",
    "hard_mode",
    "2026-11-23",
    "2026-11-23T08:00:00.000Z",
];

fn arb_string() -> impl Strategy<Value = String> {
    prop_oneof![
        select(WORDS).prop_map(str::to_owned),
        ".{0,12}",
        "[0-9-]{0,24}",
    ]
}

/// Numbers at the edges of the sizes the forms store.
const BIG_NUMBERS: &[u64] = &[u32::MAX as u64, u32::MAX as u64 + 1, u64::MAX, 1 << 53];

fn arb_number() -> BoxedStrategy<Value> {
    prop_oneof![
        (0u64..30).prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        select(BIG_NUMBERS).prop_map(Value::from),
    ]
    .boxed()
}

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        arb_number(),
        arb_string().prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            prop::collection::vec((arb_string(), inner), 0..8)
                .prop_map(|fields| Value::Object(fields.into_iter().collect())),
        ]
    })
}

/// An arbitrary value, often an object with a version the parsers read on.
fn arb_document() -> impl Strategy<Value = Value> {
    prop_oneof![
        arb_json(),
        (arb_json(), 0u64..4, any::<bool>()).prop_map(|(value, version, as_match)| {
            let mut object = match value {
                Value::Object(o) => o,
                other => [("moves".to_owned(), other)].into_iter().collect(),
            };
            object.insert("version".into(), version.into());
            if as_match {
                object.insert("format".into(), "mastermind-match".into());
            }
            Value::Object(object)
        }),
    ]
}

#[derive(Clone, Debug)]
enum Mutation {
    Drop,
    Duplicate,
    Retype(Value),
    Enlarge(Value, usize),
}

fn arb_mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        Just(Mutation::Drop),
        Just(Mutation::Duplicate),
        arb_json().prop_map(Mutation::Retype),
        (arb_number(), 2usize..300).prop_map(|(n, times)| Mutation::Enlarge(n, times)),
    ]
}

/// Applies `mutation` at the place `path` leads to (each index picks a field or an entry; the
/// walk stops where the value has none).
fn mutate(value: &mut Value, path: &[Index], mutation: &Mutation) {
    let (step, rest) = match path.split_first() {
        Some(split) => split,
        None => return mutate_here(value, mutation),
    };
    let children = match value {
        Value::Object(o) => o.len(),
        Value::Array(a) => a.len(),
        _ => 0,
    };
    if children == 0 {
        return mutate_here(value, mutation);
    }
    let i = step.index(children);
    // Stop at this container to drop or duplicate its entry `i` when the path ends here.
    if rest.is_empty() {
        match (value, mutation) {
            (Value::Array(a), Mutation::Drop) => {
                a.remove(i);
                return;
            }
            (Value::Array(a), Mutation::Duplicate) => {
                let copy = a[i].clone();
                a.insert(i, copy);
                return;
            }
            (Value::Object(o), Mutation::Drop) => {
                let key = o.keys().nth(i).cloned().unwrap();
                o.remove(&key);
                return;
            }
            (value, _) => return mutate(child(value, i), rest, mutation),
        }
    }
    mutate(child(value, i), rest, mutation)
}

fn child(value: &mut Value, i: usize) -> &mut Value {
    match value {
        Value::Object(o) => o.values_mut().nth(i).unwrap(),
        Value::Array(a) => &mut a[i],
        other => other,
    }
}

fn mutate_here(value: &mut Value, mutation: &Mutation) {
    match mutation {
        Mutation::Drop => *value = Value::Null,
        Mutation::Duplicate => {
            if let Value::Array(a) = value
                && let Some(last) = a.last().cloned()
            {
                a.push(last);
            }
        }
        Mutation::Retype(other) => *value = other.clone(),
        Mutation::Enlarge(number, times) => match value {
            Value::Number(_) | Value::Null | Value::Bool(_) => *value = number.clone(),
            Value::String(s) => *s = s.repeat(*times * 20),
            Value::Array(a) => {
                let copy = a.clone();
                for _ in 0..*times {
                    a.extend(copy.iter().cloned());
                    if a.len() > 5_000 {
                        break;
                    }
                }
            }
            Value::Object(o) => {
                for i in 0..*times {
                    o.insert(format!("extra{i}"), number.clone());
                }
            }
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any JSON value, to every parser.
    #[test]
    fn any_json_value_is_read_or_refused(value in arb_document()) {
        every_parser(&value.to_string());
    }

    /// Any text, to every parser (JSON ones included: most text is not JSON).
    #[test]
    fn any_text_is_read_or_refused(raw in prop_oneof![".*", "[0-9.:TZ -]{0,30}", arb_string()]) {
        every_parser(&raw);
    }

    /// A valid stored form with one or two mutations, to its own parser and every other.
    #[test]
    fn mutated_stored_forms_are_read_or_refused(
        form in any::<Index>(),
        first in (prop::collection::vec(any::<Index>(), 0..6), arb_mutation()),
        second in prop::option::of((prop::collection::vec(any::<Index>(), 0..6), arb_mutation())),
    ) {
        let forms = valid_forms();
        let ((_, parse), mut value) = forms[form.index(forms.len())].clone();
        for (path, mutation) in [Some(first), second].into_iter().flatten() {
            mutate(&mut value, &path, &mutation);
        }
        let raw = value.to_string();
        parse(&raw);
        every_parser(&raw);
    }
}

/// The valid forms read as valid (so that their mutations test more than the JSON syntax).
#[test]
fn the_valid_forms_read_fine() {
    assert!(matches!(Scores::parse(SCORES), Read::Fine(_)));
    assert!(matches!(StatsLog::parse(STATS_LOG), Read::Fine(_)));
    assert!(matches!(Settings::parse(SETTINGS), Read::Fine(_)));
    assert!(matches!(
        SavedGame::parse(SAVED_GAME_V1, Level::I),
        Read::Fine(_)
    ));
    assert!(matches!(
        SavedGame::parse(&saved_game_v2(), Level::II),
        Read::Fine(_)
    ));
    for ((name, _), value) in valid_forms() {
        let raw = value.to_string();
        let fine = match name {
            "codebreaker" | "codebreaker custom" => {
                matches!(
                    SavedBreaker::parse(&raw),
                    Read::Fine(BreakerRecord {
                        session: Some(_),
                        ..
                    })
                )
            }
            "stored match" => {
                matches!(parse_stored_match(&raw, MatchKind::Computer), Read::Fine(_))
            }
            "match file" => Match::from_file(&raw).is_ok(),
            "worker message" => serde_json::from_str::<Request>(&raw)
                .is_ok_and(|r| matches!(answer(&r.task), Answer::Conflict(None))),
            "custom level" => serde_json::from_str::<Level>(&raw).is_ok(),
            "saved game devious" => matches!(
                SavedGame::parse(&raw, Level::I),
                Read::Fine(GameRecord { ref log, .. }) if log.game().is_devious() && log.game().turns().len() == 2
            ),
            "saved game custom" => matches!(
                SavedGame::parse(&raw, custom(5, 8, 12, false)),
                Read::Fine(GameRecord { ref log, .. }) if log.game().turns().len() == 1
            ),
            _ => true,
        };
        assert!(fine, "{name}: {raw}");
    }
}

// ---- the crafted values of issue 20 ----

/// Hand answers at a custom size of 8 pegs and 10 colours: more keys than the solver searches,
/// so the stored session is damaged (backed up, a fresh set-up instead), not a dead page.
#[test]
fn a_hand_answered_session_too_large_for_the_solver_is_damaged() {
    for repeats in [true, false] {
        let level = custom(8, 10, 20, repeats);
        assert!(!solver::feasible(level));
        let guess = Code::from_index(level, 0);
        let moves = vec![
            BreakerMove::Guess(guess),
            BreakerMove::Answer(Feedback { black: 1, white: 0 }),
        ];
        let raw = saved_breaker(level, true, Some(moves.clone()));
        assert_eq!(SavedBreaker::parse(&raw), Read::UNREADABLE, "{raw}");
        assert_eq!(
            Codebreaker::replay(level, None, true, &moves),
            Err((0, AnswerError::TooLarge))
        );
        // The guess alone (no answer to check yet) reads without a panic; the worker refuses
        // to go on at that size.
        let _ = SavedBreaker::parse(&saved_breaker(level, true, Some(moves[..1].to_vec())));
        let task = Task::NextGuess {
            level,
            rows: Vec::new(),
        };
        assert_eq!(answer(&task), Answer::Refused);
    }
}

/// 21 rows answered by hand (more than the level's 8 turns, and than the conflict search
/// takes): damaged.
#[test]
fn a_hand_answered_session_of_21_rows_is_damaged() {
    let level = Level::I;
    let guess = code(level, &[Colour::Red; 4]);
    let moves: Vec<BreakerMove> = (0..21)
        .flat_map(|_| {
            [
                BreakerMove::Guess(guess),
                BreakerMove::Answer(Feedback { black: 0, white: 0 }),
            ]
        })
        .collect();
    let raw = saved_breaker(level, true, Some(moves.clone()));
    assert_eq!(SavedBreaker::parse(&raw), Read::UNREADABLE);
    // The ninth guess is one past the level's turns.
    assert_eq!(
        Codebreaker::replay(level, None, true, &moves),
        Err((2 * level.turns(), AnswerError::TooManyRows))
    );
    // Up to the level's turns, the same answers load.
    let eight = saved_breaker(level, true, Some(moves[..2 * level.turns()].to_vec()));
    assert!(matches!(SavedBreaker::parse(&eight), Read::Fine(_)));
    // A custom level of 20 turns takes 20 rows (the most the conflict search takes), not 21.
    let long = custom(4, 6, 20, true);
    assert!(MAX_ROWS >= long.turns());
    let guess = Code::from_index(long, 0);
    let moves: Vec<BreakerMove> = (0..21)
        .flat_map(|_| {
            [
                BreakerMove::Guess(guess),
                BreakerMove::Answer(Feedback { black: 0, white: 0 }),
            ]
        })
        .collect();
    let twenty = saved_breaker(long, true, Some(moves[..2 * MAX_ROWS].to_vec()));
    assert!(matches!(SavedBreaker::parse(&twenty), Read::Fine(_)));
    let raw = saved_breaker(long, true, Some(moves));
    assert_eq!(SavedBreaker::parse(&raw), Read::UNREADABLE);
}

/// The solver's entries refuse what they cannot search, with the reason.
#[test]
fn the_solver_refuses_sizes_it_cannot_search() {
    let large = custom(8, 10, 20, true);
    let row = Turn {
        guess: Code::from_index(large, 0),
        feedback: Feedback { black: 1, white: 0 },
    };
    assert_eq!(
        smallest_conflict(large, &[row]),
        Err(SolverLimit::TooManyKeys { keys: 100_000_000 })
    );
    assert_eq!(
        solver::searchable(large),
        Err(SolverLimit::TooManyKeys { keys: 100_000_000 })
    );
    assert!(Solver::try_new(large).is_err());
    assert_eq!(
        Solver::from_turns(large, &[row]).next_guess(solver::Strategy::DEFAULT),
        None
    );
    assert_eq!(remaining_after_each(large, &[row]), vec![0]);
    assert!(solver::analyse_row(large, &[], &row).is_err());

    let level = Level::I;
    let rows = vec![
        Turn {
            guess: code(level, &[Colour::Red; 4]),
            feedback: Feedback { black: 0, white: 0 },
        };
        MAX_ROWS + 1
    ];
    assert_eq!(
        smallest_conflict(level, &rows),
        Err(SolverLimit::TooManyRows { rows: MAX_ROWS + 1 })
    );
    // A row that is not the level's: a guess of another size, more marks than pegs.
    let foreign = Turn {
        guess: code(Level::II, &[Colour::Red; 5]),
        feedback: Feedback { black: 0, white: 0 },
    };
    let too_many = Turn {
        guess: code(level, &[Colour::Red; 4]),
        feedback: Feedback {
            black: 200,
            white: 200,
        },
    };
    for row in [foreign, too_many] {
        assert_eq!(
            smallest_conflict(level, &[row]),
            Err(SolverLimit::NotInLevel)
        );
        assert_eq!(Solver::from_turns(level, &[row]).remaining(), 0);
        assert!(solver::analyse_row(level, &[], &row).is_err());
    }

    // The worker answers each such task with a refusal, not a crash.
    for task in [
        Task::Conflict {
            level,
            rows: rows.clone(),
        },
        Task::NextGuess {
            level,
            rows: rows.clone(),
        },
        Task::Remaining { level, rows },
        Task::Conflict {
            level: large,
            rows: vec![row],
        },
        Task::Replay {
            level: large,
            key: Code::from_index(large, 5),
        },
        Task::Remaining {
            level,
            rows: vec![too_many],
        },
        Task::AnalyseRow {
            level,
            before: Vec::new(),
            row: foreign,
        },
    ] {
        assert_eq!(answer(&task), Answer::Refused, "{task:?}");
    }
    let refused = serde_json::to_string(&Request {
        id: 1,
        task: Task::Conflict {
            level,
            rows: vec![too_many],
        },
    })
    .unwrap();
    let request: Request = serde_json::from_str(&refused).unwrap();
    assert_eq!(answer(&request.task), Answer::Refused);
}
