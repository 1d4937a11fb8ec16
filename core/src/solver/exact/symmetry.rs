//! The symmetry of level I: every permutation of the holes with one of the colours, as a map on
//! code indices; the stabiliser of the guesses played and one guess per orbit of it.

use super::ExactSearch;

/// A permutation of the holes and one of the colours, applied to every code index.
pub(super) type Transform = Vec<u16>;

impl ExactSearch {
    /// The stabiliser of the guesses `played`: the transforms that fix each of them.
    pub(super) fn group(&self, played: &[u16]) -> Vec<usize> {
        (0..self.transforms.len())
            .filter(|&t| {
                played
                    .iter()
                    .all(|&g| self.transforms[t][usize::from(g)] == g)
            })
            .collect()
    }

    /// One guess per orbit of `group` (the smallest index), or every code if the group is
    /// the identity alone.
    pub(super) fn pool(&self, group: &[usize]) -> Vec<u16> {
        if group.len() <= 1 {
            return (0..self.codes as u16).collect();
        }
        (0..self.codes as u16)
            .filter(|&c| {
                group
                    .iter()
                    .all(|&t| self.transforms[t][usize::from(c)] >= c)
            })
            .collect()
    }
}

/// Every permutation of `pegs` holes combined with every permutation of `colours` colours, as
/// maps of code indices (base `colours`, the first hole most significant).
pub(super) fn transforms(pegs: usize, colours: usize) -> Vec<Transform> {
    let holes = permutations(pegs);
    let paints = permutations(colours);
    let codes = colours.pow(pegs as u32);
    let digits: Vec<Vec<usize>> = (0..codes)
        .map(|c| {
            (0..pegs)
                .map(|i| (c / colours.pow((pegs - 1 - i) as u32)) % colours)
                .collect()
        })
        .collect();
    let mut out = Vec::with_capacity(holes.len() * paints.len());
    for h in &holes {
        for p in &paints {
            let map = digits
                .iter()
                .map(|d| (0..pegs).fold(0, |acc, i| acc * colours + p[d[h[i]]]) as u16)
                .collect();
            out.push(map);
        }
    }
    out
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for rest in permutations(n - 1) {
        for at in 0..=rest.len() {
            let mut p = rest.clone();
            p.insert(at, n - 1);
            out.push(p);
        }
    }
    out
}
