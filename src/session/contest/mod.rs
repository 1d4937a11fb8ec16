//! A match, against the computer or between two people on one device: the set-up form's choices, the [`Match`] with its log of
//! [`MatchMove`]s (the mid-end's [`MatchLog`]: the player's row edits in a round they break are
//! moves of it, so the round's board is this log and its undo survives a reload), the holes of a
//! key being made, the computer's keys and timed guesses, and the match's files. Stored under
//! `mastermind.v1.match` (or `mastermind.v1.match.people`) after every change.

use leptos::prelude::*;

mod files;
mod setup;

pub use setup::Choices;

use super::{Pacer, Step};
use crate::play::{Edit, Play};
use crate::rules::code::Code;
use crate::rules::colour::Colour;
use crate::rules::contest::{FileError, Match, MatchError, MatchLog, MatchMove, Phase, Side};
use crate::rules::game::{Invalid, Move};
use crate::rules::key::key_from_seed;
use crate::rules::log::GameLog;
use crate::rules::sessions::MatchRecord;
use crate::rules::sessions::{MatchDraft, MatchKind};
use crate::rules::solver::protocol::{Answer, Task};
use crate::rules::store::Loaded;
use crate::rules::store::Stored;
use crate::storage::Store;
use crate::tab_hold::Hold;

/// The match page's state, outside the page.
#[derive(Clone, Copy)]
pub struct MatchSession {
    /// Against the computer, or between two people.
    pub kind: MatchKind,
    pub choices: Choices,
    /// The match with its moves: the one source of truth, the board of a round included.
    log: RwSignal<Option<MatchLog>>,
    /// The match as it stands (read from the log).
    pub current: Memo<Option<Match>>,
    /// The player asked for the next round after one ended.
    asked_next: RwSignal<bool>,
    /// The holes of the key the player is making.
    pub secret: RwSignal<Vec<Option<Colour>>>,
    /// The board of the round the player breaks, with that round's index (from 0): a view of
    /// the match's log, whose moves it plays.
    pub board: RwSignal<Option<(usize, Play)>>,
    /// What the match waits for.
    pub phase: Memo<Option<Phase>>,
    /// Why the last file was refused.
    pub refused: RwSignal<Option<FileError>>,
    pacer: Pacer,
    /// Where the match is stored.
    store: Store<MatchRecord>,
    /// Where boards are created: the application's owner, so a page leaving does not end them.
    owner: StoredValue<Option<Owner>>,
    /// Whether this tab plays the match (SPEC §16): claimed while its page shows it.
    pub hold: Hold,
}

impl MatchSession {
    /// The stored match, or none; stored again after every change (unless what is stored may
    /// not be written over).
    pub fn load(kind: MatchKind) -> MatchSession {
        let (store, loaded) = Store::<MatchRecord>::open(kind);
        let (log, draft) = match loaded {
            Loaded::Found(MatchRecord { game, draft }) => (Some(game), draft),
            _ => (None, MatchDraft::default()),
        };
        let log = RwSignal::new(log);
        let current = Memo::new(move |_| log.with(|l| l.as_ref().map(|l| l.game().clone())));
        let asked_next = RwSignal::new(draft.secret.is_some());
        let session = MatchSession {
            kind,
            choices: Choices::new(),
            log,
            current,
            asked_next,
            secret: RwSignal::new(draft.secret.clone().unwrap_or_default()),
            board: RwSignal::new(None),
            phase: Memo::new(move |_| {
                current.with(|m| m.as_ref().map(|m| m.phase(asked_next.get())))
            }),
            refused: RwSignal::new(None),
            pacer: Pacer::new(),
            store,
            owner: StoredValue::new(Owner::current()),
            hold: Hold::new(<MatchRecord as Stored>::key(kind)),
        };
        session.settle();
        Effect::new(move |first: Option<()>| {
            // After the first write, only the tab that holds the match writes (SPEC §16).
            if first.is_none() || session.hold.here() {
                session.store();
            } else {
                // Still tracked, so the next change is seen.
                session.log.track();
                session.secret.track();
            }
        });
        session.hold.when_gained(move || session.take_stored());
        session
    }

    /// Goes on from the match as stored, when this tab gains it (another tab may have played
    /// it since), and lets the computer go on.
    fn take_stored(&self) {
        if let Some(MatchRecord { game, draft }) = crate::storage::peek::<MatchRecord>(self.kind)
            && self.log.with_untracked(|l| l.as_ref() != Some(&game))
        {
            self.pacer.stop();
            self.asked_next.set(draft.secret.is_some());
            self.secret.set(draft.secret.unwrap_or_default());
            self.board.set(None);
            self.log.set(Some(game));
            self.settle();
        }
        let me = *self;
        self.pacer.show(move || me.step());
    }

    /// Writes the match with its log and the unfinished holes (tracking every signal it reads).
    fn store(&self) {
        let making = matches!(self.phase.get(), Some(Phase::MakeKey(_)));
        let secret = making.then(|| self.secret.get());
        self.log.with(|log| {
            if let Some(log) = log {
                let draft = MatchDraft { secret }.fit(log.game());
                self.store.save(&MatchRecord {
                    game: log.clone(),
                    draft,
                });
            }
        });
    }

    /// Applies `mv` to the match.
    fn play(&self, mv: MatchMove) -> Result<(), MatchError> {
        let next = self.log.with_untracked(|l| match l {
            Some(l) => l.apply(mv),
            None => Err(MatchError::NoRoundInPlay),
        })?;
        self.log.set(Some(next));
        Ok(())
    }

    /// Carries out an edit of the board of the round the player breaks on the match's log.
    fn edit_board(&self, edit: Edit) -> Result<(), Invalid> {
        let submit = matches!(
            edit,
            Edit::Apply(Move::Submit) | Edit::Made(Move::Submit, _)
        );
        let next = self.log.with_untracked(|l| {
            let l = l.as_ref().ok_or(Invalid::GameOver)?;
            match edit {
                // The match's log is its own: the board's move goes into it.
                Edit::Apply(mv) | Edit::Made(mv, _) => {
                    l.apply(MatchMove::Board(mv)).map_err(|e| match e {
                        MatchError::Board(why) => why,
                        _ => Invalid::GameOver,
                    })
                }
                Edit::Undo => l.undo().ok_or(Invalid::GameOver),
                Edit::Redo => l.redo().ok_or(Invalid::GameOver),
                Edit::Reset(_) => Err(Invalid::GameOver),
            }
        })?;
        self.log.set(Some(next));
        if submit {
            self.settle();
        }
        Ok(())
    }

    /// Does what the phase asks of the controller: draws the computer's key, sets up the
    /// player's board, or lets the computer guess.
    fn settle(&self) {
        let phase = self.current.with_untracked(|m| {
            m.as_ref()
                .map(|m| (m.phase(self.asked_next.get_untracked()), m.setup().level))
        });
        let Some((phase, level)) = phase else { return };
        match phase {
            Phase::ComputerMakesKey(index) => {
                let strength = self
                    .current
                    .with_untracked(|m| m.as_ref().map(|m| m.setup().strength));
                let key = match (crate::rules::key::random_seed(), strength) {
                    (Ok(random), Some(strength)) => strength.key(level, random),
                    _ => key_from_seed(level, index as u64),
                };
                self.asked_next.set(false);
                if self.play(MatchMove::StartRound(key)).is_ok() {
                    self.settle();
                }
            }
            Phase::MakeKey(_) => {
                if self.secret.with_untracked(Vec::len) != level.pegs() {
                    self.secret.set(vec![None; level.pegs()]);
                }
            }
            Phase::PlayerBreaks(index) => {
                let fresh = self
                    .board
                    .with_untracked(|b| b.as_ref().is_none_or(|(i, _)| *i != index));
                if fresh && let Some(play) = self.new_board(index) {
                    self.board.set(Some((index, play)));
                }
            }
            Phase::ComputerBreaks(_) => {
                let session = *self;
                self.pacer.run(move || session.step());
            }
            Phase::Between(_) | Phase::Over(_) => {}
        }
    }

    /// A board for round `index`: the match's log seen as that round's game log, changed only
    /// through the match's moves.
    fn new_board(&self, index: usize) -> Option<Play> {
        let log = self.log;
        let of_round = move |l: &Option<MatchLog>| {
            l.as_ref()
                .filter(|l| l.game().rounds().len() == index + 1)
                .and_then(MatchLog::board)
        };
        let first = log.with_untracked(of_round)?;
        let session = *self;
        let make = move || {
            // Once the round is over (or the match gone) the board keeps its last state.
            let view = Memo::new(move |before: Option<&GameLog>| {
                log.with(of_round)
                    .or_else(|| before.cloned())
                    .unwrap_or_else(|| first.clone())
            });
            let edit = Callback::new(move |edit: Edit| session.edit_board(edit));
            let held = Signal::derive(move || session.hold.plays());
            Play::kept(view.into(), edit).held_by(held)
        };
        Some(match self.owner.get_value() {
            Some(owner) => owner.with(make),
            None => make(),
        })
    }

    /// The computer's guess when it breaks the player's key: asked of the solver.
    fn step(&self) -> Option<Step> {
        // The computer plays in the tab that holds the match only.
        if !self.hold.here() {
            return None;
        }
        let task = self
            .log
            .try_with_untracked(|l| {
                let m = l.as_ref()?.game();
                let round = m.current()?;
                if round.breaker() != Side::Computer || m.between_people() {
                    return None;
                }
                Some(Task::MatchGuess {
                    level: m.setup().level,
                    strength: m.setup().strength,
                    rows: round.guesses.clone(),
                    random: crate::rules::key::random_seed().unwrap_or(0),
                })
            })
            .flatten()?;
        let session = *self;
        Some(Step {
            task,
            then: Box::new(move |answer| session.guessed(answer)),
        })
    }

    /// Plays the computer's guess. Whether it goes on.
    fn guessed(&self, answer: Answer) -> bool {
        let Answer::Guess(Some(guess)) = answer else {
            return false;
        };
        if let Err(e) = self.play(MatchMove::Guess(guess)) {
            leptos::logging::error!("the computer's guess was refused: {e}");
            return false;
        }
        matches!(self.phase.get_untracked(), Some(Phase::ComputerBreaks(_)))
    }

    /// Continues `m` (new, or loaded from a file).
    fn begin(&self, m: Match) {
        self.pacer.stop();
        self.refused.set(None);
        self.board.set(None);
        self.asked_next.set(false);
        self.secret.set(vec![None; m.setup().level.pegs()]);
        self.log.set(Some(MatchLog::new(m)));
        self.settle();
    }

    /// The player asks for the next round: the computer draws its key, or the player makes one.
    pub fn next_round(&self) {
        self.asked_next.set(true);
        self.settle();
    }

    /// Starts the round whose key the player made, once every hole is filled.
    pub fn start_key(&self) {
        let key = self.current.with_untracked(|m| {
            let level = m.as_ref()?.setup().level;
            self.secret.with_untracked(|s| Code::from_holes(level, s))
        });
        if let Some(key) = key
            && self.play(MatchMove::StartRound(key)).is_ok()
        {
            self.asked_next.set(false);
            self.settle();
        }
    }

    /// Ends the match (it is forgotten) and shows the set-up again.
    pub fn new_match(&self) {
        self.pacer.stop();
        self.store.clear();
        self.log.set(None);
        self.board.set(None);
        self.asked_next.set(false);
        self.refused.set(None);
    }

    /// A page showing the match appeared: the computer resumes if it is its turn.
    pub fn attach(&self) {
        self.hold.claim();
        let session = *self;
        self.pacer.show(move || session.step());
    }

    /// The page left: the computer waits until one shows the match again, and another tab may
    /// take it.
    pub fn detach(&self) {
        self.pacer.hide();
        self.hold.release();
    }
}
