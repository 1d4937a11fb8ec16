//! One finished game as the statistics log holds it ([`Finished`]): how it ended, its stored
//! form, and the checks a record read back must pass.

use serde::{Deserialize, Serialize};

use super::StatsGroup;
use crate::code::Code;
use crate::daily::Day;
use crate::game::Status;
use crate::level::Level;
use crate::store::Logged;
use crate::time::Timestamp;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ending {
    Won,
    Lost,
    Quit,
}

impl Ending {
    /// How a game with this status ended, or `None` while it is still being played.
    pub fn of(status: Status) -> Option<Ending> {
        match status {
            Status::Playing => None,
            Status::Won { .. } => Some(Ending::Won),
            Status::Lost => Some(Ending::Lost),
            Status::Quit => Some(Ending::Quit),
        }
    }
}

/// One finished game, as logged.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Finished {
    /// Unique per game; the caller makes it.
    pub id: String,
    pub level: Level,
    pub key: Code,
    /// The seed the key came from, for a seeded game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The UTC date of the daily key, for a daily game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<Day>,
    /// A past date's daily key, played later (SPEC 12): counted, but not in the daily streak.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub past: bool,
    /// Rows played (the winning one included).
    pub turns: u8,
    #[serde(rename = "outcome")]
    pub ending: Ending,
    #[serde(default)]
    pub hard: bool,
    /// Solver aids were turned on: logged, never counted.
    #[serde(default)]
    pub aided: bool,
    /// Played against the devious computer: counted in [`StatsGroup::Devious`] only.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub devious: bool,
    /// When the game ended.
    pub at: Timestamp,
    /// How long it was played, in milliseconds (SPEC §16); absent in games logged before the
    /// clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
}

/// The longest game id the log accepts.
const ID_MAX: usize = 128;

impl Finished {
    /// Whether the record is a game that could have been played: a non-empty id of at most 128
    /// bytes, a key of its level, a number of turns its ending allows (a win takes at least one
    /// row, a loss every row, a quit any number up to the limit), not both a seed and a day, and
    /// `past` only with a day.
    pub fn is_valid(&self) -> bool {
        let turns = usize::from(self.turns);
        let limit = self.level.turns();
        let turns_fit = match self.ending {
            Ending::Won => (1..=limit).contains(&turns),
            Ending::Lost => turns == limit,
            Ending::Quit => turns <= limit,
        };
        !self.id.is_empty()
            && self.id.len() <= ID_MAX
            && Code::new(self.level, self.key.pegs()).is_ok()
            && turns_fit
            && !(self.seed.is_some() && self.daily.is_some())
            && !(self.past && self.daily.is_none())
            && !(self.devious && (self.level.number().is_none() || self.daily.is_some()))
    }

    /// How the game ended, as a game's [`Standing`](crate::game::Standing).
    pub fn standing(&self) -> crate::game::Standing {
        match self.ending {
            Ending::Won => crate::game::Standing::Won {
                turns: usize::from(self.turns),
            },
            Ending::Lost => crate::game::Standing::Lost,
            Ending::Quit => crate::game::Standing::Quit,
        }
    }

    /// Whether the game counts in the statistics of `group` (not aided).
    pub(super) fn counts_in(&self, group: StatsGroup) -> bool {
        group.holds(self) && !self.aided
    }
}

impl Logged for Finished {
    fn id(&self) -> &str {
        &self.id
    }

    fn at(&self) -> &Timestamp {
        &self.at
    }

    fn is_valid(&self) -> bool {
        Finished::is_valid(self)
    }
}
