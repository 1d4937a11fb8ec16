//! The quick board on the page: draws the game [`super::open`] chose into `index.html`'s first
//! paint with `web-sys` alone (the same elements, classes and names as the whole game's
//! `GameView`, so nothing moves at the handover and the names of SPEC 7 hold from the first
//! paint; a component test renders both boards from the same games and compares them), plays
//! each input as the core's [`respond`] says, and saves the game after every move as the whole
//! game's session does, to the game's end (its flag and key), which the whole game then records.
//!
//! The handover, in the first paint's attributes ([`crate::events`]): `data-live` says the quick
//! board plays; `data-cursor` holds the selected hole; `data-ended` the id of a game it ended.
//! The whole game reads them and the stored game together, in one task, and removes the first
//! paint: from then on the quick board's listeners do nothing.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{Document, Element, Event, KeyboardEvent};

use super::drawing::Drawing;
use super::page::{draw_page, show_versus};
use super::{Link, QuickGame, open};
use crate::board_view::{BoardView, Use};
use crate::events::{CURSOR, ENDED, ENDED_KEY, FIRST_PAINT, LIVE, hole_of, on_key, target_element};
use crate::rules::colour::Colour;
use crate::rules::cursor::Cursor;
use crate::rules::daily::Day;
use crate::rules::game::{Game, Invalid, Target};
use crate::rules::input::{Change, Focus, Input, respond};
use crate::rules::saved::GameRecord;
use crate::storage::place::Place;
use mastermind_words::{BoardText, Lang};

/// The quick board's state and elements.
struct Quick {
    doc: Document,
    frame: Element,
    storage: Place<GameRecord>,
    t: &'static BoardText,
    game: QuickGame,
    cursor: Cursor,
    /// Why the last action was refused, shown in the flag (the whole game's warning).
    warning: Option<Invalid>,
    drawing: Drawing,
    /// Storage refused a move: the page is the whole game's to show.
    stopped: bool,
}

type Shared = Rc<RefCell<Quick>>;

/// Starts the quick board, if the page is a game link it can play; otherwise the first paint
/// stays as it is until the whole game arrives.
pub fn run() {
    let _ = start();
}

fn start() -> Option<()> {
    let window = web_sys::window()?;
    let doc = window.document()?;
    let frame = doc.get_element_by_id(FIRST_PAINT)?;
    let location = window.location();
    let path = location.pathname().ok()?;
    let query = web_sys::UrlSearchParams::new_with_str(&location.search().ok()?).ok()?;
    let (seed, date, pegs, colours, turns, repeats) = (
        query.get("seed"),
        query.get("date"),
        query.get("pegs"),
        query.get("colours"),
        query.get("turns"),
        query.get("repeats"),
    );
    let hash = location.hash().ok();
    let link = Link {
        path: &path,
        fragment: hash.as_deref(),
        seed: seed.as_deref(),
        date: date.as_deref(),
        pegs: pegs.as_deref(),
        colours: colours.as_deref(),
        turns: turns.as_deref(),
        repeats: repeats.as_deref(),
    };
    let storage = window.local_storage().ok()??;
    let read = |key: &str| storage.get_item(key).map_err(|_| ());
    let now = js_sys::Date::now() as u64;
    let today = Day::from_unix_millis(now as i64);
    let unrecorded = window
        .session_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(ENDED_KEY).ok().flatten());
    let game = open(&link, &read, today, now, unrecorded.as_deref()).ok()?;
    // Saved at once, as the whole game's session saves a game it opens: that program then
    // opens this very game (its id, its key) from storage. Storage that refuses it leaves the
    // game to that program, which says so.
    let storage = Place::new(Some(storage), game.slot);
    storage.save(&game.record).ok()?;
    let lang = game
        .settings
        .language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_else(|| Lang::from_browser(&window.navigator().language().unwrap_or_default()));
    let t = lang.board();
    let quick = draw(doc, frame, storage, t, game, lang)?;
    let shared: Shared = Rc::new(RefCell::new(quick));
    listen(&window, &shared)?;
    let mut me = shared.borrow_mut();
    me.render()?;
    me.frame.set_attribute(LIVE, "").ok()
}

/// A quick board drawn without its listeners, driven by [`TestBoard::input`]: the component
/// test `tests/browser/boards.rs` renders it and the whole game's `Board` from the same inputs and
/// compares their markup.
pub struct TestBoard(RefCell<Quick>);

impl TestBoard {
    /// Acts on `input` as the quick board does on an event read into it (the core's
    /// [`respond`], then the drawing); returns whether the board took it.
    pub fn input(&self, input: Input) -> bool {
        self.0.borrow_mut().input(input)
    }
}

/// Draws `game` in `lang` into `frame`, as [`run`] draws into the first paint: `frame` must hold
/// an `h1` and a `.game` element with a `p.summary` (a `select.language` is optional). The game
/// is saved to the real localStorage (its slot's key) after every move, and a game
/// it ends is marked for the whole game to record, as on a game link. `None` when the frame lacks one of
/// those elements or there is no localStorage.
pub fn draw_for_test(frame: Element, game: QuickGame, lang: Lang) -> Option<TestBoard> {
    let doc = frame.owner_document()?;
    let storage = Place::new(Some(web_sys::window()?.local_storage().ok()??), game.slot);
    let mut quick = draw(doc, frame, storage, lang.text(), game, lang)?;
    quick.render()?;
    Some(TestBoard(RefCell::new(quick)))
}

/// Draws the page's heading, the game's summary and notices, and the board, in place of the
/// first paint's.
fn draw(
    doc: Document,
    frame: Element,
    storage: Place<GameRecord>,
    t: &'static BoardText,
    game: QuickGame,
    lang: Lang,
) -> Option<Quick> {
    let body = draw_page(&doc, &frame, t, &game, lang)?;
    let cursor = Cursor::reset();
    let log = &game.record.log;
    let view = BoardView::of(t, log.game(), cursor, None, None, &[], Use::Play);
    let drawing = Drawing::new(doc.clone(), t, log.game().level(), view)?;
    body.append_child(&drawing.board).ok()?;
    Some(Quick {
        doc,
        frame,
        storage,
        t,
        game,
        cursor,
        warning: None,
        drawing,
        stopped: false,
    })
}

impl Quick {
    fn game(&self) -> &Game {
        self.game.record.log.game()
    }

    /// Brings the board's elements in step with the game, the selection and the flag.
    fn render(&mut self) -> Option<()> {
        let view = BoardView::of(
            self.t,
            self.game(),
            self.cursor,
            self.warning,
            None,
            &[],
            Use::Play,
        );
        self.drawing.show(view)?;
        // A challenge game that has ended: the player's result beside the sender's.
        let _ = show_versus(&self.doc, &self.frame, self.t, &self.game);
        self.frame
            .set_attribute(CURSOR, &self.cursor.hole().to_string())
            .ok()
    }

    /// Whether the quick board still plays: its first paint is on the page (the whole game has
    /// not taken over) and storage has taken every move.
    fn playing(&self) -> bool {
        !self.stopped && self.frame.is_connected()
    }

    /// Acts on an input as the core's [`respond`] says; returns whether the board took it.
    fn input(&mut self, input: Input) -> bool {
        let Some(response) = respond(&self.game.record.log, self.cursor, input) else {
            return false;
        };
        if let Change::AskDevious { .. } | Change::Read = response.change {
            // Never here: the quick board does not play a devious game. Reading the board
            // aloud is the whole game's (its button and live region), moments away.
            return true;
        }
        if let Some(next) = response.next.clone() {
            let record = GameRecord {
                log: next,
                ..self.game.record.clone()
            };
            // What the quick board shows is always what storage holds: a move storage refuses
            // is not made, and the quick board stops, leaving the page to the whole game, which
            // says what went wrong.
            if self.storage.save(&record).is_err() {
                let _ = self.frame.remove_attribute(LIVE);
                self.stopped = true;
                return true;
            }
            self.game.record = record;
            self.record_end();
        }
        let settled = response.settle(Ok(()), self.cursor, self.warning);
        self.cursor = settled.cursor;
        self.warning = settled.warning;
        let _ = self.render();
        match (settled.focus, self.game().active_row()) {
            (Focus::Selection, Some(row)) => self.focus(row, self.cursor.hole()),
            // The game has ended: the control for the next one is the whole game's, and focus
            // leaves the finished row's hole (Enter there would only warn that the game is over);
            // the whole game gives it to that control when it takes over.
            (Focus::End, _) => {
                if let Some(el) = self
                    .doc
                    .active_element()
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let _ = el.blur();
                }
            }
            _ => {}
        }
        true
    }

    /// Once the game has ended here: tells the whole game which game ended, for what it leaves
    /// behind (its record in the statistics, once per id, and the high-score invitation), which
    /// the whole game's session makes as it takes the page over, or on the tab's next page with
    /// that game. The quick board does not read or write the statistics itself: their parsing
    /// would be 8 KB of brotli before every game link's first peg (measured).
    fn record_end(&self) {
        let record = &self.game.record;
        if record.log.game().is_over()
            && let Some(id) = &record.id
        {
            let _ = self.frame.set_attribute(ENDED, id);
            // Should the whole game never take over in this page (a reload, a page left first),
            // the tab's next page with this game records it.
            if let Some(session) =
                web_sys::window().and_then(|w| w.session_storage().ok().flatten())
            {
                let _ = session.set_item(ENDED_KEY, id);
            }
        }
    }

    fn focus(&self, row: usize, hole: usize) {
        if let Some(el) = self
            .drawing
            .hole(row, hole)
            .and_then(|h| h.dyn_ref::<web_sys::HtmlElement>())
        {
            let _ = el.focus();
        }
    }
}

/// The quick board's listeners: keys on the window, clicks and focus on the board, each read
/// into an input ([`crate::events`]). Each does nothing once the first paint has left the page
/// (the whole game has taken over) or the quick board has stopped.
fn listen(window: &web_sys::Window, shared: &Shared) -> Option<()> {
    let me = shared.clone();
    let keys = Closure::<dyn Fn(KeyboardEvent)>::new(move |ev: KeyboardEvent| {
        let Ok(mut quick) = me.try_borrow_mut() else {
            return;
        };
        if quick.playing() {
            on_key(&ev, |input| quick.input(input));
        }
    });
    window
        .add_event_listener_with_callback("keydown", keys.as_ref().unchecked_ref())
        .ok()?;
    keys.forget();

    let me = shared.clone();
    let clicks = Closure::<dyn Fn(Event)>::new(move |ev: Event| {
        let Ok(mut quick) = me.try_borrow_mut() else {
            return;
        };
        let Some(target) = target_element(&ev) else {
            return;
        };
        if !quick.playing() {
            return;
        }
        let input = if let Ok(Some(swatch)) = target.closest("[data-colour]") {
            swatch
                .get_attribute("data-colour")
                .and_then(|i| i.parse().ok())
                .and_then(Colour::from_index)
                .map(Input::Colour)
        } else if let Ok(Some(_)) = target.closest(".submit") {
            Some(Input::Submit)
        } else if let Ok(Some(hole)) = target.closest("[data-hole]") {
            hole_of(&hole).map(|(row, hole)| Input::Hole { row, hole })
        } else if let Ok(Some(results)) = target.closest(".results") {
            (quick.drawing.results_row(&results)).map(|row| Input::Touch(Target::Results { row }))
        } else if let Ok(Some(_)) = target.closest(".key-row") {
            Some(Input::Touch(Target::Key))
        } else {
            None
        };
        if let Some(input) = input {
            quick.input(input);
        }
    });
    let me = shared.clone();
    let focus = Closure::<dyn Fn(Event)>::new(move |ev: Event| {
        let Ok(mut quick) = me.try_borrow_mut() else {
            return;
        };
        if quick.playing()
            && let Some((row, hole)) = target_element(&ev).as_ref().and_then(hole_of)
        {
            quick.input(Input::Focus { row, hole });
        }
    });
    let board = shared.borrow().drawing.board.clone();
    board
        .add_event_listener_with_callback("click", clicks.as_ref().unchecked_ref())
        .ok()?;
    board
        .add_event_listener_with_callback("focusin", focus.as_ref().unchecked_ref())
        .ok()?;
    clicks.forget();
    focus.forget();
    Some(())
}
