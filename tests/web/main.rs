//! The web crate's native tests, one binary: the catalogues, the lesson's words
//! and the quick board's program. (The core's tests are the core crate's; the browser's are
//! `tests/browser`.)
#![cfg(not(target_arch = "wasm32"))]

mod board_markup;
mod board_view;
mod carry;
mod catalogues;
mod game_markup;
mod guide;
mod header_markup;
mod home_markup;
mod intro_markup;
mod intro_view;
mod layout;
mod lesson;
mod puzzles_markup;
mod quick;
mod reply_view;
mod routes;
mod sound;
mod symbols;
mod words;
