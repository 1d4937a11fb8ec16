//! The browser's storage as the pages meet it: the prefix of every key, what can stop a read or a
//! write ([`Trouble`]) and unreadable stored data set aside ([`Damage`]). The adapter that meets
//! localStorage is the web crate's `storage`; what every stored kind has in common is
//! [`crate::store`]. The catalogue says each of these in words.

/// Every key of the game's starts with this.
pub const PREFIX: &str = "mastermind.";

/// Why scores cannot be kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// The browser offers no localStorage (disabled, or a private mode that refuses it).
    Unavailable,
    /// A write was refused: the storage is full.
    Full,
    /// A newer version of the game wrote the scores; this one leaves them alone.
    Newer,
}

/// Unreadable stored scores, and where their raw text was kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damage {
    /// The backup key, or `None` when even the backup could not be written (then nothing is
    /// written over the original either).
    pub backup: Option<String>,
    pub kept: usize,
    pub dropped: usize,
}
