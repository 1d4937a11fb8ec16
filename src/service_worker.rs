//! The service worker seen from the page (SPEC 10): registers `sw.js` in release builds (debug
//! builds have none, see `tools/post_build.mjs`) and says when a new version of the game is
//! installed and waiting. The page then offers `Reload`; it never reloads by itself.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::{JsFuture, spawn_local};

/// Whether a new version is installed and waits for the page to reload.
#[derive(Clone, Copy)]
pub struct Updates {
    pub ready: RwSignal<bool>,
    registration: StoredValue<Option<web_sys::ServiceWorkerRegistration>, LocalStorage>,
}

impl Updates {
    /// Registers the service worker (release builds only) and watches for new versions.
    pub fn start() -> Updates {
        let updates = Updates {
            ready: RwSignal::new(false),
            registration: StoredValue::new_local(None),
        };
        if !cfg!(debug_assertions) {
            updates.register();
        }
        updates
    }

    fn register(self) {
        let navigator = window().navigator();
        // Browsers without service workers (or with them blocked) simply play online.
        if !js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
            return;
        }
        let container = navigator.service_worker();
        spawn_local(async move {
            let Ok(registration) = JsFuture::from(container.register("/sw.js")).await else {
                return;
            };
            // Blocked service workers (test browsers) resolve to nothing.
            let Ok(registration) = registration.dyn_into::<web_sys::ServiceWorkerRegistration>()
            else {
                return;
            };
            // A worker of a newer version, installed while this page has an older one in control.
            let controlled = move || window().navigator().service_worker().controller().is_some();
            if registration.waiting().is_some() && controlled() {
                self.ready.set(true);
            }
            let watched = registration.clone();
            let on_update = Closure::<dyn Fn()>::new(move || {
                let Some(installing) = watched.installing() else {
                    return;
                };
                let worker = installing.clone();
                let on_state = Closure::<dyn Fn()>::new(move || {
                    if worker.state() == web_sys::ServiceWorkerState::Installed && controlled() {
                        self.ready.try_set(true);
                    }
                });
                installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
                on_state.forget();
            });
            registration.set_onupdatefound(Some(on_update.as_ref().unchecked_ref()));
            on_update.forget();
            self.registration.try_set_value(Some(registration));
        });
    }

    /// Lets the waiting version take over, then reloads the page once it has.
    pub fn reload(&self) {
        let container = window().navigator().service_worker();
        let on_change = Closure::<dyn Fn()>::new(|| {
            let _ = window().location().reload();
        });
        container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
        on_change.forget();
        let waiting = self
            .registration
            .with_value(|r| r.as_ref().and_then(|r| r.waiting()));
        match waiting {
            Some(worker) => {
                let _ = worker.post_message(&"skip-waiting".into());
            }
            None => {
                let _ = window().location().reload();
            }
        }
    }
}
