//! The solver's web worker seen from the page: the one adapter that starts it, sends it
//! [`Task`]s and hands back its [`Answer`]s as futures, so the solver never runs on the page's
//! thread and the main bundle carries none of its code.
//!
//! - The worker (`solver_loader.js`, built by Trunk from `src/bin/solver.rs`) is started the first
//!   time anything asks, and again after a cancellation.
//! - One way to run a task: [`ask`] gives a future of its answer, and dropping that future
//!   cancels the task: a queued one is forgotten, a running one stops with its worker
//!   (`terminate`), and the next task goes to a fresh worker. Work that awaits tasks runs as a
//!   [`Work`] ([`start`], or [`spawn`] for one task), whose drop drops its future and so cancels
//!   the task it awaits: a view keeps it until its cleanup, a session until its next move. So a
//!   new guess or leaving a page never waits for a search no longer wanted.
//! - The page itself runs no search: every one goes to the worker. Only component tests, which
//!   have no worker, answer tasks on the page ([`answer_in_page`]).
//! - [`status`] says whether the page waits for the solver (after 150 ms: loading or thinking),
//!   whether it could not be started, or whether it failed (crashed, or answered something that
//!   is not an answer to its task). Then every task fails with a [`SolverError`] for the rest of
//!   the visit, the aids say so, and the game plays on without it.
//! - Each task leaves `performance` marks (`solver:ask`, `solver:answer`, `solver:cancel`) and
//!   a measure (`solver: <task>`), which the end-to-end tests and the browser benchmark read.

mod queue;

use std::cell::RefCell;
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use futures_channel::oneshot;
use futures_util::future::{AbortHandle, Abortable};
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::spawn_local;

use crate::rules::game::Turn;
use crate::rules::level::Level;
use crate::rules::solver::protocol::SolverError;
use crate::rules::solver::protocol::{Answer, Task};

use queue::{cancel, pump};

/// How long the page waits before it says it is waiting.
pub const PROGRESS_AFTER_MS: i32 = 150;

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
    /// The worker crashed or answered garbage: the same as [`SolverStatus::Unavailable`], said
    /// differently.
    Failed,
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

#[derive(Default)]
struct Client {
    running: Option<Running>,
    /// Bumped for every worker started, so events of a terminated one are ignored.
    generation: u32,
    /// Why the solver is off for the rest of the visit, once it is.
    failed: Option<SolverError>,
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
/// one per browser task. Only tests call it: the game never searches on the page's thread (with
/// no worker, the aids say the solver is unavailable).
pub fn answer_in_page(answer: fn(&Task) -> Answer) {
    CLIENT.with(|c| c.borrow_mut().in_page = Some(answer));
}

/// A task asked of the solver; resolves to its answer. Dropping it cancels the task.
#[must_use = "dropping it cancels the task"]
pub struct Pending {
    id: u32,
    reply: oneshot::Receiver<Reply_>,
}

impl Future for Pending {
    type Output = Reply_;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Reply_> {
        Pin::new(&mut self.reply)
            .poll(cx)
            .map(|r| r.unwrap_or(Err(SolverError::Failed)))
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        cancel(self.id);
    }
}

/// Asks the solver to do `task`: the one way the page runs a solver task. The future resolves to
/// the answer (of the task's kind, or an error); dropping it cancels the task.
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

/// Work on the page's event loop that awaits solver tasks ([`ask`]): it runs until its future
/// ends or it is dropped. Dropping it drops the future, and with it the task it awaits, which
/// is cancelled. Keep it where its owner lives: in `on_cleanup` of a view or an effect, or in a
/// session's `StoredValue` until the next move.
#[must_use = "dropping it cancels the work"]
pub struct Work(AbortHandle);

impl Drop for Work {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Runs `work` until it ends or the returned [`Work`] is dropped.
pub fn start(work: impl Future<Output = ()> + 'static) -> Work {
    let (handle, registration) = AbortHandle::new_pair();
    spawn_local(async move {
        let _ = Abortable::new(work, registration).await;
    });
    Work(handle)
}

/// Asks `task` and gives the outcome to `then`, unless the returned [`Work`] is dropped first
/// (which cancels the task).
pub fn spawn(task: Task, then: impl FnOnce(Reply_) + 'static) -> Work {
    let pending = ask(task);
    start(async move { then(pending.await) })
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
        let work = spawn(Task::Remaining { level, rows }, move |answer| {
            if let Ok(Answer::Remaining(left)) = answer {
                counts.try_set(left.into_iter().map(|n| n as usize).collect());
            }
        });
        on_cleanup(move || drop(work));
    });
    counts.into()
}

/// The puzzle of `seed` at `level` in the band `difficulty`, generated in the solver's worker
/// (SPEC §15) and checked again here, since nothing from a worker is trusted: `None` when the
/// worker failed or sent something that is not a puzzle of the level.
pub async fn puzzle(
    level: Level,
    seed: u64,
    difficulty: crate::rules::puzzle::Difficulty,
) -> Option<crate::rules::puzzle::Puzzle> {
    let task = Task::Puzzle {
        level,
        seed,
        difficulty,
    };
    match ask(task).await {
        Ok(Answer::Puzzle(p)) => crate::rules::puzzle::Puzzle::new(level, p.key, p.rows).ok(),
        _ => None,
    }
}
