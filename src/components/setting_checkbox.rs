use leptos::prelude::*;

/// A remembered choice on the level choice (`Hard mode`, `Devious computer`): its checkbox,
/// described by the help beside it, changed through `set` (which stores it).
#[component]
pub fn SettingCheckbox(
    /// The id of the help text, which describes the checkbox.
    help_id: &'static str,
    label: &'static str,
    help: &'static str,
    checked: RwSignal<bool>,
    #[prop(into)] set: Callback<bool>,
) -> impl IntoView {
    view! {
        <p class="hard-mode">
            <label>
                <input
                    type="checkbox"
                    aria-describedby=help_id
                    prop:checked=checked
                    on:change=move |ev| set.run(event_target_checked(&ev))
                />
                {label}
            </label>
            <span id=help_id class="help">{help}</span>
        </p>
    }
}
