//! What the page asks of the solver and what it answers, as data: the messages between the page
//! and the solver's web worker (`src/bin/solver.rs`), which runs [`answer`] on each [`Task`].
//! Both sides exchange them as JSON text, so the types round-trip through serde (tested natively)
//! and the worker holds no state the page depends on: any task can be asked again of a fresh
//! worker, which is how a search that is no longer wanted is cancelled.

use serde::{Deserialize, Serialize};

use super::{
    DeviousAnswer, MAX_ROWS, RowAnalysis, Solver, Strategy, analyse_row, remaining_after_each,
    row_fits, smallest_conflict,
};
use crate::code::Code;
use crate::contest::Strength;
use crate::feedback::Feedback;
use crate::game::Turn;
use crate::level::Level;
use crate::puzzle::{Difficulty, Puzzle};

/// One piece of work for the solver.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    /// The default strategy's next guess after `rows` (a hint, the computer as codebreaker).
    NextGuess { level: Level, rows: Vec<Turn> },
    /// The computer's guess in a match at `strength`, with `random` from the page.
    MatchGuess {
        level: Level,
        strength: Strength,
        rows: Vec<Turn>,
        random: u64,
    },
    /// How many keys fit the rows after each of `rows`.
    Remaining { level: Level, rows: Vec<Turn> },
    /// How the default strategy plays against `key`, with the keys left after each row.
    Replay { level: Level, key: Code },
    /// The analysis of `row`, played after `before`.
    AnalyseRow {
        level: Level,
        before: Vec<Turn>,
        row: Turn,
    },
    /// A smallest set of rows no key satisfies together (hand-given feedback).
    Conflict { level: Level, rows: Vec<Turn> },
    /// The devious computer's answer to `guess` played after `rows`.
    Devious {
        level: Level,
        rows: Vec<Turn>,
        guess: Code,
    },
    /// The puzzle of `seed` at `level` (I–III) in the band `difficulty` (SPEC §15).
    Puzzle {
        level: Level,
        seed: u64,
        difficulty: Difficulty,
    },
    /// The puzzle made of a finished game's rows (SPEC §15, `Make a puzzle of this game`): a
    /// pass over every key of the level, too long for the page's thread at level III.
    MadePuzzle { level: Level, rows: Vec<Turn> },
}

/// A puzzle as the worker sends it: the page checks it again ([`Puzzle::new`]) before use.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleAnswer {
    pub key: Code,
    pub rows: Vec<Turn>,
}

/// One guess of a replay and the keys still possible after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplayRow {
    pub guess: Code,
    pub feedback: Feedback,
    pub left: u32,
}

/// The solver's answer to a [`Task`], of the matching kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// For [`Task::NextGuess`] and [`Task::MatchGuess`]; `None` when no key fits the rows.
    Guess(Option<Code>),
    Remaining(Vec<u32>),
    Replay(Vec<ReplayRow>),
    Row(RowAnalysis),
    Conflict(Option<Vec<usize>>),
    /// For [`Task::Devious`]; `None` when no key fits the rows.
    Devious(Option<DeviousAnswer>),
    /// For [`Task::Puzzle`].
    Puzzle(PuzzleAnswer),
    /// For [`Task::MadePuzzle`]; `None` when the rows leave no key or more than one.
    Made(Option<PuzzleAnswer>),
    /// The task cannot be done: a level too large for the solver, more rows than it takes
    /// ([`MAX_ROWS`]), or rows that do not belong to the level. The page never asks such a task;
    /// a worker answers it rather than crash.
    Refused,
}

/// Why a task got no answer, on the page's side of the worker (the page says it in words:
/// `Text::solver_error`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolverError {
    /// The worker could not be started.
    Unavailable,
    /// The worker crashed, or answered with a message that is not an answer to the task.
    Failed,
    /// The worker refused the task (never asked by the page).
    Refused,
}

/// A task as sent to the worker, numbered by the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    pub id: u32,
    pub task: Task,
}

/// A message from the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// The worker has started and takes requests.
    Ready,
    /// The answer to request `id`.
    Done { id: u32, answer: Answer },
}

impl Task {
    /// The level the task is about.
    pub fn level(&self) -> Level {
        match self {
            Task::NextGuess { level, .. }
            | Task::MatchGuess { level, .. }
            | Task::Remaining { level, .. }
            | Task::Replay { level, .. }
            | Task::AnalyseRow { level, .. }
            | Task::Conflict { level, .. }
            | Task::Devious { level, .. }
            | Task::Puzzle { level, .. }
            | Task::MadePuzzle { level, .. } => *level,
        }
    }

    /// Whether every code in the task belongs to its level, the level fits the solver and the
    /// rows are no more than it takes ([`MAX_ROWS`]: no level allows more turns).
    fn is_sound(&self) -> bool {
        let level = self.level();
        let fits = |code: &Code| Code::new(level, code.pegs()).is_ok();
        let rows_fit =
            |rows: &[Turn]| rows.len() <= MAX_ROWS && rows.iter().all(|t| row_fits(level, t));
        super::feasible(level)
            && match self {
                Task::NextGuess { rows, .. }
                | Task::MatchGuess { rows, .. }
                | Task::Remaining { rows, .. }
                | Task::Conflict { rows, .. } => rows_fit(rows),
                Task::Replay { key, .. } => fits(key),
                Task::AnalyseRow { before, row, .. } => rows_fit(before) && row_fits(level, row),
                Task::Devious { rows, guess, .. } => rows_fit(rows) && fits(guess),
                Task::Puzzle { .. } => level.number().is_some(),
                Task::MadePuzzle { rows, .. } => level.number().is_some() && rows_fit(rows),
            }
    }
}

impl Answer {
    /// Whether this can be the answer to `task`: of its kind (or refused), with one count per
    /// row and a conflict naming only its rows. The page takes anything else from the worker as
    /// a sign that it is broken.
    pub fn fits(&self, task: &Task) -> bool {
        match (task, self) {
            (_, Answer::Refused) => true,
            (Task::NextGuess { .. } | Task::MatchGuess { .. }, Answer::Guess(_)) => true,
            (Task::Remaining { rows, .. }, Answer::Remaining(left)) => left.len() == rows.len(),
            (Task::Replay { .. }, Answer::Replay(_)) => true,
            (Task::AnalyseRow { .. }, Answer::Row(_)) => true,
            (Task::Devious { .. }, Answer::Devious(_)) => true,
            (Task::Puzzle { .. }, Answer::Puzzle(_)) => true,
            (Task::MadePuzzle { .. }, Answer::Made(_)) => true,
            (Task::Conflict { rows, .. }, Answer::Conflict(conflict)) => conflict
                .as_ref()
                .is_none_or(|set| set.iter().all(|&i| i < rows.len())),
            _ => false,
        }
    }
}

/// Does `task`: the whole of what the worker computes.
pub fn answer(task: &Task) -> Answer {
    if !task.is_sound() {
        return Answer::Refused;
    }
    match task {
        Task::NextGuess { level, rows } => {
            Answer::Guess(Solver::from_turns(*level, rows).next_guess(Strategy::DEFAULT))
        }
        Task::MatchGuess {
            level,
            strength,
            rows,
            random,
        } => Answer::Guess(Some(strength.guess(*level, rows, *random))),
        Task::Remaining { level, rows } => Answer::Remaining(
            remaining_after_each(*level, rows)
                .into_iter()
                .map(|n| n as u32)
                .collect(),
        ),
        Task::Replay { level, key } => Answer::Replay(replay(*level, *key)),
        Task::AnalyseRow { level, before, row } => match analyse_row(*level, before, row) {
            Ok(row) => Answer::Row(row),
            Err(_) => Answer::Refused,
        },
        Task::Conflict { level, rows } => match smallest_conflict(*level, rows) {
            Ok(conflict) => Answer::Conflict(conflict),
            Err(_) => Answer::Refused,
        },
        Task::Devious { level, rows, guess } => {
            Answer::Devious(super::devious_answer(*level, rows, *guess))
        }
        Task::Puzzle {
            level,
            seed,
            difficulty,
        } => {
            let puzzle = Puzzle::generate(*level, *seed, *difficulty);
            Answer::Puzzle(PuzzleAnswer {
                key: puzzle.key(),
                rows: puzzle.rows().to_vec(),
            })
        }
        Task::MadePuzzle { level, rows } => {
            Answer::Made(Puzzle::from_game(*level, rows).map(|puzzle| PuzzleAnswer {
                key: puzzle.key(),
                rows: puzzle.rows().to_vec(),
            }))
        }
    }
}

/// The default strategy's game against `key`, each row with the keys left after it.
fn replay(level: Level, key: Code) -> Vec<ReplayRow> {
    let mut solver = Solver::new(level);
    let mut rows = Vec::new();
    while let Some(guess) = solver.next_guess(Strategy::DEFAULT) {
        let feedback = level.feedback(&key, &guess);
        solver.add(guess, feedback);
        rows.push(ReplayRow {
            guess,
            feedback,
            left: solver.remaining() as u32,
        });
        // The default strategy always wins; the bound only guards against a loop.
        if level.is_win(feedback) || rows.len() >= 64 {
            break;
        }
    }
    rows
}
