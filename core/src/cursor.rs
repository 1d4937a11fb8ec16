use super::game::Game;

/// What only the interface cares about (Tatham's `game_ui`): which hole of the active row the
/// palette fills next. It never holds rules; the game never holds it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cursor {
    hole: usize,
}

impl Cursor {
    /// The selected hole of the active row, from 0.
    pub fn hole(self) -> usize {
        self.hole
    }

    /// Selects a hole (clamped to the board).
    pub fn select(self, game: &Game, hole: usize) -> Cursor {
        Cursor {
            hole: hole.min(game.level().pegs() - 1),
        }
    }

    /// Moves the selection by `delta` holes, stopping at the row's ends.
    pub fn step(self, game: &Game, delta: isize) -> Cursor {
        self.select(game, self.hole.saturating_add_signed(delta))
    }

    /// Where the selection goes after the selected hole was filled: the next empty hole to its
    /// right (wrapping round), so the palette alone fills a row; with no empty hole left, the next
    /// hole, so typing colours in order walks along the row.
    pub fn after_fill(self, game: &Game) -> Cursor {
        let pegs = game.active_pegs();
        let n = pegs.len();
        let next_empty = (1..n)
            .map(|d| (self.hole + d) % n)
            .find(|&h| pegs.get(h).is_some_and(Option::is_none));
        self.select(game, next_empty.unwrap_or(self.hole + 1))
    }

    /// Where Backspace takes a peg out: the selected hole if it holds one, else the nearest hole
    /// to its left that does, as a text field's Backspace takes the character before the caret
    /// (after typing a row's colours the selection has moved on to an empty hole); the selection
    /// itself when no hole to its left holds a peg.
    pub fn back(self, game: &Game) -> Cursor {
        let pegs = game.active_pegs();
        let filled = |h: usize| pegs.get(h).is_some_and(Option::is_some);
        if filled(self.hole) {
            return self;
        }
        (0..self.hole)
            .rev()
            .find(|&h| filled(h))
            .map_or(self, |h| self.select(game, h))
    }

    /// A new row starts with its first hole selected.
    pub fn reset() -> Cursor {
        Cursor::default()
    }
}
