//! A puzzle's two drawings held together (wasm-bindgen-test in headless Chromium): the quick
//! board of a puzzle link (`src/quick`, web-sys only) and the whole game's `PuzzleBoard` open the
//! same puzzle (the quick board's choice, `open_puzzle_link`, then the whole game's session from
//! what it stored, as at the handover) and take the same inputs; after each the two
//! `section.board` elements must be the same markup (`boards.rs`), and the summary and `Check`
//! say the same. The puzzle of the day (one attempt: a wrong key ends it), a past date's (won),
//! and a practice puzzle of a seed (a wrong key stays in its row, then the key wins).
#![cfg(target_arch = "wasm32")]

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::*;
use mastermind::components::puzzle_board::PuzzleBoard;
use mastermind::i18n::Lang;
use mastermind::play::Play;
use mastermind::quick::board::{KeptPuzzle, TestBoard, draw_puzzle_for_test};
use mastermind::quick::puzzle::{PuzzleLink, open_puzzle_link, puzzle_key};
use mastermind::rules::code::Code;
use mastermind::rules::daily::Day;
use mastermind::rules::game::Game;
use mastermind::rules::input::Input;
use mastermind::rules::puzzle::{PuzzleRecord, PuzzleSource};
use mastermind::rules::store::Stored;
use mastermind::session::preferences::Preferences;
use mastermind::session::puzzle::{PuzzleState, Wanted, open};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;

use crate::boards::{differences, drawn, name, settle};

/// Both boards of one puzzle link, removed again when dropped.
struct Puzzles {
    label: String,
    whole_root: Element,
    quick_frame: Element,
    play: Play,
    quick: TestBoard<KeptPuzzle>,
}

impl Drop for Puzzles {
    fn drop(&mut self) {
        self.whole_root.remove();
        self.quick_frame.remove();
    }
}

impl Puzzles {
    /// The puzzle `link` opens on the quick board, stored as the quick program stores it, then
    /// opened by the whole game's session as `wanted` (it finds it kept).
    async fn new(label: &str, link: PuzzleLink<'_>, wanted: Wanted, lang: Lang) -> Puzzles {
        let storage = window().local_storage().unwrap().unwrap();
        storage.clear().unwrap();
        let read = |key: &str| storage.get_item(key).map_err(|_| ());
        let today = Day::from_unix_millis(js_sys::Date::now() as i64);
        let puzzle = open_puzzle_link(&link, &read, today, || "0123456789abcdef".to_owned())
            .unwrap_or_else(|e| panic!("{label}: the quick board takes the link: {e:?}"));
        let level = puzzle.record.puzzle.level();
        storage
            .set_item(
                &puzzle_key(&puzzle.record),
                &<PuzzleRecord as Stored>::to_json(&puzzle.record),
            )
            .unwrap();
        let doc = document();
        let body = doc.body().unwrap();
        // The first paint of a puzzle link: a page loading.
        let quick_frame = doc.create_element("div").unwrap();
        quick_frame.set_inner_html(r#"<div class="page"><h1 class="loading">Loading…</h1></div>"#);
        body.append_child(&quick_frame).unwrap();
        let quick =
            draw_puzzle_for_test(quick_frame.clone(), puzzle, lang).expect("the quick board draws");

        // Every language's words as if they had arrived, as the loader hands them over.
        mastermind::i18n::arrive_built_in();
        let whole_root = doc.create_element("div").unwrap();
        body.append_child(&whole_root).unwrap();
        let made = Rc::new(Cell::new(None));
        let out = made.clone();
        leptos::mount::mount_to(whole_root.clone().unchecked_into(), move || {
            provide_context(RwSignal::new(lang));
            provide_context(Preferences::load());
            let state = RwSignal::new(PuzzleState::Making);
            open(level, wanted, state);
            out.set(Some(state));
            move || match state.get() {
                PuzzleState::Ready(session) => Some(view! { <PuzzleBoard session=*session /> }),
                _ => None,
            }
        })
        .forget();
        settle().await;
        let play = match made.take().map(|state| state.get_untracked()) {
            Some(PuzzleState::Ready(session)) => session.play,
            _ => panic!("{label}: the whole game opens the stored puzzle"),
        };
        let puzzles = Puzzles {
            label: label.to_owned(),
            whole_root,
            quick_frame,
            play,
            quick,
        };
        puzzles.compare("drawn");
        puzzles
    }

    fn text(root: &Element, selector: &str) -> Option<String> {
        root.query_selector(selector)
            .unwrap()
            .and_then(|e| e.text_content())
    }

    /// Fails on any difference between the two boards, the summaries or the `Check`s.
    fn compare(&self, after: &str) {
        let board = |root: &Element| drawn(&root.query_selector("section.board").unwrap().unwrap());
        let (whole, quick) = (board(&self.whole_root), board(&self.quick_frame));
        let mut found = Vec::new();
        differences(&name(&whole), &whole, &quick, &mut found);
        assert!(
            found.is_empty(),
            "{}: the boards differ after {after}:\n{}",
            self.label,
            found.join("\n")
        );
        let over = self.play.game.with_untracked(Game::is_over);
        for selector in [
            ".game.puzzle > .game-intro > p.summary",
            ".game.puzzle .game-board > section.board",
            ".game.puzzle .game-side > .controls > button.check",
        ] {
            let shown = Self::text(&self.whole_root, selector);
            assert!(
                shown.is_some() || (over && selector.ends_with("check")),
                "{}: {selector} after {after}",
                self.label
            );
            assert_eq!(
                Self::text(&self.whole_root, selector),
                Self::text(&self.quick_frame, selector),
                "{}: {selector} after {after}",
                self.label
            );
        }
    }

    async fn input(&mut self, what: &str, input: Input<'_>) {
        let whole = self.play.input(input);
        let quick = self.quick.input(input);
        assert_eq!(
            whole, quick,
            "{}: {what} taken by one board only",
            self.label
        );
        settle().await;
        self.compare(what);
    }

    /// Fills the answer row with `code` and checks it.
    async fn answer(&mut self, code: &Code) {
        let row = (self.play.game)
            .with_untracked(Game::active_row)
            .expect("an answer row");
        for (hole, &colour) in code.pegs().iter().enumerate() {
            self.input("a hole", Input::Hole { row, hole }).await;
            self.input(colour.id(), Input::Colour(colour)).await;
        }
        self.input("Check", Input::Submit).await;
    }

    /// The puzzle's key, and a code that is not it (its first peg changed).
    fn key_and_wrong(&self) -> (Code, Code) {
        let game = self.play.game.get_untracked();
        let key = game.key();
        let level = game.level();
        let mut pegs = key.pegs().to_vec();
        let first = pegs[0];
        pegs[0] = *level.palette().iter().find(|&&c| c != first).unwrap();
        (key, Code::new(level, &pegs).unwrap())
    }
}

#[wasm_bindgen_test]
async fn the_puzzle_of_the_day_is_drawn_alike_to_its_end() {
    let link = PuzzleLink {
        path: "/puzzle/2/daily",
        ..PuzzleLink::default()
    };
    let today = Day::from_unix_millis(js_sys::Date::now() as i64);
    let wanted = Wanted::Daily(PuzzleSource::Daily(today));
    let mut p = Puzzles::new("the puzzle of the day", link, wanted, Lang::Pt).await;
    let (_, wrong) = p.key_and_wrong();
    p.answer(&wrong).await;
    // One attempt: over, and `Check` gone from both.
    assert!(p.play.game.with_untracked(Game::is_over));
    assert!(
        p.quick_frame
            .query_selector("button.check")
            .unwrap()
            .is_none()
    );
}

#[wasm_bindgen_test]
async fn a_practice_puzzle_of_a_seed_is_drawn_alike_to_its_end() {
    let link = PuzzleLink {
        path: "/puzzle/1",
        seed: Some("42"),
        difficulty: Some("hard"),
        fragment: None,
        date: None,
    };
    let wanted = Wanted::Seed {
        seed: 42,
        difficulty: mastermind::rules::puzzle::Difficulty::Hard,
    };
    let mut p = Puzzles::new("a practice puzzle", link, wanted, Lang::En).await;
    let (key, wrong) = p.key_and_wrong();
    p.answer(&wrong).await;
    // A wrong key stays in its row, the flag naming the row it contradicts.
    assert!(!p.play.game.with_untracked(Game::is_over));
    assert!(
        Puzzles::text(&p.quick_frame, ".flag-text").is_some_and(|t| t.starts_with("Not the key")),
        "the flag says why"
    );
    // The first peg put right.
    let row = (p.play.game).with_untracked(Game::active_row).unwrap();
    p.input("hole 1", Input::Hole { row, hole: 0 }).await;
    p.input("the key's first peg", Input::Colour(key.pegs()[0]))
        .await;
    p.input("Check", Input::Submit).await;
    assert!(p.play.game.with_untracked(Game::is_over));
}

#[wasm_bindgen_test]
async fn a_past_dates_puzzle_is_drawn_alike_to_its_end() {
    let today = Day::from_unix_millis(js_sys::Date::now() as i64);
    let past = Day::from_days(today.days() - 3);
    let date = past.to_string();
    let link = PuzzleLink {
        path: "/puzzle/3/daily",
        date: Some(&date),
        ..PuzzleLink::default()
    };
    let wanted = Wanted::Daily(PuzzleSource::Past(past));
    let mut p = Puzzles::new("a past date's puzzle", link, wanted, Lang::Fr).await;
    let (key, _) = p.key_and_wrong();
    p.answer(&key).await;
    assert!(p.play.game.with_untracked(Game::is_over));
}
