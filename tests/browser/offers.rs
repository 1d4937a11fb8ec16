//! The name asked once and the made link's box, each one component shared by the offers after a
//! game and the challenge page (SPEC 12, 18): `NameForm` and `SharedLink` mounted on their own.

use std::sync::{Arc, Mutex};

use leptos::prelude::*;
use leptos::task::tick;
use mastermind::components::name_form::NameForm;
use mastermind::components::shared_link::SharedLink;
use mastermind::storage::load_settings;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Event, HtmlInputElement};

use crate::components::Mounted;

/// Mounts `view` in its own container, with an empty localStorage.
fn mount_alone<V: IntoView + 'static>(view: impl FnOnce() -> V + 'static) -> Mounted {
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let doc = document();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), view);
    Mounted {
        root,
        handle: Some(Box::new(handle)),
    }
}

/// The one element under `mounted` that `selector` finds.
fn one(mounted: &Mounted, selector: &str) -> web_sys::Element {
    let mut found = mounted.all(selector);
    assert_eq!(found.len(), 1, "exactly one {selector:?}");
    found.remove(0)
}

/// The text of the label of the element whose id is `id`.
fn label_of(mounted: &Mounted, id: &str) -> String {
    one(mounted, &format!("label[for={id}]"))
        .text_content()
        .unwrap_or_default()
}

/// Types `text` in the name field and submits its form with its button (`Make`).
async fn give(mounted: &Mounted, text: &str) {
    let input: HtmlInputElement = one(mounted, "#t-name").unchecked_into();
    input.set_value(text);
    input.dispatch_event(&Event::new("input").unwrap()).unwrap();
    mounted.click("Make").await;
}

#[wasm_bindgen_test]
async fn the_name_is_asked_once_checked_and_remembered() {
    let names = Arc::new(Mutex::new(Vec::<String>::new()));
    let got = names.clone();
    let mounted = mount_alone(move || {
        view! {
            <NameForm
                action="Go"
                id="t-name"
                submit="Make"
                on_name=move |name: mastermind::rules::name::Name| {
                    got.lock().unwrap().push(name.as_str().to_owned())
                }
            />
        }
    });
    tick().await;
    // The button alone, without a class when none is given.
    assert!(mounted.all("form").is_empty());
    assert!(!mounted.button("Go").has_attribute("class"));
    mounted.click("Go").await;
    // Asked: the field, its error's place, the submit button.
    let input = one(&mounted, "#t-name");
    assert_eq!(
        input.get_attribute("aria-describedby").as_deref(),
        Some("t-name-error")
    );
    assert_eq!(label_of(&mounted, "t-name"), "Your name");
    assert_eq!(
        mounted.button("Make").get_attribute("type").as_deref(),
        Some("submit")
    );
    // Too long: said under the field, nothing made, nothing remembered.
    give(&mounted, &"x".repeat(60)).await;
    let error = one(&mounted, "#t-name-error");
    assert!(!error.text_content().unwrap_or_default().is_empty());
    assert!(names.lock().unwrap().is_empty());
    assert_eq!(load_settings().challenge_name, None);
    // A good name: made, remembered, the form gone.
    give(&mounted, " Bea ").await;
    assert_eq!(*names.lock().unwrap(), ["Bea"]);
    assert_eq!(load_settings().challenge_name.as_deref(), Some("Bea"));
    assert!(mounted.all("form").is_empty());
    // The next press uses it at once.
    mounted.click("Go").await;
    assert_eq!(*names.lock().unwrap(), ["Bea", "Bea"]);
    assert!(mounted.all("form").is_empty());
    window().local_storage().unwrap().unwrap().clear().unwrap();
}

#[wasm_bindgen_test]
async fn a_made_link_is_shown_with_copy_and_a_notice() {
    let mounted = mount_alone(|| {
        view! {
            <NameForm action="Go" class="primary" id="t-name" submit="Make" on_name=|_| () />
            <SharedLink label="The link" id="t-url" url="https://example.org/x#y".to_owned() />
        }
    });
    tick().await;
    assert_eq!(
        mounted.button("Go").get_attribute("class").as_deref(),
        Some("primary")
    );
    let boxes = mounted.all(".challenge-link");
    assert_eq!(boxes.len(), 1);
    assert_eq!(label_of(&mounted, "t-url"), "The link");
    let input: HtmlInputElement = one(&mounted, "#t-url").unchecked_into();
    assert_eq!(input.value(), "https://example.org/x#y");
    assert!(input.read_only());
    assert!(mounted.all("[role=status]").is_empty());
    // Copied or refused (the test browser may refuse), the notice says which.
    mounted.button("Copy link").click();
    for _ in 0..100 {
        if !mounted.all("[role=status]").is_empty() {
            break;
        }
        gloo_timers::future::TimeoutFuture::new(20).await;
    }
    assert!(!mounted.status().is_empty());
}
