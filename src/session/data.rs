//! The controller of the `Your data` page (SPEC §11): what is stored, the export, the import of
//! a file or a transfer code through one dialog, the storage the browser keeps, and deleting
//! everything. The rules (the file, the merge, the code's frame) are the core's
//! ([`crate::rules::backup`]); this only moves them between the page, storage and the browser.
//!
//! After an import that wrote something, and after deleting everything, the page is loaded
//! again: every book, game and session then reads the new storage, and none can write its old
//! in-memory value back over it. The notice (`Imported: …`) crosses the reload in the tab's
//! sessionStorage.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::browser::{self, Estimate, ManagerError};
use crate::dom::{FileRead, download, file_text, sleep};
use crate::rules::backup::MAX_TEXT;
use crate::rules::backup::{
    Backup, BackupError, ImportPlan, StoreRow, plan_import, read_transfer_code, summarise,
    transfer_code,
};
use crate::rules::refused::StreamError;
use crate::rules::storage::Trouble;
use crate::rules::time::Timestamp;
use crate::storage;

use crate::rules::refused::Refusal;

/// A backup read and planned, waiting for the player's `Import` or `Cancel`.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    pub plan: ImportPlan,
}

/// Runs `work`, leaving a performance measure `data: <name>` of its time (the end-to-end tests
/// read them to see which step of an import takes how long).
fn timed<T>(name: &str, work: impl FnOnce() -> T) -> T {
    let performance = window().performance();
    let start = format!("data:{name}");
    if let Some(p) = &performance {
        let _ = p.mark(&start);
    }
    let out = work();
    if let Some(p) = &performance {
        let _ = p.measure_with_start_mark(&format!("data: {name}"), &start);
    }
    out
}

/// Where the notice waits during the reload (the tab's sessionStorage, never exported).
const NOTICE_KEY: &str = "mastermind-data-notice";

/// The page's state and actions.
#[derive(Clone, Copy)]
pub struct YourData {
    /// One row per stored kind, or why storage cannot be read.
    pub rows: RwSignal<Result<Vec<StoreRow>, Trouble>>,
    /// When the player last exported (or copied a transfer code).
    pub last_export: RwSignal<Option<Timestamp>>,
    /// Whether the browser keeps the storage (`None` until it answered).
    pub kept: RwSignal<Option<Result<bool, ManagerError>>>,
    /// The player asked the browser to keep the storage on this page, and it said no.
    pub keep_refused: RwSignal<bool>,
    /// The space used, once the browser answered.
    pub estimate: RwSignal<Option<Estimate>>,
    /// The import waiting for confirmation (the `Import data` dialog is open).
    pub pending: RwSignal<Option<Pending>>,
    /// The last import refused, and why.
    pub refused: RwSignal<Option<Refusal>>,
    /// An import is being read or planned.
    pub busy: RwSignal<bool>,
    /// What the last import (or deletion) did, as the page says it.
    pub notice: RwSignal<Option<String>>,
}

impl YourData {
    /// Reads what is stored and asks the browser about its storage.
    pub fn load() -> YourData {
        let data = YourData {
            rows: RwSignal::new(Ok(Vec::new())),
            last_export: RwSignal::new(None),
            kept: RwSignal::new(None),
            keep_refused: RwSignal::new(false),
            estimate: RwSignal::new(None),
            pending: RwSignal::new(None),
            refused: RwSignal::new(None),
            busy: RwSignal::new(false),
            notice: RwSignal::new(take_notice()),
        };
        data.refresh();
        spawn_local(async move {
            let kept = browser::persisted().await;
            data.kept.try_set(Some(kept));
            data.measure().await;
        });
        data
    }

    /// Reads the stored kinds and the date of the last export again.
    pub fn refresh(&self) {
        self.rows
            .set(storage::all_entries().map(|entries| summarise(&entries)));
        self.last_export.set(storage::load_settings().last_export);
    }

    /// Asks the browser how much space the site uses.
    async fn measure(&self) {
        if let Ok(estimate) = browser::estimate().await {
            self.estimate.try_set(Some(estimate));
        }
    }

    /// The backup of everything stored now.
    fn backup() -> Result<Backup, Trouble> {
        Ok(Backup::of(&storage::all_entries()?, storage::now()))
    }

    /// Records an export made at `at` and shows its date.
    fn exported(&self, at: Timestamp) {
        storage::record_export(at);
        self.refresh();
    }

    /// `Export`: offers the backup file, and records the export.
    pub fn export(&self) {
        let Ok(backup) = YourData::backup() else {
            return;
        };
        download(&backup.file_name(), &backup.to_json());
        self.exported(backup.exported);
    }

    /// `Copy transfer code`: the backup compressed by the browser, framed by the core.
    pub async fn transfer_code(&self) -> Result<String, StreamError> {
        let backup = YourData::backup().map_err(|_| StreamError::Unsupported)?;
        let compressed = browser::compress(backup.to_json().as_bytes()).await?;
        let code = transfer_code(&compressed);
        self.exported(backup.exported);
        Ok(code)
    }

    /// `Ask to keep data`: asks the browser, and shows its answer.
    pub fn ask_to_keep(&self) {
        let data = *self;
        storage::change_settings(|s| s.persist_asked = true);
        spawn_local(async move {
            let answer = browser::persist().await;
            data.keep_refused.try_set(answer != Ok(true));
            data.kept.try_set(Some(answer));
            data.measure().await;
        });
    }

    /// Imports a file the player picked or dropped: read, checked and planned in tasks of
    /// their own (a large backup never blocks the page for long), then shown in the dialog.
    pub fn import_file(&self, file: web_sys::File) {
        let data = *self;
        data.start();
        spawn_local(async move {
            match file_text(file, MAX_TEXT).await {
                Ok(text) => data.import_text(text).await,
                Err(FileRead::TooLarge) => data.refuse(Refusal::File(BackupError::TooLarge)),
                Err(FileRead::Unreadable) => data.refuse(Refusal::File(BackupError::NotJson)),
            }
        });
    }

    /// Imports a pasted transfer code: unframed (checksum checked), decompressed by the
    /// browser, then as a file.
    pub fn import_code(&self, code: String) {
        let data = *self;
        data.start();
        spawn_local(async move {
            let compressed = match read_transfer_code(code.trim()) {
                Ok(bytes) => bytes,
                Err(e) => return data.refuse(Refusal::Code(e)),
            };
            let bytes = match browser::decompress(&compressed).await {
                Ok(bytes) => bytes,
                Err(e) => return data.refuse(Refusal::Stream(e)),
            };
            match String::from_utf8(bytes) {
                Ok(text) => data.import_text(text).await,
                Err(_) => data.refuse(Refusal::File(BackupError::NotJson)),
            }
        });
    }

    fn start(&self) {
        self.refused.set(None);
        self.notice.set(None);
        self.busy.set(true);
    }

    fn refuse(&self, why: Refusal) {
        self.busy.try_set(false);
        self.refused.try_set(Some(why));
    }

    /// Checks the text, then plans the import against what is stored now, each step in a task
    /// of its own.
    async fn import_text(&self, text: String) {
        sleep(0).await;
        let doc = match timed("parse", || Backup::document(&text)) {
            Ok(doc) => doc,
            Err(e) => return self.refuse(Refusal::File(e)),
        };
        drop(text);
        sleep(0).await;
        let backup = match timed("check", || Backup::from_document(doc)) {
            Ok(backup) => backup,
            Err(e) => return self.refuse(Refusal::File(e)),
        };
        sleep(0).await;
        let here = match timed("read", storage::all_entries) {
            Ok(here) => here,
            Err(trouble) => return self.refuse(Refusal::Storage(trouble)),
        };
        let plan = timed("plan", || plan_import(&here, &backup));
        drop(backup);
        sleep(0).await;
        self.busy.try_set(false);
        self.pending.try_set(Some(Pending { plan }));
    }

    /// `Import` in the dialog: writes the plan (every changed value backed up first) in a task
    /// of its own, then loads the page again with the notice. A plan with nothing to write only
    /// says so.
    pub fn confirm(&self, notice: String) {
        let Some(Pending { plan }) = self.pending.get_untracked() else {
            return;
        };
        self.pending.set(None);
        if plan.is_empty() {
            self.notice.set(Some(notice));
            return;
        }
        let data = *self;
        data.busy.set(true);
        spawn_local(async move {
            sleep(0).await;
            let written = timed("write", || storage::apply_import(&plan));
            drop(plan);
            sleep(0).await;
            match written {
                Ok(()) => reload_with(notice, data),
                Err(trouble) => data.refuse(Refusal::Storage(trouble)),
            }
        });
    }

    /// `Cancel` in the dialog: nothing changes.
    pub fn cancel(&self) {
        self.pending.set(None);
    }

    /// `Delete` in its dialog: every `mastermind.*` key goes, then the page loads again.
    pub fn delete_all(&self, notice: String) {
        let _ = storage::delete_all();
        reload_with(notice, *self);
    }
}

/// Loads the page again, the notice waiting in sessionStorage (without sessionStorage the
/// notice is lost, never the data: the reload matters more).
fn reload_with(notice: String, data: YourData) {
    let window = window();
    if let Some(session) = window.session_storage().ok().flatten() {
        let _ = session.set_item(NOTICE_KEY, &notice);
    }
    if window.location().reload().is_err() {
        data.refresh();
        data.notice.set(Some(notice));
    }
}

/// The notice left by [`reload_with`], once.
fn take_notice() -> Option<String> {
    let session = window().session_storage().ok().flatten()?;
    let notice = session.get_item(NOTICE_KEY).ok().flatten()?;
    let _ = session.remove_item(NOTICE_KEY);
    Some(notice)
}
