use leptos::prelude::*;

use crate::session::preferences::{Preferences, Switch};

/// A remembered on/off choice ([`Switch`]: hard mode, notes, the timer, …) as a checkbox in its
/// label; a change is stored at once.
#[component]
pub fn SwitchBox(
    switch: Switch,
    label: &'static str,
    /// The label's class, if any.
    #[prop(optional)]
    class: Option<&'static str>,
    /// The id of a help text that describes the checkbox, if any.
    #[prop(optional)]
    described_by: Option<&'static str>,
) -> impl IntoView {
    let prefs = expect_context::<Preferences>();
    let checked = prefs.signal(switch);
    view! {
        <label class=class>
            <input
                type="checkbox"
                aria-describedby=described_by
                prop:checked=checked
                on:change=move |ev| prefs.set(switch, event_target_checked(&ev))
            />
            {label}
        </label>
    }
}
