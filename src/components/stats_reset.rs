use leptos::prelude::*;

use crate::components::confirm_button::ConfirmButton;
use crate::i18n::use_text;
use crate::rules::stats::StatsGroup;
use crate::storage::StatsBook;

/// The `Reset statistics` button and its confirmation `dialog` (`Reset`, `Cancel`): clears the
/// statistics of one level, or of every custom game, and nothing else.
#[component]
pub fn StatsReset(group: StatsGroup) -> impl IntoView {
    let t = use_text();
    let book = expect_context::<StatsBook>();
    view! {
        <ConfirmButton
            id="reset-stats"
            label=t.reset_stats
            question=t.reset_stats_question(group)
            confirm=t.reset
            on_confirm=move |_| book.reset(group)
        />
    }
}
