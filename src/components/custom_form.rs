use leptos::prelude::*;
use leptos_router::hooks::use_navigate;

use crate::components::number_field::NumberField;
use crate::i18n::use_text;
use crate::routes::play_url;
use crate::rules::key::random_seed;
use crate::rules::level::{Custom, Level, Setting};
use crate::rules::solver::feasible;

/// The custom game's settings: spinbuttons `Pegs`, `Colours`, `Turns`, the checkbox `Colours may
/// repeat`, how many keys that makes, and `Start`, which opens the game at a URL holding the
/// settings and a drawn seed.
#[component]
pub fn CustomForm(#[prop(optional)] start_from: Option<Custom>) -> impl IntoView {
    let t = use_text();
    // Level I's sizes with 10 turns unless the form starts from a game.
    let (first_pegs, first_colours, first_turns, first_repeats) = start_from
        .map_or((4, 6, 10, true), |c| {
            (c.pegs(), c.colours(), c.turns(), c.repeats())
        });
    let pegs = RwSignal::new(first_pegs.to_string());
    let colours = RwSignal::new(first_colours.to_string());
    let turns = RwSignal::new(first_turns.to_string());
    let repeats = RwSignal::new(first_repeats);
    let chosen = Memo::new(move |_| {
        Custom::from_query(
            Some(pegs.get().trim()),
            Some(colours.get().trim()),
            Some(turns.get().trim()),
            Some(if repeats.get() { "yes" } else { "no" }),
        )
    });
    let navigate = use_navigate();
    let start = move || {
        if let Ok(custom) = chosen.get_untracked() {
            let seed = random_seed().unwrap_or(0);
            navigate(
                &play_url(Level::Custom(custom), Some(seed)),
                Default::default(),
            );
        }
    };
    let field = move |setting: Setting, label: &'static str, value: RwSignal<String>| {
        let (low, high) = setting.range();
        let id = format!("custom-{}", setting.query_name());
        view! {
            <NumberField
                id
                label
                min=low
                max=high
                value
                on_value=move |text| value.set(text)
                required=true
            />
        }
    };
    let verdict = move || match chosen.get() {
        Ok(custom) => {
            let level = Level::Custom(custom);
            view! { <p class="help">{t.custom_keys(level.possible_keys(), feasible(level))}</p> }
                .into_any()
        }
        Err(e) => view! { <p class="refused">{t.custom_error.of(&e)}</p> }.into_any(),
    };
    view! {
        <form
            class="custom-form"
            on:submit=move |ev| {
                ev.prevent_default();
                start();
            }
        >
            <div class="custom-fields">
                {field(Setting::Pegs, t.col_pegs, pegs)}
                {field(Setting::Colours, t.col_colours, colours)}
                {field(Setting::Turns, t.col_turns, turns)}
            </div>
            <label class="custom-repeats">
                <input
                    type="checkbox"
                    prop:checked=repeats
                    on:change=move |ev| repeats.set(event_target_checked(&ev))
                />
                {t.custom_repeats}
            </label>
            <div aria-live="polite">{verdict}</div>
            <button type="submit" class="start primary" disabled=move || chosen.with(Result::is_err)>
                {t.custom_start}
            </button>
        </form>
    }
}
