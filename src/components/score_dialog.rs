use leptos::ev::{Event, SubmitEvent};
use leptos::html::Input;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::components::modal::Modal;
use crate::i18n::use_text;
use crate::rules::name::{NAME_MAX, Name, NameError, cut_to, user_chars};

/// The invitation after a qualifying win: a name of 1 to 44 characters, with a live count of
/// what is left. A 45th character, typed or pasted, never gets in; `on_save` gets the checked
/// name, Close or Escape calls `on_close`.
#[component]
pub fn ScoreDialog(
    turns: usize,
    #[prop(into)] on_save: Callback<Name>,
    #[prop(into)] on_close: Callback<()>,
) -> impl IntoView {
    let t = use_text();
    let input = NodeRef::<Input>::new();
    let left = RwSignal::new(NAME_MAX);
    let notice = RwSignal::new(None::<&'static str>);
    let error = RwSignal::new(None::<NameError>);
    let on_input = move |ev: Event| {
        let Some(field) = input.get() else { return };
        let value = field.value();
        let (kept, was_cut) = cut_to(&value, NAME_MAX);
        if was_cut {
            field.set_value(kept);
            let pasted = ev
                .dyn_ref::<web_sys::InputEvent>()
                .is_some_and(|e| e.input_type() == "insertFromPaste");
            notice.set(Some(if pasted {
                t.name_cut_paste
            } else {
                t.name_at_most
            }));
        } else {
            notice.set(None);
        }
        left.set(NAME_MAX - user_chars(kept));
        error.set(None);
    };
    let on_submit = move |ev: SubmitEvent| {
        ev.prevent_default();
        let value = input.get().map(|f| f.value()).unwrap_or_default();
        match Name::parse(&value) {
            Ok(name) => on_save.run(name),
            Err(e) => error.set(Some(e)),
        }
    };
    view! {
        <Modal title=t.new_score on_cancel=on_close>
            <form on:submit=on_submit>
                <p>{t.new_score_text(turns)}</p>
                <label for="score-name">{t.name_label}</label>
                <input
                    id="score-name"
                    node_ref=input
                    type="text"
                    autocomplete="nickname"
                    spellcheck="false"
                    aria-describedby="score-name-left"
                    autofocus
                    on:input=on_input
                />
                <p id="score-name-left" class="counter" aria-live="polite">
                    {move || t.chars_left(left.get())}
                </p>
                {move || notice.get().map(|n| view! { <p class="notice">{n}</p> })}
                {move || error.get().map(|e| view! { <p class="error">{t.name_error.of(e)}</p> })}
                <div class="dialog-buttons">
                    <button type="submit">{t.save}</button>
                    <button type="button" on:click=move |_| on_close.run(())>
                        {t.close}
                    </button>
                </div>
            </form>
        </Modal>
    }
}
