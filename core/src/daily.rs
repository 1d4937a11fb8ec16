//! The daily key: one key per level and UTC day, the same for every player in the world.
//!
//! **The formula** (stable across releases; the tests pin examples). With `d` the number of days
//! from 1970-01-01 to the UTC date (negative before it, as a 64-bit two's complement),
//! `level_number` I = 1, II = 2, III = 3, and `splitmix64` and the index-to-code mapping exactly
//! as for seeded keys (see [`key_from_seed`]):
//!
//! ```text
//! DAILY = 0x6D6D_2D64_6169_6C79                  (the ASCII bytes of "mm-daily")
//! r(k)  = splitmix64(splitmix64(splitmix64(d) XOR DAILY) XOR (level_number + 256·k))
//! code(k) = the code numbered floor(r(k) × P^N / 2^64)   (a 128-bit product, shifted right by 64)
//! key   = code(k) for the first k = 0, 1, 2, … such that code(k) differs from
//!         key_from_seed(level, n) for every n in E(date)
//! ```
//!
//! **No rehearsal through `?seed=`.** E(date) holds the date's obvious encodings as seeds, each
//! only when it is a whole number from 0 to 2^64 − 1: the day number `d`; `YYYYMMDD`, `DDMMYYYY`
//! and `MMDDYYYY` read as decimal numbers (2026-11-23 gives 20261123, 23112026, 11232026); and
//! the Unix time of the date's 00:00 UTC in seconds (`d · 86 400`) and in milliseconds
//! (`d · 86 400 000`). So the link `?seed=n` for any of those `n` at the same level never shows
//! that day's daily key. (No other promise is possible: every key is some seed's key, and the
//! formula above is public.) The redraw changes the key of about 1 day in 216 at level I, and
//! far fewer at levels II and III.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::code::Code;
use super::key::key_from_seed;
use super::level::Level;

/// A daily game's id in the statistics: one per level and date (`daily-1-2026-11-23`), so it is
/// recorded once whatever the tabs, and a date's key is played once, on its day or later.
pub fn daily_id(level: Level, day: Day) -> String {
    format!("daily-{}-{day}", level.slug())
}

/// Milliseconds in a day.
pub const DAY_MILLIS: i64 = 86_400_000;

/// The domain separation constant of the daily key: the ASCII bytes of `mm-daily`.
const DAILY: u64 = 0x6D6D_2D64_6169_6C79;

/// A UTC calendar date (proleptic Gregorian), kept as the number of days since 1970-01-01.
/// Its text form is `YYYY-MM-DD`; years 0000 to 9999 have one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Day(i64);

/// Text that is not a date of the form `2026-11-23`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayError(pub String);

impl fmt::Display for DayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a date like 2026-11-23", self.0)
    }
}

impl std::error::Error for DayError {}

/// Whether `year` has a 29 February.
const fn is_leap(year: i64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// How many days `month` (1–12) of `year` has.
const fn month_length(year: i64, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days in a 400-year cycle of the Gregorian calendar.
const CYCLE_DAYS: i64 = 146_097;
/// Days from 0000-03-01 (the start of a cycle counted from March) to 1970-01-01.
const EPOCH_FROM_CYCLE_START: i64 = 719_468;

/// Days since 1970-01-01 of a valid date.
///
/// Years are counted from March, so that the leap day is the last day of its year; a year then
/// has months of 31, 30, 31, 30, 31, 31, 30, 31, 30, 31, 31 and 28 or 29 days, and the day of
/// the year of the first of month `m` (March = 0) is `(153·m + 2) / 5` in integers.
fn days_from_date(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let cycle = year.div_euclid(400);
    let year_of_cycle = year.rem_euclid(400);
    let month_from_march = i64::from((month + 9) % 12);
    let day_of_year = (153 * month_from_march + 2) / 5 + i64::from(day) - 1;
    let day_of_cycle = year_of_cycle * 365 + year_of_cycle / 4 - year_of_cycle / 100 + day_of_year;
    cycle * CYCLE_DAYS + day_of_cycle - EPOCH_FROM_CYCLE_START
}

/// The date (year, month 1–12, day 1–31) `days` after 1970-01-01: the inverse of
/// [`days_from_date`].
fn date_from_days(days: i64) -> (i64, u32, u32) {
    let from_cycle_start = days + EPOCH_FROM_CYCLE_START;
    let cycle = from_cycle_start.div_euclid(CYCLE_DAYS);
    let day_of_cycle = from_cycle_start.rem_euclid(CYCLE_DAYS);
    // The last day of every 4th, 100th and 400th year is the one a plain 365 division misplaces.
    let year_of_cycle = (day_of_cycle - day_of_cycle / 1_460 + day_of_cycle / 36_524
        - day_of_cycle / (CYCLE_DAYS - 1))
        / 365;
    let day_of_year =
        day_of_cycle - (365 * year_of_cycle + year_of_cycle / 4 - year_of_cycle / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * month_from_march + 2) / 5 + 1) as u32;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    } as u32;
    let year = cycle * 400 + year_of_cycle + i64::from(month <= 2);
    (year, month, day)
}

impl Day {
    /// 1970-01-01.
    pub const EPOCH: Day = Day(0);

    /// The UTC date of a moment given as milliseconds since 1970-01-01T00:00Z (`Date.now()`).
    pub fn from_unix_millis(millis: i64) -> Day {
        Day(millis.div_euclid(DAY_MILLIS))
    }

    /// The date `days` days after 1970-01-01 (before it when negative).
    pub const fn from_days(days: i64) -> Day {
        Day(days)
    }

    /// A calendar date, if it exists (month 1–12, day within the month).
    pub fn from_ymd(year: i64, month: u32, day: u32) -> Option<Day> {
        let valid = (1..=12).contains(&month) && (1..=month_length(year, month)).contains(&day);
        valid.then(|| Day(days_from_date(year, month, day)))
    }

    /// Reads `YYYY-MM-DD` exactly: four-digit year, two-digit month and day, a real date.
    pub fn parse(text: &str) -> Result<Day, DayError> {
        let error = || DayError(text.to_owned());
        let bytes = text.as_bytes();
        let shaped = bytes.len() == 10
            && bytes.iter().enumerate().all(|(i, b)| match i {
                4 | 7 => *b == b'-',
                _ => b.is_ascii_digit(),
            });
        if !shaped {
            return Err(error());
        }
        let number =
            |range: std::ops::Range<usize>| text[range].parse::<u32>().map_err(|_| error());
        let (year, month, day) = (number(0..4)?, number(5..7)?, number(8..10)?);
        Day::from_ymd(i64::from(year), month, day).ok_or_else(error)
    }

    /// Days since 1970-01-01.
    pub const fn days(self) -> i64 {
        self.0
    }

    /// Year, month (1–12) and day of the month (1–31).
    pub fn ymd(self) -> (i64, u32, u32) {
        date_from_days(self.0)
    }

    /// The day after.
    pub const fn next(self) -> Day {
        Day(self.0 + 1)
    }

    /// The day before.
    pub const fn previous(self) -> Day {
        Day(self.0 - 1)
    }

    /// The `count` dates before this one that come after the first `skip` of them, the latest
    /// first: the rows of the past daily keys' tables (SPEC 12: 30 at a time).
    pub fn before(self, skip: u32, count: u32) -> impl Iterator<Item = Day> {
        let first = self.0 - 1 - i64::from(skip);
        (0..i64::from(count)).map(move |i| Day(first - i))
    }

    /// A daily streak on this date: how many days in a row of `days` end today, or yesterday
    /// while today's is still to come.
    pub fn streak_in(self, days: &std::collections::BTreeSet<Day>) -> u32 {
        let mut day = if days.contains(&self) {
            self
        } else {
            self.previous()
        };
        let mut streak = 0;
        while days.contains(&day) {
            streak += 1;
            day = day.previous();
        }
        streak
    }

    /// Milliseconds since 1970-01-01T00:00Z at this date's 00:00 UTC.
    pub const fn midnight_millis(self) -> i64 {
        self.0 * DAY_MILLIS
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = self.ymd();
        write!(f, "{year:04}-{month:02}-{day:02}")
    }
}

impl TryFrom<String> for Day {
    type Error = DayError;

    fn try_from(text: String) -> Result<Day, DayError> {
        Day::parse(&text)
    }
}

impl From<Day> for String {
    fn from(day: Day) -> String {
        day.to_string()
    }
}

/// Milliseconds from the moment `now_millis` (since 1970-01-01T00:00Z) to the next 00:00 UTC:
/// from 1 to [`DAY_MILLIS`] (a whole day exactly at midnight).
pub fn millis_until_next_day(now_millis: i64) -> i64 {
    DAY_MILLIS - now_millis.rem_euclid(DAY_MILLIS)
}

/// A countdown as `HH:MM:SS`: whole seconds left, rounded down (so it reads `00:00:00` in the
/// last second), at most `23:59:59`; a negative time reads `00:00:00`.
pub fn countdown(millis: i64) -> String {
    let seconds = (millis.max(0) / 1_000).min(DAY_MILLIS / 1_000 - 1);
    format!(
        "{:02}:{:02}:{:02}",
        seconds / 3_600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// SplitMix64's output function (the same as the seeded keys').
const fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// 1, 2 or 3 for the standard levels (the same as `Level::number`); none for any other.
fn level_number(level: Level) -> Option<u64> {
    Level::ALL
        .iter()
        .position(|&l| l == level)
        .map(|i| i as u64 + 1)
}

/// The seeds that a player might try for `day` (E(date) of the module documentation).
pub fn obvious_seeds(day: Day) -> Vec<u64> {
    let (year, month, date) = day.ymd();
    let (month, date) = (i64::from(month), i64::from(date));
    let candidates = [
        Some(day.0),
        Some(year * 10_000 + month * 100 + date),
        Some(date * 1_000_000 + month * 10_000 + year),
        Some(month * 1_000_000 + date * 10_000 + year),
        day.0.checked_mul(DAY_MILLIS / 1_000),
        day.0.checked_mul(DAY_MILLIS),
    ];
    candidates
        .into_iter()
        .flatten()
        .filter_map(|n| u64::try_from(n).ok())
        .collect()
}

/// The daily key and the counter `k` that drew it.
fn draw(level: Level, day: Day) -> (Code, u64) {
    // A custom game has no daily key (callers never ask); it would draw as level number 0.
    let number = level_number(level).unwrap_or(0);
    let day_bits = splitmix64(splitmix64(day.0 as u64) ^ DAILY);
    let avoid: Vec<Code> = obvious_seeds(day)
        .into_iter()
        .map(|seed| key_from_seed(level, seed))
        .collect();
    (0u64..)
        .map(|k| {
            let bits = splitmix64(day_bits ^ (number + 256 * k));
            let index = (u128::from(bits) * u128::from(level.possible_keys())) >> 64;
            (Code::from_index(level, index as u32), k)
        })
        .find(|(code, _)| !avoid.contains(code))
        // Never reached: a handful of seeds cannot cover every key.
        .unwrap_or_else(|| (Code::from_index(level, 0), 0))
}

/// The daily key of `level` on the UTC date `day` (see the module documentation for the exact
/// formula). Only the standard levels have a daily key; a custom level gets a key drawn as if
/// it were level number 0 (see `KeySource::Daily` in `key_source.rs`, which never asks).
pub fn daily_key(level: Level, day: Day) -> Code {
    draw(level, day).0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Walks the calendar one day at a time with month lengths only.
    #[test]
    fn civil_arithmetic_matches_a_day_by_day_walk() {
        let mut day = Day::from_ymd(1600, 1, 1).expect("a date");
        let (mut year, mut month, mut date) = (1600, 1, 1);
        while year < 2401 {
            assert_eq!(day.ymd(), (year, month, date));
            assert_eq!(Day::from_ymd(year, month, date), Some(day));
            day = day.next();
            date += 1;
            if date > month_length(year, month) {
                date = 1;
                month += 1;
                if month > 12 {
                    month = 1;
                    year += 1;
                }
            }
        }
    }

    #[test]
    fn redraws_happen_and_avoid_every_obvious_seed() {
        let mut redrawn = 0;
        for days in 19_000..22_000 {
            let (code, k) = draw(Level::I, Day(days));
            redrawn += usize::from(k > 0);
            for seed in obvious_seeds(Day(days)) {
                assert_ne!(code, key_from_seed(Level::I, seed));
            }
        }
        assert!(redrawn > 0, "the redraw path is exercised");
    }

    #[test]
    fn splitmix64_is_the_seeded_keys_own() {
        // key_from_seed(level, s) = code of splitmix64(splitmix64(s) ^ level_number).
        for level in Level::ALL {
            for seed in [0, 1, 42, u64::MAX] {
                let bits = splitmix64(splitmix64(seed) ^ level_number(level).unwrap());
                let index = (u128::from(bits) * u128::from(level.possible_keys())) >> 64;
                assert_eq!(
                    Code::from_index(level, index as u32),
                    key_from_seed(level, seed)
                );
            }
        }
    }
}
