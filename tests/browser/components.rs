//! Component tests in a real browser (wasm-bindgen-test in headless Chromium): mount the game,
//! click and type as a player would, and read the DOM by accessible names.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use leptos::task::tick;
use leptos_router::components::Router;
use mastermind::components::game_view::GameView;
use mastermind::rules::code::Code;
use mastermind::rules::colour::Colour;
use mastermind::rules::key::key_from_seed;
use mastermind::rules::level::Level;
use mastermind::rules::saved::GameSlot;
use mastermind::session::game_sessions::GameSessions;
use mastermind::session::preferences::Preferences;
use mastermind::sound::Sound;
use mastermind::storage::{ScoreBook, StatsBook};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit};

/// A mounted game in its own container, removed again when dropped.
pub(crate) struct Mounted {
    pub(crate) root: Element,
    /// The mounted view: unmounted when the test ends, so what it holds (a game's tab lock,
    /// SPEC §16) is given back before the next test opens the same game.
    pub(crate) handle: Option<Box<dyn std::any::Any>>,
}

impl Drop for Mounted {
    fn drop(&mut self) {
        drop(self.handle.take());
        self.root.remove();
    }
}

/// The solver answers on the page: the test runner serves no worker files.
fn solver_in_page() {
    mastermind::solver_client::answer_in_page(mastermind::rules::solver::protocol::answer);
}

/// Waits (up to 5 s) until `done` holds, since the solver answers asynchronously.
async fn until(what: &str, done: impl Fn() -> bool) {
    for _ in 0..250 {
        if done() {
            return;
        }
        gloo_timers::future::TimeoutFuture::new(20).await;
    }
    panic!("never happened: {what}");
}

/// Mounts a fresh game (no saved game, no scores) as the page would.
pub(crate) async fn mount(level: Level, seed: u64) -> Mounted {
    solver_in_page();
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let doc = document();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let seed = Some(seed.to_string());
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), move || {
        provide_context(ScoreBook::load());
        provide_context(StatsBook::load());
        let preferences = Preferences::load();
        provide_context(preferences);
        provide_context(Sound::new(preferences.sound.into()));
        provide_context(GameSessions::new());
        view! {
            <Router>
                <GameView which=GameSlot::Free(level) seed=seed.clone() />
            </Router>
        }
    });
    tick().await;
    // The controls and the aids come a task after the board (GameView).
    gloo_timers::future::TimeoutFuture::new(0).await;
    tick().await;
    Mounted {
        root,
        handle: Some(Box::new(handle)),
    }
}

impl Mounted {
    /// Buttons whose accessible name (aria-label, else text) is `name`.
    pub(crate) fn buttons(&self, name: &str) -> Vec<HtmlElement> {
        self.all("button")
            .into_iter()
            .filter(|b| accessible_name(b) == name)
            .map(|b| b.unchecked_into())
            .collect()
    }

    pub(crate) fn button(&self, name: &str) -> HtmlElement {
        let mut found = self.buttons(name);
        assert_eq!(found.len(), 1, "exactly one button named {name:?}");
        found.remove(0)
    }

    /// The checkbox whose label reads `label`.
    pub(crate) fn checkbox(&self, label: &str) -> Element {
        let mut found: Vec<Element> = (self.all("input[type=checkbox]").into_iter())
            .filter(|c| {
                c.closest("label")
                    .ok()
                    .flatten()
                    .and_then(|l| l.text_content())
                    .is_some_and(|text| text.trim() == label)
            })
            .collect();
        assert_eq!(found.len(), 1, "exactly one checkbox labelled {label:?}");
        found.remove(0)
    }

    pub(crate) fn all(&self, selector: &str) -> Vec<Element> {
        let list = self.root.query_selector_all(selector).unwrap();
        (0..list.length())
            .filter_map(|i| list.item(i))
            .map(|n| n.unchecked_into())
            .collect()
    }

    pub(crate) fn holes(&self) -> Vec<Element> {
        self.all("button")
            .into_iter()
            .filter(|b| accessible_name(b).contains(", hole "))
            .collect()
    }

    pub(crate) fn status(&self) -> String {
        let statuses = self.all("[role=status]");
        assert_eq!(statuses.len(), 1, "exactly one status region");
        statuses[0].text_content().unwrap_or_default()
    }

    pub(crate) fn text(&self) -> String {
        self.root.text_content().unwrap_or_default()
    }

    pub(crate) async fn click(&self, name: &str) {
        self.button(name).click();
        tick().await;
    }

    /// Places `code` in the active row through the palette and submits it.
    pub(crate) async fn play_row(&self, code: &[Colour]) {
        for c in code {
            self.click(c.id()).await;
        }
        self.click("Submit guess").await;
    }
}

/// The accessible name as assistive technology computes it for these controls: `aria-label`,
/// else the text content without `aria-hidden` parts.
pub(crate) fn accessible_name(el: &Element) -> String {
    if let Some(label) = el.get_attribute("aria-label") {
        return label;
    }
    let copy: Element = el.clone_node_with_deep(true).unwrap().unchecked_into();
    let hidden = copy.query_selector_all("[aria-hidden=true]").unwrap();
    for i in 0..hidden.length() {
        if let Some(node) = hidden.item(i) {
            node.unchecked_into::<Element>().remove();
        }
    }
    copy.text_content().unwrap_or_default().trim().to_owned()
}

async fn key_down(el: &Element, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let ev = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    el.dispatch_event(&ev).unwrap();
    tick().await;
}

pub(crate) fn wrong_code(level: Level, key: Code) -> Vec<Colour> {
    let other = level.palette().iter().find(|c| !key.pegs().contains(c));
    vec![*other.expect("a colour outside the key"); level.pegs()]
}

#[wasm_bindgen_test]
async fn each_level_renders_turns_times_pegs_holes_with_one_active_row() {
    for level in Level::ALL {
        let game = mount(level, 1).await;
        let holes = game.holes();
        assert_eq!(holes.len(), level.turns() * level.pegs(), "{level:?}");
        let enabled: Vec<_> = holes
            .iter()
            .filter(|h| h.get_attribute("aria-disabled").is_none())
            .collect();
        assert_eq!(enabled.len(), level.pegs());
        assert!(
            enabled
                .iter()
                .all(|h| accessible_name(h).starts_with("Row 1, hole "))
        );
        assert!(holes.iter().all(|h| !h.has_attribute("disabled")));
        let tab_stops = holes
            .iter()
            .filter(|h| h.get_attribute("tabindex").as_deref() == Some("0"))
            .count();
        assert_eq!(tab_stops, 1, "the active row is one tab stop");
        // The palette offers exactly the level's colours, once each.
        for (i, colour) in Colour::ALL.iter().enumerate() {
            let expected = usize::from(i < level.colours());
            assert_eq!(game.buttons(colour.id()).len(), expected, "{colour:?}");
        }
    }
}

#[wasm_bindgen_test]
async fn clicking_a_hole_then_a_colour_fills_that_hole() {
    let game = mount(Level::I, 1).await;
    game.click("Row 1, hole 3: empty").await;
    game.click("blue").await;
    let hole = game.button("Row 1, hole 3: blue");
    assert!(hole.query_selector(".peg-blue").unwrap().is_some());
    // Clicking the peg again and choosing another colour corrects it.
    hole.click();
    tick().await;
    game.click("pink").await;
    game.button("Row 1, hole 3: pink");
    // The palette alone fills the next empty hole: after hole 3 it wraps to hole 1.
    game.click("red").await;
    game.button("Row 1, hole 4: red");
    game.click("green").await;
    game.button("Row 1, hole 1: green");
}

#[wasm_bindgen_test]
async fn undo_and_redo_buttons_walk_the_row_and_stop_at_a_submit() {
    let game = mount(Level::I, 3).await;
    let disabled = |name: &str| game.button(name).has_attribute("disabled");
    assert!(disabled("Undo") && disabled("Redo"));
    game.click("red").await;
    game.click("green").await;
    game.click("Undo").await;
    game.button("Row 1, hole 2: empty");
    assert!(!disabled("Redo"));
    game.click("Redo").await;
    game.button("Row 1, hole 2: green");
    // The redone peg moved the selection on, so the next colour fills hole 3.
    game.click("blue").await;
    game.button("Row 1, hole 3: blue");
    // Ctrl+Z on the board undoes too (pressed anywhere on the page: tests/e2e/history.spec.ts;
    // here the boards of earlier tests in this page would hear it first).
    let init = KeyboardEventInit::new();
    init.set_key("z");
    init.set_ctrl_key(true);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let ev = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    game.button("Row 1, hole 4: empty")
        .dispatch_event(&ev)
        .unwrap();
    tick().await;
    game.button("Row 1, hole 3: empty");
    game.click("blue").await;
    game.click("pink").await;
    game.click("Submit guess").await;
    assert!(disabled("Undo"), "a submitted row is never undone");
}

#[wasm_bindgen_test]
async fn submit_appears_only_on_a_full_row_and_feedback_follows() {
    let game = mount(Level::I, 42).await;
    let key = key_from_seed(Level::I, 42);
    assert!(game.buttons("Submit guess").is_empty());
    let wrong = wrong_code(Level::I, key);
    for (i, c) in wrong.iter().enumerate() {
        assert!(game.buttons("Submit guess").is_empty(), "{i} pegs placed");
        game.click(c.id()).await;
    }
    game.click("Submit guess").await;
    assert!(game.buttons("Submit guess").is_empty());
    assert!(
        game.text().contains("Row 1: 0 black, 0 white"),
        "{}",
        game.text()
    );
    assert_eq!(
        game.holes()
            .iter()
            .filter(|h| !h.has_attribute("aria-disabled"))
            .count(),
        4
    );
    game.button("Row 2, hole 1: empty");
}

#[wasm_bindgen_test]
async fn invalid_clicks_raise_the_yellow_flag_until_the_next_valid_action() {
    let game = mount(Level::II, 7).await;
    assert_eq!(game.status(), "");
    game.click("Row 3, hole 2: empty").await;
    assert!(game.status().starts_with("Warning:"), "{}", game.status());
    assert!(game.status().contains("row 3 is not in play yet"));
    game.click("red").await;
    assert_eq!(game.status(), "", "a valid move clears the warning");
    game.all(".key-row")[0]
        .unchecked_ref::<HtmlElement>()
        .click();
    tick().await;
    assert!(game.status().starts_with("Warning:"));
    assert!(game.status().contains("key stays covered"));
}

#[wasm_bindgen_test]
async fn winning_shows_the_green_flag_and_reveals_the_key() {
    for level in Level::ALL {
        let game = mount(level, 42).await;
        let key = key_from_seed(level, 42);
        assert!(
            !game.text().contains("Key:"),
            "the key is covered while playing"
        );
        game.play_row(&wrong_code(level, key)).await;
        game.play_row(key.pegs()).await;
        assert!(game.status().starts_with("You won"), "{}", game.status());
        assert!(game.all(".flag.won").len() == 1);
        let names: Vec<_> = key.pegs().iter().map(|c| c.id()).collect();
        assert!(game.text().contains(&format!("Key: {}", names.join(", "))));
        game.click("Row 3, hole 1: empty").await;
        assert!(game.status().starts_with("Warning:"), "the board is over");
    }
}

#[wasm_bindgen_test]
async fn losing_shows_the_red_flag_and_quitting_ends_the_game() {
    let game = mount(Level::I, 3).await;
    let key = key_from_seed(Level::I, 3);
    for _ in 0..Level::I.turns() {
        game.play_row(&wrong_code(Level::I, key)).await;
    }
    assert!(game.status().starts_with("You lost"), "{}", game.status());
    assert_eq!(game.all(".flag.lost").len(), 1);
    assert!(game.text().contains("Key: "));

    game.click("Play again").await;
    assert_eq!(game.status(), "");
    assert!(!game.text().contains("Key: "));
    assert_eq!(
        game.button("Row 1, hole 1: empty")
            .get_attribute("aria-disabled"),
        None
    );
    // An untouched board quits at once; once a peg is placed, Quit asks first (SPEC §2): Keep
    // playing goes back to the game, End game quits.
    game.click("red").await;
    game.click("Quit the game").await;
    assert_eq!(game.all("dialog[open]").len(), 1);
    game.click("Keep playing").await;
    assert!(game.all("dialog").is_empty());
    assert_eq!(game.status(), "");
    game.click("Quit the game").await;
    game.click("End game").await;
    assert!(game.all("dialog").is_empty());
    assert!(game.status().starts_with("Game over"), "{}", game.status());
    assert!(game.text().contains("Key: "));
}

/// The statistics log as stored.
fn stored_stats() -> String {
    let storage = window().local_storage().unwrap().unwrap();
    storage
        .get_item("mastermind.v1.stats")
        .unwrap()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn play_again_asks_once_the_game_is_in_progress_and_the_game_left_counts_as_quit() {
    let game = mount(Level::I, 4).await;
    let key = key_from_seed(Level::I, 4);
    // An untouched board just starts again.
    game.click("Play again").await;
    assert!(game.all("dialog").is_empty());
    game.play_row(&wrong_code(Level::I, key)).await;
    game.click("Play again").await;
    assert_eq!(game.all("dialog[open]").len(), 1);
    assert!(game.text().contains("End this game?"));
    game.click("Keep playing").await;
    assert!(game.all("dialog").is_empty());
    game.button("Row 2, hole 1: empty");
    assert!(!stored_stats().contains("quit"), "{}", stored_stats());
    game.click("Play again").await;
    game.click("End game").await;
    assert!(game.all("dialog").is_empty());
    // A new game, and the one left is in the statistics as quit after one row.
    game.button("Row 1, hole 1: empty");
    assert_eq!(game.status(), "");
    let stats = stored_stats();
    assert!(stats.contains(r#""outcome":"quit""#), "{stats}");
    assert!(stats.contains(r#""turns":1"#), "{stats}");
}

#[wasm_bindgen_test]
async fn the_keyboard_fills_and_submits_a_row() {
    let game = mount(Level::I, 9).await;
    let first = game.button("Row 1, hole 1: empty");
    first.focus().unwrap();
    for digit in ["1", "2", "3", "4"] {
        let focused = document().active_element().expect("focus stays on a hole");
        key_down(&focused, digit).await;
    }
    game.button("Row 1, hole 4: yellow");
    let focused = document().active_element().unwrap();
    key_down(&focused, "ArrowLeft").await;
    key_down(&document().active_element().unwrap(), "6").await;
    game.button("Row 1, hole 3: pink");
    key_down(&document().active_element().unwrap(), "Enter").await;
    assert!(game.text().contains("Row 1: "), "{}", game.text());
    // Focus moves to the next row after the browser's next frame (waited for up to 2 s).
    let mut focused = String::new();
    for _ in 0..100 {
        gloo_timers::future::TimeoutFuture::new(20).await;
        focused = document()
            .active_element()
            .map(|e| e.id())
            .unwrap_or_default();
        if focused == "hole-1-0" {
            break;
        }
    }
    assert_eq!(focused, "hole-1-0");
}

#[wasm_bindgen_test]
async fn solver_aids_ask_first_then_count_and_hint() {
    let level = Level::I;
    let key = key_from_seed(level, 8);
    let game = mount(level, 8).await;
    let first = wrong_code(level, key);
    game.play_row(&first).await;
    assert!(!game.text().contains("Possible keys"));
    let checkbox: web_sys::HtmlInputElement = game.checkbox("Solver aids").unchecked_into();
    checkbox.click();
    tick().await;
    assert!(
        !checkbox.checked(),
        "nothing changes before the player confirms"
    );
    game.click("Cancel").await;
    assert!(game.all("dialog").is_empty());
    checkbox.click();
    tick().await;
    game.click("Turn on").await;
    assert!(checkbox.checked() && checkbox.disabled());
    // The row played before the aids has its count: the keys that fit it.
    let turns = [mastermind::rules::game::Turn {
        guess: Code::new(level, &first).unwrap(),
        feedback: mastermind::rules::feedback::Feedback::between(
            &key,
            &Code::new(level, &first).unwrap(),
        ),
    }];
    let left = mastermind::rules::examples::consistent(level, &turns).count();
    until("the count of row 1", || {
        game.text().contains("Possible keys")
    })
    .await;
    assert!(
        game.text().contains(&format!("Possible keys: {left}")),
        "{}",
        game.text()
    );
    // Hint fills the whole active row; the player submits it.
    game.click("Hint").await;
    let filled = || {
        game.holes()
            .iter()
            .filter(|h| {
                accessible_name(h).starts_with("Row 2,") && !accessible_name(h).ends_with("empty")
            })
            .count()
    };
    until("the hint fills row 2", || filled() == level.pegs()).await;
    game.click("Submit guess").await;
    assert!(game.text().contains("Row 2: "));
    until("the count of row 2", || game.all(".possible").len() == 2).await;
}

#[wasm_bindgen_test]
async fn the_computer_breaks_a_secret_set_by_clicks() {
    use mastermind::pages::codebreaker::CodebreakerPage;
    solver_in_page();
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let doc = document();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), || {
        mastermind::session::provide_sessions();
        view! { <CodebreakerPage /> }
    });
    tick().await;
    let page = Mounted {
        root,
        handle: Some(Box::new(handle)),
    };
    let start: web_sys::HtmlButtonElement = page.button("Start").unchecked_into();
    assert!(start.disabled(), "no start before the key is complete");
    page.click("Secret, hole 1: empty").await;
    for colour in [Colour::Pink, Colour::Red, Colour::Red, Colour::Blue] {
        page.click(colour.id()).await;
    }
    assert_eq!(page.buttons("Secret, hole 4: blue").len(), 1);
    assert!(!start.disabled());
    page.click("Start").await;
    // The computer plays a guess every few hundred milliseconds; level I takes at most five.
    for _ in 0..60 {
        if page.text().contains("The computer found your key") {
            break;
        }
        gloo_timers::future::TimeoutFuture::new(100).await;
    }
    let text = page.text();
    let found = text
        .split("The computer found your key in ")
        .nth(1)
        .expect("the computer finished");
    let guesses: usize = found.split(' ').next().unwrap().parse().unwrap();
    assert!(guesses <= 5, "{guesses}");
    assert!(text.contains(&format!("Row {guesses}: 4 black, 0 white")));
    // Each row's count of keys still possible comes from the solver, the last one after the
    // end may be said.
    until("a count for every row", || {
        page.all(".possible").len() == guesses
    })
    .await;
    // The palette is gone once the computer plays.
    assert!(page.buttons("red").is_empty());
}

#[wasm_bindgen_test]
async fn a_match_round_broken_by_the_player_fills_the_scoreboard() {
    use mastermind::pages::match_page::MatchPage;
    solver_in_page();
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let doc = document();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), || {
        mastermind::session::provide_sessions();
        provide_context(Preferences::load());
        view! { <MatchPage /> }
    });
    tick().await;
    let page = Mounted {
        root,
        handle: Some(Box::new(handle)),
    };
    let radios = page.all("input[type=radio]");
    let computer_first: HtmlElement = radios
        .iter()
        .find(|r| {
            r.parent_element()
                .unwrap()
                .text_content()
                .unwrap()
                .contains("The computer makes")
        })
        .unwrap()
        .clone()
        .unchecked_into();
    computer_first.click();
    page.click("Start match").await;
    // Quick pace at level II: five rows of five holes, and no key shown.
    assert_eq!(page.buttons("Row 5, hole 5: empty").len(), 1);
    assert!(page.buttons("Row 6, hole 1: empty").is_empty());
    assert!(!page.text().contains("Key:"));
    for _ in 0..5 {
        if page.buttons("Next round").len() == 1 {
            break;
        }
        page.play_row(&[
            Colour::Red,
            Colour::Green,
            Colour::Blue,
            Colour::Yellow,
            Colour::Orange,
        ])
        .await;
    }
    assert_eq!(page.buttons("Next round").len(), 1);
    let rows = page.all(".scoreboard tbody tr");
    assert_eq!(rows.len(), 1);
    assert!(rows[0].text_content().unwrap().starts_with("1Computer"));
    assert!(page.text().contains("Key: "));
    let stored = window()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item("mastermind.v1.match")
        .unwrap()
        .expect("the match is stored");
    assert!(stored.contains("\"mastermind-match\""));
}

/// How many `performance` entries are named `name` (the solver client's marks and measures).
fn performance_entries(name: &str) -> u32 {
    window()
        .performance()
        .unwrap()
        .get_entries_by_name(name)
        .length()
}

#[wasm_bindgen_test]
async fn a_move_made_while_a_hint_is_worked_out_cancels_it() {
    let level = Level::I;
    let key = key_from_seed(level, 9);
    let game = mount(level, 9).await;
    // Answers of other tests in this page count too: only the difference is this test's.
    let before = performance_entries("solver: next guess");
    let hints = move || performance_entries("solver: next guess") - before;
    game.play_row(&wrong_code(level, key)).await;
    let checkbox: HtmlElement = game.checkbox("Solver aids").unchecked_into();
    checkbox.click();
    tick().await;
    game.click("Turn on").await;
    // With the aids on, the next hint is worked out before anyone asks.
    until("the hint worked out ahead", || hints() == 1).await;
    // In one task: a second row submitted, Hint pressed before the hint for two rows is worked
    // out (its answer comes a browser task later), then a peg placed.
    let press = |key: &str| {
        let init = KeyboardEventInit::new();
        init.set_key(key);
        init.set_bubbles(true);
        let ev = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        document().body().unwrap().dispatch_event(&ev).unwrap();
    };
    for colour in wrong_code(level, key) {
        press(&(colour as usize + 1).to_string());
    }
    press("Enter");
    game.button("Hint").click();
    press(&(Colour::Red as usize + 1).to_string());
    // (Games of earlier tests in this page hear the keys too, so their hints may count as well.)
    until("the hint for two rows worked out", || hints() >= 2).await;
    gloo_timers::future::TimeoutFuture::new(200).await;
    tick().await;
    // The hint's answer did not overwrite the player's row.
    let placed = game
        .holes()
        .iter()
        .filter(|h| {
            accessible_name(h).starts_with("Row 3,") && !accessible_name(h).ends_with("empty")
        })
        .count();
    assert_eq!(placed, 1, "only the player's peg is in row 3");
}

#[wasm_bindgen_test]
async fn a_stored_hand_session_loads_without_a_search_and_the_solver_checks_its_last_answer() {
    use mastermind::pages::codebreaker::CodebreakerPage;
    use mastermind::rules::codebreaker::BreakerMove;
    use mastermind::rules::feedback::Feedback;
    use mastermind::rules::sessions::{BREAKER_VERSION, SavedBreaker};
    solver_in_page();
    let level = Level::I;
    let guess = key_from_seed(level, 1);
    // The same guess answered twice, differently: the second answer fits no key with the first.
    let saved = SavedBreaker {
        version: BREAKER_VERSION,
        level,
        by_hand: true,
        secret: vec![None; level.pegs()],
        moves: Some(vec![
            BreakerMove::Guess(guess),
            BreakerMove::Answer(Feedback { black: 1, white: 1 }),
            BreakerMove::Guess(guess),
            BreakerMove::Answer(Feedback { black: 2, white: 0 }),
        ]),
    };
    let storage = window().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    storage
        .set_item("mastermind.v1.codebreaker", &saved.to_json())
        .unwrap();
    let checks = performance_entries("solver: conflict");
    let doc = document();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), || {
        mastermind::session::provide_sessions();
        view! { <CodebreakerPage /> }
    });
    tick().await;
    let page = Mounted {
        root,
        handle: Some(Box::new(handle)),
    };
    // Loading took the answers as given: no conflict is known until the solver has checked.
    assert!(!page.text().contains("Inconsistent"), "{}", page.text());
    assert_eq!(performance_entries("solver: conflict"), checks);
    until("the solver names the conflict", || {
        page.all("[role=alert]").iter().any(|a| {
            a.text_content()
                .unwrap_or_default()
                .starts_with("Inconsistent: ")
        })
    })
    .await;
    assert_eq!(
        performance_entries("solver: conflict"),
        checks + 1,
        "one check, by the solver client"
    );
    assert!(page.buttons("Correct last answer").len() == 1);
}

#[wasm_bindgen_test]
async fn the_notes_checkbox_shows_a_grid_that_crosses_colours_out_of_holes() {
    let game = mount(Level::I, 41).await;
    assert!(
        game.all("table.notes-table").is_empty(),
        "hidden until asked for"
    );
    let toggle: web_sys::HtmlInputElement = game.checkbox("Notes").unchecked_into();
    toggle.click();
    tick().await;
    let cells = game.all("table.notes-table input[type=checkbox]");
    assert_eq!(cells.len(), 4 * 6, "a checkbox per hole and colour");
    let blue: web_sys::HtmlInputElement = cells
        .into_iter()
        .find(|c| accessible_name(c) == "Hole 2: blue")
        .expect("Hole 2: blue")
        .unchecked_into();
    blue.click();
    tick().await;
    assert!(blue.checked());
    let crossed = game.all("table.notes-table td.crossed");
    assert_eq!(crossed.len(), 1, "one colour crossed out of one hole");
    // Hidden again and shown again, the crossing is still there: it belongs to the game.
    toggle.click();
    tick().await;
    assert!(game.all("table.notes-table").is_empty());
    toggle.click();
    tick().await;
    assert_eq!(game.all("table.notes-table td.crossed").len(), 1);
    toggle.click();
    tick().await;
}

#[wasm_bindgen_test]
async fn the_variants_page_lists_every_variant_with_its_play_link() {
    use mastermind::pages::variants::VariantsPage;
    use mastermind::rules::variant::Variant;
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let doc = document();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), || {
        view! {
            <Router>
                <VariantsPage />
            </Router>
        }
    });
    tick().await;
    let page = Mounted {
        root,
        handle: Some(Box::new(handle)),
    };
    // One table, named `Variants` by its caption, with SPEC §14's columns and a row a variant.
    let tables = page.all("table");
    assert_eq!(tables.len(), 1);
    let caption = tables[0].query_selector("caption").unwrap().unwrap();
    assert_eq!(caption.text_content().unwrap(), "Variants");
    let columns: Vec<String> = page
        .all("thead th")
        .iter()
        .map(|th| th.text_content().unwrap())
        .collect();
    assert_eq!(columns, ["Variant", "Holes", "Symbols", "Turns", "Rule"]);
    let rows = page.all("tbody tr");
    assert_eq!(rows.len(), 11);
    let cells = |row: &Element| -> Vec<String> {
        let list = row.query_selector_all("th, td").unwrap();
        (0..list.length())
            .filter_map(|i| list.item(i))
            .map(|n| n.text_content().unwrap_or_default())
            .collect()
    };
    assert_eq!(
        cells(&rows[5]),
        ["Blanks", "4", "6 colours and blank", "10", "standard"]
    );
    assert_eq!(
        cells(&rows[8]),
        [
            "Number Mastermind",
            "4",
            "digits 1–6",
            "10",
            "standard, with the sum"
        ]
    );
    assert_eq!(
        cells(&rows[10]),
        [
            "Bulls and Cows",
            "4",
            "digits 0–9, no repeats",
            "10",
            "standard"
        ]
    );
    assert_eq!(cells(&rows[0])[4], "colour game");
    assert_eq!(cells(&rows[6])[4], "colours only");
    // Each row's link plays its variant: `Play <variant>` to `/variant/<slug>`.
    let plays: Vec<(String, String)> = page
        .all("a")
        .iter()
        .map(|a| (accessible_name(a), a.get_attribute("href").unwrap()))
        .filter(|(name, _)| name.starts_with("Play "))
        .collect();
    let expected: Vec<(String, String)> = Variant::ALL
        .iter()
        .map(|v| {
            (
                format!("Play {}", v.name()),
                format!("/variant/{}", v.slug()),
            )
        })
        .collect();
    assert_eq!(plays, expected);
    assert_eq!(plays[3].0, "Play Mini Mastermind");
    assert_eq!(plays[3].1, "/variant/mini");
    // Each link sits in its own row.
    for (row, (name, _)) in rows.iter().zip(&plays) {
        let a = row.query_selector("a").unwrap().unwrap();
        assert_eq!(&accessible_name(&a), name);
    }
}

/// The palette's swatches in order: each one's name and the key its `kbd` shows.
fn swatches(game: &Mounted) -> Vec<(String, String)> {
    game.all(".palette .swatch")
        .iter()
        .map(|s| {
            let kbd = s.query_selector("kbd").unwrap().expect("a key hint");
            (accessible_name(s), kbd.text_content().unwrap_or_default())
        })
        .collect()
}

/// A digit variant (SPEC 14 "Digits"): the palette's buttons are the digits, each with its own
/// key; a typed digit fills the hole, named and drawn as the digit itself.
#[wasm_bindgen_test]
async fn a_digit_board_names_draws_and_types_its_digits() {
    use mastermind::rules::variant::Variant;
    let game = mount(Level::Variant(Variant::BullsAndCows), 1).await;
    let digits: Vec<(String, String)> = (0..10).map(|d| (d.to_string(), d.to_string())).collect();
    assert_eq!(
        swatches(&game),
        digits,
        "Bulls and Cows: 0 to 9, each its own key"
    );
    let first = game.button("Row 1, hole 1: empty");
    first.focus().unwrap();
    key_down(&first, "0").await;
    let hole = game.button("Row 1, hole 1: 0");
    let text = hole.query_selector(".peg.peg-digit svg text").unwrap();
    assert_eq!(text.and_then(|t| t.text_content()).as_deref(), Some("0"));
    key_down(&document().active_element().unwrap(), "7").await;
    game.button("Row 1, hole 2: 7");
    game.click("3").await;
    game.button("Row 1, hole 3: 3");
    assert!(
        game.all(".peg-red, .peg-orange").is_empty(),
        "no colour drawn"
    );
    drop(game);

    // Number Mastermind: the digits 1 to 6; 0 and 7 are not its keys.
    let game = mount(Level::Variant(Variant::Number), 1).await;
    let digits: Vec<(String, String)> = (1..=6).map(|d| (d.to_string(), d.to_string())).collect();
    assert_eq!(swatches(&game), digits, "Number Mastermind: 1 to 6");
    let first = game.button("Row 1, hole 1: empty");
    first.focus().unwrap();
    key_down(&first, "0").await;
    key_down(&first, "7").await;
    game.button("Row 1, hole 1: empty");
    key_down(&first, "6").await;
    game.button("Row 1, hole 1: 6");
}

/// Blanks (SPEC 14 "Blanks"): the palette offers six colours and `blank` (its key 7); a blank
/// peg is named `blank` and drawn as a peg of its own, in the holes and in the notes.
#[wasm_bindgen_test]
async fn a_blanks_board_names_and_draws_the_blank() {
    use mastermind::rules::variant::Variant;
    let game = mount(Level::Variant(Variant::Blanks), 1).await;
    let names: Vec<(String, String)> = swatches(&game);
    let expected: Vec<(String, String)> = [
        "red",
        "green",
        "blue",
        "yellow",
        "turquoise",
        "pink",
        "blank",
    ]
    .iter()
    .enumerate()
    .map(|(i, n)| (n.to_string(), (i + 1).to_string()))
    .collect();
    assert_eq!(names, expected);
    game.click("Row 1, hole 2: empty").await;
    game.click("blank").await;
    let hole = game.button("Row 1, hole 2: blank");
    assert!(
        hole.query_selector(".peg.peg-blank svg path")
            .unwrap()
            .is_some()
    );
    let first = game.button("Row 1, hole 1: empty");
    first.focus().unwrap();
    key_down(&first, "7").await;
    game.button("Row 1, hole 1: blank");
    // The selection skips the filled hole 2.
    key_down(&document().active_element().unwrap(), "1").await;
    game.button("Row 1, hole 3: red");
    // The notes name the blank too.
    let toggle: web_sys::HtmlInputElement = game.checkbox("Notes").unchecked_into();
    toggle.click();
    tick().await;
    let cells = game.all("table.notes-table input[type=checkbox]");
    assert_eq!(cells.len(), 4 * 7);
    assert!(cells.iter().any(|c| accessible_name(c) == "Hole 3: blank"));
    assert_eq!(
        game.all("table.notes-table .notes-swatch.peg-blank").len(),
        1
    );
    toggle.click();
    tick().await;
}

#[wasm_bindgen_test]
async fn a_puzzle_board_keeps_a_wrong_attempt_and_explains_each_hole() {
    use mastermind::components::puzzle_board::PuzzleBoard;
    use mastermind::rules::puzzle::{Difficulty, Puzzle};
    use mastermind::session::puzzle::{PuzzleState, Wanted, open};
    solver_in_page();
    let storage = window().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let puzzle = Puzzle::generate(Level::I, 7, Difficulty::Easy);
    let key = puzzle.key();
    let given = puzzle.rows().len();
    let answer_row = given + 1;
    // The key with its first peg changed: one peg fixed solves it.
    let first = key.pegs()[0];
    let other = [Colour::Red, Colour::Green, Colour::Blue]
        .into_iter()
        .find(|&c| c != first)
        .unwrap();
    let third = [Colour::Red, Colour::Green, Colour::Blue]
        .into_iter()
        .find(|&c| c != first && c != other)
        .unwrap();
    let mut pegs = key.pegs().to_vec();
    pegs[0] = other;
    let wrong = Code::new(Level::I, &pegs).unwrap();
    let row = puzzle.check(&wrong).unwrap_err().row + 1;
    let doc = document();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let made = puzzle.clone();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), move || {
        provide_context(Preferences::load());
        let state = RwSignal::new(PuzzleState::Making);
        open(Level::I, Wanted::Made(Ok((made.clone(), None))), state);
        move || match state.get() {
            PuzzleState::Ready(session) => Some(view! { <PuzzleBoard session=*session /> }),
            _ => None,
        }
    });
    tick().await;
    let page = Mounted {
        root,
        handle: Some(Box::new(handle)),
    };
    let disabled = |name: &str| page.button(name).has_attribute("disabled");
    for c in wrong.pegs() {
        page.click(c.id()).await;
    }
    page.click("Check").await;
    assert_eq!(
        page.status(),
        format!("Not the key: it contradicts row {row}")
    );
    // The attempt stays in its row.
    for (hole, c) in wrong.pegs().iter().enumerate() {
        page.button(&format!("Row {answer_row}, hole {}: {}", hole + 1, c.id()));
    }
    // A peg changed, and that change undone.
    page.click(&format!("Row {answer_row}, hole 1: {}", other.id()))
        .await;
    page.click(third.id()).await;
    page.button(&format!("Row {answer_row}, hole 1: {}", third.id()));
    assert!(!disabled("Undo"));
    page.click("Undo").await;
    page.button(&format!("Row {answer_row}, hole 1: {}", other.id()));
    // One peg fixed solves it: two attempts.
    page.click(&format!("Row {answer_row}, hole 1: {}", other.id()))
        .await;
    page.click(first.id()).await;
    page.click("Check").await;
    assert_eq!(page.status(), "Solved in 2 attempts");
    page.click("Explain").await;
    let heads: Vec<String> = page
        .all("table thead th")
        .iter()
        .map(|th| th.text_content().unwrap())
        .collect();
    assert_eq!(
        heads,
        ["Row", "Keys left", "Hole 1", "Hole 2", "Hole 3", "Hole 4"]
    );
    let lines = page.all("table tbody tr");
    assert_eq!(lines.len(), given);
    let last: Vec<String> = {
        let cells = lines.last().unwrap().query_selector_all("td").unwrap();
        (0..cells.length())
            .map(|i| cells.item(i).unwrap().text_content().unwrap())
            .collect()
    };
    let mut want = vec!["1".to_owned()];
    want.extend(key.pegs().iter().map(|c| c.id().to_owned()));
    assert_eq!(last, want);
    assert!(page.text().contains("settles hole"), "{}", page.text());
}

#[wasm_bindgen_test]
async fn a_puzzle_board_checks_names_the_contradicted_row_solves_and_explains() {
    use mastermind::components::puzzle_board::PuzzleBoard;
    use mastermind::rules::puzzle::{Difficulty, Puzzle};
    use mastermind::session::puzzle::{PuzzleState, Wanted, open};
    solver_in_page();
    let storage = window().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let puzzle = Puzzle::generate(Level::I, 7, Difficulty::Easy);
    let key = puzzle.key();
    let given = puzzle.rows().len();
    let wrong = (0..1296)
        .map(|i| Code::from_index(Level::I, i))
        .find(|c| *c != key)
        .unwrap();
    let row = puzzle.check(&wrong).unwrap_err().row + 1;
    let doc = document();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let made = puzzle.clone();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), move || {
        provide_context(Preferences::load());
        let state = RwSignal::new(PuzzleState::Making);
        open(Level::I, Wanted::Made(Ok((made.clone(), None))), state);
        move || match state.get() {
            PuzzleState::Ready(session) => Some(view! { <PuzzleBoard session=*session /> }),
            _ => None,
        }
    });
    tick().await;
    let page = Mounted {
        root,
        handle: Some(Box::new(handle)),
    };
    // The given rows are played rows; the answer row has no submit of its own.
    assert!(page.text().contains("Row 1: "));
    assert_eq!(page.holes().len(), (given + 1) * 4);
    assert!(page.buttons("Submit guess").is_empty());
    assert!(page.buttons("Hint").is_empty());
    for c in wrong.pegs() {
        page.click(c.id()).await;
    }
    page.click("Check").await;
    assert_eq!(
        page.status(),
        format!("Not the key: it contradicts row {row}")
    );
    // The attempt stays: each hole is corrected in turn.
    for (hole, (w, c)) in wrong.pegs().iter().zip(key.pegs()).enumerate() {
        page.click(&format!("Row {}, hole {}: {}", given + 1, hole + 1, w.id()))
            .await;
        page.click(c.id()).await;
    }
    page.click("Check").await;
    assert_eq!(page.status(), "Solved in 2 attempts");
    assert!(page.buttons("Check").is_empty());
    // The end is recorded once in the puzzle statistics, with both attempts.
    let log = storage.get_item("mastermind.v1.puzzles").unwrap().unwrap();
    assert!(log.contains("\"attempts\":2"), "{log}");
    assert!(log.contains("\"solved\":true"), "{log}");
    page.click("Explain").await;
    let counts: Vec<usize> = page
        .all("table tbody td:first-of-type")
        .iter()
        .map(|td| td.text_content().unwrap().parse().unwrap())
        .collect();
    assert_eq!(counts, puzzle.explanation());
    assert_eq!(counts.last(), Some(&1));
}

#[wasm_bindgen_test]
async fn the_sound_switch_is_off_at_first_and_with_it_on_hear_the_row_is_offered_and_stored() {
    let game = mount(Level::I, 77).await;
    let sound: web_sys::HtmlInputElement = game.checkbox("Sound").unchecked_into();
    assert!(!sound.checked(), "off by default");
    assert!(game.buttons("Hear the row").is_empty());
    sound.click();
    tick().await;
    assert_eq!(game.buttons("Hear the row").len(), 1);
    assert!(mastermind::storage::load_settings().sound, "stored");
    // Hearing the row changes nothing on the board.
    game.click("Hear the row").await;
    assert!(
        game.holes()
            .iter()
            .all(|h| accessible_name(h).ends_with(": empty"))
    );
    sound.click();
    tick().await;
    assert!(game.buttons("Hear the row").is_empty());
}
