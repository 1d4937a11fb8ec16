use serde::{Deserialize, Serialize};

mod given;

use super::solver::{contradiction, devious_answer};
use super::{Code, Colour, Feedback, Level, MAX_PEGS};

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
    /// ([`devious_answer`]). A plain [`Move::Submit`] in a devious game works the same answer
    /// out on the spot.
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

/// The moves that play `guesses` in order, one row each: every peg placed, then a submit.
fn guess_moves(guesses: impl Iterator<Item = Code>) -> impl Iterator<Item = Move> {
    guesses.enumerate().flat_map(|(row, guess)| {
        let places = guess
            .pegs()
            .to_vec()
            .into_iter()
            .enumerate()
            .map(move |(hole, colour)| Move::Place { row, hole, colour });
        places.chain([Move::Submit])
    })
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

    /// Replays `moves` from a new game, stopping at the first invalid one.
    pub fn replay(
        level: Level,
        key: Code,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<Game, Invalid> {
        Game::replay_from(Game::new(level, key), moves)
    }

    /// Replays `moves` from `start`, stopping at the first invalid one.
    pub fn replay_from(
        start: Game,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<Game, Invalid> {
        moves.into_iter().try_fold(start, |game, mv| game.apply(mv))
    }

    /// The moves that rebuild this game from a new one with the same key (see [`Game::replay`]).
    pub fn moves(&self) -> Vec<Move> {
        let guesses = self.turns.iter().map(|t| t.guess);
        // When the aids were turned on changes nothing but the flag, so they lead the list.
        let mut moves: Vec<Move> = self.aids.then_some(Move::AidsOn).into_iter().collect();
        // A devious game's rows are answered as they were; the last key named fits them all.
        let mut answers = self.turns.iter().map(|t| Move::Answer {
            feedback: t.feedback,
            key: self.key,
        });
        moves.extend(guess_moves(guesses).map(|mv| match mv {
            Move::Submit if self.devious => answers.next().unwrap_or(mv),
            _ => mv,
        }));
        let row = self.turns.len();
        let placed = self.active_pegs().iter().enumerate();
        moves.extend(
            placed.filter_map(|(hole, peg)| peg.map(|colour| Move::Place { row, hole, colour })),
        );
        if self.status == Status::Quit {
            moves.push(Move::Quit);
        }
        moves
    }

    /// A game with the turn limit `turns` in which `guesses` were played in order.
    pub fn with_turn_limit_from_guesses(
        level: Level,
        key: Code,
        turns: usize,
        guesses: &[Code],
    ) -> Result<Game, Invalid> {
        guess_moves(guesses.iter().copied())
            .try_fold(Game::with_turn_limit(level, key, turns), |g, mv| {
                g.apply(mv)
            })
    }

    /// A game in which `guesses` were played in order (each row filled, then submitted).
    pub fn from_guesses(level: Level, key: Code, guesses: &[Code]) -> Result<Game, Invalid> {
        let moves = guess_moves(guesses.iter().copied());
        Game::replay(level, key, moves)
    }

    /// Whether the solver's aids are on for this game (it then never enters the high scores).
    pub fn aids(&self) -> bool {
        self.aids
    }

    pub fn level(&self) -> Level {
        self.level
    }

    pub fn status(&self) -> Status {
        self.status
    }

    pub fn is_over(&self) -> bool {
        self.status != Status::Playing
    }

    /// Where the game stands (see [`Standing`]): a game with pegs placed but no row played has
    /// not started.
    pub fn standing(&self) -> Standing {
        match self.status {
            Status::Playing if self.turns.is_empty() => Standing::NotStarted,
            Status::Playing => Standing::InProgress {
                rows: self.turns.len(),
            },
            Status::Won { turns } => Standing::Won { turns },
            Status::Lost => Standing::Lost,
            Status::Quit => Standing::Quit,
        }
    }

    /// The key, only once the game is over: while playing it stays covered.
    pub fn revealed_key(&self) -> Option<Code> {
        self.is_over().then_some(self.key)
    }

    /// The key, whatever the status (for tests, saving and the solver's post-mortem).
    pub fn key(&self) -> Code {
        self.key
    }

    /// The rows played so far, top first.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The row taking input, or `None` when the game is over.
    pub fn active_row(&self) -> Option<usize> {
        (!self.is_over()).then_some(self.turns.len())
    }

    /// The pegs of the active row being filled (empty holes are `None`).
    pub fn active_pegs(&self) -> &[Option<Colour>] {
        self.active.get(..self.level.pegs()).unwrap_or(&self.active)
    }

    /// What a hole holds: a played peg, a peg placed in the active row, or nothing.
    pub fn peg(&self, row: usize, hole: usize) -> Option<Colour> {
        if hole >= self.level.pegs() {
            return None;
        }
        match self.turns.get(row) {
            Some(turn) => turn.guess.pegs().get(hole).copied(),
            None if Some(row) == self.active_row() => self.active.get(hole).copied().flatten(),
            None => None,
        }
    }

    /// The feedback of a played row.
    pub fn feedback(&self, row: usize) -> Option<Feedback> {
        self.turns.get(row).map(|t| t.feedback)
    }

    /// Whether every hole of the active row has a peg (it can then be submitted, or refused
    /// with a reason).
    pub fn active_row_full(&self) -> bool {
        self.active_row().is_some() && self.active_pegs().iter().all(Option::is_some)
    }

    /// The active row as a code, once every hole has a peg.
    pub fn active_code(&self) -> Option<Code> {
        Code::from_holes(self.level, self.active_pegs())
    }

    /// Applies a move and returns the next state, or why the move is not valid. `self` is
    /// never changed, so an invalid move leaves the game exactly as it was.
    pub fn apply(&self, mv: Move) -> Result<Game, Invalid> {
        let mut next = self.clone();
        match mv {
            Move::Place { row, hole, colour } => {
                self.check(Target::Hole { row, hole })?;
                if colour.index() >= self.level.colours() {
                    return Err(Invalid::ColourNotInLevel(colour));
                }
                // `check` put `hole` within the row.
                if let Some(slot) = next.active.get_mut(hole) {
                    *slot = Some(colour);
                }
            }
            Move::Clear { row, hole } => {
                self.check(Target::Hole { row, hole })?;
                match next.active.get_mut(hole) {
                    Some(slot @ Some(_)) => *slot = None,
                    _ => return Err(Invalid::HoleEmpty { row, hole }),
                }
            }
            Move::Submit if self.given.is_some() => {
                let guess = self.row_to_submit()?;
                next.answer(guess);
            }
            Move::Submit => {
                let guess = self.row_to_submit()?;
                let feedback = if self.devious {
                    let answer =
                        devious_answer(self.level, &self.turns, guess).ok_or(Invalid::BadAnswer)?;
                    next.key = answer.key;
                    answer.feedback
                } else {
                    self.level.feedback(&self.key, &guess)
                };
                next.play(guess, feedback);
            }
            Move::Answer { feedback, key } => {
                let guess = self.row_to_submit()?;
                let stands = self.devious
                    && Code::new(self.level, key.pegs()).is_ok()
                    && self.level.feedback(&key, &guess) == feedback
                    && contradiction(self.level, &self.turns, &key).is_none();
                if !stands {
                    return Err(Invalid::BadAnswer);
                }
                next.key = key;
                next.play(guess, feedback);
            }
            Move::Quit => {
                self.check(Target::Quit)?;
                next.status = Status::Quit;
            }
            Move::AidsOn => {
                self.active_row().ok_or(Invalid::GameOver)?;
                if self.given.is_some() {
                    return Err(Invalid::NoAidsInPuzzle);
                }
                next.aids = true;
            }
        }
        Ok(next)
    }

    /// The full active row, if submitting it now is a valid move: a code of the level that, in
    /// hard mode, fits every row played.
    pub fn row_to_submit(&self) -> Result<Code, Invalid> {
        let row = self.active_row().ok_or(Invalid::GameOver)?;
        let guess = self.active_code().ok_or_else(|| self.not_a_code(row))?;
        if self.hard
            && let Some((row, would)) = contradiction(self.level, &self.turns, &guess)
        {
            return Err(Invalid::Contradicts { row, would });
        }
        Ok(guess)
    }

    /// Plays `guess` as the next row, with `feedback`: the row is empty again, and the game
    /// won, lost (the last row) or going on.
    fn play(&mut self, guess: Code, feedback: Feedback) {
        self.turns.push(Turn { guess, feedback });
        self.active = [None; MAX_PEGS];
        self.status = if self.level.is_win(feedback) {
            Status::Won {
                turns: self.turns.len(),
            }
        } else if self.turns.len() == self.turn_limit() {
            Status::Lost
        } else {
            Status::Playing
        };
    }

    /// Why the active row `row` is not a code of the level: empty holes, or (without repeats) a
    /// colour used twice.
    fn not_a_code(&self, row: usize) -> Invalid {
        let pegs = self.active_pegs();
        let empty = pegs.iter().filter(|p| p.is_none()).count();
        let repeated = pegs
            .iter()
            .enumerate()
            .find_map(|(i, p)| p.filter(|c| pegs.iter().take(i).any(|q| *q == Some(*c))));
        match repeated {
            Some(colour) if empty == 0 => Invalid::RepeatedColour { row, colour },
            _ => Invalid::RowIncomplete { row, empty },
        }
    }

    /// Whether clicking `target` is a valid action now: a hole of the active row, the results
    /// cell of a full active row (its submit control), or quitting while playing.
    pub fn check(&self, target: Target) -> Result<(), Invalid> {
        let active = self.active_row().ok_or(Invalid::GameOver)?;
        let on_row = |row: usize| {
            if row >= self.turn_limit() {
                Err(Invalid::OffBoard)
            } else if row < active {
                Err(Invalid::PlayedRow { row })
            } else if row > active {
                Err(Invalid::FutureRow { row, active })
            } else {
                Ok(())
            }
        };
        match target {
            Target::Hole { row, hole } => {
                if hole >= self.level.pegs() {
                    return Err(Invalid::OffBoard);
                }
                on_row(row)
            }
            Target::Results { row } => {
                on_row(row)?;
                match self.active_code() {
                    Some(_) => Ok(()),
                    None => Err(self.not_a_code(row)),
                }
            }
            Target::Key => Err(Invalid::KeyCovered),
            Target::Quit => Ok(()),
        }
    }
}
