use leptos::prelude::*;

use crate::i18n::use_text;
use crate::storage::{ScoreBook, StatsBook};

/// What the player must know about stored scores and statistics: one `alert` when either could
/// not be read (with what was kept), one `note` when either cannot be kept.
#[component]
pub fn StorageNotes() -> impl IntoView {
    let t = use_text();
    let scores = expect_context::<ScoreBook>();
    let stats = use_context::<StatsBook>();
    let paragraphs = |lines: Vec<String>| {
        lines
            .into_iter()
            .map(|line| view! { <p>{line}</p> })
            .collect_view()
    };
    view! {
        {move || {
            let lines: Vec<String> = scores
                .damage
                .get()
                .map(|d| t.damaged(&t.scores_notes, &d))
                .into_iter()
                .chain(stats.and_then(|s| s.damage.get()).map(|d| t.damaged(&t.stats_notes, &d)))
                .collect();
            (!lines.is_empty())
                .then(|| view! { <div role="alert" class="banner alert">{paragraphs(lines)}</div> })
        }}
        {move || {
            // The same condition as [`keeping_fails`]: the note shows exactly when it holds.
            let lines: Vec<String> = scores
                .trouble
                .get()
                .map(|tr| t.scores_notes.trouble(tr).to_owned())
                .into_iter()
                .chain(stats.and_then(|s| s.trouble.get()).map(|tr| t.stats_notes.trouble(tr).to_owned()))
                .collect();
            (!lines.is_empty())
                .then(|| view! { <div role="note" class="banner note">{paragraphs(lines)}</div> })
        }}
    }
}

/// Whether the stored scores or statistics cannot be kept now (what `StorageNotes`' note says):
/// a page holds back anything that would be remembered, such as the lesson's invitation. Reactive.
pub fn keeping_fails() -> impl Fn() -> bool + Copy + Send + Sync + 'static {
    let (scores, stats) = (use_context::<ScoreBook>(), use_context::<StatsBook>());
    move || {
        scores.is_some_and(|b| b.trouble.get().is_some())
            || stats.is_some_and(|b| b.trouble.get().is_some())
    }
}
