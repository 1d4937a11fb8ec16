//! The match's mid-end ([`MatchLog`]): a match with the moves that made it, undo and redo of the
//! player's row edits, and a round's board as a game's log.

use super::{Match, MatchError, MatchMove};
use crate::game::Move;
use crate::history::{History, Replay};
use crate::log::GameLog;

/// A match with the moves that made it: the mid-end of the match page. The player's edits of a
/// row in a round they break are moves too, so they can be undone and redone (never past a
/// submitted row, a guess or a new round), and a round's board is this log seen as a game's
/// ([`History::board`]).
pub type MatchLog = History<Match>;

impl Replay for Match {
    type Move = MatchMove;
    type Error = MatchError;

    fn apply(&self, mv: MatchMove) -> Result<Match, MatchError> {
        Match::apply(self, mv)
    }

    /// Only the player's row edits: a submitted row, a guess and a new round stay.
    fn undoable(mv: MatchMove) -> bool {
        matches!(mv, MatchMove::Board(mv) if mv.edits_row())
    }
}

impl History<Match> {
    /// The match as it stands now.
    pub fn game(&self) -> &Match {
        self.state()
    }

    /// The board of the last round if the player breaks it, as a game's log: the rows played,
    /// then the row edits made since the last one (those undone included, with the undo
    /// position), so the board's undo and redo are the match's.
    pub fn board(&self) -> Option<GameLog> {
        let (mark, settled) = self.checkpoint();
        let start = settled.board()?;
        let edits = self
            .moves()
            .get(mark..)?
            .iter()
            .map(|mv| match mv {
                MatchMove::Board(mv) => Some(*mv),
                _ => None,
            })
            .collect::<Option<Vec<Move>>>()?;
        GameLog::from_parts(start, edits, self.position().checked_sub(mark)?).ok()
    }
}
