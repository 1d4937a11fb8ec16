//! Native tests of a match against the computer: scoring in every case, roles, the file form's
//! round trip and every malformed file refused.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::{match_setup, storage_md_example};
use mastermind_core::code::Code;
use mastermind_core::contest::{
    FileError, Match, MatchError, MatchLog, MatchMove, Outcome, Pace, Phase, Players, Scoring,
    Setup, Side, Strength,
};
use mastermind_core::feedback::Feedback;
use mastermind_core::game::{Move, Turn};
use mastermind_core::key::key_from_seed;
use mastermind_core::level::{Custom, Level};
use mastermind_core::name::Name;
use mastermind_core::sessions::{MatchDraft, MatchKind, parse_stored_match, stored_match};
use mastermind_core::solver;
use mastermind_core::store::Read;

/// This file's matches: level I against the strong computer.
fn setup(rounds: usize, first_maker: Side) -> Setup {
    match_setup(rounds, Level::I, Strength::Strong, first_maker)
}

fn key(i: u32) -> Code {
    Code::from_index(Level::I, i)
}

/// Plays a round whose codebreaker breaks `key(k)` on attempt `attempts` (or never, with `None`).
fn play_round(m: &mut Match, k: u32, attempts: Option<usize>) {
    m.start_round(key(k)).unwrap();
    let wrong = key(if k == 0 { 1 } else { 0 });
    let misses = attempts.map_or(Pace::Quick.attempts(), |a| a - 1);
    for _ in 0..misses {
        m.guess(wrong).unwrap();
    }
    if attempts.is_some() {
        assert!(m.guess(key(k)).unwrap().is_win(4));
    }
    assert!(m.current().is_none(), "the round is over");
}

/// The points of round 2 when round 1 took `first` and round 2 took `second` attempts.
fn round_two_points(first: Option<usize>, second: Option<usize>) -> Option<u8> {
    let mut m = Match::new(setup(2, Side::Player)).unwrap();
    play_round(&mut m, 100, first);
    assert_eq!(m.points(0), None, "round 1 scores nothing");
    play_round(&mut m, 200, second);
    let (to, points) = m.points(1)?;
    // Round 2's key is the computer's: the points are the codebreaker's, the player's.
    assert_eq!(to, Side::Player, "the points are the codebreaker's");
    Some(points)
}

#[test]
fn scoring_covers_every_case() {
    assert_eq!(round_two_points(Some(4), Some(3)), Some(3), "fewer");
    assert_eq!(round_two_points(Some(3), Some(3)), Some(1), "equal");
    assert_eq!(round_two_points(Some(2), Some(3)), Some(0), "more");
    assert_eq!(
        round_two_points(None, Some(5)),
        Some(3),
        "breaking beats a failure"
    );
    assert_eq!(round_two_points(Some(5), None), Some(0), "not broken");
    assert_eq!(round_two_points(None, None), Some(0), "both failed");
}

/// The points of a round taking `attempts` (or never broken) under the codemaker's rule, and to
/// whom they go.
fn codemaker_points(attempts: Option<usize>) -> Option<(Side, u8)> {
    let mut m = Match::new(Setup {
        scoring: Scoring::Codemaker,
        ..setup(2, Side::Player)
    })
    .unwrap();
    play_round(&mut m, 100, attempts);
    m.points(0)
}

#[test]
fn the_codemakers_rule_scores_a_point_per_guess_and_one_more_for_a_key_not_broken() {
    // Every case at the quick pace (5 attempts): round 1 scores too, for its codemaker.
    for attempts in 1..=5 {
        assert_eq!(
            codemaker_points(Some(attempts)),
            Some((Side::Player, attempts as u8)),
            "broken in {attempts}"
        );
    }
    assert_eq!(
        codemaker_points(None),
        Some((Side::Player, 6)),
        "not broken"
    );
    // A whole match: the scores are the codemakers'.
    let mut m = Match::new(Setup {
        scoring: Scoring::Codemaker,
        ..setup(4, Side::Computer)
    })
    .unwrap();
    play_round(&mut m, 5, Some(4)); // the computer's key, broken in 4: computer 4
    play_round(&mut m, 6, Some(2)); // the player's key, broken in 2: player 2
    play_round(&mut m, 7, None); // the computer's key, not broken: computer 5 + 1
    play_round(&mut m, 8, Some(5)); // the player's key, broken in 5: player 5
    assert_eq!((m.score(Side::Player), m.score(Side::Computer)), (7, 10));
    assert_eq!(m.outcome(), Some(Outcome::Won(Side::Computer)));
    // The same rounds by the codebreaker's rule: round 1 nothing, the computer 3 for breaking
    // in fewer (2 against 4), the player 0 for failing, the computer 3 for breaking where the
    // player failed.
    let mut usb = Match::new(setup(4, Side::Computer)).unwrap();
    for (k, a) in [(5, Some(4)), (6, Some(2)), (7, None), (8, Some(5))] {
        play_round(&mut usb, k, a);
    }
    assert_eq!((usb.score(Side::Player), usb.score(Side::Computer)), (0, 6));
}

#[test]
fn a_setup_without_scoring_reads_as_the_codebreakers_rule() {
    let old =
        r#"{"rounds":2,"level":"I","pace":"quick","strength":"strong","first_maker":"player"}"#;
    let read: Setup = serde_json::from_str(old).unwrap();
    assert_eq!(read.scoring, Scoring::Codebreaker);
    let new = serde_json::to_string(&Setup {
        scoring: Scoring::Codemaker,
        ..read
    })
    .unwrap();
    assert!(new.contains(r#""scoring":"codemaker""#), "{new}");
}

#[test]
fn roles_alternate_and_points_go_to_the_codebreaker() {
    let mut m = Match::new(setup(4, Side::Computer)).unwrap();
    let makers: Vec<Side> = (0..4).map(|i| m.maker(i)).collect();
    assert_eq!(
        makers,
        [Side::Computer, Side::Player, Side::Computer, Side::Player]
    );
    play_round(&mut m, 5, Some(4)); // player breaks in 4
    play_round(&mut m, 6, Some(2)); // computer breaks in 2: 3 points
    play_round(&mut m, 7, Some(2)); // player breaks in 2: equal, 1 point
    assert_eq!(m.outcome(), None);
    play_round(&mut m, 8, None); // computer fails: 0
    assert_eq!((m.score(Side::Player), m.score(Side::Computer)), (1, 3));
    assert_eq!(m.outcome(), Some(Outcome::Won(Side::Computer)));
    assert!(m.is_over());
    assert_eq!(m.start_round(key(9)), Err(MatchError::MatchOver));
    assert_eq!(m.rounds()[1].breaker(), Side::Computer);
}

#[test]
fn a_level_draw_and_the_rules_of_play() {
    let mut m = Match::new(setup(2, Side::Player)).unwrap();
    assert_eq!(m.guess(key(1)), Err(MatchError::NoRoundInPlay));
    m.start_round(key(3)).unwrap();
    assert_eq!(m.start_round(key(4)), Err(MatchError::RoundInPlay));
    assert_eq!(
        m.guess(Code::from_index(Level::II, 0)),
        Err(MatchError::NotInLevel)
    );
    for _ in 0..5 {
        m.guess(key(0)).unwrap();
    }
    assert_eq!(
        m.guess(key(3)),
        Err(MatchError::NoRoundInPlay),
        "the pace limit ends the round"
    );
    play_round(&mut m, 10, None);
    assert_eq!(m.outcome(), Some(Outcome::Draw));
    for rounds in [0, 1, 3, 22] {
        assert_eq!(
            Match::new(setup(rounds, Side::Player)),
            Err(MatchError::Rounds(rounds))
        );
    }
    assert!(Match::new(setup(20, Side::Player)).is_ok());
}

fn sample() -> Match {
    let mut m = Match::new(setup(4, Side::Player)).unwrap();
    play_round(&mut m, 11, Some(3));
    play_round(&mut m, 12, None);
    m.start_round(key(13)).unwrap();
    m.guess(key(0)).unwrap();
    m
}

#[test]
fn save_then_load_gives_the_same_match() {
    let m = sample();
    let file = m.to_file();
    assert!(file.contains("\"format\": \"mastermind-match\""));
    assert!(file.contains("\"version\": 1"));
    assert_eq!(Match::from_file(&file), Ok(m.clone()));
    let empty = Match::new(setup(2, Side::Computer)).unwrap();
    assert_eq!(Match::from_file(&empty.to_file()), Ok(empty));
}

/// The sample's file with `edit` applied to its JSON.
fn edited(edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut v: serde_json::Value = serde_json::from_str(&sample().to_file()).unwrap();
    edit(&mut v);
    v.to_string()
}

#[test]
fn every_malformed_file_is_refused_with_its_reason() {
    use serde_json::json;
    let cases: Vec<(&str, String, FileError)> = vec![
        ("not JSON", "{\"format\": ".into(), FileError::NotJson),
        (
            "a saved game",
            r#"{"version":1,"level":"I","moves":[]}"#.into(),
            FileError::NotAMatch,
        ),
        (
            "another format",
            edited(|v| v["format"] = json!("chess")),
            FileError::NotAMatch,
        ),
        (
            "newer",
            edited(|v| v["version"] = json!(2)),
            FileError::Newer(2),
        ),
        (
            "version 0",
            edited(|v| v["version"] = json!(0)),
            FileError::Malformed,
        ),
        (
            "no rounds",
            edited(|v| {
                v.as_object_mut().unwrap().remove("rounds");
            }),
            FileError::Malformed,
        ),
        (
            "unknown field",
            edited(|v| v["cheat"] = json!(true)),
            FileError::Malformed,
        ),
        (
            "colour unknown",
            edited(|v| v["rounds"][0]["key"] = json!(["red", "red", "red", "crimson"])),
            FileError::Malformed,
        ),
        (
            "black as text",
            edited(|v| v["rounds"][0]["guesses"][0]["black"] = json!("one")),
            FileError::Malformed,
        ),
        (
            "odd rounds",
            edited(|v| v["setup"]["rounds"] = json!(3)),
            FileError::BadSetup,
        ),
        (
            "too many rounds",
            edited(|v| v["setup"]["rounds"] = json!(2)),
            FileError::TooManyRounds,
        ),
        (
            "out of order",
            edited(|v| {
                let r = v["rounds"].as_array_mut().unwrap();
                r.swap(0, 1);
            }),
            FileError::RoundsOutOfOrder,
        ),
        (
            "wrong maker",
            edited(|v| v["rounds"][1]["maker"] = json!("player")),
            FileError::RolesOutOfTurn { round: 2 },
        ),
        (
            "key of level II",
            edited(|v| v["rounds"][0]["key"] = json!(["red", "red", "red", "red", "red"])),
            FileError::KeyNotInLevel { round: 1 },
        ),
        (
            "orange at level I",
            edited(|v| {
                v["rounds"][0]["guesses"][0]["guess"] = json!(["orange", "red", "red", "red"])
            }),
            FileError::GuessNotInLevel { round: 1 },
        ),
        (
            "feedback lies",
            edited(|v| v["rounds"][0]["guesses"][0]["white"] = json!(4)),
            FileError::FeedbackContradictsKey { round: 1, guess: 1 },
        ),
        (
            "guess after the break",
            edited(|v| {
                let g = v["rounds"][0]["guesses"][0].clone();
                v["rounds"][0]["guesses"].as_array_mut().unwrap().push(g);
            }),
            FileError::GuessAfterEnd { round: 1 },
        ),
        (
            "unfinished round then another",
            edited(|v| {
                v["rounds"][0]["guesses"].as_array_mut().unwrap().pop();
            }),
            FileError::UnfinishedRound { round: 1 },
        ),
    ];
    for (name, raw, expected) in cases {
        assert_eq!(Match::from_file(&raw), Err(expected), "{name}");
    }
}

#[test]
fn the_computer_plays_at_three_strengths() {
    let level = Level::II;
    let secret = key_from_seed(level, 5);
    let mut turns: Vec<Turn> = Vec::new();
    let first = Code::from_index(level, 0);
    turns.push(Turn {
        guess: first,
        feedback: Feedback::between(&secret, &first),
    });
    let fits = |c: &Code| {
        turns
            .iter()
            .all(|t| Feedback::between(c, &t.guess) == t.feedback)
    };
    // Normal always plays a code that fits every row; easy need not; both follow the random number.
    for r in 0..50u64 {
        assert!(fits(&Strength::Normal.guess(
            level,
            &turns,
            r.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        )));
    }
    let easy: Vec<Code> = (0..50u64)
        .map(|r| Strength::Easy.guess(level, &turns, r * 7919))
        .collect();
    assert!(
        easy.iter().any(|c| !fits(c)),
        "random guesses ignore the rows"
    );
    assert_ne!(
        Strength::Easy.guess(level, &turns, 1),
        Strength::Easy.guess(level, &turns, 2)
    );
    // Strong is the solver's choice.
    let solver = solver::Solver::from_turns(level, &turns);
    assert_eq!(
        Strength::Strong.guess(level, &turns, 99),
        solver.next_guess(solver::Strategy::DEFAULT).unwrap()
    );
}

#[test]
fn the_documented_example_file_loads() {
    let json = storage_md_example("Match files");
    let m = Match::from_file(json).expect("the documented example is a valid match");
    assert_eq!(m.setup().level, Level::II);
    assert_eq!(
        m.rounds()[0].guesses[0].feedback,
        Feedback { black: 1, white: 1 }
    );
    assert!(m.current().is_some(), "round 1 is still in play");
}

/// The smallest random number that `Strength::key` maps to `j` of `n` (the high bits of the
/// product `random · n`).
fn random_for(j: u32, n: u32) -> u64 {
    ((u128::from(j) << 64).div_ceil(u128::from(n))) as u64
}

fn colours_used(code: &Code) -> usize {
    code.colour_counts().iter().filter(|&&n| n > 0).count()
}

#[test]
fn the_strong_computer_makes_keys_of_two_colours_or_more_uniformly() {
    // Level I exhaustively: the 1 290 equally likely draws reach every key of two colours or
    // more exactly once, and no key of one colour.
    let level = Level::I;
    let two_or_more: Vec<Code> = Code::all(level).filter(|c| colours_used(c) >= 2).collect();
    assert_eq!(two_or_more.len(), 1_290);
    let n = two_or_more.len() as u32;
    let mut drawn: Vec<Code> = (0..n)
        .map(|j| Strength::Strong.key(level, random_for(j, n)))
        .collect();
    assert!(drawn.iter().all(|c| colours_used(c) >= 2));
    drawn.sort_by_key(|c| c.index(level));
    drawn.dedup();
    assert_eq!(
        drawn, two_or_more,
        "a bijection onto the keys of two colours or more"
    );
    // Every 64-bit number lands in one draw: the extremes too.
    for random in [0, 1, u64::MAX / 2, u64::MAX - 1, u64::MAX] {
        assert!(colours_used(&Strength::Strong.key(level, random)) >= 2);
    }
    // The larger levels: never one colour, on draws around each single-colour key and at random.
    for level in [Level::II, Level::III] {
        let all = level.possible_keys();
        let n = all - level.colours() as u32;
        let step = (all - 1) / (level.colours() as u32 - 1);
        let near = (0..level.colours() as u32)
            .flat_map(|c| (c * step).saturating_sub(c + 1)..(c * step + 2).min(n))
            .map(|j| random_for(j, n));
        let seeded = (0..2_000u64).map(|s| s.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        for random in near.chain(seeded) {
            let key = Strength::Strong.key(level, random);
            assert!(colours_used(&key) >= 2, "{key:?} at level {level:?}");
        }
    }
    // Without repeats every key has distinct colours: strong draws like easy.
    let distinct = Level::Custom(Custom::new(4, 6, 10, false).unwrap());
    for s in 0..200u64 {
        let random = s.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        assert_eq!(
            Strength::Strong.key(distinct, random),
            Strength::Easy.key(distinct, random)
        );
    }
}

#[test]
fn easy_and_normal_make_any_key_uniformly() {
    // Level I exhaustively: the 1 296 equally likely draws reach every key once, single-colour
    // keys included, the same key at both strengths.
    let level = Level::I;
    let n = level.possible_keys();
    for strength in [Strength::Easy, Strength::Normal] {
        let mut drawn: Vec<u32> = (0..n)
            .map(|j| strength.key(level, random_for(j, n)).index(level))
            .collect();
        drawn.sort_unstable();
        assert_eq!(drawn, (0..n).collect::<Vec<u32>>());
    }
    for level in Level::ALL {
        let n = u128::from(level.possible_keys());
        for s in 0..200u64 {
            let random = s.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let expected = Code::from_index(level, ((u128::from(random) * n) >> 64) as u32);
            assert_eq!(Strength::Easy.key(level, random), expected);
            assert_eq!(Strength::Normal.key(level, random), expected);
        }
    }
}

/// A match between two people (SPEC 12): Ana is player 1, Rui player 2.
fn people(rounds: usize, scoring: Scoring) -> Setup {
    Setup {
        first_maker: Side::Player,
        scoring,
        players: Some(Players {
            first: Name::parse("Ana").unwrap(),
            second: Name::parse("Rui").unwrap(),
        }),
        ..setup(rounds, Side::Player)
    }
}

/// Plays a whole row on the board of the round in play, through the board's moves.
fn board_row(m: &Match, guess: Code) -> Match {
    let row = m.board().expect("a board").active_row().expect("playing");
    let placed = (guess.pegs().iter().enumerate()).fold(m.clone(), |m, (hole, &colour)| {
        m.apply(MatchMove::Board(Move::Place { row, hole, colour }))
            .expect("placed")
    });
    placed
        .apply(MatchMove::Board(Move::Submit))
        .expect("submitted")
}

#[test]
fn between_people_both_make_keys_and_both_break_them_on_the_board() {
    let mut m = Match::new(people(2, Scoring::Codemaker)).unwrap();
    assert!(m.between_people());
    // Round 1: Ana (player 1) makes the key, Rui breaks it on the board.
    assert_eq!(m.phase(false), Phase::MakeKey(0));
    assert_eq!(m.next_maker(), Some(Side::Player));
    m.start_round(key(5)).unwrap();
    assert_eq!(m.phase(false), Phase::PlayerBreaks(0));
    assert_eq!(m.board().map(|b| b.revealed_key()), Some(None), "covered");
    m = board_row(&m, key(9));
    m = board_row(&m, key(5));
    assert!(m.current().is_none());
    assert_eq!(
        m.points(0),
        Some((Side::Player, 2)),
        "two guesses: two points to Ana"
    );
    // Round 2 waits for the next round to be asked, then Rui makes the key and Ana breaks it.
    assert_eq!(m.phase(false), Phase::Between(0));
    assert_eq!(m.phase(true), Phase::MakeKey(1));
    m.start_round(key(7)).unwrap();
    assert_eq!(m.phase(false), Phase::PlayerBreaks(1));
    for _ in 0..Pace::Quick.attempts() {
        m = board_row(&m, key(8));
    }
    // Not broken in five: five points and one more to Rui.
    assert_eq!(m.points(1), Some((Side::Computer, 6)));
    assert_eq!(m.outcome(), Some(Outcome::Won(Side::Computer)));
    // The file keeps both names and reads back as the same match; its replay too.
    let file = m.to_file();
    assert!(
        file.contains("\"Ana\"") && file.contains("\"Rui\""),
        "{file}"
    );
    assert_eq!(Match::from_file(&file), Ok(m.clone()));
    assert_eq!(Match::replay(m.setup().clone(), &m.moves()), Ok(m.clone()));
}

#[test]
fn between_people_with_the_codebreakers_rule_the_second_round_scores() {
    let mut m = Match::new(people(2, Scoring::Codebreaker)).unwrap();
    m.start_round(key(5)).unwrap();
    m = board_row(&m, key(9));
    m = board_row(&m, key(5));
    m.start_round(key(6)).unwrap();
    m = board_row(&m, key(6));
    // Ana broke Rui's key in 1 attempt, fewer than Rui's 2: 3 points to Ana.
    assert_eq!(m.points(1), Some((Side::Player, 3)));
    assert_eq!(m.outcome(), Some(Outcome::Won(Side::Player)));
}

#[test]
fn a_stored_match_between_people_is_read_only_in_its_own_place() {
    let mut m = Match::new(people(4, Scoring::Codebreaker)).unwrap();
    m.start_round(key(3)).unwrap();
    let stored = stored_match(&MatchLog::new(m.clone()), &MatchDraft::default());
    match parse_stored_match(&stored, MatchKind::People) {
        Read::Fine(record) => {
            assert_eq!(record.game.game(), &m);
            // Mid-round after a reload: the board is there, its key still covered.
            assert_eq!(record.game.game().phase(false), Phase::PlayerBreaks(0));
            assert_eq!(
                record.game.board().map(|b| b.game().revealed_key()),
                Some(None)
            );
        }
        other => panic!("not read back: {other:?}"),
    }
    assert!(!matches!(
        parse_stored_match(&stored, MatchKind::Computer),
        Read::Fine(_)
    ));
    let computer = Match::new(setup(2, Side::Player)).unwrap();
    let stored = stored_match(&MatchLog::new(computer), &MatchDraft::default());
    assert!(!matches!(
        parse_stored_match(&stored, MatchKind::People),
        Read::Fine(_)
    ));
    assert_eq!(
        MatchKind::of_key("mastermind.v1.match.people"),
        Some(MatchKind::People)
    );
    // A file whose names are not names is refused.
    let bad = Match::new(people(2, Scoring::Codebreaker))
        .unwrap()
        .to_file()
        .replace("\"Rui\"", "\"\"");
    assert_eq!(Match::from_file(&bad), Err(FileError::Malformed));
}
