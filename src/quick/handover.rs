//! The board program's side of the handover from the quick board ([`super::board`]).
//!
//! When the board program starts on a page where the quick board plays ([`freeze`]), it stops
//! the quick board taking moves (they queue from then on) and builds its own page out of sight.
//! Its game session opens the game the quick board saved. Once its board is on the page
//! ([`take_over`]), the first paint goes, the program's page shows in the same place, the
//! selection and focus carry over, and the queued presses are made, in order. What the first
//! paint holds is read as untrusted.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::board::FRAME;
use super::{Queued, read_queue};
use crate::dom::{hole_id, next_task};
use crate::play::Play;
use crate::rules::Game;

/// The element the board program's page is built in while the quick board still shows: off the
/// page, so that nothing on it (a name, a text, an id) doubles the quick board's.
const HOST: &str = "app";

thread_local! {
    static BUILT: std::cell::RefCell<Option<web_sys::Element>> = const { std::cell::RefCell::new(None) };
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// The first paint, while a quick board plays in it.
fn live_frame() -> Option<web_sys::Element> {
    document()?
        .get_element_by_id(FRAME)
        .filter(|f| f.has_attribute("data-live"))
}

/// If a quick board plays on the page: freezes it (its presses queue from now on) and returns an
/// element off the page to build the board program's page in; `None` otherwise.
pub fn freeze() -> Option<web_sys::HtmlElement> {
    let frame = live_frame()?;
    let doc = document()?;
    frame.set_attribute("data-frozen", "").ok()?;
    let host = doc.create_element("div").ok()?;
    host.set_id(HOST);
    BUILT.with(|b| b.replace(Some(host.clone())));
    host.dyn_into().ok()
}

/// An element of the board program's page, found by `selector`, whether that page is on the
/// page yet or still being built.
fn built(selector: &str) -> Option<web_sys::Element> {
    let host = BUILT.with(|b| b.borrow().clone());
    match host {
        Some(host) => host.query_selector(selector).ok().flatten(),
        None => document()?.query_selector(selector).ok().flatten(),
    }
}

/// Puts the board program's page in place of the first paint (at once, with nothing to carry
/// over, for a page with no board or a handover that could not find its board).
pub fn reveal() {
    let Some(host) = BUILT.with(|b| b.borrow_mut().take()) else {
        return;
    };
    let Some(doc) = document() else {
        return;
    };
    if let Some(frame) = doc.get_element_by_id(FRAME) {
        frame.remove();
    }
    if let Some(body) = doc.body() {
        let _ = body.append_child(&host);
    }
}

/// What had focus in the quick board's first paint, to focus its counterpart on the board
/// program's page.
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
    let number = |name: &str| el.get_attribute(name)?.parse::<usize>().ok();
    if let (Some(row), Some(hole)) = (number("data-row"), number("data-hole")) {
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

/// On the board program's game page, once its board is drawn: takes over from a quick board
/// that plays on the page (else does nothing). Waits a task at a time (a few at most) for the
/// board to reach the page.
pub fn take_over(play: Play) {
    take_over_within(play, 8);
}

fn take_over_within(play: Play, tasks: u32) {
    let Some(doc) = document() else {
        return;
    };
    let Some(frame) = live_frame() else {
        return;
    };
    if built(&format!("#{}", hole_id(0, 0))).is_none() {
        if tasks == 0 {
            reveal();
        } else {
            next_task(move || take_over_within(play, tasks - 1));
        }
        return;
    }
    let hole = frame
        .get_attribute("data-cursor")
        .and_then(|h| h.parse::<usize>().ok());
    let queue = read_queue(&frame.get_attribute("data-queue").unwrap_or_default());
    let focused = focused_in(&frame);
    reveal();
    let row = play.game.with_untracked(Game::active_row);
    if let (Some(hole), Some(_)) = (hole, row) {
        play.cursor
            .update(|c| *c = play.game.with_untracked(|g| c.select(g, hole)));
    }
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
        (Some(Focused::Submit), Some(_)) => {
            focus(built(".row.active .submit"));
        }
        (Some(Focused::Brand), _) => focus(built(".site-header .brand")),
        _ => {}
    }
    for press in queue {
        // As on the board program's page, a press after the game's end does nothing (a second
        // Enter after the winning one would otherwise raise a warning over the win).
        if play.game.with_untracked(Game::is_over) {
            break;
        }
        match press {
            Queued::Key { key, on_board } => play.press(key, on_board),
            Queued::Select(hole) => {
                if let Some(row) = play.game.with_untracked(Game::active_row) {
                    play.select(row, hole);
                }
            }
        }
    }
}
