//! Sentences about one kind of game: a standard level, a variant, the custom games, the devious
//! computer's games. A language writes each form in full, as words (`High scores, level {}`);
//! which form a game takes, and what fills its `{}`, is decided here once for every language.

use crate::carry::Words;

use crate::cases::VariantNames;
use crate::rules::level::Level;
use crate::rules::stats::StatsGroup;
use crate::shared::fill;

/// One sentence about a level, in the three forms a level takes.
#[derive(Clone, Copy, Debug, Words)]
pub struct AboutLevel {
    /// A standard level; `{}` stands for its numeral: `High scores, level {}`.
    pub level: &'static str,
    /// A variant; `{}` stands for its name: `High scores, {}`.
    pub variant: &'static str,
    /// A custom game, of whatever size: `High scores, custom game`.
    pub custom: &'static str,
}

impl AboutLevel {
    /// The sentence about `level`, a variant named by `variant`.
    pub fn say(&self, level: Level, variant: &VariantNames) -> String {
        match (level.variant(), level.roman()) {
            (Some(v), _) => fill(self.variant, variant.of(v)),
            (None, Some(numeral)) => fill(self.level, numeral),
            (None, None) => self.custom.to_owned(),
        }
    }
}

/// One sentence about a group of the statistics: a level's forms, and the devious computer's.
#[derive(Clone, Copy, Debug, Words)]
pub struct AboutGroup {
    /// A level, a variant or the custom games together.
    pub games: AboutLevel,
    /// The games against the devious computer, every level together.
    pub devious: &'static str,
}

impl AboutGroup {
    /// The sentence about `group`, a variant named by `variant`.
    pub fn say(&self, group: StatsGroup, variant: &VariantNames) -> String {
        match group {
            StatsGroup::Level(level) => self.games.say(level, variant),
            StatsGroup::Custom => self.games.custom.to_owned(),
            StatsGroup::Devious => self.devious.to_owned(),
        }
    }
}
