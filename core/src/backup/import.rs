//! What importing a backup does to this browser's stores (SPEC §11): each store's own merge,
//! sessions and settings only where this browser has none, and counts of what is added and what
//! is left out.

use std::collections::BTreeSet;

use serde_json::Value;

use super::{
    Backup, Entries, StoreKind, kind_of, puzzle_slot_of, raw_text, read_as, slot_of, to_value,
};
use crate::store::{self, Read, Stored};
use crate::{
    BreakerRecord, Finished, GameRecord, Level, MatchKind, MatchRecord, PuzzleEnd, PuzzleLog,
    PuzzleRecord, Scores, Settings, StatsLog,
};

/// Per kind, what an import adds and what it leaves out (counted as not imported).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportCount {
    pub kind: StoreKind,
    pub added: usize,
    pub left_out: usize,
}

/// What importing `backup` into a browser holding `here` does (SPEC §11): high scores by entry
/// (the best 10 of the union, an identical entry once), statistics by game id, puzzle
/// statistics by puzzle id, games in progress, puzzles in progress and sessions (match,
/// codebreaker) only where `here` has none (else left out), settings stay this browser's,
/// backups added where absent. Idempotent: planning the same file again on the result writes
/// nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportPlan {
    /// key → new raw text, for every key that changes.
    pub writes: Entries,
    /// One per kind, in [`StoreKind::ALL`] order, zeros included.
    pub counts: Vec<ImportCount>,
}

impl ImportPlan {
    /// Nothing to write (counts may still say what was left out).
    pub fn is_empty(&self) -> bool {
        self.writes.is_empty()
    }

    /// The count of `kind`.
    pub fn count(&self, kind: StoreKind) -> Option<&ImportCount> {
        self.counts.iter().find(|c| c.kind == kind)
    }
}

/// What one key of the file does here.
struct Step {
    write: Option<String>,
    added: usize,
    left_out: usize,
}

impl Step {
    const NOTHING: Step = Step {
        write: None,
        added: 0,
        left_out: 0,
    };
    const LEFT_OUT: Step = Step {
        write: None,
        added: 0,
        left_out: 1,
    };

    fn add(raw: String) -> Step {
        Step {
            write: Some(raw),
            added: 1,
            left_out: 0,
        }
    }
}

/// What importing `backup` into `here` writes and counts (see [`ImportPlan`]).
///
/// Values that merge (scores, statistics) are written in their store's own form. Values that
/// are taken whole (games, sessions, backups) are written as the file holds them; settings,
/// taken only into a browser that has none, are written without `persist_asked` (whether
/// *this* browser was asked to keep its storage is its own). A value here that nothing can
/// read is replaced (the browser backs it up first); one of a newer version is never written
/// over. Keys of `backup` its kinds cannot read (only in a `Backup` not made by
/// [`Backup::parse`]) are left out.
pub fn plan_import(here: &Entries, backup: &Backup) -> ImportPlan {
    let mut writes = Entries::new();
    let mut counts: Vec<ImportCount> = StoreKind::ALL
        .iter()
        .map(|&kind| ImportCount {
            kind,
            added: 0,
            left_out: 0,
        })
        .collect();
    for (key, value) in &backup.stores {
        let Some(kind) = kind_of(key) else { continue };
        let mine = here.get(key).map(String::as_str);
        let step = match kind {
            StoreKind::Scores => scores_step(mine, value),
            StoreKind::Statistics => stats_step(mine, value),
            StoreKind::Settings => settings_step(mine, value),
            StoreKind::Match => match MatchKind::of_key(key) {
                Some(kind) => whole_step::<MatchRecord>(mine, value, kind),
                None => Step::LEFT_OUT,
            },
            StoreKind::Codebreaker => whole_step::<BreakerRecord>(mine, value, ()),
            StoreKind::Games => match slot_of(key) {
                Some(slot) => whole_step::<GameRecord>(mine, value, slot),
                None => Step::LEFT_OUT,
            },
            StoreKind::PuzzleStats => puzzles_step(mine, value),
            StoreKind::Puzzles => match puzzle_slot_of(key) {
                Some(slot) => whole_step::<PuzzleRecord>(mine, value, slot),
                None => Step::LEFT_OUT,
            },
            StoreKind::Backups => match mine {
                None => Step::add(raw_text(value)),
                Some(mine) if to_value(mine) == *value => Step::NOTHING,
                Some(_) => Step::LEFT_OUT,
            },
        };
        if let Some(raw) = step.write {
            writes.insert(key.clone(), raw);
        }
        if let Some(count) = counts.iter_mut().find(|c| c.kind == kind) {
            count.added = count.added.saturating_add(step.added);
            count.left_out = count.left_out.saturating_add(step.left_out);
        }
    }
    ImportPlan { writes, counts }
}

/// A value taken whole, only where this browser has none (or one nothing can read).
fn whole_step<T: Stored + PartialEq>(mine: Option<&str>, value: &Value, place: T::Place) -> Step {
    let Read::Fine(theirs) = read_as::<T>(value, place) else {
        return Step::LEFT_OUT;
    };
    let Some(mine) = mine else {
        return Step::add(raw_text(value));
    };
    if to_value(mine) == *value {
        return Step::NOTHING;
    }
    match store::read::<T>(mine, place) {
        Read::Fine(mine)
        | Read::Damaged {
            kept: Some(mine), ..
        } if mine == theirs => Step::NOTHING,
        Read::Damaged { kept: None, .. } => Step::add(raw_text(value)),
        _ => Step::LEFT_OUT,
    }
}

/// Settings stay this browser's; a browser without any takes the file's (but not
/// `persist_asked`).
fn settings_step(mine: Option<&str>, value: &Value) -> Step {
    let Read::Fine(mut theirs) = read_as::<Settings>(value, ()) else {
        return Step::LEFT_OUT;
    };
    theirs.persist_asked = false;
    let Some(mine) = mine else {
        return Step::add(theirs.to_json());
    };
    match store::read::<Settings>(mine, ()) {
        Read::Fine(mut mine)
        | Read::Damaged {
            kept: Some(mut mine),
            ..
        } => {
            mine.persist_asked = false;
            if mine == theirs {
                Step::NOTHING
            } else {
                Step::LEFT_OUT
            }
        }
        Read::Damaged { kept: None, .. } => Step::add(theirs.to_json()),
        Read::Newer { .. } => Step::LEFT_OUT,
    }
}

/// What this browser holds of a merged kind: `Err` when it is of a newer version (never written
/// over), else whatever could be read (nothing, for a missing or unreadable value).
fn base<T: Stored<Place = ()> + Default>(mine: Option<&str>) -> Result<T, ()> {
    match mine.map(|raw| store::read::<T>(raw, ())) {
        None => Ok(T::default()),
        Some(Read::Newer { .. }) => Err(()),
        Some(read) => Ok(read.value().unwrap_or_default()),
    }
}

/// High scores by entry: the best 10 of the union per level, an identical entry once.
fn scores_step(mine: Option<&str>, value: &Value) -> Step {
    let Some(theirs) = read_as::<Scores>(value, ()).value() else {
        return Step::LEFT_OUT;
    };
    let Ok(base) = base::<Scores>(mine) else {
        return Step {
            left_out: theirs.entry_count(),
            ..Step::NOTHING
        };
    };
    let merged = base.merge(&theirs);
    let (mut added, mut left_out) = (0, 0);
    for level in Level::with_scores() {
        let table = merged.table(level).entries();
        let before = base.table(level).entries();
        added += table.iter().filter(|e| !before.contains(e)).count();
        let theirs = theirs.table(level).entries();
        left_out += theirs.iter().filter(|e| !table.contains(e)).count();
    }
    Step {
        write: (mine.is_none() || merged != base).then(|| merged.to_json()),
        added,
        left_out,
    }
}

/// Statistics by game id ([`StatsLog::merge`]).
fn stats_step(mine: Option<&str>, value: &Value) -> Step {
    let Some(theirs) = read_as::<StatsLog>(value, ()).value() else {
        return Step::LEFT_OUT;
    };
    let Ok(base) = base::<StatsLog>(mine) else {
        return Step {
            left_out: theirs.games().len(),
            ..Step::NOTHING
        };
    };
    let merged = base.merge(&theirs);
    // Sets, not scans: a log may hold tens of thousands of games.
    let before: BTreeSet<&Finished> = base.games().iter().collect();
    let after: BTreeSet<&Finished> = merged.games().iter().collect();
    let added = after.difference(&before).count();
    let left_out = (theirs.games().iter())
        .filter(|g| !after.contains(g))
        .count();
    Step {
        write: (mine.is_none() || merged != base).then(|| merged.to_json()),
        added,
        left_out,
    }
}

/// Puzzle statistics by puzzle id ([`PuzzleLog::merge`]).
fn puzzles_step(mine: Option<&str>, value: &Value) -> Step {
    let Some(theirs) = read_as::<PuzzleLog>(value, ()).value() else {
        return Step::LEFT_OUT;
    };
    let Ok(base) = base::<PuzzleLog>(mine) else {
        return Step {
            left_out: theirs.ends().len(),
            ..Step::NOTHING
        };
    };
    let merged = base.merge(&theirs);
    let before: BTreeSet<&PuzzleEnd> = base.ends().iter().collect();
    let after: BTreeSet<&PuzzleEnd> = merged.ends().iter().collect();
    let added = after.difference(&before).count();
    let left_out = (theirs.ends().iter())
        .filter(|e| !after.contains(e))
        .count();
    Step {
        write: (mine.is_none() || merged != base).then(|| merged.to_json()),
        added,
        left_out,
    }
}
