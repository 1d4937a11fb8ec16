//! A game as moves: replaying moves from a new game, the moves that rebuild a game, and games
//! built from the guesses played in order.

use super::{Game, Invalid, Move, Status};
use crate::code::Code;
use crate::level::Level;

/// The moves that play `guesses` in order, one row each: every peg placed, then a submit.
fn guess_moves(guesses: impl Iterator<Item = Code>) -> impl Iterator<Item = Move> {
    guesses.enumerate().flat_map(|(row, guess)| {
        let places = guess
            .pegs()
            .to_vec()
            .into_iter()
            .enumerate()
            .map(move |(hole, colour)| Move::Place { row, hole, colour });
        places.chain([Move::Submit])
    })
}

impl Game {
    /// Replays `moves` from a new game, stopping at the first invalid one.
    pub fn replay(
        level: Level,
        key: Code,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<Game, Invalid> {
        Game::replay_from(Game::new(level, key), moves)
    }

    /// Replays `moves` from `start`, stopping at the first invalid one.
    pub fn replay_from(
        start: Game,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<Game, Invalid> {
        moves.into_iter().try_fold(start, |game, mv| game.apply(mv))
    }

    /// The moves that rebuild this game from a new one with the same key (see [`Game::replay`]).
    pub fn moves(&self) -> Vec<Move> {
        let guesses = self.turns.iter().map(|t| t.guess);
        // When the aids were turned on changes nothing but the flag, so they lead the list.
        let mut moves: Vec<Move> = self.aids.then_some(Move::AidsOn).into_iter().collect();
        // A devious game's rows are answered as they were; the last key named fits them all.
        let mut answers = self.turns.iter().map(|t| Move::Answer {
            feedback: t.feedback,
            key: self.key,
        });
        moves.extend(guess_moves(guesses).map(|mv| match mv {
            Move::Submit if self.devious => answers.next().unwrap_or(mv),
            _ => mv,
        }));
        let row = self.turns.len();
        let placed = self.active_pegs().iter().enumerate();
        moves.extend(
            placed.filter_map(|(hole, peg)| peg.map(|colour| Move::Place { row, hole, colour })),
        );
        if self.status == Status::Quit {
            moves.push(Move::Quit);
        }
        moves
    }

    /// A game with the turn limit `turns` in which `guesses` were played in order.
    pub fn with_turn_limit_from_guesses(
        level: Level,
        key: Code,
        turns: usize,
        guesses: &[Code],
    ) -> Result<Game, Invalid> {
        guess_moves(guesses.iter().copied())
            .try_fold(Game::with_turn_limit(level, key, turns), |g, mv| {
                g.apply(mv)
            })
    }

    /// A game in which `guesses` were played in order (each row filled, then submitted).
    pub fn from_guesses(level: Level, key: Code, guesses: &[Code]) -> Result<Game, Invalid> {
        let moves = guess_moves(guesses.iter().copied());
        Game::replay(level, key, moves)
    }
}
