//! Friends without a server (SPEC 18): the reply link's round trip, its concealment and its
//! parser fed arbitrary, cut, altered and newer input; the head-to-head comparison; the Friends
//! record (counted once, merged, damaged and newer values as every kind's) and Your data carrying
//! it (export, import merged never doubled, the transfer code).
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::custom;
use mastermind_core::backup::{
    Backup, Entries, StoreKind, kind_of, plan_import, read_transfer_code, summarise, transfer_code,
};
use mastermind_core::challenge::{Challenge, SenderResult};
use mastermind_core::code::Code;
use mastermind_core::colour::Colour;
use mastermind_core::friends::{Friends, Meeting, Outcome, Side, compare};
use mastermind_core::game::Status;
use mastermind_core::level::Level;
use mastermind_core::name::Name;
use mastermind_core::reply::{REPLY_PREFIX, Reply, ReplyError};
use mastermind_core::store::{Read, Stored, Unclean, read_clean};
use mastermind_core::time::Timestamp;
use proptest::prelude::*;

fn at(text: &str) -> Timestamp {
    Timestamp::parse(text).unwrap()
}

fn name(text: &str) -> Name {
    Name::parse(text).unwrap()
}

fn challenge(
    level: Level,
    index: u32,
    sender: Option<&str>,
    result: Option<SenderResult>,
) -> Challenge {
    Challenge {
        level,
        key: Code::from_index(level, index % level.possible_keys()),
        name: sender.map(name),
        result,
    }
}

/// A reply whose player tried `tries` wrong codes and then, if `breaks`, the key.
fn reply(level: Level, index: u32, tries: usize, breaks: bool, time_ms: Option<u32>) -> Reply {
    let c = challenge(level, index, Some("Ana"), Some(SenderResult::Broke(3)));
    let mut guesses: Vec<Code> = Code::all(level)
        .filter(|g| *g != c.key)
        .take(tries.min(level.turns() - usize::from(breaks)))
        .collect();
    if breaks {
        guesses.push(c.key);
    }
    Reply::new(c, name("Bea"), guesses, time_ms)
}

#[test]
fn a_reply_reads_back_as_itself_at_every_level() {
    let mut levels = Level::ALL.to_vec();
    levels.push(custom(5, 8, 12, false));
    for level in levels {
        for (tries, breaks, time) in [
            (0, true, Some(42_000)),
            (3, true, None),
            (2, false, Some(1)),
            (99, false, Some(u32::MAX - 1)),
        ] {
            let r = reply(level, 777, tries, breaks, time);
            let fragment = r.to_fragment(9);
            assert!(fragment.starts_with(REPLY_PREFIX));
            assert_eq!(Reply::from_fragment(&fragment), Ok(r.clone()), "{level:?}");
            assert_eq!(Reply::from_fragment(&format!("#{fragment}")), Ok(r.clone()));
            assert_eq!(r.turns(), breaks.then_some(r.guesses.len()));
        }
    }
}

#[test]
fn a_reply_carries_every_form_of_challenge() {
    for sender in [None, Some("Zoë 👩‍👩‍👧‍👦 🇵🇹"), Some(&*"x".repeat(44))] {
        for result in [
            None,
            Some(SenderResult::NotBroken),
            Some(SenderResult::Broke(10)),
        ] {
            let c = challenge(Level::II, 5, sender, result);
            let r = Reply::new(c, name(&"é".repeat(44)), vec![], Some(0));
            assert_eq!(Reply::from_fragment(&r.to_fragment(200)), Ok(r));
        }
    }
}

#[test]
fn the_key_and_rows_cannot_be_read_off_the_reply() {
    for index in 0..Level::I.possible_keys() {
        let r = reply(Level::I, index, 2, true, Some(1_000));
        let fragment = r.to_fragment((index % 256) as u8);
        let letters = fragment.strip_prefix(REPLY_PREFIX).unwrap();
        assert!(
            letters.bytes().all(|b| b"bcdfghjklmnpqrst".contains(&b)),
            "{fragment}"
        );
        for colour in Colour::ALL {
            assert!(!fragment.contains(colour.id()), "{fragment}");
        }
    }
}

#[test]
fn one_reply_has_one_id_whatever_its_salt() {
    let r = reply(Level::I, 3, 2, true, Some(5_000));
    let ids: Vec<String> = (0..=255u8)
        .map(|salt| Reply::from_fragment(&r.to_fragment(salt)).unwrap().id())
        .collect();
    assert!(ids.iter().all(|id| *id == r.id()));
    assert_ne!(r.id(), reply(Level::I, 3, 2, true, Some(5_001)).id());
    assert_ne!(r.id(), reply(Level::I, 4, 2, true, Some(5_000)).id());
}

#[test]
fn foreign_newer_and_damaged_fragments_are_refused_clearly() {
    let fragment = reply(Level::III, 1234, 4, true, Some(60_000)).to_fragment(3);
    let letters = fragment.strip_prefix(REPLY_PREFIX).unwrap();
    for foreign in [
        "", "#", "r", "r0bb", "c1bbbb", "x1bbbb", "hello", "r01bbcc", "1r",
    ] {
        assert_eq!(
            Reply::from_fragment(foreign),
            Err(ReplyError::NotAReply),
            "{foreign:?}"
        );
    }
    assert_eq!(
        Reply::from_fragment(&format!("r2{letters}")),
        Err(ReplyError::Newer { version: 2 })
    );
    assert_eq!(
        Reply::from_fragment("#r17bcdf"),
        Err(ReplyError::Newer { version: 17 })
    );
    assert_eq!(
        Reply::from_fragment("r99999999999999999999bb"),
        Err(ReplyError::NotAReply)
    );
    for cut in 0..fragment.len() {
        let short = &fragment[..cut];
        assert!(Reply::from_fragment(short).is_err(), "{short}");
    }
    assert_eq!(
        Reply::from_fragment(&format!("{fragment}bb")),
        Err(ReplyError::Damaged)
    );
    assert_eq!(
        Reply::from_fragment(&format!("{fragment}b")),
        Err(ReplyError::Damaged)
    );
    assert_eq!(
        Reply::from_fragment(&fragment.to_uppercase()),
        Err(ReplyError::NotAReply)
    );
}

/// The documented concealment (`common::conceal`) of a reply: `r1`, with the salt 0x5A.
fn concealed(plain: &[u8]) -> String {
    common::conceal(REPLY_PREFIX, 0x5A, plain)
}

#[test]
fn the_documented_form_reads() {
    // Level I, key red red red red (colour 0), sender result 3, sender "Ana", 61 000 ms, two rows
    // (colour 1 ×4, then the key), player "Bea".
    let plain = [
        &[1, 0, 0, 0, 0, 3, 3][..],
        b"Ana",
        &61_000u32.to_be_bytes(),
        &[2, 1, 1, 1, 1, 0, 0, 0, 0],
        b"Bea",
    ]
    .concat();
    let r = Reply::from_fragment(&concealed(&plain)).unwrap();
    assert_eq!(r.challenge.level, Level::I);
    assert_eq!(r.challenge.sender(), Some("Ana"));
    assert_eq!(r.challenge.result, Some(SenderResult::Broke(3)));
    assert_eq!(
        (r.name.as_str(), r.time_ms, r.turns()),
        ("Bea", Some(61_000), Some(2))
    );
    // A row after the key, more rows than turns, an empty player name: each refused.
    for bad in [
        [
            &plain[..13],
            &[3, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1],
            b"Bea",
        ]
        .concat(),
        [&plain[..13], &[11], &[1; 44][..], b"Bea"].concat(),
        plain[..plain.len() - 3].to_vec(),
        [&plain[..5], &[11]].concat(),
    ] {
        assert_eq!(
            Reply::from_fragment(&concealed(&bad)),
            Err(ReplyError::Damaged),
            "{bad:?}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
        let _ = Reply::from_fragment(&text);
        let _ = Reply::from_fragment(&format!("r1{text}"));
    }

    #[test]
    fn arbitrary_letters_never_panic_and_never_pass_unchecked(letters in "[bcdfghjklmnpqrst]{0,120}") {
        if let Ok(r) = Reply::from_fragment(&format!("r1{letters}")) {
            // Whatever passes the check is a whole reply: it reads back as itself.
            prop_assert_eq!(Reply::from_fragment(&r.to_fragment(1)), Ok(r));
        }
    }

    #[test]
    fn arbitrary_checked_bytes_never_panic(plain in proptest::collection::vec(any::<u8>(), 0..120)) {
        if let Ok(r) = Reply::from_fragment(&concealed(&plain)) {
            prop_assert!(r.game().is_some());
            prop_assert!(r.guesses.len() <= r.challenge.level.turns());
            prop_assert_eq!(Reply::from_fragment(&r.to_fragment(2)), Ok(r));
        }
    }

    #[test]
    fn a_mutated_reply_is_refused_or_reads_whole(
        index in 0u32..1296,
        tries in 0usize..10,
        breaks: bool,
        salt: u8,
        at_byte in 0usize..400,
        letter in 0usize..16,
    ) {
        let r = reply(Level::II, index, tries, breaks, Some(index * 1000));
        let fragment = r.to_fragment(salt);
        prop_assert_eq!(Reply::from_fragment(&fragment), Ok(r.clone()));
        let mut bytes = fragment.into_bytes();
        let at = 2 + at_byte % (bytes.len() - 2);
        let replacement = b"bcdfghjklmnpqrst"[letter];
        let changed = bytes[at] != replacement;
        bytes[at] = replacement;
        let mutated = String::from_utf8(bytes).unwrap();
        let read = Reply::from_fragment(&mutated);
        if changed {
            // A changed letter either fails the check, or (a salt letter) reads as another
            // reply's bytes, which the check then refuses too.
            prop_assert!(read.is_err() || read.as_ref().ok() != Some(&r), "{mutated}");
        } else {
            prop_assert_eq!(read, Ok(r));
        }
    }

    #[test]
    fn round_trip_of_any_reply(
        level_index in 0usize..3,
        index: u32,
        tries in 0usize..12,
        breaks: bool,
        time in proptest::option::of(0u32..u32::MAX),
        salt: u8,
    ) {
        let level = Level::ALL[level_index];
        let r = reply(level, index, tries, breaks, time);
        prop_assert_eq!(Reply::from_fragment(&r.to_fragment(salt)), Ok(r));
    }
}

// ---- The comparison ----

fn side(turns: Option<usize>, time_ms: Option<u32>) -> Option<Side> {
    Some(Side { turns, time_ms })
}

#[test]
fn fewer_guesses_then_less_time_wins() {
    assert_eq!(
        compare(side(Some(3), None), side(Some(4), Some(1))),
        Outcome::Won
    );
    assert_eq!(
        compare(side(Some(5), Some(1)), side(Some(4), None)),
        Outcome::Lost
    );
    assert_eq!(
        compare(side(Some(4), Some(10)), side(Some(4), Some(20))),
        Outcome::Won
    );
    assert_eq!(
        compare(side(Some(4), Some(30)), side(Some(4), Some(20))),
        Outcome::Lost
    );
    assert_eq!(
        compare(side(Some(4), Some(20)), side(Some(4), Some(20))),
        Outcome::Drawn
    );
    assert_eq!(
        compare(side(Some(4), None), side(Some(4), Some(20))),
        Outcome::Drawn
    );
    assert_eq!(
        compare(side(Some(9), None), side(None, Some(1))),
        Outcome::Won
    );
    assert_eq!(
        compare(side(None, Some(1)), side(Some(9), None)),
        Outcome::Lost
    );
    assert_eq!(
        compare(side(None, Some(1)), side(None, Some(2))),
        Outcome::Drawn
    );
    // A key set without being played: the side that played it wins by breaking it, else the
    // side that set it wins (SPEC 18: every game has one result).
    assert_eq!(compare(None, side(Some(1), None)), Outcome::Lost);
    assert_eq!(compare(None, side(None, None)), Outcome::Won);
    assert_eq!(compare(side(Some(1), None), None), Outcome::Won);
    assert_eq!(compare(side(None, Some(5)), None), Outcome::Lost);
    assert_eq!(compare(None, None), Outcome::Played);
}

#[test]
fn both_browsers_count_the_same_game_the_same_way() {
    // Ana played her key in 3 and sent it; Bea broke it in 4, in 50 s, and sent her reply.
    let sent = challenge(Level::I, 99, Some("Ana"), Some(SenderResult::Broke(3)));
    let guesses: Vec<Code> = Code::all(Level::I)
        .filter(|g| *g != sent.key)
        .take(3)
        .chain([sent.key])
        .collect();
    let r = Reply::new(sent.clone(), name("Bea"), guesses, Some(50_000));
    let now = at("2026-11-28T10:00:00.000Z");
    let bea = Meeting::of_challenge(
        &sent,
        "g-1",
        Status::Won { turns: 4 },
        Some(50_000),
        now.clone(),
    )
    .unwrap();
    let ana = Meeting::of_reply(&r, now);
    assert_eq!((bea.name.as_str(), bea.result), ("Ana", Outcome::Lost));
    assert_eq!((ana.name.as_str(), ana.result), ("Bea", Outcome::Won));
    // A key set without being played has one result, the same on both sides: Bea did not
    // break it (she quit), so Ana won; had she broken it, Bea would have.
    let unplayed = Challenge {
        result: None,
        ..sent.clone()
    };
    let r = Reply::new(unplayed.clone(), name("Bea"), vec![], None);
    assert_eq!(
        Meeting::of_reply(&r, at("2026-11-28T10:00:00.000Z")).result,
        Outcome::Won
    );
    let m = Meeting::of_challenge(
        &unplayed,
        "g-2",
        Status::Quit,
        None,
        at("2026-11-28T10:00:00.000Z"),
    );
    assert_eq!(m.map(|m| m.result), Some(Outcome::Lost));
    let broken = Reply::new(
        unplayed.clone(),
        name("Bea"),
        vec![unplayed.key],
        Some(9_000),
    );
    assert_eq!(
        Meeting::of_reply(&broken, at("2026-11-28T10:00:00.000Z")).result,
        Outcome::Lost
    );
    let m = Meeting::of_challenge(
        &unplayed,
        "g-3",
        Status::Won { turns: 1 },
        Some(9_000),
        at("2026-11-28T10:00:00.000Z"),
    );
    assert_eq!(m.map(|m| m.result), Some(Outcome::Won));
    // An anonymous challenge, or a game not over, counts nothing.
    let anonymous = Challenge {
        name: None,
        ..sent.clone()
    };
    assert_eq!(
        Meeting::of_challenge(
            &anonymous,
            "g-3",
            Status::Lost,
            None,
            at("2026-11-28T10:00:00.000Z")
        ),
        None
    );
    assert_eq!(
        Meeting::of_challenge(
            &sent,
            "g-4",
            Status::Playing,
            None,
            at("2026-11-28T10:00:00.000Z")
        ),
        None
    );
}

// ---- The record ----

fn meeting(id: &str, who: &str, result: Outcome, when: u32) -> Meeting {
    Meeting {
        id: id.to_owned(),
        name: name(who),
        result,
        at: at(&format!("2026-11-{:02}T10:00:00.000Z", 1 + when % 28)),
    }
}

#[test]
fn a_reply_opened_twice_counts_once() {
    let r = reply(Level::I, 8, 1, true, Some(9_000));
    let mut friends = Friends::default();
    assert!(friends.insert(Meeting::of_reply(&r, at("2026-11-28T10:00:00.000Z"))));
    let again = Reply::from_fragment(&r.to_fragment(77)).unwrap();
    assert!(!friends.insert(Meeting::of_reply(&again, at("2026-11-28T11:00:00.000Z"))));
    assert_eq!(friends.games().len(), 1);
    let rows = friends.records();
    assert_eq!(rows.len(), 1);
    assert_eq!((rows[0].name.as_str(), rows[0].games), ("Bea", 1));
}

#[test]
fn the_record_has_one_row_per_name() {
    let friends = Friends::from_games([
        meeting("a", "Bea", Outcome::Won, 1),
        meeting("b", "Bea", Outcome::Lost, 2),
        meeting("c", "Bea", Outcome::Drawn, 3),
        meeting("d", "Bea", Outcome::Played, 4),
        meeting("e", "Ana", Outcome::Won, 5),
        meeting("e", "Ana", Outcome::Lost, 6),
    ]);
    let rows: Vec<_> = friends
        .records()
        .into_iter()
        .map(|r| (r.name.as_str().to_owned(), r.games, r.won, r.lost, r.drawn))
        .collect();
    assert_eq!(
        rows,
        vec![("Ana".into(), 1, 1, 0, 0), ("Bea".into(), 4, 1, 1, 1)]
    );
}

#[test]
fn the_record_is_stored_versioned_and_read_back() {
    assert_eq!(Friends::key(()), "mastermind.v1.friends");
    assert_eq!(kind_of("mastermind.v1.friends"), Some(StoreKind::Friends));
    let friends = Friends::from_games([
        meeting("a", "Bea", Outcome::Won, 1),
        meeting("b", "Zoë", Outcome::Played, 2),
    ]);
    assert_eq!(
        Friends::parse(&friends.to_json()),
        Read::Fine(friends.clone())
    );
    let doc: serde_json::Value = serde_json::from_str(&friends.to_json()).unwrap();
    assert_eq!(doc["version"], 1);
    assert_eq!(doc["games"][0]["result"], "won");
}

#[test]
fn a_damaged_or_newer_record_is_never_misread() {
    assert_eq!(
        Friends::parse("{\"version\": 2, \"games\": []}"),
        Read::Newer { version: 2 }
    );
    assert_eq!(Friends::parse("not json"), Read::UNREADABLE);
    assert_eq!(Friends::parse("{\"version\": 1}"), Read::UNREADABLE);
    let one = meeting("a", "Bea", Outcome::Won, 1);
    let text = format!(
        "{{\"version\":1,\"games\":[{},{{\"id\":\"b\",\"name\":\"\",\"result\":\"won\",\"at\":\"2026-11-01T10:00:00.000Z\"}},{{\"id\":\"c\",\"name\":\"Ana\",\"result\":\"better\",\"at\":\"2026-11-01T10:00:00.000Z\"}},7]}}",
        serde_json::to_string(&one).unwrap()
    );
    assert_eq!(
        Friends::parse(&text),
        Read::Damaged {
            kept: Some(Friends::from_games([one])),
            dropped: 3
        }
    );
}

/// What the quick board and a reply left early read: a record only if it reads whole.
#[test]
fn a_record_reads_clean_only_when_whole() {
    assert_eq!(read_clean::<Friends>(None, ()), Ok(None));
    let one = Friends::from_games([meeting("a", "Bea", Outcome::Won, 1)]);
    assert_eq!(
        read_clean::<Friends>(Some(&one.to_json()), ()),
        Ok(Some(one.clone()))
    );
    let partly = format!(
        "{{\"version\":1,\"games\":[{},7]}}",
        serde_json::to_string(&meeting("a", "Bea", Outcome::Won, 1)).unwrap()
    );
    for raw in [
        "not json",
        "{\"version\": 1}",
        "{\"version\": 2, \"games\": []}",
        partly.as_str(),
    ] {
        assert_eq!(read_clean::<Friends>(Some(raw), ()), Err(Unclean), "{raw}");
    }
}

#[test]
fn two_tabs_records_merge_without_loss_or_double() {
    let a = Friends::from_games([
        meeting("a", "Bea", Outcome::Won, 1),
        meeting("b", "Ana", Outcome::Lost, 2),
    ]);
    let b = Friends::from_games([
        meeting("b", "Ana", Outcome::Lost, 2),
        meeting("c", "Bea", Outcome::Drawn, 3),
    ]);
    let merged = <Friends as Stored>::merge(a.clone(), &b);
    assert_eq!(merged.games().len(), 3);
    assert_eq!(merged, b.merge(&a));
    assert_eq!(merged.merge(&merged), merged);
}

// ---- Your data carries Friends ----

const KEY: &str = "mastermind.v1.friends";

fn entries(pairs: &[(&str, String)]) -> Entries {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_owned(), v.clone()))
        .collect()
}

#[test]
fn export_import_and_transfer_carry_friends_merged_never_doubled() {
    let theirs = Friends::from_games([
        meeting("a", "Bea", Outcome::Won, 1),
        meeting("b", "Ana", Outcome::Lost, 2),
        meeting("c", "Ana", Outcome::Drawn, 3),
    ]);
    let mine = Friends::from_games([
        meeting("b", "Ana", Outcome::Lost, 2),
        meeting("d", "Bea", Outcome::Played, 4),
    ]);
    let there = entries(&[(KEY, theirs.to_json())]);
    let rows = summarise(&there);
    assert_eq!(
        rows.iter()
            .find(|r| r.kind == StoreKind::Friends)
            .map(|r| r.entries),
        Some(3)
    );
    let text = Backup::of(&there, at("2026-11-28T12:00:00.000Z")).to_json();
    // The transfer code carries the same file (its compression is the browser's).
    let carried = read_transfer_code(&transfer_code(text.as_bytes())).unwrap();
    assert_eq!(carried, text.as_bytes());
    let file = Backup::parse(&text).unwrap();
    assert_eq!(
        file.raw(KEY).map(|r| Friends::parse(&r)),
        Some(Read::Fine(theirs.clone()))
    );

    let here = entries(&[(KEY, mine.to_json())]);
    let plan = plan_import(&here, &file);
    let count = plan
        .count(StoreKind::Friends)
        .map(|c| (c.added, c.left_out));
    assert_eq!(count, Some((2, 0)));
    let merged = Friends::parse(&plan.writes[KEY]).value().unwrap();
    assert_eq!(merged, mine.merge(&theirs));
    assert_eq!(merged.games().len(), 4);
    // The same file again adds nothing.
    let after = entries(&[(KEY, merged.to_json())]);
    let again = plan_import(&after, &file);
    assert!(!again.writes.contains_key(KEY));
    // Into a browser with none, taken whole.
    let plan = plan_import(&Entries::new(), &file);
    assert_eq!(Friends::parse(&plan.writes[KEY]), Read::Fine(theirs));
}

#[test]
fn a_backup_with_a_damaged_or_newer_record_is_refused() {
    for value in [
        "{\"version\":2,\"games\":[]}",
        "{\"version\":1,\"games\":[7]}",
    ] {
        let text = format!(
            "{{\"format\":\"mastermind-backup\",\"version\":1,\"exported\":\"2026-11-28T12:00:00.000Z\",\"stores\":{{\"{KEY}\":{value}}}}}"
        );
        assert!(Backup::parse(&text).is_err(), "{value}");
    }
}
