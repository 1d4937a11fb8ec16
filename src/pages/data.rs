use leptos::prelude::*;

use crate::components::data_delete::DataDelete;
use crate::components::data_export::DataExport;
use crate::components::data_import::DataImport;
use crate::components::import_dialog::ImportDialog;
use crate::components::import_outcome::ImportOutcome;
use crate::components::storage_state::StorageState;
use crate::components::stored_data::StoredData;
use crate::components::transfer_code::TransferCode;
use crate::dom::set_title;
use crate::i18n::use_text;
use crate::session::data::YourData;

/// `Your data` (`/data`, SPEC §11): what the game stores in this browser, the last export,
/// whether the browser keeps it, the export, the import of a file or a transfer code, and
/// deleting everything.
#[component]
pub fn DataPage() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.shell.your_data, t.shell.app_name));
    let data = YourData::load();
    view! {
        <div class="page data-page">
            <h1>{t.shell.your_data}</h1>
            <p>{t.data.lead}</p>
            <ImportOutcome data />
            <StoredData data />
            <DataExport data />
            <StorageState data />
            <DataImport data />
            <TransferCode data />
            <DataDelete data />
            <ImportDialog data />
        </div>
    }
}
