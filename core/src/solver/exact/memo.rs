//! The memo of the exact search: what is known of a part (its sorted keys and the guesses left),
//! an exact cost with its best guess or a lower bound, shared between the search's threads.

use std::collections::HashMap;
use std::sync::MutexGuard;

use super::ExactSearch;

/// One entry of the memo: `cost` is exact when `guess` is some, a lower bound otherwise.
#[derive(Clone, Copy)]
pub(super) struct Entry {
    pub(super) cost: u32,
    pub(super) guess: Option<u16>,
}

/// A part in the memo: the guesses left and the sorted keys.
pub(super) type MemoKey = (u8, Box<[u16]>);

/// The memo's key of the keys `set` (sorted) with `depth` guesses left.
fn memo_key(set: &[u16], depth: u32) -> MemoKey {
    (depth as u8, Box::from(set))
}

impl ExactSearch {
    /// How many parts of the memo are known.
    pub fn memo_len(&self) -> usize {
        self.memo().len()
    }

    /// The memo, locked (a thread that panicked while holding it cannot have left an entry
    /// half-written, so a poisoned lock is taken as it is).
    fn memo(&self) -> MutexGuard<'_, HashMap<MemoKey, Entry>> {
        self.memo.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// What the memo knows of the keys `set` with `depth` guesses left.
    pub(super) fn known(&self, set: &[u16], depth: u32) -> Option<Entry> {
        self.memo().get(&memo_key(set, depth)).copied()
    }

    pub(super) fn remember(&self, set: &[u16], depth: u32, cost: u32, guess: Option<u16>) {
        let mut memo = self.memo();
        let entry = memo
            .entry(memo_key(set, depth))
            .or_insert(Entry { cost, guess });
        if guess.is_some() || entry.guess.is_none() && cost > entry.cost {
            *entry = Entry { cost, guess };
        }
    }
}
