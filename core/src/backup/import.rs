//! What importing a backup does to this browser's stores (SPEC §11): each kind's own way
//! ([`super::Declaration`]): collected entries merged, the rest taken whole only where this browser has
//! none, and counts of what is added and what is left out.

use std::collections::BTreeSet;

use serde_json::Value;

use super::kinds::{Collecting, Placed};
use super::{Backup, Entries, StoreKind, kind_of, raw_text, read_as, to_value};
use crate::store::{self, Read};

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

/// What one key of the file does here (made by the core's import steps only).
pub struct Step {
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

    /// A backup, added where this browser has none under its key.
    pub(crate) fn backup(mine: Option<&str>, value: &Value) -> Step {
        match mine {
            None => Step::add(raw_text(value)),
            Some(mine) if to_value(mine) == *value => Step::NOTHING,
            Some(_) => Step::LEFT_OUT,
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
        let step = kind.import(key, mine, value);
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

/// A value taken whole, only where this browser has none (or one nothing can read); what is
/// this browser's own is never taken ([`Placed::clear_own`]: then the value is written anew).
pub(crate) fn whole<T: Placed + PartialEq>(key: &str, mine: Option<&str>, value: &Value) -> Step {
    let Some(place) = T::place_of(key) else {
        return Step::LEFT_OUT;
    };
    let Read::Fine(mut theirs) = read_as::<T>(value, place) else {
        return Step::LEFT_OUT;
    };
    let anew = T::clear_own(&mut theirs);
    let write = || match anew {
        true => theirs.to_json(),
        false => raw_text(value),
    };
    let Some(mine) = mine else {
        return Step::add(write());
    };
    if to_value(mine) == *value {
        return Step::NOTHING;
    }
    match store::read::<T>(mine, place) {
        Read::Fine(mut mine)
        | Read::Damaged {
            kept: Some(mut mine),
            ..
        } => {
            T::clear_own(&mut mine);
            if mine == theirs {
                Step::NOTHING
            } else {
                Step::LEFT_OUT
            }
        }
        Read::Damaged { kept: None, .. } => Step::add(write()),
        Read::Newer { .. } => Step::LEFT_OUT,
    }
}

/// Entries merged with this browser's ([`Collecting::union`]): what the union adds here, and
/// what of the file's it leaves out (none, but a table's best ten). A value here of a newer
/// version is never written over: all the file's entries are left out.
pub(crate) fn merged<T: Collecting>(mine: Option<&str>, value: &Value) -> Step {
    let Some(theirs) = read_as::<T>(value, ()).value() else {
        return Step::LEFT_OUT;
    };
    let base = match mine.map(|raw| store::read::<T>(raw, ())) {
        None => T::default(),
        Some(Read::Newer { .. }) => {
            return Step {
                left_out: theirs.items().len(),
                ..Step::NOTHING
            };
        }
        // Whatever could be read (nothing, for an unreadable value).
        Some(read) => read.value().unwrap_or_default(),
    };
    let merged = base.union(&theirs);
    let (added, left_out) = {
        // Sets, not scans: a log may hold tens of thousands of games.
        let before: BTreeSet<T::Item<'_>> = base.items().into_iter().collect();
        let after: BTreeSet<T::Item<'_>> = merged.items().into_iter().collect();
        let added = after.difference(&before).count();
        let left_out = (theirs.items().iter())
            .filter(|e| !after.contains(*e))
            .count();
        (added, left_out)
    };
    Step {
        write: (mine.is_none() || merged != base).then(|| merged.to_json()),
        added,
        left_out,
    }
}
