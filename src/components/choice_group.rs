use leptos::prelude::*;

/// A group of radio buttons under a legend, one per choice, bound to `value`.
#[component]
pub fn ChoiceGroup<T>(
    legend: &'static str,
    name: &'static str,
    choices: Vec<(String, T)>,
    value: RwSignal<T>,
) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    let radios = choices
        .into_iter()
        .map(|(label, choice)| {
            view! {
                <label class="choice">
                    <input
                        type="radio"
                        name=name
                        prop:checked=move || value.get() == choice
                        on:change=move |_| value.set(choice)
                    />
                    {label}
                </label>
            }
        })
        .collect_view();
    view! {
        <fieldset>
            <legend>{legend}</legend>
            {radios}
        </fieldset>
    }
}
