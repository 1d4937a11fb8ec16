//! Native tests of the backup file, the import plan and the transfer code (issue 21, SPEC §11):
//! for any stored state S, importing export(S) into an empty browser gives S and into S gives S
//! again; the merge rules case by case; idempotence; every refused kind of file; the transfer
//! code's round trip and its refusal of cut and altered codes; and untrusted files and codes never
//! panic.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use std::collections::BTreeMap;
use std::sync::LazyLock;

use common::{
    custom, fill_log, hand_breaker_moves, sample_match, saved_breaker, storage_md_example,
};
use mastermind_core::backup;
use mastermind_core::backup::{
    Backup, BackupError, Entries, ImportPlan, StoreKind, backup_key, kind_of, plan_import,
    read_transfer_code, reminder_due, summarise, transfer_code,
};
use mastermind_core::backup::{CodeError, MAX_KEYS, MAX_TEXT};
use mastermind_core::code::Code;
use mastermind_core::colour::Colour;
use mastermind_core::contest::MatchLog;
use mastermind_core::daily::Day;
use mastermind_core::friends::{Friends, Meeting, Outcome};
use mastermind_core::game::{Game, Move};
use mastermind_core::key::key_from_seed;
use mastermind_core::key_source::KeySource;
use mastermind_core::level::Level;
use mastermind_core::log::GameLog;
use mastermind_core::name::Name;
use mastermind_core::puzzle::{
    Difficulty, Puzzle, PuzzleEnd, PuzzleLog, PuzzleRecord, PuzzleSlot, PuzzleSource,
};
use mastermind_core::saved::{GameSlot, SavedGame, game_key};
use mastermind_core::scores::{Entry, ScoreTable, Scores};
use mastermind_core::sessions::{BreakerRecord, MatchDraft, MatchKind, MatchRecord, stored_match};
use mastermind_core::settings::Settings;
use mastermind_core::stats::{Ending, Finished, StatsLog};
use mastermind_core::store::Stored;
use mastermind_core::time::Timestamp;
use mastermind_core::variant::Variant;
use proptest::prelude::*;
use proptest::sample::{Index, select};
use serde_json::{Value, json};

// ---- valid stored forms ----

fn ts(n: u32) -> Timestamp {
    Timestamp::parse(&format!(
        "2026-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        1 + n % 12,
        1 + (n / 12) % 28,
        (n / 7) % 24,
        (n / 3) % 60,
        n % 60,
        n % 1000
    ))
    .unwrap()
}

const NOW: &str = "2026-11-23T08:03:29.123Z";

fn now() -> Timestamp {
    Timestamp::parse(NOW).unwrap()
}

fn custom_level() -> Level {
    custom(5, 8, 12, false)
}

const NAMES: &[&str] = &["Ana", "Bo", "Çé", "José María", "李"];

fn entry(level: Level, turns: usize, seed: u64, name: usize, at: u32) -> Entry {
    Entry {
        time_ms: None,
        turns: u8::try_from(1 + turns % level.turns()).unwrap(),
        key: key_from_seed(level, seed),
        name: Name::parse(NAMES[name % NAMES.len()]).unwrap(),
        at: ts(at),
    }
}

fn scores_of(entries: &[(usize, Entry)]) -> Scores {
    let mut scores = Scores::default();
    for level in Level::ALL {
        let n = level.number().unwrap() as usize - 1;
        let mine = entries
            .iter()
            .filter(|(l, _)| *l == n)
            .map(|(_, e)| e.clone());
        scores = scores.with_table(level, ScoreTable::from_entries(mine.collect()));
    }
    scores
}

fn arb_scores() -> impl Strategy<Value = Scores> {
    let one = (0usize..3, 0usize..12, 0u64..50, 0usize..5, 0u32..400)
        .prop_map(|(l, turns, seed, name, at)| (l, entry(Level::ALL[l], turns, seed, name, at)));
    prop::collection::vec(one, 0..25).prop_map(|entries| scores_of(&entries))
}

fn finished(id: u32, level: usize, seed: u64, how: usize, turns: usize, at: u32) -> Finished {
    let level = [Level::I, Level::II, Level::III, custom_level()][level % 4];
    let ending = [Ending::Won, Ending::Lost, Ending::Quit][how % 3];
    let turns = match ending {
        Ending::Won => 1 + turns % level.turns(),
        Ending::Lost => level.turns(),
        Ending::Quit => turns % (level.turns() + 1),
    };
    Finished {
        time_ms: None,
        id: format!("g-{id}"),
        level,
        key: key_from_seed(level, seed),
        seed: seed.is_multiple_of(2).then_some(seed),
        daily: (seed % 4 == 1).then(|| Day::from_days(20_000 + i64::from(at % 30))),
        past: seed % 8 == 5,
        turns: u8::try_from(turns).unwrap(),
        ending,
        hard: seed.is_multiple_of(5),
        aided: seed.is_multiple_of(7),
        // The devious computer plays the standard levels' free games only.
        devious: !level.is_custom() && seed % 4 != 1 && seed % 9 == 2,
        at: ts(at),
    }
}

fn arb_stats() -> impl Strategy<Value = StatsLog> {
    // Ids from a small pool, so two states share games.
    let one = (
        0u32..40,
        0usize..4,
        0u64..60,
        0usize..3,
        0usize..20,
        0u32..400,
    )
        .prop_map(|(id, l, seed, how, turns, at)| finished(id, l, seed, how, turns, at));
    prop::collection::vec(one, 0..30).prop_map(StatsLog::from_games)
}

fn arb_settings() -> impl Strategy<Value = Settings> {
    (
        prop::option::of(select(&["en", "pt"][..])),
        any::<bool>(),
        prop::option::of(0u32..400),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(language, hard_mode, export, persist_asked, devious)| Settings {
                timer: false,
                language: language.map(str::to_owned),
                hard_mode,
                devious,
                last_export: export.map(ts),
                persist_asked,
                challenge_name: devious.then(|| "Ana".to_owned()),
                notes: false,
                lesson_done: false,
                sound: hard_mode && devious,
            },
        )
}

/// A game of `slot` with `rows` rows played (guesses from seeds) and a half-filled row.
fn saved_game(slot: GameSlot, variant: u64) -> String {
    let level = slot.level();
    // The source each slot holds (`GameSlot::holds`).
    let source = match slot {
        GameSlot::Past(_, day) => KeySource::Daily(day),
        GameSlot::Daily(_) => KeySource::Daily(Day::from_days(20_000 + variant as i64)),
        GameSlot::Challenge(_) => KeySource::Challenge,
        GameSlot::Free(_) | GameSlot::Aside(_) => KeySource::Drawn(variant),
    };
    let key = source
        .key(level)
        .unwrap_or_else(|| key_from_seed(level, variant));
    let mut log = GameLog::new(Game::new(level, key));
    for seed in 0..variant % 4 {
        log = fill_log(log, &key_from_seed(level, seed + 100 * variant));
        if let Ok(next) = log.apply(Move::Submit) {
            log = next;
        }
    }
    if variant % 2 == 1 {
        let row = log.game().turns().len();
        if let Ok(next) = log.apply(Move::Place {
            row,
            hole: 0,
            colour: Colour::Red,
        }) {
            log = next;
        }
    }
    SavedGame::of(&log, source, &format!("g-{variant}")).to_json()
}

fn slots() -> Vec<GameSlot> {
    vec![
        GameSlot::Free(Level::I),
        GameSlot::Free(Level::II),
        GameSlot::Free(Level::III),
        GameSlot::Daily(Level::I),
        GameSlot::Daily(Level::III),
        GameSlot::Past(Level::II, Day::from_days(20_400)),
        GameSlot::Challenge(Level::III),
        GameSlot::Free(custom_level()),
        GameSlot::Challenge(custom_level()),
        GameSlot::Aside(Level::II),
        GameSlot::Aside(custom_level()),
    ]
}

/// A codebreaker session answered by hand for `key`, stopped after `steps` moves.
fn breaker(level: Level, key: Code, steps: usize) -> String {
    let moves = hand_breaker_moves(level, key, steps);
    saved_breaker(level, true, (steps > 0).then_some(moves))
}

/// A match of four rounds at level I, `steps` moves in.
fn a_match(steps: u64) -> String {
    stored_match(&MatchLog::new(sample_match(steps)), &MatchDraft::default())
}

/// Stored forms built once (sessions replay through the solver, too slow to build per case).
struct Pool {
    games: Vec<(String, Vec<String>)>,
    breakers: Vec<String>,
    matches: Vec<String>,
}

static POOL: LazyLock<Pool> = LazyLock::new(|| Pool {
    games: slots()
        .into_iter()
        .map(|slot| {
            (
                game_key(slot),
                (1..5).map(|v| saved_game(slot, v)).collect(),
            )
        })
        .collect(),
    breakers: vec![
        breaker(Level::I, key_from_seed(Level::I, 3), 0),
        breaker(Level::I, key_from_seed(Level::I, 3), 3),
        breaker(Level::I, key_from_seed(Level::I, 9), 4),
    ],
    matches: [0, 3, 7].into_iter().map(a_match).collect(),
});

/// Raw backup texts: JSON of a store, JSON strings, text that is no JSON at all.
fn arb_backup_text() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(r#"{"version":1,"tables":{"I":"oops"}}"#.to_owned()),
        Just(r#""a JSON string""#.to_owned()),
        Just("{ not json".to_owned()),
        Just(" 12 ".to_owned()),
        ".{0,16}",
    ]
}

fn arb_state() -> impl Strategy<Value = Entries> {
    let games = prop::collection::vec(prop::option::of(0usize..4), 6);
    (
        prop::option::of(arb_scores()),
        prop::option::of(arb_stats()),
        prop::option::of(arb_settings()),
        games,
        prop::option::of(0usize..3),
        prop::option::of(0usize..3),
        prop::collection::vec((0usize..3, 0u32..400, arb_backup_text()), 0..3),
    )
        .prop_map(|(scores, stats, settings, games, m, breaker, backups)| {
            let pool = &*POOL;
            let mut s = Entries::new();
            if let Some(scores) = scores {
                s.insert("mastermind.v1.scores".into(), scores.to_json());
            }
            if let Some(stats) = stats {
                s.insert("mastermind.v1.stats".into(), stats.to_json());
            }
            if let Some(settings) = settings {
                s.insert("mastermind.v1.settings".into(), settings.to_json());
            }
            for ((key, variants), pick) in pool.games.iter().zip(games) {
                if let Some(v) = pick {
                    s.insert(key.clone(), variants[v].clone());
                }
            }
            if let Some(m) = m {
                s.insert("mastermind.v1.match".into(), pool.matches[m].clone());
            }
            if let Some(b) = breaker {
                s.insert("mastermind.v1.codebreaker".into(), pool.breakers[b].clone());
            }
            for (of, at, text) in backups {
                let base = ["scores", "stats", "game.1"][of];
                s.insert(format!("mastermind.v1.{base}.backup.{}", ts(at)), text);
            }
            s
        })
}

// ---- helpers ----

/// The file of `state` as another browser reads it.
fn export(state: &Entries) -> Backup {
    let text = Backup::of(state, now()).to_json();
    Backup::parse(&text).unwrap()
}

fn apply(here: &Entries, plan: &ImportPlan) -> Entries {
    let mut next = here.clone();
    next.extend(plan.writes.clone());
    next
}

/// A stored text as JSON where it is JSON (field order and spacing aside), else the text.
fn meaning(raw: &str) -> Value {
    serde_json::from_str(raw).unwrap_or_else(|_| Value::String(raw.to_owned()))
}

fn settings_of(raw: &str) -> Settings {
    Settings::parse(raw).value().unwrap()
}

fn counts(plan: &ImportPlan) -> BTreeMap<StoreKind, (usize, usize)> {
    plan.counts
        .iter()
        .map(|c| (c.kind, (c.added, c.left_out)))
        .collect()
}

fn count(plan: &ImportPlan, kind: StoreKind) -> (usize, usize) {
    counts(plan)[&kind]
}

// ---- the properties ----

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Into an empty browser, export(S) gives S: every key, each value the same (settings: all
    /// but `persist_asked`, which is each browser's own; merged stores in their own form, so the
    /// very same text).
    #[test]
    fn importing_into_an_empty_browser_gives_the_state(s in arb_state()) {
        let plan = plan_import(&Entries::new(), &export(&s));
        let got = apply(&Entries::new(), &plan);
        prop_assert_eq!(got.keys().collect::<Vec<_>>(), s.keys().collect::<Vec<_>>());
        for (key, raw) in &s {
            let new = &got[key];
            match kind_of(key).unwrap() {
                StoreKind::Settings => {
                    let mut want = settings_of(raw);
                    want.persist_asked = false;
                    prop_assert_eq!(settings_of(new), want);
                }
                StoreKind::Scores | StoreKind::Statistics => prop_assert_eq!(new, raw),
                _ => prop_assert_eq!(meaning(new), meaning(raw), "{}", key),
            }
        }
        for c in &plan.counts {
            prop_assert_eq!(c.left_out, 0, "{:?}", c.kind);
        }
        let rows = summarise(&s);
        for kind in [StoreKind::Games, StoreKind::Backups, StoreKind::Settings] {
            let row = rows.iter().find(|r| r.kind == kind).unwrap();
            prop_assert_eq!(count(&plan, kind).0, row.entries, "{:?}", kind);
        }
    }

    /// Into S itself, export(S) changes nothing and leaves nothing out.
    #[test]
    fn importing_into_the_same_state_changes_nothing(s in arb_state()) {
        let plan = plan_import(&s, &export(&s));
        prop_assert!(plan.is_empty(), "{:?}", plan.writes);
        for c in &plan.counts {
            prop_assert_eq!((c.added, c.left_out), (0, 0), "{:?}", c.kind);
        }
    }

    /// Importing S2 into S1 keeps all of S1 (scores: unless ten better ones push them out),
    /// takes all of S2 that has room, and a second import writes nothing.
    #[test]
    fn importing_merges_never_loses_and_is_idempotent(s1 in arb_state(), s2 in arb_state()) {
        let file = export(&s2);
        let plan = plan_import(&s1, &file);
        let got = apply(&s1, &plan);
        let again = plan_import(&got, &file);
        prop_assert!(again.is_empty(), "{:?}", again.writes);
        for c in &again.counts {
            prop_assert_eq!(c.added, 0, "{:?}", c.kind);
        }
        // Every key of either is here.
        for key in s1.keys().chain(s2.keys()) {
            prop_assert!(got.contains_key(key), "{}", key);
        }
        // What is taken whole stays this browser's where it had one.
        for (key, raw) in &s1 {
            if !matches!(kind_of(key), Some(StoreKind::Scores | StoreKind::Statistics)) {
                prop_assert_eq!(&got[key], raw, "{}", key);
            }
        }
        // Statistics: every game id of both.
        let log = |e: &Entries| e.get("mastermind.v1.stats")
            .map(|raw| StatsLog::parse(raw).value().unwrap())
            .unwrap_or_default();
        let merged = log(&got);
        for g in log(&s1).games().iter().chain(log(&s2).games()) {
            prop_assert!(merged.contains(&g.id), "{}", g.id);
        }
        // Scores: the best ten of the union.
        let scores = |e: &Entries| e.get("mastermind.v1.scores")
            .map(|raw| Scores::parse(raw).value().unwrap())
            .unwrap_or_default();
        prop_assert_eq!(scores(&got), scores(&s1).merge(&scores(&s2)));
    }

    /// Any bytes framed as a code read back.
    #[test]
    fn a_transfer_code_reads_back(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        let code = transfer_code(&bytes);
        prop_assert!(code.starts_with("MM1."));
        prop_assert!(code[4..].bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        prop_assert_eq!(read_transfer_code(&code), Ok(bytes));
    }

    /// A code cut anywhere is refused.
    #[test]
    fn a_cut_transfer_code_is_refused(
        bytes in prop::collection::vec(any::<u8>(), 0..600),
        cut in any::<Index>(),
    ) {
        let code = transfer_code(&bytes);
        let at = cut.index(code.len());
        prop_assert!(read_transfer_code(&code[..at]).is_err(), "cut at {}", at);
    }

    /// A code with one character changed (to any other character) is refused.
    #[test]
    fn an_altered_transfer_code_is_refused(
        bytes in prop::collection::vec(any::<u8>(), 0..600),
        place in any::<Index>(),
        other in any::<char>(),
    ) {
        let code = transfer_code(&bytes);
        let at = place.index(code.len());
        let old = code[at..].chars().next().unwrap();
        prop_assume!(other != old);
        let altered = format!("{}{}{}", &code[..at], other, &code[at + 1..]);
        prop_assert!(read_transfer_code(&altered).is_err(), "{}", altered);
    }

    /// Any text pasted as a code is read or refused, never a panic.
    #[test]
    fn any_text_as_a_code_is_read_or_refused(
        text in prop_oneof![".*", "MM1\\.[A-Za-z0-9_=+/ -]{0,40}", "MM1\\..{0,40}"],
    ) {
        let _ = read_transfer_code(&text);
    }

    /// Any JSON document is read as a backup or refused, never a panic; a backup that reads
    /// imports into any state without a panic.
    #[test]
    fn any_json_as_a_backup_is_read_or_refused(
        stores in prop::collection::vec((arb_key(), arb_json()), 0..6),
        version in prop_oneof![Just(json!(1)), arb_json()],
        exported in prop_oneof![Just(json!(NOW)), arb_json()],
        s in arb_state(),
    ) {
        let stores: serde_json::Map<String, Value> = stores.into_iter().collect();
        let doc = json!({
            "format": "mastermind-backup",
            "version": version,
            "exported": exported,
            "stores": stores,
        });
        if let Ok(backup) = Backup::parse(&doc.to_string()) {
            let _ = plan_import(&s, &backup);
        }
        // Without the frame, too.
        let _ = Backup::parse(&Value::Object(stores).to_string());
    }

    /// A valid backup mutated anywhere (a value of a store retyped, dropped or replaced) is read
    /// or refused, and what reads imports without a panic.
    #[test]
    fn mutated_backups_are_read_or_refused(
        s in arb_state(),
        here in arb_state(),
        path in prop::collection::vec(any::<Index>(), 0..6),
        replacement in arb_json(),
    ) {
        let mut doc: Value = serde_json::from_str(&Backup::of(&s, now()).to_json()).unwrap();
        *place(&mut doc, &path) = replacement;
        if let Ok(backup) = Backup::parse(&doc.to_string()) {
            let plan = plan_import(&here, &backup);
            let again = plan_import(&apply(&here, &plan), &backup);
            prop_assert!(again.is_empty(), "{:?}", again.writes);
        }
    }
}

/// The value `path` leads to (each index picks a field or an entry; the walk stops where the
/// value has none).
fn place<'a>(value: &'a mut Value, path: &[Index]) -> &'a mut Value {
    let Some((step, rest)) = path.split_first() else {
        return value;
    };
    let len = match &*value {
        Value::Object(o) => o.len(),
        Value::Array(a) => a.len(),
        _ => 0,
    };
    if len == 0 {
        return value;
    }
    let n = step.index(len);
    match value {
        Value::Object(o) => place(o.values_mut().nth(n).unwrap(), rest),
        Value::Array(a) => place(&mut a[n], rest),
        other => other,
    }
}

fn arb_key() -> impl Strategy<Value = String> {
    prop_oneof![
        select(
            &[
                "mastermind.v1.scores",
                "mastermind.v1.stats",
                "mastermind.v1.settings",
                "mastermind.v1.match",
                "mastermind.v1.codebreaker",
                "mastermind.v1.game.1",
                "mastermind.v1.daily.2",
                "mastermind.v1.game.custom-5-8-12-no",
                "mastermind.v1.scores.backup.x",
            ][..]
        )
        .prop_map(str::to_owned),
        "mastermind\\.[a-z0-9.-]{0,12}",
        ".{0,8}",
    ]
}

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        (0u64..5).prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        select(&["version", "tables", "games", "I", NOW, "red", "won"][..]).prop_map(Value::from),
        ".{0,6}".prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 32, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec(
                (
                    select(&["version", "tables", "games", "I", "II", "level", "moves"][..])
                        .prop_map(str::to_owned),
                    inner
                ),
                0..6
            )
            .prop_map(|fields| Value::Object(fields.into_iter().collect())),
        ]
    })
}

// ---- the merge rules, case by case ----

fn with(pairs: &[(&str, String)]) -> Entries {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_owned(), v.clone()))
        .collect()
}

const SCORES: &str = "mastermind.v1.scores";
const STATS: &str = "mastermind.v1.stats";
const SETTINGS: &str = "mastermind.v1.settings";
const MATCH: &str = "mastermind.v1.match";

#[test]
fn scores_merge_by_entry_the_best_ten_identical_entries_once() {
    let e = |turns, at| (0, entry(Level::I, turns, 7, 0, at));
    // Disjoint: both kept.
    let here = with(&[(SCORES, scores_of(&[e(3, 1)]).to_json())]);
    let file = with(&[(SCORES, scores_of(&[e(4, 2)]).to_json())]);
    let plan = plan_import(&here, &export(&file));
    assert_eq!(count(&plan, StoreKind::Scores), (1, 0));
    assert_eq!(
        plan.writes[SCORES],
        scores_of(&[e(3, 1), e(4, 2)]).to_json()
    );
    // Overlapping, one identical entry: it is there once, the other added.
    let file = with(&[(SCORES, scores_of(&[e(3, 1), e(5, 3)]).to_json())]);
    let plan = plan_import(&here, &export(&file));
    assert_eq!(count(&plan, StoreKind::Scores), (1, 0));
    assert_eq!(
        Scores::parse(&plan.writes[SCORES])
            .value()
            .unwrap()
            .table(Level::I)
            .entries()
            .len(),
        2
    );
    // Full tables: the best ten of the union; the file's worse entries are left out.
    let mine: Vec<_> = (0..10).map(|i| e(2, i)).collect();
    let theirs: Vec<_> = (0..4)
        .map(|i| e(1, 100 + i))
        .chain((0..3).map(|i| e(6, 200 + i)))
        .collect();
    let here = with(&[(SCORES, scores_of(&mine).to_json())]);
    let plan = plan_import(
        &here,
        &export(&with(&[(SCORES, scores_of(&theirs).to_json())])),
    );
    assert_eq!(count(&plan, StoreKind::Scores), (4, 3));
    let table = Scores::parse(&plan.writes[SCORES]).value().unwrap();
    let turns: Vec<u8> = table
        .table(Level::I)
        .entries()
        .iter()
        .map(|e| e.turns)
        .collect();
    // (`entry` counts turns from 0: 1 is a win in 2 turns.)
    assert_eq!(turns, [2, 2, 2, 2, 3, 3, 3, 3, 3, 3]);
}

#[test]
fn statistics_merge_by_game_id() {
    let g = |id| finished(id, 0, 4, 0, 3, id);
    let here = with(&[(STATS, StatsLog::from_games([g(1), g(2)]).to_json())]);
    let file = with(&[(STATS, StatsLog::from_games([g(2), g(3), g(4)]).to_json())]);
    let plan = plan_import(&here, &export(&file));
    assert_eq!(count(&plan, StoreKind::Statistics), (2, 0));
    let merged = StatsLog::parse(&plan.writes[STATS]).value().unwrap();
    let ids: Vec<&str> = merged.games().iter().map(|g| g.id.as_str()).collect();
    assert_eq!(ids, ["g-1", "g-2", "g-3", "g-4"]);
    // All of them already here: nothing.
    let plan = plan_import(&apply(&here, &plan), &export(&file));
    assert!(plan.is_empty());
    assert_eq!(count(&plan, StoreKind::Statistics), (0, 0));
}

#[test]
fn this_browsers_session_and_game_are_kept_and_the_files_left_out() {
    let pool = &*POOL;
    let (game, variants) = &pool.games[0];
    let here = with(&[
        (MATCH, pool.matches[1].clone()),
        (game, variants[0].clone()),
        ("mastermind.v1.codebreaker", pool.breakers[1].clone()),
    ]);
    let file = with(&[
        (MATCH, pool.matches[2].clone()),
        (game, variants[1].clone()),
        ("mastermind.v1.codebreaker", pool.breakers[1].clone()),
        (&pool.games[1].0, pool.games[1].1[0].clone()),
    ]);
    let plan = plan_import(&here, &export(&file));
    assert_eq!(count(&plan, StoreKind::Match), (0, 1));
    assert_eq!(count(&plan, StoreKind::Games), (1, 1));
    // The same session on both sides is neither added nor left out.
    assert_eq!(count(&plan, StoreKind::Codebreaker), (0, 0));
    assert_eq!(plan.writes.keys().collect::<Vec<_>>(), [&pool.games[1].0]);
}

#[test]
fn settings_stay_this_browsers_and_an_empty_browser_takes_the_files() {
    let theirs = Settings {
        timer: false,
        language: Some("pt".into()),
        hard_mode: true,
        devious: true,
        last_export: Some(ts(5)),
        persist_asked: true,
        challenge_name: None,
        notes: false,
        lesson_done: false,
        sound: true,
    };
    let file = export(&with(&[(SETTINGS, theirs.to_json())]));
    let mine = Settings {
        language: Some("en".into()),
        ..Settings::default()
    };
    let plan = plan_import(&with(&[(SETTINGS, mine.to_json())]), &file);
    assert!(plan.is_empty());
    assert_eq!(count(&plan, StoreKind::Settings), (0, 1));
    // An empty browser has nothing of its own to keep: it takes the file's, but was not asked
    // to keep its storage yet.
    let plan = plan_import(&Entries::new(), &file);
    assert_eq!(count(&plan, StoreKind::Settings), (1, 0));
    let taken = settings_of(&plan.writes[SETTINGS]);
    assert_eq!(
        taken,
        Settings {
            persist_asked: false,
            challenge_name: None,
            notes: false,
            lesson_done: false,
            ..theirs.clone()
        }
    );
    // And importing again leaves nothing out: persist_asked is not a difference.
    let again = plan_import(&apply(&Entries::new(), &plan), &file);
    assert!(again.is_empty());
    assert_eq!(count(&again, StoreKind::Settings), (0, 0));
}

#[test]
fn backups_are_added_where_absent_and_an_unreadable_value_here_is_replaced() {
    let key = "mastermind.v1.scores.backup.2026-01-01T00:00:00.000Z";
    let file = export(&with(&[
        (key, "{ damaged".to_owned()),
        (MATCH, POOL.matches[0].clone()),
    ]));
    let plan = plan_import(&with(&[(MATCH, "{ unreadable".to_owned())]), &file);
    assert_eq!(plan.writes[key], "{ damaged");
    assert_eq!(meaning(&plan.writes[MATCH]), meaning(&POOL.matches[0]));
    assert_eq!(count(&plan, StoreKind::Backups), (1, 0));
    assert_eq!(count(&plan, StoreKind::Match), (1, 0));
    // A value of a newer version here is never written over.
    let newer = with(&[(
        MATCH,
        r#"{"format":"mastermind-match","version":99}"#.to_owned(),
    )]);
    let plan = plan_import(&newer, &file);
    assert!(!plan.writes.contains_key(MATCH));
    assert_eq!(count(&plan, StoreKind::Match), (0, 1));
}

// ---- refused files ----

fn file_with(stores: Value) -> String {
    json!({"format": "mastermind-backup", "version": 1, "exported": NOW, "stores": stores})
        .to_string()
}

#[test]
fn every_refused_kind_of_file() {
    let refused = |text: &str| Backup::parse(text).unwrap_err();
    // Not JSON.
    for text in ["", "not json", "{\"format\":", "\u{feff}{}"] {
        assert_eq!(refused(text), BackupError::NotJson, "{text}");
    }
    // Another format.
    let another_match = r#"{"format":"mastermind-match","version":1}"#;
    for text in [
        "[]",
        "7",
        "{}",
        r#"{"format":"other","version":1,"stores":{}}"#,
        another_match,
    ] {
        assert_eq!(refused(text), BackupError::NotABackup, "{text}");
    }
    // A newer version: of the file, or of a value inside (even next to a damaged one).
    let newer = json!({"format": "mastermind-backup", "version": 2, "stores": "anything"});
    assert_eq!(refused(&newer.to_string()), BackupError::Newer(2));
    let inside = file_with(json!({
        SCORES: {"version": 7, "whatever": true},
        "mastermind.v1.game.1": {"version": 1},
    }));
    assert_eq!(refused(&inside), BackupError::Newer(7));
    // Damaged parts.
    let damaged = |key: &str| BackupError::Damaged(key.to_owned());
    let cases = [
        (file_with(json!({"elsewhere.key": 1})), "elsewhere.key"),
        (file_with(json!({"mastermind.v1.unknown": 1})), "mastermind.v1.unknown"),
        (file_with(json!({SCORES: {"version": 1, "tables": {"I": [{"turns": 99}]}}})), SCORES),
        (file_with(json!({STATS: "not json"})), STATS),
        (file_with(json!({"mastermind.v1.game.I": serde_json::from_str::<Value>(&POOL.games[0].1[0]).unwrap()})), "mastermind.v1.game.I"),
        // A free game under a past date's daily key, or a challenge's: a slot holds only the
        // source the game writes there (so a backup cannot hold thousands of devious games,
        // each replayed by the solver, under past dates).
        (file_with(json!({"mastermind.v1.daily.1.2026-11-01": serde_json::from_str::<Value>(&POOL.games[0].1[0]).unwrap()})), "mastermind.v1.daily.1.2026-11-01"),
        (file_with(json!({"mastermind.v1.challenge.1": serde_json::from_str::<Value>(&POOL.games[0].1[0]).unwrap()})), "mastermind.v1.challenge.1"),
        // A level II game under level I's key.
        (file_with(json!({"mastermind.v1.game.1": serde_json::from_str::<Value>(&POOL.games[1].1[0]).unwrap()})), "mastermind.v1.game.1"),
        (file_with(json!({SETTINGS: {"version": 1, "hard_mode": "yes"}})), SETTINGS),
        (file_with(json!([])), "stores"),
        (json!({"format": "mastermind-backup", "version": 1, "exported": "yesterday", "stores": {}}).to_string(), "exported"),
        (json!({"format": "mastermind-backup", "version": "1", "exported": NOW, "stores": {}}).to_string(), "version"),
        (json!({"format": "mastermind-backup", "version": 0, "exported": NOW, "stores": {}}).to_string(), "version"),
    ];
    for (text, key) in cases {
        assert_eq!(refused(&text), damaged(key), "{text}");
    }
    // Too large: too many keys, or too much text.
    let many: serde_json::Map<String, Value> = (0..=MAX_KEYS)
        .map(|i| (format!("mastermind.v1.scores.backup.{i}"), Value::from("x")))
        .collect();
    assert_eq!(
        refused(&file_with(Value::Object(many))),
        BackupError::TooLarge
    );
    let huge = file_with(json!({"mastermind.v1.scores.backup.x": "x".repeat(MAX_TEXT)}));
    assert_eq!(refused(&huge), BackupError::TooLarge);
    // A backup of damaged text is fine: backups keep whatever was there.
    let backup = Backup::parse(&file_with(
        json!({"mastermind.v1.stats.backup.1": "{ damaged"}),
    ));
    assert_eq!(
        backup
            .unwrap()
            .raw("mastermind.v1.stats.backup.1")
            .as_deref(),
        Some("{ damaged")
    );
}

// ---- the file ----

#[test]
fn the_file_has_its_format_version_date_and_every_key_of_the_game() {
    let state = with(&[
        (SCORES, Scores::default().to_json()),
        ("mastermind.v1.scores.backup.x", r#""quoted""#.to_owned()),
        ("mastermind.v1.stats.backup.y", "plain text".to_owned()),
        ("another.app", "not ours".to_owned()),
    ]);
    let backup = Backup::of(&state, now());
    assert_eq!(backup.file_name(), "mastermind-backup-2026-11-23.json");
    let doc: Value = serde_json::from_str(&backup.to_json()).unwrap();
    assert_eq!(doc["format"], "mastermind-backup");
    assert_eq!(doc["version"], 1);
    assert_eq!(doc["exported"], NOW);
    assert_eq!(doc["stores"][SCORES]["version"], 1);
    assert_eq!(doc["stores"]["mastermind.v1.stats.backup.y"], "plain text");
    assert!(doc["stores"].get("another.app").is_none());
    // Each raw text comes back, a JSON string's quotes included.
    let read = Backup::parse(&backup.to_json()).unwrap();
    assert_eq!(read, backup);
    for key in [
        "mastermind.v1.scores.backup.x",
        "mastermind.v1.stats.backup.y",
    ] {
        assert_eq!(read.raw(key).as_ref(), state.get(key));
    }
    assert_eq!(read.raw("another.app"), None);
}

#[test]
fn keys_map_to_their_kinds_and_game_slots() {
    let cases = [
        ("mastermind.v1.scores", Some(StoreKind::Scores)),
        ("mastermind.v1.stats", Some(StoreKind::Statistics)),
        ("mastermind.v1.game.2", Some(StoreKind::Games)),
        ("mastermind.v1.daily.3", Some(StoreKind::Games)),
        ("mastermind.v1.game.3.aside", Some(StoreKind::Games)),
        (
            "mastermind.v1.game.custom-5-8-12-no",
            Some(StoreKind::Games),
        ),
        ("mastermind.v1.game.variant-mini", Some(StoreKind::Games)),
        (
            "mastermind.v1.game.variant-bulls-and-cows.aside",
            Some(StoreKind::Games),
        ),
        ("mastermind.v1.settings", Some(StoreKind::Settings)),
        ("mastermind.v1.match", Some(StoreKind::Match)),
        ("mastermind.v1.codebreaker", Some(StoreKind::Codebreaker)),
        (
            "mastermind.v1.game.1.backup.2026-01-01T00:00:00.000Z",
            Some(StoreKind::Backups),
        ),
        ("mastermind.v1.other", None),
        ("scores", None),
        ("other.backup.x", None),
    ];
    for (key, kind) in cases {
        assert_eq!(kind_of(key), kind, "{key}");
    }
    for slot in slots() {
        assert_eq!(backup::slot_of(&game_key(slot)), Some(slot));
    }
    for variant in Variant::ALL {
        let slot = GameSlot::Free(Level::Variant(variant));
        assert_eq!(backup::slot_of(&game_key(slot)), Some(slot));
    }
    for key in [
        "mastermind.v1.game.variant-maxi",
        "mastermind.v1.game.variant-",
        "mastermind.v1.game.mini",
        "mastermind.v1.daily.variant-mini",
        "mastermind.v1.game.I",
        "mastermind.v1.game.01",
        "mastermind.v1.game.custom-05-8-12-no",
        "mastermind.v1.game.custom-5-8-12-no-x",
        "mastermind.v1.game.custom-9-8-12-no",
        "mastermind.v1.daily.custom-5-8-12-no",
        "mastermind.v1.daily.1.2026-13-01",
        "mastermind.v1.daily.1.2026-1-01",
        "mastermind.v1.daily.1.",
        "mastermind.v1.daily.I.2026-11-01",
        "mastermind.v1.daily.1.2026-11-01.x",
        "mastermind.v1.challenge.custom-05-8-12-no",
        "mastermind.v1.challenge.custom-9-8-12-no",
        "mastermind.v1.challenge.custom",
        "mastermind.v1.challenge.I",
        "mastermind.v1.challenge.",
        "mastermind.v1.game.",
        "mastermind.v1.game..aside",
        "mastermind.v1.game.I.aside",
        "mastermind.v1.game.1.aside.aside",
        "mastermind.v1.game.custom-05-8-12-no.aside",
        "mastermind.v1.daily.1.aside",
        "mastermind.v1.challenge.1.aside",
    ] {
        assert_eq!(backup::slot_of(key), None, "{key}");
    }
}

#[test]
fn summarise_counts_entries_and_utf16_bytes_per_store() {
    let e = |turns, at| (0, entry(Level::I, turns, 7, 0, at));
    let state = with(&[
        (
            SCORES,
            scores_of(&[e(3, 1), e(4, 2), (2, entry(Level::III, 5, 1, 4, 3))]).to_json(),
        ),
        (
            STATS,
            StatsLog::from_games((0..5).map(|i| finished(i, 1, 2, 0, 3, i))).to_json(),
        ),
        ("mastermind.v1.game.1", POOL.games[0].1[0].clone()),
        ("mastermind.v1.daily.1", POOL.games[3].1[0].clone()),
        ("mastermind.v1.scores.backup.a", "{ damaged".to_owned()),
        ("mastermind.v1.stats.backup.é", "é".to_owned()),
        ("other.app", "ignored".to_owned()),
    ]);
    let rows = summarise(&state);
    let kinds: Vec<StoreKind> = rows.iter().map(|r| r.kind).collect();
    assert_eq!(kinds, StoreKind::ALL);
    let entries: Vec<usize> = rows.iter().map(|r| r.entries).collect();
    assert_eq!(entries, [3, 5, 2, 0, 0, 0, 0, 0, 0, 2]);
    let units = |text: &str| text.encode_utf16().count();
    let size = |k: &str| 2 * (units(k) + units(&state[k]));
    // A name of the high scores is not ASCII: UTF-16 units, not UTF-8 bytes.
    assert_ne!(size(SCORES), 2 * (SCORES.len() + state[SCORES].len()));
    assert_eq!(rows[0].bytes, size(SCORES));
    assert_eq!(
        rows[2].bytes,
        size("mastermind.v1.game.1") + size("mastermind.v1.daily.1")
    );
    // UTF-16: "é" is one code unit, two bytes of UTF-8.
    assert_eq!(
        rows[9].bytes,
        size("mastermind.v1.scores.backup.a") + 2 * ("mastermind.v1.stats.backup.".len() + 1 + 1)
    );
    assert_eq!(rows[3].bytes, 0);
    // A damaged high-score value counts as one entry.
    let damaged = summarise(&with(&[(SCORES, "{".to_owned()), (STATS, "[]".to_owned())]));
    assert_eq!((damaged[0].entries, damaged[1].entries), (1, 1));
}

// ---- the transfer code ----

#[test]
fn transfer_codes_refuse_what_is_not_a_code() {
    assert_eq!(read_transfer_code(""), Err(CodeError::NotACode));
    assert_eq!(read_transfer_code("MM2.AAAAAA"), Err(CodeError::NotACode));
    assert_eq!(read_transfer_code("mm1.AAAAAA"), Err(CodeError::NotACode));
    for damaged in [
        "MM1.",
        "MM1.AA",
        "MM1.AAAAAA=",
        "MM1.AAAA+AAA",
        "MM1.AAAAA",
        "MM1.ÀAAAAA",
    ] {
        assert_eq!(
            read_transfer_code(damaged),
            Err(CodeError::Damaged),
            "{damaged}"
        );
    }
    // Wrapped by a messaging app: read.
    let code = transfer_code(b"a backup, compressed");
    let wrapped = format!("{}\n{}", &code[..20], &code[20..]);
    assert_eq!(
        read_transfer_code(&wrapped).unwrap(),
        b"a backup, compressed"
    );
}

// ---- the reminder ----

#[test]
fn the_reminder_is_due_after_50_games_or_60_days_with_a_game_since() {
    let t = |s: &str| Timestamp::parse(s).unwrap();
    let now = t("2026-11-23T08:00:00.000Z");
    assert!(!reminder_due(0, None, &now));
    assert!(!reminder_due(49, None, &now));
    assert!(reminder_due(50, None, &now));
    let recent = t("2026-11-01T00:00:00.000Z");
    assert!(!reminder_due(49, Some(&recent), &now));
    assert!(reminder_due(50, Some(&recent), &now));
    let old = t("2026-09-24T23:59:59.999Z"); // 60 UTC days before
    assert!(reminder_due(1, Some(&old), &now));
    assert!(!reminder_due(0, Some(&old), &now));
    let not_yet = t("2026-09-25T00:00:00.000Z"); // 59 days
    assert!(!reminder_due(1, Some(&not_yet), &now));
}

// ---- a large file ----

/// 10 000 finished games: the file reads and plans in a reasonable time (measured here natively
/// in a test build, printed; the browser's time is measured by the e2e test).
#[test]
fn a_backup_of_10_000_games_reads_and_merges() {
    let log =
        StatsLog::from_games((0..10_000).map(|i| finished(i, i as usize, u64::from(i), 0, 3, i)));
    let state = with(&[(STATS, log.to_json())]);
    let text = Backup::of(&state, now()).to_json();
    let start = std::time::Instant::now();
    let backup = Backup::parse(&text).unwrap();
    let plan = plan_import(&Entries::new(), &backup);
    let again = plan_import(&apply(&Entries::new(), &plan), &backup);
    eprintln!(
        "10 000 games: {} KB of backup, read and planned twice in {:?}",
        text.len() / 1024,
        start.elapsed()
    );
    assert_eq!(count(&plan, StoreKind::Statistics), (10_000, 0));
    assert!(again.is_empty());
}

/// The example in docs/storage.md is a backup that imports.
#[test]
fn the_documented_example_reads_and_imports() {
    let json = storage_md_example("Backup files and transfer codes");
    let backup = Backup::parse(json).expect("the documented example is a valid backup");
    assert_eq!(backup.file_name(), "mastermind-backup-2026-11-23.json");
    let plan = plan_import(&Entries::new(), &backup);
    let counts: Vec<(usize, usize)> = plan.counts.iter().map(|c| (c.added, c.left_out)).collect();
    assert_eq!(
        counts,
        [
            (1, 0),
            (1, 0),
            (0, 0),
            (1, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (1, 0)
        ]
    );
    assert_eq!(
        plan.writes["mastermind.v1.scores.backup.2026-11-01T10:00:00.000Z"],
        r#"{"version":1,"tables":"#
    );
}

// ---- every kind, declared once (issue 41) ----

/// One stored value of every kind, under a key the game writes, a backup included.
fn every_kind() -> Entries {
    let pool = &*POOL;
    let level = Level::I;
    let puzzle = PuzzleRecord::new(
        PuzzleSource::Seed {
            seed: 12,
            difficulty: Difficulty::Hard,
        },
        "ps-1".to_owned(),
        Puzzle::generate(level, 12, Difficulty::Hard),
    );
    let ends = PuzzleLog::from_ends([PuzzleEnd {
        id: "p-1".to_owned(),
        level,
        daily: None,
        past: false,
        solved: true,
        attempts: 2,
        at: ts(5),
    }]);
    let settings = Settings {
        language: Some("pt".to_owned()),
        persist_asked: true,
        ..Settings::default()
    };
    let mut state = Entries::new();
    let mut put = |key: String, raw: String| {
        state.insert(key, raw);
    };
    let scores = scores_of(&[
        (0, entry(level, 3, 1, 0, 1)),
        (1, entry(Level::II, 5, 2, 1, 2)),
    ]);
    put(Scores::key(()), scores.to_json());
    let stats = StatsLog::from_games([finished(1, 0, 3, 0, 4, 7), finished(2, 1, 4, 1, 5, 8)]);
    put(StatsLog::key(()), stats.to_json());
    let (game_key, games) = &pool.games[0];
    put(game_key.clone(), games[0].clone());
    put(Settings::key(()), settings.to_json());
    put(MatchRecord::key(MatchKind::ALL[0]), pool.matches[1].clone());
    put(BreakerRecord::key(()), pool.breakers[1].clone());
    put(PuzzleLog::key(()), ends.to_json());
    put(
        PuzzleRecord::key(PuzzleSlot::Practice(level)),
        puzzle.to_json(),
    );
    put(
        Friends::key(()),
        Friends::from_games([Meeting {
            id: "r-0123456789abcdef".to_owned(),
            name: Name::parse("Ana").unwrap(),
            result: Outcome::Won,
            at: ts(6),
        }])
        .to_json(),
    );
    put(
        format!("{}.backup.{}", Scores::key(()), ts(9)),
        "{ damaged".to_owned(),
    );
    state
}

/// Each kind is in [`StoreKind::ALL`] once (the one list that declares them gives each its
/// declaration), the fixture holds every kind, and each of the game's keys belongs to one kind
/// only (a backup's key to the backups, whose pattern comes first, whatever key it was made of).
#[test]
fn every_kind_is_declared_once() {
    let all: std::collections::BTreeSet<StoreKind> = StoreKind::ALL.into_iter().collect();
    assert_eq!(all.len(), StoreKind::ALL.len());
    let state = every_kind();
    let found: std::collections::BTreeSet<StoreKind> =
        state.keys().map(|key| kind_of(key).unwrap()).collect();
    assert_eq!(found, all, "the fixture holds every kind");
    for key in state.keys() {
        let owners: Vec<StoreKind> = StoreKind::ALL
            .into_iter()
            .filter(|kind| kind.owns(key))
            .collect();
        match kind_of(key) {
            Some(StoreKind::Backups) => assert!(owners.contains(&StoreKind::Backups), "{key}"),
            kind => assert_eq!(owners, Vec::from_iter(kind), "{key}"),
        }
    }
}

/// Export, then import into an empty browser, gives every kind back (settings: all but
/// `persist_asked`, which is each browser's own), each counted as `Stored data` counts it; into
/// the same browser it changes nothing.
#[test]
fn export_then_import_round_trips_every_kind() {
    let state = every_kind();
    let file = export(&state);
    assert_eq!(file.stores.len(), state.len());
    let plan = plan_import(&Entries::new(), &file);
    let got = apply(&Entries::new(), &plan);
    assert_eq!(
        got.keys().collect::<Vec<_>>(),
        state.keys().collect::<Vec<_>>()
    );
    for (key, raw) in &state {
        if kind_of(key) == Some(StoreKind::Settings) {
            let mut want = settings_of(raw);
            want.persist_asked = false;
            assert_eq!(settings_of(&got[key]), want);
        } else {
            assert_eq!(meaning(&got[key]), meaning(raw), "{key}");
        }
    }
    let rows = summarise(&state);
    for kind in StoreKind::ALL {
        let row = rows.iter().find(|r| r.kind == kind).unwrap();
        assert!(row.entries > 0, "{kind:?}");
        assert_eq!(count(&plan, kind), (row.entries, 0), "{kind:?}");
    }
    let again = plan_import(&state, &file);
    assert!(again.is_empty(), "{:?}", again.writes);
    assert!(again.counts.iter().all(|c| (c.added, c.left_out) == (0, 0)));
    // What came in exports as the same file (settings aside).
    let mut round = Backup::of(&got, now());
    let mut first = file.clone();
    for backup in [&mut round, &mut first] {
        backup.stores.remove(&Settings::key(()));
    }
    assert_eq!(round, first);
}

/// The backup key of a key at a time: `<key>.backup.<time>`, then `.1`, `.2` … while taken.
#[test]
fn a_backup_key_is_never_one_taken() {
    let key = Scores::key(());
    let stamp = NOW;
    let base = format!("{key}.backup.{NOW}");
    assert_eq!(backup_key(&key, stamp, |_| false), base);
    let taken = [base.clone(), format!("{base}.1")];
    assert_eq!(
        backup_key(&key, stamp, |k| taken.iter().any(|t| t == k)),
        format!("{base}.2")
    );
    assert_eq!(kind_of(&format!("{base}.2")), Some(StoreKind::Backups));
}

proptest! {
    /// Any key: `kind_of` never panics, and the kind it names owns the key (a backup's: the
    /// backups); a key not under `mastermind.` is no kind.
    #[test]
    fn any_key_is_of_the_kind_that_owns_it(
        key in prop_oneof![
            ".{0,40}",
            "mastermind\\.v[0-9]\\.(game|daily|challenge|puzzle|puzzles|scores|stats|settings|match|codebreaker)(\\.[a-z0-9.-]{0,20})?",
        ]
    ) {
        match kind_of(&key) {
            None => prop_assert!(
                !key.starts_with("mastermind.")
                    || StoreKind::ALL.iter().all(|kind| !kind.owns(&key))
            ),
            Some(kind) => {
                prop_assert!(key.starts_with("mastermind."));
                prop_assert!(kind.owns(&key));
            }
        }
    }

    /// Any value under any key of the game's: each kind's check answers, never panics.
    #[test]
    fn any_value_under_any_kind_is_checked(
        kind in select(&StoreKind::ALL[..]),
        text in ".{0,60}",
        key in 0usize..3,
    ) {
        static STATE: LazyLock<Entries> = LazyLock::new(every_kind);
        let keys: Vec<&String> = STATE.keys().filter(|k| kind_of(k) == Some(kind)).collect();
        let key = keys[key % keys.len()];
        let value = serde_json::from_str::<Value>(&text).unwrap_or(Value::String(text.clone()));
        let _ = kind.check(key, &value);
        let _ = kind.count(&text);
    }
}
