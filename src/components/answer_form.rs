use leptos::prelude::*;

use crate::components::number_field::NumberField;
use crate::i18n::use_text;
use crate::session::BreakerSession;
use crate::session::codebreaker::ANSWER_FOCUS;

/// The question of hand mode: `Black` and `White` for the guess the computer asks about, and
/// `Answer`; a refused answer (more marks than pegs) is said below.
#[component]
pub fn AnswerForm(session: BreakerSession) -> impl IntoView {
    let t = use_text();
    let number = |text: String| text.trim().parse::<u8>().unwrap_or(0);
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
                        <legend>{t.answer_for(row)}</legend>
                        <NumberField
                            id=ANSWER_FOCUS
                            label=t.black
                            min=0
                            max=pegs
                            value=Signal::derive(move || black.get().to_string())
                            on_value=move |text| black.set(number(text))
                        />
                        <NumberField
                            id="answer-white"
                            label=t.white
                            min=0
                            max=pegs
                            value=Signal::derive(move || white.get().to_string())
                            on_value=move |text| white.set(number(text))
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
