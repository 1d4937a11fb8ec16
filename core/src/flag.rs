//! What a board's flag says: decided here once for every board that shows one (the whole
//! game's, a puzzle's, the quick board's); the words are the catalogue's (the `words` crate).

use super::feedback::Feedback;
use super::game::{Game, Invalid, Status};

/// A row played that cannot be the key, found while the solver's aids are on: had row
/// `guess_row` (from 0) been the key, row `row` would have earned `would`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contradicted {
    pub guess_row: usize,
    pub row: usize,
    pub would: Feedback,
}

/// What the flag in the board's corner shows, if anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlagState {
    /// Yellow: the last action was refused, and why.
    Warning(Invalid),
    /// Yellow: a row played cannot be the key.
    Contradicted(Contradicted),
    /// Yellow, on a puzzle's board: the key checked contradicts given row `row` (from 0).
    NotTheKey { row: usize },
    /// Green, on a puzzle's board: solved in `attempts` keys checked.
    Solved { attempts: usize },
    /// Red, on a puzzle's board: the puzzle of the day missed, by a key that contradicts given
    /// row `row` (from 0), or given up (`None`).
    NotSolved { row: Option<usize> },
    /// Green: won in `turns`.
    Won { turns: usize },
    /// Red: out of turns.
    Lost,
    /// White: given up.
    Quit,
}

impl FlagState {
    /// The flag of `game`, with the last action's `warning` and a row found `contradicted`
    /// (each shown first, in that order, while there is one).
    pub fn of(
        game: &Game,
        warning: Option<Invalid>,
        contradicted: Option<Contradicted>,
    ) -> Option<FlagState> {
        if let Some(reason) = warning {
            return Some(FlagState::Warning(reason));
        }
        if let Some(c) = contradicted {
            return Some(FlagState::Contradicted(c));
        }
        let puzzle = game.given();
        Some(match (game.status(), puzzle) {
            (Status::Playing, given) => FlagState::NotTheKey {
                row: given.and_then(|g| g.missed)?,
            },
            (Status::Won { turns }, Some(_)) => FlagState::Solved { attempts: turns },
            (Status::Lost, Some(given)) => FlagState::NotSolved { row: given.missed },
            (Status::Quit, Some(_)) => FlagState::NotSolved { row: None },
            (Status::Won { turns }, None) => FlagState::Won { turns },
            (Status::Lost, None) => FlagState::Lost,
            (Status::Quit, None) => FlagState::Quit,
        })
    }

    /// The flag's class: its colour (`flag won`, `flag lost`, `flag quit`, `flag warning`).
    pub fn class(self) -> &'static str {
        match self {
            FlagState::Warning(_) | FlagState::Contradicted(_) | FlagState::NotTheKey { .. } => {
                "flag warning"
            }
            FlagState::Solved { .. } | FlagState::Won { .. } => "flag won",
            FlagState::NotSolved { .. } | FlagState::Lost => "flag lost",
            FlagState::Quit => "flag quit",
        }
    }
}

/// The class of the flag's box when no flag flies.
pub const NO_FLAG: &str = "flag none";
