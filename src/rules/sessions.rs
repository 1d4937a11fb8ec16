//! The stored forms of the two sessions against the computer: the codebreaker session under
//! `mastermind.v1.codebreaker` (its set-up and its log of moves) and the match in progress under
//! `mastermind.v1.match` (the match file's form plus the row edits of the round in play and the
//! holes of a key being made). Loading is replaying, so a stored value that breaks a rule cannot
//! load.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{
    BreakerLog, BreakerMove, Code, Codebreaker, Colour, FileError, History, Level, Match, MatchLog,
    MatchMove, Move, Phase, Side,
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

/// What reading a stored codebreaker session found.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant, reason = "read once when the app starts")]
pub enum BreakerRead {
    /// The stored form and, once started, the session's log it replays to.
    Fine {
        saved: SavedBreaker,
        session: Option<BreakerLog>,
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

    /// The session's log these moves replay to (`None` before `Start`), or `Err` when they
    /// break a rule (a row past the level's turns, a level too large for the solver included).
    fn session(&self) -> Result<Option<BreakerLog>, ()> {
        let Some(moves) = &self.moves else {
            return Ok(None);
        };
        let secret = Code::from_holes(self.level, &self.secret);
        if !self.by_hand && secret.is_none() {
            return Err(());
        }
        let start = Codebreaker::new(self.level, secret, self.by_hand);
        History::from_parts(start, moves.clone(), moves.len())
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

/// What the player left unfinished in a match besides the match's own log: the holes of a key
/// being made (the player asked for the next round and is making its key).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchDraft {
    pub secret: Option<Vec<Option<Colour>>>,
}

impl MatchDraft {
    /// Keeps only what fits `m` now: secret holes while the player is to make a key.
    pub fn fit(self, m: &Match) -> MatchDraft {
        let making = m.next_maker() == Some(Side::Player);
        MatchDraft {
            secret: self
                .secret
                .filter(|s| making && holes_fit(m.setup().level, s)),
        }
    }
}

/// The `draft` field of the stored match.
#[derive(Default, Serialize, Deserialize)]
struct StoredDraft {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    secret: Option<Vec<Option<Colour>>>,
    /// The pegs of the active row, as stored before its edits were kept: read, never written.
    #[serde(default, skip_serializing)]
    row: Vec<Option<Colour>>,
    /// The edits of the active row of the round the player breaks since its last row was
    /// played (those undone included), so undo and redo survive a reload.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    edits: Vec<Move>,
    /// How many of `edits` are in force.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    at: Option<usize>,
}

impl StoredDraft {
    /// The log going on from `m` (as read from the stored match file) through the stored edits
    /// of its active row, or the pegs of an older stored form placed one by one; edits that
    /// cannot be replayed are dropped, never the match.
    fn log(&self, m: Match) -> MatchLog {
        let level = m.setup().level;
        let breaking = matches!(m.phase(false), Phase::PlayerBreaks(_));
        let (edits, at) = if !self.edits.is_empty() {
            let at = self.at.unwrap_or(self.edits.len());
            (self.edits.clone(), at)
        } else if holes_fit(level, &self.row) {
            let row = m.rounds().last().map_or(0, |r| r.guesses.len());
            let places: Vec<Move> = (self.row.iter().enumerate())
                .filter_map(|(hole, peg)| peg.map(|colour| Move::Place { row, hole, colour }))
                .collect();
            let at = places.len();
            (places, at)
        } else {
            (Vec::new(), 0)
        };
        if !breaking || edits.is_empty() || !edits.iter().all(|mv| mv.edits_row()) {
            return MatchLog::new(m);
        }
        let moves = edits.into_iter().map(MatchMove::Board).collect();
        MatchLog::from_parts(m.clone(), moves, at).unwrap_or_else(|_| MatchLog::new(m))
    }
}

/// What reading the stored match found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchRead {
    Fine {
        game: MatchLog,
        draft: MatchDraft,
    },
    /// Unreadable or breaking a rule: back it up and start afresh.
    Damaged(FileError),
    /// Written by a newer version: leave it alone.
    Newer(u64),
}

/// The stored form of a match in progress: the match file of the match as it stood after its
/// last move that cannot be undone, plus a `draft` field with the row edits made since (and
/// their undo position) and the holes of a key being made. A stored match without `draft`, or
/// with the `row` earlier versions wrote, loads too.
pub fn stored_match(log: &MatchLog, draft: &MatchDraft) -> String {
    let (mark, settled) = log.checkpoint();
    let mut value: Value = serde_json::from_str(&settled.to_file()).unwrap_or(Value::Null);
    let edits: Vec<Move> = (log.moves().get(mark..).unwrap_or_default().iter())
        .filter_map(|mv| match mv {
            MatchMove::Board(mv) => Some(*mv),
            _ => None,
        })
        .collect();
    let stored = StoredDraft {
        secret: draft.secret.clone(),
        row: Vec::new(),
        at: (!edits.is_empty()).then(|| log.position().saturating_sub(mark)),
        edits,
    };
    if (stored.secret.is_some() || !stored.edits.is_empty())
        && let (Some(object), Ok(stored)) = (value.as_object_mut(), serde_json::to_value(stored))
    {
        object.insert("draft".to_owned(), stored);
    }
    value.to_string()
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
        .and_then(|d| serde_json::from_value::<StoredDraft>(d).ok())
        .unwrap_or_default();
    match Match::from_file(&value.to_string()) {
        Ok(m) => {
            let secret = MatchDraft {
                secret: draft.secret.clone(),
            }
            .fit(&m);
            MatchRead::Fine {
                game: draft.log(m),
                draft: secret,
            }
        }
        Err(FileError::Newer(version)) => MatchRead::Newer(version),
        Err(e) => MatchRead::Damaged(e),
    }
}
