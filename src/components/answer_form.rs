use leptos::prelude::*;

use crate::i18n::use_text;
use crate::session::BreakerSession;
use crate::session::codebreaker::ANSWER_FOCUS;

/// The question of hand mode: `Black` and `White` for the guess the computer asks about, and
/// `Answer`; a refused answer (more marks than pegs) is said below.
#[component]
pub fn AnswerForm(session: BreakerSession) -> impl IntoView {
    let t = use_text();
    let number =
        move |ev: leptos::ev::Event| event_target_value(&ev).trim().parse::<u8>().unwrap_or(0);
    let (black, white) = (session.black, session.white);
    move || {
        session.asking.get().map(|_| {
            let row = session.rows.with(Vec::len) + 1;
            let pegs = session.level.get_untracked().pegs();
            view! {
                <form
                    class="answer"
                    on:submit=move |ev| {
                        ev.prevent_default();
                        session.answer();
                    }
                >
                    <fieldset>
                        <legend>{(t.answer_for)(row)}</legend>
                        <label for=ANSWER_FOCUS>{t.black}</label>
                        <input
                            id=ANSWER_FOCUS
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
                    {move || {
                        session
                            .refused
                            .get()
                            .then(|| view! { <p class="refused">{t.answer_impossible}</p> })
                    }}
                </form>
            }
        })
    }
}
