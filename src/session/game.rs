//! The controller of one level's game (the free one, the daily one, or a past date's daily key):
//! which game the page shows first (the saved one, a seeded one, a fresh one, a date's daily key), its board with the log of
//! moves, saving after every move, and what a finished game leaves behind (its record for the
//! statistics, the high-score invitation).

use leptos::prelude::*;

use crate::play::Play;
use crate::rules::code::Code;
use crate::rules::daily::Day;
use crate::rules::game::{GameOptions, Status};
use crate::rules::key_source::KeySource;
use crate::rules::level::Level;
use crate::rules::log::GameLog;
use crate::rules::name::Name;
use crate::rules::notes::Notes;
use crate::rules::opening::{Notice, drawn, first_of, new_log, seed_to_open};
use crate::rules::saved::{GameRecord, GameSlot, game_key};
use crate::rules::scores::Entry;
use crate::rules::stats::Finished;
use crate::rules::store::Loaded;
use crate::storage::{ScoreBook, StatsBook, Store, now};
use crate::tab_hold::Hold;

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

/// Where the quick board played the game first, what the game page asks of the handover
/// ([`crate::handover`]), which provides it, so the page needs no import of it.
#[derive(Clone, Copy)]
pub struct TakeOver {
    /// Called once the page's board is drawn: takes the page over from the quick board.
    pub run: Callback<Handed>,
    /// Whether the quick board has ended the game it played: the stored game is then the one to
    /// show, even where the link's seed would offer its key afresh.
    pub ended: Callback<(), bool>,
}

/// What a page with a board hands the take-over from the quick board ([`TakeOver`]): the board,
/// the id of its game or puzzle, that game as stored (the quick board saved it after every move)
/// when it is this very one, and what records its end.
#[derive(Clone)]
pub struct Handed {
    pub play: Play,
    pub id: String,
    pub stored: Callback<(), Option<GameLog>>,
    pub ended: Callback<()>,
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
    /// Whether this tab plays the game (SPEC §16): claimed by the page that shows it.
    pub hold: Hold,
    /// The name entered in the high scores for this game, if one was.
    pub scored: RwSignal<Option<Name>>,
    /// How long the game has been played (SPEC §16), saved with it.
    pub clock: super::clock::GameClock,
    /// Where a finished game goes (the application's, when it has them): read when the session
    /// opens, since its end may be seen outside any component (at the quick board's handover).
    books: (Option<ScoreBook>, Option<StatsBook>),
    /// The game's id and status as last seen, to tell the move that ends it from a game that
    /// arrives ended (from another tab, see [`GameSession::take_stored`]).
    seen: StoredValue<Option<(String, Status)>>,
    /// What this tab wrote last: the same record is not written again (a finished game's page
    /// left, whose time no longer changes, leaves storage as it is), and found in storage when
    /// this tab gains the game it is no news from another tab ([`GameSession::take_stored`]).
    written: StoredValue<Option<GameRecord>>,
}

impl GameSession {
    /// Opens the slot's game (see [`first_of`]: `key` is a challenge's) and saves it after every move from then on.
    pub fn open(
        slot: GameSlot,
        seed: Option<&str>,
        key: Option<Code>,
        options: GameOptions,
    ) -> GameSession {
        let level = slot.level();
        let (store, restored) = Store::<GameRecord>::open(slot);
        // A won game whose high score was waiting for a name when the page was left.
        let pending = match &restored {
            Loaded::Found(record) if record.pending => record.id.clone(),
            _ => None,
        };
        // A seeded game the quick board ended in this tab, not yet recorded, is the game to show
        // (and record), not the seed's key afresh.
        let unrecorded = crate::storage::ended_elsewhere();
        let seed = seed_to_open(seed, &restored, unrecorded.as_deref());
        let stored = restored.clone();
        let opening = first_of(slot, seed, key, restored, options, today(), clock());
        if let Some(record) = &opening.replaced {
            put_aside(level, record);
        }
        let time = crate::rules::clock::opened_time(&stored, &opening);
        let hold = Hold::new(game_key(slot));
        let held = Signal::derive(move || hold.plays());
        let session = GameSession {
            slot,
            level,
            hold,
            id: RwSignal::new(opening.id),
            play: Play::from_log(opening.log).held_by(held),
            source: RwSignal::new(opening.source),
            notice: RwSignal::new(opening.notice),
            invite: RwSignal::new(None),
            notes: RwSignal::new(opening.notes),
            scored: RwSignal::new(None),
            seen: StoredValue::new(None),
            written: StoredValue::new(None),
            clock: super::clock::GameClock::new(time),
            books: (use_context::<ScoreBook>(), use_context::<StatsBook>()),
        };
        if pending.is_some() && pending == Some(session.id.get_untracked()) {
            session.invite.set(session.invitation());
        }
        let (log, source, id, notes, invite) = (
            session.play.log,
            session.source,
            session.id,
            session.notes,
            session.invite,
        );
        // The game as opened is written at once; after that, only while this tab holds it (a
        // tab another one took the game from writes nothing, SPEC §16).
        let (clock, written) = (session.clock, session.written);
        Effect::new(move |opened: Option<()>| {
            clock.track();
            clock.sync(log.with(|l| !l.game().is_over()));
            let record = GameRecord {
                log: log.get(),
                source: source.get_untracked(),
                id: Some(id.get_untracked()),
                notes: notes.get(),
                pending: invite.with(Option::is_some),
                time: clock.time(),
            };
            let fresh = written.with_value(|w| w.as_ref() != Some(&record));
            if fresh && (opened.is_none() || hold.here()) {
                store.save(&record);
                written.set_value(Some(record));
            }
        });
        // On the move that ends the game (never for a game restored already over, or taken
        // over from another tab): what a finished game leaves behind ([`GameSession::ended`]).
        let game = session.play.game;
        let seen = session.seen;
        Effect::new(move || {
            let now = (id.get(), game.with(|g| g.status()));
            let before = seen
                .try_update_value(|seen| seen.replace(now.clone()))
                .flatten();
            if before.is_some_and(|(was_id, was)| {
                was_id == now.0 && was == Status::Playing && now.1 != Status::Playing
            }) {
                session.ended();
            }
        });
        hold.when_gained(move || session.take_stored());
        session
    }

    /// Goes on from the game as stored, when this tab gains it (SPEC §16): another tab may have
    /// played it, ended it, or started another in the slot since this tab last wrote. What
    /// another tab ended it has recorded already; the high-score invitation comes with it when
    /// it was still waiting for a name.
    pub fn take_stored(&self) {
        let Some(record) = crate::storage::peek::<GameRecord>(self.slot) else {
            return;
        };
        // Storage holds what this tab wrote last: no other tab has played since. The game here
        // goes on as it is, even when it has moved on and its write is still to come (`Play
        // again` pressed in the moment before the first hold, which would otherwise bring the
        // game it left back).
        if self.written.with_value(|w| w.as_ref() == Some(&record)) {
            return;
        }
        let id = record.id.clone().unwrap_or_else(new_id);
        // This tab's own game, stored as it was a move or two ago (a write still to come):
        // it goes on as this tab has it.
        let ours = self.play.log.get_untracked();
        if id == self.id.get_untracked() && ours.extends(&record.log) {
            return;
        }
        let status = record.log.game().status();
        self.seen.set_value(Some((id.clone(), status)));
        self.id.set(id);
        self.source.set(record.source);
        self.notes.set(record.notes);
        self.invite.set(None);
        self.clock.reset(record.time);
        self.play.take(record.log);
        if record.pending {
            self.invite.set(self.invitation());
        }
    }

    /// What a finished game leaves behind: its record in the statistics (once per game id: a
    /// game the quick board ended is recorded here, as it is taken over or on the tab's next page
    /// with it), and the invitation to enter a win in the high scores (never an aided one, a
    /// challenge's or the devious computer's).
    pub fn ended(&self) {
        crate::storage::forget_ended_elsewhere(&self.id.get_untracked());
        let (scores, stats) = self.books;
        if let (Some(stats), Some(finished)) = (stats, self.finished()) {
            stats.record(finished);
        }
        if let Some(turns) = self.invitation_in(scores) {
            self.invite.set(Some(turns));
        }
    }

    /// The turns of a won game that enters the high scores (never an aided one, a challenge's
    /// or the devious computer's); `None` otherwise.
    fn invitation(&self) -> Option<usize> {
        self.invitation_in(self.books.0)
    }

    fn invitation_in(&self, scores: Option<ScoreBook>) -> Option<usize> {
        let status = self.play.game.with_untracked(|g| g.status());
        match status {
            Status::Won { turns }
                if !self.play.game.with_untracked(|g| g.aids())
                    && !matches!(
                        self.source.get_untracked(),
                        KeySource::Challenge | KeySource::Devious
                    )
                    && scores.is_some_and(|book| {
                        book.qualifies(self.level, turns, self.clock.time())
                    }) =>
            {
                Some(turns)
            }
            _ => None,
        }
    }

    /// What the game page hands the take-over from the quick board ([`Handed`]).
    pub fn handed(self) -> Handed {
        let slot = self.slot;
        let id = self.id.get_untracked();
        let mine = id.clone();
        Handed {
            play: self.play,
            id,
            stored: Callback::new(move |()| {
                crate::storage::peek::<GameRecord>(slot)
                    .filter(|record| record.id.as_deref() == Some(mine.as_str()))
                    .map(|record| record.log)
            }),
            ended: Callback::new(move |()| self.ended()),
        }
    }

    /// A game the quick board ended in this tab that nobody has recorded yet (the handover is
    /// taking place now, or never came: a reload, a page left before the whole game arrived):
    /// what it leaves behind ([`GameSession::ended`]), once.
    pub fn ended_unrecorded(&self) {
        let id = self.id.get_untracked();
        if self.play.game.with_untracked(|g| g.is_over())
            && crate::storage::ended_elsewhere().as_deref() == Some(id.as_str())
        {
            self.ended();
        }
    }

    /// Saves the awaited high score under `name`.
    pub fn save_score(&self, name: Name) {
        let Some(turns) = self.invite.get_untracked() else {
            return;
        };
        let entry = Entry {
            turns: turns as u8,
            key: self.play.game.with_untracked(|g| g.key()),
            name: name.clone(),
            at: now(),
            time_ms: self.clock.time(),
        };
        self.scored.set(Some(name));
        if let Some(book) = self.books.0 {
            book.save(self.level, entry);
        }
        self.invite.set(None);
    }

    /// Leaves the game in progress for a new one (`Play again`, confirmed): a game with a
    /// submitted row ends as quit and is recorded so ([`crate::rules::ended::abandoned`]), so a losing
    /// game cannot be dodged; an untouched board or a finished game leaves nothing behind.
    pub fn abandon(&self) {
        if self.play.abandon() {
            self.ended();
        }
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
            self.scored.set(None);
            self.notes.set(record.notes);
            self.clock.reset(record.time);
            self.play.resume(record.log);
            return;
        }
        let (source, notice) = drawn(self.level, options, Notice::None);
        self.source.set(source);
        self.id.set(new_id());
        self.notice.set(notice);
        self.invite.set(None);
        self.scored.set(None);
        self.notes.set(Notes::default());
        self.clock.reset(Some(0));
        let log = new_log(self.level, source, options);
        self.play.restart(log.game().clone());
    }

    /// The record of the game for the statistics, once it has ended.
    pub fn finished(&self) -> Option<Finished> {
        let (source, id) = (self.source.get_untracked(), self.id.get_untracked());
        self.play
            .game
            .with_untracked(|game| Finished::of(game, self.slot, source, id, now()))
            .map(|f| f.timed(self.clock.time()))
    }
}

/// The browser's clock, in milliseconds since the Unix epoch.
pub fn clock() -> u64 {
    js_sys::Date::now() as u64
}

/// The UTC date on the browser's clock.
pub fn today() -> Day {
    Day::from_unix_millis(clock() as i64)
}

/// A new game's id ([`crate::rules::opening::new_id`] on the browser's clock).
fn new_id() -> String {
    crate::rules::opening::new_id(clock())
}
