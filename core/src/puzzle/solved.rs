//! The puzzle statistics (SPEC §15: puzzles solved and attempts, per level, apart from games),
//! stored under `mastermind.v1.puzzles`: one entry per finished puzzle, each id once, so two
//! tabs' logs merge without losing either's, and an unreadable entry costs only itself.
//!
//! `{"version":1,"puzzles":[{"id":"…","level":"I","daily":"2026-11-26","solved":true,
//! "attempts":1,"at":"2026-11-26T10:00:00.000Z"},…]}` (`daily` absent for practice; `"past":true`
//! for a past date's puzzle of the day played later, SPEC §18, absent otherwise: issue 44).

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::daily::Day;
use crate::level::Level;
use crate::store::{self, Logged, Read, Stored};
use crate::time::Timestamp;

/// The version of the stored puzzle statistics.
pub const PUZZLES_VERSION: u64 = 1;

/// One finished puzzle.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleEnd {
    pub id: String,
    pub level: Level,
    /// The date of the puzzle of the day; absent for practice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<Day>,
    /// A past date's puzzle of the day, played later (SPEC §18): counted in the statistics, not
    /// in the puzzle streak. Absent (false) in every entry written before it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub past: bool,
    pub solved: bool,
    /// Keys checked, the right one included.
    pub attempts: u8,
    pub at: Timestamp,
}

impl PuzzleEnd {
    /// Whether the entry could have been written by the game: a level with puzzles, a short
    /// id, at least one attempt (one only for the puzzle of the day), `past` only with a date.
    pub fn is_valid(&self) -> bool {
        self.level.number().is_some()
            && !self.id.is_empty()
            && self.id.len() <= 64
            && self.attempts >= 1
            && (self.daily.is_none() || self.attempts == 1)
            && !(self.past && self.daily.is_none())
    }
}

impl Logged for PuzzleEnd {
    fn id(&self) -> &str {
        &self.id
    }

    fn at(&self) -> &Timestamp {
        &self.at
    }

    fn is_valid(&self) -> bool {
        PuzzleEnd::is_valid(self)
    }
}

/// Every finished puzzle, in the order they ended.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleLog {
    ends: Vec<PuzzleEnd>,
}

/// A level's puzzle figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PuzzleFigures {
    pub played: u32,
    pub solved: u32,
    /// Keys checked over every puzzle played.
    pub attempts: u32,
}

#[derive(Serialize)]
struct Form<'a> {
    version: u64,
    puzzles: &'a [PuzzleEnd],
}

impl PuzzleLog {
    /// A log of `ends`, each id once (of two with one id, the one that ended first, then the
    /// smaller, so the choice never depends on the order given).
    pub fn from_ends(ends: impl IntoIterator<Item = PuzzleEnd>) -> PuzzleLog {
        let ends = ends.into_iter().filter(PuzzleEnd::is_valid);
        PuzzleLog {
            ends: store::each_id_once(ends),
        }
    }

    pub fn ends(&self) -> &[PuzzleEnd] {
        &self.ends
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    pub fn contains(&self, id: &str) -> bool {
        self.ends.iter().any(|e| e.id == id)
    }

    /// The puzzle of the day of `level` on `day`, if it was finished: on that date or later (a
    /// past date's, SPEC §18): one attempt per level and date either way.
    pub fn daily(&self, level: Level, day: Day) -> Option<&PuzzleEnd> {
        self.ends
            .iter()
            .find(|e| e.level == level && e.daily == Some(day))
    }

    /// Records a finished puzzle once; returns whether it was added. A second puzzle of the
    /// day for the same level and date is refused too (one attempt a day, SPEC §15).
    pub fn insert(&mut self, end: PuzzleEnd) -> bool {
        let repeat = end
            .daily
            .is_some_and(|day| self.daily(end.level, day).is_some());
        if !end.is_valid() || self.contains(&end.id) || repeat {
            return false;
        }
        store::insert_in_order(&mut self.ends, end);
        true
    }

    /// Both logs' puzzles, each id once.
    pub fn merge(&self, other: &PuzzleLog) -> PuzzleLog {
        PuzzleLog::from_ends(self.ends.iter().chain(&other.ends).cloned())
    }

    /// The figures of `level`.
    pub fn figures(&self, level: Level) -> PuzzleFigures {
        self.ends
            .iter()
            .filter(|e| e.level == level)
            .fold(PuzzleFigures::default(), |f, e| PuzzleFigures {
                played: f.played + 1,
                solved: f.solved + u32::from(e.solved),
                attempts: f.attempts + u32::from(e.attempts),
            })
    }

    /// `Puzzle streak`: the days in a row, up to `today` (or yesterday, while today's are still
    /// to solve), on which a puzzle of the day of some level was solved on its day (a past
    /// date's played later never makes a streak, SPEC §18).
    pub fn streak(&self, today: Day) -> u32 {
        let days: BTreeSet<Day> = self
            .ends
            .iter()
            .filter(|e| e.solved && !e.past)
            .filter_map(|e| e.daily)
            .collect();
        today.streak_in(&days)
    }

    /// Forgets every puzzle of `level`; returns how many.
    pub fn reset(&mut self, level: Level) -> usize {
        let before = self.ends.len();
        self.ends.retain(|e| e.level != level);
        before - self.ends.len()
    }

    /// Reads stored JSON (see [`Stored::parse`]).
    pub fn parse(raw: &str) -> Read<PuzzleLog> {
        store::read(raw, ())
    }
}

/// Whether a stored log's raw text holds an entry of the puzzle of the day of `level` on `day`,
/// read without the rest of each entry (a fraction of the bytes of [`PuzzleLog::parse`], for
/// the quick board): every entry that parse reads is seen. `None` when the text is not a log's
/// form or one of its entries has no level or date this reads.
pub fn daily_logged(raw: &str, level: Level, day: Day) -> Option<bool> {
    #[derive(Deserialize)]
    struct Dailies {
        puzzles: Vec<Daily>,
    }
    #[derive(Deserialize)]
    struct Daily {
        level: Level,
        #[serde(default)]
        daily: Option<Day>,
    }
    // Through a JSON value, as every stored kind is read: the same readers of a level and a
    // date as the rest of the program's (one copy of each in a program's bytes).
    let value: Value = serde_json::from_str(raw).ok()?;
    let log: Dailies = serde_json::from_value(value).ok()?;
    Some(
        log.puzzles
            .iter()
            .any(|e| e.level == level && e.daily == Some(day)),
    )
}

impl Stored for PuzzleLog {
    type Place = ();
    const VERSION: u64 = PUZZLES_VERSION;

    fn key((): ()) -> String {
        format!("mastermind.v{PUZZLES_VERSION}.puzzles")
    }

    fn to_json(&self) -> String {
        let form = Form {
            version: PUZZLES_VERSION,
            puzzles: &self.ends,
        };
        serde_json::to_string(&form).unwrap_or_default()
    }

    fn entries(&self) -> usize {
        self.ends.len()
    }

    fn merge(stored: PuzzleLog, mine: &PuzzleLog) -> PuzzleLog {
        stored.merge(mine)
    }

    /// Entries are read one by one: one unreadable entry costs only itself.
    fn parse(doc: Value, _version: u64, (): ()) -> Read<PuzzleLog> {
        match store::read_entries(&doc, "puzzles") {
            Some((ends, dropped)) => Read::with_dropped(PuzzleLog::from_ends(ends), dropped),
            None => Read::UNREADABLE,
        }
    }
}
