//! The print page's sheet (SPEC §15): six puzzles of one level and difficulty from one seed.
//!
//! Puzzle `i` (0 to 5) of the sheet of `seed` is `Puzzle::generate(level, s_i, difficulty)`
//! with `s_i = splitmix64(splitmix64(seed) + i)` (wrapping addition; `splitmix64` as in the
//! module documentation), so one seed in the page's URL prints the same six puzzles again, and
//! neighbouring seeds (5 and 6) print unrelated sheets.

use super::splitmix64;

/// How many puzzles a printed sheet holds.
pub const PRINT_COUNT: usize = 6;

/// The seeds of the sheet of `seed`, puzzle 1 first.
pub fn print_seeds(seed: u64) -> [u64; PRINT_COUNT] {
    let mut seeds = [0; PRINT_COUNT];
    for (i, s) in (0u64..).zip(seeds.iter_mut()) {
        *s = splitmix64(splitmix64(seed).wrapping_add(i));
    }
    seeds
}
