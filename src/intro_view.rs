//! What a game page says around its board, as data: its heading and the document's title
//! ([`GameHeading::of`], by the game's slot), the game's summary and its notes (hard mode, the
//! devious computer, a custom game's scores, Number Mastermind's clue, where the key came from:
//! [`IntroView::of`]). Worked out once, here; the whole game's pages (`GameView`, the game,
//! daily and challenge pages) and the quick board's page (`src/quick/page.rs`) only draw them,
//! a paragraph per note in this order.
//!
//! No Leptos and no web types: tested natively (`tests/web/intro_view.rs`).

use crate::rules::game::Game;
use crate::rules::opening::Notice;
use crate::rules::saved::GameSlot;
use mastermind_words::BoardText;

/// One note under a game's summary: its class (its look) and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub class: &'static str,
    pub words: String,
}

/// The summary and the notes beside a game's board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntroView {
    /// The key's size and turns, and a variant's rule.
    pub summary: String,
    pub notes: Vec<Note>,
}

impl IntroView {
    /// What the page says of `game`, opened with `notice`.
    pub fn of(t: &'static BoardText, game: &Game, notice: &Notice) -> IntroView {
        let level = game.level();
        let note = |class, words: &str| Note {
            class,
            words: words.to_owned(),
        };
        let mut notes = Vec::new();
        if game.hard_mode() {
            notes.push(note("notice hard-note", t.hard_mode_note));
        }
        if game.is_devious() {
            notes.push(note("notice devious-note", t.devious_note));
        }
        if !level.has_scores() {
            notes.push(note("help", t.custom_no_scores));
        }
        // Number Mastermind's clue (SPEC §14).
        if let Some(sum) = level.key_sum(&game.key()) {
            notes.push(note("notice digit-sum", &t.digit_sum(sum)));
        }
        if let Some(words) = notice_words(t, notice) {
            notes.push(note("notice", &words));
        }
        IntroView {
            summary: t.game_summary(level),
            notes,
        }
    }
}

/// What the notice of a game's opening says, if anything.
pub fn notice_words(t: &'static BoardText, notice: &Notice) -> Option<String> {
    Some(match notice {
        Notice::None => return None,
        Notice::Seeded(seed) => t.seeded(*seed),
        Notice::SeededAside(seed) => format!("{} {}", t.seeded(*seed), t.game_put_aside),
        Notice::Back => t.game_back.to_owned(),
        Notice::SeedIgnored(bad) => t.seed_ignored(bad),
        Notice::NoRandomness => t.no_randomness.to_owned(),
        Notice::Damaged(backup) => t.game_damaged(backup.as_deref()),
        Notice::Newer => t.game_newer.to_owned(),
        Notice::Daily(day) => t.daily_notice(&day.to_string()),
        Notice::Past(day) => t.past_notice(&day.to_string()),
        Notice::Challenge => t.challenge_notice.to_owned(),
    })
}

/// A game page's heading and its document's title.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameHeading {
    /// `Level I`, `Daily key, level I`, `Daily key of 2026-11-01, level I`, `Challenge from Ana`.
    pub heading: String,
    /// The document's title: `Mastermind, level I`, else the heading and the game's name.
    pub title: String,
}

impl GameHeading {
    /// The heading of the game in `slot`; `sender` names a challenge's sender, if it has one.
    pub fn of(t: &'static BoardText, slot: GameSlot, sender: Option<&str>) -> GameHeading {
        let named = |heading: String| GameHeading {
            title: format!("{heading} · {}", t.shell.app_name),
            heading,
        };
        match slot {
            GameSlot::Daily(level) => named(t.daily_level(level)),
            GameSlot::Past(level, day) => named(t.past_level(level, &day.to_string())),
            GameSlot::Challenge(_) => named(t.challenge_from(sender)),
            GameSlot::Free(level) | GameSlot::Aside(level) => GameHeading {
                heading: t.level(level),
                title: t.game_title(level),
            },
        }
    }
}
