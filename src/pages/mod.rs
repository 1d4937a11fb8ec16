//! The pages of the site, one per route.

pub mod game;
pub mod guide;
pub mod home;
pub mod intro;
pub mod not_found;
pub mod scores;
