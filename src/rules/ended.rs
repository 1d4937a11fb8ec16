//! What a finished game leaves behind in the statistics, worked out once, in the core (the whole
//! game's session records it, a game the quick board ended included).

use super::{Ending, Finished, Game, GameSlot, KeySource, Timestamp};

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
        })
    }
}
