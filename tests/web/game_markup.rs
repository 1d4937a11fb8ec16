//! A game's page around its board as markup (`src/game_markup.rs`): the boxes in their order,
//! the words escaped, the notes a paragraph each, a date kept on one line, the first paint's
//! page with its places.

use mastermind::game_markup::{self, Kind};
use mastermind::intro_view::{IntroView, Note};

fn intro(summary: &str, notes: &[(&'static str, &str)]) -> IntroView {
    IntroView {
        summary: summary.to_owned(),
        notes: notes
            .iter()
            .map(|&(class, words)| Note {
                class,
                words: words.to_owned(),
            })
            .collect(),
    }
}

/// Where `needle` starts in `hay`, or a failure naming it.
fn at(hay: &str, needle: &str) -> usize {
    hay.find(needle)
        .unwrap_or_else(|| panic!("{needle:?} not in {hay}"))
}

#[test]
fn a_game_box_holds_the_summary_and_notes_then_the_board_and_the_controls_then_the_end() {
    let said = intro(
        "Find 4 <pegs> & more",
        &[("notice hard-note", "Hard \"mode\""), ("help", "No scores")],
    );
    let game = game_markup::game(Kind::Game, &said, "<b>board</b>", "<i>side</i>");
    assert!(
        game.starts_with(r#"<div class="game"><div class="game-intro">"#),
        "{game}"
    );
    assert!(
        game.ends_with(r#"<div class="game-after"></div></div>"#),
        "{game}"
    );
    let order = [
        r#"<p class="summary">Find 4 &lt;pegs&gt; &amp; more</p>"#,
        r#"<p class="notice hard-note">Hard &quot;mode&quot;</p>"#,
        r#"<p class="help">No scores</p></div>"#,
        r#"<div class="held"><div class="game-board"><b>board</b></div>"#,
        r#"<div class="game-side"><i>side</i></div></div>"#,
        r#"<div class="game-after">"#,
    ];
    let places: Vec<usize> = order.iter().map(|part| at(&game, part)).collect();
    assert!(places.is_sorted(), "{places:?} in {game}");
    // The inside alone is the box's, without the box.
    let inside = game_markup::inside(&said, "", "");
    assert_eq!(
        game_markup::game(Kind::Game, &said, "", ""),
        format!(r#"<div class="game">{inside}</div>"#)
    );
    let puzzle = game_markup::game(Kind::Puzzle, &intro("Easy", &[]), "", "");
    assert!(
        puzzle.starts_with(r#"<div class="game puzzle">"#),
        "{puzzle}"
    );
    assert_eq!(game_markup::notes(&[]), "");
}

#[test]
fn a_page_has_its_heading_what_is_said_under_it_then_the_game() {
    let page = game_markup::page(Kind::Puzzle, "Puzzle", "<p>past</p>", "<div>game</div>");
    assert_eq!(
        page,
        r#"<div class="page game-page puzzle-page"><h1>Puzzle</h1><p>past</p><div>game</div></div>"#
    );
    assert!(
        game_markup::page(Kind::Game, "", "", "").starts_with(r#"<div class="page game-page">"#)
    );
}

#[test]
fn a_date_in_a_heading_is_kept_on_one_line_and_the_rest_escaped() {
    assert_eq!(
        game_markup::heading("Puzzle <of> 2026-11-20, level I", Some("2026-11-20")),
        r#"Puzzle &lt;of&gt; <span class="nowrap">2026-11-20</span>, level I"#
    );
    assert_eq!(game_markup::heading("A & B", None), "A &amp; B");
    // A date the words do not hold leaves them as they are.
    assert_eq!(game_markup::heading("Puzzle", Some("2026-11-20")), "Puzzle");
}

#[test]
fn the_first_paint_page_holds_its_words_and_the_board_in_their_places() {
    let frame = game_markup::first_paint("${h}", "${s}", "${l}", "${b}");
    assert_eq!(
        frame,
        concat!(
            r#"<div class="page game-page"><h1>${h}</h1><div class="game"><div class="game-intro">"#,
            r#"<p class="summary">${s}</p><p class="loading">${l}</p></div><div class="held">"#,
            r#"<div class="game-board">${b}</div><div class="game-side"></div></div>"#,
            r#"<div class="game-after"></div></div></div>"#
        )
    );
}

#[test]
fn a_page_waiting_for_its_program_has_its_heading_then_loading_or_loading_as_its_heading() {
    use mastermind::markup::waiting;
    assert_eq!(
        waiting(Some("Rules &amp; more"), "Loading…"),
        r#"<div class="page"><h1>Rules &amp; more</h1><p class="loading">Loading…</p></div>"#
    );
    assert_eq!(
        waiting(None, "A carregar…"),
        r#"<div class="page"><h1 class="loading">A carregar…</h1></div>"#
    );
}
