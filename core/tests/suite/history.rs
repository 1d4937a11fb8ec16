//! Native tests of the one mid-end, [`History`], in its three modes (the game, the codebreaker
//! and the match): undo then redo is the identity, a log rebuilt from its parts (and its stored
//! form read back) is the same, undo never reaches past a move that may not be undone, and a
//! stored log too long, or a codebreaker log past the level's rows, is refused with a typed error.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use std::fmt::Debug;

use common::match_setup;
use mastermind_core::code::Code;
use mastermind_core::codebreaker::{AnswerError, BreakerLog, BreakerMove, Codebreaker, Stage};
use mastermind_core::colour::Colour;
use mastermind_core::contest::{Match, MatchError, MatchLog, MatchMove, Setup, Side, Strength};
use mastermind_core::feedback::Feedback;
use mastermind_core::game::{Game, Invalid, Move};
use mastermind_core::history::{History, HistoryError, MAX_MOVES, Replay};
use mastermind_core::key::key_from_seed;
use mastermind_core::level::{Custom, Level};
use mastermind_core::log::{GameLog, LogError};
use mastermind_core::sessions::{
    BREAKER_VERSION, BreakerRecord, MatchDraft, MatchKind, MatchRecord, SavedBreaker,
    parse_stored_match, stored_match,
};
use mastermind_core::store::Read;
use proptest::prelude::*;

/// The laws every history keeps, whatever its mode.
fn check_laws<S>(h: &History<S>) -> Result<(), TestCaseError>
where
    S: Replay + PartialEq + Debug,
    S::Move: PartialEq + Debug,
    S::Error: Debug,
{
    // Undo then redo is the identity.
    if let Some(undone) = h.undo() {
        prop_assert_eq!(undone.redo(), Some(h.clone()));
        prop_assert_eq!(undone.moves(), h.moves());
    }
    // Redo then undo is too.
    if let Some(redone) = h.redo() {
        prop_assert_eq!(redone.undo(), Some(h.clone()));
    }
    // Rebuilt from its parts (as loading does), it is the same history.
    let rebuilt = History::from_parts(h.start().clone(), h.moves().to_vec(), h.position());
    prop_assert_eq!(rebuilt.as_ref().ok(), Some(h));
    // The state is the start replayed through the moves in force.
    let replayed = h.moves()[..h.position()]
        .iter()
        .try_fold(h.start().clone(), |s, &mv| s.apply(mv).ok());
    prop_assert_eq!(replayed.as_ref(), Some(h.state()));
    // Undo never reaches past a move that may not be undone.
    let last_fixed = h.moves()[..h.position()]
        .iter()
        .rposition(|&mv| !S::undoable(mv))
        .map_or(0, |i| i + 1);
    let mut back = h.clone();
    while let Some(undone) = back.undo() {
        back = undone;
    }
    prop_assert_eq!(back.position(), last_fixed);
    prop_assert_eq!(back.checkpoint().0, last_fixed);
    Ok(())
}

/// What a player does to a history: a move (picked by the test from `pick`), an undo or a redo.
#[derive(Clone, Copy, Debug)]
enum Act {
    Move(u32, u8),
    Undo,
    Redo,
}

fn arb_act() -> impl Strategy<Value = Act> {
    prop_oneof![
        8 => (any::<u32>(), any::<u8>()).prop_map(|(a, b)| Act::Move(a, b)),
        3 => Just(Act::Undo),
        2 => Just(Act::Redo),
    ]
}

/// Plays `acts` on `h`, each move chosen by `choose` (skipped when refused), checking the laws
/// after every step.
fn walk<S>(
    mut h: History<S>,
    acts: &[Act],
    choose: impl Fn(&S, u32, u8) -> Option<S::Move>,
) -> Result<History<S>, TestCaseError>
where
    S: Replay + PartialEq + Debug,
    S::Move: PartialEq + Debug,
    S::Error: Debug,
{
    for &act in acts {
        let next = match act {
            Act::Move(a, b) => choose(h.state(), a, b).and_then(|mv| h.apply(mv).ok()),
            Act::Undo => h.undo(),
            Act::Redo => h.redo(),
        };
        if let Some(next) = next {
            h = next;
        }
        check_laws(&h)?;
    }
    Ok(h)
}

// ---- the game ----

fn game_move(game: &Game, a: u32, b: u8) -> Option<Move> {
    let row = game.active_row().unwrap_or(0);
    let hole = (a as usize) % 4;
    Some(match b % 10 {
        0..=5 => Move::Place {
            row,
            hole,
            colour: Colour::from_index((a as usize / 4) % 6)?,
        },
        6 | 7 => Move::Clear { row, hole },
        8 => Move::Submit,
        _ => Move::AidsOn,
    })
}

// ---- the codebreaker ----

fn breaker_move(session: &Codebreaker, a: u32, b: u8) -> Option<BreakerMove> {
    Some(match session.stage() {
        Stage::Thinking => BreakerMove::Guess(session.next_guess()?),
        Stage::Asking(_) if b.is_multiple_of(5) && !session.rows().is_empty() => {
            BreakerMove::CorrectLast
        }
        Stage::Asking(_) => {
            let black = (a % 5) as u8;
            let white = ((a / 5) % 5) as u8;
            BreakerMove::Answer(Feedback {
                black,
                white: white.min(4 - black),
            })
        }
        Stage::Inconsistent(_) => BreakerMove::CorrectLast,
        Stage::Found(_) => return None,
    })
}

// ---- the match ----

fn match_move(m: &Match, a: u32, b: u8) -> Option<MatchMove> {
    let level = m.setup().level;
    let code = Code::from_index(level, a % level.possible_keys());
    let Some(round) = m.current() else {
        return Some(MatchMove::StartRound(code));
    };
    if round.breaker() == Side::Computer {
        return Some(MatchMove::Guess(if b.is_multiple_of(4) {
            round.key
        } else {
            code
        }));
    }
    let board = m.board()?;
    let row = board.active_row()?;
    let hole = (a as usize) % level.pegs();
    Some(MatchMove::Board(match b % 12 {
        0..=6 => Move::Place {
            row,
            hole,
            colour: Colour::from_index((a as usize / 8) % level.colours())?,
        },
        7 | 8 => Move::Clear { row, hole },
        9 => Move::Submit,
        // The whole key at once, so rounds are broken too.
        10 => Move::Place {
            row,
            hole,
            colour: *round.key.pegs().get(hole)?,
        },
        _ => Move::Quit,
    }))
}

/// This file's matches: four rounds at level I against the easy computer.
fn easy_match(first_maker: Side) -> Setup {
    match_setup(4, Level::I, Strength::Easy, first_maker)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_game_log_keeps_the_laws(
        seed in any::<u64>(),
        acts in prop::collection::vec(arb_act(), 0..80),
    ) {
        let start = Game::new(Level::I, key_from_seed(Level::I, seed));
        walk(GameLog::new(start), &acts, game_move)?;
    }

    #[test]
    fn the_match_log_keeps_the_laws_and_its_stored_form(
        first in prop::sample::select(vec![Side::Player, Side::Computer]),
        acts in prop::collection::vec(arb_act(), 0..120),
    ) {
        let log = walk(MatchLog::new(Match::new(easy_match(first)).unwrap()), &acts, match_move)?;
        // The round's board is the log seen as a game's: its undo and redo are the match's.
        if let Some(board) = log.board() {
            prop_assert_eq!(board.game(), &log.game().board().unwrap());
            prop_assert_eq!(board.can_undo(), log.can_undo());
            prop_assert_eq!(board.can_redo(), log.can_redo());
        }
        // Stored and read back: the same match, the same board, the same undo and redo.
        let Read::Fine(MatchRecord { game: back, .. }) =
            parse_stored_match(&stored_match(&log, &MatchDraft::default()), MatchKind::Computer)
        else {
            return Err(TestCaseError::fail("the stored match did not load"));
        };
        prop_assert_eq!(back.game(), log.game());
        prop_assert_eq!(back.board(), log.board());
        prop_assert_eq!(back.can_undo(), log.can_undo());
        prop_assert_eq!(back.can_redo(), log.can_redo());
        prop_assert_eq!(
            back.undo().map(|b| b.game().clone()),
            log.undo().map(|l| l.game().clone())
        );
        prop_assert_eq!(
            back.redo().map(|b| b.game().clone()),
            log.redo().map(|l| l.game().clone())
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn the_codebreaker_log_keeps_the_laws_and_its_stored_form(
        by_hand in any::<bool>(),
        seed in any::<u64>(),
        acts in prop::collection::vec(arb_act(), 0..14),
    ) {
        let key = key_from_seed(Level::I, seed);
        let start = Codebreaker::new(Level::I, Some(key), by_hand);
        let log = walk(BreakerLog::new(start), &acts, breaker_move)?;
        prop_assert!(!log.can_undo(), "nothing of the codebreaker's is undone");
        let saved = SavedBreaker {
            version: BREAKER_VERSION,
            level: Level::I,
            by_hand,
            secret: key.pegs().iter().map(|&c| Some(c)).collect(),
            moves: Some(log.moves().to_vec()),
        };
        match SavedBreaker::parse(&saved.to_json()) {
            Read::Fine(BreakerRecord { session: Some(back), .. }) => prop_assert_eq!(back, log),
            other => prop_assert!(false, "did not load: {:?}", other),
        }
    }
}

#[test]
fn a_stored_log_too_long_is_refused_before_it_is_replayed() {
    let start = Game::new(Level::I, key_from_seed(Level::I, 1));
    let place = Move::Place {
        row: 0,
        hole: 0,
        colour: Colour::Red,
    };
    let moves = vec![place; MAX_MOVES + 1];
    assert_eq!(
        GameLog::from_parts(start.clone(), moves, 0),
        Err(LogError::TooLong {
            moves: MAX_MOVES + 1
        })
    );
    // The longest allowed replays (every move after the position waits to be redone).
    let moves = vec![place; 200_000];
    let log = GameLog::from_parts(start, moves, 100_000).unwrap();
    assert!(log.can_undo() && log.can_redo());
}

#[test]
fn a_codebreaker_log_past_the_levels_rows_is_refused() {
    let level = Level::I;
    let key = key_from_seed(level, 9);
    // Honest answers to guesses that never hit the key: the ninth guess of level I (8 turns)
    // is refused, so the conflict search never sees more rows than a level has.
    let guesses = (0..level.possible_keys())
        .map(|i| Code::from_index(level, i))
        .filter(|&g| g != key)
        .take(9);
    let moves: Vec<BreakerMove> = guesses
        .flat_map(|g| {
            [
                BreakerMove::Guess(g),
                BreakerMove::Answer(Feedback::between(&key, &g)),
            ]
        })
        .collect();
    let start = Codebreaker::new(level, None, true);
    assert_eq!(
        BreakerLog::from_parts(start, moves.clone(), moves.len()),
        Err(HistoryError::Move {
            index: 16,
            why: AnswerError::TooManyRows
        })
    );
    let saved = SavedBreaker {
        version: BREAKER_VERSION,
        level,
        by_hand: true,
        secret: vec![None; 4],
        moves: Some(moves),
    };
    assert_eq!(SavedBreaker::parse(&saved.to_json()), Read::UNREADABLE);
    // A size the solver cannot search is refused too.
    let huge = Level::Custom(Custom::new(8, 10, 20, true).unwrap());
    let saved = SavedBreaker {
        level: huge,
        secret: vec![None; 8],
        moves: Some(vec![BreakerMove::Guess(Code::from_index(huge, 0))]),
        ..saved
    };
    assert_eq!(SavedBreaker::parse(&saved.to_json()), Read::UNREADABLE);
}

#[test]
fn a_match_round_is_played_on_its_board_and_undone_within_its_row() {
    let level = Level::I;
    let key = Code::from_index(level, 7);
    let log = MatchLog::new(Match::new(easy_match(Side::Computer)).unwrap())
        .apply(MatchMove::StartRound(key))
        .unwrap();
    let place = |hole, colour| {
        MatchMove::Board(Move::Place {
            row: 0,
            hole,
            colour,
        })
    };
    // The computer's move cannot be undone; the player's pegs can.
    assert!(!log.can_undo());
    let two = log
        .apply(place(0, Colour::Red))
        .unwrap()
        .apply(place(1, Colour::Green))
        .unwrap();
    let one = two.undo().unwrap();
    assert_eq!(
        one.board().unwrap().game().active_pegs(),
        [Some(Colour::Red), None, None, None]
    );
    assert_eq!(one.redo().unwrap(), two);
    // A board refuses what the game refuses, and what is not a match's.
    assert_eq!(
        two.apply(MatchMove::Board(Move::Submit)),
        Err(MatchError::Board(Invalid::RowIncomplete {
            row: 0,
            empty: 2
        }))
    );
    assert_eq!(
        two.apply(MatchMove::Board(Move::Quit)),
        Err(MatchError::NotOnBoard)
    );
    // A full row submitted is the round's guess, never undone.
    let full = [Colour::Red, Colour::Green, Colour::Blue, Colour::Yellow]
        .into_iter()
        .enumerate()
        .try_fold(log.clone(), |l, (hole, c)| l.apply(place(hole, c)))
        .unwrap()
        .apply(MatchMove::Board(Move::Submit))
        .unwrap();
    assert_eq!(full.game().rounds()[0].guesses.len(), 1);
    assert!(!full.can_undo());
    assert_eq!(full.board().unwrap().game().turns().len(), 1);
    // The computer's round has no board.
    let theirs = Match::replay(easy_match(Side::Player), &[MatchMove::StartRound(key)]).unwrap();
    assert_eq!(MatchLog::new(theirs.clone()).board(), None);
    assert_eq!(
        theirs.apply(place(0, Colour::Red)),
        Err(MatchError::NoRoundInPlay)
    );
}
