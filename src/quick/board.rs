//! The quick board on the page: draws the game or the puzzle [`super::start`] opened into
//! `index.html`'s first paint with `web-sys` alone (the same elements, classes and names as the
//! whole game's `GameView` and `PuzzleBoard`, so nothing moves at the handover and the names of
//! SPEC 7 hold from the first paint; a component test renders both boards from the same games
//! and compares them), plays each input as the core's [`respond`] says, and saves the game after
//! every move as the whole game's sessions do, to its end (its flag and key), which the whole
//! game then records.
//!
//! The handover, in the first paint's attributes ([`crate::events`]): `data-live` says the quick
//! board plays; `data-cursor` holds the selected hole; `data-ended` the id of a game or puzzle it
//! ended. The whole game reads them and the stored game together, in one task, and removes the
//! first paint: from then on the quick board's listeners do nothing.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Document, Element};

use super::QuickGame;
use super::page::{draw_page, draw_puzzle_page, show_versus};
use super::puzzle::QuickPuzzle;
use crate::board_drawing::Drawing;
use crate::board_view::{BoardView, Use};
use crate::events::{ASKED, Asked, CURSOR, ENDED, ENDED_KEY, LIVE};
use crate::rules::cursor::Cursor;
use crate::rules::game::{Game, Invalid};
use crate::rules::input::{Change, Focus, Input, respond};
use crate::rules::log::GameLog;
use crate::rules::puzzle::PuzzleRecord;
use crate::rules::saved::GameRecord;
use crate::rules::storage::Trouble;
use crate::rules::store::Stored;
use crate::storage::place::Place;
use mastermind_words::{BoardText, Lang};

/// What the quick board plays (a game or a puzzle), and where it keeps it after every move: each
/// program links only its own kind ([`KeptGame`] for game links, [`KeptPuzzle`] for puzzle links).
pub trait Kept {
    fn log(&self) -> &GameLog;
    /// Goes on with `log`, saved first: what the quick board shows is always what storage
    /// holds, so a move storage refuses is not made (`Err`).
    fn keep(&mut self, log: GameLog) -> Result<(), Trouble>;
    /// The id it is marked with for the whole game once it has ended here.
    fn id(&self) -> Option<&str>;
    /// Whether the tab's next page records it, should the whole game never take over (a
    /// game's statistics; a puzzle's end is recorded from its slot by the whole game).
    const RECORDED_LATER: bool;
    /// What the page shows beside the board once it is drawn anew (a challenge's result).
    fn show(&self, _frame: &Element, _t: &'static BoardText) {}
}

/// A game link's game and its place in storage.
pub struct KeptGame(pub QuickGame, pub Place<GameRecord>);

/// A puzzle link's puzzle and its place in storage.
pub struct KeptPuzzle(pub QuickPuzzle, pub Place<PuzzleRecord>);

impl Kept for KeptGame {
    fn log(&self) -> &GameLog {
        &self.0.record.log
    }

    fn keep(&mut self, log: GameLog) -> Result<(), Trouble> {
        let next = GameRecord {
            log,
            ..self.0.record.clone()
        };
        saved_then_kept(&self.1, &mut self.0.record, next)
    }

    fn id(&self) -> Option<&str> {
        self.0.record.id.as_deref()
    }

    const RECORDED_LATER: bool = true;

    /// A challenge game that has ended: the player's result beside the sender's.
    fn show(&self, frame: &Element, t: &'static BoardText) {
        let _ = show_versus(frame, t, &self.0);
    }
}

impl Kept for KeptPuzzle {
    fn log(&self) -> &GameLog {
        &self.0.record.log
    }

    fn keep(&mut self, log: GameLog) -> Result<(), Trouble> {
        let next = PuzzleRecord {
            log,
            ..self.0.record.clone()
        };
        saved_then_kept(&self.1, &mut self.0.record, next)
    }

    fn id(&self) -> Option<&str> {
        Some(&self.0.record.id)
    }

    const RECORDED_LATER: bool = false;
}

/// Saves `next` at `place`, then makes it the `record` played on: only what storage took is
/// ever shown ([`Kept::keep`]).
fn saved_then_kept<R: Stored>(place: &Place<R>, record: &mut R, next: R) -> Result<(), Trouble> {
    place.save(&next)?;
    *record = next;
    Ok(())
}

/// The quick board's state and elements.
pub struct Quick<K> {
    doc: Document,
    pub frame: Element,
    t: &'static BoardText,
    played: K,
    cursor: Cursor,
    /// Why the last action was refused, shown in the flag (the whole game's warning).
    warning: Option<Invalid>,
    pub drawing: Drawing,
    /// A puzzle's `Check`.
    pub check: Option<Element>,
    /// Storage refused a move: the page is the whole game's to show.
    stopped: bool,
}

pub type Shared<K> = Rc<RefCell<Quick<K>>>;

/// A quick board drawn without its listeners, driven by [`TestBoard::input`]: the component
/// test `tests/browser/boards.rs` renders it and the whole game's `Board` from the same inputs and
/// compares their markup.
pub struct TestBoard<K = KeptGame>(RefCell<Quick<K>>);

impl<K: Kept> TestBoard<K> {
    /// Acts on `input` as the quick board does on an event read into it (the core's
    /// [`respond`], then the drawing); returns whether the board took it.
    pub fn input(&self, input: Input) -> bool {
        self.0.borrow_mut().input(input)
    }
}

/// Draws `game` in `lang` into `frame`, as [`super::start`] draws into the first paint: `frame`
/// must hold an `h1` and a `.game` element with a `p.summary` (a `select.language` is optional).
/// The game is saved to the real localStorage (its slot's key) after every move, and a game it
/// ends is marked for the whole game to record, as on a game link. `None` when the frame lacks
/// one of those elements or there is no localStorage.
pub fn draw_for_test(frame: Element, game: QuickGame, lang: Lang) -> Option<TestBoard> {
    let storage = Place::new(Some(web_sys::window()?.local_storage().ok()??), game.slot);
    let mut quick = draw_game(frame, KeptGame(game, storage), lang.text(), lang)?;
    quick.render()?;
    Some(TestBoard(RefCell::new(quick)))
}

/// Draws `puzzle` in `lang` into `frame` (a first paint's `.page` is replaced by the puzzle's
/// page), as [`super::start`] draws a puzzle link's; saved to the real localStorage after every
/// move.
pub fn draw_puzzle_for_test(
    frame: Element,
    puzzle: QuickPuzzle,
    lang: Lang,
) -> Option<TestBoard<KeptPuzzle>> {
    let slot = puzzle.record.source.slot(puzzle.record.puzzle.level());
    let storage = Place::new(Some(web_sys::window()?.local_storage().ok()??), slot);
    let mut quick = draw_puzzle(frame, KeptPuzzle(puzzle, storage), lang.text(), lang)?;
    quick.render()?;
    Some(TestBoard(RefCell::new(quick)))
}

/// Draws a game's page (heading, summary and notices) and its board in place of the first
/// paint's.
pub fn draw_game(
    frame: Element,
    kept: KeptGame,
    t: &'static BoardText,
    lang: Lang,
) -> Option<Quick<KeptGame>> {
    let doc = frame.owner_document()?;
    let body = draw_page(&doc, &frame, t, &kept.0, lang)?;
    let quick = Quick::new(doc, frame, t, kept, None)?;
    body.append_child(&quick.drawing.board).ok()?;
    Some(quick)
}

/// Draws a puzzle's page (heading, difficulty, `Check`) and its board in place of the first
/// paint's: the board in its box beside the controls', as `PuzzleBoard` has them.
pub fn draw_puzzle(
    frame: Element,
    kept: KeptPuzzle,
    t: &'static BoardText,
    lang: Lang,
) -> Option<Quick<KeptPuzzle>> {
    let doc = frame.owner_document()?;
    let (board_box, check) = draw_puzzle_page(&doc, &frame, t, &kept.0, lang)?;
    let quick = Quick::new(doc, frame, t, kept, Some(check))?;
    board_box.append_child(&quick.drawing.board).ok()?;
    Some(quick)
}

impl<K: Kept> Quick<K> {
    /// The board of `played`, drawn but not yet placed on the page.
    fn new(
        doc: Document,
        frame: Element,
        t: &'static BoardText,
        played: K,
        check: Option<Element>,
    ) -> Option<Quick<K>> {
        let cursor = Cursor::reset();
        let game = played.log().game();
        let view = BoardView::of(t, game, cursor, None, None, &[], Use::Play);
        let drawing = Drawing::new(doc.clone(), t, game.level(), view)?;
        Some(Quick {
            doc,
            frame,
            t,
            played,
            cursor,
            warning: None,
            drawing,
            check,
            stopped: false,
        })
    }

    fn game(&self) -> &Game {
        self.played.log().game()
    }

    /// Brings the board's elements in step with the game, the selection and the flag.
    pub fn render(&mut self) -> Option<()> {
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
        self.played.show(&self.frame, self.t);
        // A puzzle's `Check` goes with its end, as on the whole game's page.
        if let Some(check) = &self.check
            && self.game().is_over()
        {
            check.remove();
        }
        self.frame
            .set_attribute(CURSOR, &self.cursor.hole().to_string())
            .ok()
    }

    /// Whether the quick board still plays: its first paint is on the page (the whole game has
    /// not taken over) and storage has taken every move.
    pub fn playing(&self) -> bool {
        !self.stopped && self.frame.is_connected()
    }

    /// Acts on an input as the core's [`respond`] says; returns whether the board took it.
    pub fn input(&mut self, input: Input) -> bool {
        let Some(response) = respond(self.played.log(), self.cursor, input) else {
            return false;
        };
        let asked = match response.change {
            // Never here: the quick board does not play a devious game.
            Change::AskDevious { .. } => return true,
            Change::Read => Some(Asked::Read),
            Change::Hear { .. } => Some(Asked::Hear),
            _ => None,
        };
        if let Some(asked) = asked {
            // Reading the board aloud and hearing a row are the whole game's (their live
            // region and sound), moments away: it does the last one asked as it takes over.
            let _ = self.frame.set_attribute(ASKED, asked.name());
            return true;
        }
        if let Some(next) = response.next.clone() {
            // A move storage refuses is not made, and the quick board stops, leaving the page to
            // the whole game, which says what went wrong.
            if self.played.keep(next).is_err() {
                let _ = self.frame.remove_attribute(LIVE);
                self.stopped = true;
                return true;
            }
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
    /// would be 8 KB of brotli before every game link's first peg (measured). A puzzle's end
    /// is recorded by the whole game's puzzle session as it opens the ended puzzle from its slot.
    fn record_end(&self) {
        if !self.game().is_over() {
            return;
        }
        let Some(id) = self.played.id() else {
            return;
        };
        let _ = self.frame.set_attribute(ENDED, id);
        // Should the whole game never take over in this page (a reload, a page left first),
        // the tab's next page with this game records it.
        if K::RECORDED_LATER
            && let Some(session) =
                web_sys::window().and_then(|w| w.session_storage().ok().flatten())
        {
            let _ = session.set_item(ENDED_KEY, id);
        }
    }

    fn focus(&self, row: usize, hole: usize) {
        if let Some(el) = self
            .drawing
            .hole(row, hole)
            .and_then(|h| h.dyn_ref::<web_sys::HtmlElement>())
        {
            crate::events::focus_hole(el);
        }
    }
}
