//! A match against the computer: an even number of rounds in which the player and the computer
//! take turns as codemaker and codebreaker, each round limited by the pace, scored by one of two
//! rules ([`Scoring`]): from round 2 on by comparing the codebreaker's attempts with the
//! opponent's in the round before, or the board game's, a point to the codemaker per guess. A match is a
//! value like a game, changed only by a [`MatchMove`] through the pure [`Match::apply`] (the
//! computer's choices of key and guess are made by the caller, so a log of moves replays exactly),
//! and its file form is versioned and checked on the way in.
//!
//! This file holds the match's state and its moves; the rounds' points and the outcome are in
//! `scoring`, the match's mid-end (its log of moves) in `log`.

mod computer;
mod file;
mod log;
mod scoring;
mod setup;

use std::fmt;

use serde::{Deserialize, Serialize};

pub use file::{FileError, MATCH_FORMAT, MATCH_VERSION};
pub use log::MatchLog;
pub use scoring::Outcome;
pub use setup::{FirstMaker, Pace, Players, Round, Scoring, Setup, Side, Strength};

use crate::code::{Code, MAX_PEGS};
use crate::colour::Colour;
use crate::feedback::Feedback;
use crate::game::{Game, Invalid, Move, Turn};

/// Why an action on a match is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// The number of rounds is odd or outside 2 to 20.
    Rounds(usize),
    /// The code is not one of the match's level.
    NotInLevel,
    /// A round is being played; it must end before another starts.
    RoundInPlay,
    /// No round is being played.
    NoRoundInPlay,
    /// Every round has been played.
    MatchOver,
    /// The board of the round the player breaks refused the move.
    Board(Invalid),
    /// Not a move of a match's board (quitting, the aids).
    NotOnBoard,
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Rounds(n) => {
                write!(f, "{n} rounds: a match has an even number from 2 to 20")
            }
            MatchError::NotInLevel => write!(f, "that code is not one of this level"),
            MatchError::RoundInPlay => write!(f, "the current round is not over"),
            MatchError::NoRoundInPlay => write!(f, "no round is being played"),
            MatchError::MatchOver => write!(f, "every round has been played"),
            MatchError::Board(why) => write!(f, "the board refused the move: {why:?}"),
            MatchError::NotOnBoard => write!(f, "that is not a move of a match's board"),
        }
    }
}

/// One step of a match, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchMove {
    /// The next round starts with this key, made by whoever's turn it is.
    StartRound(Code),
    /// The codebreaker of the current round plays this guess.
    Guess(Code),
    /// The player, breaking the current round's key, places or takes out a peg of the active
    /// row ([`Move::Place`], [`Move::Clear`]) or submits it ([`Move::Submit`]).
    Board(Move),
}

/// What a match waits for now. Rounds count from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The player makes the key of this round.
    MakeKey(usize),
    /// The computer is to make the key of this round (the caller draws it at once).
    ComputerMakesKey(usize),
    /// The player breaks the computer's key in this round.
    PlayerBreaks(usize),
    /// The computer breaks the player's key in this round.
    ComputerBreaks(usize),
    /// This round just ended; the next one starts when the player asks.
    Between(usize),
    /// Every round was played; this is the last.
    Over(usize),
}

impl Phase {
    /// The round this phase is about, from 0.
    pub fn round(self) -> usize {
        match self {
            Phase::MakeKey(i)
            | Phase::ComputerMakesKey(i)
            | Phase::PlayerBreaks(i)
            | Phase::ComputerBreaks(i)
            | Phase::Between(i)
            | Phase::Over(i) => i,
        }
    }
}

/// A match: its set-up and the rounds played so far (the last one possibly in play).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    setup: Setup,
    rounds: Vec<Round>,
    /// The pegs of the active row of the round the player breaks (empty otherwise).
    row: [Option<Colour>; MAX_PEGS],
}

impl Match {
    pub fn new(setup: Setup) -> Result<Match, MatchError> {
        setup.check()?;
        Ok(Match {
            setup,
            rounds: Vec::new(),
            row: [None; MAX_PEGS],
        })
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Two people on one device: each makes keys for the other, and breaks the other's on the
    /// board (no computer plays).
    pub fn between_people(&self) -> bool {
        self.setup.players.is_some()
    }

    /// Whether a person breaks the keys that `maker` makes: always between people, else only
    /// the computer's.
    fn broken_by_person(&self, maker: Side) -> bool {
        self.between_people() || maker == Side::Computer
    }

    /// Whether a person makes the key of a round that `maker` makes.
    pub fn made_by_person(&self, maker: Side) -> bool {
        self.between_people() || maker == Side::Player
    }

    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// Who makes the key of round `index` (from 0): the roles swap every round.
    pub fn maker(&self, index: usize) -> Side {
        if index.is_multiple_of(2) {
            self.setup.first_maker
        } else {
            self.setup.first_maker.other()
        }
    }

    /// The round being played, if one is.
    pub fn current(&self) -> Option<&Round> {
        self.rounds.last().filter(|r| !r.finished(self.setup.pace))
    }

    /// Every round played to its end.
    pub fn is_over(&self) -> bool {
        self.rounds.len() == self.setup.rounds && self.current().is_none()
    }

    /// Who makes the next round's key, when a round may start now.
    pub fn next_maker(&self) -> Option<Side> {
        (self.current().is_none() && self.rounds.len() < self.setup.rounds)
            .then(|| self.maker(self.rounds.len()))
    }

    /// What the match waits for. `asked_next`: the player asked for the next round after one
    /// ended (round 1 needs no asking).
    pub fn phase(&self, asked_next: bool) -> Phase {
        let last = self.rounds.len().saturating_sub(1);
        if self.is_over() {
            return Phase::Over(last);
        }
        if let Some(round) = self.current() {
            return if self.broken_by_person(round.maker) {
                Phase::PlayerBreaks(last)
            } else {
                Phase::ComputerBreaks(last)
            };
        }
        let next = self.rounds.len();
        match self.next_maker() {
            Some(maker) if next == 0 || asked_next => {
                if self.made_by_person(maker) {
                    Phase::MakeKey(next)
                } else {
                    Phase::ComputerMakesKey(next)
                }
            }
            _ => Phase::Between(last),
        }
    }

    /// The board of the last round if the player breaks it: its rows played and the pegs of
    /// its active row.
    pub fn board(&self) -> Option<Game> {
        let round = (self.rounds.last()).filter(|r| self.broken_by_person(r.maker))?;
        let (level, limit) = (self.setup.level, self.setup.pace.attempts());
        let guesses: Vec<Code> = round.guesses.iter().map(|t| t.guess).collect();
        let game = Game::with_turn_limit_from_guesses(level, round.key, limit, &guesses).ok()?;
        let Some(row) = game.active_row() else {
            return Some(game);
        };
        self.row
            .iter()
            .take(level.pegs())
            .enumerate()
            .try_fold(game, |g, (hole, peg)| match *peg {
                Some(colour) => g.apply(Move::Place { row, hole, colour }).ok(),
                None => Some(g),
            })
    }

    /// The match after `mv`, or why `mv` is not allowed now.
    pub fn apply(&self, mv: MatchMove) -> Result<Match, MatchError> {
        let mut next = self.clone();
        next.row = [None; MAX_PEGS];
        match mv {
            MatchMove::Board(mv) => {
                if !matches!(mv, Move::Place { .. } | Move::Clear { .. } | Move::Submit) {
                    return Err(MatchError::NotOnBoard);
                }
                let round = self.current().ok_or(MatchError::NoRoundInPlay)?;
                if !self.broken_by_person(round.maker) {
                    return Err(MatchError::NoRoundInPlay);
                }
                let board = self.board().ok_or(MatchError::NoRoundInPlay)?;
                let after = board.apply(mv).map_err(MatchError::Board)?;
                if mv == Move::Submit {
                    let turn = *after.turns().last().ok_or(MatchError::NoRoundInPlay)?;
                    return next.apply(MatchMove::Guess(turn.guess));
                }
                for (hole, peg) in next.row.iter_mut().zip(after.active_pegs()) {
                    *hole = *peg;
                }
            }
            MatchMove::StartRound(key) => {
                if self.current().is_some() {
                    return Err(MatchError::RoundInPlay);
                }
                if self.rounds.len() == self.setup.rounds {
                    return Err(MatchError::MatchOver);
                }
                if Code::new(self.setup.level, key.pegs()).is_err() {
                    return Err(MatchError::NotInLevel);
                }
                next.rounds.push(Round {
                    maker: self.maker(self.rounds.len()),
                    key,
                    guesses: Vec::new(),
                });
            }
            MatchMove::Guess(guess) => {
                if Code::new(self.setup.level, guess.pegs()).is_err() {
                    return Err(MatchError::NotInLevel);
                }
                let pace = self.setup.pace;
                let round = next
                    .rounds
                    .last_mut()
                    .filter(|r| !r.finished(pace))
                    .ok_or(MatchError::NoRoundInPlay)?;
                let feedback = Feedback::between(&round.key, &guess);
                round.guesses.push(Turn { guess, feedback });
            }
        }
        Ok(next)
    }

    /// A new match of `setup` with `moves` applied in order; the index of the first refused
    /// move and why (`usize::MAX` for a refused set-up).
    pub fn replay(setup: Setup, moves: &[MatchMove]) -> Result<Match, (usize, MatchError)> {
        let start = Match::new(setup).map_err(|e| (usize::MAX, e))?;
        moves
            .iter()
            .enumerate()
            .try_fold(start, |m, (i, &mv)| m.apply(mv).map_err(|e| (i, e)))
    }

    /// The moves that lead from a new match to this one (the pegs of the active row placed
    /// last).
    pub fn moves(&self) -> Vec<MatchMove> {
        let row = self.rounds.len().checked_sub(1).and_then(|last| {
            let active = self.rounds.get(last)?.guesses.len();
            Some(self.row.iter().enumerate().filter_map(move |(hole, peg)| {
                peg.map(|colour| {
                    MatchMove::Board(Move::Place {
                        row: active,
                        hole,
                        colour,
                    })
                })
            }))
        });
        self.rounds
            .iter()
            .flat_map(|r| {
                std::iter::once(MatchMove::StartRound(r.key))
                    .chain(r.guesses.iter().map(|t| MatchMove::Guess(t.guess)))
            })
            .chain(row.into_iter().flatten())
            .collect()
    }

    /// Starts the next round with `key`, made by whoever's turn it is.
    pub fn start_round(&mut self, key: Code) -> Result<(), MatchError> {
        *self = self.apply(MatchMove::StartRound(key))?;
        Ok(())
    }

    /// The codebreaker of the current round plays `guess`; returns its feedback.
    pub fn guess(&mut self, guess: Code) -> Result<Feedback, MatchError> {
        *self = self.apply(MatchMove::Guess(guess))?;
        let played = self.rounds.last().and_then(|r| r.guesses.last());
        played.map(|t| t.feedback).ok_or(MatchError::NoRoundInPlay)
    }
}
