use leptos::prelude::*;

use crate::i18n::use_text;
use crate::rules::Level;
use crate::session::BreakerSession;

/// The codebreaker's set-up: the `Level` choice and the `Give feedback by hand` checkbox, both
/// locked once the computer has started.
#[component]
pub fn BreakerSetup(session: BreakerSession) -> impl IntoView {
    let t = use_text();
    let started = session.started;
    let options = Level::ALL
        .into_iter()
        .map(|l| {
            view! {
                <option value=l.slug() selected=move || session.level.get() == l>
                    {(t.level)(l)}
                </option>
            }
        })
        .collect_view();
    view! {
        <div class="breaker-setup">
            <label for="breaker-level">{t.col_level}</label>
            <select
                id="breaker-level"
                disabled=started
                on:change=move |ev| {
                    if let Ok(l) = Level::parse(&event_target_value(&ev)) {
                        session.set_level(l);
                    }
                }
            >
                {options}
            </select>
            <label class="by-hand">
                <input
                    type="checkbox"
                    prop:checked=session.by_hand
                    disabled=started
                    on:change=move |ev| session.set_by_hand(event_target_checked(&ev))
                />
                {t.by_hand}
            </label>
        </div>
    }
}
