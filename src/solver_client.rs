#![allow(clippy::expect_used)] // nopanic: swept after the merge
//! The solver's web worker seen from the page: the one adapter that starts it, sends it
//! [`Task`]s and hands back its [`Answer`]s as futures, so the solver never runs on the page's
//! thread and the main bundle carries none of its code.
//!
//! - The worker (`solver_loader.js`, built by Trunk from `src/bin/solver.rs`) is started the first
//!   time anything asks, and again after a cancellation.
//! - Tasks are sent one at a time, in the order asked. Dropping a [`Pending`] cancels its task:
//!   a queued one is forgotten, a running one stops with its worker (`terminate`), and the next
//!   task goes to a fresh worker. So a new guess or leaving a page never waits for a search no
//!   longer wanted.
//! - [`status`] says whether the page waits for the solver (after 150 ms: loading or thinking),
//!   or whether it could not be started, in which case every task fails with
//!   [`SolverError::Unavailable`] and the game plays on without it.
//! - Each task leaves `performance` marks (`solver:ask`, `solver:answer`, `solver:cancel`) and
//!   a measure (`solver: <task>`), which the end-to-end tests and the browser benchmark read.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use futures_channel::oneshot;
use futures_util::future::{AbortHandle, Abortable};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::spawn_local;

use crate::dom::sleep;
use crate::rules::solver::protocol::{Answer, Reply, Request, Task};
use crate::rules::{Level, Turn};

/// The worker's entry script, written by Trunk (`data-loader-shim` in `index.html`).
const WORKER_URL: &str = "/solver_loader.js";
/// How long the page waits before it says it is waiting.
pub const PROGRESS_AFTER_MS: i32 = 150;
/// How long a worker may take to start before the solver counts as unavailable.
const START_TIMEOUT_MS: i32 = 30_000;

/// Why a task got no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolverError {
    /// The worker could not be started (or crashed on this task).
    Unavailable,
    /// The worker refused the task (never asked by the page).
    Refused,
}

/// What the page can say about the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolverStatus {
    /// Nothing asked, or answered within [`PROGRESS_AFTER_MS`].
    Idle,
    /// The worker is being fetched and started, for longer than [`PROGRESS_AFTER_MS`].
    Loading,
    /// A task has run for longer than [`PROGRESS_AFTER_MS`].
    Thinking,
    /// The worker could not be started: aids, the codebreaker and the match's computer are off.
    Unavailable,
}

type Reply_ = Result<Answer, SolverError>;

struct Job {
    id: u32,
    task: Task,
    reply: oneshot::Sender<Reply_>,
}

struct Running {
    worker: web_sys::Worker,
    ready: bool,
    _on_message: Closure<dyn Fn(web_sys::MessageEvent)>,
    _on_error: Closure<dyn Fn(web_sys::Event)>,
}

impl Running {
    /// Ends the worker. Its handlers go first, so no event reaches a dropped closure.
    fn stop(self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

#[derive(Default)]
struct Client {
    running: Option<Running>,
    /// Bumped for every worker started, so events of a terminated one are ignored.
    generation: u32,
    failed: bool,
    queue: VecDeque<Job>,
    in_flight: Option<Job>,
    next_id: u32,
    /// Answers tasks on the page instead of a worker (component tests, which have no worker).
    in_page: Option<fn(&Task) -> Answer>,
}

thread_local! {
    static CLIENT: RefCell<Client> = RefCell::new(Client::default());
    static STATUS: ArcRwSignal<SolverStatus> = ArcRwSignal::new(SolverStatus::Idle);
}

/// Whether the page waits for the solver, or cannot use it (reactive).
pub fn status() -> SolverStatus {
    STATUS.with(|s| s.get())
}

fn set_status(status: SolverStatus) {
    STATUS.with(|s| {
        if s.get_untracked() != status {
            s.set(status);
        }
    });
}

/// Component tests run without the worker's files: they answer tasks with `answer` on the page,
/// one per browser task.
pub fn answer_in_page(answer: fn(&Task) -> Answer) {
    CLIENT.with(|c| c.borrow_mut().in_page = Some(answer));
}

/// A task asked of the solver; resolves to its answer. Dropping it cancels the task.
pub struct Pending {
    id: u32,
    reply: oneshot::Receiver<Reply_>,
}

impl Future for Pending {
    type Output = Reply_;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Reply_> {
        Pin::new(&mut self.reply)
            .poll(cx)
            .map(|r| r.unwrap_or(Err(SolverError::Unavailable)))
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        cancel(self.id);
    }
}

/// Asks the solver to do `task`.
pub fn ask(task: Task) -> Pending {
    let (tx, rx) = oneshot::channel();
    let id = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        c.next_id = c.next_id.wrapping_add(1);
        let id = c.next_id;
        c.queue.push_back(Job {
            id,
            task,
            reply: tx,
        });
        id
    });
    pump();
    Pending { id, reply: rx }
}

/// Asks `task` and gives the outcome to `then`, unless the returned handle is aborted first
/// (which cancels the task). In an effect: `on_cleanup(move || handle.abort())`.
pub fn spawn(task: Task, then: impl FnOnce(Reply_) + 'static) -> AbortHandle {
    let pending = ask(task);
    let (handle, registration) = AbortHandle::new_pair();
    spawn_local(async move {
        let _ = Abortable::new(async move { then(pending.await) }, registration).await;
    });
    handle
}

/// The keys still possible after each row that `rows` gives (a level and its rows, or `None`
/// for no counts), counted by the solver. The counts of the rows already counted stay while a
/// new row is counted; a change of rows cancels a count under way.
pub fn counts(rows: impl Fn() -> Option<(Level, Vec<Turn>)> + 'static) -> Signal<Vec<usize>> {
    let counts = RwSignal::new(Vec::new());
    Effect::new(move || {
        let Some((level, rows)) = rows() else {
            counts.set(Vec::new());
            return;
        };
        if counts.with_untracked(|c| c.len() > rows.len()) {
            counts.update(|c| c.truncate(rows.len()));
        }
        if rows.is_empty() {
            return;
        }
        let handle = spawn(Task::Remaining { level, rows }, move |answer| {
            if let Ok(Answer::Remaining(left)) = answer {
                counts.try_set(left.into_iter().map(|n| n as usize).collect());
            }
        });
        on_cleanup(move || handle.abort());
    });
    counts.into()
}

fn task_name(task: &Task) -> &'static str {
    match task {
        Task::NextGuess { .. } => "next guess",
        Task::MatchGuess { .. } => "match guess",
        Task::Remaining { .. } => "remaining",
        Task::Replay { .. } => "replay",
        Task::AnalyseRow { .. } => "analyse row",
        Task::Conflict { .. } => "conflict",
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
fn cancel(id: u32) {
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
        set_status(if failed() {
            SolverStatus::Unavailable
        } else {
            SolverStatus::Idle
        });
        pump();
    }
}

fn failed() -> bool {
    CLIENT.with(|c| c.borrow().failed)
}

/// Sends the next task if the worker is free, starting a worker if there is none.
fn pump() {
    enum Next {
        Nothing,
        Start,
        Fail(Vec<Job>),
        Sent(u32),
        InPage(u32, fn(&Task) -> Answer, Task),
    }
    let next = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        if c.in_flight.is_some() || c.queue.is_empty() {
            return Next::Nothing;
        }
        if c.failed {
            return Next::Fail(c.queue.drain(..).collect());
        }
        if let Some(answer) = c.in_page {
            let job = c.queue.pop_front().expect("the queue is not empty");
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
        let job = c.queue.pop_front().expect("the queue is not empty");
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
            _ => Next::Fail(Vec::new()),
        }
    });
    match next {
        Next::Nothing => {}
        Next::Start => start(),
        Next::Fail(jobs) => {
            set_status(SolverStatus::Unavailable);
            for job in jobs {
                let _ = job.reply.send(Err(SolverError::Unavailable));
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

/// The worker could not start, or crashed: its task fails; before it ever started, the
/// solver is unavailable for the rest of the visit.
fn lost(generation: u32) {
    let (jobs, permanent) = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        if c.generation != generation {
            return (Vec::new(), false);
        }
        let Some(running) = c.running.take() else {
            return (Vec::new(), false);
        };
        let ready = running.ready;
        running.stop();
        let mut jobs: Vec<Job> = c.in_flight.take().into_iter().collect();
        if !ready {
            c.failed = true;
            jobs.extend(c.queue.drain(..));
        }
        (jobs, !ready)
    });
    set_status(if permanent {
        SolverStatus::Unavailable
    } else {
        SolverStatus::Idle
    });
    for job in jobs {
        let _ = job.reply.send(Err(SolverError::Unavailable));
    }
    pump();
}

fn on_reply(generation: u32, text: &str) {
    let Ok(reply) = serde_json::from_str::<Reply>(text) else {
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
        Reply::Done { id, answer } => finish(id, answer),
    }
}

/// Starts a worker; tasks wait in the queue until it says it is ready.
fn start() {
    let generation = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        c.generation = c.generation.wrapping_add(1);
        c.generation
    });
    let options = web_sys::WorkerOptions::new();
    options.set_name("solver");
    let Ok(worker) = web_sys::Worker::new_with_options(WORKER_URL, &options) else {
        CLIENT.with(|c| c.borrow_mut().failed = true);
        pump();
        return;
    };
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            if let Some(text) = event.data().as_string() {
                on_reply(generation, &text);
            }
        });
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |event: web_sys::Event| {
        event.prevent_default();
        lost(generation);
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
            lost(generation);
        }
    });
}
