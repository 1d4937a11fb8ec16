//! Home's drawn board (core/src/home_game.rs) is a real game: the SVG draws each row's pegs as
//! the game has them, and each row's marks are the ones a brute-force count against the key
//! gives (pairing pegs one by one, not the core's colour counts); the last row is the key, so
//! the drawing shows a win, and every row is a level I code.
#![cfg(not(target_arch = "wasm32"))]

use mastermind_core::code::Code;
use mastermind_core::colour::Colour;
use mastermind_core::home_game::HOME_GAME;
use mastermind_core::level::Level;

/// Blacks and whites of `guess` against `key` by pairing pegs: first the same colour in the same
/// hole, then each unpaired guess peg with the first unpaired key peg of its colour.
fn brute_force(key: &[Colour], guess: &[Colour]) -> (usize, usize) {
    let mut key_used = vec![false; key.len()];
    let mut guess_used = vec![false; guess.len()];
    let mut black = 0;
    for i in 0..key.len() {
        if key[i] == guess[i] {
            key_used[i] = true;
            guess_used[i] = true;
            black += 1;
        }
    }
    let mut white = 0;
    for g in 0..guess.len() {
        if guess_used[g] {
            continue;
        }
        if let Some(k) = (0..key.len()).find(|&k| !key_used[k] && key[k] == guess[g]) {
            key_used[k] = true;
            white += 1;
        }
    }
    (black, white)
}

/// A circle of the drawing: its centre's y and its class.
struct Circle {
    cy: f64,
    class: String,
}

fn attribute<'a>(tag: &'a str, name: &str) -> &'a str {
    let start = tag
        .find(&format!(" {name}=\""))
        .unwrap_or_else(|| panic!("no {name} in {tag}"))
        + name.len()
        + 3;
    let len = tag[start..].find('"').expect("a closing quote");
    &tag[start..start + len]
}

fn circles(svg: &str) -> Vec<Circle> {
    svg.split("<circle")
        .skip(1)
        .map(|tag| Circle {
            cy: attribute(tag, "cy").parse().expect("a number"),
            class: attribute(tag, "class").to_owned(),
        })
        .collect()
}

#[test]
fn the_drawn_rows_are_the_game_s_and_their_marks_follow_from_the_key() {
    let svg = HOME_GAME.drawing();
    let all = circles(&svg);
    assert_eq!(
        all.len(),
        HOME_GAME.rows.len() * 8,
        "4 pegs and 4 marks a row"
    );
    for (r, row) in HOME_GAME.rows.iter().enumerate() {
        // Row r is drawn around y = 22 + 30 r; its marks sit 5 units above and below.
        let centre = 22.0 + 30.0 * r as f64;
        let in_row: Vec<&Circle> = all
            .iter()
            .filter(|c| (c.cy - centre).abs() <= 5.0)
            .collect();
        let pegs: Vec<&str> = in_row
            .iter()
            .filter_map(|c| c.class.strip_prefix("home-peg peg-"))
            .collect();
        let ids: Vec<&str> = row.iter().map(|c| c.id()).collect();
        assert_eq!(pegs, ids, "row {}'s pegs", r + 1);
        let marks = |kind: &str| {
            in_row
                .iter()
                .filter(|c| c.class == format!("home-mark {kind}"))
                .count()
        };
        let (black, white) = brute_force(&HOME_GAME.key, row);
        assert_eq!(
            (marks("black"), marks("white"), marks("none")),
            (black, white, 4 - black - white),
            "row {}'s marks against the key",
            r + 1
        );
    }
}

#[test]
fn the_drawn_game_is_a_level_i_game_won_on_its_last_row() {
    assert!(Code::new(Level::I, &HOME_GAME.key).is_ok());
    for row in HOME_GAME.rows {
        assert!(
            Code::new(Level::I, &row).is_ok(),
            "{row:?} is a level I code"
        );
    }
    let last = HOME_GAME.rows.last().expect("rows");
    assert_eq!(*last, HOME_GAME.key, "the last row is the key");
    for row in &HOME_GAME.rows[..HOME_GAME.rows.len() - 1] {
        assert_ne!(*row, HOME_GAME.key, "the game ends at its first win");
    }
    // A plausible game: the rows after the first two probes fit every row before them (the key
    // could still be each of them when it was played).
    for later in 2..HOME_GAME.rows.len() {
        for earlier in 0..later {
            let (row, before) = (&HOME_GAME.rows[later], &HOME_GAME.rows[earlier]);
            assert_eq!(
                brute_force(row, before),
                brute_force(&HOME_GAME.key, before),
                "row {} fits row {}",
                later + 1,
                earlier + 1
            );
        }
    }
}

#[test]
fn the_brute_force_count_knows_the_textbook_cases() {
    use Colour::{Blue, Green, Red, Yellow};
    assert_eq!(
        brute_force(&[Red, Red, Blue, Green], &[Red, Blue, Blue, Red]),
        (2, 1)
    );
    assert_eq!(
        brute_force(&[Red, Green, Blue, Yellow], &[Yellow, Blue, Green, Red]),
        (0, 4)
    );
    assert_eq!(
        brute_force(&[Red, Red, Red, Red], &[Red, Green, Green, Green]),
        (1, 0)
    );
}
