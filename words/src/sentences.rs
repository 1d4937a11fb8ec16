//! The sentences built from a language's [`Text`] the same way in every language: what the
//! board's flag says, numbers with the language's decimal sign and per cent, a match's sides,
//! score and outcome, why the solver gave no answer, and the whole `Read the board`.

use crate::board::BoardText;
use crate::pegs::{colour_list, peg_name};
use crate::rules::contest::{Outcome, Setup, Side};
use crate::rules::feedback::Feedback;
use crate::rules::flag::FlagState;
use crate::rules::game::Invalid;
use crate::rules::level::{CustomError, Level};
use crate::rules::puzzle::PuzzleSource;
use crate::rules::reading::Reading;
use crate::rules::solver::protocol::SolverError;
use crate::shared::{Optional, fill_named};
use crate::text::Text;

impl BoardText {
    /// What the board's flag says ([`FlagState`]) in a game of `level`, in this language.
    pub fn flag(&self, level: Level, flag: FlagState) -> String {
        match flag {
            FlagState::Warning(reason) => self.warning(level, reason),
            FlagState::Contradicted(c) => {
                self.contradiction(level, c.guess_row + 1, c.row + 1, c.would)
            }
            FlagState::NotTheKey { row } => self.not_the_key(row + 1),
            FlagState::Solved { attempts } => self.solved_in(attempts),
            FlagState::NotSolved { row } => self.not_solved(row.map(|r| r + 1)),
            FlagState::Won { turns } => self.won(turns),
            FlagState::Lost => self.lost.to_owned(),
            FlagState::Quit => self.quit_flag.to_owned(),
        }
    }

    /// The flag's warning of a move refused in a game of `level` (its symbols name the pegs).
    pub fn warning(&self, level: Level, reason: Invalid) -> String {
        let w = &self.warnings;
        let why = match reason {
            Invalid::GameOver => w.game_over.to_owned(),
            Invalid::PlayedRow { row: r } => {
                fill_named(w.played_row, &[("row", &(r + 1).to_string())])
            }
            Invalid::FutureRow { row: r, active } => fill_named(
                w.future_row,
                &[
                    ("row", &(r + 1).to_string()),
                    ("active", &(active + 1).to_string()),
                ],
            ),
            Invalid::OffBoard => w.off_board.to_owned(),
            Invalid::ColourNotInLevel(_) => {
                self.symbol_words(level.symbols()).not_in_level.to_owned()
            }
            Invalid::RowIncomplete { row: r, empty } => fill_named(
                w.row_incomplete,
                &[
                    ("row", &(r + 1).to_string()),
                    ("empty", &self.shell.plural.count(empty, w.empty_hole)),
                ],
            ),
            Invalid::HoleEmpty { .. } => w.hole_empty.to_owned(),
            Invalid::KeyCovered => w.key_covered.to_owned(),
            Invalid::Contradicts { row: r, would } => fill_named(
                w.contradicts,
                &[
                    ("row", &(r + 1).to_string()),
                    ("marks", &self.marks(level, would)),
                ],
            ),
            Invalid::RepeatedColour { row: r, colour } => self
                .symbol_words(level.symbols())
                .repeated(r + 1, peg_name(self, level, colour)),
            Invalid::NotAsked { row: r, asked } => fill_named(
                w.not_asked,
                &[
                    ("row", &(r + 1).to_string()),
                    ("pegs", &colour_list(self, &asked)),
                ],
            ),
            Invalid::NoAidsInPuzzle => w.no_aids_in_puzzle.to_owned(),
            Invalid::BadAnswer => w.bad_answer.to_owned(),
        };
        fill_named(w.frame, &[("why", &why)])
    }

    /// Hard mode's red flag: row `guess_row` (from 1) cannot be the key, because row `row` would
    /// then have earned `would`, in the level's own mark names.
    pub fn contradiction(
        &self,
        level: Level,
        guess_row: usize,
        row: usize,
        would: Feedback,
    ) -> String {
        let why = fill_named(
            self.contradiction,
            &[
                ("guess_row", &guess_row.to_string()),
                ("row", &row.to_string()),
                ("marks", &self.marks(level, would)),
            ],
        );
        fill_named(self.warnings.frame, &[("why", &why)])
    }

    /// A row's marks in the level's own names (SPEC §17): `0 black, 2 white`, `1 bull, 2 cows`,
    /// `1 Fermi, 2 Pico` or `Bagels`.
    pub fn marks(&self, level: Level, feedback: Feedback) -> String {
        self.mark_words
            .of(level.mark_names(), feedback, self.shell.plural)
    }

    /// `Row 1: 1 bull, 2 cows`: row `row` (from 1) of a game of `level` and its marks, in the
    /// level's own mark names (SPEC §17), wherever a row is shown or said.
    pub fn row_marks(&self, level: Level, row: usize, feedback: Feedback) -> String {
        self.row_feedback(row, &self.marks(level, feedback))
    }

    /// Under a challenge's heading: how its sender (`name`, or `Your friend`) did, in `turns`
    /// counted, or `None` when they did not break it.
    pub fn sender_result(&self, name: Option<&str>, turns: Option<usize>) -> String {
        self.broke(
            self.sender_result,
            name.unwrap_or(self.sender_unnamed),
            turns,
        )
    }

    /// How `name` did against a key, in `sentence`'s words: broken in `turns`, counted as
    /// guesses, or (`None`) not broken; a challenge's sender and a reply's friend alike.
    pub fn broke(&self, sentence: Optional, name: &str, turns: Option<usize>) -> String {
        let turns = turns.map(|t| self.shell.plural.count(t, self.guesses));
        sentence.say("turns", turns.as_deref(), &[("name", name)])
    }

    /// A puzzle page's heading (SPEC §15): `Puzzle of 2026-11-26, level I`, `Puzzle from Ana`
    /// or `Puzzle, level I` (`source` not known yet: a practice puzzle's), for the whole game's
    /// page and the quick board's alike.
    pub fn puzzle_heading(&self, level: Level, source: Option<&PuzzleSource>) -> String {
        let roman = level.roman().unwrap_or("I");
        match source {
            Some(PuzzleSource::Daily(day) | PuzzleSource::Past(day)) => {
                self.daily_puzzle_level(&day.to_string(), roman)
            }
            Some(PuzzleSource::Made(Some(name))) => self.puzzle_from(name.as_str()),
            _ => self.puzzle_level(roman),
        }
    }
}

impl Text {
    /// Row `n` of the solver's replay in a game of `level`: its pegs' names, its marks in the
    /// game's own names, and the keys `left` after it.
    pub fn replay_row(
        &self,
        level: Level,
        n: usize,
        pegs: &[&str],
        feedback: Feedback,
        left: usize,
    ) -> String {
        fill_named(
            self.replay_row,
            &[
                ("n", &n.to_string()),
                ("pegs", &pegs.join(", ")),
                ("marks", &self.marks(level, feedback)),
                ("left", &self.shell.plural.say(left, self.replay_left)),
            ],
        )
    }

    /// What step `step` (from 0) of Learn to play proves, `left` keys still fitting (a step past
    /// the last reads as the last).
    pub fn lesson_proof(&self, step: usize, left: usize) -> String {
        let last = self.lesson_proves.len().saturating_sub(1);
        let sentence = self
            .lesson_proves
            .get(step.min(last))
            .copied()
            .unwrap_or_default();
        fill_named(sentence, &[("left", &left.to_string())])
    }

    /// A game URL whose settings are not a game: why (without its full stop), then the form.
    pub fn custom_url_invalid(&self, error: &CustomError) -> String {
        let why = self.custom_error.of(error);
        fill_named(
            self.custom_url_invalid,
            &[("why", why.trim_end_matches('.'))],
        )
    }

    /// `value` with `decimals` decimals and the language's decimal sign (`4.5`, `4,5`).
    pub fn decimal(&self, value: f64, decimals: usize) -> String {
        format!("{value:.decimals$}").replace('.', &self.decimal_sign.to_string())
    }

    /// `value` per cent as the language writes it (`50%`, `50 %`).
    pub fn percent(&self, value: u32) -> String {
        format!("{value}{}%", self.percent_space)
    }

    /// Who plays `side` in a match of `setup`: a person's name between two people, else `You`
    /// or `Computer`.
    pub fn side_name(&self, setup: &Setup, side: Side) -> String {
        match &setup.players {
            Some(players) => players.name(side).as_str().to_owned(),
            None => self.side.of(side).to_owned(),
        }
    }

    /// The running score of a match of `setup`: each side's points.
    pub fn match_score(&self, setup: &Setup, player: u32, computer: u32) -> String {
        match &setup.players {
            Some(p) => self.score_people(p.first.as_str(), player, p.second.as_str(), computer),
            None => self.score(player, computer),
        }
    }

    /// Why the solver gave no answer: it could not be started (or refused the task), or it
    /// stopped working.
    pub fn solver_error(&self, e: SolverError) -> &'static str {
        match e {
            SolverError::Failed => self.solver_failed,
            SolverError::Unavailable | SolverError::Refused => self.solver_unavailable,
        }
    }

    /// How a match of `setup` ended.
    pub fn match_outcome(&self, setup: &Setup, outcome: Outcome) -> String {
        match (&setup.players, outcome) {
            (Some(players), Outcome::Won(side)) => self.won_match(players.name(side).as_str()),
            _ => self.outcome.of(outcome).to_owned(),
        }
    }

    /// The whole `Read the board` in this language, its parts in the core's order, each peg
    /// named as the game's symbols show it ([`peg_name`]).
    pub fn board_reading(&self, r: &Reading) -> String {
        self.board_lines.say(
            r,
            self.shell.plural,
            |c| peg_name(self, r.level, c),
            |f| self.marks(r.level, f),
        )
    }
}
