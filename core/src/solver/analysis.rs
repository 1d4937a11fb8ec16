//! The analysis after a game (SPEC §7.3, §8): for each played row, how many keys were possible
//! before it and after its feedback, how many the player's guess was expected to leave, how few
//! the best guess could have been expected to leave, and whether the guess could have been the key.
//!
//! A guess splits the `n` keys possible before a row into parts, one per feedback it could earn;
//! the key is equally likely to be any of them, so the expected number of keys left is
//! `Σ part² / n`. The best expected number is the smallest over every code of the level; the
//! search tries one guess per colour-symmetry class ([`guess_pool`]), which loses nothing: colours
//! no row has used are interchangeable, so every guess of a class splits the keys alike.
//!
//! A row is searched in full when its level has at most 16 807 keys (levels I and II), or when
//! the full search fits the budget; otherwise (level III after its first row) the pool is ranked
//! against an even sample of the keys, the best few are scored against every key, and the result
//! is the best of those and the player's own guess: a guess that exists, never worse than the
//! player's, and marked as not proven best. Level III's first row comes from a table computed in
//! full (and checked by a test).
//!
//! The work is counted in feedback computations and can be done in slices ([`RowSearch::step`]),
//! so the page can yield to the browser between slices and between rows.

use super::space::{MARKS, Packed, Space};
use super::strategy::{Budget, guess_pool, spread};
use super::{SolverLimit, row_fits};
use crate::code::Code;
use crate::game::Turn;
use crate::level::Level;

/// The budget of one row's search where a full search is not guaranteed (level III): about
/// 0.1 s of native work.
pub const ANALYSIS_BUDGET: Budget = Budget(40_000_000);

/// Levels of at most this many keys are always searched in full (levels I and II).
const ALWAYS_EXACT_KEYS: u32 = 16_807;
/// Keys in the sample that ranks the pool when the full search is too costly …
const SAMPLE_KEYS: usize = 1_000;
/// … and how many of the best ranked guesses are then scored against every key.
const FINALISTS: usize = 32;

/// Level III's best first guess over the full pool (code number) and its Σ part².
const LEVEL_III_FIRST: (u32, u64) = (LEVEL_III_FIRST_GUESS, LEVEL_III_FIRST_SQUARES);
const LEVEL_III_FIRST_GUESS: u32 = 594;
const LEVEL_III_FIRST_SQUARES: u64 = 7_211_734_938;

/// What one played row tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RowAnalysis {
    /// Keys possible before the row.
    pub before: u32,
    /// Keys possible after its feedback (1 after the winning row).
    pub left: u32,
    /// Σ part² over the split of the keys before the row by the player's guess.
    pub sum_squares: u64,
    /// The smallest Σ part² found for any guess.
    pub best_sum_squares: u64,
    /// A guess with that smallest Σ part² (a possible key when one ties).
    pub best_guess: Code,
    /// Whether the best was searched over every guess (always at levels I and II).
    pub exact: bool,
    /// Whether the player's guess was one of the keys possible before the row.
    pub could_be_key: bool,
}

impl RowAnalysis {
    /// The expected number of keys left after the player's guess: Σ part² / n.
    pub fn expected(&self) -> f64 {
        ratio(self.sum_squares, self.before)
    }

    /// The best expected number of keys left that a guess could reach there.
    pub fn best_expected(&self) -> f64 {
        ratio(self.best_sum_squares, self.before)
    }

    /// Whether the player's guess was as good as the best found.
    pub fn is_best(&self) -> bool {
        self.sum_squares <= self.best_sum_squares
    }
}

fn ratio(squares: u64, n: u32) -> f64 {
    if n == 0 {
        0.0
    } else {
        squares as f64 / f64::from(n)
    }
}

/// Σ part² of the split of `keys` by `guess`, under the space's rule.
fn sum_squares(space: &Space, guess: Packed, keys: &[Packed]) -> u64 {
    let mut parts = [0u32; MARKS];
    space.count_marks(guess, keys, &mut parts);
    parts.iter().map(|&p| u64::from(p) * u64::from(p)).sum()
}

enum Stage {
    /// Score each guess against every key and keep the best.
    Scan {
        guesses: Vec<u32>,
        next: usize,
    },
    /// Score each guess against the sample, then scan the best few.
    Rank {
        guesses: Vec<u32>,
        next: usize,
        sample: Vec<Packed>,
        scored: Vec<(u64, bool, u32)>,
    },
    Done,
}

/// The search for one row, done in slices of work.
pub struct RowSearch {
    space: &'static Space,
    /// The keys possible before the row, sorted, and packed.
    candidates: Vec<u32>,
    keys: Vec<Packed>,
    guess: u32,
    sum_squares: u64,
    left: u32,
    /// (Σ part², not a possible key, code number): the smallest is the best.
    best: (u64, bool, u32),
    exact: bool,
    stage: Stage,
}

impl RowSearch {
    /// Prepares the analysis of `turn`, played after `turns_before` in a game of `level`, with
    /// `budget` for a search that is not always done in full. Costs about one feedback per code
    /// of the level plus one per key possible before the row.
    ///
    /// Refused ([`SolverLimit`]) for a level too large for the solver or rows that do not belong
    /// to the level.
    pub fn new(
        level: Level,
        turns_before: &[Turn],
        turn: &Turn,
        budget: Budget,
    ) -> Result<RowSearch, SolverLimit> {
        let space = Space::of(level)?;
        if !turns_before
            .iter()
            .chain([turn])
            .all(|t| row_fits(level, t))
        {
            return Err(SolverLimit::NotInLevel);
        }
        let played: Vec<u32> = turns_before.iter().map(|t| t.guess.index(level)).collect();
        let mut candidates: Vec<u32> = (0..space.len() as u32).collect();
        for t in turns_before {
            space.retain_earning(
                t.guess.index(level),
                super::mark(t.feedback),
                &mut candidates,
            );
        }
        let keys: Vec<Packed> = candidates.iter().map(|&c| space.get(c)).collect();
        let guess = turn.guess.index(level);
        let packed_guess = space.get(guess);
        let mut parts = [0u32; MARKS];
        space.count_marks(packed_guess, &keys, &mut parts);
        let left = parts
            .get(usize::from(super::mark(turn.feedback)))
            .copied()
            .unwrap_or(0);
        let sum_squares = parts.iter().map(|&p| u64::from(p) * u64::from(p)).sum();
        let could_be_key = candidates.binary_search(&guess).is_ok();
        let mut search = RowSearch {
            space,
            candidates,
            keys,
            guess,
            sum_squares,
            left,
            best: (sum_squares, !could_be_key, guess),
            exact: false,
            stage: Stage::Done,
        };
        search.stage = search.plan(level, &played, budget);
        Ok(search)
    }

    fn plan(&mut self, level: Level, played: &[u32], budget: Budget) -> Stage {
        if self.keys.len() <= 1 {
            // Nothing to split: every guess leaves the key possible before, if any.
            self.exact = true;
            if let Some(&only) = self.candidates.first() {
                self.offer(self.keys.len() as u64, only);
            }
            return Stage::Done;
        }
        if level == Level::III && played.is_empty() {
            let (guess, squares) = LEVEL_III_FIRST;
            self.offer(squares, guess);
            self.exact = true;
            return Stage::Done;
        }
        let pool = guess_pool(self.space, played);
        let work = pool.len() as u64 * self.keys.len() as u64;
        if level.possible_keys() <= ALWAYS_EXACT_KEYS || work <= budget.0 {
            self.exact = true;
            return Stage::Scan {
                guesses: pool,
                next: 0,
            };
        }
        let sample = spread(&self.keys, SAMPLE_KEYS);
        let finals = (FINALISTS * self.keys.len()) as u64;
        let tries = (budget.0.saturating_sub(finals) / sample.len() as u64).max(1) as usize;
        let mut guesses = spread(&self.candidates, tries / 2);
        guesses.extend(spread(&pool, tries - guesses.len()));
        guesses.sort_unstable();
        guesses.dedup();
        Stage::Rank {
            guesses,
            next: 0,
            sample,
            scored: Vec::new(),
        }
    }

    /// Takes `guess` as the best if its Σ part² beats it.
    fn offer(&mut self, squares: u64, guess: u32) {
        let entry = (
            squares,
            self.candidates.binary_search(&guess).is_err(),
            guess,
        );
        self.best = self.best.min(entry);
    }

    /// Does about `work` feedback computations (at least one guess's worth); returns the analysis
    /// once the search is over.
    pub fn step(&mut self, work: u64) -> Option<RowAnalysis> {
        let mut spent = 0u64;
        loop {
            match &mut self.stage {
                Stage::Done => return Some(self.result()),
                _ if spent >= work => return None,
                Stage::Scan { guesses, next } => {
                    let Some(&g) = guesses.get(*next) else {
                        self.stage = Stage::Done;
                        continue;
                    };
                    *next += 1;
                    let squares = sum_squares(self.space, self.space.get(g), &self.keys);
                    spent += self.keys.len() as u64;
                    self.offer(squares, g);
                }
                Stage::Rank {
                    guesses,
                    next,
                    sample,
                    scored,
                } => {
                    if let Some(&g) = guesses.get(*next) {
                        *next += 1;
                        let squares = sum_squares(self.space, self.space.get(g), sample);
                        spent += sample.len() as u64;
                        scored.push((squares, self.candidates.binary_search(&g).is_err(), g));
                        continue;
                    }
                    scored.sort_unstable();
                    let finalists = scored.iter().take(FINALISTS).map(|s| s.2).collect();
                    self.stage = Stage::Scan {
                        guesses: finalists,
                        next: 0,
                    };
                }
            }
        }
    }

    /// Runs the search to its end.
    pub fn finish(mut self) -> RowAnalysis {
        loop {
            if let Some(done) = self.step(u64::MAX) {
                return done;
            }
        }
    }

    fn result(&self) -> RowAnalysis {
        let level = self.space.level();
        RowAnalysis {
            before: self.keys.len() as u32,
            left: self.left,
            sum_squares: self.sum_squares,
            best_sum_squares: self.best.0,
            best_guess: Code::from_index(level, self.best.2),
            exact: self.exact,
            could_be_key: self.candidates.binary_search(&self.guess).is_ok(),
        }
    }
}

/// The analysis of `turn`, played after `turns_before`, in one go (see [`RowSearch`] to do it in
/// slices).
pub fn analyse_row(
    level: Level,
    turns_before: &[Turn],
    turn: &Turn,
) -> Result<RowAnalysis, SolverLimit> {
    Ok(RowSearch::new(level, turns_before, turn, ANALYSIS_BUDGET)?.finish())
}

/// Every row of a game, in order.
pub fn analyse_game(level: Level, turns: &[Turn]) -> Result<Vec<RowAnalysis>, SolverLimit> {
    let mut before = Vec::with_capacity(turns.len());
    turns
        .iter()
        .map(|turn| {
            let row = analyse_row(level, &before, turn);
            before.push(*turn);
            row
        })
        .collect()
}

/// How close a game was to the best play, over its analysed rows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    pub rows: usize,
    /// Rows whose guess was as good as the best found.
    pub best_rows: usize,
    /// The expected keys left by the player's guesses, summed over the rows.
    pub expected_left: f64,
    /// The best expected keys left, summed over the rows.
    pub best_expected_left: f64,
    /// Whether every row's best was searched in full.
    pub exact: bool,
}

impl Summary {
    pub fn of(rows: &[RowAnalysis]) -> Summary {
        Summary {
            rows: rows.len(),
            best_rows: rows.iter().filter(|r| r.is_best()).count(),
            expected_left: rows.iter().map(RowAnalysis::expected).sum(),
            best_expected_left: rows.iter().map(RowAnalysis::best_expected).sum(),
            exact: rows.iter().all(|r| r.exact),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table entry is the full search's result (53 million feedbacks: slow in debug builds).
    #[test]
    fn level_iii_first_row_table_is_the_full_search() {
        let space = Space::of(Level::III).unwrap();
        let keys: Vec<Packed> = (0..space.len() as u32).map(|c| space.get(c)).collect();
        let best = guess_pool(space, &[])
            .into_iter()
            .map(|g| (sum_squares(space, space.get(g), &keys), g))
            .min()
            .unwrap();
        assert_eq!(best, (LEVEL_III_FIRST.1, LEVEL_III_FIRST.0));
    }
}
