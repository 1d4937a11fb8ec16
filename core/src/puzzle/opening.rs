//! Which puzzle a page opens (SPEC §15), decided once for every program that opens one: the
//! whole game's puzzle session and the quick board. The kept record of the slot goes on when it
//! holds the same source; otherwise the puzzle is generated from the source's seed and band, and
//! a puzzle of the day the statistics say has ended shows ended ([`ended_record`]), never as a
//! fresh attempt. A past date's puzzle of the day (SPEC §18, `/puzzle/<n>/daily?date=…`) opens
//! the same way: [`daily_source`] reads the link's date, the same puzzle as on that date is
//! generated, and a date already played opens its result (one attempt per level and date).

use super::record::{PuzzleRecord, PuzzleSource};
use super::solved::PuzzleEnd;
use super::{Difficulty, Puzzle};
use crate::daily::Day;
use crate::game::Move;

/// What opening a puzzle finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleOpening {
    /// The record kept in the slot: the same source, played on as it was left.
    Kept(Box<PuzzleRecord>),
    /// A new puzzle to generate from `seed` and `difficulty` ([`Puzzle::generate`]); `ended`
    /// the statistics' entry of a puzzle of the day that has ended already.
    Generate {
        source: PuzzleSource,
        seed: u64,
        difficulty: Difficulty,
        ended: Option<PuzzleEnd>,
    },
    /// A made puzzle (`#p1…`) comes whole in its link: nothing to generate, nothing kept
    /// decides it here.
    Made,
}

/// The seed and band a puzzle of `source` is generated from; `None` for a made puzzle.
pub fn seed_of(source: &PuzzleSource) -> Option<(u64, Difficulty)> {
    match *source {
        PuzzleSource::Daily(day) | PuzzleSource::Past(day) => {
            Some((Puzzle::daily_seed(day), Difficulty::of_day(day)))
        }
        PuzzleSource::Seed { seed, difficulty } => Some((seed, difficulty)),
        PuzzleSource::Made(_) => None,
    }
}

/// The puzzle of the day a link `/puzzle/<n>/daily` asks for, from its `date=` query value
/// (untrusted), on the UTC date `today`, as the daily key's `?date=` reads (`routes::linked_game`):
/// today's without a date or with today's, a past date's ([`PuzzleSource::Past`]) before
/// today; `None` (the page is not found) for a date to come or a value that is not a date.
pub fn daily_source(date: Option<&str>, today: Day) -> Option<PuzzleSource> {
    let Some(date) = date else {
        return Some(PuzzleSource::Daily(today));
    };
    let day = Day::parse(date).ok()?;
    match day.cmp(&today) {
        std::cmp::Ordering::Equal => Some(PuzzleSource::Daily(today)),
        std::cmp::Ordering::Less => Some(PuzzleSource::Past(day)),
        std::cmp::Ordering::Greater => None,
    }
}

/// Opens the puzzle of `source`: `kept` is the record in its slot, if any can be read;
/// `ended` is looked up only for a puzzle of the day (today's or a past date's) none is kept of
/// (the entry of its level and date in the puzzle statistics, [`super::PuzzleLog::daily`], if it
/// ended: a past date played already opens its result, never a new attempt).
pub fn open_puzzle(
    source: PuzzleSource,
    kept: Option<PuzzleRecord>,
    ended: impl FnOnce() -> Option<PuzzleEnd>,
) -> PuzzleOpening {
    let Some((seed, difficulty)) = seed_of(&source) else {
        return PuzzleOpening::Made;
    };
    if let Some(record) = kept.filter(|r| r.source == source) {
        return PuzzleOpening::Kept(Box::new(record));
    }
    let ended = if source.once() { ended() } else { None };
    PuzzleOpening::Generate {
        source,
        seed,
        difficulty,
        ended,
    }
}

/// The record of a puzzle generated for `source`: new with `id`, or, for a puzzle of the day
/// that ended elsewhere, as it ended: solved (the key checked at once) or not (given up: the
/// attempt it took is not known), under its entry's id.
pub fn generated_record(
    source: PuzzleSource,
    id: String,
    ended: Option<PuzzleEnd>,
    puzzle: Puzzle,
) -> PuzzleRecord {
    match ended {
        Some(end) => ended_record(source, end, puzzle),
        None => PuzzleRecord::new(source, id, puzzle),
    }
}

/// A puzzle of the day that ended elsewhere, as it ended.
pub fn ended_record(source: PuzzleSource, end: PuzzleEnd, puzzle: Puzzle) -> PuzzleRecord {
    let mut record = PuzzleRecord::new(source, end.id.clone(), puzzle);
    let start = record.log.clone();
    let row = start.game().active_row().unwrap_or(0);
    let key = record.puzzle.key();
    let moves: Vec<Move> = if end.solved {
        (key.pegs().iter().enumerate())
            .map(|(hole, &colour)| Move::Place { row, hole, colour })
            .chain([Move::Submit])
            .collect()
    } else {
        vec![Move::Quit]
    };
    record.log = moves
        .into_iter()
        .try_fold(start.clone(), |log, mv| log.apply(mv))
        .unwrap_or(start);
    record
}
