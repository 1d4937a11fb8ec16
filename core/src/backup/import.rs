//! What importing a backup does to this browser's stores (SPEC §11): each kind's own way
//! ([`super::Declaration`]): collected entries merged, the rest taken whole only where this browser has
//! none, and counts of what is added and what is left out.

use super::{Backup, Entries, StoreKind, kind_of};

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
