use leptos::prelude::*;

use crate::components::answer_form::AnswerForm;
use crate::components::breaker_controls::BreakerControls;
use crate::components::breaker_outcome::BreakerOutcome;
use crate::components::breaker_setup::BreakerSetup;
use crate::components::computer_board::ComputerBoard;
use crate::components::secret_row::SecretRow;
use crate::components::solver_status::SolverStatusLine;
use crate::components::tab_alert::TabAlert;
use crate::dom::set_title;
use crate::i18n::use_text;
use crate::tab_hold::Holding;

/// The computer as codebreaker: the player makes a key (or keeps it in mind and answers by hand)
/// and watches the computer break it, with the keys still possible after each guess. The session
/// lives in a [`crate::session::BreakerSession`] above the page, so a language switch or a reload
/// keeps it.
#[component]
pub fn CodebreakerPage() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.breaker_title, t.shell.app_name));
    let session = crate::session::breaker();
    session.attach();
    on_cleanup(move || session.detach());
    let started = session.started;
    let start_button = move || {
        (!started.get()).then(|| {
            let can_start = move || session.can_start();
            view! {
                <button type="button" class="start primary" disabled=move || !can_start() on:click=move |_| session.start()>
                    {t.start}
                </button>
                {move || (!can_start()).then(|| view! { <p class="help">{t.secret_needed}</p> })}
            }
        })
    };
    view! {
        <div class="page breaker-page">
            <h1>{t.breaker_title}</h1>
            <p class="lead">{t.breaker_lead}</p>
            <TabAlert hold=session.hold />
            <div class="held" inert=move || session.hold.holding.get() == Holding::Elsewhere>
            <BreakerSetup session />
            {move || {
                let level = session.level.get();
                view! { <SecretRow level secret=session.secret locked=started /> }
            }}
            {start_button}
            {move || {
                started
                    .get()
                    .then(|| {
                        let level = session.level.get_untracked();
                        view! {
                            <ComputerBoard
                                level
                                rows=session.rows
                                remaining=session.remaining
                                asking=session.asking
                            />
                            <SolverStatusLine />
                        }
                    })
            }}
            <AnswerForm session />
            <BreakerOutcome session />
            <BreakerControls session />
            </div>
        </div>
    }
}
