//! Friends (SPEC 18): a head-to-head record per name met through challenges and replies, stored
//! under `mastermind.v1.friends`.
//!
//! The stored form is `{"version": 1, "games": [game, …]}`, each game an object such as
//!
//! ```json
//! {"id": "r-5f0e4c1d2b3a4958", "name": "Ana", "result": "won", "at": "2026-11-23T08:03:29.123Z"}
//! ```
//!
//! `id` is what was counted: a reply's id ([`Reply::id`], the same however often it is opened) or
//! `c-` and the id of a challenge's game played here; `name` is the friend's; `result` is this
//! browser's player's side of the comparison: `won`, `lost`, `drawn`, or `played`, which counts
//! in `Games` alone and which records written before every game had a result hold for a key
//! one side set without playing it; `at` is when it was counted (UTC).
//!
//! **The comparison** ([`compare`]): a key both have played is won by fewer guesses, then less
//! time; a broken key beats one not broken; two keys not broken, or the same guesses with a time
//! unknown on either side, are drawn. A key one side set without playing it is won by the other
//! when they broke it, else by the side that set it. Both browsers compare what the links carry (the
//! challenge's sender result, which has no time, and the reply's rows and time), never something
//! only one of them knows, so both show the same record.
//!
//! A game is counted once: recording an id already in the log changes nothing, and two tabs' or
//! two backups' logs merge by id without doubling or losing a game.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::challenge::{Challenge, SenderResult};
use super::game::Status;
use super::name::Name;
use super::reply::Reply;
use super::store::{self, Logged, Read, Stored};
use super::time::Timestamp;

/// The version of the stored record's schema (`mastermind.v1.friends`).
pub const FRIENDS_VERSION: u64 = 1;

/// How a game with a friend came out, for this browser's player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// This player won.
    Won,
    /// The friend won.
    Lost,
    Drawn,
    /// Only one side played the key: counted in `Games`, won by nobody.
    Played,
}

/// One side's result against a key: the turns it was broken in (`None`: not broken) and the
/// time, when known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Side {
    pub turns: Option<usize>,
    pub time_ms: Option<u32>,
}

impl Side {
    /// The side of a challenge's sender, as its link says (no time).
    pub fn of_sender(result: SenderResult) -> Side {
        Side {
            turns: result.turns(),
            time_ms: None,
        }
    }

    /// The side of a game that ended with `status` in `time_ms`.
    pub fn of_status(status: Status, time_ms: Option<u32>) -> Side {
        Side {
            turns: match status {
                Status::Won { turns } => Some(turns),
                _ => None,
            },
            time_ms,
        }
    }
}

/// `you` against `they` on one key: fewer guesses, then less time (see the module's
/// documentation). A key one side set without playing it (SPEC 18: every game has one result)
/// is won by the side that played it when it broke the key, by the other when it did not.
/// `Played` (counted, won by nobody) is left for records written before that rule.
pub fn compare(you: Option<Side>, they: Option<Side>) -> Outcome {
    let (you, they) = match (you, they) {
        (Some(you), Some(they)) => (you, they),
        (Some(you), None) if you.turns.is_some() => return Outcome::Won,
        (Some(_), None) => return Outcome::Lost,
        (None, Some(they)) if they.turns.is_some() => return Outcome::Lost,
        (None, Some(_)) => return Outcome::Won,
        (None, None) => return Outcome::Played,
    };
    let by = |ours: Option<u64>, theirs: Option<u64>| match (ours, theirs) {
        (Some(a), Some(b)) if a < b => Outcome::Won,
        (Some(a), Some(b)) if a > b => Outcome::Lost,
        _ => Outcome::Drawn,
    };
    match (you.turns, they.turns) {
        (Some(_), None) => Outcome::Won,
        (None, Some(_)) => Outcome::Lost,
        (None, None) => Outcome::Drawn,
        (Some(a), Some(b)) if a != b => by(Some(a as u64), Some(b as u64)),
        (Some(_), Some(_)) => by(you.time_ms.map(u64::from), they.time_ms.map(u64::from)),
    }
}

/// One game with a friend, as the record holds it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Meeting {
    /// What was counted (a reply's id, or `c-` and a challenge game's id).
    pub id: String,
    /// The friend's name.
    pub name: Name,
    pub result: Outcome,
    /// When it was counted.
    pub at: Timestamp,
}

impl Meeting {
    /// A reply opened by the challenger: the friend's rows against the sender's result that the
    /// reply carries back.
    pub fn of_reply(reply: &Reply, at: Timestamp) -> Meeting {
        let they = Side {
            turns: reply.turns(),
            time_ms: reply.time_ms,
        };
        let you = reply.challenge.result.map(Side::of_sender);
        Meeting {
            id: reply.id(),
            name: reply.name.clone(),
            result: compare(you, Some(they)),
            at,
        }
    }

    /// A challenge's game finished here (`game_id`, the game's own id), against its sender's
    /// result; `None` for a challenge without a name (no one to count it with) or a game not over.
    pub fn of_challenge(
        challenge: &Challenge,
        game_id: &str,
        status: Status,
        time_ms: Option<u32>,
        at: Timestamp,
    ) -> Option<Meeting> {
        let name = challenge.name.clone()?;
        if status == Status::Playing {
            return None;
        }
        let you = Side::of_status(status, time_ms);
        let they = challenge.result.map(Side::of_sender);
        Some(Meeting {
            id: format!("c-{game_id}"),
            name,
            result: compare(Some(you), they),
            at,
        })
    }
}

impl Logged for Meeting {
    fn id(&self) -> &str {
        &self.id
    }

    fn at(&self) -> &Timestamp {
        &self.at
    }

    fn is_valid(&self) -> bool {
        !self.id.is_empty()
    }
}

/// One row of the `Friends` table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub name: Name,
    pub games: usize,
    pub won: usize,
    pub lost: usize,
    pub drawn: usize,
}

/// Every game counted with a friend: at most one per id, in the order they were counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Friends {
    games: Vec<Meeting>,
}

/// The stored form.
#[derive(Serialize)]
struct Form<'a> {
    version: u64,
    games: &'a [Meeting],
}

impl Friends {
    /// A record of `games`, each id once (as [`store::each_id_once`] keeps them).
    pub fn from_games(games: impl IntoIterator<Item = Meeting>) -> Friends {
        Friends {
            games: store::each_id_once(games),
        }
    }

    pub fn games(&self) -> &[Meeting] {
        &self.games
    }

    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    pub fn contains(&self, id: &str) -> bool {
        self.games.iter().any(|g| g.id == id)
    }

    /// Counts a game once: an id already here changes nothing. Returns whether it was added.
    pub fn insert(&mut self, game: Meeting) -> bool {
        if !game.is_valid() || self.contains(&game.id) {
            return false;
        }
        store::insert_in_order(&mut self.games, game);
        true
    }

    /// Both records' games, each id once: nothing of either lost, nothing doubled.
    pub fn merge(&self, other: &Friends) -> Friends {
        Friends::from_games(self.games.iter().chain(&other.games).cloned())
    }

    /// One row per name, in the names' order.
    pub fn records(&self) -> Vec<Record> {
        let mut rows: std::collections::BTreeMap<&Name, Record> = Default::default();
        for game in &self.games {
            let row = rows.entry(&game.name).or_insert_with(|| Record {
                name: game.name.clone(),
                games: 0,
                won: 0,
                lost: 0,
                drawn: 0,
            });
            row.games += 1;
            match game.result {
                Outcome::Won => row.won += 1,
                Outcome::Lost => row.lost += 1,
                Outcome::Drawn => row.drawn += 1,
                Outcome::Played => {}
            }
        }
        rows.into_values().collect()
    }

    /// The JSON stored under `mastermind.v1.friends`.
    pub fn to_json(&self) -> String {
        let stored = Form {
            version: FRIENDS_VERSION,
            games: &self.games,
        };
        // Plain data always serialises; were it not to, an empty value reads as damaged.
        serde_json::to_string(&stored).unwrap_or_default()
    }

    /// Reads stored JSON; never fails, but says what it could not read.
    pub fn parse(raw: &str) -> Read<Friends> {
        store::read(raw, ())
    }
}

impl Stored for Friends {
    type Place = ();
    const VERSION: u64 = FRIENDS_VERSION;

    fn key((): ()) -> String {
        format!("mastermind.v{FRIENDS_VERSION}.friends")
    }

    fn to_json(&self) -> String {
        Friends::to_json(self)
    }

    fn entries(&self) -> usize {
        self.games.len()
    }

    /// Both tabs' games: none counted by either is lost.
    fn merge(stored: Friends, mine: &Friends) -> Friends {
        stored.merge(mine)
    }

    /// Games are read one by one, so one unreadable game costs only itself.
    fn parse(doc: Value, _version: u64, (): ()) -> Read<Friends> {
        match store::read_entries(&doc, "games") {
            Some((games, dropped)) => Read::with_dropped(Friends::from_games(games), dropped),
            None => Read::UNREADABLE,
        }
    }
}
