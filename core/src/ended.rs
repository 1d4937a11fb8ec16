//! What a finished game leaves behind in the statistics, worked out once, in the core (the whole
//! game's session records it, a game the quick board ended included).

use super::game::{Game, Move};
use super::key_source::KeySource;
use super::saved::GameSlot;
use super::stats::{Ending, Finished};
use super::time::Timestamp;

impl Finished {
    /// The statistics' record of `game`, played in `slot` from a key of `source` under the id
    /// `id`, once it has ended at `at`; `None` while it is played.
    pub fn of(
        game: &Game,
        slot: GameSlot,
        source: KeySource,
        id: String,
        at: Timestamp,
    ) -> Option<Finished> {
        let ending = Ending::of(game.status())?;
        Some(Finished {
            id,
            level: slot.level(),
            key: game.key(),
            seed: source.seed(),
            daily: source.day(),
            past: matches!(slot, GameSlot::Past(..)),
            turns: u8::try_from(game.turns().len()).unwrap_or(u8::MAX),
            ending,
            hard: game.hard_mode(),
            aided: game.aids(),
            devious: game.is_devious(),
            at,
            time_ms: None,
        })
    }
}

/// The two controls that end a game in progress: `Quit the game` and `Play again`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ender {
    Quit,
    Again,
}

/// Whether `Quit the game` or `Play again`, pressed on `game`, asks `End this game?` first: while
/// the game is in progress, that is a row played or a peg placed (SPEC §2); an untouched board
/// or a finished game acts at once. Decided here for every board.
pub fn asks_first(game: &Game) -> bool {
    !game.is_over() && (!game.turns().is_empty() || game.active_pegs().iter().any(Option::is_some))
}

/// The game as it ends when the player leaves it for a new one (`Play again`, confirmed): quit,
/// so it counts as played and not won and breaks the streak, once in progress; `None` for an
/// untouched board or a game already over, which leave nothing behind.
pub fn abandoned(game: &Game) -> Option<Game> {
    if asks_first(game) {
        game.apply(Move::Quit).ok()
    } else {
        None
    }
}
