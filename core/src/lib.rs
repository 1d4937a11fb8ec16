//! The rules of Mastermind, free of any web type: colours, levels, codes, feedback, the game state
//! machine, key derivation, high-score tables and names, and the stored forms of scores and games.
//! Everything here is tested natively (`cargo test`).
//!
//! The shape follows Tatham's puzzles: a [`game::Game`] is a value, player input becomes a
//! [`game::Move`], and the pure [`game::Game::apply`] returns the next state or a typed
//! [`game::Invalid`] reason. The interface keeps only what it alone cares about (which hole is
//! selected) in a [`cursor::Cursor`].
//!
//! Every type is reached by the path of the module that defines it (`mastermind_core::game::Game`,
//! `mastermind_core::saved::GameRecord`): there is no list of re-exports to keep in step, and a
//! reader follows an import straight to its file.
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
pub mod challenge;
pub mod clock;
pub mod code;
pub mod codebreaker;
pub mod colour;
mod conceal;
pub mod contest;
mod crc32;
pub mod cursor;
pub mod daily;
pub mod ended;
pub mod examples;
pub mod feedback;
pub mod flag;
pub mod friends;
pub mod game;
pub mod glance;
pub mod hearing;
pub mod history;
pub mod home_game;
pub mod input;
pub mod key;
pub mod key_source;
pub mod lesson;
pub mod level;
pub mod log;
pub mod name;
pub mod notes;
pub mod opening;
pub mod packed;
pub mod puzzle;
pub mod reading;
pub mod refused;
pub mod reply;
pub mod saved;
pub mod scores;
pub mod sessions;
pub mod settings;
pub mod share;
pub mod solver;
pub mod stats;
pub mod storage;
pub mod store;
pub mod time;
pub mod variant;
