//! Where a game's key came from (a link's seed, a drawn seed, a UTC date, a friend, …), and the key
//! each source gives: above both the seeded keys ([`crate::key`]) and the daily keys
//! ([`crate::daily`]), which itself draws its keys from seeds.

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::daily::{Day, daily_key};
use super::key::key_from_seed;
use super::level::Level;

/// Where a game's key came from. Every key comes from a seed when it can, so that any finished
/// game can be offered to a friend as a link to the same key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum KeySource {
    /// The `?seed=` of the link the player opened.
    Link(u64),
    /// A seed drawn from the secure random source when the game started.
    Drawn(u64),
    /// The daily key of a UTC date (see [`daily_key`]).
    Daily(Day),
    /// A game saved before keys came from seeds: its key is known, no seed.
    Unseeded,
    /// A friend's challenge (SPEC 12): the key came in a link's fragment, and is kept with the
    /// game. Never in the high scores.
    Challenge,
    /// The devious computer (SPEC 12): no key is chosen in advance; the game keeps the last key
    /// named that fits its rows. Never in the high scores.
    Devious,
}

impl KeySource {
    /// The seed the key comes from, if there is one.
    pub fn seed(self) -> Option<u64> {
        match self {
            KeySource::Link(seed) | KeySource::Drawn(seed) => Some(seed),
            KeySource::Daily(_)
            | KeySource::Unseeded
            | KeySource::Challenge
            | KeySource::Devious => None,
        }
    }

    /// The key this source gives at `level`, if it gives one (a daily key only at the standard
    /// levels).
    pub fn key(self, level: Level) -> Option<Code> {
        match self {
            KeySource::Link(seed) | KeySource::Drawn(seed) => Some(key_from_seed(level, seed)),
            KeySource::Daily(day) if level.number().is_some() => Some(daily_key(level, day)),
            KeySource::Daily(_)
            | KeySource::Unseeded
            | KeySource::Challenge
            | KeySource::Devious => None,
        }
    }

    /// The UTC date of a daily game.
    pub fn day(self) -> Option<Day> {
        match self {
            KeySource::Daily(day) => Some(day),
            _ => None,
        }
    }
}
