//! The bridge between the board's controls and the rules core: each handler turns a click or key
//! into a [`Move`] or a [`Target`] check, applies it to the game's [`GameLog`] (so undo and redo
//! come with every move), and keeps the yellow flag and the selected hole in step. No rule is
//! decided here.

use leptos::prelude::*;

use crate::dom::{focus_is_on_hole, focus_later, focus_now, hole_id};
use crate::rules::solver::protocol::{Answer, Task};
use crate::rules::solver::{contradiction, devious_answer};
use crate::rules::{Code, Colour, Cursor, Feedback, Game, GameLog, Invalid, Move, Target, Turn};
use crate::solver_client::{self, Work};

/// A played row that cannot be the key: row `row` (from 0) would then have earned `would`.
/// Shown in the yellow flag while the solver's aids are on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contradiction {
    pub guess_row: usize,
    pub row: usize,
    pub would: Feedback,
}

/// A key press the board acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    /// Move the selection along the active row.
    Step(isize),
    /// Fill the selected hole with a colour (its number key).
    Colour(Colour),
    /// Take the peg out of the selected hole (Delete).
    Clear,
    /// Take out the selected hole's peg or, when it has none, the one before it (Backspace).
    Back,
    Submit,
    Undo,
    Redo,
}

impl BoardKey {
    /// What a key press means on the board: `key` is the DOM's `KeyboardEvent.key`.
    pub fn of(key: &str, ctrl: bool, shift: bool) -> Option<BoardKey> {
        if ctrl {
            return match key {
                "z" | "Z" if shift => Some(BoardKey::Redo),
                "z" | "Z" => Some(BoardKey::Undo),
                "y" | "Y" => Some(BoardKey::Redo),
                _ => None,
            };
        }
        Some(match key {
            "ArrowLeft" | "ArrowUp" => BoardKey::Step(-1),
            "ArrowRight" | "ArrowDown" => BoardKey::Step(1),
            "Home" => BoardKey::Step(-(isize::MAX / 2)),
            "End" => BoardKey::Step(isize::MAX / 2),
            "Enter" => BoardKey::Submit,
            "Delete" => BoardKey::Clear,
            "Backspace" => BoardKey::Back,
            digit => BoardKey::Colour(Colour::from_digit_key(digit)?),
        })
    }
}

/// Where the selection goes once an undo (`back`) or a redo has made `next`: to the hole that
/// changed, in the active row (with that row). Undone, the hole is selected to be filled again;
/// redone, the selection moves on as it did when the peg was first placed. `None` when no hole
/// changed (the selection stays).
pub fn cursor_after_history(next: &GameLog, back: bool, cursor: Cursor) -> Option<(usize, Cursor)> {
    let changed = if back {
        next.moves().get(next.position())
    } else {
        next.position()
            .checked_sub(1)
            .and_then(|at| next.moves().get(at))
    };
    let (hole, placed) = match changed {
        Some(Move::Place { hole, .. }) => (*hole, !back),
        Some(Move::Clear { hole, .. }) => (*hole, false),
        _ => return None,
    };
    let game = next.game();
    let row = game.active_row()?;
    let at = cursor.select(game, hole);
    Some((row, if placed { at.after_fill(game) } else { at }))
}

impl BoardKey {
    /// What a key press event means on the board ([`BoardKey::of`], Ctrl or Cmd for the
    /// shortcuts).
    pub fn of_event(ev: &web_sys::KeyboardEvent) -> Option<BoardKey> {
        BoardKey::of(&ev.key(), ev.ctrl_key() || ev.meta_key(), ev.shift_key())
    }

    /// What a key pressed elsewhere than on a hole means on the board (Wordle's habit): number
    /// keys, Delete, Enter and the undo shortcuts reach the active row, unless focus is in a
    /// field or a dialog, or (for Enter) on a control that Enter activates; the arrows are left
    /// to the page; nothing with Alt, during composition, or once handled.
    pub fn off_board(ev: &web_sys::KeyboardEvent) -> Option<BoardKey> {
        if ev.default_prevented() || ev.alt_key() || ev.is_composing() {
            return None;
        }
        let key = BoardKey::of_event(ev)?;
        let target = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
        if let Some(el) = &target {
            let tag = el.tag_name().to_ascii_lowercase();
            let editable = matches!(tag.as_str(), "input" | "select" | "textarea")
                || el
                    .closest("[contenteditable], dialog")
                    .ok()
                    .flatten()
                    .is_some();
            let activates = matches!(tag.as_str(), "button" | "a" | "summary");
            if editable || (key == BoardKey::Submit && activates) {
                return None;
            }
        }
        (!matches!(key, BoardKey::Step(_))).then_some(key)
    }
}

/// A change to a board's log, carried out where the log is kept.
#[derive(Clone, Debug)]
pub enum Edit {
    Apply(Move),
    Undo,
    Redo,
    /// A new log in place of the old one (a new game; an example's next step).
    Reset(Box<GameLog>),
}

/// The reactive state of one board: the game and its log of moves, the interface's cursor and the
/// current warning.
#[derive(Clone, Copy)]
pub struct Play {
    /// The moves that made the game, with the undo position: the one source of truth, kept by
    /// the board itself or by another controller (a match round's board is the match's own log).
    pub log: Signal<GameLog>,
    /// Changes the log where it is kept.
    edit: Callback<Edit, Result<(), Invalid>>,
    /// The game as it stands (read from the log).
    pub game: Memo<Game>,
    pub cursor: RwSignal<Cursor>,
    pub warning: RwSignal<Option<Invalid>>,
    /// The last submitted row contradicts an earlier one (aids on only).
    pub contradiction: RwSignal<Option<Contradiction>>,
    /// With the aids on, the keys still possible after each row (as far as counted); else empty.
    pub counts: Signal<Vec<usize>>,
    /// Id of the element that takes focus when a game ends.
    pub end_focus: &'static str,
    /// A board that only shows a game (the Rules page's examples): no input, no flag.
    pub read_only: bool,
    /// The next hint, worked out ahead ([`Play::kept`]): the rows it follows and the solver's
    /// guess after them.
    ahead: RwSignal<Option<(Vec<Turn>, Option<Code>)>>,
    /// A `Hint` asked before the work ahead was done: the log it was asked on. The work's answer
    /// fills the row only if no move came in between ([`Play::fill`]).
    wanted: StoredValue<Option<GameLog>>,
    /// A row submitted to the devious computer, waiting for its answer from the solver's
    /// worker; a new submit replaces (and cancels) it.
    answering: StoredValue<Option<Work>, LocalStorage>,
}

impl Play {
    pub fn new(game: Game) -> Play {
        Play::from_log(GameLog::new(game))
    }

    /// A board that goes on from a stored log (undo and redo included), and keeps it.
    pub fn from_log(log: GameLog) -> Play {
        Play::checked(log, |_, _| Ok(()))
    }

    /// [`Play::from_log`], where `allow` may refuse a move the game itself would take (the
    /// lesson's board takes only the guess each step asks for).
    pub fn checked(log: GameLog, allow: fn(&Game, Move) -> Result<(), Invalid>) -> Play {
        let own = RwSignal::new(log);
        let edit = Callback::new(move |edit: Edit| {
            let next = own.with_untracked(|log| match edit {
                Edit::Apply(mv) => allow(log.game(), mv).and_then(|()| log.apply(mv)),
                Edit::Undo => log.undo().ok_or(Invalid::OffBoard),
                Edit::Redo => log.redo().ok_or(Invalid::OffBoard),
                Edit::Reset(log) => Ok(*log),
            })?;
            own.set(next);
            Ok(())
        });
        Play::kept(own.into(), edit)
    }

    /// A board whose log is kept elsewhere: read from `log`, changed through `edit`.
    pub fn kept(log: Signal<GameLog>, edit: Callback<Edit, Result<(), Invalid>>) -> Play {
        let level = log.with_untracked(|l| l.game().level());
        let game = Memo::new(move |_| log.with(|l| l.game().clone()));
        // Only a new row or the aids being turned on changes the counts, not every placed peg.
        let aided_turns = Memo::new(move |_| game.with(|g| g.aids().then(|| g.turns().to_vec())));
        let counts = solver_client::counts(move || aided_turns.get().map(|t| (level, t)));
        let play = Play {
            log,
            edit,
            game,
            contradiction: RwSignal::new(None),
            counts,
            cursor: RwSignal::new(Cursor::reset()),
            warning: RwSignal::new(None),
            end_focus: "play-again",
            read_only: false,
            ahead: RwSignal::new(None),
            wanted: StoredValue::new(None),
            answering: StoredValue::new_local(None),
        };
        // The next hint is worked out as soon as a row is submitted or the aids are turned on,
        // after the count of the keys still possible, so that `Hint` answers at once. Other rows
        // (a new one, an undo) drop the work under way, which cancels it.
        Effect::new(move || {
            let Some(rows) = aided_turns.get() else {
                return;
            };
            if game.with_untracked(|g| g.active_row().is_none()) {
                return;
            }
            let task = Task::NextGuess {
                level,
                rows: rows.clone(),
            };
            let work = solver_client::spawn(task, move |answer| {
                if let Ok(Answer::Guess(guess)) = answer {
                    play.ahead.try_set(Some((rows, guess)));
                    if let (Some(guess), Some(Some(asked))) =
                        (guess, play.wanted.try_update_value(Option::take))
                    {
                        play.fill(&asked, guess);
                    }
                }
            });
            on_cleanup(move || drop(work));
        });
        play
    }

    /// A board that shows `game` and takes no input.
    pub fn read_only(game: Game) -> Play {
        Play {
            read_only: true,
            ..Play::new(game)
        }
    }

    /// Shows the outcome of an action: a valid one clears the warning, an invalid one raises it.
    fn report(&self, outcome: Result<(), Invalid>) -> bool {
        let ok = outcome.is_ok();
        self.warning.set(outcome.err());
        self.contradiction.set(None);
        ok
    }

    fn apply(&self, mv: Move) -> bool {
        self.report(self.edit.run(Edit::Apply(mv)))
    }

    /// Acts on a key press. `on_board`: the key was pressed on a hole, so focus follows the
    /// selection; otherwise focus stays where the player put it.
    pub fn press(&self, key: BoardKey, on_board: bool) {
        match key {
            BoardKey::Step(delta) => self.step(delta),
            BoardKey::Colour(colour) => self.choose(colour, on_board),
            BoardKey::Clear => self.clear(),
            BoardKey::Back => self.back(on_board),
            BoardKey::Submit => self.submit_keeping_focus(on_board),
            BoardKey::Undo => self.undo(),
            BoardKey::Redo => self.redo(),
        }
    }

    /// Takes back the last peg placed or taken out in the active row (never a submitted row).
    pub fn undo(&self) {
        self.step_history(GameLog::undo, true);
    }

    /// Plays again the last move undone.
    pub fn redo(&self) {
        self.step_history(GameLog::redo, false);
    }

    /// Moves through the log; the selection goes to the hole that changed, and so does focus
    /// when it was on the board.
    fn step_history(&self, step: fn(&GameLog) -> Option<GameLog>, back: bool) {
        if self.read_only {
            return;
        }
        let Some(next) = self.log.with_untracked(step) else {
            return;
        };
        let cursor = cursor_after_history(&next, back, self.cursor.get_untracked());
        if self
            .edit
            .run(if back { Edit::Undo } else { Edit::Redo })
            .is_err()
        {
            return;
        }
        self.report(Ok(()));
        if let Some((_, cursor)) = cursor {
            self.cursor.set(cursor);
            if focus_is_on_hole() {
                self.focus_selection_later();
            }
        }
    }

    /// Whether there is a row edit to undo.
    pub fn can_undo(&self) -> bool {
        self.log.with(GameLog::can_undo)
    }

    /// Whether there is an undone move to play again.
    pub fn can_redo(&self) -> bool {
        self.log.with(GameLog::can_redo)
    }

    /// A click on something that is not itself a move (the key, a results cell, quit).
    pub fn touch(&self, target: Target) -> bool {
        if self.read_only {
            return false;
        }
        self.report(self.game.with_untracked(|g| g.check(target)))
    }

    /// A click on a hole: in the active row it selects that hole for the palette.
    pub fn select(&self, row: usize, hole: usize) {
        if self.touch(Target::Hole { row, hole }) {
            self.cursor
                .update(|c| *c = self.game.with_untracked(|g| c.select(g, hole)));
        }
    }

    /// Moves the selection along the active row and focuses the hole it lands on.
    pub fn step(&self, delta: isize) {
        if self.game.with_untracked(Game::active_row).is_none() {
            return;
        }
        self.cursor
            .update(|c| *c = self.game.with_untracked(|g| c.step(g, delta)));
        self.focus_selection_later();
    }

    /// Fills the selected hole with `colour` and selects the next hole to fill.
    pub fn choose(&self, colour: Colour, move_focus: bool) {
        let Some(row) = self.game.with_untracked(Game::active_row) else {
            self.report(Err(Invalid::GameOver));
            return;
        };
        let hole = self.cursor.get_untracked().hole();
        if self.apply(Move::Place { row, hole, colour }) {
            self.cursor
                .update(|c| *c = self.game.with_untracked(|g| c.after_fill(g)));
            if move_focus {
                self.focus_selection_later();
            }
        }
    }

    /// Takes the peg out of the selected hole.
    pub fn clear(&self) {
        if let Some(row) = self.game.with_untracked(Game::active_row) {
            let hole = self.cursor.get_untracked().hole();
            self.apply(Move::Clear { row, hole });
        }
    }

    /// Takes out the selected hole's peg or, when that hole is empty, the nearest peg to its
    /// left, which becomes the selection ([`Cursor::back`]); focus follows when `move_focus`.
    pub fn back(&self, move_focus: bool) {
        let Some(row) = self.game.with_untracked(Game::active_row) else {
            return;
        };
        let cursor = self
            .game
            .with_untracked(|g| self.cursor.get_untracked().back(g));
        self.cursor.set(cursor);
        if self.apply(Move::Clear {
            row,
            hole: cursor.hole(),
        }) && move_focus
        {
            self.focus_selection_later();
        }
    }

    /// Submits the active row; focus goes to the next row, or to Play again when the game ends.
    pub fn submit(&self) {
        self.submit_keeping_focus(true);
    }

    /// Submits the active row; focus moves on only when `move_focus`. In a devious game the
    /// solver's worker works out the computer's answer first ([`Play::ask_devious`]).
    fn submit_keeping_focus(&self, move_focus: bool) {
        if self.game.with_untracked(Game::is_devious) {
            self.ask_devious(move_focus);
        } else {
            self.submit_move(Move::Submit, move_focus);
        }
    }

    /// Asks the solver's worker for the devious computer's answer to the full active row, and
    /// plays it if no move came in between. Without a worker, the answer is worked out on the
    /// page instead, and recorded as the same move.
    fn ask_devious(&self, move_focus: bool) {
        let asked = self.log.get_untracked();
        let guess = match asked.game().row_to_submit() {
            Ok(guess) => guess,
            Err(why) => {
                self.report(Err(why));
                return;
            }
        };
        let task = Task::Devious {
            level: asked.game().level(),
            rows: asked.game().turns().to_vec(),
            guess,
        };
        let play = *self;
        let work = solver_client::spawn(task, move |answer| {
            if play.log.try_get_untracked().as_ref() != Some(&asked) {
                return;
            }
            // Without the worker, the page works the answer out itself, and records it the
            // same way: a stored devious game then replays without the solver.
            let answered = match answer {
                Ok(Answer::Devious(Some(a))) => Some(a),
                _ => devious_answer(asked.game().level(), asked.game().turns(), guess),
            };
            let mv = match answered {
                Some(a) => Move::Answer {
                    feedback: a.feedback,
                    key: a.key,
                },
                None => Move::Submit,
            };
            play.submit_move(mv, move_focus);
        });
        self.answering.set_value(Some(work));
    }

    /// Plays `mv`, a submit or the devious computer's answer, and moves the selection (and focus
    /// when `move_focus`) to the next row.
    fn submit_move(&self, mv: Move, move_focus: bool) {
        let before = self.game.get_untracked();
        if self.apply(mv) {
            self.cursor.set(Cursor::reset());
            if move_focus {
                self.focus_after_turn();
            }
            let after = self.game.get_untracked();
            if after.aids() && !after.is_over() {
                let guess_row = before.turns().len();
                let found = after
                    .turns()
                    .get(guess_row)
                    .and_then(|turn| contradiction(before.turns(), &turn.guess));
                self.contradiction
                    .set(found.map(|(row, would)| Contradiction {
                        guess_row,
                        row,
                        would,
                    }));
            }
        }
    }

    /// Turns the solver's aids on for the rest of this game.
    pub fn aids_on(&self) {
        self.apply(Move::AidsOn);
    }

    /// Fills the active row with the solver's next guess (aids on only); the player submits it.
    /// The guess was worked out ahead, in the solver's worker, when the last row was submitted;
    /// if that work is still under way, its answer fills the row unless a move comes first.
    pub fn hint(&self) {
        let asked = self.log.get_untracked();
        let game = asked.game();
        if game.active_row().is_none() || !game.aids() {
            return;
        }
        let ready = self.ahead.with_untracked(|ahead| {
            ahead
                .as_ref()
                .filter(|(rows, _)| rows.as_slice() == game.turns())
                .map(|(_, guess)| *guess)
        });
        match ready {
            Some(Some(guess)) => self.fill(&asked, guess),
            // No key fits the rows: nothing to fill (the aids say so).
            Some(None) => {}
            None => self.wanted.set_value(Some(asked)),
        }
    }

    /// Fills the active row with `guess`, if the game is still as it was when the hint was asked.
    fn fill(&self, asked: &GameLog, guess: Code) {
        let Some(log) = self.log.try_get_untracked().filter(|l| l == asked) else {
            return;
        };
        let Some(row) = log.game().active_row() else {
            return;
        };
        let places: Vec<Move> = (guess.pegs().iter().enumerate())
            .map(|(hole, &colour)| Move::Place { row, hole, colour })
            .collect();
        // Checked on the log first, so the row is filled whole or not at all.
        let filled = places
            .iter()
            .try_fold(log, |l, &mv| l.apply(mv))
            .and_then(|_| {
                places
                    .iter()
                    .try_for_each(|&mv| self.edit.run(Edit::Apply(mv)))
            });
        if self.report(filled) {
            self.cursor.set(Cursor::reset());
        }
    }

    pub fn quit(&self) {
        if self.apply(Move::Quit) {
            focus_later(self.end_focus.to_owned());
        }
    }

    /// Shows `game` on a read-only board (the worked examples step through games this way).
    pub fn show(&self, game: Game) {
        let _ = self.edit.run(Edit::Reset(Box::new(GameLog::new(game))));
    }

    /// Replaces the game with a new one.
    pub fn restart(&self, game: Game) {
        self.resume(GameLog::new(game));
    }

    /// Goes on with `log` in place of the game shown (a game put aside coming back), focus on
    /// its active row.
    pub fn resume(&self, log: GameLog) {
        let _ = self.edit.run(Edit::Reset(Box::new(log)));
        self.cursor.set(Cursor::reset());
        self.warning.set(None);
        self.contradiction.set(None);
        self.focus_after_turn();
    }

    fn focus_after_turn(&self) {
        match self.game.with_untracked(Game::active_row) {
            Some(_) => self.focus_selection_later(),
            None => focus_later(self.end_focus.to_owned()),
        }
    }

    /// Once the current render has reached the page, moves focus to the selected hole of the
    /// active row as they are then. Keys pressed before that frame may have moved the selection
    /// (typed on a row just submitted, or replayed after the quick board's handover): focusing
    /// the hole selected when this was asked would select it again, and the next colour would
    /// overwrite a peg.
    fn focus_selection_later(&self) {
        let play = *self;
        request_animation_frame(move || {
            let row = play.game.try_with_untracked(Game::active_row).flatten();
            let hole = play.cursor.try_get_untracked().map(Cursor::hole);
            if let (Some(row), Some(hole)) = (row, hole) {
                focus_now(&hole_id(row, hole));
            }
        });
    }
}
