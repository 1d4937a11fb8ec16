//! The pages of words' first paint (issue 43) is the markup their components render: each page
//! mounted in each language, compared with its generated fragment (`public/paint/`,
//! `cargo xtask first-paint`) element by element, attribute by attribute and text by
//! text, so that the two cannot drift (a drift would shift the page when the whole game takes
//! over). Left out of the comparison: what the fragment adds for its time before the program
//! (`inert`), what the program draws at random or by the date (a link's query: its seed; the
//! puzzle of the day's difficulty, which the fragment holds for every weekday and the loader
//! picks as this test does), and Leptos's empty comment markers.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use leptos::task::tick;
use leptos_router::components::Router;
use mastermind::i18n::Lang;
use mastermind::pages::guide::RulesPage;
use mastermind::pages::intro::Intro;
use mastermind::pages::learn::LearnPage;
use mastermind::pages::puzzles::PuzzlesPage;
use mastermind::pages::variants::VariantsPage;
use mastermind::routes::word_page::WordPage as Page;
use mastermind::session::preferences::Preferences;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, Node};

/// The generated fragment of `page` in `lang`, as the build serves it.
fn fragment(page: Page, lang: Lang) -> &'static str {
    macro_rules! files {
        ($($page:ident $slug:literal),*) => {
            match (page, lang.code()) {
                $(
                    (Page::$page, "en") => include_str!(concat!("../../public/paint/", $slug, ".en.html")),
                    (Page::$page, "pt") => include_str!(concat!("../../public/paint/", $slug, ".pt.html")),
                    (Page::$page, "es") => include_str!(concat!("../../public/paint/", $slug, ".es.html")),
                    (Page::$page, "fr") => include_str!(concat!("../../public/paint/", $slug, ".fr.html")),
                )*
                _ => panic!("no fragment for {page:?} in {}", lang.code()),
            }
        };
    }
    files!(Rules "rules", Variants "variants", Puzzles "puzzles", Intro "intro", Learn "learn")
}

/// Today's weekday as the loader counts it (UTC, Monday first).
fn weekday() -> usize {
    let days = (js_sys::Date::now() / 86_400_000.0).floor() as i64;
    (days + 3).rem_euclid(7) as usize
}

/// The element tree under `node` as text: tags, sorted attributes and texts.
fn skeleton(node: &Node, out: &mut String) {
    if node.node_type() == Node::TEXT_NODE {
        out.push_str(&node.text_content().unwrap_or_default());
        return;
    }
    let Some(el) = node.dyn_ref::<Element>() else {
        return; // comments
    };
    let tag = el.tag_name().to_lowercase();
    let mut attrs: Vec<(String, String)> = Vec::new();
    let mut days = None;
    let names = el.get_attribute_names();
    for name in names.iter().filter_map(|n| n.as_string()) {
        let value = el.get_attribute(&name).unwrap_or_default();
        match name.as_str() {
            "inert" | "aria-current" => {}
            "data-days" => days = Some(value),
            "href" => attrs.push((name, value.split('?').next().unwrap_or_default().to_owned())),
            _ => attrs.push((name, value)),
        }
    }
    attrs.sort();
    out.push('<');
    out.push_str(&tag);
    for (name, value) in attrs {
        out.push_str(&format!(" {name}=\"{value}\""));
    }
    out.push('>');
    if let Some(days) = days {
        out.push_str(days.split('|').nth(weekday()).unwrap_or_default());
    } else {
        let children = node.child_nodes();
        for i in 0..children.length() {
            if let Some(child) = children.item(i) {
                skeleton(&child, out);
            }
        }
    }
    out.push_str(&format!("</{tag}>"));
}

/// Where two texts part, with some of each around it.
fn parting(a: &str, b: &str) -> String {
    let at = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    let around = |s: &str| -> String { s.chars().skip(at.saturating_sub(200)).take(400).collect() };
    format!("the page:\n{}\nthe fragment:\n{}", around(a), around(b))
}

fn page_view(page: Page) -> AnyView {
    match page {
        Page::Rules => view! { <RulesPage /> }.into_any(),
        Page::Variants => view! { <VariantsPage /> }.into_any(),
        Page::Puzzles => view! { <PuzzlesPage /> }.into_any(),
        Page::Intro => view! { <Intro /> }.into_any(),
        Page::Learn => view! { <LearnPage /> }.into_any(),
    }
}

async fn compare(page: Page, lang: Lang) {
    let doc = document();
    window().local_storage().unwrap().unwrap().clear().unwrap();
    // Every language's words as if they had arrived, as the loader hands them over.
    mastermind::i18n::arrive_built_in();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), move || {
        provide_context(RwSignal::new(lang));
        provide_context(Preferences::load());
        // Built inside the Router (children are built lazily), as its links need.
        view! { <Router>{page_view(page)}</Router> }
    });
    tick().await;
    let mut drawn = String::new();
    skeleton(
        &root.first_element_child().expect("the page").into(),
        &mut drawn,
    );
    // Parsed outside the document, as the loader parses it.
    let parsed = doc.create_element("div").unwrap();
    parsed.set_inner_html(fragment(page, lang).trim_end());
    let mut painted = String::new();
    skeleton(
        &parsed
            .first_element_child()
            .expect("the fragment's page")
            .into(),
        &mut painted,
    );
    drop(handle);
    root.remove();
    assert!(
        drawn == painted,
        "{page:?} in {}: the page and its first paint differ; {}",
        lang.code(),
        parting(&drawn, &painted)
    );
}

#[wasm_bindgen_test]
async fn each_pages_first_paint_is_what_it_renders_in_every_language() {
    for page in Page::ALL {
        for &lang in Lang::ALL {
            compare(page, lang).await;
        }
    }
}
