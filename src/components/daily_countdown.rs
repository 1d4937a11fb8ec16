use std::time::Duration;

use leptos::prelude::*;

use crate::i18n::use_text;
use crate::rules::daily::{countdown, millis_until_next_day};

/// `Next daily key in HH:MM:SS`, counting down to the next UTC midnight once a second.
#[component]
pub fn DailyCountdown() -> impl IntoView {
    let t = use_text();
    let left = move || millis_until_next_day(js_sys::Date::now() as i64);
    let millis = RwSignal::new(left());
    if let Ok(handle) = set_interval_with_handle(move || millis.set(left()), Duration::from_secs(1))
    {
        on_cleanup(move || handle.clear());
    }
    view! { <p class="countdown">{move || t.next_daily(&countdown(millis.get()))}</p> }
}
