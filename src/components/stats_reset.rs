use leptos::prelude::*;

use crate::components::modal::ConfirmDialog;
use crate::dom::focus_later;
use crate::i18n::use_text;
use crate::rules::StatsGroup;
use crate::storage::StatsBook;

/// The `Reset statistics` button and its confirmation `dialog` (`Reset`, `Cancel`): clears the
/// statistics of one level, or of every custom game, and nothing else.
#[component]
pub fn StatsReset(group: StatsGroup) -> impl IntoView {
    let t = use_text();
    let book = expect_context::<StatsBook>();
    let confirming = RwSignal::new(false);
    let close = move || {
        confirming.set(false);
        focus_later("reset-stats".to_owned());
    };
    view! {
        <button type="button" id="reset-stats" on:click=move |_| confirming.set(true)>
            {t.reset_stats}
        </button>
        <ConfirmDialog
            open=confirming
            title=t.reset_stats
            question=(t.reset_stats_question)(group)
            confirm=t.reset
            on_confirm=move |_| {
                book.reset(group);
                close();
            }
            on_cancel=move |_| close()
        />
    }
}
