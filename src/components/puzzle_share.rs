use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::components::copy_by_hand::CopyByHand;
use crate::dom::{CopyRefused, copy_text, share_sheet, share_sheet_available};
use crate::i18n::use_text;
use crate::rules::{Day, Level, puzzle_share_text};

/// The end of a puzzle of the day (SPEC §15): `Share result` copies its one line
/// (`Mastermind puzzle 2026-11-26 I solved`, [`puzzle_share_text`]) to the clipboard, or shows it
/// to copy by hand when the browser refuses, and the system share sheet where there is one, as
/// a daily game's end does.
#[component]
pub fn PuzzleShare(level: Level, day: Day, solved: bool) -> impl IntoView {
    let t = use_text();
    let text = puzzle_share_text(level, day, solved);
    let copied = RwSignal::new(None::<Result<(), CopyRefused>>);
    let copy = {
        let text = text.clone();
        move |_| {
            let text = text.clone();
            spawn_local(async move {
                copied.try_set(Some(copy_text(&text).await));
            });
        }
    };
    let share = {
        let text = text.clone();
        move |_| {
            let text = text.clone();
            spawn_local(async move {
                share_sheet(&text).await;
            });
        }
    };
    let feedback = move || match copied.get() {
        None => None,
        Some(Ok(())) => Some(view! { <p>{t.copied}</p> }.into_any()),
        Some(Err(why)) => Some(
            view! {
                <p>{(t.copy_refused)(why)}</p>
                <CopyByHand label=t.share_text_label text=text.clone() rows=2 />
            }
            .into_any(),
        ),
    };
    view! {
        <div class="controls">
            <button type="button" on:click=copy>{t.share_result}</button>
            {share_sheet_available()
                .then(|| view! { <button type="button" on:click=share>{t.share_with}</button> })}
        </div>
        <div class="share-feedback" aria-live="polite">{feedback}</div>
    }
}
