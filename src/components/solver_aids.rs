use leptos::prelude::*;

use crate::components::modal::ConfirmDialog;
use crate::components::solver_status::SolverStatusLine;
use crate::dom::focus_later;
use crate::i18n::use_text;
use crate::play::Play;
use crate::rules::solver::{Feasibility, feasibility, plays_optimally};

/// The solver aids of a game: the `Solver aids` checkbox (asking first, since an aided game
/// leaves the high scores), the note that they are on (and, at level I, that the solver plays
/// optimally), and the `Hint` button; for a custom game
/// too large for the solver, a line saying so instead.
#[component]
pub fn SolverAids(play: Play) -> impl IntoView {
    let t = use_text();
    let level = play.game.with_untracked(|g| g.level());
    if let Feasibility::TooLarge { keys, limit } = feasibility(level) {
        return view! {
            <div class="aids">
                <p class="help">{t.aids_too_large(keys, limit)}</p>
            </div>
        }
        .into_any();
    }
    let aids = Memo::new(move |_| play.game.with(|g| g.aids()));
    let playing = Memo::new(move |_| play.game.with(|g| !g.is_over()));
    let asking = RwSignal::new(false);
    // Focus never falls back to the page's body when the dialog closes (SPEC 7.1): it goes to
    // `Hint` once the aids are on, else back to the checkbox.
    let confirm = move || {
        asking.set(false);
        play.aids_on();
        focus_later("hint".to_owned());
    };
    let cancel = move || {
        asking.set(false);
        focus_later("solver-aids".to_owned());
    };
    view! {
        <div class="aids">
            <label class="aids-switch">
                <input
                    type="checkbox"
                    id="solver-aids"
                    prop:checked=aids
                    disabled=move || aids.get() || !playing.get()
                    on:click=move |ev| {
                        ev.prevent_default();
                        if !aids.get_untracked() {
                            asking.set(true);
                        }
                    }
                />
                {t.solver_aids}
            </label>
            {move || {
                (aids.get() && playing.get())
                    .then(|| {
                        view! {
                            <button type="button" id="hint" class="hint" on:click=move |_| play.hint()>
                                {t.hint}
                            </button>
                        }
                    })
            }}
            {move || aids.get().then(|| view! { <p class="aids-note">{t.aids_on_note}</p> })}
            // At level I the hints come from the optimal table, and the player is told so.
            {move || {
                (aids.get() && plays_optimally(level))
                    .then(|| view! { <p class="aids-note">{t.solver_optimal}</p> })
            }}
            {move || aids.get().then(|| view! { <SolverStatusLine /> })}
            <ConfirmDialog
                open=asking
                title=t.aids_title
                question=t.aids_question
                confirm=t.turn_on
                on_confirm=move |_| confirm()
                on_cancel=move |_| cancel()
                autofocus=true
            />
        </div>
    }
    .into_any()
}
