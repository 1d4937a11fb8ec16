//! Finding why hand-given feedback is impossible: a smallest set of rows no key satisfies.

use super::space::{Space, mark};
use super::{SolverLimit, row_fits, rows_searchable};
use crate::game::Turn;
use crate::level::Level;

/// When no key of `level` earns every row's feedback, a smallest set of rows (numbered from 0,
/// in order) that no key satisfies together, always including the last row; `None` while some
/// key fits them all. The rows before the last are expected to be consistent among themselves
/// (they were checked when given); if they are not, the answer still names a set no key fits.
///
/// The search looks at every subset of the rows, so it refuses more than [`super::MAX_ROWS`]
/// rows, a level too large for the solver, and rows that do not belong to the level: such
/// values come only from stored or received data, never from play.
pub fn smallest_conflict(level: Level, rows: &[Turn]) -> Result<Option<Vec<usize>>, SolverLimit> {
    let count = rows.len();
    rows_searchable(count)?;
    let space = Space::of(level)?;
    if !rows.iter().all(|t| row_fits(level, t)) {
        return Err(SolverLimit::NotInLevel);
    }
    if count == 0 {
        return Ok(None);
    }
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
            return Ok(None);
        }
        if let Some(cell) = satisfiable.get_mut(fits) {
            *cell = true;
        }
    }
    // A set is satisfiable when a satisfiable set contains it.
    for bit in 0..count {
        for set in (0..1usize << count).rev() {
            if set & (1 << bit) == 0
                && satisfiable.get(set | 1 << bit) == Some(&true)
                && let Some(cell) = satisfiable.get_mut(set)
            {
                *cell = true;
            }
        }
    }
    let last = 1usize << (count - 1);
    Ok((1..=count).find_map(|size| {
        (0..1usize << count)
            .filter(|set| set & last != 0 && set.count_ones() as usize == size)
            .find(|&set| satisfiable.get(set) == Some(&false))
            .map(|set| (0..count).filter(|i| set & (1 << i) != 0).collect())
    }))
}
