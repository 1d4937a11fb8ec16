use leptos::prelude::*;

use crate::components::modal::Modal;
use crate::dom::focus_later;
use crate::i18n::use_text;
use crate::session::data::YourData;

/// The `Import data` dialog: what the backup adds to each store (and leaves out), with `Import`
/// and `Cancel`. Nothing changes before `Import`.
#[component]
pub fn ImportDialog(data: YourData) -> impl IntoView {
    let t = use_text();
    let d = t.data;
    let close = move || focus_later("import-data".to_owned());
    move || {
        let pending = data.pending.get()?;
        let counts = pending.plan.counts;
        let lines: Vec<String> = counts
            .iter()
            .filter(|c| c.added > 0 || c.left_out > 0)
            .map(|c| d.import_summary_line(c))
            .collect();
        let nothing = counts.iter().all(|c| c.added == 0);
        let notice = d.imported(&counts);
        let on_cancel = move |_| {
            data.cancel();
            close();
        };
        Some(view! {
            <Modal title=d.import_title on_cancel>
                <p>{if nothing { d.import_nothing_new } else { d.import_intro }}</p>
                <ul class="import-counts">
                    {lines.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
                </ul>
                <div class="dialog-buttons">
                    <button
                        type="button"
                        autofocus
                        on:click=move |_| {
                            data.confirm(notice.clone());
                            close();
                        }
                    >
                        {d.import}
                    </button>
                    <button type="button" on:click=move |_| on_cancel(())>
                        {t.cancel}
                    </button>
                </div>
            </Modal>
        })
    }
}
