//! The text of `Share result` (SPEC §8): spoiler-free, one line per row, for chat apps.
//!
//! ```text
//! Mastermind I 4/8 *
//! Daily 2026-11-23
//! ⚪⚪◽◽
//! ⚫⚪⚪◽
//! ⚫⚫⚪⚪
//! ⚫⚫⚫⚫
//! ```
//!
//! The first line names the level and the turns used over the turn limit (`X` for a loss or a
//! quit), with ` *` in hard mode, and `devious` after the level for a game against the devious
//! computer (`Mastermind I devious 6/8`); the second is `Daily <UTC date>` for a daily game, or
//! else a link to a game with the same key (for a devious game, to the level's game page); then each row's marks: `⚫` per black, `⚪` per white, `◽`
//! per empty mark (Bulls and Cows and Bagels in their own marks' glyphs: `🐂` `🐄`, `🟢` `🟡`:
//! [`crate::variant::MarkNames::glyphs`]). With the timer shown (SPEC §16), the first line ends with the game's clock
//! time ([`with_clock`]): `Mastermind I 4/8 * 1:23`.

use super::clock::clock_text;
use super::daily::Day;
use super::feedback::Feedback;
use super::level::Level;
use super::stats::Ending;

/// Where a friend finds the same key: the daily key of a date, or a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SharedKey<'a> {
    Daily(Day),
    /// The full address of a game with the same key, such as `https://host/play/1?seed=123`.
    Link(&'a str),
    /// A game against the devious computer, which has no key to share: the full address of the
    /// level's game page.
    Devious(&'a str),
}

/// The level's name in the text: `I`, `II`, `III` (as `Level::roman`), a variant's English name
/// (`Mastermind Bagels 5/20`, SPEC §14), or the size of a custom game as pegs×colours.
fn level_name(level: Level) -> String {
    match (level.roman(), level.variant()) {
        (Some(name), _) => name.to_owned(),
        (_, Some(v)) => v.name().to_owned(),
        _ => format!("{}×{}", level.pegs(), level.colours()),
    }
}

/// `text` (from [`share_text`]) with the clock time `millis` at the end of its first line, as
/// when the timer is shown; unchanged for no time.
pub fn with_clock(text: String, millis: Option<u64>) -> String {
    let Some(millis) = millis else {
        return text;
    };
    let (first, rest) = text.split_once('\n').unwrap_or((&text, ""));
    let newline = if text.contains('\n') { "\n" } else { "" };
    format!("{first} {}{newline}{rest}", clock_text(millis))
}

/// The text to share for a finished game of `level` whose rows earned `rows`.
pub fn share_text(
    level: Level,
    ending: Ending,
    hard: bool,
    key: SharedKey<'_>,
    rows: &[Feedback],
) -> String {
    let turns = match ending {
        Ending::Won => rows.len().to_string(),
        Ending::Lost | Ending::Quit => "X".to_owned(),
    };
    let devious = if matches!(key, SharedKey::Devious(_)) {
        " devious"
    } else {
        ""
    };
    let mut text = format!(
        "Mastermind {}{devious} {turns}/{}{}\n",
        level_name(level),
        level.turns(),
        if hard { " *" } else { "" }
    );
    match key {
        SharedKey::Daily(day) => text.push_str(&format!("Daily {day}")),
        SharedKey::Link(link) | SharedKey::Devious(link) => text.push_str(link),
    }
    // Each row's marks in the game's own glyphs (bulls 🐂 and cows 🐄 in Bulls and Cows).
    let [placed, elsewhere, neither] = level.mark_names().glyphs();
    for row in rows {
        let (black, white) = (usize::from(row.black), usize::from(row.white));
        let empty = level.pegs().saturating_sub(black + white);
        text.push('\n');
        text.push_str(&placed.repeat(black));
        text.push_str(&elsewhere.repeat(white));
        text.push_str(&neither.repeat(empty));
    }
    text
}

/// The text to share for a finished puzzle of the day (SPEC §15), one line without spoilers:
/// `Mastermind puzzle 2026-11-26 I solved` (or `not solved`).
pub fn puzzle_share_text(level: Level, day: Day, solved: bool) -> String {
    let outcome = if solved { "solved" } else { "not solved" };
    format!("Mastermind puzzle {day} {} {outcome}", level_name(level))
}
