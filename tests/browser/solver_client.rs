//! The solver client answering on the page (as component tests use it).
#![cfg(target_arch = "wasm32")]

use mastermind::rules::code::Code;
use mastermind::rules::feedback::Feedback;
use mastermind::rules::game::Turn;
use mastermind::rules::level::Level;
use mastermind::rules::solver::protocol::{Answer, Task, answer};
use mastermind::solver_client::{answer_in_page, ask};
use wasm_bindgen_test::*;

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

#[wasm_bindgen_test]
async fn a_dropped_task_is_never_answered_and_the_next_one_is() {
    answer_in_page(answer);
    let level = Level::II;
    let first = ask(Task::Replay {
        level,
        key: Code::from_index(level, 11),
    });
    let second = ask(Task::Remaining {
        level,
        rows: Vec::new(),
    });
    drop(first);
    assert_eq!(second.await, Ok(Answer::Remaining(Vec::new())));
    let marks = web_sys::window()
        .unwrap()
        .performance()
        .unwrap()
        .get_entries_by_name("solver:cancel")
        .length();
    assert!(marks >= 1, "the cancellation is marked");
}
