//! Drawing a puzzle from a seed, making its rows minimal, ordering them and measuring them.
//! The formulas are in the documentation of [`super`].

use crate::code::Code;
use crate::game::Turn;
use crate::level::Level;

use super::packed::{self, Packed, Row};
use super::{Difficulty, Puzzle};
use crate::packed::{feedback_of, mark_between};

/// The domain separation constant of puzzles: the ASCII bytes of `mm-puzzl`.
pub(super) const PUZZLE: u64 = 0x6D6D_2D70_757A_7A6C;

/// SplitMix64's increment (the golden gamma).
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// Draws of one attempt that may fail to narrow the keys before a candidate is taken instead.
const USELESS_DRAWS: u32 = 64;

/// Attempts before the generator settles for the attempt nearest to the band asked.
pub(super) const ATTEMPTS: u64 = 1_000;

/// SplitMix64's output function (the seeded keys' own).
pub(super) const fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(GAMMA);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// 1, 2 or 3.
pub(super) fn level_number(level: Level) -> u64 {
    level.number().map_or(0, u64::from)
}

/// `floor(bits × n / 2^64)`: a number below `n` from 64 uniform bits.
fn below(bits: u64, n: usize) -> usize {
    ((u128::from(bits) * n as u128) >> 64) as usize
}

/// The stream of one attempt: `out(k) = splitmix64(state + k·GAMMA)`, k = 0, 1, 2, …
struct Stream {
    state: u64,
}

impl Stream {
    fn new(level: Level, seed: u64, difficulty: Difficulty, attempt: u64) -> Stream {
        let mix = level_number(level) + 16 * difficulty.number() + 256 * attempt;
        Stream {
            state: splitmix64(splitmix64(seed ^ PUZZLE) ^ mix),
        }
    }

    fn next(&mut self) -> u64 {
        let out = splitmix64(self.state);
        self.state = self.state.wrapping_add(GAMMA);
        out
    }
}

/// The keys of a level that fit one row alone, each filtered from every key once and kept: an
/// attempt, [`minimise`] and [`greedy_order`] each start from every key, mostly with the same
/// rows, and a pass over every key is most of the generator's time (docs/performance.md).
pub(super) struct Singles {
    level: Level,
    sets: Vec<(Row, Vec<Packed>)>,
}

impl Singles {
    pub fn new(level: Level) -> Singles {
        Singles {
            level,
            sets: Vec::new(),
        }
    }

    /// The keys of the level that fit `row`, in index order (as [`packed::filter`] gives them).
    pub fn of(&mut self, row: Row) -> &[Packed] {
        let at = match self.sets.iter().position(|(r, _)| *r == row) {
            Some(at) => at,
            None => {
                // Its size is known beforehand (and kept per shape of guess).
                let size = packed::single_row_count(self.level, &row.guess, row.marks);
                let mut set = Vec::with_capacity(size);
                let (all, pegs) = (packed::all(self.level), self.level.pegs());
                set.extend(all.iter().filter(|k| row.fits(k, pegs)));
                self.sets.push((row, set));
                self.sets.len() - 1
            }
        };
        self.sets.get(at).map_or(&[], |(_, set)| set.as_slice())
    }

    /// The keys of `from` (every key when `None`) that fit `row`.
    fn narrow(&mut self, from: Option<&[Packed]>, row: Row) -> Vec<Packed> {
        match from {
            Some(from) => packed::filter(from, row, self.level.pegs()),
            None => self.of(row).to_vec(),
        }
    }
}

/// One attempt: a key and rows until only the key fits (before minimising).
fn attempt(level: Level, stream: &mut Stream, singles: &mut Singles) -> (Packed, Vec<Row>) {
    let all = packed::all(level);
    let pegs = level.pegs();
    let Some(&key) = all.get(below(stream.next(), all.len())) else {
        return (Packed::of(&Code::from_index(level, 0)), Vec::new());
    };
    let mut rows = Vec::new();
    // The keys still possible: every key until the first row is given.
    let mut narrowed: Option<Vec<Packed>> = None;
    let mut useless = 0;
    loop {
        let left = narrowed.as_deref().unwrap_or(all);
        let left_len = left.len();
        if left_len <= 1 {
            break;
        }
        let bits = stream.next();
        let guess = if useless >= USELESS_DRAWS {
            // Any other candidate narrows the keys: it no longer fits once its marks are given.
            left.iter().find(|k| **k != key).copied()
        } else if bits & 1 == 1 {
            left.get(below(bits, left.len())).copied()
        } else {
            all.get(below(bits, all.len())).copied()
        };
        let Some(guess) = guess.filter(|g| *g != key) else {
            useless += 1;
            continue;
        };
        let row = Row {
            guess,
            marks: mark_between(pegs as u32, key, guess),
        };
        let next = singles.narrow(narrowed.as_deref(), row);
        if next.len() == left_len {
            useless += 1;
            continue;
        }
        narrowed = Some(next);
        rows.push(row);
    }
    (key, rows)
}

/// Drops, in the order given, every row whose removal still leaves one key only. Every row
/// kept is then needed: a row was kept when dropping it from a superset of the rows finally
/// kept let a second key in, and fewer rows let in at least as many keys.
pub(super) fn minimise(level: Level, rows: Vec<Row>, singles: &mut Singles) -> Vec<Row> {
    let pegs = level.pegs();
    let Some(first) = first_needed(packed::all(level), &rows, pegs) else {
        return Vec::new();
    };
    let mut kept = Vec::with_capacity(rows.len());
    // The keys that fit the rows kept so far.
    let mut before: Vec<Packed> = Vec::new();
    for (i, row) in rows.iter().enumerate().skip(first) {
        if i > first {
            let after = rows.get(i + 1..).unwrap_or(&[]);
            if packed::count_up_to(&before, after, pegs, 2) <= 1 {
                continue;
            }
        }
        before = singles.narrow((i > first).then_some(before.as_slice()), *row);
        kept.push(*row);
    }
    kept
}

/// The first row [`minimise`] keeps, in one pass over the keys rather than one per row
/// dropped. With every row before it dropped, row `i` is dropped when the rows after it let in
/// one key at most. A key fits the rows after `i` when the last row it misses comes before
/// `i + 1`: so with `m` one more than the last row a key misses (0 when it misses none), the
/// rows after `i` let in two keys once `i + 1` reaches the second smallest `m`. `None` when
/// there are fewer than two keys (every row is dropped).
fn first_needed(keys: &[Packed], rows: &[Row], pegs: usize) -> Option<usize> {
    // The two smallest `m`, the smaller first.
    let mut least = [usize::MAX; 2];
    for key in keys {
        let m = rows
            .iter()
            .rposition(|r| !r.fits(key, pegs))
            .map_or(0, |last| last + 1);
        if m < least[1] {
            least = if m < least[0] {
                [m, least[0]]
            } else {
                [least[0], m]
            };
            if least[1] <= 1 {
                break;
            }
        }
    }
    (least[1] != usize::MAX).then(|| least[1].saturating_sub(1))
}

/// The rows in reading order: each next row the one that leaves the fewest keys with the rows
/// before it (the earliest on a tie); and the keys left after each.
pub(super) fn greedy_order(
    level: Level,
    mut rows: Vec<Row>,
    singles: &mut Singles,
) -> (Vec<Row>, Vec<usize>) {
    let pegs = level.pegs();
    let all = packed::all(level);
    let mut narrowed: Option<Vec<Packed>> = None;
    let mut ordered = Vec::with_capacity(rows.len());
    let mut counts = Vec::with_capacity(rows.len());
    while !rows.is_empty() {
        let left = narrowed.as_deref().unwrap_or(all);
        let mut best: Option<(usize, usize)> = None;
        for (i, row) in rows.iter().enumerate() {
            let bound = best.map_or(usize::MAX, |(_, n)| n);
            // Only a strictly smaller set can win, so stop counting at the best so far.
            let n = if narrowed.is_none() {
                packed::single_row_count(level, &row.guess, row.marks)
            } else {
                left.iter()
                    .filter(|k| row.fits(k, pegs))
                    .take(bound)
                    .count()
            };
            if n < bound {
                best = Some((i, n));
            }
        }
        let Some((i, n)) = best else { break };
        let row = rows.remove(i);
        narrowed = Some(singles.narrow(narrowed.as_deref(), row));
        ordered.push(row);
        counts.push(n);
    }
    (ordered, counts)
}

/// `floor(16 · log2 n)` in integers (0 for n ≤ 1), the same on every machine.
pub(super) fn log2_sixteenths(n: usize) -> u32 {
    if n <= 1 {
        return 0;
    }
    let n = n as u64;
    let whole = 63 - n.leading_zeros();
    // The mantissa n / 2^whole in [1, 2), with 31 fraction bits; each squaring yields one bit.
    let mut m = ((u128::from(n) << 31) >> whole) as u64;
    let mut fraction = 0;
    for _ in 0..4 {
        m = ((u128::from(m) * u128::from(m)) >> 31) as u64;
        fraction <<= 1;
        if m >= 1 << 32 {
            fraction |= 1;
            m >>= 1;
        }
    }
    16 * whole + fraction
}

/// The effort of a list of keys left after each row (in sixteenths of a bit): the sum of
/// `floor(16 · log2 keys)` over the rows.
pub(super) fn effort_of(counts: &[usize]) -> u32 {
    counts.iter().map(|&n| log2_sixteenths(n)).sum()
}

/// How far an effort is from a band (0 inside it).
fn distance(level: Level, difficulty: Difficulty, effort: u32) -> u32 {
    let (low, high) = difficulty.range(level);
    low.saturating_sub(effort)
        .max(effort.saturating_sub(high.unwrap_or(u32::MAX)))
}

fn turns(level: Level, rows: &[Row]) -> Vec<Turn> {
    rows.iter()
        .map(|r| Turn {
            guess: r.guess.code(level),
            feedback: feedback_of(r.marks),
        })
        .collect()
}

/// Attempts 0, 1, 2, … until one falls in the band; after [`ATTEMPTS`] the nearest (the first
/// of the nearest). Levels other than I–III get level I's puzzle.
pub(super) fn generate(level: Level, seed: u64, difficulty: Difficulty) -> Puzzle {
    let level = if level.number().is_some() {
        level
    } else {
        Level::I
    };
    let mut nearest: Option<(u32, Puzzle)> = None;
    for number in 0..ATTEMPTS {
        let mut stream = Stream::new(level, seed, difficulty, number);
        let mut singles = Singles::new(level);
        let (key, rows) = attempt(level, &mut stream, &mut singles);
        let rows = minimise(level, rows, &mut singles);
        let (rows, counts) = greedy_order(level, rows, &mut singles);
        let off = distance(level, difficulty, effort_of(&counts));
        let puzzle = Puzzle {
            level,
            key: key.code(level),
            rows: turns(level, &rows),
        };
        if off == 0 {
            return puzzle;
        }
        if nearest.as_ref().is_none_or(|(d, _)| off < *d) {
            nearest = Some((off, puzzle));
        }
    }
    nearest.map_or_else(
        || Puzzle {
            level,
            key: Code::from_index(level, 0),
            rows: Vec::new(),
        },
        |(_, p)| p,
    )
}
