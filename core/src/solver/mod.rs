//! The solver: which keys are still possible after some rows, and which guess to play next.
//!
//! A guess is chosen by splitting the keys still possible into parts, one per feedback the guess
//! could earn, and scoring that split (the [`Strategy`]). The guesses tried are every code of the
//! level up to colour symmetry: colours that no row has used yet are interchangeable, so only one
//! guess per way of introducing them is scored. The first three turns of the default strategy (and
//! at level III a fourth on the largest parts) come from a table computed offline
//! (`cargo xtask openings`, see [`openings`]), and a decision whose
//! full search would take too long, even in the web worker, is cut to a budget (see [`Budget`]).
//! At level I the default strategy is optimal: it plays a whole decision tree found offline by an
//! exact search (`cargo xtask optimal`, see [`optimal_tree`]) as long as the rows follow it.
//!
//! Custom games use the same search without the table, as long as their keys fit in the
//! solver's memory and time ([`feasibility`]); without repeats the keys and the guesses tried
//! are the codes of distinct colours only.
//!
//! The variants (SPEC §14) use it under their own [`crate::variant::Rule`]: every mark is the
//! level's (guess first, key second: the colour game's marks are not symmetric), every win the
//! level's ([`Level::is_win`]: with "colours only", blacks and whites filling the holes). Only
//! Mini and Number, level I's codes under the standard rule, play level I's tables
//! ([`table_level`]).

mod analysis;
mod conflict;
mod devious;
#[cfg(not(target_arch = "wasm32"))]
mod exact;
#[cfg(not(target_arch = "wasm32"))]
mod offline;
mod openings;
mod optimal;
pub mod protocol;
#[cfg(not(target_arch = "wasm32"))]
pub mod recipe;
mod space;
mod strategy;

use crate::code::Code;
use crate::feedback::Feedback;
use crate::game::Turn;
use crate::level::Level;
use crate::variant::Variant;

pub use analysis::{ANALYSIS_BUDGET, RowAnalysis, RowSearch, Summary, analyse_game, analyse_row};
pub use conflict::smallest_conflict;
pub use devious::{DeviousAnswer, devious_answer};
#[cfg(not(target_arch = "wasm32"))]
pub use exact::{ExactSearch, ExactTree, INFINITE, fill_bound, render_optimal};
#[cfg(not(target_arch = "wasm32"))]
pub use offline::{
    FOURTH_TURN_KEYS, compute_first_three, compute_fourth, compute_opening, fourth_turn_marks,
    render_openings,
};
pub use openings::{Opening, opening};
pub use optimal::{OptimalNode, OptimalTree, optimal_tree};
pub use space::{
    ColourGameMarks, MARKS, Mark, Marking, Packed, Space, StandardMarks, feedback_of, mark,
    mark_between, mark_colour_game,
};
pub use strategy::{Budget, Strategy, best_in, choose, guess_pool, score};

/// The most keys a level may have for the solver to work on it: level III's 262 144. Every
/// decision then stays within [`Budget::WORKER`] plus one pass over the keys, and a level's
/// packed keys take at most 4 MB. Larger custom games (up to 10^8 keys) get no solver aids.
pub const MAX_KEYS: u32 = 262_144;

/// The default strategy's average number of guesses to find a key of `level`, as measured by
/// `cargo xtask bench` (docs/performance.md, default rows, 2026-11-24): over every key at levels
/// I and II, over the keys `key_from_seed(III, 0..20000)` at level III. At level I that is the
/// optimal table's 5 626 guesses over the 1 296 keys. A variant's is its row's
/// ([`Variant::solver_average`]). `None` for a custom game (never measured). Shown beside the
/// player's own average on the statistics page.
pub const fn measured_average(level: Level) -> Option<f64> {
    match level {
        Level::I => Some(4.3410),
        Level::II => Some(5.1333),
        Level::III => Some(5.9392),
        Level::Variant(v) => Some(v.solver_average()),
        Level::Custom(_) => None,
    }
}

/// Whether the default strategy plays `level` optimally: at level I and in the variants Mini and
/// Number (level I's codes and rule, see [`table_level`]), from the optimal table (`cargo xtask
/// optimal`), as long as the rows follow it.
pub const fn plays_optimally(level: Level) -> bool {
    matches!(
        level,
        Level::I | Level::Variant(Variant::Mini | Variant::Number)
    ) && optimal::HAS_TABLE
}

/// Whether the solver can work on a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feasibility {
    /// Hints, counts of possible keys and the computer as codebreaker all work.
    Feasible,
    /// The level has `keys` possible keys, more than the solver's `limit` ([`MAX_KEYS`]).
    TooLarge { keys: u32, limit: u32 },
}

/// Whether the solver can work on `level` within its budget: every standard level, and a custom
/// game of at most [`MAX_KEYS`] possible keys.
pub fn feasibility(level: Level) -> Feasibility {
    let keys = level.possible_keys();
    if keys <= MAX_KEYS {
        Feasibility::Feasible
    } else {
        Feasibility::TooLarge {
            keys,
            limit: MAX_KEYS,
        }
    }
}

/// Shorthand for [`feasibility`] being [`Feasibility::Feasible`].
pub fn feasible(level: Level) -> bool {
    feasibility(level) == Feasibility::Feasible
}

/// The most rows the solver takes in one task: the conflict search looks at every subset of the
/// rows (2^rows of them), and no level allows more turns (a custom game has at most 20).
pub const MAX_ROWS: usize = 20;

/// Why the solver will not work on something: a size it cannot search. Stored or received
/// values (a hand-edited session, a worker message) may ask for any size; the solver answers
/// with this rather than try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolverLimit {
    /// The level has `keys` possible keys, more than [`MAX_KEYS`].
    TooManyKeys { keys: u32 },
    /// `rows` rows, more than [`MAX_ROWS`].
    TooManyRows { rows: usize },
    /// A row whose guess is not a code of the level, or whose feedback has more marks than pegs.
    NotInLevel,
}

impl std::fmt::Display for SolverLimit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolverLimit::TooManyKeys { keys } => {
                write!(f, "{keys} keys are more than the solver's {MAX_KEYS}")
            }
            SolverLimit::TooManyRows { rows } => {
                write!(f, "{rows} rows are more than the solver's {MAX_ROWS}")
            }
            SolverLimit::NotInLevel => write!(f, "a row does not belong to the level"),
        }
    }
}

impl std::error::Error for SolverLimit {}

/// Whether the solver can search `level`: [`feasible`] as a typed error.
pub fn searchable(level: Level) -> Result<(), SolverLimit> {
    match feasibility(level) {
        Feasibility::Feasible => Ok(()),
        Feasibility::TooLarge { keys, .. } => Err(SolverLimit::TooManyKeys { keys }),
    }
}

/// Whether the solver can take `rows` rows at once (see [`MAX_ROWS`]).
pub fn rows_searchable(rows: usize) -> Result<(), SolverLimit> {
    if rows <= MAX_ROWS {
        Ok(())
    } else {
        Err(SolverLimit::TooManyRows { rows })
    }
}

/// Whether `turn` belongs to `level`: its guess a code of the level, its feedback no more marks
/// than pegs. Only such rows may be numbered ([`Code::index`]) and marked ([`mark`]). A feedback
/// the level's rule never gives (standard marks: `pegs − 1` blacks and one white, see
/// [`crate::variant::Rule::possible`]) still fits: no key earns it, and the conflict search names
/// such a row alone as the conflict.
pub fn row_fits(level: Level, turn: &Turn) -> bool {
    Code::new(level, turn.guess.pegs()).is_ok()
        && usize::from(turn.feedback.black) + usize::from(turn.feedback.white) <= level.pegs()
}

/// The level whose offline tables (the openings, level I's optimal tree) a level may play: a
/// standard level its own, the variants Mini and Number level I's (the same codes, drawn as
/// colours or digits, under the same rule; the tree never needs more than five of their six and
/// ten turns); `None` for every other level.
pub fn table_level(level: Level) -> Option<Level> {
    match level {
        Level::I | Level::II | Level::III => Some(level),
        Level::Variant(Variant::Mini | Variant::Number) => Some(Level::I),
        Level::Variant(_) | Level::Custom(_) => None,
    }
}

/// What the rows played so far say about the key: those rows and the keys that fit them all.
#[derive(Clone, Debug)]
pub struct Solver {
    level: Level,
    /// The level's codes; `None` when the solver cannot search the level (no key is then known).
    space: Option<&'static Space>,
    rows: Vec<(u32, Mark)>,
    candidates: Vec<u32>,
}

impl Solver {
    /// Nothing known yet: every key of `level` is possible, or a [`SolverLimit`] when the level
    /// is too large for the solver.
    pub fn try_new(level: Level) -> Result<Solver, SolverLimit> {
        let space = Space::of(level)?;
        Ok(Solver {
            level,
            space: Some(space),
            rows: Vec::new(),
            candidates: (0..level.possible_keys()).collect(),
        })
    }

    /// [`Solver::try_new`], for callers that have checked [`feasible`]: a level too large for
    /// the solver gives a solver that knows no key (no guess, nothing remaining) rather than a
    /// search it cannot finish.
    pub fn new(level: Level) -> Solver {
        Solver::try_new(level).unwrap_or(Solver {
            level,
            space: None,
            rows: Vec::new(),
            candidates: Vec::new(),
        })
    }

    /// What the played `turns` of a game say.
    pub fn from_turns(level: Level, turns: &[Turn]) -> Solver {
        let mut solver = Solver::new(level);
        for turn in turns {
            solver.add(turn.guess, turn.feedback);
        }
        solver
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// Takes in one more row: `guess` earned `feedback`. A row that does not belong to the
    /// level (see [`row_fits`]) leaves no key possible.
    pub fn add(&mut self, guess: Code, feedback: Feedback) {
        match self.space {
            Some(space) if row_fits(self.level, &Turn { guess, feedback }) => {
                let (g, m) = (guess.index(self.level), mark(feedback));
                space.retain_earning(g, m, &mut self.candidates);
                self.rows.push((g, m));
            }
            _ => self.candidates.clear(),
        }
    }

    /// How many keys fit every row so far.
    pub fn remaining(&self) -> usize {
        self.candidates.len()
    }

    /// The keys that fit every row so far, in palette order.
    pub fn candidates(&self) -> impl Iterator<Item = Code> + '_ {
        self.candidates
            .iter()
            .map(|&i| Code::from_index(self.level, i))
    }

    /// The next guess `strategy` plays, searching within a web worker's budget; `None` once no
    /// key fits the rows.
    pub fn next_guess(&self, strategy: Strategy) -> Option<Code> {
        self.next_guess_within(strategy, Budget::WORKER)
    }

    /// The next guess, with an explicit search budget.
    pub fn next_guess_within(&self, strategy: Strategy, budget: Budget) -> Option<Code> {
        let space = self.space?;
        if self.candidates.is_empty() {
            return None;
        }
        let guesses: Vec<u32> = self.rows.iter().map(|r| r.0).collect();
        // Level I: the optimal table while the rows follow it.
        if strategy == Strategy::DEFAULT
            && self.candidates.len() > 2
            && let Some(index) = table_level(self.level)
                .and_then(optimal_tree)
                .and_then(|t| t.guess_after(&self.rows))
        {
            return Some(Code::from_index(self.level, index));
        }
        let table = table_level(self.level).and_then(opening);
        let from_table = match (strategy, table, self.rows.as_slice()) {
            (Strategy::DEFAULT, Some(table), []) => Some(table.first),
            (Strategy::DEFAULT, Some(table), [(first, m)]) if *first == table.first => {
                table.second(*m)
            }
            (Strategy::DEFAULT, Some(table), [(first, m1), (second, m2)])
                if *first == table.first && table.second(*m1) == Some(*second) =>
            {
                table.third(*m1, *m2)
            }
            (Strategy::DEFAULT, Some(table), [(first, m1), (second, m2), (third, m3)])
                if *first == table.first
                    && table.second(*m1) == Some(*second)
                    && table.third(*m1, *m2) == Some(*third) =>
            {
                table.fourth(*m1, *m2, *m3)
            }
            _ => None,
        };
        let index = from_table
            .unwrap_or_else(|| choose(space, &guesses, &self.candidates, strategy, budget));
        Some(Code::from_index(self.level, index))
    }
}

/// How many keys were still possible after each of `turns`, in order.
pub fn remaining_after_each(level: Level, turns: &[Turn]) -> Vec<usize> {
    let mut solver = Solver::new(level);
    turns
        .iter()
        .map(|turn| {
            solver.add(turn.guess, turn.feedback);
            solver.remaining()
        })
        .collect()
}

/// A row that `guess` contradicts: if `guess` were the key, that row would have earned another
/// feedback under `level`'s rule. Returns the first such row (numbered from 0) and the feedback
/// it would have earned.
pub fn contradiction(level: Level, turns: &[Turn], guess: &Code) -> Option<(usize, Feedback)> {
    turns.iter().enumerate().find_map(|(row, turn)| {
        let would = level.feedback(guess, &turn.guess);
        (would != turn.feedback).then_some((row, would))
    })
}

/// How `strategy` plays against `key`: every row up to and including the winning one.
pub fn play_out(key: Code, level: Level, strategy: Strategy) -> Vec<Turn> {
    let mut solver = Solver::new(level);
    let mut turns = Vec::new();
    while let Some(guess) = solver.next_guess(strategy) {
        let feedback = level.feedback(&key, &guess);
        turns.push(Turn { guess, feedback });
        if level.is_win(feedback) {
            break;
        }
        solver.add(guess, feedback);
    }
    turns
}
