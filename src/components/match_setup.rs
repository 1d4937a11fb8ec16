use leptos::html::Input;
use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::dom::file_text;
use crate::i18n::use_text;
use crate::rules::{FileError, Level, Match, Pace, Setup, Side, Strength};

/// Who makes the first key, as chosen at set-up.
#[derive(Clone, Copy, PartialEq, Eq)]
enum First {
    Me,
    Computer,
    Random,
}

/// The match set-up: rounds, level, pace, the computer's strength and who makes the first key;
/// `Start match`, and `Load match` (a file picker, or a file dropped on the region).
#[component]
pub fn MatchSetup(
    #[prop(into)] on_start: Callback<Setup>,
    #[prop(into)] on_load: Callback<Match>,
) -> impl IntoView {
    let t = use_text();
    let rounds = RwSignal::new(2usize);
    let level = RwSignal::new(Level::II);
    let pace = RwSignal::new(Pace::Quick);
    let strength = RwSignal::new(Strength::Strong);
    let first = RwSignal::new(First::Random);
    let refused = RwSignal::new(None::<FileError>);
    let picker = NodeRef::<Input>::new();

    let start = move || {
        let first_maker = match first.get_untracked() {
            First::Me => Side::Player,
            First::Computer => Side::Computer,
            First::Random => {
                if getrandom::u64().unwrap_or(0) & 1 == 0 {
                    Side::Player
                } else {
                    Side::Computer
                }
            }
        };
        let n = rounds.get_untracked();
        on_start.run(Setup {
            rounds: (n + n % 2).clamp(Setup::MIN_ROUNDS, Setup::MAX_ROUNDS),
            level: level.get_untracked(),
            pace: pace.get_untracked(),
            strength: strength.get_untracked(),
            first_maker,
        });
    };
    let load = move |file: web_sys::File| {
        spawn_local(async move {
            let text = file_text(file).await.unwrap_or_default();
            match Match::from_file(&text) {
                Ok(m) => {
                    refused.set(None);
                    on_load.run(m);
                }
                Err(e) => refused.set(Some(e)),
            }
        });
    };
    let radios = |name: &'static str, items: Vec<(String, bool, Callback<()>)>| {
        items
            .into_iter()
            .map(|(label, checked, pick)| {
                view! {
                    <label class="choice">
                        <input type="radio" name=name checked=checked on:change=move |_| pick.run(()) />
                        {label}
                    </label>
                }
            })
            .collect_view()
    };
    let pace_radios = radios(
        "pace",
        Pace::ALL
            .into_iter()
            .map(|p| {
                (
                    (t.pace_name)(p),
                    p == Pace::Quick,
                    Callback::new(move |_| pace.set(p)),
                )
            })
            .collect(),
    );
    let strength_radios = radios(
        "strength",
        Strength::ALL
            .into_iter()
            .map(|s| {
                let label = (t.strength_name)(s).to_owned();
                (
                    label,
                    s == Strength::Strong,
                    Callback::new(move |_| strength.set(s)),
                )
            })
            .collect(),
    );
    let first_radios = radios(
        "first",
        [
            (t.i_make_first, First::Me),
            (t.computer_makes_first, First::Computer),
            (t.random_first, First::Random),
        ]
        .into_iter()
        .map(|(label, f)| {
            (
                label.to_owned(),
                f == First::Random,
                Callback::new(move |_| first.set(f)),
            )
        })
        .collect(),
    );
    let levels = Level::ALL
        .into_iter()
        .map(|l| {
            view! {
                <option value=l.slug() selected=l == Level::II>
                    {(t.level)(l)}
                </option>
            }
        })
        .collect_view();
    view! {
        <section
            class="match-setup"
            aria-label=t.match_setup
            on:dragover=move |ev: leptos::ev::DragEvent| ev.prevent_default()
            on:drop=move |ev: leptos::ev::DragEvent| {
                ev.prevent_default();
                if let Some(file) = ev.data_transfer().and_then(|d| d.files()).and_then(|f| f.get(0)) {
                    load(file);
                }
            }
        >
            <div class="field">
                <label for="match-rounds">{t.rounds}</label>
                <input
                    id="match-rounds"
                    type="number"
                    min="2"
                    max="20"
                    step="2"
                    prop:value=move || rounds.get().to_string()
                    on:input=move |ev| {
                        if let Ok(n) = event_target_value(&ev).trim().parse::<usize>() {
                            rounds.set(n);
                        }
                    }
                />
            </div>
            <div class="field">
                <label for="match-level">{t.col_level}</label>
                <select
                    id="match-level"
                    on:change=move |ev| {
                        if let Ok(l) = Level::parse(&event_target_value(&ev)) {
                            level.set(l);
                        }
                    }
                >
                    {levels}
                </select>
            </div>
            <fieldset>
                <legend>{t.pace}</legend>
                {pace_radios}
            </fieldset>
            <fieldset>
                <legend>{t.strength}</legend>
                {strength_radios}
            </fieldset>
            <fieldset>
                <legend>{t.first_key}</legend>
                {first_radios}
            </fieldset>
            <div class="match-buttons">
                <button type="button" class="start" on:click=move |_| start()>
                    {t.start_match}
                </button>
                <button
                    type="button"
                    class="start"
                    on:click=move |_| {
                        if let Some(input) = picker.get() {
                            input.click();
                        }
                    }
                >
                    {t.load_match}
                </button>
                <input
                    node_ref=picker
                    type="file"
                    accept=".json,application/json"
                    hidden
                    on:change=move |ev| {
                        let input: web_sys::HtmlInputElement = event_target(&ev);
                        if let Some(file) = input.files().and_then(|f| f.get(0)) {
                            load(file);
                        }
                        input.set_value("");
                    }
                />
                <span class="help">{t.drop_hint}</span>
            </div>
            {move || refused.get().map(|e| view! { <p role="alert" class="refused">{(t.cannot_load)(e)}</p> })}
        </section>
    }
}
