//! High-score tables: the best ten wins of each level, and how they are stored.

use std::cmp::Ordering;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::clock::time_rank;
use super::code::Code;
use super::level::Level;
use super::name::Name;
use super::store::{self, Read, Stored};
use super::time::Timestamp;

/// How many entries a level's table keeps.
pub const TABLE_SIZE: usize = 10;

/// The version of the stored scores' schema (`mastermind.v1.scores`).
pub const SCORES_VERSION: u64 = 1;

/// One winning game in a table. Its derived order only puts entries in sets (an import's
/// counts); a table ranks them by `rank_cmp`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Entry {
    /// Turns used, the winning one included.
    pub turns: u8,
    pub key: Code,
    pub name: Name,
    /// When the game was won (UTC).
    pub at: Timestamp,
    /// How long the game took, in milliseconds (SPEC §16); absent in entries saved before the
    /// clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
}

impl Entry {
    /// Best first: fewer turns, then the shorter time (an entry without a time after any with
    /// one, SPEC §16), then the earlier win; name and key only make the order total.
    fn rank_cmp(&self, other: &Entry) -> Ordering {
        let rank = |e: &Entry| (e.turns, time_rank(e.time_ms));
        (rank(self), &self.at, &self.name, &self.key).cmp(&(
            rank(other),
            &other.at,
            &other.name,
            &other.key,
        ))
    }

    /// Whether this entry can belong to `level`'s table.
    pub fn fits(&self, level: Level) -> bool {
        (1..=level.turns()).contains(&usize::from(self.turns))
            && Code::new(level, self.key.pegs()).is_ok()
    }
}

/// A level's table: at most [`TABLE_SIZE`] distinct entries, best first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScoreTable {
    entries: Vec<Entry>,
}

impl ScoreTable {
    /// A table of the best distinct `entries`.
    pub fn from_entries(mut entries: Vec<Entry>) -> ScoreTable {
        entries.sort_by(Entry::rank_cmp);
        entries.dedup();
        entries.truncate(TABLE_SIZE);
        ScoreTable { entries }
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Whether a win in `turns` turns enters the table: it has room, or the win beats the worst
    /// entry (an equal number of turns does not, since the earlier entry ranks higher).
    pub fn qualifies(&self, turns: usize) -> bool {
        self.qualifies_timed(turns, None)
    }

    /// Whether a win in `turns` turns taking `time` milliseconds enters the table: it has room,
    /// or the win beats the worst entry by turns, or by time at equal turns (an equal time does
    /// not, since the earlier entry ranks higher).
    pub fn qualifies_timed(&self, turns: usize, time: Option<u64>) -> bool {
        self.entries.len() < TABLE_SIZE
            || self.entries.last().is_some_and(|worst| {
                (turns, time_rank(time)) < (usize::from(worst.turns), time_rank(worst.time_ms))
            })
    }

    /// The table with `entry` added, and the entry's rank (from 0) if it made the table.
    pub fn insert(&self, entry: Entry) -> (ScoreTable, Option<usize>) {
        let mut all = self.entries.clone();
        all.push(entry.clone());
        let table = ScoreTable::from_entries(all);
        let rank = table.position(&entry);
        (table, rank)
    }

    /// Both tables' entries, best ten: what two tabs that each saved a score must agree on.
    /// Commutative; nothing of the best ten is lost or doubled.
    pub fn merge(&self, other: &ScoreTable) -> ScoreTable {
        ScoreTable::from_entries(self.entries.iter().chain(&other.entries).cloned().collect())
    }

    pub fn position(&self, entry: &Entry) -> Option<usize> {
        self.entries.iter().position(|e| e == entry)
    }
}

/// How many levels have tables: the three standard levels and the variants
/// ([`Level::with_scores`]).
const TABLES: usize = 3 + crate::variant::Variant::ALL.len();

/// Every level's table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scores {
    /// By level, in [`Level::with_scores`]'s order: I first, the variants after III.
    tables: [ScoreTable; TABLES],
    /// By level, as `tables`: when the table was last reset, so that a tab which had not yet
    /// seen the reset does not bring its entries back ([`Scores::reconcile`]).
    cleared: [Option<Timestamp>; TABLES],
}

/// The stored form: `{"version": 1, "tables": {"I": [entry, …], "II": […], "III": […],
/// "mini": […], …}, "cleared": {"II": "2026-11-28T17:30:00.000Z"}}`: a standard level by its
/// Roman numeral, a variant by its slug; a table without entries is left out, so a browser that
/// predates the variants reads every table it knows. `cleared` (when a table was last reset) is
/// left out when no table was; a browser that predates it reads the tables all the same.
#[derive(Serialize)]
struct Form<'a> {
    version: u64,
    tables: BTreeMap<&'static str, &'a [Entry]>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    cleared: BTreeMap<&'static str, &'a Timestamp>,
}

/// A level's name in the stored form.
fn table_name(level: Level) -> &'static str {
    level.roman().unwrap_or(level.slug())
}

/// The position of `level`'s table, for a level with high scores.
fn table_index(level: Level) -> Option<usize> {
    Level::with_scores().position(|l| l == level)
}

impl Scores {
    /// A standard level's table. Custom games never enter the high scores: theirs is always
    /// empty.
    pub fn table(&self, level: Level) -> &ScoreTable {
        static NONE: ScoreTable = ScoreTable {
            entries: Vec::new(),
        };
        table_index(level)
            .and_then(|i| self.tables.get(i))
            .unwrap_or(&NONE)
    }

    /// These scores with `level`'s table replaced (unchanged for a custom game, which has none).
    pub fn with_table(&self, level: Level, table: ScoreTable) -> Scores {
        let mut next = self.clone();
        if let Some(slot) = table_index(level).and_then(|i| next.tables.get_mut(i)) {
            *slot = table;
        }
        next
    }

    /// Whether a win in `turns` turns at `level` enters the high scores: never for a custom
    /// game, otherwise as [`ScoreTable::qualifies`] says.
    pub fn qualifies(&self, level: Level, turns: usize) -> bool {
        self.qualifies_timed(level, turns, None)
    }

    /// As [`Scores::qualifies`], for a win that took `time` milliseconds (ties by time).
    pub fn qualifies_timed(&self, level: Level, turns: usize, time: Option<u64>) -> bool {
        level.has_scores() && self.table(level).qualifies_timed(turns, time)
    }

    /// These scores with `level`'s table emptied at `at` (a reset): an entry saved before `at`,
    /// in whichever tab, stays out of it ([`Scores::reconcile`]).
    pub fn cleared(&self, level: Level, at: Timestamp) -> Scores {
        self.with_table(level, ScoreTable::default())
            .marked(level, at)
    }

    /// When `level`'s table was last reset, if it was.
    pub fn cleared_at(&self, level: Level) -> Option<&Timestamp> {
        table_index(level)
            .and_then(|i| self.cleared.get(i))
            .and_then(Option::as_ref)
    }

    /// Every level merged with `other`'s (see [`ScoreTable::merge`]): an import, which brings
    /// back every entry it holds, whatever was reset here before (so no reset is kept).
    pub fn merge(&self, other: &Scores) -> Scores {
        let mut merged = Scores::default();
        for level in Level::with_scores() {
            merged = merged.with_table(level, self.table(level).merge(other.table(level)));
        }
        merged
    }

    /// What two tabs that each wrote the scores agree on, whichever read the other's write late:
    /// per level, the later reset of the two, and the best ten of both tables' entries saved
    /// after it. Commutative, associative and idempotent, so every tab ends with the same
    /// tables: no saved score is lost and no reset undone.
    pub fn reconcile(&self, other: &Scores) -> Scores {
        let mut next = Scores::default();
        for level in Level::with_scores() {
            let mark = self.cleared_at(level).max(other.cleared_at(level)).cloned();
            let after = |e: &&Entry| mark.as_ref().is_none_or(|m| e.at > *m);
            let entries = (self.table(level).entries.iter().filter(after))
                .chain(other.table(level).entries.iter().filter(after))
                .cloned()
                .collect();
            next = next.with_table(level, ScoreTable::from_entries(entries));
            if let Some(at) = mark {
                next = next.marked(level, at);
            }
        }
        next
    }

    fn marked(mut self, level: Level, at: Timestamp) -> Scores {
        if let Some(mark) = table_index(level).and_then(|i| self.cleared.get_mut(i)) {
            *mark = Some(at);
        }
        self
    }

    pub fn entry_count(&self) -> usize {
        self.tables.iter().map(|t| t.entries.len()).sum()
    }

    /// The JSON stored under `mastermind.v1.scores`.
    pub fn to_json(&self) -> String {
        let stored = Form {
            version: SCORES_VERSION,
            tables: Level::with_scores()
                .filter(|&l| l.number().is_some() || !self.table(l).is_empty())
                .map(|l| (table_name(l), self.table(l).entries.as_slice()))
                .collect(),
            cleared: Level::with_scores()
                .filter_map(|l| Some((table_name(l), self.cleared_at(l)?)))
                .collect(),
        };
        // Plain data always serialises; were it not to, an empty value reads as damaged.
        serde_json::to_string(&stored).unwrap_or_default()
    }

    /// Reads stored JSON; never fails, but says what it could not read.
    pub fn parse(raw: &str) -> Read<Scores> {
        store::read(raw, ())
    }
}

impl Stored for Scores {
    type Place = ();
    const VERSION: u64 = SCORES_VERSION;

    fn key((): ()) -> String {
        format!("mastermind.v{SCORES_VERSION}.scores")
    }

    fn to_json(&self) -> String {
        Scores::to_json(self)
    }

    fn entries(&self) -> usize {
        self.entry_count()
    }

    /// Both tabs' entries, each table as its later reset left it ([`Scores::reconcile`]).
    fn merge(stored: Scores, mine: &Scores) -> Scores {
        stored.reconcile(mine)
    }

    fn parse(doc: Value, _version: u64, (): ()) -> Read<Scores> {
        let mut scores = Scores::default();
        let mut dropped = 0;
        let mut damaged = false;
        let Some(Value::Object(tables)) = doc.get("tables") else {
            return Read::UNREADABLE;
        };
        for (name, list) in tables {
            let level = Level::with_scores().find(|&l| table_name(l) == name);
            let (Some(level), Value::Array(list)) = (level, list) else {
                damaged = true;
                continue;
            };
            let mut entries = Vec::new();
            for item in list {
                // Read in place (`&Value` is a deserializer): no copy of the entry.
                match Entry::deserialize(item) {
                    Ok(entry) if entry.fits(level) => entries.push(entry),
                    _ => dropped += 1,
                }
            }
            let read = entries.len();
            let table = ScoreTable::from_entries(entries);
            // More than ten, or doubles: not ours to discard silently.
            damaged |= table.entries.len() != read;
            scores = scores.with_table(level, table);
        }
        match doc.get("cleared") {
            None => {}
            Some(Value::Object(marks)) => {
                for (name, at) in marks {
                    let level = Level::with_scores().find(|&l| table_name(l) == name);
                    match (level, Timestamp::deserialize(at)) {
                        (Some(level), Ok(at)) => scores = scores.marked(level, at),
                        // A mark that cannot be read resets nothing: every entry is kept.
                        _ => damaged = true,
                    }
                }
            }
            Some(_) => damaged = true,
        }
        if damaged || dropped > 0 {
            Read::Damaged {
                kept: Some(scores),
                dropped,
            }
        } else {
            Read::Fine(scores)
        }
    }
}
