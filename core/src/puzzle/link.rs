//! A puzzle made of a game (SPEC §15, `Make a puzzle of this game`) travels in a link's
//! fragment, `/puzzle/<level>#p1…`, which no browser sends to a server. The fragment is
//! [`MADE_PREFIX`] and the concealed bytes ([`crate::conceal`]): the level's number, the
//! number of rows, the key (one byte per peg, the colour's number from 0), each row's guess the
//! same way, then the maker's name in UTF-8 (absent when none is known). The marks are not
//! carried: the key earns them. Reading checks everything again ([`Puzzle::new`]), so an
//! altered link that still passes the CRC cannot make a puzzle with two keys.

use std::fmt;

use super::{Puzzle, PuzzleError};
use crate::code::Code;
use crate::colour::Colour;
use crate::conceal::{conceal, reveal};
use crate::game::{Game, Turn};
use crate::level::Level;
use crate::name::Name;

/// What a made puzzle's fragment starts with: its version.
pub const MADE_PREFIX: &str = "p1";

/// Why a fragment is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleLinkError {
    /// Not a puzzle's fragment, or of a version this game does not know.
    NotAPuzzle,
    /// Cut or altered: the check fails, or its bytes are not a level, a key and rows.
    Damaged,
    /// Well formed, but not a puzzle (the rows leave more than one key, …).
    Invalid(PuzzleError),
}

impl fmt::Display for PuzzleLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleLinkError::NotAPuzzle => f.write_str("not a puzzle"),
            PuzzleLinkError::Damaged => f.write_str("cut or altered"),
            PuzzleLinkError::Invalid(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PuzzleLinkError {}

impl Puzzle {
    /// The puzzle a finished game offers (`Make a puzzle of this game`): `None` while it is in
    /// play, for a puzzle's own board, at a level other than I, II or III, or when its rows
    /// leave more than one key ([`Puzzle::from_game`]).
    pub fn of_finished(game: &Game) -> Option<Puzzle> {
        let (level, turns) = Puzzle::to_make(game)?;
        Puzzle::from_game(level, turns)
    }

    /// What [`Puzzle::of_finished`] works on (the solver's worker does it for the page:
    /// `Task::MadePuzzle`): the level and the rows of a finished game that may offer a puzzle.
    pub fn to_make(game: &Game) -> Option<(Level, &[Turn])> {
        if !game.is_over() || game.given().is_some() {
            return None;
        }
        Some((game.level(), game.turns()))
    }

    /// Reads the worker's answer to `Task::MadePuzzle` for `game` (untrusted): `Some` only when
    /// the game may offer a puzzle, `key` is its key and `rows` are some of its rows other than a
    /// winning one, in the order played. Whether they leave one key is the worker's finding (a
    /// link made of them is checked again when it is opened: [`Puzzle::from_fragment`]).
    pub fn made_from(game: &Game, key: Code, rows: Vec<Turn>) -> Option<Puzzle> {
        let (level, turns) = Puzzle::to_make(game)?;
        level.number()?;
        if key != game.key() || rows.is_empty() {
            return None;
        }
        let mut played = turns.iter().filter(|t| !level.is_win(t.feedback));
        let in_order = rows.iter().all(|row| played.any(|t| t == row));
        in_order.then_some(Puzzle { level, key, rows })
    }

    /// The fragment of this puzzle made by `name`, concealed with `salt` (random, from the
    /// caller).
    pub fn to_fragment(&self, name: Option<&Name>, salt: u8) -> String {
        let mut plain = vec![
            self.level.number().unwrap_or(1),
            u8::try_from(self.rows.len()).unwrap_or(u8::MAX),
        ];
        let codes = std::iter::once(&self.key).chain(self.rows.iter().map(|r| &r.guess));
        for code in codes {
            plain.extend(code.pegs().iter().map(|&c| c as u8));
        }
        if let Some(name) = name {
            plain.extend(name.as_str().as_bytes());
        }
        conceal(MADE_PREFIX, salt, &plain)
    }

    /// Reads a fragment (with or without its `#`): the puzzle and its maker's name.
    pub fn from_fragment(fragment: &str) -> Result<(Puzzle, Option<Name>), PuzzleLinkError> {
        let text = fragment.strip_prefix('#').unwrap_or(fragment);
        let letters = text
            .strip_prefix(MADE_PREFIX)
            .ok_or(PuzzleLinkError::NotAPuzzle)?;
        let plain = reveal(letters).ok_or(PuzzleLinkError::Damaged)?;
        let Some(([number, rows], rest)) = plain.split_first_chunk() else {
            return Err(PuzzleLinkError::Damaged);
        };
        let level = match number {
            1 => Level::I,
            2 => Level::II,
            3 => Level::III,
            _ => return Err(PuzzleLinkError::Damaged),
        };
        let rows = usize::from(*rows);
        if rows > level.turns() {
            return Err(PuzzleLinkError::Damaged);
        }
        let pegs = level.pegs();
        let codes_len = (rows + 1) * pegs;
        if rest.len() < codes_len {
            return Err(PuzzleLinkError::Damaged);
        }
        let (codes, name) = rest.split_at(codes_len);
        let mut read = codes.chunks_exact(pegs).map(|chunk| {
            let colours: Option<Vec<Colour>> = chunk
                .iter()
                .map(|&b| Colour::ALL.get(usize::from(b)).copied())
                .collect();
            colours.and_then(|c| Code::new(level, &c).ok())
        });
        let key = read.next().flatten().ok_or(PuzzleLinkError::Damaged)?;
        let mut turns = Vec::with_capacity(rows);
        for guess in read {
            let guess = guess.ok_or(PuzzleLinkError::Damaged)?;
            turns.push(Turn {
                guess,
                feedback: level.feedback(&key, &guess),
            });
        }
        let name = match name {
            [] => None,
            bytes => {
                let text = std::str::from_utf8(bytes).map_err(|_| PuzzleLinkError::Damaged)?;
                Some(Name::parse(text).map_err(|_| PuzzleLinkError::Damaged)?)
            }
        };
        let puzzle = Puzzle::new(level, key, turns).map_err(PuzzleLinkError::Invalid)?;
        Ok((puzzle, name))
    }
}
