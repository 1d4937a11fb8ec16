//! What a player's input does on a board, decided once for every board (the whole game's
//! Leptos board and the quick board of a game link): from the game's log, the selection and an
//! [`Input`] (a key with its modifiers and where it was pressed, a click on a hole or a colour),
//! [`respond`] gives a [`Response`]: the change to the log, the new selection, where focus goes
//! and what the yellow flag says. The boards only read events into inputs and apply responses.

use super::colour::Colour;
use super::cursor::Cursor;
use super::game::{Game, Invalid, Move, Target};
use super::log::GameLog;

mod keys;
mod settled;
pub use keys::{BoardKey, key_colour};
pub use settled::Settled;

/// Where a key was pressed: the element the key event came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// A hole of the board (rows and holes from 0).
    Hole { row: usize, hole: usize },
    /// A field, an editable element or anything in a dialog: the key is the field's.
    Field,
    /// A control that Enter activates (a button, a link, a summary).
    Control,
    /// Anywhere else on the page.
    Page,
}

/// A key press as the browser reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyPress<'a> {
    /// `KeyboardEvent.key`.
    pub key: &'a str,
    /// Ctrl or Cmd held.
    pub command: bool,
    pub shift: bool,
    pub alt: bool,
    /// During an input method's composition.
    pub composing: bool,
    /// Another listener has handled it already (`defaultPrevented`).
    pub handled: bool,
    pub at: At,
}

/// A player's input on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input<'a> {
    /// A key pressed anywhere on the page.
    Key(KeyPress<'a>),
    /// A click on a hole of any row.
    Hole {
        row: usize,
        hole: usize,
    },
    /// Focus arrived on a hole (Tab, or a click's focus).
    Focus {
        row: usize,
        hole: usize,
    },
    /// A click on a colour of the palette.
    Colour(Colour),
    /// A click on the active row's `Submit`.
    Submit,
    /// A click on what takes no move: the covered key, a row's results.
    Touch(Target),
    /// The `Undo` and `Redo` buttons.
    Undo,
    Redo,
    /// The `Read the board` button.
    Read,
    /// The `Hear the row` button.
    Hear,
}

/// A change to the game's log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Nothing,
    Apply(Move),
    Undo,
    Redo,
    /// Read the board aloud ([`crate::reading::reading`]): no change to the game.
    Read,
    /// Play `row` as sounds ([`crate::hearing::row`]): no change to the game.
    Hear {
        row: usize,
    },
    /// Submit the full active row to the devious computer, whose answer the solver works out:
    /// the whole game's to do (the quick board never plays a devious game). Once it is played,
    /// the selection goes to the next row's first hole, and focus with it when `follow`.
    AskDevious {
        follow: bool,
    },
}

/// Where keyboard focus goes once the change is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// Focus stays where the player put it.
    Stay,
    /// To the selected hole of the active row, as they are when the frame comes (keys typed
    /// before then may have moved the selection again).
    Selection,
    /// The game has ended: to the control that starts the next one.
    End,
}

/// What the yellow flag says after the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flag {
    /// As it was (moving the selection does not clear a warning).
    Keep,
    /// No warning: the input was taken.
    Clear,
    /// The rules refused the input, for this reason.
    Warn(Invalid),
}

/// What an input does: the change to the log, the selection after it, focus and the flag. The
/// log after the change is [`Response::next`]'s, when the rules take it.
#[derive(Clone, Debug, PartialEq)]
pub struct Response {
    pub change: Change,
    pub cursor: Cursor,
    pub focus: Focus,
    pub flag: Flag,
    /// The log once the change is made (`None` for no change, or one the full program works out).
    pub next: Option<GameLog>,
}

impl Response {
    fn same(cursor: Cursor, flag: Flag) -> Response {
        Response {
            change: Change::Nothing,
            cursor,
            focus: Focus::Stay,
            flag,
            next: None,
        }
    }
}

/// The key a press means on the board, and whether it was pressed on the active row's hole (so
/// that focus follows the selection); `None` when the key is not the board's (the browser keeps
/// it). On a hole of the active row every board key counts; elsewhere the number keys, Delete,
/// Backspace, Enter and the undo shortcuts reach the active row (Wordle's habit), unless focus is
/// in a field or a dialog, or (for Enter) on a control Enter activates; the arrows are left to the
/// page; nothing with Alt, during composition, once handled, or once the game is over.
pub fn key_of(log: &GameLog, press: &KeyPress) -> Option<(BoardKey, bool)> {
    if press.handled || press.alt || press.composing {
        return None;
    }
    let key = BoardKey::of(press.key, press.command, press.shift, log.game().level())?;
    // Reading the board or hearing a row takes no move: they work once the game is over too.
    if let BoardKey::Read | BoardKey::Hear = key {
        return (press.at != At::Field).then_some((key, false));
    }
    let active = log.game().active_row()?;
    match press.at {
        At::Hole { row, .. } if row == active => Some((key, true)),
        At::Field => None,
        At::Control | At::Hole { .. } if key == BoardKey::Submit => None,
        _ if matches!(key, BoardKey::Step(_)) => None,
        _ => Some((key, false)),
    }
}

/// Where the selection goes once an undo (`back`) or a redo has made `next`: to the hole that
/// changed, in the active row. Undone, the hole is selected to be filled again; redone, the
/// selection moves on as it did when the peg was first placed. `None` when no hole changed (the
/// selection stays).
pub fn cursor_after_history(next: &GameLog, back: bool, cursor: Cursor) -> Option<Cursor> {
    let changed = if back {
        next.moves().get(next.position())
    } else {
        next.position()
            .checked_sub(1)
            .and_then(|at| next.moves().get(at))
    };
    let (hole, placed) = match changed {
        Some(Move::Place { hole, .. }) => (*hole, !back),
        Some(Move::Clear { hole, .. }) => (*hole, false),
        _ => return None,
    };
    let game = next.game();
    game.active_row()?;
    let at = cursor.select(game, hole);
    Some(if placed { at.after_fill(game) } else { at })
}

/// What `input` does to the game `log` with the selection at `cursor`: the one decision every
/// board applies. `None` when the input is not the board's (a key the browser keeps).
pub fn respond(log: &GameLog, cursor: Cursor, input: Input) -> Option<Response> {
    let game = log.game();
    let row = game.active_row();
    let on_active = |r: usize| Some(r) == row;
    Some(match input {
        Input::Key(press) => {
            let (key, on_hole) = key_of(log, &press)?;
            if key == BoardKey::Hear {
                let focused = match press.at {
                    At::Hole { row, .. } => Some(row),
                    _ => None,
                };
                return Some(hear(game, cursor, focused));
            }
            press_key(log, cursor, key, on_hole)
        }
        Input::Hole { row: r, hole } => match game.check(Target::Hole { row: r, hole }) {
            Ok(()) => Response::same(cursor.select(game, hole), Flag::Clear),
            Err(why) => Response::same(cursor, Flag::Warn(why)),
        },
        // Tabbing onto a hole selects it, as the arrows do: a warning stays.
        Input::Focus { row: r, hole } if on_active(r) => {
            Response::same(cursor.select(game, hole), Flag::Keep)
        }
        Input::Focus { .. } => Response::same(cursor, Flag::Keep),
        Input::Colour(colour) => press_key(log, cursor, BoardKey::Colour(colour), false),
        Input::Submit => press_key(log, cursor, BoardKey::Submit, true),
        Input::Touch(target) => match game.check(target) {
            Ok(()) => Response::same(cursor, Flag::Clear),
            Err(why) => Response::same(cursor, Flag::Warn(why)),
        },
        Input::Undo => press_key(log, cursor, BoardKey::Undo, false),
        Input::Redo => press_key(log, cursor, BoardKey::Redo, false),
        Input::Read => press_key(log, cursor, BoardKey::Read, false),
        Input::Hear => hear(game, cursor, None),
    })
}

/// `Hear the row`: the row [`crate::hearing::row_to_hear`] chooses, nothing changed.
fn hear(game: &Game, cursor: Cursor, focused: Option<usize>) -> Response {
    let change = match super::hearing::row_to_hear(game, focused) {
        Some(row) => Change::Hear { row },
        None => Change::Nothing,
    };
    Response {
        change,
        ..Response::same(cursor, Flag::Keep)
    }
}

/// A move the rules take or refuse: the log after it, the selection `after` it, focus on the
/// selection when `follow`.
fn apply(log: &GameLog, mv: Move, cursor: Cursor, follow: bool) -> Response {
    match log.apply(mv) {
        Ok(next) => Response {
            change: Change::Apply(mv),
            cursor,
            focus: if follow {
                Focus::Selection
            } else {
                Focus::Stay
            },
            flag: Flag::Clear,
            next: Some(next),
        },
        Err(why) => Response::same(cursor, Flag::Warn(why)),
    }
}

/// What a board key does; `on_hole`: it was pressed on the active row's hole, so focus follows
/// the selection.
fn press_key(log: &GameLog, cursor: Cursor, key: BoardKey, on_hole: bool) -> Response {
    let game = log.game();
    if let BoardKey::Undo | BoardKey::Redo = key {
        return history(log, cursor, key == BoardKey::Undo, on_hole);
    }
    if key == BoardKey::Read {
        return Response {
            change: Change::Read,
            ..Response::same(cursor, Flag::Keep)
        };
    }
    let Some(row) = game.active_row() else {
        // Only a colour or a submit is a move a finished game refuses; the rest do nothing.
        let flag = match key {
            BoardKey::Colour(_) | BoardKey::Submit => Flag::Warn(Invalid::GameOver),
            _ => Flag::Keep,
        };
        return Response::same(cursor, flag);
    };
    let hole = cursor.hole();
    match key {
        BoardKey::Step(delta) => Response {
            focus: Focus::Selection,
            ..Response::same(cursor.step(game, delta), Flag::Keep)
        },
        BoardKey::Colour(colour) => {
            let mut response = apply(log, Move::Place { row, hole, colour }, cursor, on_hole);
            if let Some(next) = &response.next {
                response.cursor = cursor.after_fill(next.game());
            }
            response
        }
        BoardKey::Clear => apply(log, Move::Clear { row, hole }, cursor, false),
        BoardKey::Back => {
            let at = cursor.back(game);
            let hole = at.hole();
            apply(log, Move::Clear { row, hole }, at, on_hole)
        }
        BoardKey::Submit if game.is_devious() => match game.row_to_submit() {
            Ok(_) => Response {
                change: Change::AskDevious { follow: on_hole },
                ..Response::same(cursor, Flag::Keep)
            },
            Err(why) => Response::same(cursor, Flag::Warn(why)),
        },
        BoardKey::Submit => {
            let mut response = apply(log, Move::Submit, Cursor::reset(), on_hole);
            if response.next.is_none() {
                response.cursor = cursor;
            } else if on_hole && response.next.as_ref().is_some_and(|n| n.game().is_over()) {
                response.focus = Focus::End;
            }
            response
        }
        BoardKey::Undo | BoardKey::Redo => history(log, cursor, key == BoardKey::Undo, on_hole),
        BoardKey::Read => Response {
            change: Change::Read,
            ..Response::same(cursor, Flag::Keep)
        },
        BoardKey::Hear => hear(game, cursor, None),
    }
}

/// An undo (`back`) or a redo: the selection goes to the hole that changed, and focus with it
/// only when it is on the board (`on_hole`).
fn history(log: &GameLog, cursor: Cursor, back: bool, on_hole: bool) -> Response {
    let Some(next) = (if back { log.undo() } else { log.redo() }) else {
        return Response::same(cursor, Flag::Keep);
    };
    let moved = cursor_after_history(&next, back, cursor);
    Response {
        change: if back { Change::Undo } else { Change::Redo },
        cursor: moved.unwrap_or(cursor),
        focus: if on_hole && moved.is_some() {
            Focus::Selection
        } else {
            Focus::Stay
        },
        flag: Flag::Clear,
        next: Some(next),
    }
}
