//! The controller of a puzzle being solved (SPEC §15), as [`super::game`] is for games: which
//! puzzle a page opens (the one kept in its slot, or a new one from the link), its board as a
//! [`Play`] over the puzzle's [`GameLog`] (so the board, the keys, notes and undo work as on a
//! game), saving after every move, and the one entry a finished puzzle leaves in the puzzle
//! statistics ([`PuzzleLog`], merged with other tabs').
//!
//! Sources: the puzzle of the day of a level (today's UTC date, or a past date's from the link's
//! `?date=`, SPEC §18; once it is finished, in the slot or in the statistics, it only shows
//! ended), a practice puzzle from a seed, one made of a
//! game (a link's fragment), or a level's practice slot as it was left. A puzzle of a seed is
//! generated in the solver's worker, so the page never waits on it.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::play::Play;
use crate::rules::daily::Day;
use crate::rules::game::{Game, Status};
use crate::rules::level::Level;
use crate::rules::name::Name;
use crate::rules::notes::Notes;
use crate::rules::puzzle::{
    Difficulty, Puzzle, PuzzleEnd, PuzzleLinkError, PuzzleLog, PuzzleOpening, PuzzleRecord,
    PuzzleSlot, PuzzleSource, generated_record, open_puzzle,
};
use crate::rules::store::Loaded;
use crate::rules::store::Stored;
use crate::session::game::{Handed, clock};
use crate::storage::{Store, now};
use crate::tab_hold::Hold;

/// The id of `Explain`, where focus goes when a puzzle ends.
pub const EXPLAIN_ID: &str = "puzzle-explain";

/// What a puzzle's URL asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Wanted {
    /// `/puzzle/<n>/daily`: today's puzzle of the day, or with `?date=` a past date's
    /// ([`crate::rules::puzzle::daily_source`]).
    Daily(PuzzleSource),
    /// `/puzzle/<n>?seed=…&difficulty=…`: a practice puzzle of a seed.
    Seed { seed: u64, difficulty: Difficulty },
    /// `/puzzle/<n>#p1…`: a puzzle made of a game, or why the fragment holds none.
    Made(Result<(Puzzle, Option<Name>), PuzzleLinkError>),
    /// `/puzzle/<n>`: the practice puzzle kept, if any.
    Practice,
}

/// Where the page stands with its puzzle.
#[derive(Clone)]
pub enum PuzzleState {
    /// The puzzle is being generated.
    Making,
    Ready(Box<PuzzleSession>),
    /// The solver's worker failed to make it.
    Failed,
    /// A made puzzle's link that holds no puzzle.
    BadLink,
}

/// A puzzle as the page plays it.
#[derive(Clone, Copy)]
pub struct PuzzleSession {
    pub slot: PuzzleSlot,
    pub level: Level,
    pub play: Play,
    /// The player's notes (SPEC §13), saved with the puzzle.
    pub notes: RwSignal<Notes>,
    pub difficulty: Difficulty,
    source: StoredValue<PuzzleSource>,
    puzzle: StoredValue<Puzzle>,
    id: StoredValue<String>,
    /// Whether this tab plays the puzzle (SPEC §16): claimed while the page shows it.
    pub hold: Hold,
}

/// Whether a practice puzzle of `level` is kept to go on with.
pub fn practice_kept(level: Level) -> bool {
    crate::storage::peek::<PuzzleRecord>(PuzzleSlot::Practice(level)).is_some()
}

/// Opens the puzzle `wanted` asks for at `level` into `state`: at once when it is kept or comes
/// whole in the link, else once the solver's worker has generated it.
pub fn open(level: Level, wanted: Wanted, state: RwSignal<PuzzleState>) {
    let slot = match &wanted {
        Wanted::Daily(source) => source.slot(level),
        _ => PuzzleSlot::Practice(level),
    };
    let (store, loaded) = Store::<PuzzleRecord>::open(slot);
    let kept = loaded.found();
    let ready =
        move |record: PuzzleRecord| PuzzleState::Ready(Box::new(PuzzleSession::new(record, store)));
    let source = match wanted {
        Wanted::Practice => {
            // The page puts a new seed in the URL when nothing is kept.
            if let Some(record) = kept {
                state.set(ready(record));
            }
            return;
        }
        Wanted::Made(Err(_)) => {
            state.set(PuzzleState::BadLink);
            return;
        }
        Wanted::Made(Ok((puzzle, name))) => {
            let source = PuzzleSource::Made(name);
            let record = match kept {
                Some(r) if r.source == source && r.puzzle == puzzle => r,
                _ => PuzzleRecord::new(source, new_id(), puzzle),
            };
            state.set(ready(record));
            return;
        }
        Wanted::Seed { seed, difficulty } => PuzzleSource::Seed { seed, difficulty },
        Wanted::Daily(source) => source,
    };
    let day = source.day();
    // The one decision the quick board makes too (a puzzle of the day finished already, in the
    // statistics but no longer in its slot, shows ended, never as a fresh attempt).
    let (source, seed, difficulty, ended) =
        match open_puzzle(source, kept, || day.and_then(|day| daily_end(level, day))) {
            PuzzleOpening::Kept(record) => {
                state.set(ready(*record));
                return;
            }
            PuzzleOpening::Made => return,
            PuzzleOpening::Generate {
                source,
                seed,
                difficulty,
                ended,
            } => (source, seed, difficulty, ended),
        };
    state.set(PuzzleState::Making);
    let owner = Owner::current();
    spawn_local(async move {
        let made = crate::solver_client::puzzle(level, seed, difficulty).await;
        if state.try_get_untracked().is_none() {
            return;
        }
        let next = match made {
            None => PuzzleState::Failed,
            Some(puzzle) => {
                let record = generated_record(source, new_id(), ended, puzzle);
                match &owner {
                    Some(owner) => owner.with(|| ready(record)),
                    None => ready(record),
                }
            }
        };
        state.try_set(next);
    });
}

/// The entry of the puzzle of the day of `level` on `day` in the statistics, if it ended.
fn daily_end(level: Level, day: Day) -> Option<PuzzleEnd> {
    let (_, loaded) = Store::<PuzzleLog>::open(());
    match loaded {
        Loaded::Found(log) => log.daily(level, day).cloned(),
        _ => None,
    }
}

impl PuzzleSession {
    /// The session of `record`, kept in `store` after every move from now on.
    fn new(record: PuzzleRecord, store: Store<PuzzleRecord>) -> PuzzleSession {
        let PuzzleRecord {
            source,
            id,
            puzzle,
            log,
            notes,
        } = record;
        let slot = source.slot(puzzle.level());
        let hold = Hold::new(<PuzzleRecord as Stored>::key(slot));
        let held = Signal::derive(move || hold.plays());
        let mut play = Play::from_log(log).held_by(held);
        play.end_focus = EXPLAIN_ID;
        let session = PuzzleSession {
            hold,
            slot,
            level: puzzle.level(),
            play,
            notes: RwSignal::new(notes),
            difficulty: puzzle.difficulty(),
            source: StoredValue::new(source),
            puzzle: StoredValue::new(puzzle),
            id: StoredValue::new(id),
        };
        // Written as opened, then only while this tab holds the puzzle (SPEC §16).
        Effect::new(move |opened: Option<()>| {
            let record = PuzzleRecord {
                source: session.source.get_value(),
                id: session.id.get_value(),
                puzzle: session.puzzle.get_value(),
                log: session.play.log.get(),
                notes: session.notes.get(),
            };
            if opened.is_none() || hold.here() {
                store.save(&record);
            }
        });
        hold.when_gained(move || session.take_stored());
        // The check that ends the puzzle leaves its entry in the statistics; a puzzle found
        // ended (its page left at once) is offered again, and the log keeps each id once.
        let game = session.play.game;
        Effect::new(move |before: Option<Status>| {
            let status = game.with(Game::status);
            if status != Status::Playing && before != Some(status) {
                session.ended();
            }
            status
        });
        session
    }

    /// Goes on from the puzzle as stored, when this tab gains it (SPEC §16): the moves another
    /// tab made on the same puzzle. A puzzle of the day checked there arrives ended (its end is
    /// recorded once: the statistics keep each id, and one puzzle of the day per date).
    fn take_stored(&self) {
        let Some(record) = crate::storage::peek::<PuzzleRecord>(self.slot) else {
            return;
        };
        if record.source != self.source.get_value() || record.puzzle != self.puzzle.get_value() {
            return;
        }
        if !self.play.log.get_untracked().extends(&record.log) {
            self.id.set_value(record.id);
            self.notes.set(record.notes);
            self.play.take(record.log);
        }
    }

    /// Where the puzzle came from.
    pub fn source(&self) -> PuzzleSource {
        self.source.get_value()
    }

    /// The puzzle.
    pub fn puzzle(&self) -> Puzzle {
        self.puzzle.get_value()
    }

    /// The date of the puzzle of the day, today's or a past date's; `None` for practice.
    pub fn day(&self) -> Option<Day> {
        self.source.get_value().day()
    }

    /// Whether the puzzle is over and solved.
    pub fn solved(&self) -> bool {
        self.play
            .game
            .with(|g| matches!(g.status(), Status::Won { .. }))
    }

    /// What the puzzle page hands the take-over from the quick board ([`Handed`]): the puzzle as
    /// the quick board left it in this slot (the same puzzle, from the same source, its id).
    pub fn handed(self) -> Handed {
        let (slot, source, puzzle) = (self.slot, self.source(), self.puzzle());
        let id = self.id.get_value();
        let mine = id.clone();
        Handed {
            play: self.play,
            id,
            stored: Callback::new(move |()| {
                crate::storage::peek::<PuzzleRecord>(slot)
                    .filter(|r| r.id == mine && r.source == source && r.puzzle == puzzle)
                    .map(|record| record.log)
            }),
            ended: Callback::new(move |()| self.ended()),
        }
    }

    /// Records the finished puzzle in the puzzle statistics, once per id (SPEC §15).
    fn ended(&self) {
        let Some(end) = self.play.game.with_untracked(|game| {
            let attempts = game.given().map_or(0, |g| g.attempts);
            (game.is_over() && attempts > 0).then(|| PuzzleEnd {
                id: self.id.get_value(),
                level: self.level,
                daily: self.day(),
                past: matches!(self.source.get_value(), PuzzleSource::Past(_)),
                solved: matches!(game.status(), Status::Won { .. }),
                attempts: u8::try_from(attempts).unwrap_or(u8::MAX),
                at: now(),
            })
        }) else {
            return;
        };
        let (store, _) = Store::<PuzzleLog>::open(());
        store.change(PuzzleLog::default(), |log| {
            log.insert(end);
        });
    }
}

/// A new puzzle's id ([`crate::rules::opening::new_id`] on the browser's clock).
fn new_id() -> String {
    crate::rules::opening::new_id(clock())
}
