//! The bridge between the Leptos board and the rules core: an input read from an event goes to
//! [`crate::rules::input::respond`], which decides what it does, and [`Play::input`] applies the
//! response to the game's [`GameLog`] (so undo and redo come with every move), the yellow flag,
//! the selected hole and focus. No rule and no input is decided here. What the solver's worker
//! does for a board (the devious computer's answers, the next hint worked out ahead, the
//! contradiction noted) is in [`solver`].

mod solver;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::dom::focus_later;
use crate::events::hole_id;
use crate::rules::code::Code;
use crate::rules::cursor::Cursor;
use crate::rules::flag::Contradicted;
use crate::rules::game::{Game, Invalid, Move, Turn};
use crate::rules::hearing;
use crate::rules::input::{Change, Focus, Input, Response, respond};
use crate::rules::log::GameLog;
use crate::solver_client::{self, Work};
use crate::sound::Sound;

/// A change to a board's log, carried out where the log is kept.
#[derive(Clone, Debug)]
pub enum Edit {
    Apply(Move),
    /// A move the core already applied in deciding it ([`respond`]'s `next`): a log kept by the
    /// board takes that log as it is, so the move is applied once; a log kept elsewhere (a
    /// match's) applies the move to its own.
    Made(Move, Box<GameLog>),
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
    pub contradiction: RwSignal<Option<Contradicted>>,
    /// With the aids on, the keys still possible after each row (as far as counted); else empty.
    pub counts: Signal<Vec<usize>>,
    /// How many times the board was read aloud (`Read the board`, SPEC §16): the reading's
    /// live region speaks again at each.
    pub heard: RwSignal<usize>,
    /// Id of the element that takes focus when a game ends.
    pub end_focus: &'static str,
    /// A board that only shows a game (the Rules page's examples): no input, no flag.
    pub read_only: bool,
    /// Whether this tab plays the game (SPEC §16, [`crate::tab_hold`]): while another tab
    /// does, the board takes no input.
    pub held: Signal<bool>,
    /// The next hint, worked out ahead ([`Play::kept`]): the rows it follows and the solver's
    /// guess after them.
    ahead: RwSignal<Option<(Vec<Turn>, Option<Code>)>>,
    /// A `Hint` asked before the work ahead was done: the log it was asked on. The work's answer
    /// fills the row only if no move came in between ([`Play::fill`]).
    wanted: StoredValue<Option<GameLog>>,
    /// A row submitted to the devious computer, waiting for its answer from the solver's
    /// worker; a new submit replaces (and cancels) it.
    answering: StoredValue<Option<Work>, LocalStorage>,
    /// The page's sound (SPEC §20), where the page has one: a board plays what the core says a
    /// change sounds like ([`hearing`]).
    sound: Option<Sound>,
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
                Edit::Made(mv, next) => allow(log.game(), mv).map(|()| *next),
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
            heard: RwSignal::new(0),
            end_focus: "play-again",
            read_only: false,
            held: Signal::stored(true),
            ahead: RwSignal::new(None),
            wanted: StoredValue::new(None),
            answering: StoredValue::new_local(None),
            sound: use_context::<Sound>(),
        };
        play.work_ahead(level, aided_turns);
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
        let before = self.sound_on().then(|| self.game.get_untracked());
        let made = self.report(self.edit.run(Edit::Apply(mv)));
        if let Some(before) = before {
            self.sounded(&before);
        }
        made
    }

    /// Whether the page has sound and it is on.
    fn sound_on(&self) -> bool {
        self.sound.is_some_and(|s| s.on_untracked())
    }

    /// Plays `cues`, if the page has sound and it is on.
    fn sound(&self, cues: &[hearing::Cue]) {
        if let Some(sound) = self.sound {
            sound.play(cues);
        }
    }

    /// Plays what the change from `before` to the game now sounds like (a peg placed, a row's
    /// marks, the end), if the page has sound and it is on.
    fn sounded(&self, before: &Game) {
        if self.sound_on() {
            self.sound(
                &self
                    .game
                    .with_untracked(|after| hearing::heard(before, after)),
            );
        }
    }

    /// Acts on an input read from an event: [`respond`] decides, this applies the response.
    /// Returns whether the board took the input (a key it took is kept from the browser).
    pub fn input(&self, input: Input) -> bool {
        if self.read_only || !self.held.get_untracked() {
            return false;
        }
        let cursor = self.cursor.get_untracked();
        let Some(response) = self.log.with_untracked(|log| respond(log, cursor, input)) else {
            return false;
        };
        self.answer(response);
        true
    }

    /// Applies a response: the change where the log is kept (which may still refuse it: the
    /// lesson's board takes only the guess each step asks for), then what the core says the
    /// board shows after it ([`Response::settle`]): the selection, the flag and focus.
    fn answer(&self, mut response: Response) {
        let before = self.game.get_untracked();
        let made = match response.change {
            Change::Nothing => Ok(()),
            Change::Apply(mv) => match response.next.take() {
                Some(next) => self.edit.run(Edit::Made(mv, Box::new(next))),
                None => self.edit.run(Edit::Apply(mv)),
            },
            Change::Undo => self.edit.run(Edit::Undo),
            Change::Redo => self.edit.run(Edit::Redo),
            Change::AskDevious { follow } => {
                self.ask_devious(follow);
                Ok(())
            }
            Change::Read => {
                self.heard.update(|n| *n += 1);
                Ok(())
            }
            Change::Hear { row } => {
                self.sound(&self.game.with_untracked(|g| hearing::row(g, row)));
                Ok(())
            }
        };
        self.sounded(&before);
        let settled = response.settle(
            made,
            self.cursor.get_untracked(),
            self.warning.get_untracked(),
        );
        self.cursor.set(settled.cursor);
        if settled.flag_set {
            self.warning.set(settled.warning);
            self.contradiction.set(None);
        }
        if made.is_ok() && response.change == Change::Apply(Move::Submit) {
            self.note_contradiction(&before);
        }
        match settled.focus {
            Focus::Stay => {}
            Focus::Selection => self.focus_selection_later(),
            Focus::End => focus_later(self.end_focus.to_owned()),
        }
    }

    /// Goes on with `log` when there is one (the same game, further played elsewhere: by the
    /// quick board, before it handed the page over), with `hole` of the active row selected;
    /// focus is the caller's.
    pub fn adopt(&self, log: Option<GameLog>, hole: usize) {
        if let Some(log) = log {
            let _ = self.edit.run(Edit::Reset(Box::new(log)));
        }
        let cursor = self
            .game
            .with_untracked(|g| Cursor::reset().select(g, hole));
        self.cursor.set(cursor);
    }

    /// Whether there is a row edit to undo.
    pub fn can_undo(&self) -> bool {
        self.log.with(GameLog::can_undo)
    }

    /// Whether there is an undone move to play again.
    pub fn can_redo(&self) -> bool {
        self.log.with(GameLog::can_redo)
    }

    pub fn quit(&self) {
        if self.apply(Move::Quit) {
            focus_later(self.end_focus.to_owned());
        }
    }

    /// Ends the game as [`crate::rules::ended::abandoned`] says a game left for a new one ends (quit,
    /// once a row is submitted); returns whether it did. Focus stays where the new game puts it.
    pub fn abandon(&self) -> bool {
        self.game
            .with_untracked(crate::rules::ended::abandoned)
            .is_some()
            && self.apply(Move::Quit)
    }

    /// The same board, taking input only while `held` (see [`Play::held`]).
    pub fn held_by(self, held: Signal<bool>) -> Play {
        Play { held, ..self }
    }

    /// Goes on with `log`, as another tab left it (SPEC §16): the selection at the row's
    /// start, no warning, focus where it is.
    pub fn take(&self, log: GameLog) {
        let _ = self.edit.run(Edit::Reset(Box::new(log)));
        self.cursor.set(Cursor::reset());
        self.warning.set(None);
        self.contradiction.set(None);
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
    /// (typed on a row just submitted): focusing
    /// the hole selected when this was asked would select it again, and the next colour would
    /// overwrite a peg.
    fn focus_selection_later(&self) {
        let play = *self;
        request_animation_frame(move || {
            let row = play.game.try_with_untracked(Game::active_row).flatten();
            let hole = play.cursor.try_get_untracked().map(Cursor::hole);
            if let (Some(row), Some(hole)) = (row, hole) {
                let el = document()
                    .get_element_by_id(&hole_id(row, hole))
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(el) = el {
                    crate::events::focus_hole(&el);
                }
            }
        });
    }
}
