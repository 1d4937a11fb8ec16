//! The game page as a game (SPEC §17), mounted: each row said at once by the board's polite
//! live region, the result at the board once the game ends, and the reading of the board shown
//! on screen until it is closed.
#![cfg(target_arch = "wasm32")]

use mastermind::rules::key::key_from_seed;
use mastermind::rules::level::Level;
use wasm_bindgen_test::*;

use crate::components::{mount, wrong_code};

#[wasm_bindgen_test]
async fn each_row_is_said_at_once_and_a_new_game_leaves_none() {
    let game = mount(Level::I, 21).await;
    let key = key_from_seed(Level::I, 21);
    // One polite live region per row, in its results cell: the row's words appear in it when
    // the row is played (the region is there before, so the change is heard).
    let said = |row: usize| {
        let regions = game.all(".board .results [aria-live=polite]");
        assert_eq!(regions.len(), Level::I.turns(), "one live region per row");
        regions[row].text_content().unwrap_or_default()
    };
    assert_eq!(said(0), "", "nothing is said before a row is played");
    let wrong = wrong_code(Level::I, key);
    game.play_row(&wrong).await;
    assert_eq!(said(0), "Row 1: 0 black, 0 white");
    // The same marks again are said again, in the next row's own region.
    game.play_row(&wrong).await;
    assert_eq!(said(1), "Row 2: 0 black, 0 white");
    assert_eq!(said(2), "");
    assert_eq!(game.status(), "", "a row is not the flag's to say");
    // The words are in the page once: the row's region is the row's feedback text.
    let text = game.text();
    assert_eq!(text.matches("Row 1: 0 black, 0 white").count(), 1, "{text}");
    game.click("Play again").await;
    game.click("End game").await;
    assert_eq!(said(0), "", "a new game leaves no row of the old one");
    assert_eq!(said(1), "");
}

#[wasm_bindgen_test]
async fn the_result_is_at_the_board_with_play_again_once() {
    let game = mount(Level::I, 22).await;
    let key = key_from_seed(Level::I, 22);
    assert!(
        game.all("[aria-label=Result]").is_empty(),
        "no result while playing"
    );
    game.play_row(&wrong_code(Level::I, key)).await;
    game.play_row(key.pegs()).await;
    let result = game.all(".board .board-top section[aria-label=Result]");
    assert_eq!(
        result.len(),
        1,
        "the result is right under the key and the flag"
    );
    let text = result[0].text_content().unwrap_or_default();
    assert!(text.starts_with("You won in 2 turns!"), "{text}");
    assert!(text.contains("Turns: 2"), "{text}");
    assert!(
        text.contains("Share result") && text.contains("Statistics"),
        "{text}"
    );
    // One Play again: the result's, which starts a new game.
    assert_eq!(game.buttons("Play again").len(), 1);
    assert!(result[0].contains(Some(&game.button("Play again"))));
    game.click("Play again").await;
    assert!(game.all("[aria-label=Result]").is_empty());
    game.button("Row 1, hole 1: empty");
}

#[wasm_bindgen_test]
async fn the_reading_is_shown_until_it_is_closed() {
    let game = mount(Level::I, 23).await;
    let shown = || game.all(".board-reading.open").len();
    assert_eq!(shown(), 0);
    game.click("Read the board").await;
    assert_eq!(shown(), 1);
    let text = game.all(".reading-text")[0]
        .text_content()
        .unwrap_or_default();
    assert!(text.starts_with("No row played yet."), "{text}");
    game.click("Close the reading").await;
    assert_eq!(shown(), 0);
    assert!(game.buttons("Close the reading").is_empty());
    // Still in the page, for the next reading to be heard.
    assert_eq!(game.all(".reading-text[aria-live=polite]").len(), 1);
    game.click("Read the board").await;
    assert_eq!(shown(), 1);
}

/// `Play again` pressed in the moment before the tab first holds the game (SPEC §16): when the
/// hold comes, storage still holds the game as this tab opened it, its new game's write a task
/// away. That is no news from another tab, so the new game stays (it used to bring back the
/// game it left: a devious game's note came back after `Play again`).
#[wasm_bindgen_test]
async fn the_first_hold_keeps_a_new_game_whose_write_is_still_to_come() {
    use leptos::prelude::*;
    use mastermind::rules::game::GameOptions;
    use mastermind::rules::saved::GameSlot;
    use mastermind::session::game::GameSession;
    use mastermind::storage::{ScoreBook, StatsBook};

    // The effects' executor, which mounting a view starts (already there after another test).
    use wasm_bindgen::JsCast;
    let root = document().create_element("div").unwrap();
    let _mounted = leptos::mount::mount_to(root.unchecked_into(), || ());
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let owner = Owner::new();
    let session = owner.with(|| {
        provide_context(ScoreBook::load());
        provide_context(StatsBook::load());
        GameSession::open(
            GameSlot::Free(Level::I),
            Some("31"),
            None,
            GameOptions::default(),
        )
    });
    leptos::task::tick().await;
    let opened = session.id.get_untracked();
    session.again(GameOptions::default());
    let again = session.id.get_untracked();
    assert_ne!(again, opened, "Play again draws a game of its own");
    // The hold comes before the write: the stored game is the one this tab wrote.
    session.take_stored();
    assert_eq!(session.id.get_untracked(), again, "the new game stays");
    leptos::task::tick().await;
    let stored = window()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item(&mastermind::rules::saved::game_key(GameSlot::Free(
            Level::I,
        )))
        .unwrap()
        .unwrap_or_default();
    assert!(stored.contains(&again), "the new game is written: {stored}");
    owner.cleanup();
}
