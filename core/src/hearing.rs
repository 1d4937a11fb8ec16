//! What a board sounds like (SPEC §20), decided once for every board: which sounds a change to
//! the game plays (a peg placed, a row's marks, the end), which row `Hear the row` plays and in
//! what order. The sounds themselves (pitch, timbre, the Web Audio calls) are the web crate's;
//! here a sound is only named, as a [`Cue`].

use super::game::{Game, Status};
use super::variant::Symbol;

/// One sound of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A peg: its symbol (a colour, `blank` or a digit), as the level draws it.
    Peg(Symbol),
    /// An empty hole of the row being heard: a silence in its place, so that every peg is heard
    /// at its hole's turn.
    Hole,
    /// A black mark (a bull): a right symbol in the right hole.
    Black,
    /// A white mark (a cow): a right symbol in another hole.
    White,
    /// A played row that earned no mark at all.
    NoMarks,
    /// The key was found.
    Won,
    /// The game ended without the key found: every turn used, or quit.
    Lost,
}

/// The sounds a change from `before` to `after` plays: a row played, its marks in the order shown
/// (blacks, then whites; `NoMarks` for none) and, if it ended the game, the end's sound; a game
/// ended otherwise (quit), the end's sound; a peg placed in the active row, its symbol. Taking a
/// peg out, an undone placement or nothing changed plays nothing.
pub fn heard(before: &Game, after: &Game) -> Vec<Cue> {
    let mut cues = Vec::new();
    if after.turns().len() > before.turns().len() {
        if let Some(row) = after.turns().len().checked_sub(1) {
            marks(after, row, &mut cues);
        }
    } else if !after.is_over() && after.level() == before.level() {
        let placed = after
            .active_pegs()
            .iter()
            .zip(before.active_pegs())
            .find_map(|(now, was)| now.filter(|_| now != was));
        if let Some(peg) = placed {
            cues.push(Cue::Peg(after.level().symbols().symbol(peg)));
        }
    }
    if after.is_over() && !before.is_over() {
        cues.push(match after.status() {
            Status::Won { .. } => Cue::Won,
            _ => Cue::Lost,
        });
    }
    cues
}

/// The row `Hear the row` plays: the row that has focus (`focused`) if it is played or in play,
/// else the active row, else (the game over) the last row played; `None` on a board with neither.
pub fn row_to_hear(game: &Game, focused: Option<usize>) -> Option<usize> {
    let played = game.turns().len();
    let in_play = |row: usize| row < played || Some(row) == game.active_row();
    focused
        .filter(|&row| in_play(row))
        .or_else(|| game.active_row())
        .or_else(|| played.checked_sub(1))
}

/// `Hear the row` for `row`: its pegs in hole order (a silence for an empty hole), then its marks
/// as [`heard`] plays them once it is played. Nothing for a row not in play.
pub fn row(game: &Game, row: usize) -> Vec<Cue> {
    let level = game.level();
    let mut cues = Vec::new();
    if row > game.turns().len() || (row == game.turns().len() && game.active_row().is_none()) {
        return cues;
    }
    for hole in 0..level.pegs() {
        cues.push(match game.peg(row, hole) {
            Some(peg) => Cue::Peg(level.symbols().symbol(peg)),
            None => Cue::Hole,
        });
    }
    marks(game, row, &mut cues);
    cues
}

/// A played row's marks, blacks then whites, or `NoMarks`.
fn marks(game: &Game, row: usize, cues: &mut Vec<Cue>) {
    let Some(feedback) = game.feedback(row) else {
        return;
    };
    cues.extend(std::iter::repeat_n(Cue::Black, feedback.black.into()));
    cues.extend(std::iter::repeat_n(Cue::White, feedback.white.into()));
    if feedback.black == 0 && feedback.white == 0 {
        cues.push(Cue::NoMarks);
    }
}
