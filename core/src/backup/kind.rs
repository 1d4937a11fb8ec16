//! The kind of each stored key, and the place (game slot, puzzle slot) a key names.

use super::StoreKind;
use crate::store::Stored;
use crate::{
    BreakerRecord, Custom, Day, GameSlot, Level, MatchKind, PuzzleLog, PuzzleRecord, PuzzleSlot,
    Scores, Settings, StatsLog, Variant, game_key,
};

const GAME_PREFIX: &str = "mastermind.v1.game.";
const DAILY_PREFIX: &str = "mastermind.v1.daily.";
const CHALLENGE_PREFIX: &str = "mastermind.v1.challenge.";
const PUZZLE_PREFIX: &str = "mastermind.v1.puzzle.";

/// The kind of a key (`None`: not one of the game's keys, e.g. not under `mastermind.`).
/// Any key containing `.backup.` is `Backups`; `mastermind.v1.game.*`, `mastermind.v1.daily.*`
/// and `mastermind.v1.challenge.*` are `Games`; `mastermind.v1.puzzle.*` are `Puzzles` and
/// `mastermind.v1.puzzles` is `PuzzleStats`.
pub fn kind_of(key: &str) -> Option<StoreKind> {
    if !key.starts_with("mastermind.") {
        return None;
    }
    let kind = if key.contains(".backup.") {
        StoreKind::Backups
    } else if [GAME_PREFIX, DAILY_PREFIX, CHALLENGE_PREFIX]
        .iter()
        .any(|p| key.starts_with(p))
    {
        StoreKind::Games
    } else if key.starts_with(PUZZLE_PREFIX) {
        StoreKind::Puzzles
    } else if key == PuzzleLog::key(()) {
        StoreKind::PuzzleStats
    } else if key == Scores::key(()) {
        StoreKind::Scores
    } else if key == StatsLog::key(()) {
        StoreKind::Statistics
    } else if key == Settings::key(()) {
        StoreKind::Settings
    } else if MatchKind::of_key(key).is_some() {
        StoreKind::Match
    } else if key == BreakerRecord::key(()) {
        StoreKind::Codebreaker
    } else {
        return None;
    };
    Some(kind)
}

/// The game slot a games key belongs to, the inverse of [`game_key`]: `None` for a key that
/// [`game_key`] never writes (`mastermind.v1.game.I`, `….custom-05-…`, an impossible shape).
pub fn slot_of(key: &str) -> Option<GameSlot> {
    let slot = if let Some(rest) = key.strip_prefix(CHALLENGE_PREFIX) {
        GameSlot::Challenge(level_of_part(rest)?)
    } else if let Some(rest) = key.strip_prefix(DAILY_PREFIX) {
        match rest.split_once('.') {
            Some((slug, date)) => GameSlot::Past(Level::parse(slug).ok()?, Day::parse(date).ok()?),
            None => GameSlot::Daily(Level::parse(rest).ok()?),
        }
    } else {
        let rest = key.strip_prefix(GAME_PREFIX)?;
        match rest.strip_suffix(".aside") {
            Some(part) => GameSlot::Aside(level_of_part(part)?),
            None => GameSlot::Free(level_of_part(rest)?),
        }
    };
    // Only the key the game writes: not `I` for `1`, nor `05` for `5`.
    (game_key(slot) == key).then_some(slot)
}

/// The level a games key's last part names: a level's slug, `custom-4-6-10-yes` or `variant-mini`.
fn level_of_part(part: &str) -> Option<Level> {
    if let Some(slug) = part.strip_prefix("variant-") {
        return Variant::parse(slug).ok().map(Level::Variant);
    }
    match part.strip_prefix("custom-") {
        Some(shape) => {
            let mut parts = shape.split('-');
            let (pegs, colours, turns, repeats) =
                (parts.next(), parts.next(), parts.next(), parts.next());
            if parts.next().is_some() {
                return None;
            }
            Some(Level::Custom(
                Custom::from_query(pegs, colours, turns, repeats).ok()?,
            ))
        }
        None => Level::parse(part).ok().filter(|l| !l.is_custom()),
    }
}

/// The puzzle slot a puzzles key names, the inverse of [`PuzzleRecord::key`]: `None` for a key
/// it never writes (a level without puzzles, `I` for `1`).
pub fn puzzle_slot_of(key: &str) -> Option<PuzzleSlot> {
    let rest = key.strip_prefix(PUZZLE_PREFIX)?;
    let slot = match rest.strip_prefix("daily.") {
        Some(slug) => PuzzleSlot::Daily(Level::parse(slug).ok()?),
        None => PuzzleSlot::Practice(Level::parse(rest).ok()?),
    };
    (slot.level().number().is_some() && PuzzleRecord::key(slot) == key).then_some(slot)
}
