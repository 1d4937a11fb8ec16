//! The stored forms of the two sessions against the computer: the codebreaker session under
//! `mastermind.v1.codebreaker` (its set-up and its log of moves) and the match in progress under
//! `mastermind.v1.match` (the match file's form plus the row edits of the round in play and the
//! holes of a key being made). Loading is replaying, so a stored value that breaks a rule cannot
//! load.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::code::Code;
use super::codebreaker::{BreakerLog, BreakerMove, Codebreaker};
use super::colour::Colour;
use super::contest::{FileError, MATCH_VERSION, Match, MatchLog, MatchMove, Phase};
use super::game::Move;
use super::history::History;
use super::level::Level;
use super::store::{self, Read, Stored};

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
    pub session: Option<BreakerLog>,
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
        // Plain data: serialising it cannot fail.
        serde_json::to_string(self).unwrap_or_default()
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

    /// Reads a stored session (see [`BreakerRecord`]'s [`Stored::parse`]).
    pub fn parse(raw: &str) -> Read<BreakerRecord> {
        store::read(raw, ())
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
        let making = m.next_maker().is_some_and(|side| m.made_by_person(side));
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

/// Which match a stored match is: against the computer (`mastermind.v1.match`) or between two
/// people on one device (`mastermind.v1.match.people`). Each has its own storage, so starting one
/// never ends the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchKind {
    Computer,
    People,
}

impl MatchKind {
    pub const ALL: [MatchKind; 2] = [MatchKind::Computer, MatchKind::People];

    /// The kind of `m`.
    pub fn of(m: &Match) -> MatchKind {
        if m.between_people() {
            MatchKind::People
        } else {
            MatchKind::Computer
        }
    }

    /// The kind stored under `key`, if a match is stored there.
    pub fn of_key(key: &str) -> Option<MatchKind> {
        MatchKind::ALL
            .into_iter()
            .find(|&kind| MatchRecord::key(kind) == key)
    }
}

/// A stored match and what the player left unfinished in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchRecord {
    pub game: MatchLog,
    pub draft: MatchDraft,
}

impl Stored for MatchRecord {
    type Place = MatchKind;
    const VERSION: u64 = MATCH_VERSION;

    fn key(kind: MatchKind) -> String {
        match kind {
            MatchKind::Computer => "mastermind.v1.match".to_owned(),
            MatchKind::People => "mastermind.v1.match.people".to_owned(),
        }
    }

    fn to_json(&self) -> String {
        stored_match(&self.game, &self.draft)
    }

    /// A `draft` that cannot be read or does not fit is dropped; the match itself is checked as
    /// a match file is.
    fn parse(mut doc: Value, _version: u64, kind: MatchKind) -> Read<MatchRecord> {
        let draft = doc
            .as_object_mut()
            .and_then(|o| o.remove("draft"))
            .and_then(|d| serde_json::from_value::<StoredDraft>(d).ok())
            .unwrap_or_default();
        match Match::from_file(&doc.to_string()) {
            // A match of the other kind is not this place's.
            Ok(m) if MatchKind::of(&m) != kind => Read::UNREADABLE,
            Ok(m) => {
                let secret = MatchDraft {
                    secret: draft.secret.clone(),
                }
                .fit(&m);
                Read::Fine(MatchRecord {
                    game: draft.log(m),
                    draft: secret,
                })
            }
            Err(FileError::Newer(version)) => Read::Newer { version },
            Err(_) => Read::UNREADABLE,
        }
    }
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

/// Reads the stored match of `kind` (see [`MatchRecord`]'s [`Stored::parse`]).
pub fn parse_stored_match(raw: &str, kind: MatchKind) -> Read<MatchRecord> {
    store::read(raw, kind)
}
