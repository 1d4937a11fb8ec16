use leptos::prelude::*;

use crate::session::preferences::{Preferences, Switch};

/// A remembered choice on the level choice (`Hard mode`, `Devious computer`): its checkbox,
/// described by the help beside it; a change is stored at once.
#[component]
pub fn SettingCheckbox(
    /// The id of the help text, which describes the checkbox.
    help_id: &'static str,
    label: &'static str,
    help: &'static str,
    switch: Switch,
) -> impl IntoView {
    let prefs = expect_context::<Preferences>();
    let checked = prefs.signal(switch);
    view! {
        <p class="hard-mode">
            <label>
                <input
                    type="checkbox"
                    aria-describedby=help_id
                    prop:checked=checked
                    on:change=move |ev| prefs.set(switch, event_target_checked(&ev))
                />
                {label}
            </label>
            <span id=help_id class="help">{help}</span>
        </p>
    }
}
