//! The words of one language ([`Text`]): every word of the interface beyond the frame and home
//! page ([`Shell`]), accessible names included. Each language's is its catalogue file's `TEXT`;
//! the sentences built from it the same way in every language are in `sentences.rs` and
//! `pegs.rs`.

use crate::carry::Words;

use crate::cases::{
    ChallengeRefusedWords, CopyRefusedWords, CustomErrorWords, FileErrorWords, InconsistentWords,
    NameErrorWords, OutcomeWords, PaceWords, RuleNames, ScoringWords, SideWords, StrengthWords,
    VariantNames,
};
use crate::shared::{Counted, Either, Optional, TwoCounts};
use std::ops::Deref;

use crate::about::{AboutGroup, AboutLevel};
use crate::board::BoardText;
use crate::data::DataText;
use crate::notes::StoreNotes;
use crate::puzzle::PuzzleText;
use crate::reading::BoardLines;
use crate::reply::ReplyText;

/// The words of one language. Functions take rows and holes counted from 1.
#[derive(Words)]
pub struct Text {
    /// The board's and the game page's words ([`BoardText`]), which `Text` reads as its own.
    pub board: &'static BoardText,
    /// The puzzles' words (SPEC §15).
    pub puzzle: &'static PuzzleText,
    /// A friend's reply page's words (SPEC 18).
    pub reply: &'static ReplyText,
    /// The locale dates are written in.
    pub locale: &'static str,
    /// The `Your data` page's words (SPEC §11).
    pub data: &'static DataText,
    pub intro_title: &'static str,
    pub intro_lead: &'static str,
    pub col_level: &'static str,
    pub col_pegs: &'static str,
    pub col_colours: &'static str,
    pub col_turns: &'static str,
    pub col_keys: &'static str,
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
    pub variant_rule: RuleNames,
    /// The link to play a variant: `Play Mini Mastermind`.
    pub play_variant: VariantNames,
    /// The introduction's colour game: its heading, what it changes, and each level's link
    /// (its Roman numeral: `Colour game I`).
    pub colour_game_title: &'static str,
    pub colour_game_lead: &'static str,
    pub colour_game_link: &'static str,
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
    /// `Read the board` (SPEC §16): the button, and the summary it puts in the live region.
    pub read_board: &'static str,
    /// The button that closes the reading shown on screen (SPEC §17).
    pub close_reading: &'static str,
    /// Sound (SPEC §20): the remembered `Sound` checkbox, and `Hear the row` (its key, `H`).
    pub sound: &'static str,
    pub hear_row: &'static str,
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
    /// The introduction's checkbox for the devious computer (SPEC 12).
    pub devious: &'static str,
    /// What the devious computer does, beside its checkbox.
    pub devious_help: &'static str,
    /// `Learn to play` (SPEC 13): what the guided game is.
    pub lesson_lead: &'static str,
    /// The step asked now: its number, the number of steps, the row (from 1) and its colours.
    pub lesson_ask: &'static str,
    /// What the marks of the lesson's row `step` (from 0) prove, with the keys still possible.
    /// What each step's marks prove, `{left}` the keys still fitting ([`Text::lesson_proof`]).
    pub lesson_proves: [&'static str; 4],
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
    pub notes_hole: &'static str,
    /// A checkbox of the notes: `Hole H: <colour>`.
    pub notes_cell: &'static str,
    /// The devious computer's statistics page: what counts there.
    pub stats_devious_note: &'static str,
    // After a game: sharing, statistics, the daily key.
    pub share_result: &'static str,
    /// The `Result` region at the board once a game ends (SPEC §17).
    pub result: &'static str,
    /// The result's figures: the turns used and, with the timer shown, the time (`m:ss`).
    pub result_line: Optional,
    /// Under the result's `Play again` after a daily game and after a friend's challenge: what
    /// it goes on with (an ordinary game at that level, not another of the kind).
    pub again_after_daily: &'static str,
    pub again_after_challenge: &'static str,
    pub share_with: &'static str,
    pub copied: &'static str,
    pub copy_refused: CopyRefusedWords,
    pub share_text_label: &'static str,
    /// `Next daily key in HH:MM:SS`.
    pub next_daily: &'static str,
    pub daily_lead: &'static str,
    // Challenges (SPEC 12).
    pub challenge_lead: &'static str,
    pub your_name: &'static str,
    pub create_link: &'static str,
    /// The created link's text box.
    pub challenge_url: &'static str,
    pub copy_link: &'static str,
    /// The two-player page's lead (SPEC 12).
    pub two_players_lead: &'static str,
    /// The two name boxes of the two-player set-up: `Player 1`, `Player 2`.
    pub player_label: &'static str,
    /// A two-player round's key being made: the maker's name, then the breaker's.
    pub look_away: &'static str,
    /// The button that ends making the key and covers it.
    pub hide_key: &'static str,
    /// A two-player round being broken: the breaker's name.
    pub break_now: &'static str,
    /// The score of a two-player match: each name with its points.
    pub score_people: &'static str,
    /// The end of a two-player match won by a name.
    pub won_match: &'static str,
    /// After a game: the button that copies a challenge link to the same key (SPEC 12).
    pub challenge_with_key: &'static str,
    /// A fragment that is not a challenge, or is cut or altered.
    pub challenge_refused: ChallengeRefusedWords,
    // Past daily keys (SPEC 12).
    /// The link from the daily page, and the page's title.
    pub past_link: &'static str,
    pub past_lead: &'static str,
    /// `Past daily keys, level I`: each level's table.
    pub past_table: &'static str,
    pub past_date: &'static str,
    pub past_result: &'static str,
    /// `Play 2026-11-01`.
    pub past_play: &'static str,
    pub past_earlier: &'static str,
    /// A past date already played, opened again: its result.
    pub past_played: &'static str,
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
    pub analysis_progress: &'static str,
    /// The analysis of a game quit before its first guess.
    pub analysis_none: &'static str,
    /// Best rows, rows, the expected keys left by the guesses and by the best guesses (summed).
    pub analysis_summary: TwoCounts,
    // Custom games.
    pub custom_link: &'static str,
    pub custom_lead: &'static str,
    pub custom_repeats: &'static str,
    pub custom_start: &'static str,
    /// How many keys the settings give, and whether the solver's aids can work on them.
    pub custom_keys: Either,
    /// Why settings are not a game (in the form).
    pub custom_error: CustomErrorWords,
    /// A game URL whose settings are not a game: `… ({why}), …`, then the form
    /// ([`Text::custom_url_invalid`]).
    pub custom_url_invalid: &'static str,
    /// The aids of a game too large for the solver: its number of keys and the solver's limit.
    pub aids_too_large: &'static str,
    pub not_found_title: &'static str,
    pub not_found_text: &'static str,
    pub scores_heading: AboutLevel,
    pub col_rank: &'static str,
    pub col_name: &'static str,
    pub col_date: &'static str,
    pub no_scores: &'static str,
    pub reset_scores: &'static str,
    pub clear_scores_question: AboutLevel,
    pub reset: &'static str,
    pub cancel: &'static str,
    pub new_score: &'static str,
    pub new_score_text: Counted,
    pub name_label: &'static str,
    pub chars_left: Counted,
    pub name_cut_paste: &'static str,
    pub name_at_most: &'static str,
    pub name_error: NameErrorWords,
    pub save: &'static str,
    pub close: &'static str,
    /// What the page says when the stored scores cannot be read or kept.
    pub scores_notes: StoreNotes,
    // Solver aids in the game.
    pub solver_aids: &'static str,
    pub aids_title: &'static str,
    pub aids_question: &'static str,
    pub turn_on: &'static str,
    pub aids_on_note: &'static str,
    pub hint: &'static str,
    pub replay_title: &'static str,
    /// A row of the solver's replay ([`Text::replay_row`]): `Guess {n}: {pegs} — {marks};
    /// {left}.`, the keys left agreeing with their count.
    pub replay_row: &'static str,
    pub replay_left: Counted,
    pub replay_total: Counted,
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
    pub secret_hole: &'static str,
    pub secret_palette: &'static str,
    pub by_hand: &'static str,
    pub start: &'static str,
    pub secret_needed: &'static str,
    pub black: &'static str,
    pub white: &'static str,
    pub answer: &'static str,
    pub answer_for: &'static str,
    pub answer_impossible: &'static str,
    /// Rows numbered from 1.
    pub inconsistent: InconsistentWords,
    pub correct_last: &'static str,
    pub found: Counted,
    pub new_key: &'static str,
    // The match against the computer.
    pub match_title: &'static str,
    pub match_lead: &'static str,
    pub match_setup: &'static str,
    pub rounds: &'static str,
    pub pace: &'static str,
    pub pace_name: PaceWords,
    /// What the paces mean: the turns a codebreaker has for each key (Pace::attempts).
    pub pace_help: &'static str,
    pub strength: &'static str,
    pub strength_name: StrengthWords,
    pub first_key: &'static str,
    /// The scoring's legend and its two rules (SPEC 12).
    pub scoring: &'static str,
    pub scoring_name: ScoringWords,
    pub i_make_first: &'static str,
    pub computer_makes_first: &'static str,
    pub random_first: &'static str,
    pub start_match: &'static str,
    pub load_match: &'static str,
    pub drop_hint: &'static str,
    /// `Cannot load this file: {}`, the place for why ([`Text::cannot_load`]).
    pub cannot_load_file: &'static str,
    pub file_error: FileErrorWords,
    pub scoreboard: &'static str,
    pub col_round: &'static str,
    pub col_codemaker: &'static str,
    pub col_attempts: &'static str,
    pub col_points: &'static str,
    pub side: SideWords,
    pub attempts: Either,
    pub score: &'static str,
    pub round_of: &'static str,
    pub make_key_now: &'static str,
    pub break_key_now: &'static str,
    pub computer_breaking: &'static str,
    pub save_match: &'static str,
    pub next_round: &'static str,
    pub outcome: OutcomeWords,
    pub new_match: &'static str,
    // Statistics.
    /// The decimal sign of numbers (`.` in English, `,` in Portuguese).
    pub decimal_sign: char,
    /// What stands between a number and `%`: nothing in English (`50%`), a no-break space in
    /// Portuguese, Spanish and French (`50 %`).
    pub percent_space: &'static str,
    /// The links between the groups: `Statistics, level I` … and `Custom`.
    pub stats_heading: AboutGroup,
    /// The name of the `select` that opens another level's or variant's table (scores, statistics).
    pub table_choice: &'static str,
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
    pub chart_heading: AboutGroup,
    pub col_wins: &'static str,
    /// The solver's measured average at the level, already formatted.
    pub solver_average: &'static str,
    pub solver_average_custom: &'static str,
    pub reset_stats: &'static str,
    pub forget_stats_question: AboutGroup,
    /// What the page says when the stored statistics cannot be read or kept.
    pub stats_notes: StoreNotes,
    // Friends (SPEC 18).
    /// After a challenge's game: the button that makes the reply link, and its text box.
    pub send_result: &'static str,
    pub reply_url: &'static str,
    pub reply_lead: &'static str,
    /// The Friends page: its lead, the table's columns (after `col_name`), no friend yet.
    pub friends_lead: &'static str,
    pub col_games: &'static str,
    pub col_you_won: &'static str,
    pub col_they_won: &'static str,
    pub col_drawn: &'static str,
    pub friends_none: &'static str,
    /// What the page says when the stored Friends record cannot be read (what was kept, where
    /// the rest went) or kept.
    pub friends_notes: StoreNotes,
}

impl Deref for Text {
    type Target = BoardText;

    fn deref(&self) -> &BoardText {
        self.board
    }
}
