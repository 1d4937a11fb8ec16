use leptos::prelude::*;

use crate::components::confirm_button::ConfirmButton;
use crate::i18n::use_text;
use crate::session::data::YourData;

/// `Delete all data` and its confirmation `dialog` (`Delete`, `Cancel`): removes every
/// `mastermind.*` key, backups included.
#[component]
pub fn DataDelete(data: YourData) -> impl IntoView {
    let d = use_text().data;
    view! {
        <p>
            <ConfirmButton
                id="delete-all"
                label=d.delete_all
                question=d.delete_question
                confirm=d.delete
                on_confirm=move |_| data.delete_all(d.deleted.to_owned())
            />
        </p>
    }
}
