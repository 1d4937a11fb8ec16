//! Fixtures shared by the native test files: codes and levels, rows played on a game or a log,
//! marked rows, a match's set-up and a sample match, a codebreaker answered by hand, the
//! statistics log's stored form, a finished game, the solver's decision tree and the examples of
//! docs/storage.md. Each test file uses some of
//! them (`mod common;`), so the others are dead code there.
#![allow(dead_code)]

use mastermind_core::code::Code;
use mastermind_core::codebreaker::{BreakerMove, Codebreaker, Stage};
use mastermind_core::colour::Colour;
use mastermind_core::contest::{Match, MatchMove, Pace, Scoring, Setup, Side, Strength};
use mastermind_core::daily::Day;
use mastermind_core::feedback::Feedback;
use mastermind_core::game::{Game, Move, Turn};
use mastermind_core::input::{At, KeyPress};
use mastermind_core::key::key_from_seed;
use mastermind_core::level::{Custom, Level};
use mastermind_core::log::GameLog;
use mastermind_core::sessions::{BREAKER_VERSION, SavedBreaker};
use mastermind_core::solver::{Solver, Strategy};
use mastermind_core::stats::{Ending, Finished};
use mastermind_core::time::Timestamp;

// ---- keys ----

/// A plain press of `key` (no modifier, not composing, not handled yet) at `at`.
pub fn press(key: &str, at: At) -> KeyPress<'_> {
    KeyPress {
        key,
        command: false,
        shift: false,
        alt: false,
        composing: false,
        handled: false,
        at,
    }
}

// ---- codes, levels and days ----

/// The code of these pegs at `level`.
pub fn code(level: Level, pegs: &[Colour]) -> Code {
    Code::new(level, pegs).expect("a code of the level")
}

/// A custom level of valid settings.
pub fn custom(pegs: usize, colours: usize, turns: usize, repeats: bool) -> Level {
    Level::Custom(Custom::new(pegs, colours, turns, repeats).expect("valid settings"))
}

/// A date written YYYY-MM-DD.
pub fn day(text: &str) -> Day {
    Day::parse(text).expect("a date")
}

/// One of the three standard levels (proptest is a native dev-dependency only).
#[cfg(not(target_arch = "wasm32"))]
pub fn arb_level() -> impl proptest::strategy::Strategy<Value = Level> {
    use proptest::prelude::*;
    prop_oneof![Just(Level::I), Just(Level::II), Just(Level::III)]
}

// ---- rows ----

/// Feedback the way a person marks it: pair equal pegs in place first, then pair each remaining
/// guess peg with the first unpaired key peg of its colour.
pub fn reference(key: &Code, guess: &Code) -> Feedback {
    let (k, g) = (key.pegs(), guess.pegs());
    let mut key_used = vec![false; k.len()];
    let mut guess_used = vec![false; g.len()];
    let mut black = 0;
    for i in 0..k.len() {
        if k[i] == g[i] {
            key_used[i] = true;
            guess_used[i] = true;
            black += 1;
        }
    }
    let mut white = 0;
    for i in (0..g.len()).filter(|&i| !guess_used[i]) {
        if let Some(j) = (0..k.len()).find(|&j| !key_used[j] && k[j] == g[i]) {
            key_used[j] = true;
            white += 1;
        }
    }
    Feedback { black, white }
}

/// The guesses as rows, each marked against `key`.
pub fn marked(key: &Code, guesses: impl IntoIterator<Item = Code>) -> Vec<Turn> {
    guesses
        .into_iter()
        .map(|guess| Turn {
            guess,
            feedback: Feedback::between(key, &guess),
        })
        .collect()
}

/// `game` with these pegs placed in its active row, from the first hole.
pub fn fill(game: &Game, pegs: &[Colour]) -> Game {
    let row = game.active_row().expect("a row to play");
    pegs.iter()
        .enumerate()
        .fold(game.clone(), |g, (hole, &colour)| {
            g.apply(Move::Place { row, hole, colour })
                .expect("a peg of the level in its hole")
        })
}

/// `game` with these pegs placed in its active row and the row submitted.
pub fn play_row(game: &Game, pegs: &[Colour]) -> Game {
    fill(game, pegs).apply(Move::Submit).expect("a full row")
}

/// The log that plays `game`'s moves from a new game with its key.
pub fn log_of(game: &Game) -> GameLog {
    let start = Game::new(game.level(), game.key());
    let moves = game.moves();
    let at = moves.len();
    GameLog::from_parts(start, moves, at).unwrap()
}

/// `log` with the guess's pegs placed in the row after its last submitted one (not submitted).
pub fn fill_log(log: GameLog, guess: &Code) -> GameLog {
    let row = log.game().turns().len();
    guess
        .pegs()
        .iter()
        .enumerate()
        .fold(log, |log, (hole, &colour)| {
            log.apply(Move::Place { row, hole, colour })
                .expect("a peg of the level in its hole")
        })
}

// ---- matches and the codebreaker ----

/// A match against the computer, quick pace, scored by the codebreaker's rule.
pub fn match_setup(rounds: usize, level: Level, strength: Strength, first_maker: Side) -> Setup {
    Setup {
        rounds,
        level,
        pace: Pace::Quick,
        strength,
        first_maker,
        scoring: Scoring::Codebreaker,
        players: None,
    }
}

/// A level I match of four rounds, the player making the first key, played `steps` moves from
/// seeds: keys drawn from seeds, every third guess the key itself.
pub fn sample_match(steps: u64) -> Match {
    let level = Level::I;
    let mut m = Match::new(match_setup(4, level, Strength::Normal, Side::Player)).unwrap();
    for seed in 0..steps {
        let mv = match m.current() {
            Some(round) if seed % 3 == 2 => MatchMove::Guess(round.key),
            Some(_) => MatchMove::Guess(key_from_seed(level, seed)),
            None if m.is_over() => break,
            None => MatchMove::StartRound(key_from_seed(level, seed + 100)),
        };
        m = m.apply(mv).unwrap();
    }
    m
}

/// The moves of a codebreaker session answered by hand for `key`, stopped after `steps` moves
/// or when the key is found.
pub fn hand_breaker_moves(level: Level, key: Code, steps: usize) -> Vec<BreakerMove> {
    let mut session = Codebreaker::new(level, None, true);
    let mut moves = Vec::new();
    while moves.len() < steps {
        let mv = match session.stage() {
            Stage::Thinking => BreakerMove::Guess(session.next_guess().unwrap()),
            Stage::Asking(guess) => BreakerMove::Answer(Feedback::between(&key, &guess)),
            _ => break,
        };
        session = session.apply(mv).unwrap();
        moves.push(mv);
    }
    moves
}

/// The stored form (JSON) of a codebreaker session with an empty secret: its set-up alone
/// (`moves` None) or with its log.
pub fn saved_breaker(level: Level, by_hand: bool, moves: Option<Vec<BreakerMove>>) -> String {
    SavedBreaker {
        version: BREAKER_VERSION,
        level,
        by_hand,
        secret: vec![None; level.pegs()],
        moves,
    }
    .to_json()
}

// ---- stored forms ----

/// A statistics log as stored: a hard-mode daily win on 2026-11-23 and a seeded quit at level I.
pub const STATS_LOG: &str = concat!(
    r#"{"version":1,"games":["#,
    r#"{"id":"g-1","level":"I","key":["red","turquoise","green","pink"],"daily":"2026-11-23","#,
    r#""turns":5,"outcome":"won","hard":true,"aided":false,"at":"2026-11-23T08:00:00.000Z"},"#,
    r#"{"id":"g-2","level":"I","key":["green","blue","yellow","turquoise"],"seed":7,"#,
    r#""turns":3,"outcome":"quit","hard":false,"aided":false,"at":"2026-11-23T09:00:00.000Z"}]}"#
);

/// The first JSON example under the `## {section}` heading of docs/storage.md.
pub fn storage_md_example(section: &str) -> &'static str {
    let doc = include_str!("../../../docs/storage.md");
    let below = doc
        .split(&format!("## {section}"))
        .nth(1)
        .unwrap_or_else(|| panic!("docs/storage.md has a section {section}"));
    below
        .split("```json")
        .nth(1)
        .expect("a JSON example in the section")
        .split("```")
        .next()
        .unwrap()
}

// ---- finished games ----

/// A game of `level` with id `id` (its key from seed 7, no daily key, no aids), ended `ending`
/// after `turns` turns at `at`: the statistics' entry the statistics, clock and variants tests
/// record.
pub fn finished(id: &str, level: Level, ending: Ending, turns: u8, at: Timestamp) -> Finished {
    Finished {
        time_ms: None,
        id: id.to_owned(),
        level,
        key: key_from_seed(level, 7),
        seed: Some(7),
        daily: None,
        past: false,
        turns,
        ending,
        hard: false,
        aided: false,
        devious: false,
        at,
    }
}

// ---- the solver ----

/// Plays the default strategy against every key of `keys` at once, as a decision tree (keys that
/// saw the same rows share the next guess), under the solver's level's rule; counts in
/// `histogram` how many keys took 1, 2, … guesses (`depth` the guesses made so far).
pub fn tree(solver: Solver, keys: Vec<Code>, depth: usize, histogram: &mut Vec<usize>) {
    let level = solver.level();
    assert!(depth <= 30, "no end in sight at {level:?}");
    let guess = solver
        .next_guess(Strategy::DEFAULT)
        .expect("the key is still possible");
    let mut parts: Vec<(Feedback, Vec<Code>)> = Vec::new();
    for key in keys {
        let feedback = level.feedback(&key, &guess);
        if level.is_win(feedback) {
            histogram.resize(histogram.len().max(depth + 1), 0);
            histogram[depth] += 1;
        } else if let Some(part) = parts.iter_mut().find(|p| p.0 == feedback) {
            part.1.push(key);
        } else {
            parts.push((feedback, vec![key]));
        }
    }
    for (feedback, keys) in parts {
        let mut next = solver.clone();
        next.add(guess, feedback);
        tree(next, keys, depth + 1, histogram);
    }
}

/// The documented concealment (`core/src/conceal.rs`), written again from its description (for
/// the puzzle and reply links' tests): `prefix`, then two letters per byte of
/// the salt and of the plain bytes and their CRC-32, masked by the salt's keystream.
pub fn conceal(prefix: &str, salt: u8, plain: &[u8]) -> String {
    let crc = plain.iter().fold(!0u32, |mut crc, &b| {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
        crc
    });
    let mut bytes = plain.to_vec();
    bytes.extend((!crc).to_be_bytes());
    let mut state = 0x6D6D_2D63_6861_6C6Cu64 ^ u64::from(salt);
    let mask = std::iter::repeat_with(move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)).to_le_bytes()
    })
    .flatten();
    let letters = b"bcdfghjklmnpqrst";
    let mut out = String::from(prefix);
    for byte in std::iter::once(salt).chain(bytes.iter().zip(mask).map(|(b, m)| b ^ m)) {
        out.push(char::from(letters[usize::from(byte >> 4)]));
        out.push(char::from(letters[usize::from(byte & 15)]));
    }
    out
}
