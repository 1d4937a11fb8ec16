//! Mastermind for the browser.

pub mod rules;
