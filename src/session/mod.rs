//! Controllers: one per mode, each a plain type that owns its state, its log of moves and its
//! persistence, created above the routes so that re-rendering a page (a language switch, say)
//! never loses it. Pages and components only read their signals and send them moves.

pub mod game;
pub mod preferences;
