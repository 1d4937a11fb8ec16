//! The words of a game's board and page in one language ([`BoardText`]): all that the quick
//! board (`src/quick/`) links in, apart from the rest of the catalogue. The whole [`Text`] holds
//! them (`Text::board`) and reads as them ([`Deref`]), so every page writes `t.hole` as before.

use crate::carry::Words;

use crate::about::AboutLevel;
use crate::board_words::{MarkWords, SymbolsWords, WarningWords};
use crate::cases::{ColourNames, DifficultyWords, RuleSentences, VariantNames};
use crate::rules::level::Level;
use crate::rules::puzzle::Difficulty;
use crate::rules::variant::Symbols;
use crate::shared::fill_named;
use crate::shared::{Counted, Noun, Optional};
use crate::shell::Shell;

/// The summary under a game's heading ([`BoardText::game_summary`]).
#[derive(Words)]
pub struct GameSummary {
    /// A game of colours: `{pegs}`, `{colours}` and `{turns}` (the count with its noun).
    pub colours: &'static str,
    /// A variant: `{pegs}`, `{symbols}` (what its pegs are drawn from), `{turns}` and its
    /// `{rule}` in one sentence.
    pub variant: &'static str,
    pub turn: Noun,
}

/// The words of one language that a game's board and the page around it need. Functions take
/// rows and holes counted from 1.
#[derive(Words)]
pub struct BoardText {
    /// The frame and home page's words, also used across the site.
    pub shell: &'static Shell,
    /// A level's name on its own: `Level I`, a variant's name, `Custom game`.
    pub level_name: AboutLevel,
    /// The page's title: `Mastermind, level I`.
    pub title: AboutLevel,
    /// The summary under a game's heading: the key's size and turns, then, for a variant, its
    /// rule ([`Text::rule_sentence`]).
    pub game_summary: GameSummary,
    /// A variant's rule in one sentence, in its own words (SPEC §17): Bulls and Cows speaks of
    /// bulls and cows, the colour game says how its whites are counted.
    pub rule_sentence: RuleSentences,
    /// A variant's symbols: `6 colours`, `digits 0–9, no repeats`.
    pub variant_symbols: SymbolsWords,
    /// Number Mastermind's clue: `Sum of the key's digits: S`.
    pub digit_sum: &'static str,
    /// The palette's colours by name.
    pub colour: ColourNames,
    /// The name of the `blank` symbol (SPEC §14, Blanks).
    pub blank: &'static str,
    /// A variant's name (SPEC §14): `Mini Mastermind`, `The colour game, level I`.
    pub variant: VariantNames,
    /// What an empty hole holds, as its name says it: `empty`.
    pub empty: &'static str,
    pub hole: &'static str,
    pub row: &'static str,
    /// `Row 3: 0 black, 2 white`: a row's number and its marks in words ([`BoardText::marks`]);
    /// said through [`BoardText::row_marks`], which picks the game's own mark names.
    pub row_feedback: &'static str,
    /// The marks' nouns ([`BoardText::marks`] says a row's marks in a game's own names).
    pub mark_words: MarkWords,
    pub key_label: &'static str,
    pub key_covered: &'static str,
    pub key_revealed: &'static str,
    /// The words naming the symbols in the colour games and in the digit games
    /// ([`Text::symbol_words`] chooses): the palette's group, the repeat warning, the notes' and
    /// the keyboard's help.
    pub colour_words: SymbolWords,
    pub digit_words: SymbolWords,
    pub submit: &'static str,
    pub won: Counted,
    pub lost: &'static str,
    pub quit_flag: &'static str,
    /// The flag's warnings ([`BoardText::warning`]).
    pub warnings: WarningWords,
    /// The game page's note for a game played in hard mode.
    pub hard_mode_note: &'static str,
    /// The notice of a daily game: its UTC date.
    pub daily_notice: &'static str,
    /// `Daily key, level I`.
    pub daily_level: &'static str,
    pub custom_no_scores: &'static str,
    pub seeded: &'static str,
    pub possible_keys: &'static str,
    /// Hard mode's red flag, in the warnings' frame: row `{guess_row}` cannot be the key, row
    /// `{row}` would then have earned `{marks}` ([`BoardText::contradiction`]).
    pub contradiction: &'static str,
    /// `Challenge from {name}`, or `Challenge` without a name.
    pub challenge_heading: Optional,
    pub challenge_notice: &'static str,
    /// Under a challenge's heading, how its sender did ([`BoardText::sender_result`]): `{name}
    /// broke this key in {turns}`, or `{name} did not break this key`.
    pub sender_result: Optional,
    /// The sender a challenge link does not name: `Your friend`.
    pub sender_unnamed: &'static str,
    /// A guess, counted: `4 guesses`.
    pub guesses: Noun,
    /// The heading of a past date's game: `Daily key of 2026-11-01, level I`.
    pub past_level: &'static str,
    /// The notice of a past date's game.
    pub past_notice: &'static str,
    /// After a challenge's game: the player's turns beside the sender's (`None`: not broken).
    pub versus: &'static str,
    /// In `versus`, a side that did not break the key, and a friend without a name.
    pub not_broken: &'static str,
    pub your_friend: &'static str,
    /// `Solved in N attempts`: the green flag of a solved puzzle.
    pub solved_in: Counted,
    /// `Not the key: it contradicts row R`: a practice attempt, kept in its row to change (R from 1).
    pub not_the_key: &'static str,
    /// The red flag of a puzzle of the day not solved: the given row (from 1) the wrong key
    /// contradicts, or `None` when given up.
    pub not_solved_note: Optional,
    /// `Puzzle from <name>`: the made puzzle's link when a name is known.
    pub puzzle_from: &'static str,
    /// `Puzzle, level I`: a practice puzzle's heading (the level's roman number).
    pub puzzle_level: &'static str,
    /// `Puzzle of 2026-11-26, level I`: the puzzle of the day's heading (date, level).
    pub daily_puzzle_level: &'static str,
    /// The names of a puzzle's difficulties (the quick board's puzzle says its own).
    pub difficulty: DifficultyWords,
    /// `Difficulty: {}`, the place for the difficulty's name ([`BoardText::difficulty_is`]).
    pub difficulty_line: &'static str,
    /// `Check`: the puzzle page's button that checks the answer row.
    pub check: &'static str,
    /// On a past date's puzzle page: one attempt, in the statistics, not in the streak.
    pub past_puzzle_notice: &'static str,
    // The notes beside a game's board (`IntroView`): every game page's, the quick board's too.
    /// The game page's note for a game against the devious computer.
    pub devious_note: &'static str,
    /// Said after `seeded` when the seeded game took the place of the level's game in progress.
    pub game_put_aside: &'static str,
    /// The game put aside is back.
    pub game_back: &'static str,
    pub seed_ignored: &'static str,
    pub no_randomness: &'static str,
    pub game_damaged_note: Optional,
    pub game_newer: &'static str,
}

/// The words that name a game's symbols where a sentence speaks of them (SPEC §17): one set for
/// the colour games (Blanks included), one for the digit games. Each language writes both; a page
/// takes the set its game's symbols choose ([`Text::symbol_words`]), so a digit game never says
/// "colour".
#[derive(Words)]
pub struct SymbolWords {
    /// The palette's group: `Colours for row R, hole H`, `Digits for row R, hole H`.
    pub palette: &'static str,
    /// Why a row may not be played without repeats: its row and the repeated symbol's name
    /// (`row 3 uses 1 twice, and digits may not repeat in this game.`).
    pub repeated: &'static str,
    /// Why a symbol cannot be placed: the game does not use it.
    pub not_in_level: &'static str,
    /// What the notes are for, under them.
    pub notes_help: &'static str,
    /// The keyboard's help under the board.
    pub keyboard_help: &'static str,
}

impl SymbolWords {
    /// The `palette` sentence, its places `{r}`, `{h}` filled.
    pub fn palette(&self, r: usize, h: usize) -> String {
        fill_named(
            self.palette,
            &[("r", &r.to_string()), ("h", &h.to_string())],
        )
    }

    /// The `repeated` sentence, its places `{row}`, `{name}` filled.
    pub fn repeated(&self, row: usize, name: &str) -> String {
        fill_named(self.repeated, &[("row", &row.to_string()), ("name", name)])
    }
}

impl BoardText {
    /// The summary under a game's heading: the key's size and turns, then, for a variant, what
    /// its pegs are drawn from and its rule.
    pub fn game_summary(&self, level: Level) -> String {
        let summary = &self.game_summary;
        let pegs = level.pegs().to_string();
        let turns = self.shell.plural.count(level.turns(), summary.turn);
        match level.variant() {
            Some(v) => fill_named(
                summary.variant,
                &[
                    ("pegs", &pegs),
                    ("symbols", &self.variant_symbols.of(v)),
                    ("turns", &turns),
                    ("rule", self.rule_sentence.of(v)),
                ],
            ),
            None => fill_named(
                summary.colours,
                &[
                    ("pegs", &pegs),
                    ("colours", &level.colours().to_string()),
                    ("turns", &turns),
                ],
            ),
        }
    }

    /// After a challenge's game: the player's turns beside the friend's (`None`: not broken).
    pub fn versus(&self, you: Option<usize>, name: Option<&str>, them: Option<usize>) -> String {
        let turns =
            |t: Option<usize>| t.map_or_else(|| self.not_broken.to_owned(), |t| t.to_string());
        fill_named(
            self.versus,
            &[
                ("you", &turns(you)),
                ("name", name.unwrap_or(self.your_friend)),
                ("them", &turns(them)),
            ],
        )
    }

    /// A hole's name: `Row 2, hole 3: red` (`empty` without a peg).
    pub fn hole(&self, row: usize, hole: usize, colour: Option<&str>) -> String {
        let colour = colour.unwrap_or(self.empty);
        fill_named(
            self.hole,
            &[
                ("row", &row.to_string()),
                ("hole", &hole.to_string()),
                ("colour", colour),
            ],
        )
    }

    /// The key shown at the game's end, its pegs' names in order.
    pub fn key_revealed(&self, names: &[&str]) -> String {
        fill_named(self.key_revealed, &[("names", &names.join(", "))])
    }

    /// The daily key's heading, the level by its roman number.
    pub fn daily_level(&self, level: Level) -> String {
        fill_named(self.daily_level, &[("level", level.roman().unwrap_or("?"))])
    }

    /// A past date's heading, the level by its roman number.
    pub fn past_level(&self, level: Level, day: &str) -> String {
        fill_named(
            self.past_level,
            &[("level", level.roman().unwrap_or("?")), ("day", day)],
        )
    }

    /// The `won` sentence in the form its count `{n}` takes.
    pub fn won(&self, turns: usize) -> String {
        self.shell.plural.say(turns, self.won)
    }

    /// The `solved_in` sentence in the form its count `{n}` takes.
    pub fn solved_in(&self, n: usize) -> String {
        self.shell.plural.say(n, self.solved_in)
    }

    /// The `digit_sum` sentence, its places `{s}` filled.
    pub fn digit_sum(&self, s: u32) -> String {
        fill_named(self.digit_sum, &[("s", &s.to_string())])
    }

    /// The `row` sentence, its places `{r}` filled.
    pub fn row(&self, r: usize) -> String {
        fill_named(self.row, &[("r", &r.to_string())])
    }

    /// The `row_feedback` sentence, its places `{r}`, `{marks}` filled.
    pub fn row_feedback(&self, r: usize, marks: &str) -> String {
        fill_named(
            self.row_feedback,
            &[("r", &r.to_string()), ("marks", marks)],
        )
    }

    /// The `daily_notice` sentence, its places `{day}` filled.
    pub fn daily_notice(&self, day: &str) -> String {
        fill_named(self.daily_notice, &[("day", day)])
    }

    /// The `seeded` sentence, its places `{seed}` filled.
    pub fn seeded(&self, seed: u64) -> String {
        fill_named(self.seeded, &[("seed", &seed.to_string())])
    }

    /// The `possible_keys` sentence, its places `{n}` filled.
    pub fn possible_keys(&self, n: usize) -> String {
        fill_named(self.possible_keys, &[("n", &n.to_string())])
    }

    /// The `past_notice` sentence, its places `{day}` filled.
    pub fn past_notice(&self, day: &str) -> String {
        fill_named(self.past_notice, &[("day", day)])
    }

    /// The `not_the_key` sentence, its places `{row}` filled.
    pub fn not_the_key(&self, row: usize) -> String {
        fill_named(self.not_the_key, &[("row", &row.to_string())])
    }

    /// The `puzzle_from` sentence, its places `{name}` filled.
    pub fn puzzle_from(&self, name: &str) -> String {
        fill_named(self.puzzle_from, &[("name", name)])
    }

    /// The `puzzle_level` sentence, its places `{level}` filled.
    pub fn puzzle_level(&self, level: &str) -> String {
        fill_named(self.puzzle_level, &[("level", level)])
    }

    /// The `daily_puzzle_level` sentence, its places `{day}`, `{level}` filled.
    pub fn daily_puzzle_level(&self, day: &str, level: &str) -> String {
        fill_named(self.daily_puzzle_level, &[("day", day), ("level", level)])
    }

    /// The `seed_ignored` sentence, its places `{bad}` filled.
    pub fn seed_ignored(&self, bad: &str) -> String {
        fill_named(self.seed_ignored, &[("bad", bad)])
    }

    /// A saved game that could not be read: where its text is kept aside, if it could be.
    pub fn game_damaged(&self, backup: Option<&str>) -> String {
        self.game_damaged_note.say("key", backup, &[])
    }

    /// `Difficulty: Medium`: a puzzle's difficulty under its heading.
    pub fn difficulty_is(&self, difficulty: Difficulty) -> String {
        crate::shared::fill(self.difficulty_line, self.difficulty.of(difficulty))
    }

    /// `Challenge from Ana`, or `Challenge` without a name.
    pub fn challenge_from(&self, name: Option<&str>) -> String {
        self.challenge_heading.say("name", name, &[])
    }

    /// The red flag of a puzzle of the day not solved: the given row (from 1) the wrong key
    /// contradicts, or `None` when given up.
    pub fn not_solved(&self, row: Option<usize>) -> String {
        let row = row.map(|r| r.to_string());
        self.not_solved_note.say("row", row.as_deref(), &[])
    }

    /// A level's name on its own: `Level I`, `Mini Mastermind`, `Custom game`.
    pub fn level(&self, level: Level) -> String {
        self.level_name.say(level, &self.variant)
    }

    /// A game's page title: `Mastermind, level I`.
    pub fn game_title(&self, level: Level) -> String {
        self.title.say(level, &self.variant)
    }

    /// The words for a game whose pegs are `symbols`: digits or colours.
    pub fn symbol_words(&self, symbols: Symbols) -> &SymbolWords {
        if symbols.digits() {
            &self.digit_words
        } else {
            &self.colour_words
        }
    }
}
