//! The whole game's side of the handover from the quick board (`src/quick`), which plays a game
//! link in `index.html`'s first paint while the whole game downloads.
//!
//! When the whole game starts on a page where the quick board plays ([`begin`]), it builds its
//! own page out of sight, and the quick board goes on playing, saving every move (the whole
//! game's board takes no key until then: `BoardKeys`). Once the game page's board is drawn, that
//! page calls [`take_over`] through context ([`TakeOver`]), and in one task the game as stored and
//! the selection are read and applied together, the first paint goes, the whole game's page shows
//! in its place and focus carries over: no press can fall between the two programs. What the
//! first paint holds is read as untrusted. A `Read the board` or `Hear the row` the player asked
//! on the quick board (its `R` or `H`: their live region and sound are this program's) is done
//! then, on this board.
//!
//! Where no quick board plays, the whole game's page is built out of sight as well and replaces
//! the first paint once its heading is drawn ([`build_apart`], [`reveal_when_drawn`]).

use std::cell::RefCell;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::components::modal::MODAL_CLASS;
use crate::dom::next_task;
use crate::events::hole_id;
use crate::events::{ASKED, Asked, CURSOR, ENDED, FIRST_PAINT, LIVE, hole_of};
use crate::rules::game::Game;
use crate::session::game::{Handed, TakeOver};

/// The element the whole game's page is built in while the quick board still shows: off the
/// page, so that nothing on it (a name, a text, an id) doubles the quick board's.
const HOST: &str = "app";

thread_local! {
    static BUILT: RefCell<Option<web_sys::Element>> = const { RefCell::new(None) };
    /// The game page has begun to take over: the start's fallback leaves the page to it.
    static TAKING_OVER: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the game page is taking the page over (see [`reveal_unless_taking_over`]).
fn taking_over() -> bool {
    TAKING_OVER.with(std::cell::Cell::get)
}

/// The start's fallback, for a page that draws no board: shows the whole game's page, unless a
/// game page is taking over (it shows the page itself, once its board is built, or after a few
/// tasks without one).
pub fn reveal_unless_taking_over() {
    if !taking_over() {
        reveal();
    }
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// The first paint, while a quick board plays in it.
fn live_frame() -> Option<web_sys::Element> {
    document()?
        .get_element_by_id(FIRST_PAINT)
        .filter(|f| f.has_attribute(LIVE))
}

/// If a quick board plays on the page: an element off the page to build the whole game's page
/// in, and the take-over its game page calls once drawn; `None` otherwise.
pub fn begin() -> Option<(web_sys::HtmlElement, TakeOver)> {
    live_frame()?;
    let host = build_apart()?;
    let take_over = TakeOver {
        run: Callback::new(take_over),
        ended: Callback::new(|()| {
            document()
                .and_then(|d| d.get_element_by_id(FIRST_PAINT))
                .is_some_and(|f| f.has_attribute(ENDED))
        }),
    };
    Some((host, take_over))
}

/// An element off the page to build the whole game's page in, until [`reveal`] puts it in
/// place of the first paint.
pub fn build_apart() -> Option<web_sys::HtmlElement> {
    let host = document()?.create_element("div").ok()?;
    host.set_id(HOST);
    BUILT.with(|b| b.replace(Some(host.clone())));
    host.dyn_into().ok()
}

/// How many tasks the whole game's page is waited for, a task at a time, before it shows as it is.
const TASKS_TO_DRAW: u32 = 8;

/// Shows the whole game's page, built apart, once its heading is drawn (its routes come a task
/// after its header): the first paint stays until then, so the page never shows a header
/// without its page.
pub fn reveal_when_drawn() {
    once_built("main h1".to_owned(), TASKS_TO_DRAW, reveal);
}

/// Runs `then` once the whole game's page holds `selector`, waiting a task at a time, `tasks` at
/// most; without it by then, shows the page as it is ([`reveal`]).
fn once_built(selector: String, tasks: u32, then: impl FnOnce() + 'static) {
    if built(&selector).is_some() {
        then();
    } else if tasks == 0 {
        reveal();
    } else {
        next_task(move || once_built(selector, tasks - 1, then));
    }
}

/// An element of the whole game's page, found by `selector`, whether that page is on the page
/// yet or still being built.
fn built(selector: &str) -> Option<web_sys::Element> {
    let host = BUILT.with(|b| b.borrow().clone());
    match host {
        Some(host) => host.query_selector(selector).ok().flatten(),
        None => document()?.query_selector(selector).ok().flatten(),
    }
}

/// Puts the whole game's page in place of the first paint (at once, with nothing to carry over,
/// for a page with no board or a handover that could not find its board).
pub fn reveal() {
    // A program that panicked while its page was built shows its alert in the first paint,
    // which stays: the page built out of sight may be half done.
    if crate::crash::panicked() {
        return;
    }
    let Some(host) = BUILT.with(|b| b.borrow_mut().take()) else {
        return;
    };
    let Some(doc) = document() else {
        return;
    };
    if let Some(frame) = doc.get_element_by_id(FIRST_PAINT) {
        frame.remove();
    }
    if let Some(body) = doc.body() {
        let _ = body.append_child(&host);
    }
    // A dialog drawn out of sight could not open (a pending high score after a reload): it
    // opens now, on the page.
    let selector = format!("dialog.{MODAL_CLASS}:not([open])");
    if let Ok(dialogs) = host.query_selector_all(&selector) {
        for i in 0..dialogs.length() {
            if let Some(dialog) = dialogs
                .item(i)
                .and_then(|d| d.dyn_into::<web_sys::HtmlDialogElement>().ok())
            {
                let _ = dialog.show_modal();
            }
        }
    }
}

/// What had focus in the quick board's first paint, to focus its counterpart on the whole
/// game's page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Focused {
    /// A hole (row, hole).
    Hole(usize, usize),
    /// The palette's colour button at this place.
    Swatch(usize),
    Submit,
    /// The header's link home.
    Brand,
}

fn focused_in(frame: &web_sys::Element) -> Option<Focused> {
    let el = document()?.active_element()?;
    if !frame.contains(Some(&el)) {
        return None;
    }
    if let Some((row, hole)) = hole_of(&el) {
        return Some(Focused::Hole(row, hole));
    }
    let classes = el.class_list();
    if classes.contains("submit") {
        return Some(Focused::Submit);
    }
    if classes.contains("brand") {
        return Some(Focused::Brand);
    }
    let palette = el
        .parent_element()
        .filter(|p| p.class_list().contains("palette"))?;
    let swatches = palette.children();
    (0..swatches.length())
        .find(|&i| swatches.item(i).as_ref() == Some(&el))
        .and_then(|i| usize::try_from(i).ok())
        .map(Focused::Swatch)
}

fn focus(el: Option<web_sys::Element>) {
    if let Some(el) = el.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = el.focus();
    }
}

/// On the whole game's game page, once its board is drawn: takes over from the quick board that
/// plays on the page (else does nothing). Waits a task at a time (a few at most) for the board
/// to be built.
fn take_over(handed: Handed) {
    if document()
        .and_then(|d| d.get_element_by_id(FIRST_PAINT))
        .is_none()
    {
        return;
    }
    TAKING_OVER.with(|t| t.set(true));
    once_built(format!("#{}", hole_id(0, 0)), TASKS_TO_DRAW, move || {
        take_over_now(handed)
    });
}

/// The take-over itself, its board built: in one task, the quick board takes no press until the
/// first paint is gone.
fn take_over_now(handed: Handed) {
    let Some(doc) = document() else {
        return;
    };
    // The first paint, where the quick board played (or stopped, storage refusing a move: what
    // storage took is still the game to go on with).
    let Some(frame) = doc.get_element_by_id(FIRST_PAINT) else {
        return;
    };
    let play = handed.play;
    let hole = frame
        .get_attribute(CURSOR)
        .and_then(|h| h.parse::<usize>().ok())
        .unwrap_or_default();
    let ended_there = frame.get_attribute(ENDED).is_some_and(|e| e == handed.id);
    let asked = frame.get_attribute(ASKED).as_deref().and_then(Asked::named);
    let focused = focused_in(&frame);
    let was_over = play.game.with_untracked(Game::is_over);
    // The game as the quick board left it: stored after its every move, under this game's id.
    let newer = (handed.stored.run(())).filter(|log| play.log.with_untracked(|mine| mine != log));
    play.adopt(newer, hole);
    reveal();
    let row = play.game.with_untracked(Game::active_row);
    match (focused, row) {
        (Some(Focused::Hole(at, hole)), _) => {
            // The active row's selected hole (the selection carried over), or the very hole.
            let hole = if Some(at) == row {
                play.cursor.get_untracked().hole()
            } else {
                hole
            };
            focus(doc.get_element_by_id(&hole_id(at, hole)));
        }
        (Some(Focused::Swatch(i)), Some(_)) => {
            focus(built(&format!(".palette .swatch:nth-child({})", i + 1)));
        }
        (Some(Focused::Submit), Some(_)) => focus(built(".row.active .submit")),
        (Some(Focused::Brand), _) => focus(built(".site-header .brand")),
        // A game ended on the quick board (focus left the board with the last row): to the
        // control that starts the next one, as where the whole game ends a game.
        (None, None) if ended_there => focus(built(&format!("#{}", play.end_focus))),
        _ => {}
    }
    // A game the quick board ended before this program opened it: what it leaves behind is
    // this program's to record, once (a game it ended after was recorded as it was adopted).
    if was_over && ended_there {
        handed.ended.run(());
    }
    // `Read the board` or `Hear the row` asked on the quick board: done now, on this board.
    if let Some(asked) = asked {
        play.input(asked.input());
    }
}
