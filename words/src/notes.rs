//! What a page says when one of its stored records cannot be read or kept (the high scores,
//! the statistics, Friends): a language words each case as a sentence ([`StoreNotes`]); which
//! case a record is in, and how its count is said, is decided here once for every language.

use crate::carry::Words;

use crate::rules::storage::{Damage, Trouble};
use crate::shared::fill_named;
use crate::shared::{Noun, Plural};

/// The notes of one stored record, a sentence for each thing that can go wrong with it.
#[derive(Clone, Copy, Debug, Words)]
pub struct StoreNotes {
    /// What was kept of a damaged record, counted: `1 entry was`, `2 entries were`.
    pub kept: Noun,
    /// The record could not be read and its text is kept aside: `{kept}` stands for the
    /// count of what was kept, `{key}` for where the unreadable text is.
    pub backed_up: &'static str,
    /// The record could not be read, and not even kept aside: `{kept}` as above.
    pub not_backed_up: &'static str,
    /// The browser lets the page store nothing.
    pub unavailable: &'static str,
    /// The browser's storage for the page is full.
    pub full: &'static str,
    /// A newer version of the game wrote the record.
    pub newer: &'static str,
}

impl StoreNotes {
    /// The alert of a damaged record, its count said by the language's `plural` rule.
    pub fn damaged(&self, damage: &Damage, plural: Plural) -> String {
        let kept = plural.count(damage.kept, self.kept);
        match &damage.backup {
            Some(key) => fill_named(self.backed_up, &[("kept", &kept), ("key", key)]),
            None => fill_named(self.not_backed_up, &[("kept", &kept)]),
        }
    }

    /// The note of a record that cannot be kept.
    pub fn trouble(&self, trouble: Trouble) -> &'static str {
        match trouble {
            Trouble::Unavailable => self.unavailable,
            Trouble::Full => self.full,
            Trouble::Newer => self.newer,
        }
    }
}
