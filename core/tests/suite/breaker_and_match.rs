//! Native tests of the sessions against the computer as applied moves: the codebreaker session
//! and the match replay from their logs to the same state, refuse moves out of turn with a typed
//! reason, and their stored forms (the match's unfinished holes included) load back the same,
//! old stored matches included. The match's phase is a rule of the core.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::match_setup;
use mastermind_core::code::Code;
use mastermind_core::codebreaker::{AnswerError, BreakerMove, Codebreaker, Stage};
use mastermind_core::colour::Colour;
use mastermind_core::contest::{
    FirstMaker, Match, MatchError, MatchLog, MatchMove, Phase, Setup, Side, Strength,
};
use mastermind_core::feedback::Feedback;
use mastermind_core::key::key_from_seed;
use mastermind_core::level::Level;
use mastermind_core::sessions::{
    BREAKER_VERSION, BreakerRecord, MatchDraft, MatchKind, MatchRecord, SavedBreaker,
    parse_stored_match, stored_match,
};
use mastermind_core::store::Read;
use proptest::prelude::*;

// ---- the codebreaker ----

/// Plays a session to its end the way the page does (the computer's choice outside `apply`),
/// answering honestly for `key` in hand mode; returns the log.
fn play_out(level: Level, key: Code, by_hand: bool) -> (Codebreaker, Vec<BreakerMove>) {
    let secret = (!by_hand).then_some(key);
    let mut session = Codebreaker::new(level, secret, by_hand);
    let mut log = Vec::new();
    loop {
        let mv = match session.stage() {
            Stage::Thinking => BreakerMove::Guess(session.next_guess().unwrap()),
            Stage::Asking(guess) => BreakerMove::Answer(Feedback::between(&key, &guess)),
            Stage::Found(_) => break,
            Stage::Inconsistent(rows) => panic!("{rows:?}"),
        };
        session = session.apply(mv).unwrap();
        log.push(mv);
    }
    (session, log)
}

#[test]
fn a_codebreaker_log_replays_to_the_same_session() {
    for by_hand in [false, true] {
        let key = key_from_seed(Level::I, 7);
        let (session, log) = play_out(Level::I, key, by_hand);
        let secret = (!by_hand).then_some(key);
        let replayed = Codebreaker::replay(Level::I, secret, by_hand, &log).unwrap();
        assert_eq!(replayed, session);
        assert!(matches!(replayed.stage(), Stage::Found(_)));
    }
}

#[test]
fn codebreaker_moves_out_of_turn_are_refused_with_their_reason() {
    let level = Level::I;
    let guess = Code::from_index(level, 5);
    let session = Codebreaker::new(level, None, true);
    let answer = BreakerMove::Answer(Feedback { black: 1, white: 0 });
    assert_eq!(session.apply(answer), Err(AnswerError::NotAsked));
    assert_eq!(
        session.apply(BreakerMove::CorrectLast),
        Err(AnswerError::NothingToCorrect)
    );
    let asking = session.apply(BreakerMove::Guess(guess)).unwrap();
    assert_eq!(asking.stage(), Stage::Asking(guess));
    assert_eq!(
        asking.next_guess(),
        None,
        "the computer waits for the answer"
    );
    assert_eq!(
        asking.apply(BreakerMove::Guess(guess)),
        Err(AnswerError::NotThinking)
    );
    assert_eq!(
        asking.apply(BreakerMove::Answer(Feedback { black: 4, white: 1 })),
        Err(AnswerError::TooMany)
    );
    let other_level = Code::from_index(Level::II, 0);
    assert_eq!(
        session.apply(BreakerMove::Guess(other_level)),
        Err(AnswerError::NotInLevel)
    );
    // Automatic feedback cannot be taken back.
    let auto = Codebreaker::new(level, Some(guess), false)
        .apply(BreakerMove::Guess(guess))
        .unwrap();
    assert_eq!(auto.stage(), Stage::Found(1));
    assert_eq!(
        auto.apply(BreakerMove::CorrectLast),
        Err(AnswerError::NothingToCorrect)
    );
}

#[test]
fn the_stored_codebreaker_session_loads_back_and_refuses_a_broken_log() {
    let key = key_from_seed(Level::II, 3);
    let (session, mut log) = play_out(Level::II, key, true);
    // A wrong answer corrected, then asked again: part of the log like any move.
    log.truncate(2);
    log.push(BreakerMove::CorrectLast);
    let saved = SavedBreaker {
        version: BREAKER_VERSION,
        level: Level::II,
        by_hand: true,
        secret: vec![Some(Colour::Red), None, None, Some(Colour::Orange), None],
        moves: Some(log.clone()),
    };
    let Read::Fine(BreakerRecord {
        saved: read,
        session: Some(read_session),
    }) = SavedBreaker::parse(&saved.to_json())
    else {
        panic!("the stored session loads");
    };
    assert_eq!(read, saved);
    assert_eq!(read_session.state().rows().len(), 0);
    assert!(matches!(read_session.state().stage(), Stage::Asking(_)));
    assert_eq!(read_session.moves(), &log[..]);
    assert!(!session.rows().is_empty());
    // Before Start: only the set-up, the half-filled secret kept.
    let setup_only = SavedBreaker {
        moves: None,
        by_hand: false,
        ..saved.clone()
    };
    assert!(matches!(
        SavedBreaker::parse(&setup_only.to_json()),
        Read::Fine(BreakerRecord { session: None, .. })
    ));
    // Automatic feedback needs the whole secret; a log that breaks a rule is damage.
    let no_key = SavedBreaker {
        by_hand: false,
        moves: Some(vec![]),
        ..saved.clone()
    };
    assert_eq!(SavedBreaker::parse(&no_key.to_json()), Read::UNREADABLE);
    let out_of_turn = SavedBreaker {
        moves: Some(vec![BreakerMove::Answer(Feedback { black: 0, white: 0 })]),
        ..saved.clone()
    };
    assert_eq!(
        SavedBreaker::parse(&out_of_turn.to_json()),
        Read::UNREADABLE
    );
    let wrong_holes = SavedBreaker {
        secret: vec![None; 4],
        ..saved.clone()
    };
    assert_eq!(
        SavedBreaker::parse(&wrong_holes.to_json()),
        Read::UNREADABLE
    );
    assert_eq!(SavedBreaker::parse("{not json"), Read::UNREADABLE);
    assert_eq!(
        SavedBreaker::parse(r#"{"version": 2, "anything": true}"#),
        Read::Newer { version: 2 }
    );
}

// ---- the match ----

#[test]
fn the_match_phase_follows_the_rounds_and_the_players_request() {
    let level = Level::I;
    let m = Match::new(match_setup(2, level, Strength::Normal, Side::Computer)).unwrap();
    assert_eq!(m.phase(false), Phase::ComputerMakesKey(0));
    assert_eq!(m.next_maker(), Some(Side::Computer));
    let m = m
        .apply(MatchMove::StartRound(Code::from_index(level, 9)))
        .unwrap();
    assert_eq!(m.phase(false), Phase::PlayerBreaks(0));
    assert_eq!(m.next_maker(), None, "a round is in play");
    let m = m
        .apply(MatchMove::Guess(Code::from_index(level, 9)))
        .unwrap();
    assert_eq!(m.phase(false), Phase::Between(0));
    assert_eq!(
        m.phase(true),
        Phase::MakeKey(1),
        "the player makes round 2's key"
    );
    let m = m
        .apply(MatchMove::StartRound(Code::from_index(level, 3)))
        .unwrap();
    assert_eq!(m.phase(true), Phase::ComputerBreaks(1));
    let m = (0..5).fold(m, |m, _| {
        m.apply(MatchMove::Guess(Code::from_index(level, 0)))
            .unwrap()
    });
    assert_eq!(m.phase(false), Phase::Over(1));
    assert_eq!(m.phase(true), Phase::Over(1));
    assert_eq!(Phase::Over(1).round(), 1);
    // A match whose player makes the first key starts by asking for it.
    let m = Match::new(match_setup(2, level, Strength::Normal, Side::Player)).unwrap();
    assert_eq!(m.phase(false), Phase::MakeKey(0));
    assert_eq!(FirstMaker::Random.side(2), Side::Player);
    assert_eq!(FirstMaker::Random.side(3), Side::Computer);
    assert_eq!(FirstMaker::Computer.side(2), Side::Computer);
    assert_eq!(Setup::even_rounds(3), 4);
    assert_eq!(Setup::even_rounds(0), 2);
    assert_eq!(Setup::even_rounds(99), 20);
    // A typed number as large as a `usize` holds is still clamped, never an overflow.
    assert_eq!(Setup::even_rounds(usize::MAX), 20);
}

#[test]
fn match_moves_out_of_turn_are_refused_and_change_nothing() {
    let level = Level::I;
    let m = Match::new(match_setup(2, level, Strength::Normal, Side::Player)).unwrap();
    let key = Code::from_index(level, 1);
    assert_eq!(
        m.apply(MatchMove::Guess(key)),
        Err(MatchError::NoRoundInPlay)
    );
    assert_eq!(
        m.apply(MatchMove::StartRound(Code::from_index(Level::II, 1))),
        Err(MatchError::NotInLevel)
    );
    let started = m.apply(MatchMove::StartRound(key)).unwrap();
    assert_eq!(
        started.apply(MatchMove::StartRound(key)),
        Err(MatchError::RoundInPlay)
    );
    assert!(m.rounds().is_empty(), "apply leaves the match it was given");
    assert_eq!(started.moves(), [MatchMove::StartRound(key)]);
}

#[test]
fn old_stored_matches_load_and_the_unfinished_holes_come_back() {
    let level = Level::II;
    let m = Match::replay(
        match_setup(4, level, Strength::Normal, Side::Computer),
        &[
            MatchMove::StartRound(Code::from_index(level, 100)),
            MatchMove::Guess(Code::from_index(level, 5)),
        ],
    )
    .unwrap();
    let fine = |raw: &str| match parse_stored_match(raw, MatchKind::Computer) {
        Read::Fine(MatchRecord { game, draft }) => (game, draft),
        other => panic!("the stored match loads: {other:?}"),
    };
    // The match file itself loads with nothing unfinished.
    let (log, draft) = fine(&m.to_file());
    assert_eq!(log.game(), &m);
    assert_eq!(draft, MatchDraft::default());
    assert!(!log.can_undo() && !log.can_redo());
    // What earlier versions wrote for a half-filled row: its pegs come back as row edits, so
    // they can be undone one by one.
    let mut old: serde_json::Value = serde_json::from_str(&m.to_file()).unwrap();
    old["draft"] = serde_json::json!({ "row": ["red", null, "orange", null, null] });
    let (log, draft) = fine(&old.to_string());
    assert_eq!(draft, MatchDraft::default());
    let board = log.board().expect("the player breaks this round");
    let pegs = [Some(Colour::Red), None, Some(Colour::Orange), None, None];
    assert_eq!(board.game().active_pegs(), pegs);
    assert_eq!(board.game().turns().len(), 1);
    let undone = log.undo().unwrap();
    assert_eq!(
        undone.board().unwrap().game().active_pegs(),
        [Some(Colour::Red), None, None, None, None]
    );
    assert!(
        undone.undo().unwrap().undo().is_none(),
        "never past the round's last row"
    );
    // Today's form keeps the edits with their undo position: written and read, the same board.
    let raw = stored_match(&undone, &MatchDraft::default());
    assert!(raw.contains(r#""at":1"#), "{raw}");
    let (back, _) = fine(&raw);
    assert_eq!(back.game(), undone.game());
    assert_eq!(back.board(), undone.board());
    assert_eq!(back.redo().unwrap().board(), log.board());
    // The stored form is still a match file once `draft` is set aside: a file never has it.
    assert!(Match::from_file(&raw).is_err());
    assert!(!m.to_file().contains("draft"));
    // Holes that do not fit the match now are dropped, not the match.
    old["draft"] = serde_json::json!({
        "secret": [null, null, null, null, null],
        "row": ["purple", null, null, null, null],
    });
    let (log, draft) = fine(&old.to_string());
    assert_eq!(draft, MatchDraft::default());
    assert_eq!(log, MatchLog::new(m.clone()));
    old["draft"] = serde_json::json!({ "edits": ["Submit"], "at": 1 });
    assert_eq!(fine(&old.to_string()).0, MatchLog::new(m.clone()));
    old["draft"] = serde_json::json!({ "edits": [{"Place": {"row": 1, "hole": 0, "colour": "red"}}], "at": 2 });
    assert_eq!(fine(&old.to_string()).0, MatchLog::new(m.clone()));
    // The round ends: the player is to make the next key, and its holes are kept.
    let m = m
        .apply(MatchMove::Guess(Code::from_index(level, 100)))
        .unwrap();
    let making = MatchDraft {
        secret: Some(vec![Some(Colour::Blue), None, None, None, None]),
    };
    let (log, draft) = fine(&stored_match(&MatchLog::new(m.clone()), &making));
    assert_eq!(log.game(), &m);
    assert_eq!(draft, making);
    assert_eq!(
        parse_stored_match(
            r#"{"format": "mastermind-match", "version": 9}"#,
            MatchKind::Computer
        ),
        Read::Newer { version: 9 }
    );
    assert!(matches!(
        parse_stored_match("[1", MatchKind::Computer),
        Read::Damaged { .. }
    ));
}

// ---- any valid sequence, saved and loaded ----

/// A valid sequence of match moves drawn from `choices`: each choice picks a key or guess among
/// the level's codes (and sometimes the round's key, so rounds are broken too).
fn match_from(level: Level, first: Side, choices: &[(u32, bool)]) -> (Match, Vec<MatchMove>) {
    let mut m = Match::new(match_setup(4, level, Strength::Normal, first)).unwrap();
    let mut log = Vec::new();
    for &(pick, hit) in choices {
        let code = Code::from_index(level, pick % level.possible_keys());
        let mv = match m.current() {
            Some(round) if hit => MatchMove::Guess(round.key),
            Some(_) => MatchMove::Guess(code),
            None if m.is_over() => break,
            None => MatchMove::StartRound(code),
        };
        m = m.apply(mv).unwrap();
        log.push(mv);
    }
    (m, log)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_valid_match_saved_and_loaded_is_the_same(
        level in prop::sample::select(Level::ALL.to_vec()),
        first in prop::sample::select(vec![Side::Player, Side::Computer]),
        choices in prop::collection::vec((any::<u32>(), prop::bool::weighted(0.2)), 0..30),
        holes in prop::collection::vec(prop::option::of(0usize..8), 6),
    ) {
        let (m, log) = match_from(level, first, &choices);
        prop_assert_eq!(&Match::replay(m.setup().clone(), &log).unwrap(), &m);
        prop_assert_eq!(m.moves(), log);
        prop_assert_eq!(&Match::from_file(&m.to_file()).unwrap(), &m);
        let row: Vec<Option<Colour>> = holes[..level.pegs()]
            .iter()
            .map(|h| h.and_then(|i| Colour::from_index(i % level.colours())))
            .collect();
        let draft = MatchDraft { secret: Some(row) }.fit(&m);
        prop_assert_eq!(
            parse_stored_match(&stored_match(&MatchLog::new(m.clone()), &draft), MatchKind::Computer),
            Read::Fine(MatchRecord { game: MatchLog::new(m.clone()), draft })
        );
    }

    #[test]
    fn any_valid_codebreaker_session_saved_and_loaded_is_the_same(
        by_hand in any::<bool>(),
        seed in any::<u64>(),
        answers in prop::collection::vec((0u8..=4, 0u8..=4, prop::bool::weighted(0.2)), 0..8),
    ) {
        let level = Level::I;
        let key = key_from_seed(level, seed);
        // In hand mode the secret is only shown; the page passes it whenever it is complete.
        let secret = Some(key);
        let mut session = Codebreaker::new(level, secret, by_hand);
        let mut log = Vec::new();
        for (black, white, take_back) in answers {
            // Answers are taken as given (loading runs no search): after one that fits no key
            // with the earlier ones there is no guess, and the player takes it back.
            let mv = match session.stage() {
                Stage::Thinking => match session.next_guess() {
                    Some(guess) => BreakerMove::Guess(guess),
                    None => BreakerMove::CorrectLast,
                },
                Stage::Asking(_) if take_back && !session.rows().is_empty() => BreakerMove::CorrectLast,
                Stage::Asking(_) => {
                    let black = black.min(4);
                    BreakerMove::Answer(Feedback { black, white: white.min(4 - black) })
                }
                Stage::Inconsistent(_) => BreakerMove::CorrectLast,
                Stage::Found(_) => break,
            };
            session = session.apply(mv).unwrap();
            log.push(mv);
        }
        let saved = SavedBreaker {
            version: BREAKER_VERSION,
            level,
            by_hand,
            secret: key.pegs().iter().map(|&c| Some(c)).collect(),
            moves: Some(log),
        };
        match SavedBreaker::parse(&saved.to_json()) {
            Read::Fine(BreakerRecord { saved: read, session: Some(read_session) }) => {
                prop_assert_eq!(read, saved);
                prop_assert_eq!(read_session.state(), &session);
            }
            other => prop_assert!(false, "did not load: {:?}", other),
        }
    }
}
