#![allow(clippy::expect_used)] // nopanic: swept after the merge
//! The stored forms of the two sessions against the computer: the codebreaker session under
//! `mastermind.v1.codebreaker` (its set-up and its log of moves) and the match in progress under
//! `mastermind.v1.match` (the match file's form plus the player's unfinished holes). Loading is
//! replaying, so a stored value that breaks a rule cannot load.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{BreakerMove, Code, Codebreaker, Colour, FileError, Level, Match, Phase, Side};

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

/// What reading a stored codebreaker session found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BreakerRead {
    /// The stored form and, once started, the session it replays to.
    Fine {
        saved: SavedBreaker,
        session: Option<Codebreaker>,
    },
    /// Unreadable or breaking a rule: back it up and start afresh.
    Damaged,
    /// Written by a newer version: leave it alone.
    Newer { version: u64 },
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

    pub fn parse(raw: &str) -> BreakerRead {
        let Ok(value) = serde_json::from_str::<Value>(raw) else {
            return BreakerRead::Damaged;
        };
        match value.get("version").and_then(Value::as_u64) {
            Some(BREAKER_VERSION) => {}
            Some(version) if version > BREAKER_VERSION => return BreakerRead::Newer { version },
            _ => return BreakerRead::Damaged,
        }
        let Ok(saved) = serde_json::from_value::<SavedBreaker>(value) else {
            return BreakerRead::Damaged;
        };
        if !holes_fit(saved.level, &saved.secret) {
            return BreakerRead::Damaged;
        }
        match saved.session() {
            Ok(session) => BreakerRead::Fine { saved, session },
            Err(()) => BreakerRead::Damaged,
        }
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

/// What reading the stored match found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchRead {
    Fine {
        game: Match,
        draft: MatchDraft,
    },
    /// Unreadable or breaking a rule: back it up and start afresh.
    Damaged(FileError),
    /// Written by a newer version: leave it alone.
    Newer(u64),
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

/// Reads the stored match. A `draft` that cannot be read or does not fit is dropped; the match
/// itself is checked as a match file is.
pub fn parse_stored_match(raw: &str) -> MatchRead {
    let mut value: Value = match serde_json::from_str(raw) {
        Ok(v) => v,
        Err(_) => return MatchRead::Damaged(FileError::NotJson),
    };
    let draft = value
        .as_object_mut()
        .and_then(|o| o.remove("draft"))
        .and_then(|d| serde_json::from_value::<MatchDraft>(d).ok())
        .unwrap_or_default();
    match Match::from_file(&value.to_string()) {
        Ok(game) => {
            let draft = draft.fit(&game);
            MatchRead::Fine { game, draft }
        }
        Err(FileError::Newer(version)) => MatchRead::Newer(version),
        Err(e) => MatchRead::Damaged(e),
    }
}
