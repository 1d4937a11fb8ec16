use leptos::prelude::*;

use crate::components::modal::ConfirmDialog;
use crate::dom::focus_later;

/// A button, named `label`, for what cannot be undone (deleting data, a reset): it asks
/// `question` in a confirmation dialog named like the button, with `confirm` and `Cancel`, and
/// runs `on_confirm` only once confirmed. Either way focus returns to the button (`id`).
#[component]
pub fn ConfirmButton(
    id: &'static str,
    label: &'static str,
    #[prop(into)] question: String,
    confirm: &'static str,
    #[prop(into)] on_confirm: Callback<()>,
) -> impl IntoView {
    let confirming = RwSignal::new(false);
    let close = move || {
        confirming.set(false);
        focus_later(id.to_owned());
    };
    view! {
        <button type="button" id=id on:click=move |_| confirming.set(true)>
            {label}
        </button>
        <ConfirmDialog
            open=confirming
            title=label
            question
            confirm
            on_confirm=move |_| {
                close();
                on_confirm.run(());
            }
            on_cancel=move |_| close()
        />
    }
}
