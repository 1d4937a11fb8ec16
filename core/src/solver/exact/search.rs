//! The branch and bound itself: a part's exact cost within a budget, with the shortcuts for
//! two guesses left and a key that splits the others apart, and the depth-filling lower bound.

use super::{ExactSearch, INFINITE, PARTS, WIN};

impl ExactSearch {
    /// The search. The answer is exact when below `beta`; otherwise it is a lower bound of at
    /// least `beta`.
    pub(super) fn solve(&self, set: &[u16], depth: u32, beta: u32, group: &[usize]) -> u32 {
        let n = set.len() as u32;
        match n {
            0 => return 0,
            1 => return 1,
            _ if depth <= 1 => return INFINITE,
            2 => return 3,
            _ => {}
        }
        let floor = fill_bound(n, depth);
        if floor >= beta {
            return floor;
        }
        if depth == 2 {
            return self.two_left(set).0;
        }
        if let Some(guess) = self.perfect_key(set) {
            self.remember(set, depth, 2 * n - 1, Some(guess));
            return 2 * n - 1;
        }
        let known = self.known(set, depth);
        if let Some(entry) = known
            && (entry.guess.is_some() || entry.cost >= beta)
        {
            return entry.cost;
        }
        let floor = floor.max(known.map_or(0, |e| e.cost));
        let (cost, guess) = self.search(set, depth, beta, group, floor);
        self.remember(set, depth, cost, guess);
        cost
    }

    /// A key of `set` that leaves every other key alone in its part.
    pub(super) fn perfect_key(&self, set: &[u16]) -> Option<u16> {
        if set.len() > 14 {
            return None;
        }
        set.iter().copied().find(|&g| self.splits_apart(g, set))
    }

    fn splits_apart(&self, guess: u16, set: &[u16]) -> bool {
        let mut seen = 0u16;
        for &k in set {
            let bit = 1 << self.mark(guess, k);
            if seen & bit != 0 {
                return false;
            }
            seen |= bit;
        }
        true
    }

    /// Two guesses left: the cost and the guess (none if the keys cannot be solved).
    pub(super) fn two_left(&self, set: &[u16]) -> (u32, Option<u16>) {
        let n = set.len() as u32;
        if n == 1 {
            return (1, Some(set[0]));
        }
        if let Some(g) = self.perfect_key(set) {
            return (2 * n - 1, Some(g));
        }
        if n <= PARTS
            && let Some(g) = (0..self.codes as u16).find(|&g| self.splits_apart(g, set))
        {
            return (2 * n, Some(g));
        }
        (INFINITE, None)
    }

    /// Three or more guesses left, more than two keys, no key splitting them apart: the best
    /// guess if its cost is below `beta`, else a lower bound of at least `beta`.
    fn search(
        &self,
        set: &[u16],
        depth: u32,
        beta: u32,
        group: &[usize],
        floor: u32,
    ) -> (u32, Option<u16>) {
        let n = set.len() as u32;
        let pool = self.pool(group);
        // Each guess's bound from the sizes of its parts.
        let mut order: Vec<(u32, u32, u16)> = Vec::with_capacity(pool.len());
        for &g in &pool {
            let mut sizes = [0u32; 14];
            for &k in set {
                sizes[usize::from(self.mark(g, k))] += 1;
            }
            let parts = sizes[..13].iter().filter(|&&s| s > 0).count() as u32;
            if parts == 1 && sizes[usize::from(WIN)] == 0 {
                continue; // tells nothing
            }
            let bound = sizes[..13]
                .iter()
                .fold(n, |acc, &s| acc.saturating_add(fill_bound(s, depth - 1)))
                .min(INFINITE);
            order.push((bound, PARTS + 1 - parts - sizes[13], g));
        }
        order.sort_unstable();
        let mut best = beta;
        let mut best_guess = None;
        let mut lower = INFINITE;
        for &(bound, _, g) in &order {
            if bound >= best {
                lower = lower.min(bound);
                break;
            }
            let mut parts = self.parts(g, set);
            parts.sort_by_key(|p| std::cmp::Reverse(p.len()));
            let sub_group: Vec<usize> = if group.len() > 1 {
                group
                    .iter()
                    .copied()
                    .filter(|&t| self.transforms[t][usize::from(g)] == g)
                    .collect()
            } else {
                Vec::new()
            };
            let mut total = bound;
            for part in &parts {
                let part_floor = fill_bound(part.len() as u32, depth - 1);
                let rest = total - part_floor;
                let cost = self.solve(part, depth - 1, best - rest, &sub_group);
                total = (rest + cost).min(INFINITE);
                if total >= best {
                    break;
                }
            }
            if total < best {
                best = total;
                best_guess = Some(g);
                if best <= floor {
                    break;
                }
            } else {
                lower = lower.min(total);
            }
        }
        match best_guess {
            Some(g) => (best, Some(g)),
            None => (lower.max(beta).max(floor), None),
        }
    }
}

/// The least total number of guesses for `n` keys with `depth` guesses left, if every guess
/// split its keys into 13 parts and could itself be the key: one key found with the first guess,
/// 13 with the second, 169 with the third, …; infinity if more keys than that.
pub fn fill_bound(n: u32, depth: u32) -> u32 {
    let mut left = n;
    let mut total = 0u32;
    let mut width = 1u32;
    for d in 1..=depth {
        let here = left.min(width);
        total += here * d;
        left -= here;
        if left == 0 {
            return total;
        }
        width = width.saturating_mul(PARTS);
    }
    INFINITE
}
