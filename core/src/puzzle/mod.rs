//! Puzzles (SPEC §15): a key of level I, II or III and some rows already played with their
//! marks, such that exactly one key fits them all and no row can be dropped without letting a
//! second key in. The player deduces the key; nothing is guessed.
//!
//! **Generation** (stable across releases; `core/tests/suite/puzzle.rs` pins examples). With
//! `level_number` I = 1, II = 2, III = 3, `band` Easy = 0, Medium = 1, Hard = 2, `splitmix64`
//! as for seeded keys ([`key_from_seed`](super::key::key_from_seed)) and `PUZZLE = 0x6D6D_2D70_757A_7A6C`
//! (the ASCII bytes of `mm-puzzl`), attempt `a = 0, 1, 2, …` reads the stream
//!
//! ```text
//! state  = splitmix64(splitmix64(seed XOR PUZZLE) XOR (level_number + 16·band + 256·a))
//! out(k) = splitmix64(state + k·0x9E3779B97F4A7C15)              k = 0, 1, 2, …
//! below(x, n) = floor(x × n / 2^64)                             (a 128-bit product)
//! ```
//!
//! The key is the code numbered `below(out(0), P^N)` ([`Code::from_index`]). Then, while more
//! than one key fits the rows so far, the next `out(k)` proposes a guess: when odd, the keys
//! still possible numbered `below(out(k), left)` (in index order); when even, the code numbered
//! `below(out(k), P^N)`. A guess equal to the key, or one that leaves as many keys as before,
//! is skipped; after 64 skips the first key still possible other than the key is taken. Its
//! row is the guess with its marks against the key. Then the rows are made **minimal**: in the
//! order drawn, each row is dropped when the other rows (those kept before it and all those
//! after it) still leave one key only. Last, the rows are put in **reading order**: first the
//! row that leaves the fewest keys, then the one that with it leaves the fewest, and so on (the
//! earliest drawn on a tie). The attempt is kept when its effort falls in the band asked; after
//! 1 000 attempts the nearest one (the first of the nearest) is kept.
//!
//! **Difficulty.** A reader who takes the rows in reading order keeps, after each row, a set of
//! keys still possible. The **effort** is the sum, over the rows, of `floor(16 · log2 keys
//! left)`, in sixteenths of a bit: how much uncertainty a solver has to carry from row to row
//! even when reading the most telling row first. A puzzle where one row settles most of the
//! question and the rest pick the key out of a handful scores low; one where every row leaves
//! thousands of keys and only their combination decides scores high, whatever the number of
//! rows. The bands are ranges of the effort per level ([`Difficulty::range`]); the table in
//! `docs/puzzles.md` shows them over 1 000 puzzles per level and band.
//!
//! **The puzzle of the day** of a level and a UTC date `d` (days since 1970-01-01) is
//! `Puzzle::generate(level, splitmix64(d XOR DAILY_PUZZLE), band)` with `DAILY_PUZZLE =
//! 0x6D6D_2D64_7075_7A6C` (`mm-dpuzl`), the band by weekday: Monday and Tuesday Easy, Wednesday
//! to Friday Medium, Saturday and Sunday Hard (so the week grows harder, as newspapers do).

mod explain;
mod generate;
mod link;
mod opening;
mod packed;
mod print;
mod record;
mod solved;
mod stored;

use std::fmt;

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::daily::Day;
use super::game::Turn;
use super::level::Level;
use super::solver::contradiction;

pub use explain::{ExplainedRow, Explanation};
pub use link::{MADE_PREFIX, PuzzleLinkError};
pub use opening::{
    PuzzleOpening, daily_source, ended_record, generated_record, open_puzzle, seed_of,
};
pub use packed::packed_marks;
pub use print::{PRINT_COUNT, print_seeds};
pub use record::{
    PUZZLE_GAME_VERSION, PuzzleRecord, PuzzleSlot, PuzzleSource, UnmadePuzzle, from_version_1,
};
pub use solved::{PUZZLES_VERSION, PuzzleEnd, PuzzleFigures, PuzzleLog, daily_logged};
pub use stored::{MAX_JSON, PUZZLE_VERSION, PuzzleError};

use generate::splitmix64;

/// The domain separation constant of the puzzle of the day: the ASCII bytes of `mm-dpuzl`.
const DAILY_PUZZLE: u64 = 0x6D6D_2D64_7075_7A6C;

/// A puzzle: a key and the rows given, exactly one key fitting them all, every row needed.
/// Only the constructors here make one, so the invariant always holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    level: Level,
    key: Code,
    rows: Vec<Turn>,
}

/// How hard a puzzle is: a band of its effort (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
}

/// A text that names no difficulty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DifficultyError(pub String);

impl fmt::Display for DifficultyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "there is no difficulty {:?}", self.0)
    }
}

impl std::error::Error for DifficultyError {}

impl Difficulty {
    /// The three bands, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// `easy`, `medium` or `hard` (in URLs and storage).
    pub const fn slug(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// Reads a slug (any case).
    pub fn parse(text: &str) -> Result<Difficulty, DifficultyError> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.slug().eq_ignore_ascii_case(text))
            .ok_or_else(|| DifficultyError(text.to_owned()))
    }

    /// 0, 1, 2 (mixed into the generator's stream).
    const fn number(self) -> u64 {
        match self {
            Difficulty::Easy => 0,
            Difficulty::Medium => 1,
            Difficulty::Hard => 2,
        }
    }

    /// The band's efforts at `level`, in sixteenths of a bit: from the first, up to and
    /// including the second (no upper end for `Hard`).
    pub const fn range(self, level: Level) -> (u32, Option<u32>) {
        let (easy_max, medium_max) = match level {
            Level::II => (EASY_MAX[1], MEDIUM_MAX[1]),
            Level::III => (EASY_MAX[2], MEDIUM_MAX[2]),
            _ => (EASY_MAX[0], MEDIUM_MAX[0]),
        };
        match self {
            Difficulty::Easy => (0, Some(easy_max)),
            Difficulty::Medium => (easy_max + 1, Some(medium_max)),
            Difficulty::Hard => (medium_max + 1, None),
        }
    }

    /// The band an effort falls in at `level`.
    pub fn of(level: Level, effort: u32) -> Difficulty {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.range(level).1.is_none_or(|high| effort <= high))
            .unwrap_or(Difficulty::Hard)
    }

    /// The band of the puzzle of the day: Monday and Tuesday easy, Wednesday to Friday medium,
    /// Saturday and Sunday hard.
    pub fn of_day(day: Day) -> Difficulty {
        // 1970-01-01 was a Thursday; 0 is Monday.
        match (day.days() + 3).rem_euclid(7) {
            0 | 1 => Difficulty::Easy,
            2..=4 => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }
}

/// The highest effort (sixteenths of a bit) of an easy puzzle at levels I, II, III.
const EASY_MAX: [u32; 3] = [100, 135, 170];
/// The highest effort of a medium puzzle at levels I, II, III.
const MEDIUM_MAX: [u32; 3] = [150, 250, 350];

/// The first given row a guess contradicts (from 0): the marks that row's guess would earn
/// against the guessed key are not the marks it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contradiction {
    pub row: usize,
}

impl Puzzle {
    /// The puzzle of `seed` at `level` in the band asked (see the module documentation).
    /// Levels other than I–III get level I's puzzle.
    pub fn generate(level: Level, seed: u64, difficulty: Difficulty) -> Puzzle {
        generate::generate(level, seed, difficulty)
    }

    /// The seed of the puzzle of the day of `day`: `splitmix64(d XOR DAILY_PUZZLE)`.
    pub fn daily_seed(day: Day) -> u64 {
        splitmix64(day.days() as u64 ^ DAILY_PUZZLE)
    }

    /// The puzzle of the day of `level` on the UTC date `day`, the same everywhere.
    pub fn daily(level: Level, day: Day) -> Puzzle {
        Puzzle::generate(level, Puzzle::daily_seed(day), Difficulty::of_day(day))
    }

    /// The level (I, II or III).
    pub fn level(&self) -> Level {
        self.level
    }

    /// The one key that fits every row.
    pub fn key(&self) -> Code {
        self.key
    }

    /// The rows given, in reading order.
    pub fn rows(&self) -> &[Turn] {
        &self.rows
    }

    /// `Ok` for the key; else the first row the guess contradicts. A guess that is not a code
    /// of the level (wrong length or colour) contradicts row 0.
    pub fn check(&self, guess: &Code) -> Result<(), Contradiction> {
        if Code::new(self.level, guess.pegs()).is_err() {
            return Err(Contradiction { row: 0 });
        }
        if let Some((row, _)) = contradiction(self.level, &self.rows, guess) {
            return Err(Contradiction { row });
        }
        // Every row fits: the guess is the key (exactly one key fits).
        if *guess == self.key {
            Ok(())
        } else {
            Err(Contradiction {
                row: self.rows.len().saturating_sub(1),
            })
        }
    }

    /// The keys still possible after rows 1, 1–2, …, all of them (the last is 1).
    pub fn explanation(&self) -> Vec<usize> {
        self.explain().rows.iter().map(|r| r.keys_left).collect()
    }

    /// The effort of the rows, in sixteenths of a bit (see the module documentation): measured
    /// in reading order whatever the order the rows are stored in.
    pub fn effort(&self) -> u32 {
        let (_, counts) = generate::greedy_order(
            self.level,
            self.packed_rows(),
            &mut generate::Singles::new(self.level),
        );
        generate::effort_of(&counts)
    }

    /// The effort in bits.
    pub fn effort_bits(&self) -> f64 {
        f64::from(self.effort()) / 16.0
    }

    /// The band of the puzzle's effort.
    pub fn difficulty(&self) -> Difficulty {
        Difficulty::of(self.level, self.effort())
    }

    /// A puzzle made of a game's rows: at level I, II or III, when its rows other than a
    /// winning one leave exactly one key, the rows kept after dropping, in the order played,
    /// each row whose removal still leaves one key (a winning row is never given: it would show
    /// the key). `None` when the rows leave no key or more than one.
    pub fn from_game(level: Level, turns: &[Turn]) -> Option<Puzzle> {
        level.number()?;
        if turns.len() > level.turns() {
            return None;
        }
        let mut given = Vec::with_capacity(turns.len());
        for t in turns.iter().filter(|t| !level.is_win(t.feedback)) {
            let guess = Code::new(level, t.guess.pegs()).ok()?;
            given.push(packed::Row::new(&guess, t.feedback));
        }
        let all = packed::all(level);
        let mut fitting = all
            .iter()
            .filter(|k| packed::fits(k, &given, level.pegs()))
            .take(2);
        let (Some(key), None) = (fitting.next(), fitting.next()) else {
            return None;
        };
        let key = key.code(level);
        let kept = generate::minimise(level, given, &mut generate::Singles::new(level));
        let rows = kept
            .iter()
            .map(|r| Turn {
                guess: r.guess.code(level),
                feedback: crate::packed::feedback_of(r.marks),
            })
            .collect();
        Some(Puzzle { level, key, rows })
    }

    /// The rows packed.
    fn packed_rows(&self) -> Vec<packed::Row> {
        self.rows
            .iter()
            .map(|r| packed::Row::new(&r.guess, r.feedback))
            .collect()
    }
}
