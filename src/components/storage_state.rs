use leptos::prelude::*;

use crate::i18n::use_text;
use crate::session::data::YourData;

/// Whether the browser keeps the storage (`Storage: kept until you delete it`, or `Storage: the
/// browser may clear it` with `Ask to keep data`), and the space the site uses.
#[component]
pub fn StorageState(data: YourData) -> impl IntoView {
    let t = use_text();
    let d = t.data;
    let state = move || {
        let kept = data.kept.get()?;
        Some(match kept {
            Ok(true) => view! { <p class="storage-state">{d.storage_kept}</p> }.into_any(),
            Ok(false) => view! {
                <p class="storage-state">{d.storage_may_clear}</p>
                <p>
                    <button type="button" on:click=move |_| data.ask_to_keep()>
                        {d.ask_keep}
                    </button>
                </p>
                {move || data.keep_refused.get().then(|| view! { <p>{d.keep_refused}</p> })}
            }
            .into_any(),
            // No storage manager here: nothing to ask.
            Err(_) => view! { <p class="storage-state">{d.storage_may_clear}</p> }.into_any(),
        })
    };
    let used = move || {
        let estimate = data.estimate.get()?;
        let quota = estimate.quota.map(|q| (d.size)(q));
        Some(view! { <p>{(d.space_used)(&(d.size)(estimate.usage), quota.as_deref())}</p> })
    };
    view! {
        <div class="storage" aria-live="polite">
            {state}
            {used}
        </div>
    }
}
