//! The messages between the page and the solver's web worker: every kind round-trips through
//! JSON as the page and the worker exchange it, and the worker's `answer` gives what the solver
//! itself gives (so moving the solver into the worker changed no result).

use crate::common;

use common::marked;
use mastermind_core::code::Code;
use mastermind_core::contest::Strength;
use mastermind_core::feedback::Feedback;
use mastermind_core::game::Turn;
use mastermind_core::key::key_from_seed;
use mastermind_core::level::{Custom, Level};
use mastermind_core::solver::protocol::{Answer, ReplayRow, Reply, Request, Task, answer};
use mastermind_core::solver::{
    Solver, Strategy, analyse_row, play_out, remaining_after_each, smallest_conflict,
};

/// Guesses drawn from `seeds`, marked against `key`.
fn turns(level: Level, key: Code, seeds: &[u64]) -> Vec<Turn> {
    marked(&key, seeds.iter().map(|&s| key_from_seed(level, s)))
}

fn tasks() -> Vec<Task> {
    let level = Level::II;
    let key = key_from_seed(level, 5);
    let rows = turns(level, key, &[1, 2]);
    let custom = Level::Custom(Custom::new(4, 7, 12, false).unwrap());
    vec![
        Task::NextGuess {
            level,
            rows: rows.clone(),
        },
        Task::MatchGuess {
            level: Level::I,
            strength: Strength::Normal,
            rows: turns(Level::I, key_from_seed(Level::I, 3), &[4]),
            random: u64::MAX,
        },
        Task::Remaining {
            level,
            rows: rows.clone(),
        },
        Task::Replay { level, key },
        Task::AnalyseRow {
            level,
            before: rows[..1].to_vec(),
            row: rows[1],
        },
        Task::Conflict {
            level: custom,
            rows: turns(custom, key_from_seed(custom, 1), &[2, 3]),
        },
    ]
}

fn round_trip<T: serde::Serialize + serde::de::DeserializeOwned>(value: &T) -> T {
    serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
}

#[test]
fn requests_and_replies_round_trip_through_json() {
    for (id, task) in tasks().into_iter().enumerate() {
        let request = Request {
            id: id as u32,
            task,
        };
        assert_eq!(round_trip(&request), request);
        let reply = Reply::Done {
            id: request.id,
            answer: answer(&request.task),
        };
        assert_eq!(round_trip(&reply), reply);
    }
    assert_eq!(round_trip(&Reply::Ready), Reply::Ready);
    assert_eq!(round_trip(&Answer::Refused), Answer::Refused);
    assert_eq!(round_trip(&Answer::Guess(None)), Answer::Guess(None));
}

#[test]
fn the_worker_answers_as_the_solver_does() {
    let level = Level::II;
    let key = key_from_seed(level, 5);
    let rows = turns(level, key, &[1, 2]);
    assert_eq!(
        answer(&Task::NextGuess {
            level,
            rows: rows.clone()
        }),
        Answer::Guess(Solver::from_turns(level, &rows).next_guess(Strategy::DEFAULT))
    );
    let counts: Vec<u32> = remaining_after_each(level, &rows)
        .into_iter()
        .map(|n| n as u32)
        .collect();
    assert_eq!(
        answer(&Task::Remaining {
            level,
            rows: rows.clone()
        }),
        Answer::Remaining(counts)
    );
    assert_eq!(
        answer(&Task::AnalyseRow {
            level,
            before: rows[..1].to_vec(),
            row: rows[1]
        }),
        Answer::Row(analyse_row(level, &rows[..1], &rows[1]).unwrap())
    );
    // The replay is the default strategy's game, each row with the keys left after it.
    let Answer::Replay(replay) = answer(&Task::Replay { level, key }) else {
        panic!("a replay");
    };
    let played = play_out(key, level, Strategy::DEFAULT);
    assert_eq!(
        replay
            .iter()
            .map(|r| (r.guess, r.feedback))
            .collect::<Vec<_>>(),
        played
            .iter()
            .map(|t| (t.guess, t.feedback))
            .collect::<Vec<_>>()
    );
    let lefts: Vec<u32> = remaining_after_each(level, &played)
        .into_iter()
        .map(|n| n as u32)
        .collect();
    assert_eq!(
        replay
            .iter()
            .map(|r: &ReplayRow| r.left)
            .collect::<Vec<_>>(),
        lefts
    );
    assert_eq!(replay.last().unwrap().feedback.black as usize, level.pegs());
    // Hand feedback that no key satisfies.
    let impossible = vec![
        Turn {
            guess: key,
            feedback: Feedback { black: 5, white: 0 },
        },
        Turn {
            guess: key,
            feedback: Feedback { black: 0, white: 0 },
        },
    ];
    assert_eq!(
        answer(&Task::Conflict {
            level,
            rows: impossible.clone()
        }),
        Answer::Conflict(smallest_conflict(level, &impossible).unwrap())
    );
    assert_eq!(
        answer(&Task::Conflict {
            level,
            rows: impossible
        }),
        Answer::Conflict(Some(vec![0, 1]))
    );
}

#[test]
fn the_computer_in_a_match_plays_the_same_through_the_worker() {
    let level = Level::I;
    let rows = turns(level, key_from_seed(level, 9), &[1]);
    for strength in Strength::ALL {
        for random in [0, 7, u64::MAX] {
            assert_eq!(
                answer(&Task::MatchGuess {
                    level,
                    strength,
                    rows: rows.clone(),
                    random
                }),
                Answer::Guess(Some(strength.guess(level, &rows, random)))
            );
        }
    }
}

#[test]
fn tasks_the_solver_cannot_do_are_refused_not_crashed_on() {
    // A custom level far beyond the solver's limit.
    let huge = Level::Custom(Custom::new(8, 10, 12, true).unwrap());
    assert_eq!(
        answer(&Task::NextGuess {
            level: huge,
            rows: Vec::new()
        }),
        Answer::Refused
    );
    // A level III code sent as if it were of level I.
    let stranger = key_from_seed(Level::III, 1);
    assert_eq!(
        answer(&Task::Replay {
            level: Level::I,
            key: stranger
        }),
        Answer::Refused
    );
    // More marks than pegs.
    let guess = key_from_seed(Level::I, 1);
    assert_eq!(
        answer(&Task::Remaining {
            level: Level::I,
            rows: vec![Turn {
                guess,
                feedback: Feedback { black: 4, white: 1 }
            }]
        }),
        Answer::Refused
    );
}

#[test]
fn every_answer_fits_its_task_and_the_page_tells_garbage_from_an_answer() {
    let tasks = tasks();
    for task in &tasks {
        assert!(answer(task).fits(task), "{task:?}");
        assert!(Answer::Refused.fits(task));
    }
    // Of another kind.
    for (i, task) in tasks.iter().enumerate() {
        for (j, other) in tasks.iter().enumerate() {
            let kind = |t: &Task| std::mem::discriminant(&answer(t));
            if kind(task) != kind(other) {
                assert!(!answer(other).fits(task), "{i} answered by {j}");
            }
        }
    }
    // Of the right kind, but not of this task.
    let level = Level::I;
    let rows = turns(level, key_from_seed(level, 4), &[1, 2]);
    let remaining = Task::Remaining {
        level,
        rows: rows.clone(),
    };
    assert!(!Answer::Remaining(vec![3]).fits(&remaining));
    let conflict = Task::Conflict { level, rows };
    assert!(Answer::Conflict(Some(vec![0, 1])).fits(&conflict));
    assert!(!Answer::Conflict(Some(vec![0, 2])).fits(&conflict));
    // A message that is not of the protocol is an error, never a panic.
    for text in [
        "",
        "garbage",
        "{}",
        r#"{"done":{"id":1}}"#,
        r#"{"done":{"id":-1,"answer":"refused"}}"#,
        r#"{"done":{"id":1,"answer":{"guess":[99,99]}}}"#,
        r#"{"done":{"id":1,"answer":{"remaining":[-1]}}}"#,
    ] {
        assert!(serde_json::from_str::<Reply>(text).is_err(), "{text}");
    }
}

#[test]
fn a_hand_session_replays_without_a_search_and_the_worker_finds_its_conflict() {
    use mastermind_core::codebreaker::{BreakerMove, Codebreaker, Stage};
    // Loading replays the log with answers taken as given (no search); a size far beyond the
    // solver, or more rows than the level's turns, is refused with a typed error, never a panic.
    let huge = Level::Custom(Custom::new(8, 10, 20, true).unwrap());
    let guess = key_from_seed(huge, 3);
    let moves: Vec<BreakerMove> = (0..21)
        .flat_map(|i| {
            [
                BreakerMove::Guess(guess),
                BreakerMove::Answer(Feedback {
                    black: (i % 3) as u8,
                    white: 1,
                }),
            ]
        })
        .collect();
    assert!(Codebreaker::replay(huge, None, true, &moves).is_err());
    let rows: Vec<mastermind_core::game::Turn> = (0..21)
        .map(|i| mastermind_core::game::Turn {
            guess,
            feedback: Feedback {
                black: (i % 3) as u8,
                white: 1,
            },
        })
        .collect();
    assert_eq!(
        answer(&Task::Conflict { level: huge, rows }),
        Answer::Refused,
        "the worker refuses a search it cannot do"
    );
    // At a size the solver searches, the worker's check of the last answer gives the session
    // the answer gave when it was played.
    let level = Level::I;
    let guess = key_from_seed(level, 1);
    let moves = [
        BreakerMove::Guess(guess),
        BreakerMove::Answer(Feedback { black: 1, white: 1 }),
        BreakerMove::Guess(key_from_seed(level, 2)),
        BreakerMove::Answer(Feedback { black: 0, white: 0 }),
        BreakerMove::Guess(guess),
        BreakerMove::Answer(Feedback { black: 2, white: 0 }),
    ];
    let loaded = Codebreaker::replay(level, None, true, &moves).unwrap();
    assert_eq!(loaded.stage(), Stage::Thinking, "taken as given");
    let Answer::Conflict(conflict) = answer(&Task::Conflict {
        level,
        rows: loaded.rows().to_vec(),
    }) else {
        panic!("a conflict answer");
    };
    let mut played = Codebreaker::replay(level, None, true, &moves[..5]).unwrap();
    played.answer(Feedback { black: 2, white: 0 }).unwrap();
    assert!(matches!(played.stage(), Stage::Inconsistent(ref rows) if rows.contains(&2)));
    let checked = loaded
        .apply(BreakerMove::CorrectLast)
        .and_then(|s| s.answered(Feedback { black: 2, white: 0 }, conflict))
        .unwrap();
    assert_eq!(checked, played);
}

#[test]
fn a_hand_answer_checked_by_the_worker_gives_the_session_answer_gives() {
    use mastermind_core::codebreaker::{BreakerMove, Codebreaker, Stage};
    let level = Level::I;
    let mut session = Codebreaker::new(level, None, true);
    // The same guess twice, answered differently: the second answer contradicts the first.
    let guesses = [key_from_seed(level, 1), key_from_seed(level, 1)];
    for (guess, feedback) in guesses.iter().zip([
        Feedback { black: 1, white: 1 },
        Feedback { black: 2, white: 0 },
    ]) {
        session = session.apply(BreakerMove::Guess(*guess)).unwrap();
        let rows = session.rows_after(feedback).unwrap();
        let Answer::Conflict(conflict) = answer(&Task::Conflict { level, rows }) else {
            panic!("a conflict answer");
        };
        let checked = session.answered(feedback, conflict).unwrap();
        let mut native = session.clone();
        native.answer(feedback).unwrap();
        assert_eq!(checked, native);
        session = checked;
    }
    assert_eq!(session.stage(), Stage::Inconsistent(vec![0, 1]));
    assert_eq!(
        session.rows_after(Feedback { black: 1, white: 0 }),
        Err(mastermind_core::codebreaker::AnswerError::NotAsked)
    );
}
