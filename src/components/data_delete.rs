use leptos::prelude::*;

use crate::components::modal::ConfirmDialog;
use crate::dom::focus_later;
use crate::i18n::use_text;
use crate::session::data::YourData;

/// `Delete all data` and its confirmation `dialog` (`Delete`, `Cancel`): removes every
/// `mastermind.*` key, backups included.
#[component]
pub fn DataDelete(data: YourData) -> impl IntoView {
    let t = use_text();
    let d = t.data;
    let confirming = RwSignal::new(false);
    view! {
        <p>
            <button type="button" id="delete-all" on:click=move |_| confirming.set(true)>
                {d.delete_all}
            </button>
        </p>
        <ConfirmDialog
            open=confirming
            title=d.delete_all
            question=d.delete_question
            confirm=d.delete
            on_confirm=move |_| {
                confirming.set(false);
                data.delete_all(d.deleted.to_owned());
            }
            on_cancel=move |_| {
                confirming.set(false);
                focus_later("delete-all".to_owned());
            }
        />
    }
}
