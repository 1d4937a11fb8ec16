//! Finding why hand-given feedback is impossible: a smallest set of rows no key satisfies.

use super::space::{Space, mark};
use crate::rules::{Level, Turn};

/// The most rows [`smallest_conflict`] looks at (far above any level's turn limit).
const MAX_ROWS: usize = 20;

/// When no key of `level` earns every row's feedback, a smallest set of rows (numbered from 0,
/// in order) that no key satisfies together, always including the last row; `None` while some
/// key fits them all. The rows before the last are expected to be consistent among themselves
/// (they were checked when given); if they are not, the answer still names a set no key fits.
pub fn smallest_conflict(level: Level, rows: &[Turn]) -> Option<Vec<usize>> {
    let count = rows.len();
    if count == 0 {
        return None;
    }
    assert!(count <= MAX_ROWS, "too many rows to search for a conflict");
    let space = Space::of(level);
    let rows: Vec<(u32, u8)> = rows
        .iter()
        .map(|t| (t.guess.index(level), mark(t.feedback)))
        .collect();
    // satisfiable[s]: some key earns the feedback of every row in the set s (a bit per row).
    let mut satisfiable = vec![false; 1 << count];
    let all = (1usize << count) - 1;
    for key in 0..space.len() as u32 {
        let fits = rows
            .iter()
            .enumerate()
            .filter(|(_, (g, m))| space.mark(*g, key) == *m)
            .fold(0usize, |set, (i, _)| set | 1 << i);
        // A key fits every row: no conflict, and no need to look further.
        if fits == all {
            return None;
        }
        satisfiable[fits] = true;
    }
    // A set is satisfiable when a satisfiable set contains it.
    for bit in 0..count {
        for set in (0..1usize << count).rev() {
            if set & (1 << bit) == 0 && satisfiable[set | 1 << bit] {
                satisfiable[set] = true;
            }
        }
    }
    let last = 1usize << (count - 1);
    (1..=count).find_map(|size| {
        (0..1usize << count)
            .filter(|set| set & last != 0 && set.count_ones() as usize == size)
            .find(|&set| !satisfiable[set])
            .map(|set| (0..count).filter(|i| set & (1 << i) != 0).collect())
    })
}
