//! The bridge between the board's controls and the rules core: each handler turns a click or key
//! into a [`Move`] or a [`Target`] check, applies it, and keeps the yellow flag and the selected
//! hole in step. No rule is decided here.

use leptos::prelude::*;

use crate::dom::{focus_later, hole_id};
use crate::rules::solver::{Strategy, contradiction, remaining_after_each};
use crate::rules::{Colour, Cursor, Feedback, Game, Invalid, Move, Target};

/// A played row that cannot be the key: row `row` (from 0) would then have earned `would`.
/// Shown in the yellow flag while the solver's aids are on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contradiction {
    pub guess_row: usize,
    pub row: usize,
    pub would: Feedback,
}

/// The reactive state of one board: the game, the interface's cursor and the current warning.
#[derive(Clone, Copy)]
pub struct Play {
    pub game: RwSignal<Game>,
    pub cursor: RwSignal<Cursor>,
    pub warning: RwSignal<Option<Invalid>>,
    /// The last submitted row contradicts an earlier one (aids on only).
    pub contradiction: RwSignal<Option<Contradiction>>,
    /// With the aids on, how many keys were still possible after each played row; else empty.
    pub counts: Memo<Vec<usize>>,
    /// Id of the element that takes focus when a game ends.
    pub end_focus: &'static str,
    /// A board that only shows a game (the Rules page's examples): no input, no flag.
    pub read_only: bool,
}

impl Play {
    pub fn new(game: Game) -> Play {
        let level = game.level();
        let game = RwSignal::new(game);
        // Only a new row or the aids being turned on changes the counts, not every placed peg.
        let aided_turns = Memo::new(move |_| game.with(|g| g.aids().then(|| g.turns().to_vec())));
        let counts = Memo::new(move |_| {
            aided_turns.with(|turns| {
                turns
                    .as_deref()
                    .map_or_else(Vec::new, |t| remaining_after_each(level, t))
            })
        });
        Play {
            game,
            contradiction: RwSignal::new(None),
            counts,
            cursor: RwSignal::new(Cursor::reset()),
            warning: RwSignal::new(None),
            end_focus: "play-again",
            read_only: false,
        }
    }

    /// A board that shows `game` and takes no input.
    pub fn read_only(game: Game) -> Play {
        Play {
            read_only: true,
            ..Play::new(game)
        }
    }

    /// Shows the outcome of an action: a valid one clears the warning, an invalid one raises it.
    fn report(&self, outcome: Result<(), Invalid>) -> bool {
        let ok = outcome.is_ok();
        self.warning.set(outcome.err());
        self.contradiction.set(None);
        ok
    }

    fn apply(&self, mv: Move) -> bool {
        let next = self.game.with_untracked(|g| g.apply(mv));
        self.report(next.map(|next| self.game.set(next)))
    }

    /// A click on something that is not itself a move (the key, a results cell, quit).
    pub fn touch(&self, target: Target) -> bool {
        if self.read_only {
            return false;
        }
        self.report(self.game.with_untracked(|g| g.check(target)))
    }

    /// A click on a hole: in the active row it selects that hole for the palette.
    pub fn select(&self, row: usize, hole: usize) {
        if self.touch(Target::Hole { row, hole }) {
            self.cursor
                .update(|c| *c = self.game.with_untracked(|g| c.select(g, hole)));
        }
    }

    /// Moves the selection along the active row and focuses the hole it lands on.
    pub fn step(&self, delta: isize) {
        let Some(row) = self.game.with_untracked(Game::active_row) else {
            return;
        };
        self.cursor
            .update(|c| *c = self.game.with_untracked(|g| c.step(g, delta)));
        focus_later(hole_id(row, self.cursor.get_untracked().hole()));
    }

    /// Fills the selected hole with `colour` and selects the next hole to fill.
    pub fn choose(&self, colour: Colour, move_focus: bool) {
        let Some(row) = self.game.with_untracked(Game::active_row) else {
            self.report(Err(Invalid::GameOver));
            return;
        };
        let hole = self.cursor.get_untracked().hole();
        if self.apply(Move::Place { row, hole, colour }) {
            self.cursor
                .update(|c| *c = self.game.with_untracked(|g| c.after_fill(g)));
            if move_focus {
                focus_later(hole_id(row, self.cursor.get_untracked().hole()));
            }
        }
    }

    /// Takes the peg out of the selected hole.
    pub fn clear(&self) {
        if let Some(row) = self.game.with_untracked(Game::active_row) {
            let hole = self.cursor.get_untracked().hole();
            self.apply(Move::Clear { row, hole });
        }
    }

    /// Submits the active row; focus goes to the next row, or to Play again when the game ends.
    pub fn submit(&self) {
        let before = self.game.get_untracked();
        if self.apply(Move::Submit) {
            self.cursor.set(Cursor::reset());
            self.focus_after_turn();
            let after = self.game.get_untracked();
            if after.aids() && !after.is_over() {
                let guess_row = before.turns().len();
                let guess = after.turns()[guess_row].guess;
                let found = contradiction(before.turns(), &guess);
                self.contradiction
                    .set(found.map(|(row, would)| Contradiction {
                        guess_row,
                        row,
                        would,
                    }));
            }
        }
    }

    /// Turns the solver's aids on for the rest of this game.
    pub fn aids_on(&self) {
        self.apply(Move::AidsOn);
    }

    /// Fills the active row with the solver's next guess (aids on only); the player submits it.
    pub fn hint(&self) {
        let game = self.game.get_untracked();
        let Some(row) = game.active_row().filter(|_| game.aids()) else {
            return;
        };
        let solver = crate::rules::solver::Solver::from_turns(game.level(), game.turns());
        let Some(guess) = solver.next_guess(Strategy::DEFAULT) else {
            return;
        };
        let filled = guess
            .pegs()
            .iter()
            .enumerate()
            .try_fold(game, |g, (hole, &colour)| {
                g.apply(Move::Place { row, hole, colour })
            });
        if self.report(filled.map(|g| self.game.set(g))) {
            self.cursor.set(Cursor::reset());
        }
    }

    pub fn quit(&self) {
        if self.apply(Move::Quit) {
            focus_later(self.end_focus.to_owned());
        }
    }

    /// Replaces the game with a new one.
    pub fn restart(&self, game: Game) {
        self.game.set(game);
        self.cursor.set(Cursor::reset());
        self.warning.set(None);
        self.contradiction.set(None);
        focus_later(hole_id(0, 0));
    }

    fn focus_after_turn(&self) {
        match self.game.with_untracked(Game::active_row) {
            Some(row) => focus_later(hole_id(row, 0)),
            None => focus_later(self.end_focus.to_owned()),
        }
    }
}
