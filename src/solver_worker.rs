//! The solver's web worker (`src/bin/solver.rs`): takes [`Request`]s from the page as JSON text,
//! answers each with [`answer`] and posts the [`Reply`] back. It uses the rules core only (no
//! Leptos, no DOM); the page's side is [`crate::solver_client`].

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::rules::solver::protocol::{Reply, Request, answer};

/// Starts the worker: answers the page's requests until the page terminates it.
pub fn run() {
    // A panic logs its message; the page hears of it through the worker's `error` event.
    crate::crash::install();
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = {
        let scope = scope.clone();
        move |reply: &Reply| {
            if let Ok(text) = serde_json::to_string(reply) {
                let _ = scope.post_message(&wasm_bindgen::JsValue::from_str(&text));
            }
        }
    };
    let on_message = {
        let post = post.clone();
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let Some(text) = event.data().as_string() else {
                return;
            };
            if let Ok(request) = serde_json::from_str::<Request>(&text) {
                post(&Reply::Done {
                    id: request.id,
                    answer: answer(&request.task),
                });
            }
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&Reply::Ready);
}
