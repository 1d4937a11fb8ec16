//! Building blocks of the pages, one component per file.

pub mod board;
pub mod board_keys;
pub mod board_row;
pub mod computer_board;
pub mod controls;
pub mod example_player;
pub mod feedback_picture;
pub mod flag;
pub mod game_view;
pub mod hole;
pub mod key_row;
pub mod language_select;
pub mod marks;
pub mod match_round;
pub mod match_setup;
pub mod modal;
pub mod palette;
pub mod peg;
pub mod score_dialog;
pub mod score_table;
pub mod scoreboard;
pub mod secret_row;
pub mod solver_aids;
pub mod solver_replay;
pub mod storage_notes;
pub mod swatches;
