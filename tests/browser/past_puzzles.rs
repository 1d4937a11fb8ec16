//! The past puzzles of the day (issue 44, SPEC §18), mounted: a table per level of the 30 dates
//! before today, a date in the puzzle statistics showing its result and no link, every other
//! date a `Play YYYY-MM-DD` link to its puzzle, and `Earlier` adding 30 dates.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use leptos::task::tick;
use leptos_router::components::Router;
use mastermind::i18n::Lang;
use mastermind::pages::past_puzzles::PastPuzzlesPage;
use mastermind::rules::level::Level;
use mastermind::rules::puzzle::{PuzzleEnd, PuzzleLog};
use mastermind::rules::store::Stored;
use mastermind::rules::time::Timestamp;
use mastermind::session::game::today;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

#[wasm_bindgen_test]
async fn each_level_lists_thirty_dates_a_played_one_with_its_result() {
    let doc = web_sys::window().unwrap().document().unwrap();
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let yesterday = today().before(0, 1).next().unwrap();
    let log = PuzzleLog::from_ends([PuzzleEnd {
        id: "pp-1".into(),
        level: Level::II,
        daily: Some(yesterday),
        past: true,
        solved: false,
        attempts: 1,
        at: Timestamp::parse("2026-11-27T10:00:00.000Z").unwrap(),
    }]);
    storage
        .set_item(&PuzzleLog::key(()), &log.to_json())
        .unwrap();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), || {
        provide_context(RwSignal::new(Lang::En));
        view! { <Router><PastPuzzlesPage /></Router> }
    });
    tick().await;
    let tables = root.query_selector_all("table").unwrap();
    assert_eq!(tables.length(), 3);
    let captions: Vec<String> = (0..3)
        .map(|i| {
            let table = tables.item(i).unwrap().unchecked_into::<web_sys::Element>();
            let rows = table.query_selector_all("tbody tr").unwrap().length();
            assert_eq!(rows, 30);
            table
                .query_selector("caption")
                .unwrap()
                .unwrap()
                .text_content()
                .unwrap()
        })
        .collect();
    assert_eq!(
        captions,
        [
            "Past puzzles, level I",
            "Past puzzles, level II",
            "Past puzzles, level III"
        ]
    );
    let first_row = |table: u32| {
        let table = tables
            .item(table)
            .unwrap()
            .unchecked_into::<web_sys::Element>();
        table.query_selector("tbody tr").unwrap().unwrap()
    };
    let date = yesterday.to_string();
    // Level II's yesterday: played, its result and no link.
    let played = first_row(1);
    assert_eq!(
        played
            .query_selector("th")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap(),
        date
    );
    assert_eq!(
        played
            .query_selector("td")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap(),
        "Not solved"
    );
    assert!(played.query_selector("a").unwrap().is_none());
    // Level I's: a link to play it.
    let link = first_row(0).query_selector("a").unwrap().unwrap();
    assert_eq!(link.text_content().unwrap(), format!("Play {date}"));
    assert_eq!(
        link.get_attribute("href").unwrap(),
        format!("/puzzle/1/daily?date={date}")
    );
    // Earlier: 30 more dates in every table.
    let earlier = root.query_selector("button").unwrap().unwrap();
    assert_eq!(earlier.text_content().unwrap(), "Earlier");
    earlier.unchecked_into::<HtmlElement>().click();
    tick().await;
    for i in 0..3 {
        let table = tables.item(i).unwrap().unchecked_into::<web_sys::Element>();
        assert_eq!(table.query_selector_all("tbody tr").unwrap().length(), 60);
    }
    drop(handle);
    root.remove();
    storage.clear().unwrap();
}
