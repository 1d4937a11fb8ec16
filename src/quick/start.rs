//! The quick programs' start: reads the page's link ([`Link`], [`PuzzleLink`]) and storage,
//! opens the game or the puzzle the whole game would open ([`super::open`],
//! [`super::puzzle::open_puzzle_link`]), saves it at once as the whole game's sessions save what
//! they open, and draws it ([`super::board`]); a link it does not take stays the first paint
//! until the whole game arrives; a friend's reply is drawn as the reply page's markup
//! ([`reply`]). Three programs, so that each link downloads only its own kind: [`game`]
//! (`src/bin/quick.rs`), [`puzzle`] (`src/bin/puzzle.rs`, with the generator) and [`reply`]
//! (`src/bin/reply.rs`, no board).

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::{Element, Storage, UrlSearchParams, Window};

use super::board::{Kept, KeptGame, KeptPuzzle, Quick, Shared, draw_game, draw_puzzle};
use super::listen::listen;
use super::page::language_control;
use super::puzzle::{PuzzleLink, open_puzzle_link};
use super::reply::open_reply;
use super::{Link, open};
use crate::events::{ENDED_KEY, FIRST_PAINT, LIVE, REPLY_KEY, reply_left};
use crate::reply_markup;
use crate::reply_view::{REPLY_CLASS, ReplyView};
use crate::rules::daily::Day;
use crate::rules::opening::new_id;
use crate::rules::settings::Settings;
use crate::storage::place::Place;
use mastermind_words::Lang;

/// The quick board of a game link's program (`src/bin/quick.rs`): starts it if the page is a
/// game link it can play; otherwise the first paint stays as it is until the whole game arrives.
pub fn game() {
    let _ = (|| {
        let page = Page::read()?;
        let (kept, settings) = open_game(&page)?;
        let lang = page.lang(&settings);
        let quick = draw_game(page.frame.clone(), kept, lang.board(), lang)?;
        play(&page.window, quick)
    })();
}

/// The quick board of a puzzle link's program (`src/bin/puzzle.rs`), as [`game`] for games.
pub fn puzzle() {
    let _ = (|| {
        let page = Page::read()?;
        let (kept, settings) = open_puzzle(&page)?;
        let lang = page.lang(&settings);
        let quick = draw_puzzle(page.frame.clone(), kept, lang.board(), lang)?;
        play(&page.window, quick)
    })();
}

/// What the quick board reads of the page: the link and the clock.
struct Page {
    window: Window,
    frame: Element,
    storage: Storage,
    path: String,
    query: UrlSearchParams,
    hash: Option<String>,
    now: u64,
    today: Day,
}

impl Page {
    fn read() -> Option<Page> {
        let window = web_sys::window()?;
        let frame = window.document()?.get_element_by_id(FIRST_PAINT)?;
        let location = window.location();
        let path = crate::routes::app(&location.pathname().ok()?);
        let query = UrlSearchParams::new_with_str(&location.search().ok()?).ok()?;
        let hash = location.hash().ok();
        let storage = window.local_storage().ok()??;
        let now = js_sys::Date::now() as u64;
        Some(Page {
            frame,
            storage,
            path,
            query,
            hash,
            now,
            today: Day::from_unix_millis(now as i64),
            window,
        })
    }

    /// The stored language, else the browser's, as the whole game chooses it.
    fn lang(&self, settings: &Settings) -> Lang {
        Lang::chosen(
            settings.language.as_deref(),
            &self.window.navigator().language().unwrap_or_default(),
        )
    }
}

/// Plays the drawn board: its listeners, its first drawing, and `data-live` for the whole game.
fn play<K: Kept + 'static>(window: &Window, quick: Quick<K>) -> Option<()> {
    let shared: Shared<K> = Rc::new(RefCell::new(quick));
    listen(window, &shared)?;
    let mut me = shared.borrow_mut();
    me.render()?;
    me.frame.set_attribute(LIVE, "").ok()
}

/// A game link's game ([`open`]), saved at once, as the whole game's session saves a game it
/// opens: that program then opens this very game (its id, its key) from storage. Storage that
/// refuses it leaves the game to that program, which says so.
fn open_game(page: &Page) -> Option<(KeptGame, Settings)> {
    let query = &page.query;
    let (seed, date, pegs, colours, turns, repeats) = (
        query.get("seed"),
        query.get("date"),
        query.get("pegs"),
        query.get("colours"),
        query.get("turns"),
        query.get("repeats"),
    );
    let link = Link {
        path: &page.path,
        fragment: page.hash.as_deref(),
        seed: seed.as_deref(),
        date: date.as_deref(),
        pegs: pegs.as_deref(),
        colours: colours.as_deref(),
        turns: turns.as_deref(),
        repeats: repeats.as_deref(),
    };
    let read = |key: &str| page.storage.get_item(key).map_err(|_| ());
    let unrecorded = (page.window)
        .session_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(ENDED_KEY).ok().flatten());
    let game = open(&link, &read, page.today, page.now, unrecorded.as_deref()).ok()?;
    let place = Place::new(Some(page.storage.clone()), game.slot);
    place.save(&game.record).ok()?;
    let settings = game.settings.clone();
    Some((KeptGame(game, place), settings))
}

/// A puzzle link's puzzle ([`open_puzzle_link`], generated here when it is new), saved at once
/// as the whole game's puzzle session saves one it opens, in the slot that program reads.
fn open_puzzle(page: &Page) -> Option<(KeptPuzzle, Settings)> {
    let query = &page.query;
    let (seed, difficulty, date) = (
        query.get("seed"),
        query.get("difficulty"),
        query.get("date"),
    );
    let link = PuzzleLink {
        path: &page.path,
        seed: seed.as_deref(),
        difficulty: difficulty.as_deref(),
        date: date.as_deref(),
        fragment: page.hash.as_deref(),
    };
    let read = |key: &str| page.storage.get_item(key).map_err(|_| ());
    let puzzle = open_puzzle_link(&link, &read, page.today, || new_id(page.now)).ok()?;
    let slot = puzzle.record.source.slot(puzzle.record.puzzle.level());
    let place = Place::new(Some(page.storage.clone()), slot);
    place.save(&puzzle.record).ok()?;
    let settings = puzzle.settings.clone();
    Some((KeptPuzzle(puzzle, place), settings))
}

/// A friend's reply link's program (`src/bin/reply.rs`): the reply (`/reply#…`, [`open_reply`])
/// in place of the first paint's page, as the whole game's `ReplyPage` draws it (its one
/// markup). The page is words and links only: nothing is live, and the whole game replaces it
/// with the same page when it starts. The reply is left in the tab ([`REPLY_KEY`]) for the whole
/// game to count in Friends as it starts, on this page or the next, should the player leave
/// first. A link it does not take stays the first paint until the whole game arrives. Another
/// reply opened in the tab before then (the same path, another fragment: no new load) is drawn
/// in its place, as the whole game's page follows the address.
pub fn reply() {
    draw_reply();
    if let Some(window) = web_sys::window() {
        let redraw = wasm_bindgen::closure::Closure::<dyn Fn()>::new(draw_reply);
        let _ = window.add_event_listener_with_callback(
            "hashchange",
            wasm_bindgen::JsCast::unchecked_ref(redraw.as_ref()),
        );
        redraw.forget();
    }
}

/// Draws the reply of the address in the first paint (nothing once the whole game has taken
/// the page: the first paint is gone).
fn draw_reply() {
    let _ = (|| {
        let page = Page::read()?;
        let read = |key: &str| page.storage.get_item(key).map_err(|_| ());
        let fragment = page.hash.as_deref().unwrap_or_default();
        let opened = open_reply(fragment, &read).ok()?;
        // Counted by the whole game as it starts, here or on the tab's next page.
        if opened.reply.is_ok()
            && let Some(session) = page.window.session_storage().ok().flatten()
        {
            let left = session.get_item(REPLY_KEY).ok().flatten();
            let _ = session.set_item(REPLY_KEY, &reply_left(left.as_deref(), fragment));
        }
        let lang = page.lang(&opened.settings);
        let view = ReplyView::of(
            lang.board(),
            lang.reply(),
            opened.reply.as_ref().map_err(|e| *e),
            opened.own.as_ref(),
            Vec::new(),
        );
        let doc = page.window.document()?;
        doc.set_title(&view.title);
        language_control(&doc, &page.frame, lang)?;
        let shown = page.frame.query_selector("main .page").ok()??;
        shown.set_class_name(REPLY_CLASS);
        shown.set_inner_html(&reply_markup::reply(&view));
        Some(())
    })();
}
