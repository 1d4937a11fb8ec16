use leptos::prelude::*;

use crate::i18n::use_text;
use crate::rules::codebreaker::Stage;
use crate::session::BreakerSession;

/// How the codebreaking stands when it stops: the `Inconsistent:` alert naming the rows that no
/// key satisfies together, or the number of guesses the computer needed.
#[component]
pub fn BreakerOutcome(session: BreakerSession) -> impl IntoView {
    let t = use_text();
    move || match session.stage.get() {
        Some(Stage::Inconsistent(conflict)) => {
            let named: Vec<usize> = conflict.iter().map(|r| r + 1).collect();
            Some(
                view! { <p role="alert" class="inconsistent">{t.inconsistent.of(&named)}</p> }
                    .into_any(),
            )
        }
        Some(Stage::Found(n)) => Some(view! { <p class="found">{t.found(n)}</p> }.into_any()),
        _ => None,
    }
}
