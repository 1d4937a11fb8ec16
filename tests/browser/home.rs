//! Home's own program (`src/home_page.rs`, web-sys alone) against the whole game's Leptos home
//! page: the same markup from the same storage, and the way in in every language.

use leptos::prelude::*;
use leptos::task::tick;
use mastermind::components::site_header::SiteHeader;
use mastermind::components::update_notice::UpdateNotice;
use mastermind::i18n::Lang;
use mastermind::pages::home::Home;
use mastermind::service_worker::Updates;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Document, Element};

use crate::components::{Mounted, accessible_name};

/// An empty element at the end of the body.
fn root(doc: &Document) -> Element {
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    root
}

/// The markup under `root`, without the comments Leptos leaves as markers.
fn markup(root: &Element) -> String {
    fn strip(node: &web_sys::Node) {
        let children = node.child_nodes();
        let nodes: Vec<web_sys::Node> = (0..children.length())
            .filter_map(|i| children.item(i))
            .collect();
        for child in nodes {
            if child.node_type() == web_sys::Node::COMMENT_NODE {
                node.remove_child(&child).unwrap();
            } else {
                strip(&child);
            }
        }
    }
    let copy: Element = root.clone_node_with_deep(true).unwrap().unchecked_into();
    strip(&copy);
    copy.inner_html()
}

/// The whole game's frame around its home page: the header, the update notice, the page.
#[component]
fn LeptosHome(lang: Lang) -> impl IntoView {
    provide_context(RwSignal::new(lang));
    provide_context(Updates::start());
    view! {
        <SiteHeader />
        <main>
            <UpdateNotice />
            <Home />
        </main>
    }
}

#[wasm_bindgen_test]
async fn home_without_leptos_draws_what_the_leptos_home_draws() {
    let storage = window().local_storage().unwrap().unwrap();
    for lang in [Lang::En, Lang::Fr] {
        storage.clear().unwrap();
        storage
            .set_item(
                "mastermind.v1.settings",
                &format!("{{\"version\":1,\"language\":\"{}\"}}", lang.code()),
            )
            .unwrap();
        let doc = document();
        let leptos = root(&doc);
        let handle = leptos::mount::mount_to(
            leptos.clone().unchecked_into(),
            move || view! { <LeptosHome lang /> },
        );
        tick().await;
        let leptos = Mounted {
            root: leptos,
            handle: Some(Box::new(handle)),
        };
        let plain = Mounted {
            root: root(&doc),
            handle: None,
        };
        mastermind::home_page::mount(&plain.root).unwrap();
        assert_eq!(markup(&plain.root), markup(&leptos.root), "{lang:?}");
        assert!(plain.all("a.home-primary").len() == 1);
    }
}

#[wasm_bindgen_test]
async fn the_home_pages_own_program_shows_the_way_in_and_switches_language() {
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let doc = document();
    let page = Mounted {
        root: root(&doc),
        handle: None,
    };
    mastermind::home_page::mount(&page.root).unwrap();
    let links = |page: &Mounted| -> Vec<(String, String)> {
        page.all("a")
            .iter()
            .map(|a| (accessible_name(a), a.get_attribute("href").unwrap()))
            .collect()
    };
    // The primary link to a level I board, today's daily keys, then the groups.
    let expected = |names: [&str; 16]| -> Vec<(String, String)> {
        let hrefs = [
            "/",
            "/play/1",
            "/daily",
            "/play",
            "/variant",
            "/puzzles",
            "/learn",
            "/rules",
            "/challenge",
            "/friends",
            "/two",
            "/computer",
            "/match",
            "/scores/1",
            "/stats/1",
            "/data",
        ];
        names
            .iter()
            .zip(hrefs)
            .map(|(n, h)| ((*n).to_owned(), h.to_owned()))
            .collect()
    };
    assert_eq!(
        links(&page),
        expected([
            "Mastermind",
            "Start a game",
            "Daily key",
            "Play",
            "Variants",
            "Puzzles",
            "Learn to play",
            "Rules",
            "Challenge a friend",
            "Friends",
            "Two players",
            "Computer breaks my key",
            "Match",
            "High scores",
            "Statistics",
            "Your data",
        ])
    );
    assert_eq!(page.all("h1")[0].text_content().unwrap(), "Mastermind");
    // The language control writes the page again in Portuguese and remembers the choice.
    let select: web_sys::HtmlSelectElement = page.all("select")[0].clone().unchecked_into();
    assert_eq!(select.get_attribute("aria-label").unwrap(), "Language");
    select.set_value("pt");
    select
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    // The control's handler writes the page again at once.
    assert_eq!(
        links(&page),
        expected([
            "Mastermind",
            "Começar um jogo",
            "Chave do dia",
            "Jogar",
            "Variantes",
            "Quebra-cabeças",
            "Aprender a jogar",
            "Regras",
            "Desafiar um amigo",
            "Amigos",
            "Dois jogadores",
            "O computador descobre a minha chave",
            "Partida",
            "Melhores pontuações",
            "Estatísticas",
            "Os teus dados",
        ])
    );
    assert_eq!(
        doc.document_element()
            .unwrap()
            .get_attribute("lang")
            .unwrap(),
        "pt"
    );
    let stored = window()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item("mastermind.v1.settings")
        .unwrap()
        .unwrap_or_default();
    assert!(stored.contains("\"pt\""), "{stored}");
}
