use leptos::prelude::*;

use crate::i18n::use_text;
use crate::session::BreakerSession;

/// The codebreaker's buttons: `Correct last answer` in hand mode, and a new key once started.
#[component]
pub fn BreakerControls(session: BreakerSession) -> impl IntoView {
    let t = use_text();
    view! {
        <div class="controls">
            {move || {
                session
                    .can_correct()
                    .then(|| {
                        view! {
                            <button type="button" on:click=move |_| session.correct_last()>
                                {t.correct_last}
                            </button>
                        }
                    })
            }}
            {move || {
                session
                    .started
                    .get()
                    .then(|| {
                        view! {
                            <button type="button" on:click=move |_| session.new_key()>
                                {t.new_key}
                            </button>
                        }
                    })
            }}
        </div>
    }
}
