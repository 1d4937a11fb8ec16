//! A reply to a challenge (SPEC 18): the friend who played a challenge's key sends their rows back
//! to the one who set it, in a link's fragment (`/reply#r1…`), which no browser sends to a server.
//!
//! **What the challenger's browser knows.** Nothing about the challenges it sent is stored (a
//! challenge link may have been made on another device, or before this version), so a reply
//! carries the challenge it answers whole, as its player received it: the level, the key, the
//! sender's name and the sender's result (a `c2`/`c3` link's); then the replying player's name,
//! the rows they played (codes only: the marks are worked out again from the key) and the time
//! they took. The challenger's browser needs nothing else to show the reply, and both browsers
//! compare the same two results ([`crate::friends`]).
//!
//! **The fragment** is `r1` and then the concealed bytes, exactly as a challenge's
//! (`crate::conceal`: a salt, the bytes masked, a CRC-32; letters from `bcdfghjklmnpqrst`, so no
//! digit and no colour name). The plain bytes, in order:
//!
//! - the level: `1`, `2` or `3`, or `0` followed by a custom game's four settings (pegs, colours,
//!   turns, 1 or 0 for repeats), as a `c3` challenge holds them;
//! - the key, one byte per peg (the colour's number from 0);
//! - the sender's result: the turns they broke the key in, `0` when they did not, `0xFF` when the
//!   challenge carried none;
//! - the sender's name: its length in bytes (0: none), then its UTF-8;
//! - the time taken in milliseconds, four bytes big-endian, `0xFFFFFFFF` when not known;
//! - the rows: their number, then one byte per peg of each row;
//! - the replying player's name in UTF-8, to the end (never empty).
//!
//! **Versions.** The prefix is `r` and the version's number. A later version (`r2`, …) is refused
//! as [`ReplyError::Newer`], never misread; a cut or altered fragment fails the check and is
//! [`ReplyError::Damaged`]. Reading never panics, whatever the text.
//!
//! **Its id** ([`Reply::id`]) is a digest of the plain bytes, not of the salt: the same reply,
//! opened twice or made twice, has one id, which is how the Friends record counts it once.

use std::fmt;

use super::challenge::{Challenge, NO_RESULT, SenderResult};
use super::code::Code;
use super::colour::Colour;
use super::conceal::{conceal, reveal};
use super::game::{Game, Status};
use super::level::{Custom, Level};
use super::name::{Name, NameError, decided};

/// What a reply fragment of this version starts with.
pub const REPLY_PREFIX: &str = "r1";

/// The version this build writes and reads.
pub const REPLY_VERSION: u32 = 1;

/// The path a reply link opens.
pub const REPLY_PATH: &str = "/reply";

/// The time byte's value when the time is not known.
const NO_TIME: u32 = u32::MAX;

/// A friend's answer to a challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The challenge it answers, as its player received it.
    pub challenge: Challenge,
    /// Who played it.
    pub name: Name,
    /// The rows they played, in order; the last is the key when they broke it.
    pub guesses: Vec<Code>,
    /// How long they played, in milliseconds, when known.
    pub time_ms: Option<u32>,
}

/// Why a fragment is not a reply this game can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplyError {
    /// Not a reply of this game.
    NotAReply,
    /// Cut or altered: the check does not match, or what it holds cannot be a reply.
    Damaged,
    /// Written by a newer version of the game, which this one cannot read.
    Newer { version: u32 },
}

impl fmt::Display for ReplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplyError::NotAReply => f.write_str("not a reply"),
            ReplyError::Damaged => f.write_str("cut or altered"),
            ReplyError::Newer { version } => write!(f, "from a newer version ({version})"),
        }
    }
}

impl std::error::Error for ReplyError {}

impl Reply {
    /// The reply of the player `name` who played `guesses` against `challenge` in `time_ms`.
    pub fn new(
        challenge: Challenge,
        name: Name,
        guesses: Vec<Code>,
        time_ms: Option<u32>,
    ) -> Reply {
        Reply {
            challenge,
            name,
            guesses,
            time_ms,
        }
    }

    /// The game the rows make against the key (the marks worked out again), or `None` when
    /// they break a rule (a reply read from a fragment never does).
    pub fn game(&self) -> Option<Game> {
        Game::from_guesses(self.challenge.level, self.challenge.key, &self.guesses).ok()
    }

    /// The turns the player broke the key in; `None` when they did not.
    pub fn turns(&self) -> Option<usize> {
        match self.game()?.status() {
            Status::Won { turns } => Some(turns),
            _ => None,
        }
    }

    /// The plain bytes (see the module's documentation).
    fn plain(&self) -> Vec<u8> {
        let challenge = &self.challenge;
        let mut plain = match challenge.level.custom() {
            // The settings are each at most 20, so every one fits a byte.
            Some(c) => [
                0,
                c.pegs(),
                c.colours(),
                c.turns(),
                usize::from(c.repeats()),
            ]
            .map(|v| u8::try_from(v).unwrap_or(u8::MAX))
            .to_vec(),
            None => vec![challenge.level.number().unwrap_or(1)],
        };
        plain.extend(challenge.key.pegs().iter().map(|&c| c as u8));
        plain.push(match challenge.result {
            None => NO_RESULT,
            Some(SenderResult::NotBroken) => 0,
            Some(SenderResult::Broke(turns)) => turns,
        });
        let sender = challenge.sender().unwrap_or("").as_bytes();
        // A name is at most 44 characters, so never 255 bytes; a longer one would be cut.
        let sender = sender.get(..usize::from(u8::MAX)).unwrap_or(sender);
        plain.push(u8::try_from(sender.len()).unwrap_or(u8::MAX));
        plain.extend(sender);
        plain.extend(self.time_ms.unwrap_or(NO_TIME).to_be_bytes());
        plain.push(u8::try_from(self.guesses.len()).unwrap_or(u8::MAX));
        for guess in &self.guesses {
            plain.extend(guess.pegs().iter().map(|&c| c as u8));
        }
        plain.extend(self.name.as_str().as_bytes());
        plain
    }

    /// The fragment for this reply, concealed with `salt` (random, from the caller).
    pub fn to_fragment(&self, salt: u8) -> String {
        conceal(REPLY_PREFIX, salt, &self.plain())
    }

    /// The reply's id: `r-` and a 64-bit digest of its plain bytes in hexadecimal, the same
    /// whatever the salt, so a reply opened twice counts once.
    pub fn id(&self) -> String {
        // FNV-1a, 64 bits.
        let digest = self
            .plain()
            .iter()
            .fold(0xCBF2_9CE4_8422_2325_u64, |h, &b| {
                (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3)
            });
        format!("r-{digest:016x}")
    }

    /// Reads a fragment (with or without its `#`).
    pub fn from_fragment(fragment: &str) -> Result<Reply, ReplyError> {
        Reply::read(fragment, |name| Some(Name::parse(name))).map_err(|e| {
            // `Name::parse` decides every name.
            e.unwrap_or(ReplyError::Damaged)
        })
    }

    /// Reads a fragment as [`Reply::from_fragment`] does, without the Unicode tables that a
    /// name's check needs ([`Name::parse_short`], for the quick board): `None` when a name is
    /// longer than a name's most characters in Unicode scalar values, which only that function
    /// can read.
    pub fn from_fragment_short(fragment: &str) -> Option<Result<Reply, ReplyError>> {
        decided(Reply::read(fragment, Name::parse_short))
    }

    /// Reads a fragment, its names checked by `read_name` (`None`: undecided, then so is the
    /// fragment, `Err(None)`).
    fn read(
        fragment: &str,
        read_name: impl Fn(&str) -> Option<Result<Name, NameError>>,
    ) -> Result<Reply, Option<ReplyError>> {
        let text = fragment.strip_prefix('#').unwrap_or(fragment);
        let after = text.strip_prefix('r').ok_or(ReplyError::NotAReply)?;
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        let (number, letters) = after
            .split_at_checked(digits)
            .ok_or(ReplyError::NotAReply)?;
        if number.starts_with('0') {
            // A version is written without leading zeros.
            return Err(Some(ReplyError::NotAReply));
        }
        let version: u32 = number.parse().map_err(|_| ReplyError::NotAReply)?;
        match version {
            REPLY_VERSION => {}
            _ if version > REPLY_VERSION => return Err(Some(ReplyError::Newer { version })),
            _ => return Err(Some(ReplyError::NotAReply)),
        }
        let plain = reveal(letters).ok_or(ReplyError::Damaged)?;
        match read_plain(&plain, &read_name) {
            Ok(reply) => Ok(reply),
            Err(Unread::Damaged) => Err(Some(ReplyError::Damaged)),
            Err(Unread::Undecided) => Err(None),
        }
    }
}

/// Why plain bytes are not a reply.
enum Unread {
    /// They cannot be one.
    Damaged,
    /// A name's check is left to a reader with the Unicode tables.
    Undecided,
}

/// A cursor over the plain bytes: every read is checked.
struct Bytes<'a>(&'a [u8]);

impl<'a> Bytes<'a> {
    fn byte(&mut self) -> Option<u8> {
        let (&first, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(first)
    }

    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let (taken, rest) = self.0.split_at_checked(n)?;
        self.0 = rest;
        Some(taken)
    }
}

/// A code of `level` from one byte per peg.
fn code(level: Level, bytes: &[u8]) -> Option<Code> {
    let colours: Option<Vec<Colour>> = bytes
        .iter()
        .map(|&i| Colour::from_index(usize::from(i)))
        .collect();
    Code::new(level, &colours?).ok()
}

/// A name from its UTF-8 bytes, checked by `read_name`.
fn name(
    bytes: &[u8],
    read_name: &impl Fn(&str) -> Option<Result<Name, NameError>>,
) -> Result<Name, Unread> {
    let text = std::str::from_utf8(bytes).map_err(|_| Unread::Damaged)?;
    match read_name(text) {
        Some(Ok(name)) => Ok(name),
        Some(Err(_)) => Err(Unread::Damaged),
        None => Err(Unread::Undecided),
    }
}

/// A reply's plain bytes, read but for its names (their bytes).
struct Parts<'a> {
    challenge: Challenge,
    sender: Option<&'a [u8]>,
    time_ms: Option<u32>,
    guesses: Vec<Code>,
    player: &'a [u8],
}

/// The reply the plain bytes hold, its names checked by `read_name`.
fn read_plain(
    plain: &[u8],
    read_name: &impl Fn(&str) -> Option<Result<Name, NameError>>,
) -> Result<Reply, Unread> {
    let parts = parts(plain).ok_or(Unread::Damaged)?;
    let mut challenge = parts.challenge;
    challenge.name = match parts.sender {
        None => None,
        Some(bytes) => Some(name(bytes, read_name)?),
    };
    let player = name(parts.player, read_name)?;
    let reply = Reply::new(challenge, player, parts.guesses, parts.time_ms);
    // The rows must make a game: none after the key was found, none past the level's turns.
    reply.game().ok_or(Unread::Damaged)?;
    Ok(reply)
}

/// The parts of a reply's plain bytes, or `None` when they cannot be one.
fn parts(plain: &[u8]) -> Option<Parts<'_>> {
    let mut bytes = Bytes(plain);
    let level = match bytes.byte()? {
        0 => {
            let [pegs, colours, turns, repeats] = bytes.take(4)? else {
                return None;
            };
            let repeats = match repeats {
                0 => false,
                1 => true,
                _ => return None,
            };
            Level::Custom(
                Custom::new(
                    usize::from(*pegs),
                    usize::from(*colours),
                    usize::from(*turns),
                    repeats,
                )
                .ok()?,
            )
        }
        1 => Level::I,
        2 => Level::II,
        3 => Level::III,
        _ => return None,
    };
    let key = code(level, bytes.take(level.pegs())?)?;
    let result = match bytes.byte()? {
        NO_RESULT => None,
        0 => Some(SenderResult::NotBroken),
        turns if usize::from(turns) <= level.turns() => Some(SenderResult::Broke(turns)),
        _ => return None,
    };
    let sender = match usize::from(bytes.byte()?) {
        0 => None,
        length => Some(bytes.take(length)?),
    };
    let time = bytes.take(4)?.first_chunk::<4>().copied()?;
    let time_ms = match u32::from_be_bytes(time) {
        NO_TIME => None,
        ms => Some(ms),
    };
    let rows = usize::from(bytes.byte()?);
    if rows > level.turns() {
        return None;
    }
    let guesses = (0..rows)
        .map(|_| code(level, bytes.take(level.pegs())?))
        .collect::<Option<Vec<Code>>>()?;
    let challenge = Challenge {
        level,
        key,
        name: None,
        result,
    };
    Some(Parts {
        challenge,
        sender,
        time_ms,
        guesses,
        player: bytes.0,
    })
}
