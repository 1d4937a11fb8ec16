//! The set-up of a match (rounds, level, pace, the computer's strength, who makes the first
//! key, the scoring), the two sides, and one round as played.

use serde::{Deserialize, Serialize};

use super::MatchError;
use crate::code::Code;
use crate::game::Turn;
use crate::level::Level;
use crate::name::Name;

/// How many attempts a codebreaker gets in each round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pace {
    Quick,
    Relaxed,
    Slow,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Quick, Pace::Relaxed, Pace::Slow];

    pub fn attempts(self) -> usize {
        match self {
            Pace::Quick => 5,
            Pace::Relaxed => 10,
            Pace::Slow => 15,
        }
    }
}

/// How the computer breaks the player's keys, and how it makes its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Strength {
    /// Plain random guesses.
    Easy,
    /// A random key among those that fit every row.
    Normal,
    /// The solver's default strategy; its keys use two colours or more (see [`Strength::key`]).
    Strong,
}

impl Strength {
    pub const ALL: [Strength; 3] = [Strength::Easy, Strength::Normal, Strength::Strong];
}

/// How a finished round scores (SPEC 12).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Scoring {
    /// The match rule of SPEC 7.2: from round 2 on, the codebreaker scores against the
    /// opponent's attempts in the round before (3, 1 or 0).
    #[default]
    Codebreaker,
    /// The board game's rule: the codemaker scores a point for every guess the codebreaker
    /// made, and one more if the key was not broken.
    Codemaker,
}

impl Scoring {
    pub const ALL: [Scoring; 2] = [Scoring::Codebreaker, Scoring::Codemaker];
}

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Player,
    Computer,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Player => Side::Computer,
            Side::Computer => Side::Player,
        }
    }
}

/// Two people playing on one device (SPEC 12), by name: player 1 takes the side
/// [`Side::Player`] and makes the first key, player 2 the side [`Side::Computer`] (no computer
/// plays in such a match).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Players {
    pub first: Name,
    pub second: Name,
}

impl Players {
    /// The name of the person playing `side`.
    pub fn name(&self, side: Side) -> &Name {
        match side {
            Side::Player => &self.first,
            Side::Computer => &self.second,
        }
    }
}

/// The choices made before a match starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Even, from 2 to 20.
    pub rounds: usize,
    pub level: Level,
    pub pace: Pace,
    pub strength: Strength,
    /// Who makes the key of round 1.
    pub first_maker: Side,
    /// How rounds score; absent in files and stored matches from before it (the codebreaker's
    /// rule).
    #[serde(default)]
    pub scoring: Scoring,
    /// Two people on one device instead of the player against the computer (absent for a match
    /// against the computer); `strength` then plays no part.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<Players>,
}

impl Setup {
    pub const MIN_ROUNDS: usize = 2;
    pub const MAX_ROUNDS: usize = 20;

    /// The allowed number of rounds nearest to `n` typed by the player: odd rounds up, then
    /// into 2 to 20.
    pub fn even_rounds(n: usize) -> usize {
        n.saturating_add(n % 2)
            .clamp(Self::MIN_ROUNDS, Self::MAX_ROUNDS)
    }

    /// Whether the number of rounds is allowed.
    pub fn check(&self) -> Result<(), MatchError> {
        if !self.rounds.is_multiple_of(2)
            || !(Self::MIN_ROUNDS..=Self::MAX_ROUNDS).contains(&self.rounds)
        {
            return Err(MatchError::Rounds(self.rounds));
        }
        Ok(())
    }
}

/// One round: who made the key, the key, and the codebreaker's guesses with their feedback.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub maker: Side,
    pub key: Code,
    pub guesses: Vec<Turn>,
}

impl Round {
    /// The codebreaker of this round.
    pub fn breaker(&self) -> Side {
        self.maker.other()
    }

    /// Whether the last guess earned all blacks.
    pub fn broken(&self) -> bool {
        self.guesses
            .last()
            .is_some_and(|t| t.feedback.is_win(t.guess.pegs().len()))
    }

    pub fn attempts(&self) -> usize {
        self.guesses.len()
    }

    /// Broken, or out of attempts at `pace`.
    pub fn finished(&self, pace: Pace) -> bool {
        self.broken() || self.attempts() >= pace.attempts()
    }
}

/// Who makes the first key, as chosen at set-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstMaker {
    Me,
    Computer,
    Random,
}

impl FirstMaker {
    /// The side that makes round 1's key; `random` (from the caller) settles [`FirstMaker::Random`].
    pub fn side(self, random: u64) -> Side {
        match self {
            FirstMaker::Me => Side::Player,
            FirstMaker::Computer => Side::Computer,
            FirstMaker::Random if random & 1 == 0 => Side::Player,
            FirstMaker::Random => Side::Computer,
        }
    }
}
