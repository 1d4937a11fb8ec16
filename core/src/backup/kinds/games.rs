//! The games in progress: every level's (`mastermind.v1.game.<level>`, and `….aside` for a game
//! put aside), the daily games (`mastermind.v1.daily.<level>`, `….<date>` for a past day's) and
//! the challenges (`mastermind.v1.challenge.<level>`), taken whole on import.

use super::{Placed, Whole};
use crate::daily::Day;
use crate::level::{Custom, Level};
use crate::saved::{GameRecord, GameSlot, game_key};
use crate::variant::Variant;

const GAME_PREFIX: &str = "mastermind.v1.game.";
const DAILY_PREFIX: &str = "mastermind.v1.daily.";
const CHALLENGE_PREFIX: &str = "mastermind.v1.challenge.";

pub type Declared = Whole<GameRecord>;

impl Placed for GameRecord {
    fn place_of(key: &str) -> Option<GameSlot> {
        slot_of(key)
    }

    /// Any key under the three prefixes, one the game never writes included.
    fn owns(key: &str) -> bool {
        [GAME_PREFIX, DAILY_PREFIX, CHALLENGE_PREFIX]
            .iter()
            .any(|p| key.starts_with(p))
    }
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
