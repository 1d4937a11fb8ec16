//! Scoring a guess by how it splits the keys still possible, and picking the best one.

use std::cell::RefCell;
use std::rc::Rc;

use super::space::{MARKS, Packed, Space, mark_between};
use crate::rules::Level;

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

/// The colour (palette index) in hole `hole` of a packed code.
fn colour_at(pegs: u32, hole: usize) -> usize {
    ((pegs >> (4 * hole)) & 0xF) as usize
}

/// The colours (a bit per palette index) that the guesses `played` use.
fn used_colours(space: &Space, played: &[u32]) -> u32 {
    let pegs = space.level().pegs();
    let mut used = 0u32;
    for &g in played {
        let code = space.get(g).pegs;
        for hole in 0..pegs {
            used |= 1 << colour_at(code, hole);
        }
    }
    used
}

/// The guesses worth trying, as [`guess_pool`] lists them, without listing every code of the
/// level once at most one colour is unused (the symmetry then removes nothing): in the look
/// ahead's play-outs at level III that listing would cost more than the search.
/// A listed pool depends only on the level and the colours used, so the last few are kept: the
/// look ahead's play-outs ask for the same ones many times.
enum Pool {
    Every(u32),
    Listed(Rc<Vec<u32>>),
}

/// How many listed pools are kept.
const POOLS_KEPT: usize = 8;

/// A kept pool: the level, the colours used (a bit each) and the guesses.
type KeptPool = (Level, u32, Rc<Vec<u32>>);

thread_local! {
    static POOLS: RefCell<Vec<KeptPool>> = const { RefCell::new(Vec::new()) };
}

impl Pool {
    fn of(space: &Space, played: &[u32]) -> Pool {
        let level = space.level();
        let colours = level.colours() as u32;
        let used = used_colours(space, played);
        if colours - used.count_ones().min(colours) <= 1 {
            return Pool::Every(space.len() as u32);
        }
        POOLS.with_borrow_mut(|pools| {
            if let Some(i) = pools.iter().position(|p| p.0 == level && p.1 == used) {
                let kept = pools.remove(i);
                let list = Rc::clone(&kept.2);
                pools.push(kept);
                return Pool::Listed(list);
            }
            let list = Rc::new(guess_pool(space, played));
            if pools.len() == POOLS_KEPT {
                pools.remove(0);
            }
            pools.push((level, used, Rc::clone(&list)));
            Pool::Listed(list)
        })
    }

    fn len(&self) -> usize {
        match self {
            Pool::Every(n) => *n as usize,
            Pool::Listed(list) => list.len(),
        }
    }

    /// The whole pool as a list.
    fn list(&self) -> std::borrow::Cow<'_, [u32]> {
        match self {
            Pool::Every(n) => (0..*n).collect::<Vec<u32>>().into(),
            Pool::Listed(list) => list.as_slice().into(),
        }
    }

    /// As [`spread`] over the list.
    fn spread(&self, count: usize) -> Vec<u32> {
        match self {
            Pool::Every(n) => {
                let len = u64::from(*n);
                if len <= count as u64 {
                    return (0..*n).collect();
                }
                // In u64: k · len passes usize::MAX on wasm32 (262 144 codes, thousands of picks).
                let count = count.max(1) as u64;
                (0..count).map(|k| (k * len / count) as u32).collect()
            }
            Pool::Listed(list) => spread(list, count),
        }
    }
}

/// Every guess worth trying after the guesses `played`, up to colour symmetry: a colour no guess
/// has used yet is interchangeable with any other such colour, so a guess is kept only if the
/// unused colours it brings in appear in palette order (the first new colour is the first unused
/// one, and so on).
#[allow(
    clippy::indexing_slicing,
    reason = "hot: every code of a space has colours below 10, rank's length"
)]
pub fn guess_pool(space: &Space, played: &[u32]) -> Vec<u32> {
    let level = space.level();
    let pegs = level.pegs();
    let used = used_colours(space, played);
    let mut rank = [u8::MAX; crate::rules::Colour::ALL.len()];
    let mut next_rank = 0;
    for (colour, slot) in rank.iter_mut().enumerate().take(level.colours()) {
        if used & (1 << colour) == 0 {
            *slot = next_rank;
            next_rank += 1;
        }
    }
    (0..space.len() as u32)
        .filter(|&i| {
            let code = space.get(i).pegs;
            let mut next = 0;
            for hole in 0..pegs {
                let r = rank[colour_at(code, hole)];
                if r == u8::MAX || r < next {
                    continue;
                }
                if r > next {
                    return false;
                }
                next += 1;
            }
            true
        })
        .collect()
}

/// The cost of `guess` against the `candidates` under `strategy` (lower is better).
pub fn score(space: &Space, guess: u32, candidates: &[u32], strategy: Strategy) -> f64 {
    let packed: Vec<Packed> = candidates.iter().map(|&c| space.get(c)).collect();
    let mut parts = [0u32; MARKS];
    split(space, space.get(guess), &packed, &mut parts);
    strategy.cost(&parts, &XLogX::new(candidates.len()))
}

#[inline(always)]
#[allow(
    clippy::indexing_slicing,
    reason = "hot: a mark is at most 8 * 8 + 8 < MARKS"
)]
fn split(space: &Space, guess: Packed, against: &[Packed], parts: &mut [u32; MARKS]) {
    let pegs = space.level().pegs() as u32;
    parts.fill(0);
    for &c in against {
        parts[usize::from(mark_between(pegs, guess, c))] += 1;
    }
}

/// Every `step`-th element, so that about `count` of them are kept, spread evenly.
fn spread(items: &[u32], count: usize) -> Vec<u32> {
    if items.len() <= count {
        return items.to_vec();
    }
    let count = count.max(1);
    (0..count)
        .filter_map(|k| {
            items
                .get((k as u64 * items.len() as u64 / count as u64) as usize)
                .copied()
        })
        .collect()
}

/// The first key of `candidates`: the guess when two or fewer keys are left, and the answer to
/// a search that finds nothing. No key left (callers never ask) gives code 0.
fn first(candidates: &[u32]) -> u32 {
    candidates.first().copied().unwrap_or(0)
}

/// The `count` best guesses among `pool` by `strategy`'s score against `candidates`, best first.
fn ranked(
    space: &Space,
    pool: &[u32],
    candidates: &[u32],
    against: &[u32],
    strategy: Strategy,
    count: usize,
) -> Vec<u32> {
    let packed: Vec<Packed> = against.iter().map(|&c| space.get(c)).collect();
    let xlogx = XLogX::new(against.len());
    let mut parts = [0u32; MARKS];
    let mut scored: Vec<(f64, bool, u32)> = pool
        .iter()
        .map(|&g| {
            split(space, space.get(g), &packed, &mut parts);
            let could_win = candidates.binary_search(&g).is_ok();
            (strategy.cost(&parts, &xlogx), !could_win, g)
        })
        .collect();
    // Costs are numbers (never NaN), so no pair is unordered.
    scored.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    scored.into_iter().take(count).map(|s| s.2).collect()
}

/// Where a look ahead over the whole pool is tried: parts up to this many keys …
const LOOKAHEAD_KEYS: usize = 1_296;
/// … playing out this many of the best guesses by entropy.
const LOOKAHEAD_TRIES: usize = 8;
/// Where the whole pool would cost too much to play out, the look ahead plays out the best of a
/// sample, on parts up to this many keys (at level III on 1 000 keys, 500 keys here did no better
/// and took longer; 400 plays the same games as 200).
const SAMPLED_LOOKAHEAD_KEYS: usize = 200;
/// … playing out this many of the best guesses of the sample (at level III 12 did better than 8,
/// 5.9410 against 5.9425 on the first 2 000 keys of the benchmark's sample, and 16 no better).
const SAMPLED_LOOKAHEAD_TRIES: usize = 12;
/// How the look ahead plays each part out, once its guess is tried: most parts (Kooi) finds the
/// keys in fewer guesses than entropy does when both play out the same tries, and costs less (at
/// level III 5.9425 against 5.9450 on the first 2 000 keys, 17 ms per decision against 28 ms).
const PLAY_OUT: Strategy = Strategy::MostParts;
/// The part of the budget with which the sampled look ahead ranks the pool by entropy, one
/// `RANKING_SHARE`-th; the rest plays out the best (at level III a quarter did better than half,
/// 5.9450 against 5.9505 on the first 2 000 keys of the benchmark's sample).
const RANKING_SHARE: u64 = 4;

/// Plays `guess` against `candidates` and then `nested` on every part, to the end: the total
/// number of guesses over all candidates, and the most any of them needs.
#[allow(
    clippy::indexing_slicing,
    reason = "hot: a mark is at most 8 * 8 + 8 < MARKS"
)]
fn play_out_all(
    space: &Space,
    played: &mut Vec<u32>,
    candidates: &[u32],
    guess: u32,
    nested: Strategy,
    budget: Budget,
) -> (u64, u32) {
    let win = space.mark(guess, guess);
    let mut parts: Vec<Vec<u32>> = vec![Vec::new(); MARKS];
    for &c in candidates {
        parts[usize::from(space.mark(guess, c))].push(c);
    }
    let (mut total, mut depth) = (0u64, 1u32);
    played.push(guess);
    for (m, part) in parts.iter().enumerate() {
        if part.is_empty() {
            continue;
        }
        if m == usize::from(win) {
            total += 1;
            continue;
        }
        let next = choose(space, played, part, nested, budget);
        let (t, d) = play_out_all(space, played, part, next, nested, budget);
        total += part.len() as u64 + t;
        depth = depth.max(d + 1);
    }
    played.pop();
    (total, depth)
}

fn look_ahead(
    space: &Space,
    played: &[u32],
    candidates: &[u32],
    pool: &[u32],
    budget: Budget,
    play_out: Strategy,
) -> u32 {
    let tries = ranked(
        space,
        pool,
        candidates,
        candidates,
        Strategy::Entropy,
        LOOKAHEAD_TRIES,
    );
    let mut played = played.to_vec();
    tries
        .into_iter()
        .map(|g| {
            let (total, depth) = play_out_all(space, &mut played, candidates, g, play_out, budget);
            ((total, depth), g)
        })
        .min()
        .map_or_else(|| first(candidates), |(_, g)| g)
}

/// The offline look ahead of the openings table: the `tries` best guesses of the whole
/// symmetry-reduced pool by entropy, each played out to the end with every nested decision
/// searching by entropy within `nested`; the one whose games are shortest in total wins, ties to
/// the shallower tree, then to the better entropy.
#[cfg(not(target_arch = "wasm32"))]
pub fn look_ahead_offline(
    space: &Space,
    played: &[u32],
    candidates: &[u32],
    tries: usize,
    nested: Budget,
) -> u32 {
    if candidates.len() <= 2 {
        return first(candidates);
    }
    let pool = Pool::of(space, played);
    let best = ranked(
        space,
        &pool.list(),
        candidates,
        candidates,
        Strategy::Entropy,
        tries,
    );
    let mut played = played.to_vec();
    best.into_iter()
        .enumerate()
        .map(|(rank, g)| {
            let (total, depth) =
                play_out_all(space, &mut played, candidates, g, Strategy::Entropy, nested);
            ((total, depth, rank), g)
        })
        .min()
        .map_or_else(|| first(candidates), |(_, g)| g)
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

/// The look ahead when playing out the best guesses of the full pool would pass `budget`: a
/// quarter of the budget ([`RANKING_SHARE`]) ranks the pool (or a sample of it) by entropy, and
/// the rest plays out the `tries` best, each nested decision searching on an equal share.
fn sampled_look_ahead(
    space: &Space,
    played: &[u32],
    candidates: &[u32],
    pool: &Pool,
    budget: Budget,
    play_out: Strategy,
) -> u32 {
    let tries = SAMPLED_LOOKAHEAD_TRIES;
    let ranking = Budget(budget.0 / RANKING_SHARE);
    let work = pool.len() as u64 * candidates.len() as u64;
    let best = if work <= ranking.0 {
        ranked(
            space,
            &pool.list(),
            candidates,
            candidates,
            Strategy::Entropy,
            tries,
        )
    } else {
        let (guesses, against) = sample(candidates, pool, ranking);
        ranked(
            space,
            &guesses,
            candidates,
            &against,
            Strategy::Entropy,
            tries,
        )
    };
    // About one nested decision per three candidates, per try.
    let nested = (tries as u64 * (candidates.len() as u64 / 3).max(1)).max(1);
    let share = Budget(((budget.0 - ranking.0) / nested).max(1));
    let mut played = played.to_vec();
    best.into_iter()
        .map(|g| {
            let (total, depth) = play_out_all(space, &mut played, candidates, g, play_out, share);
            ((total, depth), g)
        })
        .min()
        .map_or_else(|| first(candidates), |(_, g)| g)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pool_of_every_code_is_the_listed_pool_once_the_colours_are_used() {
        let space = Space::level_i();
        // Two guesses using five of the six colours (codes 0000 and 1234 in base 6): the
        // symmetry removes nothing.
        let played = [0, 216 + 2 * 36 + 3 * 6 + 4];
        let listed = guess_pool(space, &played);
        let every = Pool::of(space, &played);
        assert!(matches!(every, Pool::Every(_)));
        assert_eq!(every.list().as_ref(), listed.as_slice());
        for count in [1, 7, 100, 1_295, 1_296, 5_000] {
            assert_eq!(every.spread(count), spread(&listed, count));
        }
        // Before any guess the pool is listed, reduced by symmetry.
        assert!(matches!(Pool::of(space, &[]), Pool::Listed(ref l) if l.len() == 15));
    }
}
