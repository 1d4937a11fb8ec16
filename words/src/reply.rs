//! The words of a friend's reply page in one language ([`ReplyText`], SPEC 18): with
//! [`BoardText`](crate::BoardText), all that the reply link's own program (`src/bin/reply.rs`)
//! links in, apart from the rest of the catalogue; the whole [`Text`](crate::Text) holds them
//! too (`Text::reply`).

use crate::carry::Words;

use crate::cases::ReplyRefusedWords;
use crate::shared::fill_named;
use crate::shared::{Either, Optional};

/// The reply page's words.
#[derive(Words)]
pub struct ReplyText {
    /// `Reply from Ana`: the reply page's heading.
    pub from: &'static str,
    /// `{name} broke your key in {turns}`, or `{name} did not break your key`
    /// ([`crate::BoardText::broke`] counts the turns).
    pub result: Optional,
    /// The reply's score line when the challenger set the key without playing it (SPEC 18):
    /// both results in words, the friend's name and whether they broke it.
    pub unplayed: Either,
    /// The reply page's sides: the challenger's key, their rows, the friend's rows (`Ana's
    /// rows`), and what stands for the challenger's rows when this browser has none.
    pub key: &'static str,
    pub your_rows: &'static str,
    pub their_rows: &'static str,
    pub not_played: &'static str,
    /// Why a reply link cannot be shown.
    pub refused: ReplyRefusedWords,
    /// Under the reply: it counts in Friends (once, however often it is opened).
    pub counted: &'static str,
}

impl ReplyText {
    /// The score line of a key set without playing it: `name` broke it (`broke`) or did not.
    pub fn unplayed(&self, name: &str, broke: bool) -> String {
        fill_named(self.unplayed.pick(broke), &[("name", name)])
    }

    /// The `from` sentence, its places `{name}` filled.
    pub fn from(&self, name: &str) -> String {
        fill_named(self.from, &[("name", name)])
    }

    /// The `their_rows` sentence, its places `{name}` filled.
    pub fn their_rows(&self, name: &str) -> String {
        fill_named(self.their_rows, &[("name", name)])
    }
}
