//! Scoring a guess by how it splits the keys still possible, and picking the best one.

mod look_ahead;
mod pool;

use super::space::{MARKS, Packed, Space};
#[cfg(not(target_arch = "wasm32"))]
pub use look_ahead::look_ahead_offline;
use look_ahead::{
    LOOKAHEAD_KEYS, LOOKAHEAD_TRIES, PLAY_OUT, SAMPLED_LOOKAHEAD_KEYS, look_ahead,
    sampled_look_ahead,
};
use pool::Pool;
pub use pool::guess_pool;
pub(super) use pool::spread;

/// How a guess is judged: every guess splits the keys still possible into parts, one per
/// feedback it could earn, and each strategy prefers a different kind of split. Ties go to a
/// guess that could itself be the key, then to the first in palette order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// The first key that fits every row (the baseline; no search at all).
    FirstConsistent,
    /// Knuth (1976): the smallest largest part.
    Minimax,
    /// Irving (1979): the smallest expected part, Σ size² / total.
    ExpectedSize,
    /// Neuwirth (1982): the most information, the highest entropy of the split.
    Entropy,
    /// Kooi (2005): the most parts.
    MostParts,
    /// Entropy, then a look ahead where it is affordable: the few best guesses by entropy are
    /// each played out to the end (every part solved by entropy in turn), and the one whose
    /// games are shortest in total wins.
    Lookahead,
}

impl Strategy {
    /// The strategy behind `Hint`, the computer's guesses and "how the solver would have played".
    pub const DEFAULT: Strategy = Strategy::Lookahead;

    pub const ALL: [Strategy; 6] = [
        Strategy::FirstConsistent,
        Strategy::Minimax,
        Strategy::ExpectedSize,
        Strategy::Entropy,
        Strategy::MostParts,
        Strategy::Lookahead,
    ];

    /// A short name for tables and command lines.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::FirstConsistent => "first-consistent",
            Strategy::Minimax => "minimax",
            Strategy::ExpectedSize => "expected-size",
            Strategy::Entropy => "entropy",
            Strategy::MostParts => "most-parts",
            Strategy::Lookahead => "lookahead",
        }
    }

    /// The cost of a split given as part sizes (lower is better).
    fn cost(self, parts: &[u32; MARKS], xlogx: &XLogX) -> f64 {
        let sizes = parts.iter().filter(|&&s| s > 0);
        match self {
            Strategy::FirstConsistent => 0.0,
            Strategy::Minimax => f64::from(*parts.iter().max().unwrap_or(&0)),
            Strategy::ExpectedSize => sizes.map(|&s| f64::from(s) * f64::from(s)).sum(),
            // Entropy is ln T − Σ s·ln s / T for a total T shared by every guess, so the guess
            // with the smallest Σ s·ln s has the highest entropy.
            Strategy::Entropy | Strategy::Lookahead => sizes.map(|&s| xlogx.get(s)).sum(),
            Strategy::MostParts => -(sizes.count() as f64),
        }
    }
}

/// How much searching one decision may do, counted in feedback computations (guesses tried ×
/// keys scored against).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget(pub u64);

impl Budget {
    /// What the solver's web worker affords for one decision, where a longer search freezes
    /// nothing: at level III in wasm in headless Chromium the next guess then takes 109 ms at the
    /// 95th percentile, 113 ms through the worker (docs/performance.md), against a limit of
    /// 150 ms. 12 000 000 played level III's sample in 5.9404 guesses on average, 16 000 000 in
    /// 5.9392. (The main thread's former 3 000 000 kept every guess under a 50 ms frame.)
    pub const WORKER: Budget = Budget(16_000_000);
    /// No limit: offline tables and tests.
    pub const UNLIMITED: Budget = Budget(u64::MAX);
}

/// s·ln s, from a table while sizes are small.
struct XLogX(Vec<f64>);

impl XLogX {
    fn new(total: usize) -> XLogX {
        let size = if total <= 1 << 16 { total + 1 } else { 0 };
        XLogX((0..size).map(|s| s as f64 * (s as f64).ln()).collect())
    }

    fn get(&self, s: u32) -> f64 {
        match self.0.get(s as usize) {
            Some(&v) => v,
            None => f64::from(s) * f64::from(s).ln(),
        }
    }
}

/// The cost of `guess` against the `candidates` under `strategy` (lower is better).
pub fn score(space: &Space, guess: u32, candidates: &[u32], strategy: Strategy) -> f64 {
    let packed: Vec<Packed> = candidates.iter().map(|&c| space.get(c)).collect();
    let mut parts = [0u32; MARKS];
    split(space, space.get(guess), &packed, &mut parts);
    strategy.cost(&parts, &XLogX::new(candidates.len()))
}

/// How many of `against` earn each mark against `guess`, under the space's rule (chosen once
/// per split, not per key).
#[inline(always)]
fn split(space: &Space, guess: Packed, against: &[Packed], parts: &mut [u32; MARKS]) {
    space.count_marks(guess, against, parts);
}

/// The first key of `candidates`: the guess when two or fewer keys are left, and the answer to
/// a search that finds nothing. No key left (callers never ask) gives code 0.
fn first(candidates: &[u32]) -> u32 {
    candidates.first().copied().unwrap_or(0)
}

/// The best guess among `pool`, scored against `against`; `candidates` (sorted) breaks ties in
/// favour of a guess that could be the key.
pub fn best_in(
    space: &Space,
    pool: &[u32],
    candidates: &[u32],
    against: &[u32],
    strategy: Strategy,
) -> u32 {
    let packed: Vec<Packed> = against.iter().map(|&c| space.get(c)).collect();
    let xlogx = XLogX::new(against.len());
    let mut parts = [0u32; MARKS];
    let mut best: Option<(f64, bool, u32)> = None;
    for &g in pool {
        split(space, space.get(g), &packed, &mut parts);
        let cost = strategy.cost(&parts, &xlogx);
        let could_win = candidates.binary_search(&g).is_ok();
        let better = match best {
            None => true,
            Some((best_cost, best_wins, _)) => {
                let eps = 1e-9 * best_cost.abs().max(1.0);
                cost < best_cost - eps || (cost <= best_cost + eps && could_win && !best_wins)
            }
        };
        if better {
            best = Some((cost, could_win, g));
        }
    }
    best.map_or_else(|| first(candidates), |b| b.2)
}

/// The largest level (in keys) that plays the look ahead without offline tables: Super's
/// 32 768 does (every decision within 0.4 s natively), the colour game III's 262 144 does not.
const UNTABLED_LOOKAHEAD_KEYS: usize = 65_536;

/// The guess `strategy` plays after the guesses `played`, when the keys still possible are
/// `candidates` (sorted, never empty: with none, code 0).
///
/// The full search scores every guess of the symmetry-reduced pool against every candidate. The
/// look ahead ([`Strategy::Lookahead`]) plays out its best few guesses when that costs at most
/// the budget, and otherwise, on up to [`SAMPLED_LOOKAHEAD_KEYS`] candidates, the best few of a
/// sample (see [`sampled_look_ahead`]). When even the full search would pass the budget, the
/// search scores against an even sample of the candidates and tries the candidates themselves
/// plus an even sample of the pool.
pub fn choose(
    space: &Space,
    played: &[u32],
    candidates: &[u32],
    strategy: Strategy,
    budget: Budget,
) -> u32 {
    choose_playing_out(space, played, candidates, strategy, budget, PLAY_OUT)
}

/// [`choose`], with the look ahead playing its tries out by `play_out` rather than by
/// [`PLAY_OUT`]: the offline openings table keeps the recipe it was computed with.
pub(super) fn choose_playing_out(
    space: &Space,
    played: &[u32],
    candidates: &[u32],
    strategy: Strategy,
    budget: Budget,
    play_out: Strategy,
) -> u32 {
    if strategy == Strategy::FirstConsistent || candidates.len() <= 2 {
        return first(candidates);
    }
    // Without offline tables, a large level's look ahead would build a pool of up to every code
    // for each of its many nested decisions (the colour game III: seconds for a hint); there the
    // look ahead gives way to its own first ranking, entropy.
    let strategy = if strategy == Strategy::Lookahead
        && crate::solver::table_level(space.level()).is_none()
        && space.len() > UNTABLED_LOOKAHEAD_KEYS
    {
        Strategy::Entropy
    } else {
        strategy
    };
    let pool = Pool::of(space, played);
    let work = pool.len() as u64 * candidates.len() as u64;
    // A play-out scores about three rounds of guesses per try.
    let look_work = work.saturating_mul(3 * LOOKAHEAD_TRIES as u64);
    if strategy == Strategy::Lookahead
        && candidates.len() <= LOOKAHEAD_KEYS
        && look_work <= budget.0
    {
        return look_ahead(space, played, candidates, &pool.list(), budget, play_out);
    }
    if strategy == Strategy::Lookahead && candidates.len() <= SAMPLED_LOOKAHEAD_KEYS {
        return sampled_look_ahead(space, played, candidates, &pool, budget, play_out);
    }
    if work <= budget.0 {
        return best_in(space, &pool.list(), candidates, candidates, strategy);
    }
    let (guesses, against) = sample(candidates, &pool, budget);
    best_in(space, &guesses, candidates, &against, strategy)
}

/// The guesses tried and the candidates scored against when the full search would pass
/// `budget`: an even sample of the candidates to score against, and the candidates themselves
/// plus an even sample of the pool as guesses.
fn sample(candidates: &[u32], pool: &Pool, budget: Budget) -> (Vec<u32>, Vec<u32>) {
    let budget = budget.0.min(usize::MAX as u64) as usize;
    let against = spread(candidates, (budget / 3_000).max(64).min(candidates.len()));
    let tries = (budget / against.len()).max(1);
    let mut guesses = spread(candidates, tries / 2);
    guesses.extend(pool.spread(tries - guesses.len()));
    guesses.sort_unstable();
    guesses.dedup();
    (guesses, against)
}
