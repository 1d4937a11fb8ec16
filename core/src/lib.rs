//! The rules of Mastermind, free of any web type: colours, levels, codes, feedback, the game state
//! machine, key derivation, high-score tables and names, and the stored forms of scores and games.
//! Everything here is tested natively (`cargo test`).
//!
//! The shape follows Tatham's puzzles: a [`Game`] is a value, player input becomes a [`Move`], and
//! the pure [`Game::apply`] returns the next state or a typed [`Invalid`] reason. The interface
//! keeps only what it alone cares about (which hole is selected) in a [`Cursor`].
//!
//! The crate depends on nothing of the web: the game's pages (the `mastermind` crate), the
//! solver's worker and the quick board build on it, and its tests run natively without Leptos.
//! Stored and received data reach these parsers untrusted, so nothing here may panic on them.

#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

pub mod backup;
mod challenge;
mod clock;
mod code;
mod codebreaker;
mod colour;
mod conceal;
mod contest;
mod cursor;
mod daily;
mod ended;
mod examples;
mod feedback;
mod flag;
mod game;
mod glance;
mod history;
mod home_game;
mod input;
mod key;
mod lesson;
mod level;
mod log;
pub mod look;
mod name;
mod notes;
mod opening;
mod puzzle;
mod reading;
mod refused;
mod saved;
mod scores;
mod sessions;
mod settings;
mod share;
pub mod solver;
mod stats;
pub mod storage;
pub mod store;
mod time;
mod variant;

// `backup::CodeError` (a transfer code's) is `TransferCodeError` here: `CodeError` is a code of
// pegs'.
pub use backup::{
    BACKUP_FORMAT, BACKUP_VERSION, Backup, BackupError, CodeError as TransferCodeError, Entries,
    HEADER_FIELDS, ImportCount, ImportPlan, StoreKind, StoreRow, TRANSFER_PREFIX, backup_key,
    kind_of, plan_import, puzzle_slot_of, read_transfer_code, reminder_due, summarise,
    transfer_code,
};
pub use challenge::{
    CHALLENGE_PREFIX, CUSTOM_PREFIX, Challenge, ChallengeError, NO_RESULT, RESULT_PREFIX,
    SenderResult,
};
pub use clock::{Clock, Times, clock_text, opened_time, time_rank};
pub use code::{Code, CodeError, MAX_PEGS};
pub use codebreaker::{AnswerError, BreakerLog, BreakerMove, Codebreaker, Stage};
pub use colour::Colour;
pub use contest::{
    FileError, FirstMaker, MATCH_FORMAT, MATCH_VERSION, Match, MatchError, MatchLog, MatchMove,
    Outcome, Pace, Phase, Players, Round, Scoring, Setup, Side, Strength,
};
pub use cursor::Cursor;
pub use daily::{
    DAY_MILLIS, Day, DayError, countdown, daily_id, daily_key, millis_until_next_day, obvious_seeds,
};
pub use ended::{Ender, abandoned, asks_first};
pub use examples::{EXAMPLES, Example, consistent};
pub use feedback::Feedback;
pub use flag::{Contradicted, FlagState, NO_FLAG};
pub use game::{Game, GameOptions, Given, Invalid, Move, Standing, Status, Target, Turn};
pub use glance::{glance_game, glance_streak};
pub use history::{History, HistoryError, MAX_MOVES, Replay};
pub use home_game::{DrawnGame, HOME_GAME};
pub use input::{
    At, BoardKey, Change, Flag, Focus, Input, KeyPress, Response, Settled, cursor_after_history,
    key_colour, key_of, respond,
};
pub use key::{
    KeySource, RandomnessUnavailable, SeedError, key_from_seed, parse_seed, random_seed,
};
pub use lesson::{LESSON, Lesson};
pub use level::{Custom, CustomError, Level, LevelError, Setting};
pub use log::{GameLog, LogError};
pub use name::{NAME_MAX, Name, NameError, cut_to, user_chars};
pub use notes::Notes;
pub use opening::{
    Notice, Opening, drawn, first_challenge, first_daily, first_game, first_past, new_id, new_log,
    seed_to_open,
};
pub use puzzle::{
    Contradiction, Difficulty, DifficultyError, MADE_PREFIX, MAX_JSON, PRINT_COUNT,
    PUZZLE_GAME_VERSION, PUZZLE_VERSION, PUZZLES_VERSION, Puzzle, PuzzleEnd, PuzzleError,
    PuzzleFigures, PuzzleLinkError, PuzzleLog, PuzzleRecord, PuzzleSlot, PuzzleSource,
    packed_marks, print_seeds,
};
pub use reading::{Reading, reading};
pub use refused::{CopyRefused, Refusal, StreamError};
pub use saved::{GAME_VERSION, GameRecord, GameSlot, SavedGame, game_key};
pub use scores::{Entry, SCORES_VERSION, ScoreTable, Scores, TABLE_SIZE};
pub use sessions::{
    BREAKER_VERSION, BreakerRecord, MatchDraft, MatchKind, MatchRecord, SavedBreaker,
    parse_stored_match, stored_match,
};
pub use settings::{SETTINGS_VERSION, Settings};
pub use share::{SharedKey, puzzle_share_text, share_text, with_clock};
pub use stats::{Ending, Finished, STATS_VERSION, Statistics, StatsGroup, StatsLog};
pub use store::{Loaded, Read, Stored};
pub use time::{Timestamp, TimestampError};
pub use variant::{BLANK, Rule, Symbol, Symbols, Variant, VariantError};
