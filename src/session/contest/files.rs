//! A match saved to a file and loaded from one.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::MatchSession;
use crate::dom::{FileRead, download, file_text};
use crate::rules::backup::MAX_TEXT;
use crate::rules::contest::{FileError, Match};
use crate::rules::sessions::MatchKind;

impl MatchSession {
    /// Loads a match file the player picked or dropped; a refused file leaves everything as it
    /// was and says why.
    pub fn load_file(&self, file: web_sys::File) {
        let session = *self;
        spawn_local(async move {
            // A match file is a few kilobytes: one past a backup's limit is none of the game's.
            let text = match file_text(file, MAX_TEXT).await {
                Ok(text) => text,
                Err(FileRead::TooLarge) => {
                    session.refused.set(Some(FileError::NotAMatch));
                    return;
                }
                Err(FileRead::Unreadable) => String::new(),
            };
            match Match::from_file(&text) {
                Ok(m) if MatchKind::of(&m) != session.kind => {
                    let people = m.between_people();
                    session.refused.set(Some(FileError::OtherKind { people }))
                }
                Ok(m) => session.begin(m),
                Err(e) => session.refused.set(Some(e)),
            }
        });
    }

    /// Offers the match as a file.
    pub fn save_file(&self) {
        self.current.with_untracked(|m| {
            if let Some(m) = m {
                download("mastermind-match.json", &m.to_file());
            }
        });
    }
}
