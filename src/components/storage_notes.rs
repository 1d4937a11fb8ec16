use leptos::prelude::*;

use crate::i18n::use_text;
use crate::storage::ScoreBook;

/// What the player must know about stored scores: an `alert` when they could not be read, a
/// `note` when they cannot be kept.
#[component]
pub fn StorageNotes() -> impl IntoView {
    let t = use_text();
    let book = expect_context::<ScoreBook>();
    view! {
        {move || {
            book.damage
                .get()
                .map(|d| view! { <p role="alert" class="banner alert">{(t.scores_damaged)(&d)}</p> })
        }}
        {move || {
            book.trouble
                .get()
                .map(|tr| view! { <p role="note" class="banner note">{(t.scores_trouble)(tr)}</p> })
        }}
    }
}
