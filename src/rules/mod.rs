//! The rules of Mastermind, free of any web type: colours, levels, codes, feedback, the game state
//! machine and key derivation. Everything here is tested natively (`cargo test`).
//!
//! The shape follows Tatham's puzzles: a [`Game`] is a value, player input becomes a [`Move`], and
//! the pure [`Game::apply`] returns the next state or a typed [`Invalid`] reason. The interface
//! keeps only what it alone cares about (which hole is selected) in a [`Cursor`].

mod code;
mod colour;
mod cursor;
mod feedback;
mod game;
mod key;
mod level;

pub use code::{Code, CodeError, MAX_PEGS};
pub use colour::Colour;
pub use cursor::Cursor;
pub use feedback::Feedback;
pub use game::{Game, Invalid, Move, Status, Target, Turn};
pub use key::{RandomnessUnavailable, SeedError, key_from_seed, parse_seed, random_key};
pub use level::{Level, LevelError};
