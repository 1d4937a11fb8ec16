//! The guesses worth trying: the symmetry-reduced pool of a decision (kept for the few levels
//! and colour sets asked last), and an even spread of a list when the budget allows only some.

use std::cell::RefCell;
use std::rc::Rc;

use crate::level::Level;
use crate::solver::space::Space;

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
pub(super) enum Pool {
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
    pub(super) fn of(space: &Space, played: &[u32]) -> Pool {
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

    pub(super) fn len(&self) -> usize {
        match self {
            Pool::Every(n) => *n as usize,
            Pool::Listed(list) => list.len(),
        }
    }

    /// The whole pool as a list.
    pub(super) fn list(&self) -> std::borrow::Cow<'_, [u32]> {
        match self {
            Pool::Every(n) => (0..*n).collect::<Vec<u32>>().into(),
            Pool::Listed(list) => list.as_slice().into(),
        }
    }

    /// As [`spread`] over the list.
    pub(super) fn spread(&self, count: usize) -> Vec<u32> {
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
    let mut rank = [u8::MAX; crate::colour::Colour::ALL.len()];
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

/// Every `len / count`-th item, so that about `count` of them (at least one) are kept, spread
/// evenly: the strategy's sample of guesses and keys, and the analysis's.
pub(crate) fn spread<T: Copy>(items: &[T], count: usize) -> Vec<T> {
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
