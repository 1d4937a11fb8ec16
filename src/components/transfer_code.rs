use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::components::copy_by_hand::CopyByHand;
use crate::dom::copy_text;
use crate::i18n::use_text;
use crate::rules::refused::CopyRefused;
use crate::session::data::YourData;

/// What `Copy transfer code` did.
#[derive(Clone, PartialEq)]
enum Copied {
    Yes,
    /// The clipboard was refused: the code, to copy by hand.
    ByHand(CopyRefused, String),
    /// The browser could not make a code.
    Failed,
}

/// The transfer code: `Copy transfer code` (to the clipboard, or shown to copy by hand when the
/// browser refuses), and the `Transfer code` box with `Import code`, which imports a pasted
/// code through the same dialog as a file.
#[component]
pub fn TransferCode(data: YourData) -> impl IntoView {
    let t = use_text();
    let d = t.data;
    let copied = RwSignal::new(None::<Copied>);
    let pasted = RwSignal::new(String::new());
    let copy = move |_| {
        spawn_local(async move {
            let outcome = match data.transfer_code().await {
                Err(_) => Copied::Failed,
                Ok(code) => match copy_text(&code).await {
                    Ok(()) => Copied::Yes,
                    Err(why) => Copied::ByHand(why, code),
                },
            };
            copied.try_set(Some(outcome));
        });
    };
    let feedback = move || {
        Some(match copied.get()? {
            Copied::Yes => view! { <p>{d.code_copied}</p> }.into_any(),
            Copied::Failed => view! { <p>{d.code_failed}</p> }.into_any(),
            Copied::ByHand(why, code) => view! {
                <p>{t.copy_refused.of(why)}</p>
                <CopyByHand label=d.your_code text=code rows=4 />
            }
            .into_any(),
        })
    };
    view! {
        <section class="transfer" aria-labelledby="transfer-title">
            <h2 id="transfer-title">{d.transfer_title}</h2>
            <p>{d.transfer_help}</p>
            <p>
                <button type="button" on:click=copy>{d.copy_code}</button>
            </p>
            <div class="share-feedback" aria-live="polite">{feedback}</div>
            <p class="field">
                <label for="transfer-code">{d.code_label}</label>
                <textarea
                    id="transfer-code"
                    rows="3"
                    spellcheck="false"
                    autocomplete="off"
                    prop:value=pasted
                    on:input=move |ev| pasted.set(event_target_value(&ev))
                ></textarea>
            </p>
            <p>
                <button
                    type="button"
                    on:click=move |_| data.import_code(pasted.get_untracked())
                >
                    {d.import_code}
                </button>
            </p>
        </section>
    }
}
