use leptos::prelude::*;

use crate::components::switch_box::SwitchBox;
use crate::session::preferences::Switch;

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
    view! {
        <p class="hard-mode">
            <SwitchBox switch label described_by=help_id />
            <span id=help_id class="help">{help}</span>
        </p>
    }
}
