//! The board's events read into the core's inputs ([`crate::rules::input::Input`]), for every board:
//! the whole game's Leptos board and the quick board of a game link (web-sys only, no Leptos).
//! Nothing is decided here: [`crate::rules::input::respond`] decides what an input does.

use wasm_bindgen::JsCast;
use web_sys::{Element, Event, KeyboardEvent};

use crate::rules::input::{At, Input, KeyPress};

/// The element id of a board hole (rows and holes from 0).
pub fn hole_id(row: usize, hole: usize) -> String {
    format!("hole-{row}-{hole}")
}

/// Focuses the hole `el` and brings the open palette under its row into view with it (SPEC §17,
/// finished on every screen: on a phone the next row and its palette follow the play, to the
/// last row of level III), for both boards: as little scrolling as it takes, none where both
/// are in view already.
pub fn focus_hole(el: &web_sys::HtmlElement) {
    let _ = el.focus();
    let palette = el
        .closest(".row")
        .ok()
        .flatten()
        .and_then(|row| row.next_element_sibling())
        .filter(|next| next.class_list().contains("palette"));
    if let Some(palette) = palette {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        palette.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

/// The row and hole of a board's hole element (its `data-row` and `data-hole`).
pub fn hole_of(el: &Element) -> Option<(usize, usize)> {
    let row = el.get_attribute("data-row")?.parse().ok()?;
    let hole = el.get_attribute("data-hole")?.parse().ok()?;
    Some((row, hole))
}

/// The element an event came from.
pub fn target_element(ev: &Event) -> Option<Element> {
    ev.target()?.dyn_into::<Element>().ok()
}

/// Where a key event was pressed: a hole, a field or a dialog, a control Enter activates, or
/// elsewhere.
fn at(ev: &KeyboardEvent) -> At {
    let Some(el) = target_element(ev) else {
        return At::Page;
    };
    if let Some((row, hole)) = hole_of(&el) {
        return At::Hole { row, hole };
    }
    let tag = el.tag_name().to_ascii_lowercase();
    let editable = matches!(tag.as_str(), "input" | "select" | "textarea")
        || el
            .closest("[contenteditable], dialog")
            .ok()
            .flatten()
            .is_some();
    if editable {
        At::Field
    } else if matches!(tag.as_str(), "button" | "a" | "summary") {
        At::Control
    } else {
        At::Page
    }
}

/// Reads a key event into an input and hands it to `respond`, which says whether the board took
/// it; a key the board took is kept from the browser (and from the other listeners).
pub fn on_key(ev: &KeyboardEvent, respond: impl FnOnce(Input) -> bool) {
    let key = ev.key();
    let press = KeyPress {
        key: &key,
        command: ev.ctrl_key() || ev.meta_key(),
        shift: ev.shift_key(),
        alt: ev.alt_key(),
        composing: ev.is_composing(),
        handled: ev.default_prevented(),
        at: at(ev),
    };
    if respond(Input::Key(press)) {
        ev.prevent_default();
    }
}

/// The id of `index.html`'s first paint, where the quick board plays until the whole game takes
/// the page over.
pub const FIRST_PAINT: &str = "first-paint";

/// The first paint's attributes the quick board writes and the whole game reads at the handover:
/// the quick board plays (its game saved in storage after every move), the selected hole of the
/// active row, the game it ended (its id), and what the player asked of the whole game's
/// controls before it came ([`Asked`]).
pub const LIVE: &str = "data-live";
pub const CURSOR: &str = "data-cursor";
pub const ENDED: &str = "data-ended";
pub const ASKED: &str = "data-asked";

/// What a key asked on the quick board that only the whole game does (reading the board aloud,
/// hearing a row: their live region and sound are its), done by the whole game as it takes over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    Read,
    Hear,
}

impl Asked {
    /// The attribute's value.
    pub const fn name(self) -> &'static str {
        match self {
            Asked::Read => "read",
            Asked::Hear => "hear",
        }
    }

    /// The input that asks it of a board.
    pub const fn input(self) -> Input<'static> {
        match self {
            Asked::Read => Input::Read,
            Asked::Hear => Input::Hear,
        }
    }

    /// The request an attribute's value names (read as untrusted: anything else is none).
    pub fn named(value: &str) -> Option<Asked> {
        [Asked::Read, Asked::Hear]
            .into_iter()
            .find(|a| a.name() == value)
    }
}

/// Where the quick board leaves the id of a game it ended (the tab's sessionStorage, never
/// exported: a marker, not the player's data) until the whole game has recorded that game's end,
/// at the handover or at the tab's next page with that game, should the handover never come.
pub const ENDED_KEY: &str = "mastermind-ended";

/// Where a reply link's own program leaves the replies it showed (their links' fragments, a line
/// each, in the tab's sessionStorage, never exported: a marker, not the player's data) until the
/// whole game has counted them in Friends, as it starts on this page or on the tab's next one,
/// should the player leave before it arrives.
pub const REPLY_KEY: &str = "mastermind-reply";

/// The most replies the tab keeps for the whole game to count: the latest.
const MOST_REPLIES_LEFT: usize = 8;

/// [`REPLY_KEY`]'s value (`left`: what it holds now) with `fragment` added: once, the latest
/// last, at most [`MOST_REPLIES_LEFT`].
pub fn reply_left(left: Option<&str>, fragment: &str) -> String {
    let mut all: Vec<&str> = replies_left(left.unwrap_or_default())
        .filter(|f| *f != fragment)
        .collect();
    all.push(fragment);
    let from = all.len().saturating_sub(MOST_REPLIES_LEFT);
    all.get(from..).unwrap_or_default().join("\n")
}

/// The fragments [`REPLY_KEY`]'s value holds (untrusted: the whole game reads each as a reply
/// link, and anything else counts nothing).
pub fn replies_left(value: &str) -> impl Iterator<Item = &str> {
    value.lines().filter(|line| !line.is_empty())
}
