//! Which game a level's page opens (Tatham's "new game" and "load"): the saved one, a seeded
//! one, a fresh one, a date's daily key or a friend's challenge, with the notice the page shows
//! about it. Pure: the stored game, the options and the clock come in as values, so the whole
//! game's session and the quick board of a game link open the very same game.

use super::code::Code;
use super::daily::{Day, daily_id};
use super::game::{Game, GameOptions, Standing};
use super::key::{parse_seed, random_seed};
use super::key_source::KeySource;
use super::level::Level;
use super::log::GameLog;
use super::notes::Notes;
use super::saved::{GameRecord, GameSlot};
use super::store::Loaded;

/// What the notice under the game's summary says about this game.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    None,
    Seeded(u64),
    SeedIgnored(String),
    NoRandomness,
    Damaged(Option<String>),
    Newer,
    /// The daily key of this UTC date.
    Daily(Day),
    /// The daily key of a past UTC date, played later.
    Past(Day),
    /// A friend's challenge: no high score.
    Challenge,
    /// A seeded game that took the place of the level's game in progress, which was put aside
    /// and comes back at the next `Play again`.
    SeededAside(u64),
    /// The game put aside is back.
    Back,
}

/// A drawn seed for a new game, or a fixed one (with a notice) in a browser without secure
/// randomness; no key at all for a game against the devious computer.
pub fn drawn(level: Level, options: GameOptions, notice: Notice) -> (KeySource, Notice) {
    if options.devious && level.number().is_some() {
        return (KeySource::Devious, notice);
    }
    match random_seed() {
        Ok(seed) => (KeySource::Drawn(seed), notice),
        Err(_) => (KeySource::Drawn(0), Notice::NoRandomness),
    }
}

/// The notice of a game whose key came from `source`.
fn notice_of(source: KeySource) -> Notice {
    match source {
        KeySource::Link(seed) => Notice::Seeded(seed),
        _ => Notice::None,
    }
}

/// How a level's game starts when its page opens.
#[derive(Clone, Debug, PartialEq)]
pub struct Opening {
    pub log: GameLog,
    pub source: KeySource,
    /// The game's id in the statistics.
    pub id: String,
    pub notice: Notice,
    /// The player's notes on the game (none on a new one).
    pub notes: Notes,
    /// The level's game in progress that a seeded link's game takes the place of: the session
    /// puts it aside until the next Play again.
    pub replaced: Option<GameRecord>,
}

impl Opening {
    /// A stored game as it was, with `notice`; `id` names it if it was stored without an id.
    fn resume(record: &GameRecord, id: impl FnOnce() -> String, notice: Notice) -> Opening {
        Opening {
            log: record.log.clone(),
            source: record.source,
            id: record.id.clone().unwrap_or_else(id),
            notice,
            notes: record.notes,
            replaced: None,
        }
    }

    /// A new game, `log`, saying `notice` unless what was stored could not be used (damaged, or
    /// of a newer version), which it says instead.
    fn start(
        log: GameLog,
        source: KeySource,
        id: String,
        restored: &Loaded<GameRecord>,
        notice: Notice,
    ) -> Opening {
        Opening {
            log,
            source,
            id,
            notes: Notes::default(),
            replaced: None,
            notice: match restored {
                Loaded::Damaged(backup) => Notice::Damaged(backup.clone()),
                Loaded::Newer => Notice::Newer,
                _ => notice,
            },
        }
    }
}

/// The game to show: the saved one of this level (finished or not), unless the URL's seed asks
/// for another. A new game follows the player's `options` (hard mode, the devious computer), and
/// its key comes from a seed (the link's, or a drawn one) so it can always be shared; a devious
/// game has no key to share, and a link's seed always plays its key. `now_millis` is the clock,
/// for a new game's id without secure randomness.
pub fn first_game(
    level: Level,
    seed: Option<&str>,
    restored: Loaded<GameRecord>,
    options: GameOptions,
    now_millis: u64,
) -> Opening {
    let new_id = || new_id(now_millis);
    let seed = seed.map(parse_seed);
    let fresh = |(source, notice): (KeySource, Notice)| Opening {
        log: new_log(level, source, options),
        source,
        id: new_id(),
        notice,
        notes: Notes::default(),
        replaced: None,
    };
    if let Some(Ok(seed)) = seed {
        let link = KeySource::Link(seed);
        // A seeded link resumes its game while it is being played; once over, it offers the
        // same key afresh (that is what a shared link is for).
        if let Loaded::Found(record) = &restored
            && record.source == link
            && !record.log.game().is_over()
        {
            return Opening::resume(record, new_id, Notice::Seeded(seed));
        }
        // The level's own game in progress (a row played) gives way to the link's key: it is
        // handed back to be put aside (SPEC 5: nothing a player owns is lost), and the notice
        // says so.
        let replaced = match restored {
            Loaded::Found(record)
                if matches!(record.log.game().standing(), Standing::InProgress { .. }) =>
            {
                Some(record)
            }
            _ => None,
        };
        let notice = match replaced {
            Some(_) => Notice::SeededAside(seed),
            None => Notice::Seeded(seed),
        };
        return Opening {
            replaced,
            ..fresh((link, notice))
        };
    }
    let ignored = |notice: Notice| match &seed {
        Some(Err(bad)) => Notice::SeedIgnored(bad.0.clone()),
        _ => notice,
    };
    match restored {
        Loaded::Found(GameRecord {
            log,
            source,
            id,
            notes,
            pending: _,
            time: _,
        }) => Opening {
            log,
            source,
            id: id.unwrap_or_else(new_id),
            notice: ignored(notice_of(source)),
            notes,
            replaced: None,
        },
        Loaded::Damaged(backup) => fresh(drawn(level, options, Notice::Damaged(backup))),
        Loaded::Newer => fresh(drawn(level, options, Notice::Newer)),
        Loaded::Nothing => fresh(drawn(level, options, ignored(Notice::None))),
    }
}

/// The game `slot`'s page opens, as both programs open it: a level's own game or the one put
/// aside ([`first_game`], `seed` the link's, see [`seed_to_open`]), today's daily key
/// ([`first_daily`], `today` the UTC date), a past date's ([`first_past`]) or a friend's
/// challenge of `key` ([`first_challenge`]; without a key, the level's first seed's).
pub fn first_of(
    slot: GameSlot,
    seed: Option<&str>,
    key: Option<Code>,
    restored: Loaded<GameRecord>,
    options: GameOptions,
    today: Day,
    now_millis: u64,
) -> Opening {
    let level = slot.level();
    match slot {
        GameSlot::Free(_) | GameSlot::Aside(_) => {
            first_game(level, seed, restored, options, now_millis)
        }
        GameSlot::Daily(_) => first_daily(level, today, restored, options),
        GameSlot::Past(_, day) => first_past(level, day, restored, options),
        GameSlot::Challenge(_) => {
            let key = key.unwrap_or_else(|| super::key::key_from_seed(level, 0));
            first_challenge(level, key, restored, options, now_millis)
        }
    }
}

/// The seed a link's game opens with: the link's, unless the level's stored game is one the quick
/// board ended in this tab and nobody has recorded yet (`unrecorded`, its id), or the link's own
/// game won with its high score still waiting for a name (a reload of the link): that game is the
/// one to show, not the seed's key afresh. Both programs open a seeded link with it.
pub fn seed_to_open<'a>(
    seed: Option<&'a str>,
    restored: &Loaded<GameRecord>,
    unrecorded: Option<&str>,
) -> Option<&'a str> {
    let ended_unrecorded = matches!(restored, Loaded::Found(r)
        if r.log.game().is_over() && r.id.is_some() && r.id.as_deref() == unrecorded);
    let link = seed.and_then(|s| parse_seed(s).ok()).map(KeySource::Link);
    let pending = matches!(restored, Loaded::Found(r) if r.pending && link == Some(r.source));
    seed.filter(|_| !ended_unrecorded && !pending)
}

/// The daily game to show on the UTC date `today`: the stored one while it is today's, while it
/// is still being played (a day that changes mid-game lets that game finish) and when it is of a
/// later date (a clock set back never offers a second attempt); otherwise today's key afresh.
pub fn first_daily(
    level: Level,
    today: Day,
    restored: Loaded<GameRecord>,
    options: GameOptions,
) -> Opening {
    if let Loaded::Found(record) = &restored
        && let Some(day) = record.source.day()
        && (day >= today || !record.log.game().is_over())
    {
        return Opening::resume(record, || daily_id(level, day), Notice::Daily(day));
    }
    let source = KeySource::Daily(today);
    let log = new_log(level, source, options);
    Opening::start(
        log,
        source,
        daily_id(level, today),
        &restored,
        Notice::Daily(today),
    )
}

/// The daily key of a past date `day` (SPEC 12): its stored game, or a fresh one. Whether the
/// date may still be played (one attempt per date) is the page's to check ([`daily_id`] in the
/// statistics).
pub fn first_past(
    level: Level,
    day: Day,
    restored: Loaded<GameRecord>,
    options: GameOptions,
) -> Opening {
    if let Loaded::Found(record) = &restored
        && record.source.day() == Some(day)
    {
        return Opening::resume(record, || daily_id(level, day), Notice::Past(day));
    }
    let source = KeySource::Daily(day);
    let log = new_log(level, source, options);
    Opening::start(
        log,
        source,
        daily_id(level, day),
        &restored,
        Notice::Past(day),
    )
}

/// A friend's challenge of `key` (SPEC 12): its stored game while it is of that key (finished or
/// not), else a fresh game of it.
pub fn first_challenge(
    level: Level,
    key: Code,
    restored: Loaded<GameRecord>,
    options: GameOptions,
    now_millis: u64,
) -> Opening {
    let new_id = || new_id(now_millis);
    if let Loaded::Found(record) = &restored
        && record.source == KeySource::Challenge
        && record.log.start().key() == key
    {
        return Opening::resume(record, new_id, Notice::Challenge);
    }
    let log = GameLog::new(Game::new(level, key).with_hard_mode(options.hard));
    Opening::start(
        log,
        KeySource::Challenge,
        new_id(),
        &restored,
        Notice::Challenge,
    )
}

/// A new game's id: 64 random bits (or the time, `now_millis`, without secure randomness).
pub fn new_id(now_millis: u64) -> String {
    let bits = random_seed().unwrap_or(now_millis);
    format!("{bits:016x}")
}

/// A new game of `level` whose key comes from `source` (hard mode as `options` say; only a
/// devious source gives a devious game, and its key is only a stand-in until the first answer).
pub fn new_log(level: Level, source: KeySource, options: GameOptions) -> GameLog {
    let key = source
        .key(level)
        .unwrap_or_else(|| super::key::key_from_seed(level, 0));
    let options = GameOptions {
        devious: source == KeySource::Devious,
        ..options
    };
    GameLog::new(Game::new(level, key).with_options(options))
}
