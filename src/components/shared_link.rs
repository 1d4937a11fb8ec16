use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::dom::{copy_text, share_sheet, share_sheet_available};
use crate::i18n::use_text;
use crate::rules::refused::CopyRefused;

/// A made link (SPEC 12, 18) as text in a read-only box named `label`, with `Copy link`, `Share
/// with…` where the browser has a share sheet, and whether the copy was done or refused.
#[component]
pub fn SharedLink(
    /// The box's accessible name.
    label: &'static str,
    /// The box's id.
    id: &'static str,
    url: String,
) -> impl IntoView {
    let t = use_text();
    let copied = RwSignal::new(None::<Result<(), CopyRefused>>);
    let link = StoredValue::new(url.clone());
    let copy = move |_| {
        let text = link.get_value();
        spawn_local(async move {
            copied.try_set(Some(copy_text(&text).await));
        });
    };
    let share = move |_| {
        let text = link.get_value();
        spawn_local(async move { share_sheet(&text).await });
    };
    view! {
        <div class="challenge-link">
            <label for=id>{label}</label>
            <input id=id type="text" readonly prop:value=url />
            <button type="button" on:click=copy>{t.copy_link}</button>
            {share_sheet_available()
                .then(|| view! { <button type="button" on:click=share>{t.share_with}</button> })}
            {move || copied.get().map(|done| match done {
                Ok(()) => t.copied,
                Err(why) => t.copy_refused.of(why),
            })
                .map(|text| view! { <p role="status">{text}</p> })}
        </div>
    }
}
