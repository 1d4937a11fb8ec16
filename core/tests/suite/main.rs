//! The core's tests, one binary (each file a module; one link instead of one per file): the
//! rules, the solver, puzzles, and every parser of stored and received data, run natively without
//! building anything of the web.

mod common;

mod analysis;
mod backup;
mod breaker_and_match;
mod challenge;
mod clock;
mod contest;
mod custom;
mod daily;
mod devious;
mod examples;
mod friends;
mod game;
mod game_session;
mod glance;
mod hearing;
mod history;
mod home_game;
mod input;
mod log;
mod notes;
mod openings;
mod optimal;
mod past_puzzle;
mod protocol;
mod puzzle;
mod puzzle_play;
mod puzzle_print;
mod puzzle_quick;
mod reading;
mod rules;
mod scores;
mod share;
mod solver;
mod state;
mod stats;
mod untrusted;
mod variant_solver;
mod variants;
