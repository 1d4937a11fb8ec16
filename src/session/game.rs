//! The controller of one level's game (the free one, the daily one, or a past date's daily key):
//! which game the page shows first (the saved one, a seeded one, a fresh one, a date's daily key), its board with the log of
//! moves, saving after every move, and what a finished game leaves behind (its record for the
//! statistics, the high-score invitation).

use leptos::prelude::*;

use crate::play::Play;
use crate::rules::{
    Code, Day, Ending, Entry, Finished, Game, GameLog, GameOptions, GameRecord, GameSlot,
    KeySource, Level, Loaded, Name, Notes, Standing, Status, daily_id, parse_seed, random_seed,
};
use crate::storage::{ScoreBook, StatsBook, Store, now};

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
fn drawn(level: Level, options: GameOptions, notice: Notice) -> (KeySource, Notice) {
    if options.devious && !level.is_custom() {
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
/// game has no key to share, and a link's seed always plays its key.
pub fn first_game(
    level: Level,
    seed: Option<&str>,
    restored: Loaded<GameRecord>,
    options: GameOptions,
) -> Opening {
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
) -> Opening {
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

/// Puts `record`, the level's game in progress, aside until the next Play again. One game at a
/// time is put aside: one already there (or one a newer version wrote) stays, and `record` is
/// kept as a backup instead, which Your data lists.
fn put_aside(level: Level, record: &GameRecord) {
    let (store, loaded) = Store::<GameRecord>::open(GameSlot::Aside(level));
    match loaded {
        Loaded::Nothing | Loaded::Damaged(_) if store.writable() => store.save(record),
        _ => {
            store.back_up(record);
        }
    }
}

/// The level's game put aside, taken out of its place; `None` when there is none (or it cannot
/// be read: then it was backed up).
fn take_aside(level: Level) -> Option<GameRecord> {
    let (store, loaded) = Store::<GameRecord>::open(GameSlot::Aside(level));
    let Loaded::Found(record) = loaded else {
        return None;
    };
    store.clear();
    Some(record)
}

/// A new game's id: 64 random bits (or the time, without secure randomness).
fn new_id() -> String {
    let bits = random_seed().unwrap_or_else(|_| js_sys::Date::now() as u64);
    format!("{bits:016x}")
}

/// A new game of `level` whose key comes from `source` (hard mode as `options` say; only a
/// devious source gives a devious game, and its key is only a stand-in until the first answer).
fn new_log(level: Level, source: KeySource, options: GameOptions) -> GameLog {
    let key = source
        .key(level)
        .unwrap_or_else(|| crate::rules::key_from_seed(level, 0));
    let options = GameOptions {
        devious: source == KeySource::Devious,
        ..options
    };
    GameLog::new(Game::new(level, key).with_options(options))
}

/// One level's game as the page plays it.
#[derive(Clone, Copy)]
pub struct GameSession {
    pub slot: GameSlot,
    pub level: Level,
    pub play: Play,
    /// The game's id in the statistics.
    pub id: RwSignal<String>,
    /// Where the key came from: a link's seed, or a drawn one that a shared result can link to.
    pub source: RwSignal<KeySource>,
    pub notice: RwSignal<Notice>,
    /// A win that enters the high scores, in this many turns, waiting for the player's name.
    pub invite: RwSignal<Option<usize>>,
    /// The player's notes on the game (SPEC 13), saved with it.
    pub notes: RwSignal<Notes>,
}

impl GameSession {
    /// Opens the slot's game (see [`first_game`], [`first_daily`], [`first_past`] and
    /// [`first_challenge`]: `key` is a challenge's) and saves it after every move from then on.
    pub fn open(
        slot: GameSlot,
        seed: Option<&str>,
        key: Option<Code>,
        options: GameOptions,
    ) -> GameSession {
        let level = slot.level();
        let (store, restored) = Store::<GameRecord>::open(slot);
        let opening = match slot {
            GameSlot::Free(_) | GameSlot::Aside(_) => first_game(level, seed, restored, options),
            GameSlot::Daily(_) => first_daily(level, today(), restored, options),
            GameSlot::Past(_, day) => first_past(level, day, restored, options),
            GameSlot::Challenge(_) => {
                let key = key.unwrap_or_else(|| crate::rules::key_from_seed(level, 0));
                first_challenge(level, key, restored, options)
            }
        };
        if let Some(record) = &opening.replaced {
            put_aside(level, record);
        }
        let session = GameSession {
            slot,
            level,
            id: RwSignal::new(opening.id),
            play: Play::from_log(opening.log),
            source: RwSignal::new(opening.source),
            notice: RwSignal::new(opening.notice),
            invite: RwSignal::new(None),
            notes: RwSignal::new(opening.notes),
        };
        let (log, source, id, notes) =
            (session.play.log, session.source, session.id, session.notes);
        Effect::new(move || {
            store.save(&GameRecord {
                log: log.get(),
                source: source.get_untracked(),
                id: Some(id.get_untracked()),
                notes: notes.get(),
            })
        });
        // On the move that ends the game (never for a game restored already over): record it in
        // the statistics, and invite a name for a win that enters the high scores (never an
        // aided one).
        let (game, invite) = (session.play.game, session.invite);
        let book = use_context::<ScoreBook>();
        let stats = use_context::<StatsBook>();
        Effect::new(move |before: Option<Status>| {
            let status = game.with(|g| g.status());
            if before == Some(Status::Playing)
                && status != Status::Playing
                && let (Some(stats), Some(finished)) = (stats, session.finished())
            {
                stats.record(finished);
            }
            if let (Some(Status::Playing), Status::Won { turns }) = (before, status)
                && !game.with_untracked(|g| g.aids())
                && !matches!(
                    session.source.get_untracked(),
                    KeySource::Challenge | KeySource::Devious
                )
                && book.is_some_and(|book| book.qualifies(level, turns))
            {
                invite.set(Some(turns));
            }
            status
        });
        session
    }

    /// Saves the awaited high score under `name`.
    pub fn save_score(&self, name: Name) {
        let Some(turns) = self.invite.get_untracked() else {
            return;
        };
        let entry = Entry {
            turns: turns as u8,
            key: self.play.game.with_untracked(|g| g.key()),
            name,
            at: now(),
        };
        if let Some(book) = use_context::<ScoreBook>() {
            book.save(self.level, entry);
        }
        self.invite.set(None);
    }

    /// Starts a new game at the same level with a drawn seed (or against the devious computer,
    /// as `options` say); at a level whose game in progress a seeded link put aside, that game
    /// comes back instead, as it was.
    pub fn again(&self, options: GameOptions) {
        if let GameSlot::Free(level) = self.slot
            && let Some(record) = take_aside(level)
        {
            self.source.set(record.source);
            self.id.set(record.id.unwrap_or_else(new_id));
            self.notice.set(Notice::Back);
            self.invite.set(None);
            self.notes.set(record.notes);
            self.play.resume(record.log);
            return;
        }
        let (source, notice) = drawn(self.level, options, Notice::None);
        self.source.set(source);
        self.id.set(new_id());
        self.notice.set(notice);
        self.invite.set(None);
        self.notes.set(Notes::default());
        let log = new_log(self.level, source, options);
        self.play.restart(log.game().clone());
    }

    /// The record of the game for the statistics, once it has ended.
    pub fn finished(&self) -> Option<Finished> {
        let source = self.source.get_untracked();
        self.play.game.with_untracked(|game| {
            let ending = Ending::of(game.status())?;
            Some(Finished {
                id: self.id.get_untracked(),
                level: self.level,
                key: game.key(),
                seed: source.seed(),
                daily: source.day(),
                past: matches!(self.slot, GameSlot::Past(..)),
                turns: game.turns().len() as u8,
                ending,
                hard: game.hard_mode(),
                aided: game.aids(),
                devious: game.is_devious(),
                at: now(),
            })
        })
    }
}

/// The games opened in this visit, one per level, kept above the routes so that a page rendered
/// again (a language switch, a visit to the rules and back) finds its game as it was.
#[derive(Clone, Copy)]
pub struct GameSessions {
    owner: StoredValue<Option<Owner>, LocalStorage>,
    open: StoredValue<Vec<(GameSession, Owner)>, LocalStorage>,
}

impl GameSessions {
    /// Call once, in the application's root.
    pub fn new() -> GameSessions {
        GameSessions {
            owner: StoredValue::new_local(Owner::current()),
            open: StoredValue::new_local(Vec::new()),
        }
    }

    /// The slot's game: the one already open, unless the URL's seed names another key.
    pub fn get(&self, slot: GameSlot, seed: Option<&str>, options: GameOptions) -> GameSession {
        let wanted = seed.and_then(|s| parse_seed(s).ok()).map(KeySource::Link);
        self.find_or_open(
            slot,
            |session| seed.is_none() || wanted == Some(session.source.get_untracked()),
            || GameSession::open(slot, seed, None, options),
        )
    }

    /// The game of a friend's challenge of `key` at `level`: the one already open if it is of
    /// that key.
    pub fn challenge(&self, level: Level, key: Code, options: GameOptions) -> GameSession {
        let slot = GameSlot::Challenge(level);
        self.find_or_open(
            slot,
            |session| session.play.log.with_untracked(|l| l.start().key()) == key,
            || GameSession::open(slot, None, Some(key), options),
        )
    }

    /// The slot's open game if `keep` takes it, else a new one from `open` in its place.
    fn find_or_open(
        &self,
        slot: GameSlot,
        keep: impl Fn(&GameSession) -> bool,
        open: impl FnOnce() -> GameSession,
    ) -> GameSession {
        let found = self
            .open
            .with_value(|open| open.iter().find(|(s, _)| s.slot == slot).map(|(s, _)| *s));
        if let Some(session) = found
            && keep(&session)
        {
            return session;
        }
        // Each game lives under its own owner, a child of the application's, so replacing it
        // also disposes of its effects.
        let owner = self
            .owner
            .with_value(|o| o.as_ref().map(Owner::child))
            .unwrap_or_else(Owner::new);
        let session = owner.with(open);
        self.open.update_value(|open| {
            if let Some(i) = open.iter().position(|(s, _)| s.slot == slot) {
                let (_, old) = open.remove(i);
                old.cleanup();
            }
            open.push((session, owner));
        });
        session
    }
}

impl Default for GameSessions {
    fn default() -> GameSessions {
        GameSessions::new()
    }
}

/// The UTC date on the browser's clock.
pub fn today() -> Day {
    Day::from_unix_millis(js_sys::Date::now() as i64)
}
