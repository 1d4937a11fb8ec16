//! One game, one tab (SPEC §16): the browser adapter that lets one tab at a time hold a game's
//! slot, through the Web Locks API (`navigator.locks`), called dynamically so no binding is
//! added. The lock's name is the slot's storage key.
//!
//! - Opening a game asks for its lock if it is free (`ifAvailable`). Granted: the tab holds
//!   the game. Not granted: the tab shows the alert and waits in the lock's queue, so that when
//!   the holding tab closes (or crashes: the browser frees its locks) this one takes the game by
//!   itself.
//! - `Play here` takes the lock from the other tab (`steal`). The other tab's request is then
//!   rejected: it shows the alert at once, stops writing, and waits in the queue again.
//! - Each time a tab gains the game, its owner re-reads the game from storage ([`Hold::new`]'s
//!   `gained`), so the moves made in the other tab are the ones it goes on from.
//! - Leaving the game's page gives the lock back, and drops the place in the queue.
//!
//! Where the API is missing (an old browser, a page not served securely), the plain fallback is
//! that every tab holds its games, as before this adapter, and re-reads on opening.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Function, Object, Promise, Reflect};
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// How long a game asked for may take to come before the alert shows (milliseconds).
const GRACE_MS: u64 = 200;

/// Whether this tab holds a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holding {
    /// Asked for, not answered yet (a moment): the tab plays on meanwhile, as it did when it
    /// opened the game, and the answer comes before a person could act.
    Asking,
    /// Given back: no page of this tab shows the game.
    Left,
    /// This tab plays the game.
    Here,
    /// Another tab plays it; this one waits, and offers `Play here`.
    Elsewhere,
}

struct Inner {
    name: String,
    /// The request whose lock this tab holds, if any.
    held: Option<u32>,
    /// Resolves the held lock's promise: gives the lock back.
    release: Option<Function>,
    /// Aborts the request waiting in the queue, if any.
    waiting: Option<JsValue>,
    next: u32,
    gained: Rc<dyn Fn()>,
}

/// A game's slot as this tab holds it (see the module documentation).
#[derive(Clone, Copy)]
pub struct Hold {
    pub holding: RwSignal<Holding>,
    inner: StoredValue<Rc<RefCell<Inner>>, LocalStorage>,
}

/// `navigator.locks`, where the browser has it.
fn locks() -> Option<JsValue> {
    let navigator = web_sys::window()?.navigator();
    Reflect::get(&navigator, &JsValue::from_str("locks"))
        .ok()
        .filter(|l| l.is_object())
}

/// A new `AbortController`, where the browser has one.
fn abort_controller() -> Option<JsValue> {
    let global = js_sys::global();
    let ctor: Function = Reflect::get(&global, &JsValue::from_str("AbortController"))
        .ok()?
        .dyn_into()
        .ok()?;
    Reflect::construct(&ctor, &js_sys::Array::new()).ok()
}

/// Calls `object.method()` when there is such a method.
fn call0(object: &JsValue, method: &str) {
    if let Some(f) = Reflect::get(object, &JsValue::from_str(method))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
    {
        let _ = f.call0(object);
    }
}

impl Hold {
    /// A hold of the game stored under `name`, not yet asked for (see [`Hold::when_gained`]).
    pub fn new(name: String) -> Hold {
        Hold {
            holding: RwSignal::new(Holding::Asking),
            inner: StoredValue::new_local(Rc::new(RefCell::new(Inner {
                name,
                held: None,
                release: None,
                waiting: None,
                next: 0,
                gained: Rc::new(|| {}),
            }))),
        }
    }

    /// Runs `gained` each time this tab gains the game (its owner re-reads the stored game).
    pub fn when_gained(&self, gained: impl Fn() + 'static) {
        if let Some(inner) = self.inner() {
            inner.borrow_mut().gained = Rc::new(gained);
        }
    }

    fn inner(&self) -> Option<Rc<RefCell<Inner>>> {
        self.inner.try_get_value()
    }

    /// Whether this tab may write the game: it holds it, or is still asking (a moment after
    /// opening, before anyone could act).
    pub fn here(&self) -> bool {
        matches!(
            self.holding.try_get_untracked(),
            Some(Holding::Here | Holding::Asking)
        )
    }

    /// Whether the game takes input here (tracked): while held, or still asked for.
    pub fn plays(&self) -> bool {
        matches!(self.holding.get(), Holding::Here | Holding::Asking)
    }

    /// Asks for the game when the page shows it: held at once if no other tab has it.
    pub fn claim(&self) {
        if self.holding.try_get_untracked() == Some(Holding::Here) {
            return;
        }
        self.holding.try_set(Holding::Asking);
        if locks().is_none() {
            self.gain(None);
            return;
        }
        let options = Object::new();
        let _ = Reflect::set(&options, &"ifAvailable".into(), &JsValue::TRUE);
        self.request(&options, true);
    }

    /// `Play here`: takes the game from the tab that holds it.
    pub fn play_here(&self) {
        if locks().is_none() {
            self.gain(None);
            return;
        }
        self.stop_waiting();
        let options = Object::new();
        let _ = Reflect::set(&options, &"steal".into(), &JsValue::TRUE);
        self.request(&options, false);
    }

    /// Gives the game back (the page leaves it) and leaves the queue.
    pub fn release(&self) {
        self.stop_waiting();
        if let Some(inner) = self.inner() {
            let mut inner = inner.borrow_mut();
            inner.held = None;
            if let Some(release) = inner.release.take() {
                let _ = release.call0(&JsValue::NULL);
            }
        }
        self.holding.try_set(Holding::Left);
    }

    fn stop_waiting(&self) {
        let waiting = self.inner().and_then(|i| i.borrow_mut().waiting.take());
        if let Some(controller) = waiting {
            call0(&controller, "abort");
        }
    }

    /// Waits in the lock's queue: the game comes back by itself when the other tab lets go.
    fn wait(&self) {
        self.stop_waiting();
        let options = Object::new();
        if let Some(controller) = abort_controller() {
            if let Ok(signal) = Reflect::get(&controller, &"signal".into()) {
                let _ = Reflect::set(&options, &"signal".into(), &signal);
            }
            if let Some(inner) = self.inner() {
                inner.borrow_mut().waiting = Some(controller);
            }
        }
        self.request(&options, false);
    }

    /// `navigator.locks.request(name, options, granted)`; `if_available`: a `null` lock means
    /// another tab holds the game.
    fn request(&self, options: &Object, if_available: bool) {
        let (Some(locks), Some(inner)) = (locks(), self.inner()) else {
            return;
        };
        let (name, id) = {
            let mut inner = inner.borrow_mut();
            inner.next = inner.next.wrapping_add(1);
            (inner.name.clone(), inner.next)
        };
        let hold = *self;
        let granted = Closure::once_into_js(move |lock: JsValue| -> JsValue {
            if lock.is_null() && if_available {
                // Taken: wait in the queue. A lock this tab has just given back (a page left
                // for another of the same game) is freed a moment later, so the alert shows
                // only if the game has not come within that moment.
                hold.wait();
                set_timeout(
                    move || {
                        if hold.holding.try_get_untracked() == Some(Holding::Asking) {
                            hold.holding.try_set(Holding::Elsewhere);
                        }
                    },
                    std::time::Duration::from_millis(GRACE_MS),
                );
                return JsValue::UNDEFINED;
            }
            hold.gain(Some(id))
                .map_or(JsValue::UNDEFINED, JsValue::from)
        });
        let hold = *self;
        let rejected = Closure::once_into_js(move |_: JsValue| {
            // Stolen by `Play here` in another tab (a waiting request aborted here is not held).
            let was_held = hold
                .inner()
                .is_some_and(|inner| inner.borrow().held == Some(id));
            if was_held {
                hold.lose();
            }
        });
        let Some(request) = Reflect::get(&locks, &"request".into())
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok())
        else {
            return;
        };
        let outcome = request.call3(&locks, &JsValue::from_str(&name), options, &granted);
        // `promise.then(undefined, rejected)`: only a rejection matters.
        if let Ok(promise) = outcome
            && let Some(then) = Reflect::get(&promise, &"then".into())
                .ok()
                .and_then(|f| f.dyn_into::<Function>().ok())
        {
            let _ = then.call2(&promise, &JsValue::UNDEFINED, &rejected);
        }
    }

    /// This tab now holds the game (request `id`; `None` without the API): the owner re-reads
    /// it. Returns the promise that keeps the lock until [`Hold::release`].
    fn gain(&self, id: Option<u32>) -> Option<Promise> {
        let inner = self.inner()?;
        let mut keep = None;
        let promise = Promise::new(&mut |resolve, _| keep = Some(resolve));
        let gained = {
            let mut inner = inner.borrow_mut();
            inner.held = id;
            inner.release = keep;
            inner.gained.clone()
        };
        self.holding.try_set(Holding::Here);
        gained();
        id.map(|_| promise)
    }

    /// Another tab took the game: this one stops writing, says so, and waits its turn.
    fn lose(&self) {
        if let Some(inner) = self.inner() {
            let mut inner = inner.borrow_mut();
            inner.held = None;
            inner.release = None;
        }
        self.holding.try_set(Holding::Elsewhere);
        self.wait();
    }
}
