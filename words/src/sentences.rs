//! The sentences built from a language's [`Text`] the same way in every language: what the
//! board's flag says, numbers with the language's decimal sign and per cent, a match's sides,
//! score and outcome, why the solver gave no answer, and the whole `Read the board`.

use crate::board::BoardText;
use crate::pegs::peg_name;
use crate::rules::contest::{Outcome, Setup, Side};
use crate::rules::feedback::Feedback;
use crate::rules::flag::FlagState;
use crate::rules::level::Level;
use crate::rules::puzzle::PuzzleSource;
use crate::rules::reading::Reading;
use crate::rules::solver::protocol::SolverError;
use crate::text::Text;

impl BoardText {
    /// What the board's flag says ([`FlagState`]) in a game of `level`, in this language.
    pub fn flag(&self, level: Level, flag: FlagState) -> String {
        match flag {
            FlagState::Warning(reason) => (self.warning)(level, reason),
            FlagState::Contradicted(c) => (self.contradiction)(c.guess_row + 1, c.row + 1, c.would),
            FlagState::NotTheKey { row } => (self.not_the_key)(row + 1),
            FlagState::Solved { attempts } => (self.solved_in)(attempts),
            FlagState::NotSolved { row } => self.not_solved(row.map(|r| r + 1)),
            FlagState::Won { turns } => (self.won)(turns),
            FlagState::Lost => self.lost.to_owned(),
            FlagState::Quit => self.quit_flag.to_owned(),
        }
    }

    /// `Row 1: 1 bull, 2 cows`: row `row` (from 1) of a game of `level` and its marks, in the
    /// level's own mark names (SPEC §17), wherever a row is shown or said.
    pub fn row_marks(&self, level: Level, row: usize, feedback: Feedback) -> String {
        (self.row_feedback)(row, &(self.marks)(level.mark_names(), feedback))
    }

    /// A puzzle page's heading (SPEC §15): `Puzzle of 2026-11-26, level I`, `Puzzle from Ana`
    /// or `Puzzle, level I` (`source` not known yet: a practice puzzle's), for the whole game's
    /// page and the quick board's alike.
    pub fn puzzle_heading(&self, level: Level, source: Option<&PuzzleSource>) -> String {
        let roman = level.roman().unwrap_or("I");
        match source {
            Some(PuzzleSource::Daily(day) | PuzzleSource::Past(day)) => {
                (self.daily_puzzle_level)(&day.to_string(), roman)
            }
            Some(PuzzleSource::Made(Some(name))) => (self.puzzle_from)(name.as_str()),
            _ => (self.puzzle_level)(roman),
        }
    }
}

impl Text {
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
            Some(p) => (self.score_people)(p.first.as_str(), player, p.second.as_str(), computer),
            None => (self.score)(player, computer),
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
            (Some(players), Outcome::Won(side)) => (self.won_match)(players.name(side).as_str()),
            _ => self.outcome.of(outcome).to_owned(),
        }
    }

    /// The whole `Read the board` in this language, its parts in the core's order, each peg
    /// named as the game's symbols show it ([`peg_name`]).
    pub fn board_reading(&self, r: &Reading) -> String {
        let names = r.level.mark_names();
        self.board_lines.say(
            r,
            |c| peg_name(self, r.level, c),
            |f| (self.marks)(names, f),
        )
    }
}
