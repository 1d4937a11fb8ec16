//! The words of `Your data` (SPEC §11), one [`DataText`] per language in its catalogue file, and
//! the sentences built from them the same way in every language: one kind's line of an import,
//! the notice after it, and what is damaged in a refused file.

use crate::carry::Words;

use crate::cases::StoreKindWords;
use crate::rules::backup::{
    BackupError, CodeError, HEADER_FIELDS, ImportCount, StoreKind, kind_of,
};
use crate::rules::refused::{Refusal, StreamError};
use crate::rules::storage::PREFIX;
use crate::rules::storage::Trouble;
use crate::shared::{Counted, Optional, SizeWords, fill_named};
use crate::shell::Shell;

/// Why a backup file or a transfer code is refused, in the frame `Cannot import this file:
/// {why}`; a damaged part is named by [`DataText::damaged_part`].
#[derive(Clone, Copy, Debug, Words)]
pub struct RefusalWords {
    pub frame: &'static str,
    pub not_json: &'static str,
    pub not_a_backup: &'static str,
    /// `… (version {version}); …`
    pub newer: &'static str,
    pub too_large: &'static str,
    pub not_a_code: &'static str,
    /// A code cut or altered, or whose stream is damaged.
    pub damaged_code: &'static str,
    /// The browser cannot decompress a code.
    pub unsupported: &'static str,
    pub code_too_large: &'static str,
    pub storage_full: &'static str,
    /// Storage refused the writes for any other reason.
    pub storage_refused: &'static str,
}

/// The words of the `Your data` page (SPEC §11) and of the reminder that points to it.
#[derive(Words)]
pub struct DataText {
    pub lead: &'static str,
    /// The table's name, and its columns.
    pub stored_data: &'static str,
    pub col_what: &'static str,
    pub col_entries: &'static str,
    pub col_size: &'static str,
    /// The language's frame, for its rule of counts.
    pub shell: &'static Shell,
    /// Each stored kind's name (a row of the table) and what it holds, counted.
    pub kinds: StoreKindWords,
    /// A size in bytes, readable (`512 bytes`, `1.5 KB`, `2.3 MB`).
    pub size: SizeWords,
    pub storage_unavailable: &'static str,
    pub last_export_never: &'static str,
    /// `Last export: <local date>`.
    pub last_export: &'static str,
    pub storage_kept: &'static str,
    pub storage_may_clear: &'static str,
    pub ask_keep: &'static str,
    pub keep_refused: &'static str,
    /// What the player's own data takes (the sum of the `Stored data` table), then, when the
    /// browser says, the whole space it keeps for the site (mostly the game, kept for offline play).
    pub space_line: Optional,
    pub export: &'static str,
    pub export_help: &'static str,
    pub import: &'static str,
    pub import_help: &'static str,
    pub reading: &'static str,
    /// The dialog's name (`Import data`), what it says first, and one line per kind.
    pub import_title: &'static str,
    pub import_intro: &'static str,
    /// One kind's line ([`DataText::import_summary_line`]): `{kind}: {added} to add`, and
    /// `{left}` not imported when the file holds entries this browser keeps its own of.
    pub import_line: Optional,
    pub import_nothing_new: &'static str,
    /// After an import ([`DataText::imported`]): `Imported: nothing new.`, `Imported: <list>.`,
    /// and ` Not imported (this browser keeps its own): <list>.`, each list of [`Self::kind_count`]s.
    pub imported_nothing: &'static str,
    pub imported_list: &'static str,
    pub not_imported_list: &'static str,
    /// What is damaged in a refused backup file ([`DataText::damaged_part`]): a stored kind's
    /// data (its name in lower case, then the key), a key of the game's this version does not
    /// know, a field of the header, a key that is not the game's.
    pub damaged_kind: &'static str,
    pub damaged_unknown: &'static str,
    pub damaged_header: &'static str,
    pub damaged_foreign: &'static str,
    /// Why a file or a code is refused ([`DataText::cannot_import`]).
    pub refused: RefusalWords,
    pub transfer_title: &'static str,
    pub transfer_help: &'static str,
    pub copy_code: &'static str,
    pub code_copied: &'static str,
    /// Why the page could not make a code.
    pub code_failed: &'static str,
    /// The copy-by-hand field when the clipboard is refused.
    pub your_code: &'static str,
    pub code_label: &'static str,
    pub import_code: &'static str,
    pub delete_all: &'static str,
    pub delete_question: &'static str,
    pub delete: &'static str,
    pub deleted: &'static str,
    /// The statistics page's reminder, before its link to `Your data`.
    pub reminder: Counted,
}

impl DataText {
    /// A size in bytes, readable (`512 bytes`, `1.5 KB`, `2.3 MB`).
    pub fn size(&self, bytes: f64) -> String {
        self.size.say(self.shell.plural, bytes)
    }

    /// The `last_export` sentence, its places `{date}` filled.
    pub fn last_export(&self, date: &str) -> String {
        fill_named(self.last_export, &[("date", date)])
    }

    /// The `imported_list` sentence, its places `{list}` filled.
    pub fn imported_list(&self, list: &str) -> String {
        fill_named(self.imported_list, &[("list", list)])
    }

    /// The `not_imported_list` sentence, its places `{list}` filled.
    pub fn not_imported_list(&self, list: &str) -> String {
        fill_named(self.not_imported_list, &[("list", list)])
    }

    /// The `damaged_kind` sentence, its places `{kind}`, `{key}` filled.
    pub fn damaged_kind(&self, kind: &str, key: &str) -> String {
        fill_named(self.damaged_kind, &[("kind", kind), ("key", key)])
    }

    /// The `damaged_unknown` sentence, its places `{key}` filled.
    pub fn damaged_unknown(&self, key: &str) -> String {
        fill_named(self.damaged_unknown, &[("key", key)])
    }

    /// The `damaged_header` sentence, its places `{key}` filled.
    pub fn damaged_header(&self, key: &str) -> String {
        fill_named(self.damaged_header, &[("key", key)])
    }

    /// The `damaged_foreign` sentence, its places `{key}` filled.
    pub fn damaged_foreign(&self, key: &str) -> String {
        fill_named(self.damaged_foreign, &[("key", key)])
    }

    /// What the player's own data takes, then, when the browser says, the whole space it keeps
    /// for the site.
    pub fn space_used(&self, used: &str, site: Option<&str>) -> String {
        self.space_line.say("site", site, &[("used", used)])
    }

    /// A stored kind, as a row of the table names it.
    pub fn kind(&self, kind: StoreKind) -> &'static str {
        self.kinds.of(kind).name
    }

    /// `n` things of a stored kind: `3 high scores`.
    pub fn kind_count(&self, kind: StoreKind, n: usize) -> String {
        self.shell.plural.count(n, self.kinds.of(kind).count)
    }

    /// One kind's line in the import dialog: `High scores: 3 to add, 1 not imported`.
    pub fn import_summary_line(&self, c: &ImportCount) -> String {
        let left = (c.left_out > 0).then(|| c.left_out.to_string());
        self.import_line.say(
            "left",
            left.as_deref(),
            &[("kind", self.kind(c.kind)), ("added", &c.added.to_string())],
        )
    }

    /// The notice after an import: what it added, and what this browser kept of its own.
    pub fn imported(&self, counts: &[ImportCount]) -> String {
        let list = |n: fn(&ImportCount) -> usize| -> String {
            counts
                .iter()
                .filter(|c| n(c) > 0)
                .map(|c| self.kind_count(c.kind, n(c)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let added = list(|c| c.added);
        let left = list(|c| c.left_out);
        let mut text = match added.is_empty() {
            true => self.imported_nothing.to_owned(),
            false => self.imported_list(&added),
        };
        if !left.is_empty() {
            text.push_str(&self.not_imported_list(&left));
        }
        text
    }

    /// `Cannot import this file: <reason>`.
    pub fn cannot_import(&self, why: &Refusal) -> String {
        let r = &self.refused;
        let reason = match why {
            Refusal::File(BackupError::NotJson) => r.not_json.to_owned(),
            Refusal::File(BackupError::NotABackup) => r.not_a_backup.to_owned(),
            Refusal::File(BackupError::Newer(v)) => {
                fill_named(r.newer, &[("version", &v.to_string())])
            }
            Refusal::File(BackupError::Damaged(key)) => self.damaged_part(key),
            Refusal::File(BackupError::TooLarge) => r.too_large.to_owned(),
            Refusal::Code(CodeError::NotACode) => r.not_a_code.to_owned(),
            Refusal::Code(CodeError::Damaged) | Refusal::Stream(StreamError::Damaged) => {
                r.damaged_code.to_owned()
            }
            Refusal::Stream(StreamError::Unsupported) => r.unsupported.to_owned(),
            Refusal::Stream(StreamError::TooLarge) => r.code_too_large.to_owned(),
            Refusal::Storage(Trouble::Full) => r.storage_full.to_owned(),
            Refusal::Storage(_) => r.storage_refused.to_owned(),
        };
        fill_named(r.frame, &[("why", &reason)])
    }

    /// What is damaged in a refused backup file, by its key: a stored kind's data, a key of the
    /// game's this version does not know, a field of the header, or a key that is not the game's.
    pub fn damaged_part(&self, key: &str) -> String {
        match kind_of(key) {
            Some(kind) => self.damaged_kind(&self.kind(kind).to_lowercase(), key),
            None if key.starts_with(PREFIX) => self.damaged_unknown(key),
            None if HEADER_FIELDS.contains(&key) => self.damaged_header(key),
            None => self.damaged_foreign(key),
        }
    }
}
