//! The worker itself: starting it, listening to it, and losing it (it could not start, crashed
//! or answered garbage), which turns the solver off for the rest of the visit.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::spawn_local;

use super::queue::{finish, pump, status_after};
use super::{CLIENT, Job, PROGRESS_AFTER_MS, Running, SolverError, SolverStatus, set_status};
use crate::dom::sleep;
use crate::rules::solver::protocol::Reply;

/// The worker's entry script, written by Trunk (`data-loader-shim` in `index.html`).
const WORKER_URL: &str = "/solver_loader.js";
/// How long a worker may take to start before the solver counts as unavailable.
const START_TIMEOUT_MS: i32 = 30_000;

impl Running {
    /// Ends the worker. Its handlers go first, so no event reaches a dropped closure.
    pub(super) fn stop(self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// The worker could not start ([`SolverError::Unavailable`]), crashed or answered garbage
/// ([`SolverError::Failed`]): it stops, every task asked fails, and the solver is off for the
/// rest of the visit (the page says why; the game plays on).
fn lost(generation: u32, why: SolverError) {
    let current = CLIENT.with(|c| {
        let c = c.borrow();
        c.generation == generation && c.running.is_some()
    });
    if current {
        break_down(why);
    }
}

/// Stops the worker, if any, and fails every task asked: the solver is off for the visit.
pub(super) fn break_down(why: SolverError) {
    let (jobs, why) = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        let why = match c.running.take() {
            // A worker that never said it was ready could not be started, whatever went wrong.
            Some(running) if !running.ready => {
                running.stop();
                SolverError::Unavailable
            }
            Some(running) => {
                running.stop();
                why
            }
            None => why,
        };
        c.failed = Some(why);
        let mut jobs: Vec<Job> = c.in_flight.take().into_iter().collect();
        jobs.extend(c.queue.drain(..));
        (jobs, why)
    });
    set_status(status_after(Some(why)));
    for job in jobs {
        let _ = job.reply.send(Err(why));
    }
}

fn on_reply(generation: u32, text: &str) {
    let Ok(reply) = serde_json::from_str::<Reply>(text) else {
        // Not a message of the protocol: the worker is broken.
        lost(generation, SolverError::Failed);
        return;
    };
    match reply {
        Reply::Ready => {
            let current = CLIENT.with(|c| {
                let mut c = c.borrow_mut();
                let current = c.generation == generation;
                if current && let Some(running) = c.running.as_mut() {
                    running.ready = true;
                }
                current
            });
            if current {
                pump();
            }
        }
        Reply::Done { id, answer } => {
            let current = CLIENT.with(|c| c.borrow().generation == generation);
            if current {
                finish(id, answer);
            }
        }
    }
}

/// Starts a worker; tasks wait in the queue until it says it is ready.
pub(super) fn start_worker() {
    let generation = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        c.generation = c.generation.wrapping_add(1);
        c.generation
    });
    let options = web_sys::WorkerOptions::new();
    options.set_name("solver");
    let Ok(worker) = web_sys::Worker::new_with_options(&crate::routes::site(WORKER_URL), &options)
    else {
        CLIENT.with(|c| c.borrow_mut().failed = Some(SolverError::Unavailable));
        pump();
        return;
    };
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            match event.data().as_string() {
                Some(text) => on_reply(generation, &text),
                None => lost(generation, SolverError::Failed),
            }
        });
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |event: web_sys::Event| {
        event.prevent_default();
        lost(generation, SolverError::Failed);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    CLIENT.with(|c| {
        c.borrow_mut().running = Some(Running {
            worker,
            ready: false,
            _on_message: on_message,
            _on_error: on_error,
        });
    });
    spawn_local(async move {
        sleep(PROGRESS_AFTER_MS).await;
        let starting = CLIENT.with(|c| {
            let c = c.borrow();
            c.generation == generation && c.running.as_ref().is_some_and(|r| !r.ready)
        });
        if starting {
            set_status(SolverStatus::Loading);
        }
        sleep(START_TIMEOUT_MS - PROGRESS_AFTER_MS).await;
        let stuck = CLIENT.with(|c| {
            let c = c.borrow();
            c.generation == generation && c.running.as_ref().is_some_and(|r| !r.ready)
        });
        if stuck {
            lost(generation, SolverError::Unavailable);
        }
    });
}
