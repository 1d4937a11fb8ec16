//! The computer-as-codebreaker session: the set-up the player is filling in (level, hand mode,
//! the secret's holes), the session once started (a [`Codebreaker`] with its log of
//! [`BreakerMove`]s, the mid-end's [`BreakerLog`]), the answer being typed, and the computer's timed guesses. Stored under
//! `mastermind.v1.codebreaker` after every change.

use leptos::prelude::*;

use crate::rules::solver::feasible;

mod answers;

use super::{Pacer, Step};
use crate::dom::focus_later;
use crate::rules::code::Code;
use crate::rules::codebreaker::{AnswerError, BreakerLog, BreakerMove, Codebreaker, Stage};
use crate::rules::colour::Colour;
use crate::rules::game::Turn;
use crate::rules::level::Level;
use crate::rules::sessions::BreakerRecord;
use crate::rules::sessions::{BREAKER_VERSION, SavedBreaker};
use crate::rules::solver::protocol::{Answer, Task};
use crate::rules::store::Loaded;
use crate::rules::store::Stored;
use crate::solver_client::{self, Work};
use crate::storage::Store;
use crate::tab_hold::Hold;

/// The id of the `Black` field, which takes focus whenever the computer asks.
pub const ANSWER_FOCUS: &str = "answer-black";

/// The codebreaker page's state, outside the page.
#[derive(Clone, Copy)]
pub struct BreakerSession {
    pub level: RwSignal<Level>,
    pub by_hand: RwSignal<bool>,
    /// The secret's holes (also before `Start`, and optional in hand mode).
    pub secret: RwSignal<Vec<Option<Colour>>>,
    /// The session once started, with the moves that led to it.
    pub state: RwSignal<Option<BreakerLog>>,
    /// The answer being typed, in hand mode.
    pub black: RwSignal<u8>,
    pub white: RwSignal<u8>,
    /// The last answer was refused (more marks than pegs).
    pub refused: RwSignal<bool>,
    pub started: Memo<bool>,
    pub stage: Memo<Option<Stage>>,
    pub rows: Memo<Vec<Turn>>,
    /// Keys still possible after each row, as far as the solver has counted them.
    pub remaining: Signal<Vec<usize>>,
    /// The guess waiting for the player's answer.
    pub asking: Memo<Option<Code>>,
    /// An answer being checked for a conflict by the solver; dropping it cancels the check.
    checking: StoredValue<Option<Work>>,
    /// The last answer of a session loaded from storage is still to be checked: loading takes
    /// the answers as given (the page runs no search), and the worker checks the last one when
    /// a page shows the session.
    unchecked: StoredValue<bool>,
    pacer: Pacer,
    /// Whether this tab plays the session (SPEC §16): claimed while its page shows it.
    pub hold: Hold,
}

impl BreakerSession {
    /// The stored session, or a fresh set-up; stored again after every change (unless what is
    /// stored may not be written over).
    pub fn load() -> BreakerSession {
        let (store, loaded) = Store::<BreakerRecord>::open(());
        let nothing_stored = matches!(loaded, Loaded::Nothing);
        let (saved, state) = match loaded {
            Loaded::Found(BreakerRecord { saved, session }) => (Some(saved), session),
            _ => (None, None),
        };
        let level = saved.as_ref().map_or(Level::I, |s| s.level);
        let unchecked = state
            .as_ref()
            .map(|s| s.state())
            .is_some_and(|s| s.by_hand() && !s.rows().is_empty() && s.stage() == Stage::Thinking);
        let state = RwSignal::new(state);
        let stage = Memo::new(move |_| state.with(|s| s.as_ref().map(|s| s.state().stage())));
        let rows = Memo::new(move |_| {
            state.with(|s| {
                s.as_ref()
                    .map(|s| s.state().rows().to_vec())
                    .unwrap_or_default()
            })
        });
        let session = BreakerSession {
            level: RwSignal::new(level),
            by_hand: RwSignal::new(saved.as_ref().is_some_and(|s| s.by_hand)),
            secret: RwSignal::new(
                saved
                    .as_ref()
                    .map_or_else(|| vec![None; level.pegs()], |s| s.secret.clone()),
            ),
            state,
            black: RwSignal::new(0),
            white: RwSignal::new(0),
            refused: RwSignal::new(false),
            started: Memo::new(move |_| state.with(Option::is_some)),
            stage,
            rows,
            remaining: solver_client::counts(move || {
                let level = state.with(|s| s.as_ref().map(|s| s.state().level()))?;
                Some((level, rows.get()))
            }),
            asking: Memo::new(move |_| match stage.get() {
                Some(Stage::Asking(guess)) => Some(guess),
                _ => None,
            }),
            checking: StoredValue::new(None),
            unchecked: StoredValue::new(unchecked),
            pacer: Pacer::new(),
            hold: Hold::new(<BreakerRecord as Stored>::key(())),
        };
        // Saved after every change; a session that nothing stored is not written while it is
        // as it started (a page that never shows the codebreaker leaves storage as it was).
        // Once written, every change is.
        let fresh = nothing_stored.then(|| untrack(|| session.stored()));
        Effect::new(move |written: Option<bool>| {
            let saved = session.stored();
            let write = written == Some(true) || fresh.as_ref() != Some(&saved);
            // After the first write, only the tab that holds the session writes (SPEC §16).
            if write && (written.is_none() || session.hold.here()) {
                store.save(&BreakerRecord {
                    saved,
                    session: None,
                });
            }
            write
        });
        session.hold.when_gained(move || session.take_stored());
        session
    }

    /// Goes on from the session as stored, when this tab gains it (another tab may have
    /// played it since), and lets the computer go on.
    fn take_stored(&self) {
        if let Some(BreakerRecord { saved, session }) = crate::storage::peek::<BreakerRecord>(())
            && saved != untrack(|| self.stored())
        {
            self.pacer.stop();
            self.stop_checking();
            self.level.set(saved.level);
            self.by_hand.set(saved.by_hand);
            self.secret.set(saved.secret);
            self.state.set(session);
        }
        let me = *self;
        self.pacer.show(move || me.step());
    }

    /// The stored form of the session now (tracking every signal it reads).
    fn stored(&self) -> SavedBreaker {
        SavedBreaker {
            version: BREAKER_VERSION,
            level: self.level.get(),
            by_hand: self.by_hand.get(),
            secret: self.secret.get(),
            moves: self.state.with(|s| s.as_ref().map(|s| s.moves().to_vec())),
        }
    }

    /// The secret as a code, once every hole is filled.
    pub fn secret_code(&self) -> Option<Code> {
        self.secret.with(|s| Code::from_holes(self.level.get(), s))
    }

    /// Whether `Start` may be pressed: the solver can work at this size, and the secret is
    /// complete or the player answers by hand.
    pub fn can_start(&self) -> bool {
        feasible(self.level.get()) && (self.by_hand.get() || self.secret_code().is_some())
    }

    /// Chooses the level (before `Start`); the secret's holes empty.
    pub fn set_level(&self, level: Level) {
        if !self.started.get_untracked() {
            self.level.set(level);
            self.secret.set(vec![None; level.pegs()]);
        }
    }

    /// Chooses whether the player answers by hand (before `Start`).
    pub fn set_by_hand(&self, by_hand: bool) {
        if !self.started.get_untracked() {
            self.by_hand.set(by_hand);
        }
    }

    /// Starts the session; the computer guesses at its pace.
    pub fn start(&self) {
        if !self.can_start() || self.started.get_untracked() {
            return;
        }
        let session = Codebreaker::new(
            self.level.get_untracked(),
            self.secret_code(),
            self.by_hand.get_untracked(),
        );
        self.state.set(Some(BreakerLog::new(session)));
        self.refused.set(false);
        self.run();
    }

    /// Ends the session and empties the secret for a new one.
    pub fn new_key(&self) {
        self.pacer.stop();
        self.stop_checking();
        self.state.set(None);
        self.secret
            .set(vec![None; self.level.get_untracked().pegs()]);
        self.black.set(0);
        self.white.set(0);
        self.refused.set(false);
    }

    /// Applies `mv` to the session and logs it.
    fn play(&self, mv: BreakerMove) -> Result<(), AnswerError> {
        let next = self.state.with_untracked(|s| match s {
            Some(s) => s.apply(mv),
            None => Err(AnswerError::NotAsked),
        })?;
        self.state.set(Some(next));
        Ok(())
    }

    /// The computer's move when it is its turn: asks the solver for its next guess.
    fn step(&self) -> Option<Step> {
        // The computer plays in the tab that holds the session only.
        if !self.hold.here() {
            return None;
        }
        if self.checking.try_with_value(Option::is_some) != Some(false) {
            return None;
        }
        let (level, rows) = self
            .state
            .try_with_untracked(|s| {
                s.as_ref()
                    .map(BreakerLog::state)
                    .filter(|s| s.stage() == Stage::Thinking)
                    .map(|s| (s.level(), s.rows().to_vec()))
            })
            .flatten()?;
        let session = *self;
        Some(Step {
            task: Task::NextGuess { level, rows },
            then: Box::new(move |answer| session.guessed(answer)),
        })
    }

    /// Plays the solver's guess. Whether the computer goes on.
    fn guessed(&self, answer: Answer) -> bool {
        let Answer::Guess(Some(guess)) = answer else {
            return false;
        };
        if self.play(BreakerMove::Guess(guess)).is_err() {
            return false;
        }
        if self.asking.get_untracked().is_some() {
            focus_later(ANSWER_FOCUS.to_owned());
        }
        self.stage.get_untracked() == Some(Stage::Thinking)
    }

    fn run(&self) {
        let session = *self;
        self.pacer.run(move || session.step());
    }

    /// A page showing the session appeared: the computer resumes if it is its turn.
    pub fn attach(&self) {
        self.hold.claim();
        self.check_loaded();
        let session = *self;
        self.pacer.show(move || session.step());
    }

    /// The page left: the computer waits until one shows the session again, and another tab
    /// may take it.
    pub fn detach(&self) {
        self.pacer.hide();
        self.hold.release();
    }
}
