//! The queue of tasks and the worker that runs them, two halves of one state machine that call
//! each other (so one file): sending the next task to the worker (or answering it on the page),
//! cancelling one, handing an answer back to whoever asked, and the `performance` marks of each;
//! starting the worker, listening to it, and losing it (it could not start, crashed or answered
//! garbage), which turns the solver off for the rest of the visit.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::spawn_local;

use super::{CLIENT, Job, PROGRESS_AFTER_MS, Running, SolverError, SolverStatus, set_status};
use crate::dom::sleep;
use crate::rules::solver::protocol::{Answer, Reply, Request, Task};

fn task_name(task: &Task) -> &'static str {
    match task {
        Task::NextGuess { .. } => "next guess",
        Task::MatchGuess { .. } => "match guess",
        Task::Remaining { .. } => "remaining",
        Task::Replay { .. } => "replay",
        Task::AnalyseRow { .. } => "analyse row",
        Task::Conflict { .. } => "conflict",
        Task::Devious { .. } => "devious",
        Task::Puzzle { .. } => "puzzle",
        Task::MadePuzzle { .. } => "made puzzle",
    }
}

fn mark(name: &str) {
    if let Some(perf) = window().performance() {
        let _ = perf.mark(name);
    }
}

fn measure(name: &str) {
    if let Some(perf) = window().performance() {
        let _ = perf.measure_with_start_mark(&format!("solver: {name}"), "solver:ask");
    }
}

/// Forgets task `id`: a queued task is dropped, a running one stops with its worker.
pub(super) fn cancel(id: u32) {
    let (dropped, stopped) = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        let queued = c.queue.len();
        c.queue.retain(|job| job.id != id);
        let dropped = c.queue.len() < queued;
        if c.in_flight.as_ref().is_some_and(|job| job.id == id) {
            c.in_flight = None;
            if let Some(running) = c.running.take() {
                running.stop();
            }
            (dropped, true)
        } else {
            (dropped, false)
        }
    });
    if dropped || stopped {
        mark("solver:cancel");
    }
    if stopped {
        set_status(status_after(failed()));
        pump();
    }
}

fn failed() -> Option<SolverError> {
    CLIENT.with(|c| c.borrow().failed)
}

/// What the page says when no task runs.
fn status_after(failed: Option<SolverError>) -> SolverStatus {
    match failed {
        None => SolverStatus::Idle,
        Some(SolverError::Unavailable) => SolverStatus::Unavailable,
        Some(_) => SolverStatus::Failed,
    }
}

/// Sends the next task if the worker is free, starting a worker if there is none.
pub(super) fn pump() {
    enum Next {
        Nothing,
        Start,
        Fail(Vec<Job>, SolverError),
        Sent(u32),
        InPage(u32, fn(&Task) -> Answer, Task),
    }
    let next = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        if c.in_flight.is_some() || c.queue.is_empty() {
            return Next::Nothing;
        }
        if let Some(why) = c.failed {
            return Next::Fail(c.queue.drain(..).collect(), why);
        }
        if let Some(answer) = c.in_page {
            let Some(job) = c.queue.pop_front() else {
                return Next::Nothing;
            };
            let (id, task) = (job.id, job.task.clone());
            c.in_flight = Some(job);
            return Next::InPage(id, answer, task);
        }
        let ready = match &c.running {
            None => return Next::Start,
            Some(running) => running.ready,
        };
        if !ready {
            return Next::Nothing;
        }
        let Some(job) = c.queue.pop_front() else {
            return Next::Nothing;
        };
        let id = job.id;
        let text = serde_json::to_string(&Request {
            id,
            task: job.task.clone(),
        })
        .unwrap_or_default();
        let sent = c.running.as_ref().map(|running| {
            running
                .worker
                .post_message(&wasm_bindgen::JsValue::from_str(&text))
        });
        c.in_flight = Some(job);
        match sent {
            Some(Ok(())) => Next::Sent(id),
            _ => {
                // The worker cannot take messages: it is lost, with this task.
                c.failed = Some(SolverError::Failed);
                if let Some(running) = c.running.take() {
                    running.stop();
                }
                let mut jobs: Vec<Job> = c.in_flight.take().into_iter().collect();
                jobs.extend(c.queue.drain(..));
                Next::Fail(jobs, SolverError::Failed)
            }
        }
    });
    match next {
        Next::Nothing => {}
        Next::Start => start_worker(),
        Next::Fail(jobs, why) => {
            set_status(status_after(Some(why)));
            for job in jobs {
                let _ = job.reply.send(Err(why));
            }
        }
        Next::Sent(id) => {
            mark("solver:ask");
            watch(id);
        }
        Next::InPage(id, answer, task) => {
            mark("solver:ask");
            spawn_local(async move {
                sleep(0).await;
                finish(id, answer(&task));
            });
        }
    }
}

/// Says the page waits if task `id` is still running after [`PROGRESS_AFTER_MS`].
fn watch(id: u32) {
    spawn_local(async move {
        sleep(PROGRESS_AFTER_MS).await;
        let running = CLIENT.with(|c| c.borrow().in_flight.as_ref().map(|j| j.id) == Some(id));
        if running {
            set_status(SolverStatus::Thinking);
        }
    });
}

/// Hands the answer of task `id` to whoever asked, and sends the next task.
fn finish(id: u32, answer: Answer) {
    let job = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        match &c.in_flight {
            Some(job) if job.id == id => c.in_flight.take(),
            _ => None,
        }
    });
    let Some(job) = job else {
        return;
    };
    if !answer.fits(&job.task) {
        // Not an answer to the task: the worker is broken, and so is the solver for this visit.
        let _ = job.reply.send(Err(SolverError::Failed));
        break_down(SolverError::Failed);
        return;
    }
    mark("solver:answer");
    measure(task_name(&job.task));
    set_status(SolverStatus::Idle);
    let reply = match answer {
        Answer::Refused => Err(SolverError::Refused),
        answer => Ok(answer),
    };
    let _ = job.reply.send(reply);
    pump();
}

// The worker itself.

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
fn break_down(why: SolverError) {
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
fn start_worker() {
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
