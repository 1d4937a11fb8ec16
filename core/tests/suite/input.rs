//! Native tests of what an input does on a board (`rules::respond`), the one decision the whole
//! game's Leptos board and the quick board both apply: which keys reach the board from where,
//! what each key and click does to the game, the selection, focus and the flag. The two boards'
//! old drifts (Alt with a digit on a hole; tabbing onto a hole after a warning) are decided here.
#![cfg(not(target_arch = "wasm32"))]

use crate::common;

use common::press;
use mastermind_core::colour::Colour;
use mastermind_core::cursor::Cursor;
use mastermind_core::game::{Game, GameOptions, Invalid, Move};
use mastermind_core::input::{
    At, BoardKey, Change, Flag, Focus, Input, KeyPress, Response, key_colour, key_of, respond,
};
use mastermind_core::key::key_from_seed;
use mastermind_core::level::Level;
use mastermind_core::log::GameLog;
use mastermind_core::variant::{Symbol, Variant};
use proptest::prelude::*;

fn fresh() -> GameLog {
    GameLog::new(Game::new(Level::I, key_from_seed(Level::I, 42)))
}

const HOLE: At = At::Hole { row: 0, hole: 0 };

fn key(log: &GameLog, cursor: Cursor, p: KeyPress) -> Option<Response> {
    respond(log, cursor, Input::Key(p))
}

/// Plays `inputs` from `log`, applying each response as a board does.
fn play(mut log: GameLog, mut cursor: Cursor, inputs: &[Input]) -> (GameLog, Cursor) {
    for &input in inputs {
        if let Some(r) = respond(&log, cursor, input) {
            if let Some(next) = r.next {
                log = next;
            }
            cursor = r.cursor;
        }
    }
    (log, cursor)
}

#[test]
fn board_keys_read_as_before() {
    let k = |key: &str| BoardKey::of(key, false, false, Level::I);
    assert_eq!(k("1"), Some(BoardKey::Colour(Colour::Red)));
    assert_eq!(k("Enter"), Some(BoardKey::Submit));
    assert_eq!(k("Backspace"), Some(BoardKey::Back));
    assert_eq!(k("Home"), Some(BoardKey::Step(-(isize::MAX / 2))));
    assert_eq!(
        BoardKey::of("z", true, false, Level::I),
        Some(BoardKey::Undo)
    );
    assert_eq!(
        BoardKey::of("Z", true, true, Level::I),
        Some(BoardKey::Redo)
    );
    assert_eq!(BoardKey::of("1", true, false, Level::I), None);
    assert_eq!(k("a"), None);
}

/// A number key types the level's symbol (SPEC 14 "Digits"): the digit itself in a digit game,
/// only the level's own digits; in a colour game (Blanks too) the palette's order, as before,
/// every colour key still the board's (one the level lacks is refused with its reason).
#[test]
fn number_keys_type_the_levels_symbols() {
    let typed = |level: Level, key: &str| match BoardKey::of(key, false, false, level) {
        Some(BoardKey::Colour(c)) => Some(level.symbols().symbol(c)),
        _ => None,
    };
    let bulls = Level::Variant(Variant::BullsAndCows);
    let bagels = Level::Variant(Variant::Bagels);
    let number = Level::Variant(Variant::Number);
    for d in 0..=9u8 {
        let key = d.to_string();
        assert_eq!(typed(bulls, &key), Some(Symbol::Digit(d)), "{key}");
        assert_eq!(typed(bagels, &key), Some(Symbol::Digit(d)), "{key}");
        let expected = (1..=6).contains(&d).then_some(Symbol::Digit(d));
        assert_eq!(typed(number, &key), expected, "Number Mastermind, {key}");
    }
    assert_eq!(key_colour(bulls, "0"), Some(Colour::Red), "0 is position 0");
    assert_eq!(
        key_colour(number, "1"),
        Some(Colour::Red),
        "1 is position 0"
    );
    assert_eq!(key_colour(number, "0"), None);
    assert_eq!(key_colour(bulls, "a"), None);
    // Colour games: unchanged.
    let blanks = Level::Variant(Variant::Blanks);
    assert_eq!(typed(blanks, "1"), Some(Symbol::Colour(Colour::Red)));
    assert_eq!(typed(blanks, "7"), Some(Symbol::Blank));
    assert_eq!(typed(blanks, "8"), Some(Symbol::Colour(Colour::Purple)));
    for level in [Level::I, Level::II, Level::III] {
        for d in 0..=9usize {
            assert_eq!(
                key_colour(level, &d.to_string()),
                Colour::from_index((d + 9) % 10),
                "{level:?}, {d}"
            );
        }
    }
}

/// Typed on a digit board through `respond`, the digit lands in the selected hole; a digit the
/// level lacks is left to the browser.
#[test]
fn digits_typed_on_a_digit_board() {
    let level = Level::Variant(Variant::BullsAndCows);
    let log = GameLog::new(Game::new(level, key_from_seed(level, 7)));
    let (log, cursor) = play(
        log,
        Cursor::reset(),
        &[
            Input::Key(press("0", HOLE)),
            Input::Key(press("9", At::Page)),
        ],
    );
    let row: Vec<_> = (0..2)
        .map(|h| log.game().peg(0, h).map(|c| level.symbols().symbol(c)))
        .collect();
    assert_eq!(row, [Some(Symbol::Digit(0)), Some(Symbol::Digit(9))]);
    assert_eq!(cursor.hole(), 2);
    let number = Level::Variant(Variant::Number);
    let log = GameLog::new(Game::new(number, key_from_seed(number, 7)));
    assert!(key(&log, Cursor::reset(), press("0", HOLE)).is_none());
    assert!(key(&log, Cursor::reset(), press("7", HOLE)).is_none());
    let r = key(&log, Cursor::reset(), press("6", HOLE)).expect("6 is Number Mastermind's");
    let placed = r.next.and_then(|n| n.game().peg(0, 0));
    assert_eq!(
        placed.map(|c| number.symbols().symbol(c)),
        Some(Symbol::Digit(6))
    );
}

#[test]
fn which_keys_reach_the_board_from_where() {
    let log = fresh();
    let reach = |k: &str, at: At| key_of(&log, &press(k, at)).map(|(_, on)| on);
    // On the active row's hole, every board key, focus following.
    for k in ["1", "ArrowLeft", "Home", "Enter", "Delete", "Backspace"] {
        assert_eq!(reach(k, HOLE), Some(true), "{k} on a hole");
    }
    // On the page: the digits, Delete, Backspace and Enter, but not the arrows.
    for k in ["1", "Enter", "Delete", "Backspace"] {
        assert_eq!(reach(k, At::Page), Some(false), "{k} on the page");
    }
    assert_eq!(reach("ArrowRight", At::Page), None);
    // In a field or a dialog: nothing. On a control: not Enter (it activates the control).
    assert_eq!(reach("1", At::Field), None);
    assert_eq!(reach("Enter", At::Control), None);
    assert_eq!(reach("1", At::Control), Some(false));
    // Another row's hole is a control like any other.
    let other = At::Hole { row: 3, hole: 1 };
    assert_eq!(reach("Enter", other), None);
    assert_eq!(reach("2", other), Some(false));
    assert_eq!(reach("ArrowLeft", other), None);
}

#[test]
fn alt_composition_and_handled_keys_are_never_the_boards_on_a_hole_or_off_it() {
    // The old drift: Alt with a digit placed a peg on the Leptos board's hole and not on the
    // quick board. Now neither board decides, and the answer is the same everywhere: no.
    let log = fresh();
    for at in [HOLE, At::Page, At::Control] {
        for p in [
            KeyPress {
                alt: true,
                ..press("1", at)
            },
            KeyPress {
                composing: true,
                ..press("1", at)
            },
            KeyPress {
                handled: true,
                ..press("1", at)
            },
        ] {
            assert_eq!(key(&log, Cursor::reset(), p), None, "{p:?}");
        }
    }
}

#[test]
fn tabbing_onto_a_hole_selects_it_and_keeps_the_warning_while_a_click_clears_it() {
    // The old drift: focus arriving on a hole cleared the yellow flag on the quick board only.
    let log = fresh();
    let focus = respond(&log, Cursor::reset(), Input::Focus { row: 0, hole: 2 }).unwrap();
    assert_eq!(focus.cursor.hole(), 2);
    assert_eq!(focus.flag, Flag::Keep);
    assert_eq!(focus.change, Change::Nothing);
    let click = respond(&log, Cursor::reset(), Input::Hole { row: 0, hole: 2 }).unwrap();
    assert_eq!((click.cursor.hole(), click.flag), (2, Flag::Clear));
    // Focus on another row's hole changes nothing; a click there raises the flag.
    let other = respond(&log, Cursor::reset(), Input::Focus { row: 4, hole: 1 }).unwrap();
    assert_eq!((other.cursor, other.flag), (Cursor::reset(), Flag::Keep));
    let click = respond(&log, Cursor::reset(), Input::Hole { row: 4, hole: 1 }).unwrap();
    assert!(matches!(click.flag, Flag::Warn(_)));
}

#[test]
fn a_colour_fills_the_selected_hole_and_focus_follows_only_on_the_board() {
    let log = fresh();
    let on_hole = key(&log, Cursor::reset(), press("1", HOLE)).unwrap();
    assert_eq!(
        on_hole.change,
        Change::Apply(Move::Place {
            row: 0,
            hole: 0,
            colour: Colour::Red
        })
    );
    assert_eq!(on_hole.cursor.hole(), 1);
    assert_eq!(on_hole.focus, Focus::Selection);
    assert_eq!(on_hole.flag, Flag::Clear);
    let next = on_hole.next.unwrap();
    assert_eq!(next.game().peg(0, 0), Some(Colour::Red));
    let off = key(&log, Cursor::reset(), press("1", At::Page)).unwrap();
    assert_eq!(off.focus, Focus::Stay);
    let palette = respond(&log, Cursor::reset(), Input::Colour(Colour::Red)).unwrap();
    assert_eq!(palette.focus, Focus::Stay);
    assert_eq!(palette.next, Some(next));
}

#[test]
fn arrows_move_the_selection_and_keep_the_warning() {
    let log = fresh();
    let r = key(&log, Cursor::reset(), press("End", HOLE)).unwrap();
    assert_eq!(
        (r.cursor.hole(), r.focus, r.flag),
        (3, Focus::Selection, Flag::Keep)
    );
    let r = key(&log, r.cursor, press("ArrowLeft", HOLE)).unwrap();
    assert_eq!(r.cursor.hole(), 2);
    assert_eq!(r.change, Change::Nothing);
}

#[test]
fn backspace_takes_out_the_peg_before_an_empty_selection() {
    let log = fresh();
    let (log, cursor) = play(
        log,
        Cursor::reset(),
        &[Input::Colour(Colour::Red), Input::Colour(Colour::Green)],
    );
    assert_eq!(cursor.hole(), 2);
    let r = key(&log, cursor, press("Backspace", HOLE)).unwrap();
    assert_eq!(r.change, Change::Apply(Move::Clear { row: 0, hole: 1 }));
    assert_eq!((r.cursor.hole(), r.focus), (1, Focus::Selection));
    // Delete on the empty selected hole is refused: the flag says why.
    let r = key(&log, cursor, press("Delete", HOLE)).unwrap();
    assert!(matches!(r.flag, Flag::Warn(_)));
    assert_eq!(r.next, None);
}

#[test]
fn a_row_submits_to_the_next_row_a_short_row_is_refused_and_the_last_row_ends_the_game() {
    let log = fresh();
    let short = key(&log, Cursor::reset(), press("Enter", HOLE)).unwrap();
    assert!(matches!(short.flag, Flag::Warn(_)));
    let colours = [Input::Colour(Colour::Red); 4];
    let (full, cursor) = play(log, Cursor::reset(), &colours);
    let r = key(&full, cursor, press("Enter", HOLE)).unwrap();
    assert_eq!(r.change, Change::Apply(Move::Submit));
    assert_eq!((r.cursor, r.focus), (Cursor::reset(), Focus::Selection));
    let r = respond(&full, cursor, Input::Submit).unwrap();
    assert_eq!(r.focus, Focus::Selection);
    // The winning row sends focus to the end's control (on the board), nowhere off it.
    let game = Game::new(Level::I, key_from_seed(Level::I, 42));
    let win: Vec<Input> = game
        .key()
        .pegs()
        .iter()
        .map(|&c| Input::Colour(c))
        .collect();
    let (ready, cursor) = play(GameLog::new(game), Cursor::reset(), &win);
    let on = key(&ready, cursor, press("Enter", HOLE)).unwrap();
    assert_eq!(on.focus, Focus::End);
    assert!(on.next.unwrap().game().is_over());
    let off = key(&ready, cursor, press("Enter", At::Page)).unwrap();
    assert_eq!(off.focus, Focus::Stay);
    // Once over, keys are the browser's again.
    let (over, _) = play(ready, cursor, &[Input::Submit]);
    assert_eq!(key(&over, Cursor::reset(), press("1", At::Page)), None);
}

#[test]
fn undo_and_redo_go_back_to_the_hole_that_changed_with_focus_only_on_the_board() {
    let (log, cursor) = play(
        fresh(),
        Cursor::reset(),
        &[Input::Colour(Colour::Red), Input::Colour(Colour::Blue)],
    );
    let undo = KeyPress {
        command: true,
        ..press("z", HOLE)
    };
    let r = key(&log, cursor, undo).unwrap();
    assert_eq!(
        (r.change, r.cursor.hole(), r.focus),
        (Change::Undo, 1, Focus::Selection)
    );
    let r = key(
        &log,
        cursor,
        KeyPress {
            at: At::Page,
            ..undo
        },
    )
    .unwrap();
    assert_eq!(r.focus, Focus::Stay);
    let undone = r.next.unwrap();
    let r = respond(&undone, r.cursor, Input::Redo).unwrap();
    assert_eq!(
        (r.change, r.cursor.hole(), r.focus),
        (Change::Redo, 2, Focus::Stay)
    );
    assert_eq!(r.next, Some(log));
    // Nothing to redo: nothing changes, the flag stays.
    let r = respond(&fresh(), Cursor::reset(), Input::Redo).unwrap();
    assert_eq!((r.change, r.flag), (Change::Nothing, Flag::Keep));
}

#[test]
fn the_devious_computer_answers_in_the_whole_game() {
    let game = Game::new(Level::I, key_from_seed(Level::I, 1)).with_options(GameOptions {
        hard: false,
        devious: true,
    });
    let (full, cursor) = play(
        GameLog::new(game),
        Cursor::reset(),
        &[Input::Colour(Colour::Red); 4],
    );
    let r = key(&full, cursor, press("Enter", HOLE)).unwrap();
    assert_eq!(r.change, Change::AskDevious { follow: true });
    assert_eq!(r.next, None);
}

fn any_at() -> impl Strategy<Value = At> {
    prop_oneof![
        (0usize..14, 0usize..8).prop_map(|(row, hole)| At::Hole { row, hole }),
        Just(At::Field),
        Just(At::Control),
        Just(At::Page),
    ]
}

const KEYS: [&str; 17] = [
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "0",
    "Enter",
    "Delete",
    "Backspace",
    "ArrowLeft",
    "ArrowRight",
    "Home",
    "End",
    "z",
    "y",
    "h",
];

fn any_input() -> impl Strategy<Value = (usize, bool, bool, bool, At, u8, usize, usize)> {
    (
        0..KEYS.len(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any_at(),
        0u8..10,
        0usize..14,
        0usize..10,
    )
}

proptest! {
    /// Any sequence of inputs: a response's log is the log its change makes, the selection stays
    /// on the board, and a refused input changes nothing.
    #[test]
    fn responses_agree_with_the_rules(inputs in prop::collection::vec(any_input(), 0..120)) {
        let mut log = fresh();
        let mut cursor = Cursor::reset();
        for (k, command, shift, alt, at, kind, row, n) in inputs {
            let colour = Colour::from_index(n % 6).unwrap();
            let input = match kind {
                0 | 1 => Input::Key(KeyPress { key: KEYS[k], command, shift, alt: alt && k == 0, composing: false, handled: false, at }),
                2 => Input::Hole { row, hole: n },
                3 => Input::Focus { row, hole: n },
                4 => Input::Colour(colour),
                5 => Input::Submit,
                6 => Input::Undo,
                7 => Input::Read,
                8 => Input::Hear,
                _ => Input::Redo,
            };
            let Some(r) = respond(&log, cursor, input) else { continue };
            let made = match r.change {
                Change::Nothing | Change::Read | Change::Hear { .. } => None,
                Change::Apply(mv) => Some(log.apply(mv).unwrap()),
                Change::Undo => log.undo(),
                Change::Redo => log.redo(),
                Change::AskDevious { .. } => unreachable!("not a devious game"),
            };
            prop_assert_eq!(&r.next, &made);
            if matches!(r.flag, Flag::Warn(_)) {
                prop_assert!(r.next.is_none());
            }
            if let Some(next) = r.next {
                log = next;
            }
            cursor = r.cursor;
            prop_assert!(cursor.hole() < Level::I.pegs());
        }
    }
}

#[test]
fn a_response_settles_the_same_on_every_board_made_or_refused() {
    let log = fresh();
    let red = Colour::ALL[0];
    let warned = Some(Invalid::GameOver);
    let placed = respond(&log, Cursor::reset(), Input::Colour(red)).unwrap();
    // Made: the selection moves, the flag clears, focus as the response says.
    let made = placed.settle(Ok(()), Cursor::reset(), warned);
    assert_eq!(made.cursor, placed.cursor);
    assert_eq!(made.warning, None);
    assert!(made.flag_set);
    assert_eq!(made.focus, placed.focus);
    // Refused where the log is kept (the lesson's board): the selection stays, the reason is
    // shown, focus stays.
    let why = Invalid::OffBoard;
    let refused = placed.settle(Err(why), Cursor::reset(), None);
    assert_eq!(refused.cursor, Cursor::reset());
    assert_eq!(refused.warning, Some(why));
    assert!(refused.flag_set);
    assert_eq!(refused.focus, Focus::Stay);
    // An arrow keeps the warning (and whatever else the flag says).
    let arrow = respond(&log, Cursor::reset(), Input::Focus { row: 0, hole: 2 }).unwrap();
    let kept = arrow.settle(Ok(()), Cursor::reset(), warned);
    assert_eq!(kept.warning, warned);
    assert!(!kept.flag_set);
    assert_eq!(kept.cursor.hole(), 2);
    // A refused input the rules answer with a warning.
    let short = respond(&log, Cursor::reset(), Input::Submit).unwrap();
    let Flag::Warn(reason) = short.flag else {
        panic!("a short row is refused: {short:?}")
    };
    let settled = short.settle(Ok(()), Cursor::reset(), None);
    assert_eq!(settled.warning, Some(reason));
    assert!(settled.flag_set);
}
