//! A puzzle being solved, as stored (SPEC §15, docs/storage.md): one per level for the puzzle
//! of the day under `mastermind.v1.puzzle.daily.<1|2|3>`, one per level and date for a past
//! date's puzzle of the day played later (SPEC §18) under
//! `mastermind.v1.puzzle.daily.<1|2|3>.<YYYY-MM-DD>`, and one per level for practice (a
//! seed's puzzle or one made of a game) under `mastermind.v1.puzzle.<1|2|3>`. It holds where the
//! puzzle came from, the puzzle itself (its own checked form), the log of moves on its board
//! with the undo position, and the player's notes. Loading is replaying from the puzzle's board
//! ([`Game::from_puzzle`]), so a stored value that breaks a rule cannot load.
//!
//! `{"version":1,"source":{"daily":"2026-11-26"},"id":"…","puzzle":{"v":1,…},"moves":[…],"at":3}`;
//! the source is `{"daily":"YYYY-MM-DD"}`, `{"past":"YYYY-MM-DD"}` (issue 44), `{"seed":{"seed":12,"difficulty":"hard"}}` or
//! `{"made":"Ana"}` (`{"made":null}` without a name).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Difficulty, Puzzle};
use crate::daily::Day;
use crate::game::{Game, Move};
use crate::level::Level;
use crate::log::GameLog;
use crate::name::Name;
use crate::notes::Notes;
use crate::store::{Read, Stored};

/// The version of the stored puzzle session's schema.
/// Version 2 (issue 42): a wrong practice check keeps its attempt in the answer row. Version 1's
/// moves were played when it emptied the row, so they are read with a [`Move::Clear`] for each
/// peg after every wrong practice check ([`from_version_1`]): the same board, nothing lost.
pub const PUZZLE_GAME_VERSION: u64 = 2;

/// Where a puzzle in play is kept: one puzzle of the day and one practice puzzle per level, and
/// one per level and date for a past date's puzzle of the day (SPEC §18), as the past daily
/// keys are kept (`GameSlot::Past`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleSlot {
    Daily(Level),
    Practice(Level),
    Past(Level, Day),
}

impl PuzzleSlot {
    pub fn level(self) -> Level {
        match self {
            PuzzleSlot::Daily(level) | PuzzleSlot::Practice(level) | PuzzleSlot::Past(level, _) => {
                level
            }
        }
    }

    /// Whether a puzzle from `source` belongs here: a past date's only under its own date.
    pub fn holds(self, source: &PuzzleSource) -> bool {
        match (self, source) {
            (PuzzleSlot::Daily(_), PuzzleSource::Daily(_)) => true,
            (PuzzleSlot::Past(_, day), PuzzleSource::Past(of)) => day == *of,
            (PuzzleSlot::Practice(_), PuzzleSource::Seed { .. } | PuzzleSource::Made(_)) => true,
            _ => false,
        }
    }
}

/// Where a puzzle came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PuzzleSource {
    /// The puzzle of the day of this UTC date: one attempt.
    Daily(Day),
    /// A practice puzzle from a seed in the link.
    Seed { seed: u64, difficulty: Difficulty },
    /// A puzzle made of a game's rows, by the player named if a name is known.
    Made(Option<Name>),
    /// The puzzle of the day of a past UTC date, played later (SPEC §18): the same puzzle as on
    /// that date, one attempt, counted in the statistics but not in the puzzle streak.
    Past(Day),
}

impl PuzzleSource {
    /// One attempt only: the puzzle of the day, today's or a past date's.
    pub fn once(&self) -> bool {
        self.day().is_some()
    }

    /// The date of a puzzle of the day, today's or a past date's; `None` for practice.
    pub fn day(&self) -> Option<Day> {
        match *self {
            PuzzleSource::Daily(day) | PuzzleSource::Past(day) => Some(day),
            _ => None,
        }
    }

    /// The slot a puzzle of `level` from here is kept in.
    pub fn slot(&self, level: Level) -> PuzzleSlot {
        match *self {
            PuzzleSource::Daily(_) => PuzzleSlot::Daily(level),
            PuzzleSource::Past(day) => PuzzleSlot::Past(level, day),
            _ => PuzzleSlot::Practice(level),
        }
    }
}

/// A puzzle being solved: where it came from, its board's log and the player's notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleRecord {
    pub source: PuzzleSource,
    /// Its id in the puzzle statistics.
    pub id: String,
    pub puzzle: Puzzle,
    pub log: GameLog,
    pub notes: Notes,
}

impl PuzzleRecord {
    /// A puzzle not yet touched.
    pub fn new(source: PuzzleSource, id: String, puzzle: Puzzle) -> PuzzleRecord {
        let log = GameLog::new(Game::from_puzzle(&puzzle, source.once()));
        PuzzleRecord {
            source,
            id,
            puzzle,
            log,
            notes: Notes::default(),
        }
    }
}

/// The stored form, field for field; `S` the source as it is read ([`PuzzleSource`], or
/// [`SourceSeen`] for the quick board), `P` the puzzle (read as JSON, checked after; written
/// from its stored form).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved<S = PuzzleSource, P = Value> {
    version: u64,
    source: S,
    id: String,
    puzzle: P,
    moves: Vec<Move>,
    at: usize,
    #[serde(default, skip_serializing_if = "Notes::is_empty")]
    notes: Notes,
}

/// The longest id kept (ids are 16 hex digits).
const MAX_ID: usize = 64;

impl Stored for PuzzleRecord {
    type Place = PuzzleSlot;
    const VERSION: u64 = PUZZLE_GAME_VERSION;

    fn key(slot: PuzzleSlot) -> String {
        match slot {
            PuzzleSlot::Daily(level) => format!("mastermind.v1.puzzle.daily.{}", level.slug()),
            PuzzleSlot::Practice(level) => format!("mastermind.v1.puzzle.{}", level.slug()),
            PuzzleSlot::Past(level, day) => {
                format!("mastermind.v1.puzzle.daily.{}.{day}", level.slug())
            }
        }
    }

    fn to_json(&self) -> String {
        let saved = Saved {
            version: PUZZLE_GAME_VERSION,
            source: &self.source,
            id: self.id.clone(),
            puzzle: self.puzzle.stored(),
            moves: self.log.moves().to_vec(),
            at: self.log.position(),
            notes: self.notes,
        };
        serde_json::to_string(&saved).unwrap_or_default()
    }

    fn parse(doc: Value, version: u64, slot: PuzzleSlot) -> Read<PuzzleRecord> {
        let Ok(saved) = serde_json::from_value::<Saved>(doc) else {
            return Read::UNREADABLE;
        };
        checked(saved, version, slot)
    }
}

/// A stored puzzle's source as the quick board reads it: a made puzzle's name is not read (its
/// check links Unicode tables worth 11 KB of gzip), so such a puzzle is only known as made.
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum SourceSeen {
    Daily(crate::daily::Day),
    Past(crate::daily::Day),
    Seed { seed: u64, difficulty: Difficulty },
    Made(serde::de::IgnoredAny),
}

/// A stored puzzle as the quick board reads it, under the same key as [`PuzzleRecord`]: the
/// record exactly as [`PuzzleRecord`]'s parse reads it (the same checks, [`checked`]), or
/// `None` for a puzzle made of a game, which is the whole game's to open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnmadePuzzle(pub Option<PuzzleRecord>);

impl Stored for UnmadePuzzle {
    type Place = PuzzleSlot;
    const VERSION: u64 = PUZZLE_GAME_VERSION;

    fn key(slot: PuzzleSlot) -> String {
        <PuzzleRecord as Stored>::key(slot)
    }

    fn to_json(&self) -> String {
        self.0.as_ref().map(Stored::to_json).unwrap_or_default()
    }

    fn parse(doc: Value, version: u64, slot: PuzzleSlot) -> Read<UnmadePuzzle> {
        let Ok(seen) = serde_json::from_value::<Saved<SourceSeen>>(doc) else {
            return Read::UNREADABLE;
        };
        let source = match seen.source {
            SourceSeen::Daily(day) => PuzzleSource::Daily(day),
            SourceSeen::Past(day) => PuzzleSource::Past(day),
            SourceSeen::Seed { seed, difficulty } => PuzzleSource::Seed { seed, difficulty },
            SourceSeen::Made(_) => return Read::Fine(UnmadePuzzle(None)),
        };
        let saved = Saved {
            version: seen.version,
            source,
            id: seen.id,
            puzzle: seen.puzzle,
            moves: seen.moves,
            at: seen.at,
            notes: seen.notes,
        };
        match checked(saved, version, slot) {
            Read::Fine(record) => Read::Fine(UnmadePuzzle(Some(record))),
            _ => Read::UNREADABLE,
        }
    }
}

/// A stored puzzle of `version` at `slot` from its stored form: its puzzle checked whole, its
/// moves replayed from the puzzle's board.
fn checked(saved: Saved, version: u64, slot: PuzzleSlot) -> Read<PuzzleRecord> {
    let Ok(puzzle) = Puzzle::from_value(saved.puzzle) else {
        return Read::UNREADABLE;
    };
    if puzzle.level() != slot.level()
        || !slot.holds(&saved.source)
        || saved.id.is_empty()
        || saved.id.len() > MAX_ID
    {
        return Read::UNREADABLE;
    }
    let start = Game::from_puzzle(&puzzle, saved.source.once());
    let (moves, at) = if version == 1 {
        from_version_1(&start, saved.moves, saved.at)
    } else {
        (saved.moves, saved.at)
    };
    let Ok(log) = GameLog::from_parts(start, moves, at) else {
        return Read::UNREADABLE;
    };
    Read::Fine(PuzzleRecord {
        source: saved.source,
        id: saved.id,
        notes: saved.notes.fit(puzzle.level()),
        puzzle,
        log,
    })
}

/// Version 1's moves and position as version 2 reads them: after each check that left the
/// game going (a wrong practice key, whose row version 1 emptied), a [`Move::Clear`] for each
/// peg the row kept, so the board replays as it was. The position moves with the moves added
/// before it. Moves that do not replay are left as they are (and refused by the caller).
pub fn from_version_1(start: &Game, moves: Vec<Move>, at: usize) -> (Vec<Move>, usize) {
    let mut out = Vec::with_capacity(moves.len());
    let mut new_at = at;
    let mut game = start.clone();
    for (index, &mv) in moves.iter().enumerate() {
        let Ok(next) = game.apply(mv) else {
            return (moves, at);
        };
        out.push(mv);
        game = next;
        if mv != Move::Submit {
            continue;
        }
        let Some(row) = game.active_row() else {
            continue;
        };
        let full: Vec<usize> = (game.active_pegs().iter().enumerate())
            .filter_map(|(hole, peg)| peg.map(|_| hole))
            .collect();
        for hole in full {
            let clear = Move::Clear { row, hole };
            let Ok(next) = game.apply(clear) else {
                return (moves, at);
            };
            out.push(clear);
            game = next;
            if index < at {
                new_at += 1;
            }
        }
    }
    (out, new_at)
}
