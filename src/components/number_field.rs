use leptos::prelude::*;

/// A labelled whole-number field (a `spinbutton` named by its `<label>`) from `min` to `max` in
/// steps of `step`: it shows `value` and hands what is typed, as text, to `on_value`. With
/// `on_commit`, the text is handed over only once committed (Enter, leaving the field, the
/// arrows), for a field whose value rebuilds the form it is in; else as it is typed.
#[component]
pub fn NumberField(
    #[prop(into)] id: String,
    label: &'static str,
    min: usize,
    max: usize,
    #[prop(default = 1)] step: usize,
    #[prop(into)] value: Signal<String>,
    #[prop(into)] on_value: Callback<String>,
    #[prop(optional)] on_commit: bool,
    #[prop(optional)] required: bool,
    #[prop(optional, into)] disabled: Signal<bool>,
) -> impl IntoView {
    let typed = move |ev: leptos::ev::Event| on_value.run(event_target_value(&ev));
    view! {
        <span class="field">
            <label for=id.clone()>{label}</label>
            <input
                id=id
                type="number"
                min=min.to_string()
                max=max.to_string()
                step=step.to_string()
                required=required
                disabled=disabled
                prop:value=value
                on:input=move |ev| {
                    if !on_commit {
                        typed(ev);
                    }
                }
                on:change=move |ev| {
                    if on_commit {
                        typed(ev);
                    }
                }
            />
        </span>
    }
}
