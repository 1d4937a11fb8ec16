//! The words of the puzzles (SPEC §15): the Puzzles page, the puzzle page, the print page and
//! the end of a game that can become a puzzle, one [`PuzzleText`] per language, in its catalogue file (a
//! missing translation is a compile error, as in the rest of the catalogue).

use crate::carry::Words;

use crate::shared::fill_named;

/// The puzzles' words in one language.
#[derive(Words)]
pub struct PuzzleText {
    /// `Print puzzles`: the link and the print page's heading.
    pub print_puzzles: &'static str,
    /// The Puzzles page's lead: what a puzzle is, the day's and the practice ones.
    pub puzzles_lead: &'static str,
    /// `Puzzle of the day, level I`: the Puzzles page's link to a level's puzzle of the day.
    pub daily_link: &'static str,
    /// Where today's puzzle of a level stands, beside its link: not played, solved, not solved.
    pub day_not_played: &'static str,
    pub day_solved: &'static str,
    pub day_not_solved: &'static str,
    /// The words before a level's `Easy`, `Medium`, `Hard` links.
    pub practice: &'static str,
    /// `Puzzle streak: N`: the days in a row with a puzzle of the day solved.
    pub streak: &'static str,
    /// The puzzle statistics' columns after `Level`: `Played`, `Solved`, `Attempts`.
    pub col_played: &'static str,
    pub col_solved: &'static str,
    pub col_attempts: &'static str,
    /// The Puzzles page's print form: what it gives, and its difficulty field's label.
    pub print_lead: &'static str,
    pub difficulty_label: &'static str,
    /// `Make a puzzle of this game`: the button at the end of a game whose rows settle its key.
    pub make_puzzle: &'static str,
    /// `Puzzle of this game`: the made puzzle's link without a name.
    pub puzzle_of_game: &'static str,
    /// The label of the made puzzle's link shown to copy by hand.
    pub puzzle_link: &'static str,
    /// The `Stored data` rows of the puzzle statistics and of the puzzles in progress.
    pub stored_log: &'static str,
    pub stored_slots: &'static str,
    /// `Explain`, and the table it shows: `Explanation`, columns `Row` and `Keys left`.
    pub explain: &'static str,
    pub explanation: &'static str,
    pub col_row: &'static str,
    pub col_keys_left: &'static str,
    /// `Hole 3`: the explanation's column of a hole (from 1).
    pub col_hole: &'static str,
    /// The sentence under the explanation: which row settles each hole, rows and holes from 1,
    /// in row order (`Row 2 settles hole 3; row 4 settles holes 1, 2 and 4.`).
    pub settles: SettlesWords,
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
    pub print_heading: &'static str,
    /// The printed answer row's name: the empty holes to write the key in.
    pub print_answer_row: &'static str,
    /// `Answers`: the last printed page's heading, and `3. red, blue, …`: one puzzle's key.
    pub answers: &'static str,
    pub answer_of: &'static str,
    /// A printed sheet's title: roman level, band and seed (`Mastermind puzzles · level II ·
    /// Hard · seed 42`).
    pub print_title: &'static str,
    /// A printed sheet's legend: what a filled (black) and a hollow (white) mark mean, and the
    /// heading of the symbols' shapes or digits.
    pub legend_black: &'static str,
    pub legend_white: &'static str,
    pub legend_symbols: &'static str,
    /// `Past puzzles` (SPEC §18): the Puzzles page's link and the page's heading.
    pub past_link: &'static str,
    /// The Past puzzles page's lead: one attempt per date, counted apart from the streak.
    pub past_lead: &'static str,
    /// `Past puzzles, level I`: a level's table on the Past puzzles page (roman level).
    pub past_table: &'static str,
    /// `This date's puzzle has been played already: Solved.`: a past date opened again.
    pub past_played: &'static str,
}

impl PuzzleText {
    /// The `daily_link` sentence, its places `{level}` filled.
    pub fn daily_link(&self, level: &str) -> String {
        fill_named(self.daily_link, &[("level", level)])
    }

    /// The `streak` sentence, its places `{n}` filled.
    pub fn streak(&self, n: u32) -> String {
        fill_named(self.streak, &[("n", &n.to_string())])
    }

    /// The `col_hole` sentence, its places `{n}` filled.
    pub fn col_hole(&self, n: usize) -> String {
        fill_named(self.col_hole, &[("n", &n.to_string())])
    }

    /// The `answer_of` sentence, its places `{n}`, `{key}` filled.
    pub fn answer_of(&self, n: usize, key: &str) -> String {
        fill_named(self.answer_of, &[("n", &n.to_string()), ("key", key)])
    }

    /// The `past_table` sentence, its places `{level}` filled.
    pub fn past_table(&self, level: &str) -> String {
        fill_named(self.past_table, &[("level", level)])
    }

    /// The `past_played` sentence, its places `{result}` filled.
    pub fn past_played(&self, result: &str) -> String {
        fill_named(self.past_played, &[("result", result)])
    }
}

/// The words of the settling sentence: a clause a row, `{row}` settling one hole or several
/// (`{holes}`: `1, 2 and 4`), the clauses joined by the language's `semicolon`.
#[derive(Clone, Copy, Debug, Words)]
pub struct SettlesWords {
    pub one: &'static str,
    pub many: &'static str,
    pub and: &'static str,
    pub semicolon: &'static str,
}

impl SettlesWords {
    /// `Row 2 settles hole 3; row 4 settles holes 1, 2 and 4.`
    pub fn of(&self, rows: &[Settled]) -> String {
        settles_with(rows, self.semicolon, |row, holes| {
            let clause = if holes.len() == 1 {
                self.one
            } else {
                self.many
            };
            fill_named(
                clause,
                &[
                    ("row", &row.to_string()),
                    ("holes", &and_list(holes, self.and)),
                ],
            )
        })
    }
}

/// A row (from 1) and the holes (from 1) it settles.
pub type Settled = (usize, Vec<usize>);

/// `1, 2 and 4`: numbers in a list whose last two are joined by `and`.
pub fn and_list(items: &[usize], and: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => {
            let rest: Vec<String> = rest.iter().map(usize::to_string).collect();
            format!("{} {and} {last}", rest.join(", "))
        }
    }
}

/// The settling sentence from one clause per row: `clause(row, holes)` each, joined by
/// `semicolon` (the language's own: `; `, or French `\u{a0}; `), the first letter capital, a
/// full stop at the end.
pub fn settles_with(
    rows: &[Settled],
    semicolon: &str,
    clause: impl Fn(usize, &[usize]) -> String,
) -> String {
    let text = rows
        .iter()
        .map(|(row, holes)| clause(*row, holes))
        .collect::<Vec<_>>()
        .join(semicolon);
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => text,
    }
}
