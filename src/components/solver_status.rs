use leptos::prelude::*;

use crate::i18n::use_text;
use crate::solver_client::{self, SolverStatus};

/// A live line (not a `status` role: the flag is the page's one status) saying that the page waits for the solver (shown after 150 ms: it is loading
/// or thinking), that the solver could not be started or that it stopped working; empty otherwise.
#[component]
pub fn SolverStatusLine() -> impl IntoView {
    let t = use_text();
    let text = move || match solver_client::status() {
        SolverStatus::Idle => "",
        SolverStatus::Loading => t.solver_loading,
        SolverStatus::Thinking => t.solver_thinking,
        SolverStatus::Unavailable => t.solver_unavailable,
        SolverStatus::Failed => t.solver_failed,
    };
    view! {
        <p class="solver-status" aria-live="polite">
            {text}
        </p>
    }
}
