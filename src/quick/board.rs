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

use super::{Link, QuickGame, open};
use crate::events::{
    CURSOR, ENDED, ENDED_KEY, FIRST_PAINT, LIVE, hole_id, hole_of, on_key, target_element,
};
use crate::i18n::{Lang, Text, peg_name};
use crate::rules::look::{Drawing, FLAG_CLOTH, FLAG_POLE, key_hint, mark_classes, peg_look};
use crate::rules::{
    Change, Colour, Cursor, Day, Flag, FlagState, Focus, Game, GameRecord, GameSlot, Input,
    Invalid, NO_FLAG, Notice, Status, Symbols, Target, respond,
};
use crate::storage::place::Place;

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
    storage: Place<GameRecord>,
    t: &'static Text,
    game: QuickGame,
    cursor: Cursor,
    rows: Vec<RowView>,
    /// The key row's pegs and its words, drawn again when the game ends.
    key_row: Element,
    rows_box: Element,
    palette: Element,
    flag: Element,
    /// The flag's words.
    flag_text: web_sys::Text,
    /// Why the last action was refused, shown in the flag (the whole game's warning).
    warning: Option<Invalid>,
    /// What the flag shows now (its class and words), to redraw it only when that changes.
    shown_flag: Option<(&'static str, String)>,
    /// Whether the key row shows the key.
    shown_key: bool,
    /// Storage refused a move: the page is the whole game's to show.
    stopped: bool,
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

/// A peg's markup, as the `Peg` component draws it with the game's `symbols` (its own fixed
/// text, never the player's).
fn peg_html(colour: Colour, symbols: Symbols) -> String {
    let look = peg_look(symbols.symbol(colour));
    let drawing = match look.drawing {
        Drawing::Glyph(path) => format!(r#"<path d="{path}"></path>"#),
        Drawing::Digit(text) => format!(
            r#"<text x="10" y="10" text-anchor="middle" dominant-baseline="central">{text}</text>"#
        ),
    };
    format!(
        r#"<span class="{}" aria-hidden="true"><svg viewBox="0 0 20 20" class="glyph" focusable="false">{drawing}</svg></span>"#,
        look.class()
    )
}

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
    let t = lang.text();
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
/// is saved to the real localStorage (its slot's key, [`game_key`]) after every move, and a game
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
    // The header's language control as the whole game draws it (every language, so it is
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
    if !level.has_scores() {
        body.append_child(text_element(&doc, "p", "help", t.custom_no_scores)?.as_ref())
            .ok()?;
    }
    if let Some(sum) = level.key_sum(&play.key()) {
        let text = (t.digit_sum)(sum);
        body.append_child(text_element(&doc, "p", "notice digit-sum", &text)?.as_ref())
            .ok()?;
    }
    let notice = match game.notice {
        Notice::Seeded(seed) => Some((t.seeded)(seed)),
        Notice::Daily(day) => Some((t.daily_notice)(&day.to_string())),
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
    let flag = element(&doc, "div", NO_FLAG)?;
    // The flag's drawing and its words (the live region), as the whole game's `Flag` draws
    // them: only the class and the words change after.
    flag.set_inner_html(&format!(
        r#"<svg class="flag-icon" viewBox="0 0 20 24" aria-hidden="true" focusable="false"><path class="pole" d="{FLAG_POLE}"></path><path class="cloth" d="{FLAG_CLOTH}"></path></svg>"#
    ));
    let words = element(&doc, "span", "flag-text")?;
    words.set_attribute("role", "status").ok()?;
    // One text node whose words change, as the whole game's flag has.
    let flag_text = doc.create_text_node("");
    words.append_child(&flag_text).ok()?;
    flag.append_child(&words).ok()?;
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
            hole.set_attribute("id", &hole_id(r, h)).ok()?;
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
    for &colour in level.palette().iter() {
        let swatch = element(&doc, "button", "swatch")?;
        swatch.set_attribute("type", "button").ok()?;
        swatch
            .set_attribute("data-colour", &colour.index().to_string())
            .ok()?;
        swatch.set_inner_html(&peg_html(colour, level.symbols()));
        let name = peg_name(t, level, colour);
        swatch
            .append_child(text_element(&doc, "span", "swatch-name", name)?.as_ref())
            .ok()?;
        let kbd = text_element(&doc, "kbd", "", key_hint(level.symbols(), colour))?;
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
        rows,
        key_row,
        rows_box,
        palette,
        flag,
        flag_text,
        warning: None,
        shown_flag: None,
        shown_key: false,
        stopped: false,
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
        let level = game.level();
        let pegs = level.pegs();
        let name = |peg: Colour| peg_name(t, level, peg);
        let latest = game.turns().len();
        let won = match game.status() {
            Status::Won { turns } => Some(turns),
            _ => None,
        };
        for (r, view) in self.rows.iter_mut().enumerate() {
            let is_active = active == Some(r);
            let feedback = game.feedback(r);
            let classes = view.row.class_list();
            let _ = classes.toggle_with_force("active", is_active);
            let _ = classes.toggle_with_force("played", feedback.is_some());
            let _ = classes.toggle_with_force("latest", latest == r + 1);
            let _ = classes.toggle_with_force("won", won == Some(r + 1));
            for (h, hole) in view.holes.iter().enumerate() {
                let peg = game.peg(r, h);
                let selected = is_active && self.cursor.hole() == h;
                let classes = hole.class_list();
                let _ = classes.toggle_with_force("selected", selected);
                let _ = classes.toggle_with_force("filled", peg.is_some());
                hole.set_attribute("aria-label", &(t.hole)(r + 1, h + 1, peg.map(name)))
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
                    hole.set_inner_html(
                        &peg.map(|p| peg_html(p, level.symbols()))
                            .unwrap_or_default(),
                    );
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
        let flag = FlagState::of(game, self.warning, None).map(|f| (f.class(), t.flag(f)));
        if flag != self.shown_flag {
            let (class, text) = flag.clone().unwrap_or((NO_FLAG, String::new()));
            self.flag.set_class_name(class);
            self.flag_text.set_data(&text);
            self.shown_flag = flag;
        }
        if let Some(key) = game.revealed_key()
            && !self.shown_key
        {
            self.shown_key = true;
            // The covered pegs and their words give way to the key, as on the whole game's
            // `KeyRow`.
            while let Some(last) = self.key_row.last_element_child()
                && !last.class_list().contains("key-label")
            {
                last.remove();
            }
            let pegs = element(&self.doc, "div", "key-pegs")?;
            pegs.set_attribute("aria-hidden", "true").ok()?;
            let drawn: String = key
                .pegs()
                .iter()
                .map(|&c| peg_html(c, level.symbols()))
                .collect();
            pegs.set_inner_html(&drawn);
            let names: Vec<&str> = key.pegs().iter().map(|&c| name(c)).collect();
            self.key_row.append_child(&pegs).ok()?;
            self.key_row
                .append_child(
                    text_element(&self.doc, "p", "key-text", &(t.key_revealed)(&names))?.as_ref(),
                )
                .ok()?;
        }
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
        if let Some(next) = response.next {
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
        self.cursor = response.cursor;
        match response.flag {
            Flag::Keep => {}
            Flag::Clear => self.warning = None,
            Flag::Warn(reason) => self.warning = Some(reason),
        }
        let _ = self.render();
        match (response.focus, self.game().active_row()) {
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
            .rows
            .get(row)
            .and_then(|v| v.holes.get(hole))
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
            (quick.rows.iter().position(|v| v.results == results))
                .map(|row| Input::Touch(Target::Results { row }))
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
