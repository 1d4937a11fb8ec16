use leptos::prelude::*;

use crate::components::choice_group::ChoiceGroup;
use crate::components::file_picker::dropped_file;
use crate::components::match_loader::MatchLoader;
use crate::components::number_field::NumberField;
use crate::i18n::use_text;
use crate::rules::contest::{FirstMaker, Pace, Scoring, Strength};
use crate::rules::level::Level;
use crate::rules::sessions::MatchKind;
use crate::session::MatchSession;

/// The match set-up: rounds, level, pace, the computer's strength, who makes the first key and
/// the scoring; `Start match`, and `Load match` (a file picker, or a file dropped on the region).
/// Between two people: `Player 1` and `Player 2` in place of the computer's strength and the
/// first maker (player 1 makes the first key), and `Start`.
#[component]
pub fn MatchSetup(session: MatchSession) -> impl IntoView {
    let t = use_text();
    let c = session.choices;
    let paces = Pace::ALL
        .into_iter()
        .map(|p| (t.pace_name.of(p).to_owned(), p))
        .collect();
    let strengths = Strength::ALL
        .into_iter()
        .map(|s| (t.strength_name.of(s).to_owned(), s))
        .collect();
    let firsts = [
        (t.i_make_first, FirstMaker::Me),
        (t.computer_makes_first, FirstMaker::Computer),
        (t.random_first, FirstMaker::Random),
    ]
    .into_iter()
    .map(|(label, f)| (label.to_owned(), f))
    .collect();
    let scorings = Scoring::ALL
        .into_iter()
        .map(|s| (t.scoring_name.of(s).to_owned(), s))
        .collect();
    let levels = Level::ALL
        .into_iter()
        .map(|l| {
            view! {
                <option value=l.slug() selected=move || c.level.get() == l>
                    {t.level(l)}
                </option>
            }
        })
        .collect_view();
    let people = session.kind == MatchKind::People;
    let name_fields = move || {
        (0..2)
            .map(|i| {
                let id = format!("player-{}", i + 1);
                let error_id = format!("player-{}-error", i + 1);
                let value = c.names.get(i).copied();
                let error = move || {
                    c.name_error
                        .get()
                        .filter(|(which, _)| *which == i)
                        .map(|(_, e)| t.name_error.of(e))
                };
                view! {
                    <div class="field">
                        <label for=id.clone()>{t.player_label(i + 1)}</label>
                        <input
                            id=id
                            type="text"
                            autocomplete="off"
                            aria-describedby=error_id.clone()
                            prop:value=move || value.map(|v| v.get()).unwrap_or_default()
                            on:input=move |ev| {
                                if let Some(v) = value {
                                    v.set(event_target_value(&ev));
                                }
                            }
                        />
                        <span id=error_id class="help">{error}</span>
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <section
            class="match-setup"
            aria-label=t.match_setup
            on:dragover=move |ev: leptos::ev::DragEvent| ev.prevent_default()
            on:drop=move |ev: leptos::ev::DragEvent| {
                if let Some(file) = dropped_file(&ev) {
                    session.load_file(file);
                }
            }
        >
            <div class="field">
                <NumberField
                    id="match-rounds"
                    label=t.rounds
                    min=2
                    max=20
                    step=2
                    value=Signal::derive(move || c.rounds.get().to_string())
                    on_value=move |text: String| {
                        if let Ok(n) = text.trim().parse::<usize>() {
                            c.rounds.set(n);
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
                            c.level.set(l);
                        }
                    }
                >
                    {levels}
                </select>
            </div>
            {people.then(name_fields)}
            <ChoiceGroup legend=t.pace name="pace" choices=paces value=c.pace />
            <p class="help pace-help">{t.pace_help}</p>
            {(!people)
                .then(|| {
                    view! {
                        <ChoiceGroup legend=t.strength name="strength" choices=strengths value=c.strength />
                        <ChoiceGroup legend=t.first_key name="first" choices=firsts value=c.first />
                    }
                })}
            <ChoiceGroup legend=t.scoring name="scoring" choices=scorings value=c.scoring />
            <div class="match-buttons">
                <button type="button" class="start primary" on:click=move |_| session.start()>
                    {if people { t.start } else { t.start_match }}
                </button>
                <MatchLoader session />
            </div>
            {move || {
                session
                    .refused
                    .get()
                    .map(|e| view! { <p role="alert" class="refused">{t.cannot_load(e)}</p> })
            }}
        </section>
    }
}
