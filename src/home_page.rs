//! The home page without Leptos: home's own program (`src/bin/home.rs`) draws the site header and
//! the update notice by their one markup ([`header_markup`]) and the [`HomeView`] by its own,
//! which the whole game's `SiteHeader`, `UpdateNotice` and `Home` insert too (a component test
//! compares the two pages), so that a first visit is
//! interactive after a fraction of the bytes Leptos would take.
//! Its links are plain anchors: each loads the page it names (`index.html` picks the programs).
//! The language control writes the page again in the language chosen and remembers it.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{Document, Element};

use crate::header_markup::{self, Control, HEADER_CLASS, LANGUAGE_ID, UPDATE_CLASS};
use crate::home_markup::{self, HOME_CLASS};
use crate::home_view::HomeView;
use crate::i18n::{Lang, Shell};
use crate::service_worker::Worker;
use crate::storage::{browser_language, load_language, save_language};

/// The page's state: its language, whether a new version waits, and what is drawn.
struct HomePage {
    doc: Document,
    lang: Lang,
    update_ready: bool,
    worker: Worker,
    /// Where the page is drawn (the body).
    parent: Element,
    /// The header and the main element drawn last (replaced whole when the language changes).
    drawn: Option<(Element, Element)>,
}

type Shared = Rc<RefCell<HomePage>>;

/// Starts home's own program: the panic hook, then the page in place of `index.html`'s first
/// paint.
pub fn run() {
    crate::crash::install();
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(frame) = doc.get_element_by_id(crate::events::FIRST_PAINT) {
        frame.remove();
    }
    if let Some(body) = doc.body() {
        let _ = mount(&body);
    }
}

/// Draws the header and the main element at the end of `parent` and keeps them up to date (the
/// language control, the update notice). The page lives as long as the document.
pub fn mount(parent: &Element) -> Option<()> {
    let doc = parent.owner_document()?;
    let lang = Lang::chosen(load_language().as_deref(), &browser_language());
    let page: Shared = Rc::new(RefCell::new(HomePage {
        doc: doc.clone(),
        lang,
        update_ready: false,
        worker: Worker::default(),
        parent: parent.clone(),
        drawn: None,
    }));
    draw(&page)?;
    let ready = Rc::downgrade(&page);
    let worker = Worker::start(move || {
        if let Some(page) = ready.upgrade() {
            page.borrow_mut().update_ready = true;
            let _ = draw(&page);
        }
    });
    page.borrow_mut().worker = worker;
    // The page lives as long as the document: its listeners hold it weakly.
    std::mem::forget(page);
    Some(())
}

/// An element with its attributes, in order (`class` first, as Leptos sets it), and its text.
fn element(
    doc: &Document,
    tag: &str,
    attrs: &[(&str, &str)],
    text: Option<&str>,
) -> Option<Element> {
    let el = doc.create_element(tag).ok()?;
    for (name, value) in attrs {
        el.set_attribute(name, value).ok()?;
    }
    if let Some(text) = text {
        el.set_text_content(Some(text));
    }
    Some(el)
}

/// Appends `children` to `parent`.
fn append(parent: &Element, children: &[Element]) -> Option<()> {
    for child in children {
        parent.append_child(child).ok()?;
    }
    Some(())
}

/// Draws the page in its language (again, in place of what was drawn).
fn draw(page: &Shared) -> Option<()> {
    let (header, main) = {
        let me = page.borrow();
        let t = me.lang.shell();
        me.doc.set_title(t.app_name);
        if let Some(html) = me.doc.document_element() {
            html.set_attribute("lang", me.lang.code()).ok()?;
        }
        (
            header(page, &me.doc, t, me.lang)?,
            main(page, &me.doc, t, me.update_ready)?,
        )
    };
    let parent = page.borrow().parent.clone();
    let old = page
        .borrow_mut()
        .drawn
        .replace((header.clone(), main.clone()));
    match old {
        Some((old_header, old_main)) => {
            old_header.replace_with_with_node_1(&header).ok()?;
            old_main.replace_with_with_node_1(&main).ok()?;
        }
        None => append(&parent, &[header, main])?,
    }
    Some(())
}

/// The site header: its one markup ([`header_markup::header`], the whole game's `SiteHeader`'s
/// too), the page written again in the language chosen in it.
fn header(page: &Shared, doc: &Document, t: &'static Shell, lang: Lang) -> Option<Element> {
    let header = element(doc, "header", &[("class", HEADER_CLASS)], None)?;
    header.set_inner_html(&header_markup::header_inside(t, lang, Control::Live));
    let weak = Rc::downgrade(page);
    let on_change = Closure::<dyn Fn(web_sys::Event)>::new(move |ev: web_sys::Event| {
        let chosen = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            .and_then(|s| Lang::from_code(&s.value()));
        let (Some(page), Some(chosen)) = (weak.upgrade(), chosen) else {
            return;
        };
        save_language(chosen.code());
        page.borrow_mut().lang = chosen;
        let _ = draw(&page);
        let focused = page.borrow().doc.get_element_by_id(LANGUAGE_ID);
        // Kept as an `HtmlElement` to focus it, as the Leptos control does after a change.
        if let Some(select) = focused.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = select.focus();
        }
    });
    header
        .query_selector("select")
        .ok()??
        .add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref())
        .ok()?;
    on_change.forget();
    Some(header)
}

/// The main element: the update notice, when a new version waits, and the home page.
fn main(page: &Shared, doc: &Document, t: &'static Shell, update_ready: bool) -> Option<Element> {
    let main = element(doc, "main", &[], None)?;
    if update_ready {
        let notice = element(doc, "div", &[("class", UPDATE_CLASS)], None)?;
        notice.set_inner_html(&header_markup::update_inside(t));
        let weak = Rc::downgrade(page);
        let on_click = Closure::<dyn Fn()>::new(move || {
            if let Some(page) = weak.upgrade() {
                page.borrow().worker.reload();
            }
        });
        notice
            .query_selector("button")
            .ok()??
            .add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref())
            .ok()?;
        on_click.forget();
        append(&main, &[notice])?;
    }
    append(&main, &[home(doc, t, HomeView::read(t))?])?;
    Some(main)
}

/// The home page of `view`: its one markup ([`home_markup::home`]), which the Leptos `Home`
/// inserts too.
fn home(doc: &Document, t: &'static Shell, view: HomeView) -> Option<Element> {
    let page = element(doc, "div", &[("class", HOME_CLASS)], None)?;
    page.set_inner_html(&home_markup::home(t, &view));
    Some(page)
}
