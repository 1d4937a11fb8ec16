//! What the browser or the player's data can refuse a page, as values the catalogue words: the
//! clipboard ([`CopyRefused`]), the compression streams of the transfer code ([`StreamError`]),
//! and an import ([`Refusal`]). The web crate's adapters (`dom`, `browser`, the `Your data`
//! session) return them.

use crate::backup::{BackupError, CodeError};
use crate::storage::Trouble;

/// Why the page could not copy to the clipboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyRefused {
    /// The browser offers no clipboard to this page (an insecure context, an old browser).
    NoClipboard,
    /// The browser refused (permission denied).
    Denied,
}

/// Why compressing or decompressing failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StreamError {
    /// The browser has no `CompressionStream`/`DecompressionStream` for `deflate-raw`.
    Unsupported,
    /// The data is not a `deflate-raw` stream (or the stream broke).
    Damaged,
    /// Decompressed, it would be larger than any browser's stored data can be.
    TooLarge,
}

/// Why an import was refused (`Cannot import this file: …`); nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The file (or the code's content) is not a backup this game can read.
    File(BackupError),
    /// The text is not a transfer code, or it was cut or altered.
    Code(CodeError),
    /// The browser could not decompress the code.
    Stream(StreamError),
    /// Storage refused the import's writes (everything was undone).
    Storage(Trouble),
}
