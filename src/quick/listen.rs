//! The quick board's listeners: keys on the window, clicks and focus on the board, a click on a
//! puzzle's `Check`, each read into an input ([`crate::events`]). Each does nothing once the
//! first paint has left the page (the whole game has taken over) or the quick board has stopped.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{Event, KeyboardEvent};

use super::board::{Kept, Shared};
use crate::board_drawing::Drawing;
use crate::events::{on_key, target_element};
use crate::rules::input::Input;

/// The quick board's listeners: keys on the window, clicks and focus on the board, each read
/// into an input ([`crate::events`]). Each does nothing once the first paint has left the page
/// (the whole game has taken over) or the quick board has stopped.
pub fn listen<K: Kept + 'static>(window: &web_sys::Window, shared: &Shared<K>) -> Option<()> {
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
        let input = quick.drawing.input_at(&target);
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
            && let Some(input) = target_element(&ev).as_ref().and_then(Drawing::focus_at)
        {
            quick.input(input);
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
    // A puzzle's `Check`, outside the board.
    let check = shared.borrow().check.clone();
    if let Some(check) = check {
        let me = shared.clone();
        let checks = Closure::<dyn Fn(Event)>::new(move |_: Event| {
            if let Ok(mut quick) = me.try_borrow_mut()
                && quick.playing()
            {
                quick.input(Input::Submit);
            }
        });
        check
            .add_event_listener_with_callback("click", checks.as_ref().unchecked_ref())
            .ok()?;
        checks.forget();
    }
    Some(())
}
