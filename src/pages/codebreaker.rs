use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::components::computer_board::ComputerBoard;
use crate::components::secret_row::SecretRow;
use crate::dom::{focus_later, set_title, sleep};
use crate::i18n::use_text;
use crate::rules::{Code, Codebreaker, Colour, Feedback, Level, Stage};

/// How long the computer waits before each guess, so a player can follow it.
const PACE_MS: i32 = 350;

/// The computer as codebreaker: the player makes a key (or keeps it in mind and answers by hand)
/// and watches the computer break it, with the keys still possible after each guess.
#[component]
pub fn CodebreakerPage() -> impl IntoView {
    let t = use_text();
    set_title(t.breaker_title);
    let level = RwSignal::new(Level::I);
    let by_hand = RwSignal::new(false);
    let secret = RwSignal::new(vec![None::<Colour>; Level::I.pegs()]);
    let session = RwSignal::new(None::<Codebreaker>);
    // Each start gets a new epoch; a pending step of an older session then does nothing.
    let epoch = StoredValue::new(0u32);
    let started = Memo::new(move |_| session.with(Option::is_some));
    let stage = Memo::new(move |_| session.with(|s| s.as_ref().map(Codebreaker::stage)));
    let rows = Memo::new(move |_| {
        session.with(|s| s.as_ref().map(|s| s.rows().to_vec()).unwrap_or_default())
    });
    let remaining = Memo::new(move |_| {
        rows.with(|_| session.with_untracked(|s| s.as_ref().map(Codebreaker::remaining)))
            .unwrap_or_default()
    });
    let asking = Memo::new(move |_| match stage.get() {
        Some(Stage::Asking(guess)) => Some(guess),
        _ => None,
    });
    let secret_code = move || secret.with(|s| Code::from_holes(level.get(), s));
    let can_start = move || by_hand.get() || secret_code().is_some();

    // Lets the computer play while it is its turn, one guess per step.
    let run = move || {
        let mine = epoch.get_value();
        spawn_local(async move {
            loop {
                sleep(PACE_MS).await;
                if epoch.try_get_value() != Some(mine) {
                    return;
                }
                let thinking = session
                    .try_with_untracked(|s| s.as_ref().map(|s| s.stage() == Stage::Thinking))
                    .flatten()
                    .unwrap_or(false);
                if !thinking {
                    return;
                }
                session.update(|s| {
                    if let Some(s) = s {
                        s.think();
                    }
                });
                if asking.get_untracked().is_some() {
                    focus_later("answer-black".to_owned());
                }
            }
        });
    };
    let start = move || {
        if !can_start() {
            return;
        }
        epoch.update_value(|e| *e += 1);
        session.set(Some(Codebreaker::new(
            level.get_untracked(),
            secret_code(),
            by_hand.get_untracked(),
        )));
        run();
    };
    let new_key = move || {
        epoch.update_value(|e| *e += 1);
        session.set(None);
        secret.set(vec![None; level.get_untracked().pegs()]);
    };
    let black = RwSignal::new(0u8);
    let white = RwSignal::new(0u8);
    let refused = RwSignal::new(false);
    let answer = move || {
        let feedback = Feedback {
            black: black.get_untracked(),
            white: white.get_untracked(),
        };
        let mut outcome = Ok(());
        session.update(|s| {
            if let Some(s) = s {
                outcome = s.answer(feedback);
            }
        });
        refused.set(outcome.is_err());
        if outcome.is_ok() {
            black.set(0);
            white.set(0);
            run();
        }
    };
    let correct_last = move || {
        session.update(|s| {
            if let Some(s) = s {
                s.correct_last();
            }
        });
        focus_later("answer-black".to_owned());
    };
    let number =
        move |ev: leptos::ev::Event| event_target_value(&ev).trim().parse::<u8>().unwrap_or(0);

    let level_options = Level::ALL
        .into_iter()
        .map(|l| {
            view! {
                <option value=l.slug() selected=move || level.get() == l>
                    {(t.level)(l)}
                </option>
            }
        })
        .collect_view();
    let answer_form = move || {
        asking.get().map(|_| {
            let row = rows.with(Vec::len) + 1;
            let pegs = level.get_untracked().pegs();
            view! {
                <form
                    class="answer"
                    on:submit=move |ev| {
                        ev.prevent_default();
                        answer();
                    }
                >
                    <fieldset>
                        <legend>{(t.answer_for)(row)}</legend>
                        <label for="answer-black">{t.black}</label>
                        <input
                            id="answer-black"
                            type="number"
                            min="0"
                            max=pegs.to_string()
                            prop:value=move || black.get().to_string()
                            on:input=move |ev| black.set(number(ev))
                        />
                        <label for="answer-white">{t.white}</label>
                        <input
                            id="answer-white"
                            type="number"
                            min="0"
                            max=pegs.to_string()
                            prop:value=move || white.get().to_string()
                            on:input=move |ev| white.set(number(ev))
                        />
                        <button type="submit">{t.answer}</button>
                    </fieldset>
                    {move || refused.get().then(|| view! { <p class="refused">{t.answer_impossible}</p> })}
                </form>
            }
        })
    };
    let outcome = move || match stage.get() {
        Some(Stage::Inconsistent(conflict)) => {
            let named: Vec<usize> = conflict.iter().map(|r| r + 1).collect();
            Some(
                view! { <p role="alert" class="inconsistent">{(t.inconsistent)(&named)}</p> }
                    .into_any(),
            )
        }
        Some(Stage::Found(n)) => Some(view! { <p class="found">{(t.found)(n)}</p> }.into_any()),
        _ => None,
    };
    let can_correct = move || {
        by_hand.get()
            && !rows.with(Vec::is_empty)
            && !matches!(stage.get(), Some(Stage::Found(_)) | None)
    };
    view! {
        <div class="page breaker-page">
            <h1>{t.breaker_title}</h1>
            <p class="lead">{t.breaker_lead}</p>
            <div class="breaker-setup">
                <label for="breaker-level">{t.col_level}</label>
                <select
                    id="breaker-level"
                    disabled=started
                    on:change=move |ev| {
                        if let Ok(l) = Level::parse(&event_target_value(&ev)) {
                            level.set(l);
                            secret.set(vec![None; l.pegs()]);
                        }
                    }
                >
                    {level_options}
                </select>
                <label class="by-hand">
                    <input
                        type="checkbox"
                        prop:checked=by_hand
                        disabled=started
                        on:change=move |ev| by_hand.set(event_target_checked(&ev))
                    />
                    {t.by_hand}
                </label>
            </div>
            {move || {
                let level = level.get();
                view! { <SecretRow level secret locked=started /> }
            }}
            {move || {
                (!started.get())
                    .then(|| {
                        view! {
                            <button type="button" class="start" disabled=move || !can_start() on:click=move |_| start()>
                                {t.start}
                            </button>
                            {move || (!can_start()).then(|| view! { <p class="help">{t.secret_needed}</p> })}
                        }
                    })
            }}
            {move || {
                started
                    .get()
                    .then(|| {
                        let level = level.get_untracked();
                        view! { <ComputerBoard level rows remaining asking /> }
                    })
            }}
            {answer_form}
            {outcome}
            <div class="controls">
                {move || {
                    can_correct()
                        .then(|| {
                            view! {
                                <button type="button" on:click=move |_| correct_last()>
                                    {t.correct_last}
                                </button>
                            }
                        })
                }}
                {move || {
                    started
                        .get()
                        .then(|| {
                            view! {
                                <button type="button" on:click=move |_| new_key()>
                                    {t.new_key}
                                </button>
                            }
                        })
                }}
            </div>
        </div>
    }
}
