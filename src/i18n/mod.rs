//! Every word the page shows or speaks, as a typed catalogue: one [`Text`] value per language,
//! so a missing translation is a compile error, not a blank on screen.
//!
//! Accessible names here are a public contract (SPEC §7): end-to-end tests find controls by them.

use leptos::prelude::*;

/// Declares the languages: for each, its variant of [`Lang`] and its catalogue module under
/// `src/i18n/`, which holds `SHELL` (the frame and home page), `TEXT` (the interface) and `GUIDE`
/// (the Rules page). The order is the language control's.
macro_rules! languages {
    ($($variant:ident => $module:ident),+ $(,)?) => {
        $(mod $module;)+

        /// A language the page can be read in.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Lang {
            $($variant,)+
        }

        impl Lang {
            /// Every language the page can be read in.
            pub const ALL: &'static [Lang] = &[$(Lang::$variant,)+];

            /// The catalogue of this language.
            pub fn text(self) -> &'static Text {
                match self {
                    $(Lang::$variant => &$module::TEXT,)+
                }
            }

            /// The words of the site's frame and home page in this language: all that the home
            /// page's own program (`src/bin/home.rs`) links in, without the rest of the
            /// catalogue.
            pub fn shell(self) -> &'static Shell {
                match self {
                    $(Lang::$variant => &$module::SHELL,)+
                }
            }

            /// The Rules page in this language.
            pub fn guide(self) -> &'static Guide {
                match self {
                    $(Lang::$variant => &$module::GUIDE,)+
                }
            }
        }
    };
}

mod data;
mod guide;
mod puzzle;
mod reading;

pub use data::DataText;
pub use guide::{Guide, use_guide};
pub use puzzle::PuzzleText;
pub use reading::BoardLines;

// Adding a language: its catalogue file (a copy of `en.rs` in the new language: the compiler
// names every text left out) and one line here. See docs/languages.md.
languages! {
    En => en,
    Pt => pt,
    Es => es,
    Fr => fr,
}

use crate::dom::CopyRefused;
use crate::rules::{
    ChallengeError, Colour, CustomError, Feedback, FileError, Invalid, Level, NameError, Outcome,
    Pace, Scoring, Side, StatsGroup, Strength, Symbol, Variant,
};
use crate::solver_client::SolverError;
use crate::storage::{Damage, Trouble};

/// The colours of `code` in words, hole 1 first: `red, red, green, green`.
pub fn colour_list(t: &Text, code: &crate::rules::Code) -> String {
    let names: Vec<&str> = code.pegs().iter().map(|&c| (t.colour)(c)).collect();
    names.join(", ")
}

/// The name of the peg at palette position `peg` in a game of `level` (SPEC §14): its colour,
/// `blank`, or its digit (`7`).
pub fn peg_name(t: &Text, level: Level, peg: Colour) -> &'static str {
    match level.symbols().symbol(peg) {
        Symbol::Colour(c) => (t.colour)(c),
        Symbol::Blank => t.blank,
        digit @ Symbol::Digit(_) => digit.digit_text().unwrap_or("?"),
    }
}

/// The pegs of `code`, a code of `level`, in words, hole 1 first: `red, blank, red, green` or
/// `1, 6, 3, 3`.
pub fn peg_list(t: &Text, level: Level, code: &crate::rules::Code) -> String {
    let names: Vec<&str> = code.pegs().iter().map(|&c| peg_name(t, level, c)).collect();
    names.join(", ")
}

impl Shell {
    /// Where a game stands, in words: `not started`, `in progress (2 rows played)`, `won in 4
    /// turns`, `lost`, `given up`.
    pub fn standing(&self, standing: crate::rules::Standing) -> String {
        use crate::rules::Standing;
        match standing {
            Standing::NotStarted => self.daily_not_started.to_owned(),
            Standing::InProgress { rows } => (self.daily_in_progress)(rows),
            Standing::Won { turns } => (self.daily_won)(turns),
            Standing::Lost => self.daily_lost.to_owned(),
            Standing::Quit => self.daily_quit.to_owned(),
        }
    }
}

impl Lang {
    /// The language's code (`en`, `pt`, `es`, `fr`), for the document's `lang` and the stored
    /// choice.
    pub fn code(self) -> &'static str {
        self.shell().code
    }

    /// The language whose code (`en`, `pt`, `es`, `fr`) this is.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.iter().copied().find(|l| l.code() == code)
    }

    /// The first default: the browser's preferred language if the page speaks it, else English.
    pub fn from_browser(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        Lang::from_code(&primary.to_ascii_lowercase()).unwrap_or(Lang::En)
    }

    /// The language's name in itself, for the language control.
    pub fn native_name(self) -> &'static str {
        self.shell().native_name
    }
}

/// The words of the site's frame (header, update notice) and of the home page in one language.
pub struct Shell {
    /// The `lang` attribute of the document.
    pub code: &'static str,
    /// The language's name in itself, in the language control.
    pub native_name: &'static str,
    /// `Loading…`: what the first paint says while the game's program arrives.
    pub loading: &'static str,
    /// The name of the language control.
    pub language: &'static str,
    pub app_name: &'static str,
    pub home_lead: &'static str,
    pub home_more: &'static str,
    pub play: &'static str,
    pub daily_link: &'static str,
    /// `Challenge a friend` (SPEC 12): the link and the page's title.
    pub challenge_link: &'static str,
    pub breaker_link: &'static str,
    pub match_link: &'static str,
    /// `Two players` (SPEC 12): the link and the page's title.
    pub two_players_link: &'static str,
    /// The link to the Rules page (its title).
    pub rules: &'static str,
    pub high_scores: &'static str,
    /// The link from home and the introduction, and the statistics page's heading.
    pub statistics: &'static str,
    /// A new version of the game is installed (SPEC 7.3), and the button that loads it.
    pub update_ready: &'static str,
    pub reload: &'static str,
    /// The alert a bug leaves in place of a dead page (SPEC §11), and its link to the player's
    /// stored data.
    pub went_wrong: &'static str,
    pub went_wrong_more: &'static str,
    pub your_data: &'static str,
    /// Where a game stands (see [`Shell::standing`]): the daily key's page, past dates, home.
    pub daily_not_started: &'static str,
    pub daily_in_progress: fn(usize) -> String,
    pub daily_won: fn(usize) -> String,
    pub daily_lost: &'static str,
    pub daily_quit: &'static str,
    /// `Learn to play` (SPEC 13): the link (home, Rules, a new player's first game) and the
    /// page's title.
    pub learn_to_play: &'static str,
    /// Home (SPEC 13): the link back to a game in progress, `Continue level II`.
    pub continue_level: fn(&str) -> String,
    /// Home: today's daily key of a level (its roman numeral) and where it stands, one of a line
    /// after the `Daily key` link: `level I: won in 4 turns`.
    pub home_daily: fn(&str, &str) -> String,
    /// Home's primary link, straight to a level I board.
    pub home_start: &'static str,
    /// The headings of home's groups of links: the ways to play, the games with someone (a
    /// friend, the computer), the player's own records.
    pub home_group_play: &'static str,
    pub home_group_others: &'static str,
    pub home_group_yours: &'static str,
    /// Home: `Current streak: N`, the wins in a row at levels I to III.
    pub current_streak: fn(u32) -> String,
    /// `Variants` (SPEC §14): the link (home, introduction), the page's title and its table.
    pub variants: &'static str,
    /// The puzzles' words (SPEC §15), for home's `Puzzles` link: the same as [`Text::puzzle`].
    pub puzzle: &'static PuzzleText,
}

/// The words of one language. Functions take rows and holes counted from 1.
pub struct Text {
    /// The frame and home page's words, also used across the site.
    pub shell: &'static Shell,
    /// The locale dates are written in.
    pub locale: &'static str,
    /// The `Your data` page's words (SPEC §11).
    pub data: &'static DataText,
    /// The puzzles' words (SPEC §15).
    pub puzzle: &'static PuzzleText,
    pub intro_title: &'static str,
    pub intro_lead: &'static str,
    pub col_level: &'static str,
    pub col_pegs: &'static str,
    pub col_colours: &'static str,
    pub col_turns: &'static str,
    pub col_keys: &'static str,
    pub level: fn(Level) -> String,
    pub game_title: fn(Level) -> String,
    pub game_summary: fn(Level) -> String,
    pub choose_level: &'static str,
    /// A variant's game page: the link back to the Variants page.
    pub choose_variant: &'static str,
    /// The Variants page (SPEC §14): its lead, the table's columns, each variant's symbols
    /// (`6 colours`, `digits 0–9, no repeats`) and rule (`colour game`), and its link
    /// (`Play Mini Mastermind`).
    pub variants_lead: &'static str,
    pub col_variant: &'static str,
    pub col_holes: &'static str,
    pub col_symbols: &'static str,
    pub col_rule: &'static str,
    pub variant_symbols: fn(Variant) -> String,
    pub variant_rule: fn(Variant) -> &'static str,
    pub play_variant: fn(Variant) -> String,
    /// Number Mastermind's clue: `Sum of the key's digits: S`.
    pub digit_sum: fn(u32) -> String,
    /// The introduction's colour game: its heading, what it changes, and each level's link
    /// (its Roman numeral: `Colour game I`).
    pub colour_game_title: &'static str,
    pub colour_game_lead: &'static str,
    pub colour_game_link: fn(&str) -> String,
    pub colour: fn(Colour) -> &'static str,
    /// The name of the `blank` symbol (SPEC §14, Blanks).
    pub blank: &'static str,
    /// A variant's name (SPEC §14): `Mini Mastermind`, `The colour game, level I`.
    pub variant: fn(Variant) -> &'static str,
    pub hole: fn(usize, usize, Option<&str>) -> String,
    pub row: fn(usize) -> String,
    pub row_feedback: fn(usize, Feedback) -> String,
    pub key_label: &'static str,
    pub key_covered: &'static str,
    pub key_revealed: fn(&[&str]) -> String,
    pub palette: fn(usize, usize) -> String,
    pub submit: &'static str,
    pub quit: &'static str,
    pub play_again: &'static str,
    /// The 2001 version's trilingual nod beside Play again (`jogar de novo · play again · jouer
    /// à nouveau`), shown as the original did in its two languages, English and Portuguese
    /// (SPEC §2); `None` in the others, which show no caption. French, the nod's third language,
    /// says its words on the control itself (`Jouer à nouveau`).
    pub play_again_nod: Option<&'static str>,
    /// The name of the dialog that asks before a game in progress (a peg placed or a row
    /// played) ends by `Quit the game` or `Play again`.
    pub end_game_title: &'static str,
    /// What ending the game means, in that dialog.
    pub end_game_question: &'static str,
    /// The dialog's button that ends the game.
    pub end_game: &'static str,
    /// The dialog's button that goes back to the game.
    pub keep_playing: &'static str,
    pub won: fn(usize) -> String,
    pub lost: &'static str,
    pub quit_flag: &'static str,
    pub warning: fn(Invalid) -> String,
    pub keyboard_help: &'static str,
    /// `Read the board` (SPEC §16): the button, and the summary it puts in the live region.
    pub read_board: &'static str,
    pub board_lines: BoardLines,
    /// One game, one tab (SPEC §16): the alert of a game another tab plays, and its button.
    pub open_elsewhere: &'static str,
    pub play_here: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    /// The introduction's checkbox.
    pub hard_mode: &'static str,
    /// What hard mode means, beside its checkbox.
    pub hard_mode_help: &'static str,
    /// The game page's note for a game played in hard mode.
    pub hard_mode_note: &'static str,
    /// The introduction's checkbox for the devious computer (SPEC 12).
    pub devious: &'static str,
    /// What the devious computer does, beside its checkbox.
    pub devious_help: &'static str,
    /// `Learn to play` (SPEC 13): what the guided game is.
    pub lesson_lead: &'static str,
    /// The step asked now: its number, the number of steps, the row (from 1) and its colours.
    pub lesson_ask: fn(usize, usize, usize, &str) -> String,
    /// What the marks of the lesson's row `step` (from 0) prove, with the keys still possible.
    pub lesson_proves: fn(usize, usize) -> String,
    /// The end of the lesson.
    pub lesson_done: &'static str,
    /// The button that leaves the lesson at once.
    pub skip: &'static str,
    /// After the lesson: the link to a game of the player's own.
    pub lesson_next: &'static str,
    /// The note on a new player's first game page, before the `Learn to play` link.
    pub lesson_note: &'static str,
    /// The game page's `Notes` checkbox and the table it shows (SPEC 13).
    pub notes: &'static str,
    /// A column of the notes: `Hole H`.
    pub notes_hole: fn(usize) -> String,
    /// A checkbox of the notes: `Hole H: <colour>`.
    pub notes_cell: fn(usize, &str) -> String,
    /// What the notes are for, under them.
    pub notes_help: &'static str,
    /// The game page's note for a game against the devious computer.
    pub devious_note: &'static str,
    /// The devious computer's statistics page: what counts there.
    pub stats_devious_note: &'static str,
    // After a game: sharing, statistics, the daily key.
    pub share_result: &'static str,
    pub share_with: &'static str,
    pub copied: &'static str,
    pub copy_refused: fn(CopyRefused) -> &'static str,
    pub share_text_label: &'static str,
    /// `Next daily key in HH:MM:SS`.
    pub next_daily: fn(&str) -> String,
    /// The notice of a daily game: its UTC date.
    pub daily_notice: fn(&str) -> String,
    pub daily_lead: &'static str,
    /// `Daily key, level I`.
    pub daily_level: fn(Level) -> String,
    // Challenges (SPEC 12).
    pub challenge_lead: &'static str,
    pub your_name: &'static str,
    pub create_link: &'static str,
    /// The created link's text box.
    pub challenge_url: &'static str,
    pub copy_link: &'static str,
    /// `Challenge from Ana`, or `Challenge` without a name.
    pub challenge_from: fn(Option<&str>) -> String,
    pub challenge_notice: &'static str,
    /// The two-player page's lead (SPEC 12).
    pub two_players_lead: &'static str,
    /// The two name boxes of the two-player set-up: `Player 1`, `Player 2`.
    pub player_label: fn(usize) -> String,
    /// A two-player round's key being made: the maker's name, then the breaker's.
    pub look_away: fn(&str, &str) -> String,
    /// The button that ends making the key and covers it.
    pub hide_key: &'static str,
    /// A two-player round being broken: the breaker's name.
    pub break_now: fn(&str) -> String,
    /// The score of a two-player match: each name with its points.
    pub score_people: fn(&str, u32, &str, u32) -> String,
    /// The end of a two-player match won by a name.
    pub won_match: fn(&str) -> String,
    /// After a game: the button that copies a challenge link to the same key (SPEC 12).
    pub challenge_with_key: &'static str,
    /// Under a challenge's heading: how its sender did (their name, if any; the turns, or
    /// `None` when they did not break it).
    pub sender_result: fn(Option<&str>, Option<usize>) -> String,
    /// After a challenge's game: the player's turns beside the sender's (`None`: not broken).
    pub versus: fn(Option<usize>, Option<&str>, Option<usize>) -> String,
    /// A fragment that is not a challenge, or is cut or altered.
    pub challenge_refused: fn(ChallengeError) -> &'static str,
    // Past daily keys (SPEC 12).
    /// The link from the daily page, and the page's title.
    pub past_link: &'static str,
    pub past_lead: &'static str,
    /// `Past daily keys, level I`: each level's table.
    pub past_table: fn(Level) -> String,
    pub past_date: &'static str,
    pub past_result: &'static str,
    /// `Play 2026-11-01`.
    pub past_play: fn(&str) -> String,
    pub past_earlier: &'static str,
    /// The heading of a past date's game: `Daily key of 2026-11-01, level I`.
    pub past_level: fn(Level, &str) -> String,
    /// The notice of a past date's game.
    pub past_notice: fn(&str) -> String,
    /// A past date already played, opened again: its result.
    pub past_played: fn(&str) -> String,
    // The analysis after a game.
    pub analysis_title: &'static str,
    /// The table's name (`Analysis`).
    pub analysis: &'static str,
    pub col_row: &'static str,
    pub col_keys_before: &'static str,
    pub col_keys_left: &'static str,
    pub col_expected_left: &'static str,
    pub col_best_expected_left: &'static str,
    pub col_could_be_key: &'static str,
    pub yes: &'static str,
    pub no: &'static str,
    /// Row k of n being analysed.
    pub analysis_progress: fn(usize, usize) -> String,
    /// The analysis of a game quit before its first guess.
    pub analysis_none: &'static str,
    /// Best rows, rows, the expected keys left by the guesses and by the best guesses (summed).
    pub analysis_summary: fn(usize, usize, &str, &str) -> String,
    // Custom games.
    pub custom_link: &'static str,
    pub custom_lead: &'static str,
    pub custom_repeats: &'static str,
    pub custom_start: &'static str,
    /// How many keys the settings give, and whether the solver's aids can work on them.
    pub custom_keys: fn(u32, bool) -> String,
    /// Why settings are not a game (in the form).
    pub custom_error: fn(&CustomError) -> String,
    /// A game URL whose settings are not a game: why, then the form.
    pub custom_url_invalid: fn(&CustomError) -> String,
    pub custom_no_scores: &'static str,
    /// The aids of a game too large for the solver: its number of keys and the solver's limit.
    pub aids_too_large: fn(u32, u32) -> String,
    pub seeded: fn(u64) -> String,
    /// Said after `seeded` when the seeded game took the place of the level's game in progress.
    pub game_put_aside: &'static str,
    /// The game put aside is back.
    pub game_back: &'static str,
    pub seed_ignored: fn(&str) -> String,
    pub no_randomness: &'static str,
    pub not_found_title: &'static str,
    pub not_found_text: &'static str,
    pub scores_of: fn(Level) -> String,
    pub col_rank: &'static str,
    pub col_name: &'static str,
    pub col_date: &'static str,
    pub no_scores: &'static str,
    pub reset_scores: &'static str,
    pub reset_question: fn(Level) -> String,
    pub reset: &'static str,
    pub cancel: &'static str,
    pub new_score: &'static str,
    pub new_score_text: fn(usize) -> String,
    pub name_label: &'static str,
    pub chars_left: fn(usize) -> String,
    pub name_cut_paste: &'static str,
    pub name_at_most: &'static str,
    pub name_error: fn(NameError) -> String,
    pub save: &'static str,
    pub close: &'static str,
    pub scores_damaged: fn(&Damage) -> String,
    pub scores_trouble: fn(Trouble) -> String,
    pub game_damaged: fn(Option<&str>) -> String,
    pub game_newer: &'static str,
    // Solver aids in the game.
    pub solver_aids: &'static str,
    pub aids_title: &'static str,
    pub aids_question: &'static str,
    pub turn_on: &'static str,
    pub aids_on_note: &'static str,
    pub hint: &'static str,
    pub possible_keys: fn(usize) -> String,
    /// Row `guess_row` cannot be the key: row `row` would have earned `would`.
    pub contradiction: fn(usize, usize, Feedback) -> String,
    pub replay_title: &'static str,
    /// Guess n, its colours, its feedback, the keys left after it.
    pub replay_row: fn(usize, &[&str], Feedback, usize) -> String,
    pub replay_total: fn(usize) -> String,
    /// Where the solver plays optimally (level I): said after its replay and its average.
    pub solver_optimal: &'static str,
    pub thinking: &'static str,
    /// The solver's worker is still being fetched and started (after 150 ms).
    pub solver_loading: &'static str,
    /// The solver has been searching for more than 150 ms.
    pub solver_thinking: &'static str,
    /// The solver's worker could not be started.
    pub solver_unavailable: &'static str,
    /// The solver's worker stopped working (it crashed or answered garbage).
    pub solver_failed: &'static str,
    // The computer as codebreaker.
    pub breaker_title: &'static str,
    pub breaker_lead: &'static str,
    pub secret: &'static str,
    pub secret_hole: fn(usize, Option<&str>) -> String,
    pub secret_palette: &'static str,
    pub by_hand: &'static str,
    pub start: &'static str,
    pub secret_needed: &'static str,
    pub black: &'static str,
    pub white: &'static str,
    pub answer: &'static str,
    pub answer_for: fn(usize) -> String,
    pub answer_impossible: &'static str,
    /// Rows numbered from 1.
    pub inconsistent: fn(&[usize]) -> String,
    pub correct_last: &'static str,
    pub found: fn(usize) -> String,
    pub new_key: &'static str,
    // The match against the computer.
    pub match_title: &'static str,
    pub match_lead: &'static str,
    pub match_setup: &'static str,
    pub rounds: &'static str,
    pub pace: &'static str,
    pub pace_name: fn(Pace) -> String,
    /// What the paces mean: the turns a codebreaker has for each key (Pace::attempts).
    pub pace_help: &'static str,
    pub strength: &'static str,
    pub strength_name: fn(Strength) -> &'static str,
    pub first_key: &'static str,
    /// The scoring's legend and its two rules (SPEC 12).
    pub scoring: &'static str,
    pub scoring_name: fn(Scoring) -> &'static str,
    pub i_make_first: &'static str,
    pub computer_makes_first: &'static str,
    pub random_first: &'static str,
    pub start_match: &'static str,
    pub load_match: &'static str,
    pub drop_hint: &'static str,
    pub cannot_load: fn(FileError) -> String,
    pub scoreboard: &'static str,
    pub col_round: &'static str,
    pub col_codemaker: &'static str,
    pub col_attempts: &'static str,
    pub col_points: &'static str,
    pub side: fn(Side) -> &'static str,
    pub attempts: fn(usize, bool) -> String,
    pub score: fn(u32, u32) -> String,
    pub round_of: fn(usize, usize) -> String,
    pub make_key_now: &'static str,
    pub break_key_now: &'static str,
    pub computer_breaking: &'static str,
    pub save_match: &'static str,
    pub next_round: &'static str,
    pub outcome: fn(Outcome) -> &'static str,
    pub new_match: &'static str,
    // Statistics.
    /// The decimal sign of numbers (`.` in English, `,` in Portuguese).
    pub decimal_sign: char,
    /// What stands between a number and `%`: nothing in English (`50%`), a no-break space in
    /// Portuguese, Spanish and French (`50 %`).
    pub percent_space: &'static str,
    /// The links between the groups: `Statistics, level I` … and `Custom`.
    pub stats_link: fn(StatsGroup) -> String,
    /// What the custom page counts.
    pub stats_custom_note: &'static str,
    pub stat_played: &'static str,
    pub stat_won: &'static str,
    pub stat_win_rate: &'static str,
    pub stat_current_streak: &'static str,
    pub stat_best_streak: &'static str,
    pub stat_daily_streak: &'static str,
    pub stat_average: &'static str,
    /// The clock (SPEC §16): the game page's `Show timer` checkbox; the word before the time
    /// (`Time: 1:23`), also the high scores' column; the statistics' best and average times.
    pub show_timer: &'static str,
    pub time_label: &'static str,
    pub stat_best_time: &'static str,
    pub stat_average_time: &'static str,
    /// The chart's and its table's name.
    pub turns_per_win: fn(StatsGroup) -> String,
    pub col_wins: &'static str,
    /// The solver's measured average at the level, already formatted.
    pub solver_average: fn(&str) -> String,
    pub solver_average_custom: &'static str,
    pub reset_stats: &'static str,
    pub reset_stats_question: fn(StatsGroup) -> String,
    pub stats_damaged: fn(&Damage) -> String,
    pub stats_trouble: fn(Trouble) -> String,
}

/// `bytes` as a reader takes it in: whole bytes below 1 KB, else KB or MB with one decimal.
pub(crate) fn size_text(bytes: f64, sign: char, byte: &str, many: &str) -> String {
    const KB: f64 = 1024.0;
    let one = |value: f64, unit: &str| format!("{value:.1} {unit}").replace('.', &sign.to_string());
    if bytes < KB {
        let n = bytes.max(0.0).round();
        format!("{n} {}", if n == 1.0 { byte } else { many })
    } else if bytes < KB * KB {
        one(bytes / KB, "KB")
    } else if bytes < KB * KB * KB {
        one(bytes / KB / KB, "MB")
    } else {
        one(bytes / KB / KB / KB, "GB")
    }
}

impl Text {
    /// What the board's flag says ([`crate::rules::FlagState`]), in this language.
    pub fn flag(&self, flag: crate::rules::FlagState) -> String {
        use crate::rules::FlagState;
        match flag {
            FlagState::Warning(reason) => (self.warning)(reason),
            FlagState::Contradicted(c) => (self.contradiction)(c.guess_row + 1, c.row + 1, c.would),
            FlagState::NotTheKey { row } => (self.puzzle.not_the_key)(row + 1),
            FlagState::Solved { attempts } => (self.puzzle.solved_in)(attempts),
            FlagState::NotSolved => self.puzzle.not_solved.to_owned(),
            FlagState::Won { turns } => (self.won)(turns),
            FlagState::Lost => self.lost.to_owned(),
            FlagState::Quit => self.quit_flag.to_owned(),
        }
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
    pub fn side_name(&self, setup: &crate::rules::Setup, side: Side) -> String {
        match &setup.players {
            Some(players) => players.name(side).as_str().to_owned(),
            None => (self.side)(side).to_owned(),
        }
    }

    /// The running score of a match of `setup`: each side's points.
    pub fn match_score(&self, setup: &crate::rules::Setup, player: u32, computer: u32) -> String {
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
    pub fn match_outcome(&self, setup: &crate::rules::Setup, outcome: Outcome) -> String {
        match (&setup.players, outcome) {
            (Some(players), Outcome::Won(side)) => (self.won_match)(players.name(side).as_str()),
            _ => (self.outcome)(outcome).to_owned(),
        }
    }
}

/// "row 2", "row 2 and row 4", "row 1, row 2 and row 4".
pub(crate) fn rows_list(rows: &[usize], row: &str, and: &str) -> String {
    let named: Vec<String> = rows.iter().map(|r| format!("{row} {r}")).collect();
    match named.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {and} {last}", rest.join(", ")),
    }
}

pub(crate) fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The catalogue in force. It is read once per render: when the language changes, the
/// application renders its pages again (the games live outside the pages), so texts need no
/// reactive wrappers of their own; that keeps the WebAssembly small.
pub fn use_text() -> &'static Text {
    use_context::<RwSignal<Lang>>()
        .map_or(Lang::En, |lang| lang.get_untracked())
        .text()
}

/// The frame's and home page's words in the language chosen now (English outside the app).
pub fn use_shell() -> &'static Shell {
    use_context::<RwSignal<Lang>>()
        .map_or(Lang::En, |lang| lang.get_untracked())
        .shell()
}
