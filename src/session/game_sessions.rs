//! The games opened in this visit, one per slot, kept above the routes.

use leptos::prelude::*;

use crate::rules::code::Code;
use crate::rules::game::GameOptions;
use crate::rules::key::parse_seed;
use crate::rules::key_source::KeySource;
use crate::rules::level::Level;
use crate::rules::saved::GameSlot;
use crate::session::game::GameSession;

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
