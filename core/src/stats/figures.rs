//! The figures drawn from the log: the groups of games counted together ([`StatsGroup`]) and
//! each group's [`Statistics`].

use std::collections::BTreeSet;

use super::{Ending, Finished, StatsLog};
use crate::daily::Day;
use crate::level::{Level, Setting};

/// The games whose statistics are counted together: one standard level, or every custom game
/// whatever its size (SPEC §8: "custom games apart"). A [`Level`] converts into its group, so a
/// custom level of any size stands for all custom games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StatsGroup {
    /// A standard level (`Level::I`, `II` or `III`).
    Level(Level),
    /// Every custom game together.
    Custom,
    /// Every game against the devious computer, levels I–III together (SPEC 12).
    Devious,
}

impl From<Level> for StatsGroup {
    fn from(level: Level) -> StatsGroup {
        if level.is_custom() {
            StatsGroup::Custom
        } else {
            StatsGroup::Level(level)
        }
    }
}

impl StatsGroup {
    /// The standard levels' groups, then the custom games', then the devious computer's.
    pub const ALL: [StatsGroup; 5] = [
        StatsGroup::Level(Level::I),
        StatsGroup::Level(Level::II),
        StatsGroup::Level(Level::III),
        StatsGroup::Custom,
        StatsGroup::Devious,
    ];

    /// Whether `game` belongs to this group (aided or not).
    pub fn holds(self, game: &Finished) -> bool {
        match self {
            StatsGroup::Devious => game.devious,
            _ if game.devious => false,
            StatsGroup::Level(l) => l == game.level,
            StatsGroup::Custom => game.level.is_custom(),
        }
    }

    /// The most turns a game of the group can take: the level's limit, or the largest custom
    /// limit (20) for custom games.
    pub const fn turns(self) -> usize {
        match self {
            StatsGroup::Level(l) => l.turns(),
            StatsGroup::Custom => Setting::Turns.range().1,
            StatsGroup::Devious => Level::III.turns(),
        }
    }

    /// The path segment: `1`, `2`, `3`, `custom`, `devious` or a variant's slug (`mini`).
    pub const fn slug(self) -> &'static str {
        match self {
            StatsGroup::Level(l) => l.slug(),
            StatsGroup::Custom => "custom",
            StatsGroup::Devious => "devious",
        }
    }

    /// Reads a path segment written by [`StatsGroup::slug`] (or a level as [`Level::parse`]
    /// reads it).
    pub fn parse(text: &str) -> Option<StatsGroup> {
        if text.eq_ignore_ascii_case("custom") {
            return Some(StatsGroup::Custom);
        }
        if text.eq_ignore_ascii_case("devious") {
            return Some(StatsGroup::Devious);
        }
        Level::parse_scored(text).ok().map(StatsGroup::Level)
    }

    /// The standard level, or `None` for custom games and the devious computer's.
    pub const fn level(self) -> Option<Level> {
        match self {
            StatsGroup::Level(l) => Some(l),
            StatsGroup::Custom | StatsGroup::Devious => None,
        }
    }
}

/// The figures of one level, over its games that are not aided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistics {
    /// Finished games: won, lost or quit.
    pub played: u32,
    pub won: u32,
    /// Won / played as a whole percentage, rounded to the nearest (halves up); 0 with no game.
    pub win_rate: u32,
    /// Wins since the last loss or quit.
    pub current_streak: u32,
    /// The longest run of wins with no loss or quit between them.
    pub best_streak: u32,
    /// Consecutive UTC days, ending today or yesterday, each with a finished daily game of the
    /// level (won, lost or quit); a day without one breaks the streak.
    pub daily_streak: u32,
    /// The average turns of the wins in tenths (45 is 4.5), rounded to the nearest tenth (halves
    /// up); `None` without a win.
    pub average_tenths: Option<u32>,
    /// Wins in 1, 2, … turns up to the level's turn limit (20 for custom games, see
    /// [`StatsGroup::turns`]; zeros included): `distribution[t − 1]` is the number of wins in `t`
    /// turns.
    pub distribution: Vec<u32>,
}

impl Statistics {
    /// The figures of `group` (a [`Level`] converts: a custom level of any size stands for every
    /// custom game) from `log`, on the UTC date `today` (for the daily streak).
    pub fn of(log: &StatsLog, group: impl Into<StatsGroup>, today: Day) -> Statistics {
        let group = group.into();
        let games: Vec<&Finished> = log.games.iter().filter(|g| g.counts_in(group)).collect();
        let played = games.len() as u32;
        let mut distribution = vec![0u32; group.turns()];
        let (mut won, mut turns_of_wins) = (0u32, 0u32);
        let (mut streak, mut best_streak) = (0u32, 0u32);
        for game in &games {
            if game.ending == Ending::Won {
                won += 1;
                turns_of_wins += u32::from(game.turns);
                let slot = usize::from(game.turns).checked_sub(1);
                if let Some(slot) = slot.and_then(|t| distribution.get_mut(t)) {
                    *slot += 1;
                }
                streak += 1;
                best_streak = best_streak.max(streak);
            } else {
                streak = 0;
            }
        }
        let rounded =
            |numerator: u32, denominator: u32| (2 * numerator + denominator) / (2 * denominator);
        // Past dates' keys played later never make a daily streak.
        let days: BTreeSet<Day> = (games.iter())
            .filter(|g| !g.past)
            .filter_map(|g| g.daily)
            .collect();
        let daily_streak = today.streak_in(&days);
        Statistics {
            played,
            won,
            win_rate: if played == 0 {
                0
            } else {
                rounded(100 * won, played)
            },
            current_streak: streak,
            best_streak,
            daily_streak,
            average_tenths: (won > 0).then(|| rounded(10 * turns_of_wins, won)),
            distribution,
        }
    }
}
