//! The quick board's page around the board: the heading, the language control, the game's
//! summary and notes ([`IntroView`], the whole game's `GameView`'s description too), drawn in
//! place of the first paint's as `GameView` draws them.

use wasm_bindgen::JsCast;
use web_sys::{Document, Element};

use super::QuickGame;
use super::puzzle::QuickPuzzle;
use crate::intro_view::{GameHeading, IntroView};
use crate::rules::puzzle::PuzzleSource;
use mastermind_words::{BoardText, Lang};

/// An element of `tag` and `class` (none when empty) with `text` in it.
fn text_element(doc: &Document, tag: &str, class: &str, text: &str) -> Option<Element> {
    let el = doc.create_element(tag).ok()?;
    if !class.is_empty() {
        el.set_class_name(class);
    }
    el.set_text_content(Some(text));
    Some(el)
}

/// Draws the page's heading, the game's summary and notices in `frame` (the first paint), and
/// returns the element the board goes into, after them; `None` when the frame lacks its
/// `.game` element or its `p.summary`.
pub fn draw_page(
    doc: &Document,
    frame: &Element,
    t: &'static BoardText,
    game: &QuickGame,
    lang: Lang,
) -> Option<Element> {
    let sender = game.challenge.as_ref().and_then(|c| c.sender());
    let GameHeading { heading, title } = GameHeading::of(t, game.slot, sender);
    doc.set_title(&title);
    language_control(doc, frame, lang)?;
    game_frame(doc, frame)?;
    if let Ok(Some(h1)) = frame.query_selector("h1") {
        h1.set_text_content(Some(&heading));
        // A challenge's sender's result, under the heading as the challenge page has it.
        if let Some(c) = &game.challenge
            && let Some(result) = c.result
        {
            let text = (t.sender_result)(c.sender(), result.turns());
            let p = text_element(doc, "p", "sender-result", &text)?;
            h1.after_with_node_1(&p).ok()?;
        }
    }
    // The first paint's game, emptied but for its summary: the heading and the summary already
    // painted stay the same elements (the page's largest paint is the first paint's), and the
    // rest is drawn after them.
    let game_box = frame.query_selector(".game").ok()??;
    let summary = game_box.query_selector("p.summary").ok()??;
    // The summary's own box (`.game-intro`, beside the board on a desktop, as GameView has it).
    let body = summary.parent_element()?;
    let intro = IntroView::of(t, game.record.log.game(), &game.notice);
    if summary.text_content().as_deref() != Some(intro.summary.as_str()) {
        summary.set_text_content(Some(&intro.summary));
    }
    while let Some(last) = body.last_element_child()
        && last != summary
    {
        last.remove();
    }
    // The first paint's placeholder board, after the summary's box.
    if body != game_box {
        while let Some(last) = game_box.last_element_child()
            && last != body
        {
            last.remove();
        }
    }
    for note in &intro.notes {
        body.append_child(text_element(doc, "p", note.class, &note.words)?.as_ref())
            .ok()?;
    }
    // The board's box, as GameView's `.game-board`.
    let board_box = doc.create_element("div").ok()?;
    board_box.set_class_name("game-board");
    game_box.append_child(&board_box).ok()?;
    Some(board_box)
}

/// The page's language (its `lang`) and the header's language control as the whole game draws
/// it (every language, so it is as wide); still disabled, as the language is changed on that
/// program's page. A new element in place of the first paint's, so that its new width is not a
/// layout shift.
pub(super) fn language_control(doc: &Document, frame: &Element, lang: Lang) -> Option<()> {
    if let Some(html) = doc.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    if let Ok(Some(old)) = frame.query_selector("select.language")
        && let Ok(node) = old.clone_node()
        && let Ok(select) = node.dyn_into::<Element>()
    {
        old.replace_with_with_node_1(&select).ok()?;
        for &l in Lang::ALL {
            let option = text_element(doc, "option", "", l.native_name())?;
            option.set_attribute("value", l.code()).ok()?;
            option.set_attribute("lang", l.code()).ok()?;
            if l == lang {
                option.set_attribute("selected", "").ok()?;
            }
            select.append_child(option.as_ref()).ok()?;
        }
    }
    Some(())
}

/// Draws a puzzle's page (SPEC §15) in place of the first paint's, as the whole game's puzzle
/// page and `PuzzleBoard` draw it: the heading, the difficulty's box, the board's box and beside
/// it the controls' box holding `Check` (undo, redo and `Read the board` are the whole game's,
/// moments away); returns the board's box and `Check`.
pub fn draw_puzzle_page(
    doc: &Document,
    frame: &Element,
    t: &'static BoardText,
    puzzle: &QuickPuzzle,
    lang: Lang,
) -> Option<(Element, Element)> {
    let record = &puzzle.record;
    let level = record.puzzle.level();
    language_control(doc, frame, lang)?;
    let heading = t.puzzle_heading(level, Some(&record.source));
    doc.set_title(&format!("{heading} · {}", t.shell.app_name));
    let page = doc.create_element("div").ok()?;
    page.set_class_name("page game-page puzzle-page");
    // The date kept on one line, as the puzzle page has it.
    let h1 = doc.create_element("h1").ok()?;
    let date = record.source.day().map(|day| day.to_string());
    match date
        .as_ref()
        .and_then(|d| heading.split_once(d.as_str()).map(|s| (d, s)))
    {
        Some((date, (before, after))) => {
            h1.append_with_str_1(before).ok()?;
            h1.append_child(text_element(doc, "span", "nowrap", date)?.as_ref())
                .ok()?;
            h1.append_with_str_1(after).ok()?;
        }
        None => h1.set_text_content(Some(&heading)),
    }
    page.append_child(&h1).ok()?;
    // A past date's puzzle: one attempt, apart from the streak (one played is the whole game's).
    if let PuzzleSource::Past(_) = record.source {
        page.append_child(
            text_element(doc, "p", "notice past-notice", t.past_puzzle_notice)?.as_ref(),
        )
        .ok()?;
    }
    // The boxes of PuzzleBoard (as the game page's): the summary's, then the board's and beside
    // it the controls'.
    let game = doc.create_element("div").ok()?;
    game.set_class_name("game puzzle");
    let intro = doc.create_element("div").ok()?;
    intro.set_class_name("game-intro");
    let summary = t.difficulty_is(record.puzzle.difficulty());
    intro
        .append_child(text_element(doc, "p", "summary", &summary)?.as_ref())
        .ok()?;
    game.append_child(&intro).ok()?;
    let held = doc.create_element("div").ok()?;
    held.set_class_name("held");
    let board_box = doc.create_element("div").ok()?;
    board_box.set_class_name("game-board");
    held.append_child(&board_box).ok()?;
    let side = doc.create_element("div").ok()?;
    side.set_class_name("game-side");
    let controls = doc.create_element("div").ok()?;
    controls.set_class_name("controls");
    let check = text_element(doc, "button", "check", t.check)?;
    check.set_attribute("type", "button").ok()?;
    controls.append_child(&check).ok()?;
    side.append_child(&controls).ok()?;
    held.append_child(&side).ok()?;
    game.append_child(&held).ok()?;
    page.append_child(&game).ok()?;
    match frame.query_selector(".page").ok()? {
        Some(old) => old.replace_with_with_node_1(&page).ok()?,
        None => frame.append_child(&page).ok().map(|_| ())?,
    }
    Some((board_box, check))
}

/// The first paint of a link it draws no game for (a past date's daily key, headed by its date,
/// and a challenge, by its sender): its page becomes a game's, as index.html draws one, a heading
/// and an empty summary in `.game`.
fn game_frame(doc: &Document, frame: &Element) -> Option<()> {
    if frame.query_selector(".game p.summary").ok()?.is_some() {
        return Some(());
    }
    let page = doc.create_element("div").ok()?;
    page.set_class_name("page game-page");
    let game = doc.create_element("div").ok()?;
    game.set_class_name("game");
    let intro = doc.create_element("div").ok()?;
    intro.set_class_name("game-intro");
    intro
        .append_child(text_element(doc, "p", "summary", "")?.as_ref())
        .ok()?;
    game.append_child(&intro).ok()?;
    page.append_child(text_element(doc, "h1", "", "")?.as_ref())
        .ok()?;
    page.append_child(&game).ok()?;
    match frame.query_selector(".page").ok()? {
        Some(old) => old.replace_with_with_node_1(&page).ok(),
        None => frame.append_child(&page).ok().map(|_| ()),
    }
}

/// A challenge's result beside its sender's, once the game is over (SPEC 12), before the game
/// as the challenge page has it: drawn once, when the game ends on the quick board.
pub fn show_versus(
    doc: &Document,
    frame: &Element,
    t: &'static BoardText,
    game: &QuickGame,
) -> Option<()> {
    let challenge = game.challenge.as_ref()?;
    let (yours, theirs) = challenge.versus(game.record.log.game().status())?;
    if frame.query_selector("p.versus").ok()?.is_some() {
        return Some(());
    }
    let text = (t.versus)(yours, challenge.sender(), theirs);
    let versus = text_element(doc, "p", "versus", &text)?;
    frame
        .query_selector(".game")
        .ok()??
        .before_with_node_1(&versus)
        .ok()
}
