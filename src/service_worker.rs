//! The service worker seen from the page (SPEC 10): registers `sw.js` in release builds (debug
//! builds have none, see `tools/post_build.mjs`) and says when a new version of the game is
//! installed and waiting. The page then offers `Reload`; it never reloads by itself.
//!
//! [`Worker`] does it with web-sys alone (home's own program uses it); [`Updates`] is the same
//! for the Leptos pages, with a signal.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::{JsFuture, spawn_local};
use web_sys::ServiceWorkerRegistration;

/// The service worker's registration, once the browser has given it (without Leptos).
#[derive(Clone, Default)]
pub struct Worker(Rc<RefCell<Option<ServiceWorkerRegistration>>>);

/// Whether a service worker controls the page: a newer one waiting is then an update.
fn controlled() -> bool {
    web_sys::window().is_some_and(|w| w.navigator().service_worker().controller().is_some())
}

impl Worker {
    /// Registers the service worker (release builds only) and calls `ready` when a new version
    /// is installed and waits.
    pub fn start(ready: impl Fn() + 'static) -> Worker {
        let worker = Worker::default();
        if !cfg!(debug_assertions) {
            worker.register(Rc::new(ready));
        }
        worker
    }

    fn register(&self, ready: Rc<dyn Fn()>) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let navigator = window.navigator();
        // Browsers without service workers (or with them blocked) simply play online.
        if !js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
            return;
        }
        let container = navigator.service_worker();
        let kept = self.0.clone();
        spawn_local(async move {
            let Ok(registration) =
                JsFuture::from(container.register(&crate::routes::site("/sw.js"))).await
            else {
                return;
            };
            // Blocked service workers (test browsers) resolve to nothing.
            let Ok(registration) = registration.dyn_into::<ServiceWorkerRegistration>() else {
                return;
            };
            // A worker of a newer version, installed while this page has an older one in control.
            if registration.waiting().is_some() && controlled() {
                ready();
            }
            let watched = registration.clone();
            let on_update = Closure::<dyn Fn()>::new(move || {
                let Some(installing) = watched.installing() else {
                    return;
                };
                let worker = installing.clone();
                let ready = ready.clone();
                let on_state = Closure::<dyn Fn()>::new(move || {
                    if worker.state() == web_sys::ServiceWorkerState::Installed && controlled() {
                        ready();
                    }
                });
                installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
                on_state.forget();
            });
            registration.set_onupdatefound(Some(on_update.as_ref().unchecked_ref()));
            on_update.forget();
            *kept.borrow_mut() = Some(registration);
        });
    }

    /// Lets the waiting version take over, then reloads the page once it has.
    pub fn reload(&self) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let container = window.navigator().service_worker();
        let on_change = Closure::<dyn Fn()>::new(|| {
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        });
        container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
        on_change.forget();
        let waiting = self.0.borrow().as_ref().and_then(|r| r.waiting());
        match waiting {
            Some(worker) => {
                let _ = worker.post_message(&"skip-waiting".into());
            }
            None => {
                let _ = window.location().reload();
            }
        }
    }
}

/// Whether a new version is installed and waits for the page to reload.
#[derive(Clone, Copy)]
pub struct Updates {
    pub ready: RwSignal<bool>,
    worker: StoredValue<Worker, LocalStorage>,
}

impl Updates {
    /// Registers the service worker (release builds only) and watches for new versions.
    pub fn start() -> Updates {
        let ready = RwSignal::new(false);
        let worker = Worker::start(move || {
            ready.try_set(true);
        });
        Updates {
            ready,
            worker: StoredValue::new_local(worker),
        }
    }

    /// Lets the waiting version take over, then reloads the page once it has.
    pub fn reload(&self) {
        self.worker.with_value(Worker::reload);
    }
}
