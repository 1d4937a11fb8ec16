use leptos::ev::Event;
use leptos::html::Dialog;
use leptos::prelude::*;

use crate::i18n::use_text;

/// The class of every [`Modal`]'s `<dialog>`.
pub const MODAL_CLASS: &str = "modal";

/// A modal dialog (the browser's own `<dialog>`, so focus is trapped and Escape works), named
/// by its heading. Escape counts as `on_cancel`. It opens as it is drawn; drawn on a page built
/// out of sight (only a dialog on the page can open), it opens as that page shows
/// ([`crate::handover::reveal`]).
#[component]
pub fn Modal(
    title: &'static str,
    #[prop(into)] on_cancel: Callback<()>,
    children: Children,
) -> impl IntoView {
    let dialog = NodeRef::<Dialog>::new();
    Effect::new(move || {
        if let Some(d) = dialog.get() {
            let _ = d.show_modal();
        }
    });
    view! {
        <dialog
            node_ref=dialog
            class=MODAL_CLASS
            aria-labelledby="modal-title"
            on:cancel=move |ev: Event| {
                ev.prevent_default();
                on_cancel.run(());
            }
        >
            <h2 id="modal-title">{title}</h2>
            {children()}
        </dialog>
    }
}

/// A question to confirm, in a [`Modal`] while `open`: the question, then the button that
/// confirms (`confirm`) and the one that cancels (`cancel`, else `Cancel`). Escape cancels. With
/// `autofocus`, focus starts on the confirming button.
#[component]
pub fn ConfirmDialog(
    #[prop(into)] open: Signal<bool>,
    title: &'static str,
    #[prop(into)] question: String,
    confirm: &'static str,
    #[prop(into)] on_confirm: Callback<()>,
    #[prop(into)] on_cancel: Callback<()>,
    #[prop(optional)] autofocus: bool,
    #[prop(optional)] cancel: Option<&'static str>,
) -> impl IntoView {
    let t = use_text();
    let cancel = cancel.unwrap_or(t.cancel);
    move || {
        open.get().then(|| {
            let question = question.clone();
            view! {
                <Modal title on_cancel>
                    <p>{question}</p>
                    <div class="dialog-buttons">
                        <button type="button" on:click=move |_| on_confirm.run(()) autofocus=autofocus>
                            {confirm}
                        </button>
                        <button type="button" on:click=move |_| on_cancel.run(())>
                            {cancel}
                        </button>
                    </div>
                </Modal>
            }
        })
    }
}
