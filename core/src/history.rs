//! One mid-end for every mode, as Tatham's puzzles keep theirs: a state together with the moves
//! that made it and an undo position. The state is always the start replayed through the moves in
//! force, so undo and redo are moves of that position, and a stored history is this log itself:
//! loading it is replaying it, so a stored log that breaks a rule cannot load.
//!
//! Each mode says what its moves are and which of them may be undone ([`Replay`]): the game's
//! row edits, the match's row edits in a round the player breaks, none of the codebreaker's.
//! Undo never reaches back past a move that may not be undone.

/// A state changed only by moves, as the rules core's values are.
pub trait Replay: Clone {
    type Move: Copy;
    type Error;

    /// The state after `mv`, or why `mv` is not allowed now.
    fn apply(&self, mv: Self::Move) -> Result<Self, Self::Error>;

    /// Whether `mv` may be taken back.
    fn undoable(mv: Self::Move) -> bool;
}

/// The most moves a stored log may hold: longer ones are refused before replaying.
pub const MAX_MOVES: usize = 1 << 20;

/// A start state, every move applied to it, and how many of them are in force (the rest can be
/// redone).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History<S: Replay> {
    start: S,
    moves: Vec<S::Move>,
    at: usize,
    /// Where the run of undoable moves that ends at `at` begins, and the state there: undo
    /// replays from here, never from the start.
    mark: usize,
    marked: S,
    now: S,
}

/// Why a stored log cannot be taken as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryError<E> {
    /// Move `index` (from 0) is not valid where it stands.
    Move { index: usize, why: E },
    /// The position is past the end of the moves.
    Position { at: usize, moves: usize },
    /// A move after the position may not be undone, so it could not be waiting to be redone.
    Redo { index: usize },
    /// More moves than [`MAX_MOVES`].
    TooLong { moves: usize },
}

impl<S: Replay> History<S> {
    /// A history with no move yet.
    pub fn new(start: S) -> History<S> {
        History {
            now: start.clone(),
            marked: start.clone(),
            start,
            moves: Vec::new(),
            at: 0,
            mark: 0,
        }
    }

    /// Rebuilds a history from its stored parts, checking every move, the redo tail included.
    pub fn from_parts(
        start: S,
        moves: Vec<S::Move>,
        at: usize,
    ) -> Result<History<S>, HistoryError<S::Error>> {
        if moves.len() > MAX_MOVES {
            return Err(HistoryError::TooLong { moves: moves.len() });
        }
        if at > moves.len() {
            return Err(HistoryError::Position {
                at,
                moves: moves.len(),
            });
        }
        let tail = moves.get(at..).unwrap_or_default();
        if let Some(offset) = tail.iter().position(|&mv| !S::undoable(mv)) {
            return Err(HistoryError::Redo { index: at + offset });
        }
        let (mut now, mut mark, mut marked) = (start.clone(), 0, start.clone());
        let mut at_position = None;
        for (index, &mv) in moves.iter().enumerate() {
            if index == at {
                at_position = Some(now.clone());
            }
            now = now
                .apply(mv)
                .map_err(|why| HistoryError::Move { index, why })?;
            if !S::undoable(mv) {
                (mark, marked) = (index + 1, now.clone());
            }
        }
        // Every move after the position may be undone, so the mark is at or before it.
        Ok(History {
            now: at_position.unwrap_or(now),
            start,
            moves,
            at,
            mark,
            marked,
        })
    }

    /// The state as it stands now.
    pub fn state(&self) -> &S {
        &self.now
    }

    /// The state before any move.
    pub fn start(&self) -> &S {
        &self.start
    }

    /// Every move recorded, those that can be redone included.
    pub fn moves(&self) -> &[S::Move] {
        &self.moves
    }

    /// How many of [`History::moves`] are in force.
    pub fn position(&self) -> usize {
        self.at
    }

    /// Where the run of moves that may be undone, ending at the position, begins (undo reaches
    /// back no further), and the state there.
    pub fn checkpoint(&self) -> (usize, &S) {
        (self.mark, &self.marked)
    }

    /// The state at `at`, from the mark (which `at` must not precede); the index of a move that
    /// fails and why (never for moves that were applied before).
    fn replay_to(&self, at: usize) -> Result<S, (usize, S::Error)> {
        let moves = self.moves.get(self.mark..at).unwrap_or_default();
        moves
            .iter()
            .enumerate()
            .try_fold(self.marked.clone(), |s, (i, &mv)| {
                s.apply(mv).map_err(|why| (self.mark + i, why))
            })
    }

    /// Applies a move; moves that could have been redone are forgotten.
    pub fn apply(&self, mv: S::Move) -> Result<History<S>, S::Error> {
        let now = self.now.apply(mv)?;
        Ok(self.push(mv, now))
    }

    /// Records `mv` with the state it leads to, worked out by the caller (elsewhere, as the
    /// codebreaker's answers are checked in the solver's worker): `next` must be what
    /// [`History::apply`] gives for `mv`.
    pub fn push(&self, mv: S::Move, next: S) -> History<S> {
        let mut moves = self.moves.get(..self.at).unwrap_or_default().to_vec();
        moves.push(mv);
        let at = moves.len();
        let (mark, marked) = if S::undoable(mv) {
            (self.mark, self.marked.clone())
        } else {
            (at, next.clone())
        };
        History {
            start: self.start.clone(),
            moves,
            at,
            mark,
            marked,
            now: next,
        }
    }

    /// Whether this history is `earlier` or goes on from it: the same start, and `earlier`'s
    /// moves in force are the first of this one's (one tab's game against what it stored a
    /// moment before, SPEC §16).
    pub fn extends(&self, earlier: &History<S>) -> bool
    where
        S: PartialEq,
        S::Move: PartialEq,
    {
        let mine = self.moves.get(..self.at).unwrap_or(&self.moves);
        let theirs = earlier.moves.get(..earlier.at).unwrap_or(&earlier.moves);
        self.start == earlier.start && mine.starts_with(theirs)
    }

    /// Whether the last move in force may be taken back.
    pub fn can_undo(&self) -> bool {
        self.at > self.mark
    }

    /// Whether a move that was undone can be played again.
    pub fn can_redo(&self) -> bool {
        self.at < self.moves.len()
    }

    /// The history with its last undoable move taken back, if there is one.
    pub fn undo(&self) -> Option<History<S>> {
        if !self.can_undo() {
            return None;
        }
        let at = self.at - 1;
        let now = self.replay_to(at).ok()?;
        Some(History {
            at,
            now,
            ..self.clone()
        })
    }

    /// The history with the next undone move played again, if there is one.
    pub fn redo(&self) -> Option<History<S>> {
        let mv = *self.moves.get(self.at)?;
        let now = self.now.apply(mv).ok()?;
        Some(History {
            at: self.at + 1,
            now,
            ..self.clone()
        })
    }
}
