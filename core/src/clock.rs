//! The clock of a game (SPEC §16): how long it has been played, counted only while it is in play
//! and its page is visible. The browser only feeds it timestamps (milliseconds on any monotonic
//! scale); every sum and difference is here, saturating, so a clock that jumps back, a stored time
//! of any size, or a stop without a start never panics or goes negative.
//!
//! A game's time is stored in whole milliseconds (`"time_ms"`) in the stored game, its record in
//! the statistics and its high-score entry; it is shown as `m:ss` ([`clock_text`]), minutes
//! going past 59 for a long game (`75:03`).

use super::opening::Opening;
use super::saved::GameRecord;
use super::stats::{Ending, Finished, StatsGroup, StatsLog};
use super::store::Loaded;

/// A game's elapsed time: what was counted before, and since when it counts now, if it runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Milliseconds counted up to the last stop.
    counted: u64,
    /// The timestamp it runs from; `None` while it is stopped.
    since: Option<u64>,
}

impl Clock {
    /// A stopped clock that has counted `millis`.
    pub const fn at(millis: u64) -> Clock {
        Clock {
            counted: millis,
            since: None,
        }
    }

    pub const fn is_running(&self) -> bool {
        self.since.is_some()
    }

    /// Counts from `now` on (a running clock goes on as it was).
    pub fn start(&mut self, now: u64) {
        self.since.get_or_insert(now);
    }

    /// Stops at `now`, keeping the time that ran (none if `now` is before the start).
    pub fn stop(&mut self, now: u64) {
        self.counted = self.elapsed(now);
        self.since = None;
    }

    /// Runs or stops at `now`, as `counting` says (in play, the page visible).
    pub fn run(&mut self, counting: bool, now: u64) {
        if counting {
            self.start(now);
        } else {
            self.stop(now);
        }
    }

    /// Milliseconds counted by `now`.
    pub fn elapsed(&self, now: u64) -> u64 {
        let running = self.since.map_or(0, |since| now.saturating_sub(since));
        self.counted.saturating_add(running)
    }
}

/// `millis` as the timer shows it: whole minutes, a colon and two digits of seconds (`0:07`,
/// `1:23`, `75:03`); the seconds are whole ones, rounded down.
pub fn clock_text(millis: u64) -> String {
    let seconds = millis / 1000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// The time an opened game starts its clock with: the stored game's, when the opening goes on
/// with it (the same log, its id kept; an old game stored without a time has none), else none
/// counted yet (`Some(0)`) for a new game.
pub fn opened_time(restored: &Loaded<GameRecord>, opening: &Opening) -> Option<u64> {
    match restored {
        Loaded::Found(record)
            if record.log == opening.log
                && record.id.as_ref().is_none_or(|id| *id == opening.id) =>
        {
            record.time
        }
        _ => Some(0),
    }
}

/// The better of two times for the high scores and `Best time`: any time before no time, then
/// the shorter.
pub fn time_rank(time: Option<u64>) -> (bool, u64) {
    (time.is_none(), time.unwrap_or(0))
}

/// A group's times in the statistics (SPEC §16), over its won games that are not aided and have
/// a time: the shortest, and the average rounded to the nearest millisecond; `None` without one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Times {
    pub best: Option<u64>,
    pub average: Option<u64>,
}

impl Times {
    pub fn of(log: &StatsLog, group: impl Into<StatsGroup>) -> Times {
        let group = group.into();
        let times = (log.games().iter())
            .filter(|g| group.holds(g) && !g.aided && g.ending == Ending::Won)
            .filter_map(|g| g.time_ms);
        let (mut count, mut sum, mut best) = (0u128, 0u128, None::<u64>);
        for time in times {
            count += 1;
            sum += u128::from(time);
            best = Some(best.map_or(time, |b| b.min(time)));
        }
        let average = (count > 0).then(|| (2 * sum + count) / (2 * count));
        Times {
            best,
            average: average.map(|a| u64::try_from(a).unwrap_or(u64::MAX)),
        }
    }
}

impl Finished {
    /// The record with the game's time, `None` for a game without one.
    pub fn timed(self, time_ms: Option<u64>) -> Finished {
        Finished { time_ms, ..self }
    }
}
