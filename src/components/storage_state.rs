use leptos::prelude::*;

use crate::i18n::use_text;
use crate::session::data::YourData;

/// Whether the browser keeps the storage (`Storage: kept until you delete it`, or `Storage: the
/// browser may clear it` with `Ask to keep data`), what the player's data takes, and the space the
/// browser keeps for the whole site.
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
    // The player's own data (the `Stored data` table's sizes added up), then the browser's
    // figure for the whole site, which is mostly the game kept for offline play.
    let used = move || {
        let ours = data.rows.with(|rows| {
            rows.as_ref()
                .map(|rows| rows.iter().map(|row| row.bytes as f64).sum::<f64>())
                .ok()
        })?;
        // A browser that answers 0 (nothing counted yet) says nothing worth a sentence.
        let site = (data.estimate.get())
            .filter(|e| e.usage > 0.0)
            .map(|e| d.size(e.usage));
        Some(view! { <p class="space-used">{d.space_used(&d.size(ours), site.as_deref())}</p> })
    };
    view! {
        <div class="storage" aria-live="polite">
            {state}
            {used}
        </div>
    }
}
