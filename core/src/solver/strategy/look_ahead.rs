//! The look ahead of [`Strategy::Lookahead`]: the few best guesses by entropy (of the whole pool,
//! or of a sample of it when that would pass the budget), each played out to the end, the one
//! whose games are shortest in total winning; and the offline look ahead of the openings table.

use super::pool::Pool;
use super::{Budget, Strategy, XLogX, choose, first, sample, split};
use crate::solver::space::{MARKS, Mark, Packed, Space};

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
pub(super) const LOOKAHEAD_KEYS: usize = 1_296;
/// … playing out this many of the best guesses by entropy.
pub(super) const LOOKAHEAD_TRIES: usize = 8;
/// Where the whole pool would cost too much to play out, the look ahead plays out the best of a
/// sample, on parts up to this many keys (at level III on 1 000 keys, 500 keys here did no better
/// and took longer; 400 plays the same games as 200).
pub(super) const SAMPLED_LOOKAHEAD_KEYS: usize = 200;
/// … playing out this many of the best guesses of the sample (at level III 12 did better than 8,
/// 5.9410 against 5.9425 on the first 2 000 keys of the benchmark's sample, and 16 no better).
const SAMPLED_LOOKAHEAD_TRIES: usize = 12;
/// How the look ahead plays each part out, once its guess is tried: most parts (Kooi) finds the
/// keys in fewer guesses than entropy does when both play out the same tries, and costs less (at
/// level III 5.9425 against 5.9450 on the first 2 000 keys, 17 ms per decision against 28 ms).
pub(super) const PLAY_OUT: Strategy = Strategy::MostParts;
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
    let mut parts: Vec<Vec<u32>> = vec![Vec::new(); MARKS];
    space.for_each_mark(guess, candidates, |c, m| parts[usize::from(m)].push(c));
    let (mut total, mut depth) = (0u64, 1u32);
    played.push(guess);
    for (m, part) in parts.iter().enumerate() {
        if part.is_empty() {
            continue;
        }
        // The guess itself, or with "colours only" any key of its colours: won this turn.
        if space.is_win(m as Mark) {
            total += part.len() as u64;
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

pub(super) fn look_ahead(
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
    // A level with offline tables (crate::solver::table_level) reaches the look ahead
    // with parts its nested searches finish within the budget, as measured; a level without
    // them (the larger variants, custom games) may meet parts whose every nested decision would
    // spend the whole budget, so there each gets an equal share of it instead.
    let nested = if crate::solver::table_level(space.level()).is_some() {
        budget
    } else {
        let decisions = LOOKAHEAD_TRIES as u64 * (candidates.len() as u64 / 3).max(1);
        Budget((budget.0 / decisions).max(1))
    };
    let mut played = played.to_vec();
    tries
        .into_iter()
        .map(|g| {
            let (total, depth) = play_out_all(space, &mut played, candidates, g, play_out, nested);
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

/// The look ahead when playing out the best guesses of the full pool would pass `budget`: a
/// quarter of the budget ([`RANKING_SHARE`]) ranks the pool (or a sample of it) by entropy, and
/// the rest plays out the `tries` best, each nested decision searching on an equal share.
pub(super) fn sampled_look_ahead(
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
