//! The solver client answering on the page (as component tests use it).
#![cfg(target_arch = "wasm32")]

use mastermind::rules::solver::protocol::{Answer, Task, answer};
use mastermind::rules::{Code, Feedback, Level, Turn};
use mastermind::solver_client::{answer_in_page, ask};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn a_task_asked_is_answered() {
    answer_in_page(answer);
    let level = Level::I;
    let guess = Code::from_index(level, 7);
    let rows = vec![Turn {
        guess,
        feedback: Feedback { black: 1, white: 0 },
    }];
    let got = ask(Task::Remaining { level, rows }).await;
    assert!(
        matches!(got, Ok(Answer::Remaining(ref v)) if v.len() == 1),
        "{got:?}"
    );
}
