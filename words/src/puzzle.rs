//! The words of the puzzles (SPEC §15): the Puzzles page, the puzzle page, the print page and
//! the end of a game that can become a puzzle, one [`PuzzleText`] per language, in its catalogue file (a
//! missing translation is a compile error, as in the rest of the catalogue).

use crate::rules::puzzle::Difficulty;

/// The puzzles' words in one language.
pub struct PuzzleText {
    /// `Puzzles`: the link on home and the introduction, and the page's heading.
    pub puzzles: &'static str,
    /// `Print puzzles`: the link and the print page's heading.
    pub print_puzzles: &'static str,
    /// The Puzzles page's lead: what a puzzle is, the day's and the practice ones.
    pub puzzles_lead: &'static str,
    /// `Puzzle of the day, level I`: the Puzzles page's link to a level's puzzle of the day.
    pub daily_link: fn(&str) -> String,
    /// Where today's puzzle of a level stands, beside its link: not played, solved, not solved.
    pub day_not_played: &'static str,
    pub day_solved: &'static str,
    pub day_not_solved: &'static str,
    /// `Easy`, `Medium`, `Hard`: a difficulty's name (the Puzzles page's links to a new puzzle,
    /// the print form's choices).
    pub difficulty: fn(Difficulty) -> &'static str,
    /// The words before a level's `Easy`, `Medium`, `Hard` links.
    pub practice: &'static str,
    /// `Puzzle streak: N`: the days in a row with a puzzle of the day solved.
    pub streak: fn(u32) -> String,
    /// The puzzle statistics' columns after `Level`: `Played`, `Solved`, `Attempts`.
    pub col_played: &'static str,
    pub col_solved: &'static str,
    pub col_attempts: &'static str,
    /// The Puzzles page's print form: what it gives, and its difficulty field's label.
    pub print_lead: &'static str,
    pub difficulty_label: &'static str,
    /// `Make a puzzle of this game`: the button at the end of a game whose rows settle its key.
    pub make_puzzle: &'static str,
    /// `Puzzle from <name>`: the made puzzle's link when a name is known.
    pub puzzle_from: fn(&str) -> String,
    /// `Puzzle of this game`: the made puzzle's link without a name.
    pub puzzle_of_game: &'static str,
    /// The label of the made puzzle's link shown to copy by hand.
    pub puzzle_link: &'static str,
    /// The `Stored data` rows of the puzzle statistics and of the puzzles in progress.
    pub stored_log: &'static str,
    pub stored_slots: &'static str,
    /// `n` finished puzzles, `n` puzzles in progress, as an import's notice counts them.
    pub count_log: fn(usize) -> String,
    pub count_slots: fn(usize) -> String,
    /// `Puzzle, level I`: a practice puzzle's heading (the level's roman number).
    pub puzzle_level: fn(&str) -> String,
    /// `Puzzle of 2026-11-26, level I`: the puzzle of the day's heading (date, level).
    pub daily_puzzle_level: fn(&str, &str) -> String,
    /// `Difficulty: Easy` (Medium, Hard) on the puzzle page.
    pub difficulty_is: fn(Difficulty) -> String,
    /// `Check`: the puzzle page's button that checks the answer row.
    pub check: &'static str,
    /// `Solved in N attempts`: the green flag of a solved puzzle.
    pub solved_in: fn(usize) -> String,
    /// `Not the key: it contradicts row R`: a practice attempt taken back (R from 1).
    pub not_the_key: fn(usize) -> String,
    /// The red flag of a puzzle of the day not solved.
    pub not_solved: &'static str,
    /// `Explain`, and the table it shows: `Explanation`, columns `Row` and `Keys left`.
    pub explain: &'static str,
    pub explanation: &'static str,
    pub col_row: &'static str,
    pub col_keys_left: &'static str,
    /// `New puzzle`: another practice puzzle of the same difficulty.
    pub new_puzzle: &'static str,
    /// Shown while the puzzle is being made.
    pub making: &'static str,
    /// The puzzle could not be made (the solver's worker failed).
    pub making_failed: &'static str,
    /// A made puzzle's link that holds no puzzle.
    pub bad_link: &'static str,
    /// The help under the puzzle's board.
    pub puzzle_help: &'static str,
    /// The print page (SPEC §15): its lead, its `Print` button, the sheet's name.
    pub print_page_lead: &'static str,
    pub print: &'static str,
    pub print_sheet: &'static str,
    /// `Puzzle 3 · level II · Hard`: a printed puzzle's heading (number, roman level, band).
    pub print_heading: fn(usize, &str, Difficulty) -> String,
    /// The printed answer row's name: the empty holes to write the key in.
    pub print_answer_row: &'static str,
    /// `Answers`: the last printed page's heading, and `3. red, blue, …`: one puzzle's key.
    pub answers: &'static str,
    pub answer_of: fn(usize, &str) -> String,
}
