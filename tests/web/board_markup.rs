//! The board's one drawing as HTML (`src/board_markup.rs`, over `src/markup.rs`): what the quick
//! board inserts and the first paint's generator writes. Escaping holds for any text; a board's
//! markup has each hole, row, mark and key peg its view has, named as the view names them. That
//! the markup is the same as the Leptos `Board`'s, state by state, is `tests/browser/boards.rs`'s
//! check in the browser.

use crate::board_view::{played as game, row_of};
use mastermind::board_markup::{self, hole_state};
use mastermind::board_view::{BoardView, KeyView, Results, Use};
use mastermind::i18n::Lang;
use mastermind::markup::{el, esc};
use mastermind::rules::colour::Colour;
use mastermind::rules::cursor::Cursor;
use mastermind::rules::game::Game;
use mastermind::rules::level::Level;
use proptest::prelude::*;

const RED: Colour = Colour::ALL[0];
const GREEN: Colour = Colour::ALL[1];
const BLUE: Colour = Colour::ALL[2];

fn view(game: &Game, used: Use) -> BoardView {
    BoardView::of(
        Lang::En.text(),
        game,
        Cursor::reset(),
        None,
        None,
        &[],
        used,
    )
}

fn board(view: &BoardView) -> String {
    board_markup::board(Lang::En.text().board, Level::I, view)
}

/// The text `esc` made, read back as a browser reads it.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

proptest! {
    #[test]
    fn escaped_text_closes_nothing_and_reads_back_as_it_was(text in any::<String>()) {
        let escaped = esc(&text);
        prop_assert!(!escaped.contains(['<', '>', '"']));
        prop_assert_eq!(unescape(&escaped), text);
    }

    #[test]
    fn an_attribute_holds_any_value_inside_its_quotes(
        value in any::<String>().prop_filter("a value (none is its name alone)", |v| !v.is_empty())
    ) {
        let markup = el("span", &[("aria-label", Some(&value)), ("hidden", None)], "");
        let inside = markup
            .strip_prefix("<span aria-label=\"")
            .and_then(|rest| rest.strip_suffix("\"></span>"));
        prop_assert_eq!(inside.map(unescape), Some(value));
    }
}

#[test]
fn an_attribute_given_no_value_is_its_name_alone_and_one_left_out_is_absent() {
    assert_eq!(
        el("div", &[("inert", Some("")), ("class", None)], "x"),
        "<div inert>x</div>"
    );
}

#[test]
fn a_new_boards_markup_has_every_hole_named_and_only_the_first_reached_by_tab() {
    let new = game(&[]);
    let turns = new.turn_limit();
    let shown = view(&new, Use::Play);
    let markup = board(&shown);
    let t = Lang::En.text();
    assert!(markup.starts_with(r#"<section class="board pegs-4">"#));
    assert_eq!(
        markup.matches(r#"<button type="button" id="hole-"#).count(),
        turns * 4
    );
    assert_eq!(markup.matches(r#"tabindex="0""#).count(), 1);
    assert_eq!(
        markup.matches(r#"aria-disabled="true""#).count(),
        (turns - 1) * 4
    );
    for r in 0..turns {
        assert!(markup.contains(&format!(r#"aria-label="{}""#, esc(&t.row(r + 1)))));
    }
    assert_eq!(
        markup
            .matches(r#"<span class="peg covered">?</span>"#)
            .count(),
        4
    );
    assert_eq!(markup.matches(r#"class="swatch""#).count(), 6);
    assert_eq!(markup.matches(r#"class="palette""#).count(), 1);
    assert_eq!(markup.matches(r#"role="status""#).count(), 1);
    assert_eq!(markup.matches(r#"aria-live="polite""#).count(), turns);
}

#[test]
fn a_holes_markup_carries_the_attributes_a_drawing_keeps_in_step() {
    let shown = view(&game(&[]), Use::Play);
    let Some(first) = shown.rows.first().and_then(|r| r.holes.first()) else {
        panic!("a board of level I has holes");
    };
    let markup = board_markup::hole(&shown, 0, 0, first);
    for (name, value) in hole_state(first, false) {
        match value {
            Some(value) => assert!(markup.contains(&format!(r#" {name}="{}""#, esc(value)))),
            None => assert!(!markup.contains(&format!(" {name}="))),
        }
    }
}

#[test]
fn a_won_boards_markup_has_its_marks_its_words_and_the_key_revealed() {
    let mut moves = row_of(0, [RED, GREEN, BLUE, BLUE]);
    moves.extend(row_of(1, [RED, RED, GREEN, GREEN]));
    let shown = view(&game(&moves), Use::Play);
    let markup = board(&shown);
    assert_eq!(
        markup
            .matches(r#"<span class="marks marks-4" aria-hidden="true">"#)
            .count(),
        2
    );
    assert_eq!(
        markup.matches(r#"<span class="mark black">"#).count(),
        1 + 4
    );
    assert_eq!(markup.matches(r#"<span class="mark white">"#).count(), 1);
    for row in &shown.rows[..2] {
        let Results::Marks { words, .. } = &row.results else {
            panic!("rows 1 and 2 were played");
        };
        assert!(markup.contains(&format!(r#"<span class="sr-only">{}</span>"#, esc(words))));
    }
    let KeyView::Revealed { words, .. } = &shown.key else {
        panic!("a won game reveals its key");
    };
    assert!(markup.contains(&format!(r#"<p class="key-text">{}</p>"#, esc(words))));
    assert!(!markup.contains("peg covered"));
    assert!(!markup.contains(r#"class="palette""#));
}

#[test]
fn a_board_that_only_shows_a_game_has_images_for_holes_and_no_flag_or_palette() {
    let played = game(&row_of(0, [RED, GREEN, BLUE, BLUE]));
    let shown = view(&played, Use::Show);
    let markup = board(&shown);
    assert!(!markup.contains("<button"));
    assert_eq!(
        markup.matches(r#"role="img""#).count(),
        played.turn_limit() * 4
    );
    assert!(!markup.contains(r#"role="status""#));
    assert_eq!(markup.matches(r#"class="peg peg-"#).count(), 4);
}
