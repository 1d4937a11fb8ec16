//! The quick board on the page: draws the game [`super::open`] chose into `index.html`'s first
//! paint with `web-sys` alone (the same elements, classes and names as the board program's
//! `GameView`, so nothing moves at the handover and the names of SPEC 7 hold from the first
//! paint), plays presses with [`super::press`], and saves the game after every move as the
//! board program's session does.
//!
//! The handover, in the first paint's attributes (read by [`super::handover`]): `data-live` says
//! the quick board plays; `data-cursor` holds the selected hole; the board program sets
//! `data-frozen` when it starts, and from then on (and from the first press the quick board
//! cannot make) every press goes to `data-queue` instead, for the board program to make.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{Document, Element, Event, KeyboardEvent, Storage};

use super::{Link, Pressed, Queued, QuickGame, open, press};
use crate::components::marks::mark_classes;
use crate::components::peg::glyph;
use crate::i18n::{Lang, Text};
use crate::play::BoardKey;
use crate::rules::{Colour, Cursor, Day, Game, GameSlot, Invalid, Stored, Target, game_key};

/// The first paint's id in `index.html`.
pub const FRAME: &str = "first-paint";

/// One row's elements.
struct RowView {
    row: Element,
    holes: Vec<Element>,
    results: Element,
    /// What the results cell shows, to redraw it only when that changes.
    shown: Shown,
    pegs: Vec<Option<Colour>>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Shown {
    Nothing,
    Submit,
    Marks,
}

/// The quick board's state and elements.
struct Quick {
    doc: Document,
    frame: Element,
    storage: Storage,
    t: &'static Text,
    game: QuickGame,
    cursor: Cursor,
    /// A press the quick board could not make is waiting for the board program, and every press
    /// after it too.
    waiting: bool,
    rows: Vec<RowView>,
    rows_box: Element,
    palette: Element,
    flag: Element,
    /// Why the last action was refused, shown in the flag (the board program's warning).
    warning: Option<Invalid>,
    /// The warning the flag shows now, to redraw it only when that changes.
    shown_warning: Option<Invalid>,
}

type Shared = Rc<RefCell<Quick>>;

fn element(doc: &Document, tag: &str, class: &str) -> Option<Element> {
    let el = doc.create_element(tag).ok()?;
    if !class.is_empty() {
        el.set_class_name(class);
    }
    Some(el)
}

fn text_element(doc: &Document, tag: &str, class: &str, text: &str) -> Option<Element> {
    let el = element(doc, tag, class)?;
    el.set_text_content(Some(text));
    Some(el)
}

/// A peg's markup, as the `Peg` component draws it (its own fixed text, never the player's).
fn peg_html(colour: Colour) -> String {
    format!(
        r#"<span class="peg peg-{}" aria-hidden="true"><svg viewBox="0 0 20 20" class="glyph" focusable="false"><path d="{}"></path></svg></span>"#,
        colour.id(),
        glyph(colour)
    )
}

/// Starts the quick board, if the page is a game link it can play; otherwise the first paint
/// stays as it is until the board program arrives.
pub fn run() {
    let _ = start();
}

fn start() -> Option<()> {
    let window = web_sys::window()?;
    let doc = window.document()?;
    let frame = doc.get_element_by_id(FRAME)?;
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
    let link = Link {
        path: &path,
        seed: seed.as_deref(),
        date: date.as_deref(),
        pegs: pegs.as_deref(),
        colours: colours.as_deref(),
        turns: turns.as_deref(),
        repeats: repeats.as_deref(),
    };
    let storage = window.local_storage().ok()??;
    let read = |key: &str| storage.get_item(key).map_err(|_| ());
    let today = Day::from_unix_millis(js_sys::Date::now() as i64);
    let game = open(&link, &read, today).ok()?;
    // Saved at once, as the board program's session saves a game it opens: that program then
    // opens this very game (its id, its key) from storage. Storage that refuses it leaves the
    // game to that program, which says so.
    storage
        .set_item(&game_key(game.slot), &game.record.to_json())
        .ok()?;
    let lang = game
        .settings
        .language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_else(|| Lang::from_browser(&window.navigator().language().unwrap_or_default()));
    let t = lang.text();
    let quick = draw(doc, frame, storage, t, game, lang)?;
    let shared: Shared = Rc::new(RefCell::new(quick));
    listen(&window, &shared)?;
    let mut me = shared.borrow_mut();
    me.render()?;
    me.frame.set_attribute("data-live", "").ok()
}

/// Draws the page's heading, the game's summary and notices, and the board, in place of the
/// first paint's.
fn draw(
    doc: Document,
    frame: Element,
    storage: Storage,
    t: &'static Text,
    game: QuickGame,
    lang: Lang,
) -> Option<Quick> {
    let level = game.slot.level();
    let play = game.record.log.game().clone();
    if let Some(html) = doc.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    let heading = match game.slot {
        GameSlot::Daily(_) => {
            let title = (t.daily_level)(level);
            doc.set_title(&format!("{title} · {}", t.shell.app_name));
            title
        }
        _ => {
            doc.set_title(&(t.game_title)(level));
            (t.level)(level)
        }
    };
    // The header's language control as the board program draws it (every language, so it is
    // as wide); still disabled, as the language is changed on that program's page. A new
    // element in place of the first paint's, so that its new width is not a layout shift.
    if let Ok(Some(old)) = frame.query_selector("select.language")
        && let Ok(node) = old.clone_node()
        && let Ok(select) = node.dyn_into::<Element>()
    {
        old.replace_with_with_node_1(&select).ok()?;
        for &l in Lang::ALL {
            let option = text_element(&doc, "option", "", l.native_name())?;
            option.set_attribute("value", l.code()).ok()?;
            option.set_attribute("lang", l.code()).ok()?;
            if l == lang {
                option.set_attribute("selected", "").ok()?;
            }
            select.append_child(option.as_ref()).ok()?;
        }
    }
    if let Ok(Some(h1)) = frame.query_selector("h1") {
        h1.set_text_content(Some(&heading));
    }
    // The first paint's game, emptied but for its summary: the heading and the summary already
    // painted stay the same elements (the page's largest paint is the first paint's), and the
    // rest is drawn after them.
    let body = frame.query_selector(".game").ok()??;
    let summary = body.query_selector("p.summary").ok()??;
    let text = (t.game_summary)(level);
    if summary.text_content().as_deref() != Some(text.as_str()) {
        summary.set_text_content(Some(&text));
    }
    while let Some(last) = body.last_element_child()
        && last != summary
    {
        last.remove();
    }
    if play.hard_mode() {
        body.append_child(text_element(&doc, "p", "notice hard-note", t.hard_mode_note)?.as_ref())
            .ok()?;
    }
    if level.is_custom() {
        body.append_child(text_element(&doc, "p", "help", t.custom_no_scores)?.as_ref())
            .ok()?;
    }
    let notice = match game.notice {
        crate::session::game::Notice::Seeded(seed) => Some((t.seeded)(seed)),
        crate::session::game::Notice::Daily(day) => Some((t.daily_notice)(&day.to_string())),
        _ => None,
    };
    if let Some(notice) = notice {
        body.append_child(text_element(&doc, "p", "notice", &notice)?.as_ref())
            .ok()?;
    }
    let pegs = level.pegs();
    let board = element(&doc, "section", &format!("board pegs-{pegs}"))?;
    let top = element(&doc, "div", "board-top")?;
    let key_row = element(&doc, "div", "key-row")?;
    let label = text_element(&doc, "span", "key-label", t.key_label)?;
    label.set_attribute("aria-hidden", "true").ok()?;
    let covered = element(&doc, "div", "key-pegs covered")?;
    covered.set_attribute("aria-hidden", "true").ok()?;
    for _ in 0..pegs {
        covered
            .append_child(text_element(&doc, "span", "peg covered", "?")?.as_ref())
            .ok()?;
    }
    key_row.append_child(&label).ok()?;
    key_row.append_child(&covered).ok()?;
    key_row
        .append_child(text_element(&doc, "p", "sr-only", t.key_covered)?.as_ref())
        .ok()?;
    let flag = element(&doc, "div", "flag none")?;
    flag.set_attribute("role", "status").ok()?;
    top.append_child(&key_row).ok()?;
    top.append_child(&flag).ok()?;
    let rows_box = element(&doc, "div", "rows")?;
    let mut rows = Vec::new();
    for r in 0..play.turn_limit() {
        let row = element(&doc, "div", "row")?;
        row.set_attribute("role", "group").ok()?;
        row.set_attribute("aria-label", &(t.row)(r + 1)).ok()?;
        let number = text_element(&doc, "span", "row-number", &(r + 1).to_string())?;
        number.set_attribute("aria-hidden", "true").ok()?;
        let holes_box = element(&doc, "div", "holes")?;
        let mut holes = Vec::new();
        for h in 0..pegs {
            let hole = element(&doc, "button", "hole")?;
            hole.set_attribute("type", "button").ok()?;
            hole.set_attribute("data-row", &r.to_string()).ok()?;
            hole.set_attribute("data-hole", &h.to_string()).ok()?;
            holes_box.append_child(&hole).ok()?;
            holes.push(hole);
        }
        let results = element(&doc, "div", "results")?;
        row.append_child(&number).ok()?;
        row.append_child(&holes_box).ok()?;
        row.append_child(&results).ok()?;
        rows_box.append_child(&row).ok()?;
        rows.push(RowView {
            row,
            holes,
            results,
            shown: Shown::Nothing,
            pegs: vec![None; pegs],
        });
    }
    let palette = element(&doc, "div", "palette")?;
    palette.set_attribute("role", "group").ok()?;
    for (i, &colour) in level.palette().iter().enumerate() {
        let swatch = element(&doc, "button", "swatch")?;
        swatch.set_attribute("type", "button").ok()?;
        swatch
            .set_attribute("data-colour", &colour.index().to_string())
            .ok()?;
        swatch.set_inner_html(&peg_html(colour));
        swatch
            .append_child(text_element(&doc, "span", "swatch-name", (t.colour)(colour))?.as_ref())
            .ok()?;
        let kbd = text_element(&doc, "kbd", "", &((i + 1) % 10).to_string())?;
        kbd.set_attribute("aria-hidden", "true").ok()?;
        swatch.append_child(&kbd).ok()?;
        palette.append_child(&swatch).ok()?;
    }
    board.append_child(&top).ok()?;
    board.append_child(&rows_box).ok()?;
    body.append_child(&board).ok()?;
    Some(Quick {
        doc,
        frame,
        storage,
        t,
        game,
        cursor: Cursor::reset(),
        waiting: false,
        rows,
        rows_box,
        palette,
        flag,
        warning: None,
        shown_warning: None,
    })
}

impl Quick {
    fn game(&self) -> &Game {
        self.game.record.log.game()
    }

    /// Brings the board's elements in step with the game and the selection.
    fn render(&mut self) -> Option<()> {
        let game = self.game.record.log.game();
        let t = self.t;
        let active = game.active_row();
        let pegs = game.level().pegs();
        let latest = game.turns().len();
        for (r, view) in self.rows.iter_mut().enumerate() {
            let is_active = active == Some(r);
            let feedback = game.feedback(r);
            let classes = view.row.class_list();
            let _ = classes.toggle_with_force("active", is_active);
            let _ = classes.toggle_with_force("played", feedback.is_some());
            let _ = classes.toggle_with_force("latest", latest == r + 1);
            for (h, hole) in view.holes.iter().enumerate() {
                let peg = game.peg(r, h);
                let selected = is_active && self.cursor.hole() == h;
                let classes = hole.class_list();
                let _ = classes.toggle_with_force("selected", selected);
                let _ = classes.toggle_with_force("filled", peg.is_some());
                hole.set_attribute("aria-label", &(t.hole)(r + 1, h + 1, peg.map(t.colour)))
                    .ok()?;
                if is_active {
                    hole.remove_attribute("aria-disabled").ok()?;
                } else {
                    hole.set_attribute("aria-disabled", "true").ok()?;
                }
                hole.set_attribute("tabindex", if selected { "0" } else { "-1" })
                    .ok()?;
                if let Some(shown) = view.pegs.get_mut(h)
                    && *shown != peg
                {
                    hole.set_inner_html(&peg.map(peg_html).unwrap_or_default());
                    *shown = peg;
                }
            }
            let shown = match feedback {
                Some(_) => Shown::Marks,
                None if is_active && game.active_row_full() => Shown::Submit,
                None => Shown::Nothing,
            };
            if shown != view.shown {
                view.shown = shown;
                view.results.set_inner_html("");
                match (shown, feedback) {
                    (Shown::Marks, Some(f)) => {
                        let marks = element(&self.doc, "span", &format!("marks marks-{pegs}"))?;
                        marks.set_attribute("aria-hidden", "true").ok()?;
                        for kind in mark_classes(f, pegs) {
                            marks
                                .append_child(element(&self.doc, "span", kind)?.as_ref())
                                .ok()?;
                        }
                        view.results.append_child(&marks).ok()?;
                        view.results
                            .append_child(
                                text_element(
                                    &self.doc,
                                    "span",
                                    "sr-only",
                                    &(t.row_feedback)(r + 1, f),
                                )?
                                .as_ref(),
                            )
                            .ok()?;
                    }
                    (Shown::Submit, _) => {
                        let submit = text_element(&self.doc, "button", "submit", t.submit)?;
                        submit.set_attribute("type", "button").ok()?;
                        view.results.append_child(&submit).ok()?;
                    }
                    _ => {}
                }
            }
        }
        match active.and_then(|r| self.rows.get(r)) {
            Some(view) => {
                let row = active.unwrap_or_default();
                self.palette
                    .set_attribute("aria-label", &(t.palette)(row + 1, self.cursor.hole() + 1))
                    .ok()?;
                let next = view.row.next_sibling();
                if next.as_ref() != Some(self.palette.as_ref()) {
                    self.rows_box
                        .insert_before(&self.palette, next.as_ref())
                        .ok()?;
                }
            }
            None => self.palette.remove(),
        }
        if self.warning != self.shown_warning {
            self.shown_warning = self.warning;
            self.flag.set_inner_html("");
            match self.warning {
                Some(reason) => {
                    self.flag.set_class_name("flag warning");
                    // The flag's drawing, as the board program's `Flag` draws it.
                    self.flag.set_inner_html(
                        r#"<svg class="flag-icon" viewBox="0 0 20 24" aria-hidden="true" focusable="false"><path class="pole" d="M3 1h2v22H3Z"></path><path class="cloth" d="M5 2h12l-3 5 3 5H5Z"></path></svg>"#,
                    );
                    self.flag
                        .append_child(
                            text_element(&self.doc, "span", "flag-text", &(t.warning)(reason))?
                                .as_ref(),
                        )
                        .ok()?;
                }
                None => self.flag.set_class_name("flag none"),
            }
        }
        self.frame
            .set_attribute("data-cursor", &self.cursor.hole().to_string())
            .ok()
    }

    /// Whether presses go to the board program now.
    fn handing_over(&self) -> bool {
        self.waiting || self.frame.has_attribute("data-frozen")
    }

    /// Adds a press to the queue the board program makes.
    fn queue(&self, press: Queued) {
        let mut queue = self.frame.get_attribute("data-queue").unwrap_or_default();
        if !queue.is_empty() {
            queue.push(' ');
        }
        queue.push_str(&press.word());
        let _ = self.frame.set_attribute("data-queue", &queue);
    }

    /// The hole of the active row with focus, if focus is on one.
    fn focused_hole(&self) -> Option<usize> {
        let row = self.game().active_row()?;
        let view = self.rows.get(row)?;
        let focused = self.doc.active_element()?;
        view.holes.iter().position(|h| *h == focused)
    }

    fn focus(&self, row: usize, hole: usize) {
        if let Some(el) = self
            .rows
            .get(row)
            .and_then(|v| v.holes.get(hole))
            .and_then(|h| h.dyn_ref::<web_sys::HtmlElement>())
        {
            let _ = el.focus();
        }
    }

    /// Makes a key press, or queues it for the board program.
    fn key(&mut self, key: BoardKey, on_board: bool) {
        if self.handing_over() {
            self.queue(Queued::Key { key, on_board });
            return;
        }
        match press(&self.game.record.log, self.cursor, key, on_board) {
            Pressed::Nothing => {}
            Pressed::Refused { reason, cursor } => {
                self.cursor = cursor;
                self.warning = Some(reason);
                let _ = self.render();
            }
            Pressed::Wait => {
                self.waiting = true;
                self.queue(Queued::Key { key, on_board });
            }
            Pressed::Done { log, cursor, focus } => {
                if *log != self.game.record.log {
                    let record = crate::rules::GameRecord {
                        log: *log,
                        ..self.game.record.clone()
                    };
                    // A move storage refuses is left to the board program, which says so: what
                    // the quick board shows is always what storage holds.
                    if self
                        .storage
                        .set_item(&game_key(self.game.slot), &record.to_json())
                        .is_err()
                    {
                        self.waiting = true;
                        self.queue(Queued::Key { key, on_board });
                        return;
                    }
                    self.game.record = record;
                }
                // Undo and redo move focus only when it is on the board.
                let on_hole = self.focused_hole().is_some();
                self.cursor = cursor;
                // A move clears the warning; moving the selection leaves it.
                if !matches!(key, BoardKey::Step(_)) {
                    self.warning = None;
                }
                let _ = self.render();
                if let Some((row, hole)) = focus
                    && (on_hole || !matches!(key, BoardKey::Undo | BoardKey::Redo))
                {
                    self.focus(row, hole);
                }
            }
        }
    }

    /// A click on a hole of the active row selects it.
    fn select(&mut self, hole: usize) {
        if self.handing_over() {
            self.queue(Queued::Select(hole));
            return;
        }
        let cursor = self.cursor.select(self.game(), hole);
        if cursor != self.cursor || self.warning.is_some() {
            self.cursor = cursor;
            self.warning = None;
            let _ = self.render();
        }
    }

    /// A click on what takes no move (the covered key, a hole or results cell of another row):
    /// the flag says why, as on the board program. While it takes over, the click is left out
    /// (it changes nothing but the flag).
    fn touch(&mut self, target: Target) {
        if self.handing_over() {
            return;
        }
        let warning = self.game().check(target).err();
        if warning != self.warning {
            self.warning = warning;
            let _ = self.render();
        }
    }
}

/// The row and hole of a quick board's hole button.
fn hole_of(el: &Element) -> Option<(usize, usize)> {
    let row = el.get_attribute("data-row")?.parse().ok()?;
    let hole = el.get_attribute("data-hole")?.parse().ok()?;
    Some((row, hole))
}

fn target_element(ev: &Event) -> Option<Element> {
    ev.target()?.dyn_into::<Element>().ok()
}

/// The quick board's listeners: keys on the window (as the board program's `BoardKeys` and
/// holes take them), clicks and focus on the board. Each does nothing once the first paint has
/// left the page (the board program has taken over).
fn listen(window: &web_sys::Window, shared: &Shared) -> Option<()> {
    let me = shared.clone();
    let keys = Closure::<dyn Fn(KeyboardEvent)>::new(move |ev: KeyboardEvent| {
        let Ok(mut quick) = me.try_borrow_mut() else {
            return;
        };
        if !quick.frame.is_connected()
            || ev.default_prevented()
            || ev.alt_key()
            || ev.is_composing()
        {
            return;
        }
        // On a hole of the active row every key counts, as on the board program's holes;
        // elsewhere, what the board program's window listener takes.
        let active = quick.game().active_row();
        let on_hole = target_element(&ev)
            .filter(|el| quick.frame.contains(Some(el)))
            .as_ref()
            .and_then(hole_of)
            .is_some_and(|(row, _)| Some(row) == active);
        let key = if on_hole {
            BoardKey::of_event(&ev)
        } else {
            BoardKey::off_board(&ev)
        };
        let Some(key) = key else {
            return;
        };
        quick.key(key, on_hole);
        ev.prevent_default();
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
        if !quick.frame.is_connected() {
            return;
        }
        if let Ok(Some(swatch)) = target.closest("[data-colour]") {
            let colour = swatch
                .get_attribute("data-colour")
                .and_then(|i| i.parse().ok())
                .and_then(Colour::from_index);
            if let Some(colour) = colour {
                quick.key(BoardKey::Colour(colour), false);
            }
        } else if let Ok(Some(_)) = target.closest(".submit") {
            quick.key(BoardKey::Submit, true);
        } else if let Ok(Some(hole)) = target.closest("[data-hole]")
            && let Some((row, hole)) = hole_of(&hole)
        {
            if Some(row) == quick.game().active_row() {
                quick.select(hole);
            } else {
                quick.touch(Target::Hole { row, hole });
            }
        } else if let Ok(Some(results)) = target.closest(".results") {
            let row = quick.rows.iter().position(|v| v.results == results);
            if let Some(row) = row {
                quick.touch(Target::Results { row });
            }
        } else if let Ok(Some(_)) = target.closest(".key-row") {
            quick.touch(Target::Key);
        }
    });
    let me = shared.clone();
    let focus = Closure::<dyn Fn(Event)>::new(move |ev: Event| {
        let Ok(mut quick) = me.try_borrow_mut() else {
            return;
        };
        if quick.frame.is_connected()
            && let Some((row, hole)) = target_element(&ev).as_ref().and_then(hole_of)
            && Some(row) == quick.game().active_row()
        {
            quick.select(hole);
        }
    });
    let board = shared.borrow().rows_box.parent_element()?;
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
