//! The quick board's page around the board: the heading, the language control, the game's
//! summary and notes ([`IntroView`], the whole game's `GameView`'s description too), drawn in
//! place of the first paint's by the game's one markup ([`game_markup`]), which `GameView` and
//! `PuzzleBoard` insert too.

use web_sys::{Document, Element};

use super::QuickGame;
use super::puzzle::QuickPuzzle;
use crate::drawn::{parse, write_notes, write_text};
use crate::game_markup::{self, BOARD_CLASS, INTRO_CLASS, Kind, SUMMARY_CLASS};
use crate::header_markup::{self, Control};
use crate::intro_view::{GameHeading, IntroView};
use crate::markup;
use crate::rules::puzzle::PuzzleSource;
use mastermind_words::{BoardText, Lang};

/// The element of `root` that `selector` finds, if any.
fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).ok().flatten()
}

/// Puts the page drawn by `markup` (one element) in place of the frame's page, or at its end
/// when it has none; returns it.
fn replace_page(doc: &Document, frame: &Element, markup: &str) -> Option<Element> {
    let page = parse(doc, markup)?;
    match find(frame, ".page") {
        Some(old) => old.replace_with_with_node_1(&page).ok()?,
        None => frame.append_child(&page).ok().map(|_| ())?,
    }
    Some(page)
}

/// Draws the page's heading, the game's summary and notices in `frame` (the first paint), and
/// returns the board's box, emptied of the first paint's placeholder board. The first paint of a
/// game link is the game's markup ([`game_markup::first_paint`]): its heading and summary stay
/// the same elements (the page's largest paint is the first paint's) and the notes are written
/// after the summary; a first paint that drew no game (a past date's daily key, a challenge)
/// gives way to the page drawn whole by the same markup.
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
    let intro = IntroView::of(t, game.record.log.game(), &game.notice);
    // A challenge's sender's result, under the heading as the challenge page has it.
    let under = game
        .challenge
        .as_ref()
        .and_then(|c| {
            let words = t.sender_result(c.sender(), c.result?.turns());
            Some(markup::text("p", Some("sender-result"), &words))
        })
        .unwrap_or_default();
    let board = format!(".{BOARD_CLASS}");
    let summary = format!(".{INTRO_CLASS} > p.{SUMMARY_CLASS}");
    let (Some(h1), Some(summary), Some(board_box)) = (
        find(frame, ".page > h1"),
        find(frame, &summary),
        find(frame, &board),
    ) else {
        let markup = game_markup::page(
            Kind::Game,
            &markup::esc(&heading),
            &under,
            &game_markup::game(Kind::Game, &intro, "", ""),
        );
        return find(&replace_page(doc, frame, &markup)?, &board);
    };
    h1.set_text_content(Some(&heading));
    h1.insert_adjacent_html("afterend", &under).ok()?;
    write_text(&summary, &intro.summary);
    write_notes(&summary, &intro.notes);
    board_box.set_inner_html("");
    Some(board_box)
}

/// The page's language (its `lang`) and the header's language control by its one markup
/// ([`header_markup::language_select`]), in `lang`; still disabled, as the language is changed on
/// the whole game's page.
pub(super) fn language_control(doc: &Document, frame: &Element, lang: Lang) -> Option<()> {
    if let Some(html) = doc.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    if let Some(old) = find(frame, "select.language") {
        let select = header_markup::language_select(lang.shell().language, lang, Control::Disabled);
        old.insert_adjacent_html("afterend", &select).ok()?;
        old.remove();
    }
    Some(())
}

/// Draws a puzzle's page (SPEC §15) in place of the first paint's, from the game's markup as the
/// whole game's `PuzzleBoard` draws it: the heading, a past date's notice, the difficulty, the
/// board's box and beside it the controls' box holding `Check` (undo, redo and `Read the board`
/// are the whole game's, moments away); returns the board's box and `Check`.
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
    let date = record.source.day().map(|day| day.to_string());
    // A past date's puzzle: one attempt, apart from the streak (one played is the whole game's).
    let under = match record.source {
        PuzzleSource::Past(_) => {
            markup::text("p", Some("notice past-notice"), t.past_puzzle_notice)
        }
        _ => String::new(),
    };
    let intro = IntroView {
        summary: t.difficulty_is(record.puzzle.difficulty()),
        notes: Vec::new(),
    };
    let check = markup::el(
        "button",
        &[("type", Some("button")), ("class", Some("check"))],
        &markup::esc(t.check),
    );
    let controls = markup::el("div", &[("class", Some("controls"))], &check);
    let markup = game_markup::page(
        Kind::Puzzle,
        &game_markup::heading(&heading, date.as_deref()),
        &under,
        &game_markup::game(Kind::Puzzle, &intro, "", &controls),
    );
    let page = replace_page(doc, frame, &markup)?;
    Some((
        find(&page, &format!(".{BOARD_CLASS}"))?,
        find(&page, "button.check")?,
    ))
}

/// A challenge's result beside its sender's, once the game is over (SPEC 12), before the game
/// as the challenge page has it: drawn once, when the game ends on the quick board.
pub fn show_versus(frame: &Element, t: &'static BoardText, game: &QuickGame) -> Option<()> {
    let challenge = game.challenge.as_ref()?;
    let (yours, theirs) = challenge.versus(game.record.log.game().status())?;
    if frame.query_selector("p.versus").ok()?.is_some() {
        return Some(());
    }
    let text = t.versus(yours, challenge.sender(), theirs);
    find(frame, ".game")?
        .insert_adjacent_html("beforebegin", &markup::text("p", Some("versus"), &text))
        .ok()
}
