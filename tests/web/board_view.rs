//! What a board shows, worked out once for every renderer (`src/board_view.rs`): the selection,
//! the names, the disabled rows, the submit control, the marks and their words, the palette, the
//! flag and the key, for a game played, refused, won and only shown.

use mastermind::board_view::{BoardView, KeyView, Results, Use};
use mastermind::events::hole_id;
use mastermind::i18n::{Lang, peg_name};
use mastermind::rules::code::Code;
use mastermind::rules::colour::Colour;
use mastermind::rules::cursor::Cursor;
use mastermind::rules::flag::{FlagState, NO_FLAG};
use mastermind::rules::game::{Game, Invalid, Move};
use mastermind::rules::key::key_from_seed;
use mastermind::rules::level::Level;

const RED: Colour = Colour::ALL[0];
const GREEN: Colour = Colour::ALL[1];

fn key() -> Code {
    Code::new(Level::I, &[RED, RED, GREEN, GREEN]).unwrap()
}

/// A level I game (key red, red, green, green) after `moves`.
pub(crate) fn played(moves: &[Move]) -> Game {
    moves.iter().fold(Game::new(Level::I, key()), |game, &mv| {
        game.apply(mv).unwrap()
    })
}

/// The moves that fill `row` with `colours` and submit it.
pub(crate) fn row_of(row: usize, colours: [Colour; 4]) -> Vec<Move> {
    let mut moves: Vec<Move> = (colours.iter().enumerate())
        .map(|(hole, &colour)| Move::Place { row, hole, colour })
        .collect();
    moves.push(Move::Submit);
    moves
}

fn view(game: &Game, cursor: Cursor, warning: Option<Invalid>, used: Use) -> BoardView {
    BoardView::of(Lang::En.text(), game, cursor, warning, None, &[], used)
}

#[test]
fn a_new_game_selects_the_first_hole_of_the_first_row_alone() {
    let t = Lang::En.text();
    let game = played(&[]);
    let shown = view(&game, Cursor::reset(), None, Use::Play);
    assert_eq!(shown.class, "board pegs-4");
    assert_eq!(shown.rows.len(), game.turn_limit());
    for (r, row) in shown.rows.iter().enumerate() {
        assert_eq!(row.label, t.row(r + 1));
        assert_eq!(row.class(), if r == 0 { "row active" } else { "row" });
        assert_eq!(row.results, Results::Nothing);
        for (h, hole) in row.holes.iter().enumerate() {
            assert_eq!(hole.id, hole_id(r, h));
            assert_eq!(hole.label, t.hole(r + 1, h + 1, None));
            let first = r == 0 && h == 0;
            assert_eq!(hole.class(), if first { "hole selected" } else { "hole" });
            assert_eq!(hole.tabindex(), if first { "0" } else { "-1" });
            assert_eq!(hole.disabled(), (r != 0).then_some("true"));
        }
    }
    let palette = shown.palette.unwrap();
    assert_eq!(
        (palette.row, palette.label),
        (0, t.colour_words.palette(1, 1))
    );
    assert_eq!(
        shown.key,
        KeyView::Covered {
            pegs: 4,
            words: t.key_covered
        }
    );
    let flag = shown.flag.unwrap();
    assert_eq!((flag.class, flag.words.as_str()), (NO_FLAG, ""));
}

#[test]
fn a_full_row_offers_submit_and_a_played_row_shows_its_marks_and_words() {
    let t = Lang::En.text();
    let mut moves = row_of(0, [RED, GREEN, GREEN, RED]);
    moves.extend(row_of(1, [RED, RED, RED, RED]).into_iter().take(4));
    let game = played(&moves);
    let cursor = Cursor::reset().select(&game, 2);
    let shown = BoardView::of(t, &game, cursor, None, None, &[300, 12], Use::Play);
    let first = &shown.rows[0];
    assert_eq!(first.class(), "row played latest");
    let feedback = game.feedback(0).unwrap();
    assert_eq!(
        first.results,
        Results::Marks {
            feedback,
            pegs: 4,
            words: t.row_marks(Level::I, 1, feedback)
        }
    );
    assert_eq!(first.possible, Some(t.possible_keys(300)));
    assert_eq!(
        first.holes[1].label,
        t.hole(1, 2, Some(peg_name(t, Level::I, GREEN)))
    );
    assert_eq!(first.holes[1].class(), "hole filled");
    let second = &shown.rows[1];
    assert_eq!(second.class(), "row active");
    assert_eq!(second.results, Results::Submit(t.submit));
    // Counts are for played rows only.
    assert_eq!(second.possible, None);
    assert_eq!(second.holes[2].class(), "hole selected filled");
    assert_eq!(shown.palette.unwrap().label, t.colour_words.palette(2, 3));
    assert!(shown.rows[0].latest && !shown.rows[1].latest);
}

#[test]
fn a_refusal_raises_the_yellow_flag_with_its_reason() {
    let t = Lang::En.text();
    let game = played(&[]);
    let why = Invalid::RowIncomplete { row: 0, empty: 4 };
    let flag = view(&game, Cursor::reset(), Some(why), Use::Play)
        .flag
        .unwrap();
    let expected = FlagState::of(&game, Some(why), None).unwrap();
    assert_eq!(flag.class, expected.class());
    assert_eq!(flag.words, t.flag(Level::I, expected));
}

#[test]
fn a_win_reveals_the_key_marks_the_winning_row_and_ends_the_palette() {
    let t = Lang::En.text();
    let game = played(&row_of(0, [RED, RED, GREEN, GREEN]));
    let shown = view(&game, Cursor::reset(), None, Use::Play);
    assert_eq!(shown.rows[0].class(), "row played latest won");
    assert!(
        shown
            .rows
            .iter()
            .all(|r| r.holes.iter().all(|h| h.disabled().is_some()))
    );
    assert_eq!(shown.palette, None);
    let names: Vec<&str> = key()
        .pegs()
        .iter()
        .map(|&c| peg_name(t, Level::I, c))
        .collect();
    assert_eq!(
        shown.key,
        KeyView::Revealed {
            pegs: key().pegs().to_vec(),
            words: t.key_revealed(&names)
        }
    );
    let flag = shown.flag.unwrap();
    let won = FlagState::of(&game, None, None).unwrap();
    assert_eq!(
        (flag.class, flag.words),
        (won.class(), t.flag(Level::I, won))
    );
}

#[test]
fn a_board_that_only_shows_has_no_flag_palette_selection_or_submit() {
    let mut moves = row_of(0, [RED, GREEN, GREEN, RED]);
    moves.extend(row_of(1, [RED, RED, RED, RED]).into_iter().take(4));
    let game = played(&moves);
    let shown = view(&game, Cursor::reset(), None, Use::Show);
    assert!(shown.read_only);
    assert_eq!(shown.flag, None);
    assert_eq!(shown.palette, None);
    assert_eq!(shown.rows[1].results, Results::Nothing);
    assert!(
        shown
            .rows
            .iter()
            .all(|r| r.holes.iter().all(|h| !h.selected))
    );
}

#[test]
fn every_language_names_every_hole_of_every_level() {
    for &lang in Lang::ALL {
        for level in Level::ALL {
            let game = Game::new(level, key_from_seed(level, 7));
            let shown = BoardView::of(
                lang.text(),
                &game,
                Cursor::reset(),
                None,
                None,
                &[],
                Use::Play,
            );
            let labels: std::collections::BTreeSet<&str> = shown
                .rows
                .iter()
                .flat_map(|r| r.holes.iter().map(|h| h.label.as_str()))
                .collect();
            assert_eq!(
                labels.len(),
                level.pegs() * level.turns(),
                "{lang:?} {level:?}"
            );
        }
    }
}
