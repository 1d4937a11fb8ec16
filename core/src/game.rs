//! The game state machine's types: a game ([`Game`]) and its options, the moves that change it,
//! the targets a player can click, why an action is refused ([`Invalid`]) and where a game stands;
//! a new game and its settings. Applying a move is in `apply`, replaying moves in `replay`, what a
//! game shows in `queries`, a puzzle's board in `given`.

use serde::{Deserialize, Serialize};

mod apply;
mod given;
mod queries;
mod replay;

use super::code::{Code, MAX_PEGS};
use super::colour::Colour;
use super::feedback::Feedback;
use super::level::Level;

pub use given::Given;

/// One played row: the guess and the marks it earned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub guess: Code,
    pub feedback: Feedback,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    Playing,
    /// The key was found; the number of turns it took.
    Won {
        turns: usize,
    },
    /// Every turn was used without finding the key.
    Lost,
    /// The player gave up.
    Quit,
}

/// Where a game stands, as the pages that list games say it (home, the daily key, past dates):
/// not started, in progress with some rows played, or how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    NotStarted,
    InProgress { rows: usize },
    Won { turns: usize },
    Lost,
    Quit,
}

/// Something the player does to the game. Moves are data: a game is its key plus the moves
/// applied to it, which is what saving, replaying and worked examples build on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Put a colour in a hole of the active row (replacing any peg there).
    Place {
        row: usize,
        hole: usize,
        colour: Colour,
    },
    /// Take the peg out of a hole of the active row.
    Clear { row: usize, hole: usize },
    /// Submit the active row, which must be full.
    Submit,
    /// The devious computer's answer to the full active row (a devious game only): its marks,
    /// and a key that fits every row with them, worked out in the solver's worker
    /// ([`devious_answer`](super::solver::devious_answer)). A plain [`Move::Submit`] in a devious
    /// game works the same answer out on the spot.
    Answer { feedback: Feedback, key: Code },
    /// Give up: the key is revealed and the game ends.
    Quit,
    /// Turn on the solver's aids (hints, counts of possible keys, contradiction warnings) for the
    /// rest of this game. An aided game never enters the high scores.
    AidsOn,
}

impl Move {
    /// Whether the move only edits the active row (placing or taking out a peg): such moves can
    /// be undone; a submit, quitting or turning the aids on cannot.
    pub fn edits_row(self) -> bool {
        matches!(self, Move::Place { .. } | Move::Clear { .. })
    }
}

/// Something on the board a player can click that is not itself a move; [`Game::check`] says
/// whether clicking it is a valid action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A hole (with or without a peg); rows and holes count from 0.
    Hole { row: usize, hole: usize },
    /// The key at the top of the board.
    Key,
    /// The results cell on the right of a row.
    Results { row: usize },
    /// The quit control.
    Quit,
}

/// Why an action is not a valid move. Rows and holes count from 0; the interface turns each into
/// a sentence for the yellow flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// The game has ended; only starting a new one is possible.
    GameOver,
    /// The row was already played.
    PlayedRow { row: usize },
    /// The row is not in play yet.
    FutureRow { row: usize, active: usize },
    /// There is no such row or hole on this board.
    OffBoard,
    /// The colour is not in this level's palette.
    ColourNotInLevel(Colour),
    /// The active row still has empty holes.
    RowIncomplete { row: usize, empty: usize },
    /// The hole has no peg to take out.
    HoleEmpty { row: usize, hole: usize },
    /// The key stays covered until the game ends.
    KeyCovered,
    /// Hard mode: the guess could not be the key, because row `row` would then have earned
    /// `would` instead of its feedback.
    Contradicts { row: usize, would: Feedback },
    /// The full active row uses a colour twice, and this level has no repeats.
    RepeatedColour { row: usize, colour: Colour },
    /// A devious computer's answer that cannot stand: not a devious game, or no key fits the
    /// rows with it (only a stored game altered by hand can hold one).
    BadAnswer,
    /// `Learn to play`: this row of the lesson asks for the guess `asked`.
    NotAsked { row: usize, asked: Code },
    /// A puzzle is solved without the solver's aids (SPEC §15).
    NoAidsInPuzzle,
}

/// The player's choices that shape a new game (SPEC 9 and 12): hard mode, and the devious
/// computer instead of a key chosen in advance (levels I–III; a game of a given key, such as a
/// daily one or a challenge, is never devious).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameOptions {
    pub hard: bool,
    pub devious: bool,
}

/// A game of Mastermind: the hidden key, the rows played, the row being filled and the status.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    level: Level,
    key: Code,
    turns: Vec<Turn>,
    active: [Option<Colour>; MAX_PEGS],
    status: Status,
    /// Whether the solver's aids were turned on (see [`Move::AidsOn`]).
    #[serde(default)]
    aids: bool,
    /// A turn limit other than the level's (a match round's pace).
    #[serde(default)]
    limit: Option<usize>,
    /// Hard mode: every guess must be one that could still be the key.
    #[serde(default)]
    hard: bool,
    /// The devious computer (SPEC 12): no key is chosen in advance; each row's marks leave the
    /// most keys possible, and `key` is the last key named that fits every row.
    #[serde(default)]
    devious: bool,
    /// A puzzle's board (SPEC §15): its first rows were given, and the row after them answers.
    #[serde(default)]
    given: Option<Given>,
}

impl Game {
    /// A new game with the given key (which must be a code of `level`).
    pub fn new(level: Level, key: Code) -> Game {
        debug_assert!(Code::new(level, key.pegs()).is_ok());
        Game {
            level,
            key,
            turns: Vec::new(),
            active: [None; MAX_PEGS],
            status: Status::Playing,
            aids: false,
            limit: None,
            hard: false,
            devious: false,
            given: None,
        }
    }

    /// The same game played against the devious computer (`true`, levels I–III only: a larger
    /// level stays as it is) or not. Its key is then only a key that fits the rows so far.
    pub fn with_devious(self, devious: bool) -> Game {
        Game {
            devious: devious && self.level.number().is_some(),
            ..self
        }
    }

    /// Whether the devious computer answers this game's rows.
    pub fn is_devious(&self) -> bool {
        self.devious
    }

    /// The same game in hard mode (`true`) or not: in hard mode every guess must fit every
    /// row played before it (see [`Invalid::Contradicts`]).
    pub fn with_hard_mode(self, hard: bool) -> Game {
        Game { hard, ..self }
    }

    /// The same game with `options` (see [`Game::with_hard_mode`] and [`Game::with_devious`]).
    pub fn with_options(self, options: GameOptions) -> Game {
        self.with_hard_mode(options.hard)
            .with_devious(options.devious)
    }

    /// Whether this game is played in hard mode.
    pub fn hard_mode(&self) -> bool {
        self.hard
    }

    /// A new game whose turn limit is `turns` instead of the level's (a round of a match).
    pub fn with_turn_limit(level: Level, key: Code, turns: usize) -> Game {
        Game {
            limit: Some(turns),
            ..Game::new(level, key)
        }
    }

    /// How many rows the game has: the level's turns, unless a match round set its pace.
    pub fn turn_limit(&self) -> usize {
        self.limit.unwrap_or(self.level.turns())
    }
}
