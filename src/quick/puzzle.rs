//! Which puzzles the quick board takes (SPEC §15, §18), decided natively beside [`super::open`]:
//! the puzzle of the day (`/puzzle/<n>/daily`, or a past date's not yet played:
//! `?date=YYYY-MM-DD`) and a practice puzzle of a seed (`/puzzle/<n>?seed=…&difficulty=…`), opened by the core's [`open_puzzle`] exactly as the
//! whole game's puzzle session opens them, the puzzle generated here. Every other case is the
//! whole game's: a made puzzle (`#p1…`), the practice slot as it was left (`/puzzle/<n>`), a
//! puzzle of the day that has ended (in its slot or in the statistics), a puzzle over, damaged
//! or newer storage.
//!
//! `tests/web/quick.rs` holds it to the whole game's opening; [`super::start`] calls it.

use super::{Reader, Static, stored};
use crate::rules::daily::Day;
use crate::rules::key::parse_seed;
use crate::rules::level::Level;
use crate::rules::puzzle::{
    Difficulty, Puzzle, PuzzleLog, PuzzleOpening, PuzzleRecord, PuzzleSource, UnmadePuzzle,
    daily_logged, daily_source, open_puzzle,
};
use crate::rules::settings::Settings;
use crate::rules::store::{Loaded, Stored};

/// A puzzle link's path and the query values it reads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleLink<'a> {
    pub path: &'a str,
    pub seed: Option<&'a str>,
    pub difficulty: Option<&'a str>,
    /// A past date's puzzle of the day (`/puzzle/<n>/daily?date=…`).
    pub date: Option<&'a str>,
    /// The page's fragment (a made puzzle), with or without its `#`.
    pub fragment: Option<&'a str>,
}

impl PuzzleLink<'_> {
    /// The level and source the link asks for, as the puzzle page reads them; `None` for every
    /// other page, a made puzzle and the practice slot without a seed.
    pub fn source(&self, today: Day) -> Option<(Level, PuzzleSource)> {
        let rest = self.path.strip_prefix("/puzzle/")?;
        if self
            .fragment
            .is_some_and(|f| !f.trim_start_matches('#').is_empty())
        {
            return None;
        }
        let (slug, daily) = match rest.strip_suffix("/daily") {
            Some(slug) => (slug, true),
            None => (rest, false),
        };
        let level = Level::parse(slug).ok().filter(|l| Level::ALL.contains(l))?;
        if daily {
            return daily_source(self.date, today).map(|source| (level, source));
        }
        let seed = parse_seed(self.seed?).ok()?;
        let difficulty = (self.difficulty)
            .and_then(|d| Difficulty::parse(d).ok())
            .unwrap_or(Difficulty::Medium);
        Some((level, PuzzleSource::Seed { seed, difficulty }))
    }
}

/// A puzzle the quick board plays: the whole game opens the same record from storage.
#[derive(Clone, Debug, PartialEq)]
pub struct QuickPuzzle {
    pub record: PuzzleRecord,
    /// The stored settings (language, …) it was opened with.
    pub settings: Settings,
}

/// The puzzle a link opens, exactly as the whole game opens it ([`open_puzzle`]), when the
/// quick board can play it; `new_id` gives a new puzzle's id.
pub fn open_puzzle_link(
    link: &PuzzleLink,
    read: Reader,
    today: Day,
    new_id: impl FnOnce() -> String,
) -> Result<QuickPuzzle, Static> {
    let (level, source) = link.source(today).ok_or(Static::NotAGame)?;
    let settings = match stored::<Settings>(read, ()) {
        Ok(Loaded::Found(settings)) => settings,
        Ok(_) => Settings::default(),
        Err(_) => return Err(Static::Storage),
    };
    let slot = source.slot(level);
    // A puzzle made of a game kept in the slot is read as made only (its name unread): it is
    // not the link's, as the whole game finds too.
    let kept = match stored::<UnmadePuzzle>(read, slot)? {
        Loaded::Found(UnmadePuzzle(record)) => record,
        _ => None,
    };
    // The statistics are looked at only for a puzzle of the day none is kept of, for that
    // day's entry alone ([`daily_logged`]): one found ended leaves the page to the whole game,
    // as does a log that cannot be read, which the whole game then says.
    let mut logged = Ok(false);
    let day = source.day();
    let opening = open_puzzle(source, kept, || {
        let key = <PuzzleLog as Stored>::key(());
        logged = match read(&key) {
            Ok(None) => Ok(false),
            Ok(Some(raw)) => day
                .map_or(Some(false), |day| daily_logged(&raw, level, day))
                .ok_or(Static::Stored),
            Err(()) => Err(Static::Storage),
        };
        None
    });
    if logged? {
        return Err(Static::Game);
    }
    let record = match opening {
        PuzzleOpening::Kept(record) => *record,
        PuzzleOpening::Generate {
            source,
            seed,
            difficulty,
            ended: None,
        } => PuzzleRecord::new(source, new_id(), Puzzle::generate(level, seed, difficulty)),
        // Ended elsewhere, or made: the whole game's.
        PuzzleOpening::Generate { .. } | PuzzleOpening::Made => return Err(Static::Game),
    };
    let game = record.log.game();
    if game.is_over() {
        return Err(Static::Game);
    }
    Ok(QuickPuzzle { record, settings })
}

/// The key the quick board's puzzle is kept under.
pub fn puzzle_key(record: &PuzzleRecord) -> String {
    <PuzzleRecord as Stored>::key(record.source.slot(record.puzzle.level()))
}
