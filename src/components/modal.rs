use leptos::ev::Event;
use leptos::html::Dialog;
use leptos::prelude::*;

/// A modal dialog (the browser's own `<dialog>`, so focus is trapped and Escape works), named
/// by its heading. Escape counts as `on_cancel`.
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
            class="modal"
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
