//! A challenge (SPEC 12): a key of the player's own, with their name, carried to a friend in a
//! link's fragment (`/challenge#…`), which no browser sends to a server.
//!
//! **Concealment, not secrecy.** The fragment is `c1` and then the letters of the concealed
//! bytes, two per byte from the sixteen consonants `bcdfghjklmnpqrst`, so the link holds no digit
//! and no colour name (every colour's name has a vowel). The bytes are a random salt, then,
//! masked by a keystream that the salt seeds (`splitmix64` as for seeded keys), the level's
//! number, one byte per peg (the colour's number from 0), the name in UTF-8 and a CRC-32 of all
//! of these. Anyone who reads this can recover the key: it is hidden from a glance at the link,
//! not from a person set on cheating. A cut or altered fragment fails the CRC and is refused.
//!
//! A challenge sent after a game (`Challenge a friend with this key`) carries how its sender did:
//! its fragment starts `c2`, and one more byte follows the pegs before the name: the turns the
//! sender took to break the key (1 to the level's limit), or 0 when they did not break it.
//! Version `c1` fragments (no result) read as before.
//!
//! A custom game's challenge (sent after a custom game) starts `c3`: the settings' four bytes
//! (pegs, colours, turns, and 1 or 0 for repeats) take the place of the level's number, and the
//! result byte always follows the pegs, [`NO_RESULT`] when there is none. Versions `c1` and `c2`
//! stay the standard levels' forms, so a standard level's link reads the same in an older copy
//! of the game.

use std::fmt;

use super::code::Code;
use super::colour::Colour;
use super::conceal::{conceal, reveal};
use super::game::Status;
use super::level::{Custom, Level};
use super::name::{Name, NameError, decided};

/// What a challenge fragment starts with: its version.
pub const CHALLENGE_PREFIX: &str = "c1";

/// What a challenge fragment with its sender's result starts with.
pub const RESULT_PREFIX: &str = "c2";

/// What a custom game's challenge fragment starts with.
pub const CUSTOM_PREFIX: &str = "c3";

/// The result byte of a `c3` challenge sent without a result (no turn count reaches it).
pub const NO_RESULT: u8 = 0xFF;

/// A key set by a player for a friend to break.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// A standard level (I, II or III) or a custom game's settings.
    pub level: Level,
    pub key: Code,
    /// Who sets it; a challenge may be anonymous.
    pub name: Option<Name>,
    /// How the sender did against this key, for a challenge sent after a game.
    pub result: Option<SenderResult>,
}

/// How the sender of a challenge did against its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SenderResult {
    /// Broken in this many turns.
    Broke(u8),
    /// Not broken (lost or given up).
    NotBroken,
}

/// Why a fragment is not a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeError {
    /// Not a challenge of this game, or of a version this one does not know.
    NotAChallenge,
    /// Cut or altered: the check does not match, or what it holds cannot be a challenge.
    Damaged,
}

impl SenderResult {
    /// The turns the sender broke the key in; `None` when they did not break it.
    pub fn turns(self) -> Option<usize> {
        match self {
            SenderResult::Broke(turns) => Some(usize::from(turns)),
            SenderResult::NotBroken => None,
        }
    }
}

impl Challenge {
    /// The sender's name, if the challenge has one.
    pub fn sender(&self) -> Option<&str> {
        self.name.as_ref().map(Name::as_str)
    }

    /// The player's result beside the sender's, once the player's game (`status`) is over: the
    /// turns they broke the key in (`None` when they did not), and the sender's (as
    /// [`SenderResult::turns`]); `None` while the game goes on or when the challenge carries no
    /// result of its sender's (SPEC 12).
    pub fn versus(&self, status: Status) -> Option<(Option<usize>, Option<usize>)> {
        let theirs = self.result?.turns();
        let yours = match status {
            Status::Playing => return None,
            Status::Won { turns } => Some(turns),
            Status::Lost | Status::Quit => None,
        };
        Some((yours, theirs))
    }
}

impl fmt::Display for ChallengeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ChallengeError::NotAChallenge => "not a challenge",
            ChallengeError::Damaged => "cut or altered",
        })
    }
}

impl Challenge {
    /// The fragment for this challenge, concealed with `salt` (random, from the caller).
    pub fn to_fragment(&self, salt: u8) -> String {
        let result = self.result.map(|result| match result {
            SenderResult::Broke(turns) => turns,
            SenderResult::NotBroken => 0,
        });
        let (prefix, mut plain) = match self.level.custom() {
            // The settings are each at most 20, so every one fits a byte.
            Some(c) => (
                CUSTOM_PREFIX,
                [c.pegs(), c.colours(), c.turns(), usize::from(c.repeats())]
                    .map(|v| u8::try_from(v).unwrap_or(u8::MAX))
                    .to_vec(),
            ),
            None if result.is_some() => (RESULT_PREFIX, vec![self.level.number().unwrap_or(1)]),
            None => (CHALLENGE_PREFIX, vec![self.level.number().unwrap_or(1)]),
        };
        plain.extend(self.key.pegs().iter().map(|&c| c as u8));
        match (prefix, result) {
            (CUSTOM_PREFIX, None) => plain.push(NO_RESULT),
            (_, Some(byte)) => plain.push(byte),
            (_, None) => {}
        }
        if let Some(name) = &self.name {
            plain.extend(name.as_str().as_bytes());
        }
        conceal(prefix, salt, &plain)
    }

    /// Reads a fragment (with or without its `#`).
    pub fn from_fragment(fragment: &str) -> Result<Challenge, ChallengeError> {
        Challenge::read(fragment, |text| Some(Name::parse(text)))
            .map_err(|e| e.unwrap_or(ChallengeError::Damaged))
    }

    /// Reads a fragment as [`Challenge::from_fragment`] does, without the Unicode tables that a
    /// name's check needs ([`Name::parse_short`], for the quick board): `None` when the name is
    /// longer than a name's most characters in Unicode scalar values, which only that function
    /// can read.
    pub fn from_fragment_short(fragment: &str) -> Option<Result<Challenge, ChallengeError>> {
        decided(Challenge::read(fragment, Name::parse_short))
    }

    /// Reads a fragment, its name checked by `read_name` (`None`: undecided, then so is the
    /// fragment, `Err(None)`).
    fn read(
        fragment: &str,
        read_name: impl Fn(&str) -> Option<Result<Name, NameError>>,
    ) -> Result<Challenge, Option<ChallengeError>> {
        let text = fragment.strip_prefix('#').unwrap_or(fragment);
        let (letters, version) = [CHALLENGE_PREFIX, RESULT_PREFIX, CUSTOM_PREFIX]
            .into_iter()
            .find_map(|prefix| Some((text.strip_prefix(prefix)?, prefix)))
            .ok_or(ChallengeError::NotAChallenge)?;
        let plain = reveal(letters).ok_or(ChallengeError::Damaged)?;
        let body = plain.as_slice();
        let (level, rest) = if version == CUSTOM_PREFIX {
            let Some(([pegs, colours, turns, repeats], rest)) = body.split_first_chunk() else {
                return Err(Some(ChallengeError::Damaged));
            };
            let repeats = match repeats {
                0 => false,
                1 => true,
                _ => return Err(Some(ChallengeError::Damaged)),
            };
            let custom = Custom::new(
                usize::from(*pegs),
                usize::from(*colours),
                usize::from(*turns),
                repeats,
            )
            .map_err(|_| ChallengeError::Damaged)?;
            (Level::Custom(custom), rest)
        } else {
            let (&number, rest) = body.split_first().ok_or(ChallengeError::Damaged)?;
            let level = match number {
                1 => Level::I,
                2 => Level::II,
                3 => Level::III,
                _ => return Err(Some(ChallengeError::Damaged)),
            };
            (level, rest)
        };
        let pegs = level.pegs();
        if rest.len() < pegs {
            return Err(Some(ChallengeError::Damaged));
        }
        let (key, rest) = rest.split_at(pegs);
        let (result, name) = match (version == CHALLENGE_PREFIX, rest.split_first()) {
            (true, _) => (None, rest),
            (false, Some((&NO_RESULT, name))) if version == CUSTOM_PREFIX => (None, name),
            (false, Some((&0, name))) => (Some(SenderResult::NotBroken), name),
            (false, Some((&turns, name))) if usize::from(turns) <= level.turns() => {
                (Some(SenderResult::Broke(turns)), name)
            }
            (false, _) => return Err(Some(ChallengeError::Damaged)),
        };
        let colours: Option<Vec<Colour>> = key
            .iter()
            .map(|&i| Colour::from_index(usize::from(i)))
            .collect();
        let key = colours
            .and_then(|c| Code::new(level, &c).ok())
            .ok_or(ChallengeError::Damaged)?;
        let name = match name {
            [] => None,
            bytes => {
                let text = std::str::from_utf8(bytes).map_err(|_| ChallengeError::Damaged)?;
                Some(
                    read_name(text)
                        .ok_or(None)?
                        .map_err(|_| ChallengeError::Damaged)?,
                )
            }
        };
        Ok(Challenge {
            level,
            key,
            name,
            result,
        })
    }
}
