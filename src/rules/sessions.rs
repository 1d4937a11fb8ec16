#![allow(clippy::expect_used)] // nopanic: swept after the merge
//! The stored forms of the two sessions against the computer: the codebreaker session under
//! `mastermind.v1.codebreaker` (its set-up and its log of moves) and the match in progress under
//! `mastermind.v1.match` (the match file's form plus the player's unfinished holes). Loading is
//! replaying, so a stored value that breaks a rule cannot load.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::store::{self, Read, Stored};
use super::{
    BreakerMove, Code, Codebreaker, Colour, FileError, Level, MATCH_VERSION, Match, Phase, Side,
};

/// The version of the stored codebreaker session's schema.
pub const BREAKER_VERSION: u64 = 1;

/// Whether `holes` fit `level`: one per peg, each empty or a colour of the level.
fn holes_fit(level: Level, holes: &[Option<Colour>]) -> bool {
    holes.len() == level.pegs() && holes.iter().flatten().all(|c| c.index() < level.colours())
}

/// The stored form of a codebreaker session: the set-up as the player left it (the secret's holes
/// even half-filled) and, once started, the session's moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedBreaker {
    pub version: u64,
    pub level: Level,
    pub by_hand: bool,
    pub secret: Vec<Option<Colour>>,
    /// `None` before `Start`.
    pub moves: Option<Vec<BreakerMove>>,
}

/// A stored codebreaker session: its stored form and, once started, the session it replays to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BreakerRecord {
    pub saved: SavedBreaker,
    pub session: Option<Codebreaker>,
}

impl Stored for BreakerRecord {
    type Place = ();
    const VERSION: u64 = BREAKER_VERSION;

    fn key((): ()) -> String {
        format!("mastermind.v{BREAKER_VERSION}.codebreaker")
    }

    fn to_json(&self) -> String {
        self.saved.to_json()
    }

    fn parse(doc: Value, _version: u64, (): ()) -> Read<BreakerRecord> {
        let Ok(saved) = serde_json::from_value::<SavedBreaker>(doc) else {
            return Read::UNREADABLE;
        };
        if !holes_fit(saved.level, &saved.secret) {
            return Read::UNREADABLE;
        }
        match saved.session() {
            Ok(session) => Read::Fine(BreakerRecord { saved, session }),
            Err(()) => Read::UNREADABLE,
        }
    }
}

impl SavedBreaker {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a session serialises")
    }

    /// The session these moves replay to (`None` before `Start`), or `None` inside `Err` when
    /// they break a rule.
    fn session(&self) -> Result<Option<Codebreaker>, ()> {
        let Some(moves) = &self.moves else {
            return Ok(None);
        };
        let secret = Code::from_holes(self.level, &self.secret);
        if !self.by_hand && secret.is_none() {
            return Err(());
        }
        Codebreaker::replay(self.level, secret, self.by_hand, moves)
            .map(Some)
            .map_err(|_| ())
    }

    /// Reads a stored session (see [`BreakerRecord`]'s [`Stored::parse`]).
    pub fn parse(raw: &str) -> Read<BreakerRecord> {
        store::read(raw, ())
    }
}

/// What the player left unfinished in a match: the holes of a key being made, and the active row
/// of a round being broken.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchDraft {
    /// The player asked for the next round and is making its key: the holes so far.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<Vec<Option<Colour>>>,
    /// The active row of the round the player breaks (empty when there is none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub row: Vec<Option<Colour>>,
}

impl MatchDraft {
    /// Keeps only what fits `m` now: secret holes while the player is to make a key, a row while
    /// the player breaks one.
    pub fn fit(self, m: &Match) -> MatchDraft {
        let level = m.setup().level;
        let making = m.next_maker() == Some(Side::Player);
        let breaking = matches!(m.phase(false), Phase::PlayerBreaks(_));
        MatchDraft {
            secret: self.secret.filter(|s| making && holes_fit(level, s)),
            row: if breaking && holes_fit(level, &self.row) {
                self.row
            } else {
                Vec::new()
            },
        }
    }
}

/// A stored match and what the player left unfinished in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchRecord {
    pub game: Match,
    pub draft: MatchDraft,
}

impl Stored for MatchRecord {
    type Place = ();
    const VERSION: u64 = MATCH_VERSION;

    fn key((): ()) -> String {
        "mastermind.v1.match".to_owned()
    }

    fn to_json(&self) -> String {
        stored_match(&self.game, &self.draft)
    }

    /// A `draft` that cannot be read or does not fit is dropped; the match itself is checked as
    /// a match file is.
    fn parse(mut doc: Value, _version: u64, (): ()) -> Read<MatchRecord> {
        let draft = doc
            .as_object_mut()
            .and_then(|o| o.remove("draft"))
            .and_then(|d| serde_json::from_value::<MatchDraft>(d).ok())
            .unwrap_or_default();
        match Match::from_file(&doc.to_string()) {
            Ok(game) => {
                let draft = draft.fit(&game);
                Read::Fine(MatchRecord { game, draft })
            }
            Err(FileError::Newer(version)) => Read::Newer { version },
            Err(_) => Read::UNREADABLE,
        }
    }
}

/// The stored form of a match in progress: the match file, plus a `draft` field when the player
/// left holes unfinished. A stored match without `draft` (as earlier versions wrote) loads as is.
pub fn stored_match(m: &Match, draft: &MatchDraft) -> String {
    let mut value: Value = serde_json::from_str(&m.to_file()).expect("a match file is JSON");
    if *draft != MatchDraft::default()
        && let (Some(object), Ok(draft)) = (value.as_object_mut(), serde_json::to_value(draft))
    {
        object.insert("draft".to_owned(), draft);
    }
    serde_json::to_string(&value).expect("a match serialises")
}

/// Reads the stored match (see [`MatchRecord`]'s [`Stored::parse`]).
pub fn parse_stored_match(raw: &str) -> Read<MatchRecord> {
    store::read(raw, ())
}
