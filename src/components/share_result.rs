use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::components::copy_by_hand::CopyByHand;
use crate::dom::{copy_text, share_sheet, share_sheet_available};
use crate::i18n::use_text;
use crate::rules::refused::CopyRefused;

/// `Share result` for a finished game or puzzle of the day: copies the result's text (`text`,
/// made when pressed) to the clipboard, or shows it to copy by hand (`rows` high) when the
/// browser refuses, with the system share sheet's button where there is one; `children` are
/// further controls in the same row.
#[component]
pub fn ShareResult(
    text: Callback<(), String>,
    rows: u32,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let t = use_text();
    // The text last copied, with whether the browser took it.
    let copied = RwSignal::new(None::<(String, Result<(), CopyRefused>)>);
    let copy = move |_| {
        let text = text.run(());
        spawn_local(async move {
            let done = copy_text(&text).await;
            copied.try_set(Some((text, done)));
        });
    };
    let share = move |_| {
        let text = text.run(());
        spawn_local(async move {
            share_sheet(&text).await;
        });
    };
    let feedback = move || match copied.get() {
        None => None,
        Some((_, Ok(()))) => Some(view! { <p>{t.copied}</p> }.into_any()),
        Some((text, Err(why))) => Some(
            view! {
                <p>{t.copy_refused.of(why)}</p>
                <CopyByHand label=t.share_text_label text rows />
            }
            .into_any(),
        ),
    };
    view! {
        <div class="controls">
            <button type="button" on:click=copy>{t.share_result}</button>
            {share_sheet_available()
                .then(|| view! { <button type="button" on:click=share>{t.share_with}</button> })}
            {children.map(|c| c())}
        </div>
        <div class="share-feedback" aria-live="polite">{feedback}</div>
    }
}
