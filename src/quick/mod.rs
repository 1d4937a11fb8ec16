//! The quick board: the first program a shared game link starts (`src/bin/quick.rs`), a board
//! drawn with `web-sys` alone, so that the link is playable after a fifth of the whole game's
//! download (docs/performance.md). It opens the game the whole game would open, plays it with the
//! core's [`crate::rules::input::respond`] (what every board does with an input), saves it after every
//! move as the whole game does, to its end; the whole game, once it has arrived, takes the page
//! over from what is stored ([`crate::handover`]) and records a game that ended here.
//!
//! It depends on the core, the catalogue, the routes and the event reader only. What is decided
//! here is pure and tested natively: which games it takes on ([`open`]): a level's game (seeded,
//! custom, a variant's), a date's daily key (today's or a past date's not yet played) and a
//! friend's challenge (`/challenge#…`); and which puzzles ([`puzzle`]): the puzzle of the day and
//! a practice puzzle of a seed. Every game it does not take on is the whole game's: a devious
//! game, a game with the solver's aids, a damaged or newer stored game, a seeded link that puts a
//! game aside, a challenge link that cannot be read or whose sender's name is longer than 44
//! Unicode scalar values (an emoji sequence, combining accents: only the name check with Unicode
//! tables decides it), a puzzle
//! made of a game, a puzzle that has ended.

pub mod board;
mod listen;
mod page;
pub mod puzzle;
pub mod reply;
pub mod start;

use crate::routes::{CHALLENGE_URL, LinkedGame, is_quick_path, linked_game};
use crate::rules::challenge::Challenge;
use crate::rules::clock::opened_time;
use crate::rules::daily::Day;
use crate::rules::key_source::KeySource;
use crate::rules::opening::{Notice, first_of, seed_to_open};
use crate::rules::saved::{GameRecord, GameSlot};
use crate::rules::settings::Settings;
use crate::rules::stats::{StatsLog, logged_ids, past_played_id};
use crate::rules::store;
use crate::rules::store::{Loaded, Stored};

/// A game link the quick board may open: its path and the query values it reads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link<'a> {
    pub path: &'a str,
    pub seed: Option<&'a str>,
    pub date: Option<&'a str>,
    pub pegs: Option<&'a str>,
    pub colours: Option<&'a str>,
    pub turns: Option<&'a str>,
    pub repeats: Option<&'a str>,
    /// The page's fragment (a challenge's concealed key), with or without its `#`.
    pub fragment: Option<&'a str>,
}

impl Link<'_> {
    /// The slot the link's page plays ([`linked_game`]) when the quick board plays that page
    /// ([`crate::routes::quick_paths`]) and the game is a level's own or a date's daily key
    /// (today's or a past date's); `None` for every other page and a custom game whose settings
    /// are not a game.
    pub fn slot(&self, today: Day) -> Option<GameSlot> {
        if !is_quick_path(self.path) {
            return None;
        }
        let query = |name: &str| {
            match name {
                "date" => self.date,
                "pegs" => self.pegs,
                "colours" => self.colours,
                "turns" => self.turns,
                "repeats" => self.repeats,
                _ => None,
            }
            .map(str::to_owned)
        };
        match linked_game(self.path, query, today) {
            LinkedGame::Slot(
                slot @ (GameSlot::Free(_) | GameSlot::Daily(_) | GameSlot::Past(..)),
            ) => Some(slot),
            _ => None,
        }
    }
}

impl Link<'_> {
    /// The friend's challenge a challenge link (`/challenge#…`, SPEC 12) carries, read as the
    /// challenge page reads it; `None` for every other link, and for a fragment that is missing
    /// or cannot be read (the challenge page's form, or what it says is wrong), or whose name is
    /// longer than a name's most characters in Unicode scalar values (the check of its
    /// user-perceived characters needs Unicode tables, 10 KB of gzip before every game link's
    /// first peg: [`Challenge::from_fragment_short`]). Those are the whole game's.
    pub fn challenge(&self) -> Option<Challenge> {
        let fragment = self.fragment?.trim_start_matches('#');
        if self.path != CHALLENGE_URL || fragment.is_empty() {
            return None;
        }
        Challenge::from_fragment_short(fragment)?.ok()
    }
}

/// A game the quick board plays: the whole game opens the same one from what it saves.
#[derive(Clone, Debug, PartialEq)]
pub struct QuickGame {
    pub slot: GameSlot,
    pub record: GameRecord,
    pub notice: Notice,
    /// The stored settings (language, …) it was opened with.
    pub settings: Settings,
    /// A friend's challenge, the game's key and its sender (`slot` its level's challenge slot).
    pub challenge: Option<Challenge>,
}

/// Why a link stays a static frame until the whole game arrives.
#[derive(Clone, Debug, PartialEq)]
pub enum Static {
    /// Not a game link the quick board knows.
    NotAGame,
    /// Storage cannot be read, or its settings are damaged or newer: the whole game says so.
    Storage,
    /// The stored game is damaged or of a newer version: the whole game backs it up or leaves
    /// it alone, and says so.
    Stored,
    /// Opening the game asks more than a board: a game to put aside, a notice about the seed.
    Notice,
    /// The game is over (a past date's key played already too), devious, or has the solver's
    /// aids on.
    Game,
}

/// What the quick board reads from storage: `read(key)` gives a key's raw value, `Err` when
/// storage cannot be read.
pub type Reader<'a> = &'a dyn Fn(&str) -> Result<Option<String>, ()>;

fn stored<T: Stored>(read: Reader, place: T::Place) -> Result<Loaded<T>, Static> {
    let raw = read(&T::key(place)).map_err(|()| Static::Storage)?;
    match store::read_clean::<T>(raw.as_deref(), place) {
        Ok(Some(value)) => Ok(Loaded::Found(value)),
        Ok(None) => Ok(Loaded::Nothing),
        Err(_) => Err(Static::Stored),
    }
}

/// The game a link opens, exactly as the whole game opens it ([`first_of`]), when the quick board can play it; `today` and `now_millis` are the clock,
/// `unrecorded` the id of a game ended in this tab and not yet recorded ([`seed_to_open`]).
pub fn open(
    link: &Link,
    read: Reader,
    today: Day,
    now_millis: u64,
    unrecorded: Option<&str>,
) -> Result<QuickGame, Static> {
    let challenge = link.challenge();
    let slot = match &challenge {
        Some(challenge) => GameSlot::Challenge(challenge.level),
        None => link.slot(today).ok_or(Static::NotAGame)?,
    };
    let settings = match stored::<Settings>(read, ()) {
        Ok(Loaded::Found(settings)) => settings,
        Ok(_) => Settings::default(),
        Err(_) => return Err(Static::Storage),
    };
    let options = settings.game_options();
    let restored = stored::<GameRecord>(read, slot)?;
    // A past date's key played already (one attempt per date): the page shows its result. Only
    // the log's ids are read (the whole log's parsing would be 9 KB of gzip on every game link).
    if let GameSlot::Past(level, day) = slot
        && let Some(id) = past_played_id(level, day, matches!(restored, Loaded::Found(_)))
    {
        let raw = read(&<StatsLog as Stored>::key(())).map_err(|()| Static::Storage)?;
        if let Some(raw) = raw {
            let ids = logged_ids(&raw).ok_or(Static::Stored)?;
            if ids.contains(&id) {
                return Err(Static::Game);
            }
        }
    }
    let stored = restored.clone();
    let seed = seed_to_open(link.seed, &restored, unrecorded);
    let key = challenge.as_ref().map(|c| c.key);
    let opening = first_of(slot, seed, key, restored, options, today, now_millis);
    if opening.replaced.is_some()
        || !matches!(
            opening.notice,
            Notice::None
                | Notice::Seeded(_)
                | Notice::Daily(_)
                | Notice::Past(_)
                | Notice::Challenge
        )
    {
        return Err(Static::Notice);
    }
    let time = opened_time(&stored, &opening);
    let game = opening.log.game();
    if game.is_over() || game.is_devious() || game.aids() || opening.source == KeySource::Devious {
        return Err(Static::Game);
    }
    Ok(QuickGame {
        slot,
        record: GameRecord {
            log: opening.log,
            source: opening.source,
            id: Some(opening.id),
            notes: opening.notes,
            pending: false,
            time,
        },
        notice: opening.notice,
        settings,
        challenge,
    })
}
