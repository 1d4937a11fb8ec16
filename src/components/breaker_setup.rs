use leptos::prelude::*;

use crate::components::number_field::NumberField;
use crate::i18n::use_text;
use crate::rules::level::{Custom, Level, Setting};
use crate::rules::solver::{Feasibility, feasibility};
use crate::session::BreakerSession;

/// The codebreaker's set-up: the `Level` choice (the three levels, a variant, or a custom size,
/// with its `Pegs`, `Colours` and `Colours may repeat`) and the `Give feedback by hand` checkbox, all
/// locked once the computer has started. A size too large for the solver says so.
#[component]
pub fn BreakerSetup(session: BreakerSession) -> impl IntoView {
    let t = use_text();
    let started = session.started;
    // The three levels, then every variant (SPEC §14: the computer breaks a key in each).
    let options = Level::with_scores()
        .map(|l| {
            view! {
                <option value=l.slug() selected=move || session.level.get() == l>
                    {t.level(l)}
                </option>
            }
        })
        .collect_view();
    let custom = Memo::new(move |_| session.level.get().custom());
    // A custom size for the computer: its turns do not matter (the computer plays to the end).
    let set_custom = move |pegs: usize, colours: usize, repeats: bool| {
        if let Ok(c) = Custom::new(pegs, colours, 20, repeats) {
            session.set_level(Level::Custom(c));
        }
    };
    let number = move |setting: Setting, label: &'static str| {
        let (low, high) = setting.range();
        let id = format!("breaker-{}", setting.query_name());
        let value = move || {
            custom.get().map_or(0, |c| match setting {
                Setting::Pegs => c.pegs(),
                _ => c.colours(),
            })
        };
        let on_value = move |text: String| {
            let Some(c) = custom.get_untracked() else {
                return;
            };
            let Ok(n) = text.trim().parse::<usize>() else {
                return;
            };
            match setting {
                Setting::Pegs => set_custom(n, c.colours(), c.repeats()),
                _ => set_custom(c.pegs(), n, c.repeats()),
            }
        };
        view! {
            <NumberField
                id
                label
                min=low
                max=high
                value=Signal::derive(move || value().to_string())
                on_value
                on_commit=true
                disabled=started
            />
        }
    };
    let custom_fields = move || {
        custom.get().map(|c| {
            let too_large = match feasibility(Level::Custom(c)) {
                Feasibility::TooLarge { keys, limit } => Some(t.aids_too_large(keys, limit)),
                Feasibility::Feasible => None,
            };
            view! {
                <div class="custom-fields">
                    {number(Setting::Pegs, t.col_pegs)}
                    {number(Setting::Colours, t.col_colours)}
                </div>
                <label class="custom-repeats">
                    <input
                        type="checkbox"
                        prop:checked=c.repeats()
                        disabled=started
                        on:change=move |ev| set_custom(c.pegs(), c.colours(), event_target_checked(&ev))
                    />
                    {t.custom_repeats}
                </label>
                {too_large.map(|text| view! { <p class="refused">{text}</p> })}
            }
        })
    };
    view! {
        <div class="breaker-setup">
            <label for="breaker-level">{t.col_level}</label>
            <select
                id="breaker-level"
                disabled=started
                on:change=move |ev| {
                    let value = event_target_value(&ev);
                    if value == "custom" {
                        set_custom(4, 6, true);
                    } else if let Ok(l) = Level::parse_scored(&value) {
                        session.set_level(l);
                    }
                }
            >
                {options}
                <option value="custom" selected=move || custom.get().is_some()>
                    {t.custom_link}
                </option>
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
            {custom_fields}
        </div>
    }
}
