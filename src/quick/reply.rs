//! The quick board's program on a friend's reply (`/reply#r1…`, SPEC 18): which replies it
//! shows before the whole game arrives, and what it reads to show them, as the whole game's
//! `ReplyPage` reads it. The page is [`ReplyView`](crate::reply_view::ReplyView)'s one markup in
//! both programs. Counting the game in Friends is the whole game's, moments later, or on the
//! tab's next page should the player leave first (the program leaves the reply in the tab,
//! `REPLY_KEY`; a reply's id is counted once however often it is opened): the Friends record's
//! reading, its names' Unicode check and its notices would add a quarter to the quick board's
//! bytes on every game link.

use super::{Reader, Static, stored};
use crate::reply_view::own_game;
use crate::rules::game::Game;
use crate::rules::reply::{Reply, ReplyError};
use crate::rules::saved::{GameRecord, GameSlot};
use crate::rules::settings::Settings;

/// A reply link as the quick board shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct QuickReply {
    /// The reply, or why the link cannot be read (the page says why).
    pub reply: Result<Reply, ReplyError>,
    /// The player's own game of the reply's key ([`own_game`]).
    pub own: Option<Game>,
    /// The stored settings (the language).
    pub settings: Settings,
}

/// The reply of the link's `fragment` (with or without its `#`) with what this browser holds of
/// it, read through `read`. `Err` (the whole game's page) when storage cannot be read or holds
/// damaged or newer settings or a damaged or newer game of the reply's level (the whole game
/// backs it up or leaves it alone, and says so), and when a name in the reply is longer than a
/// name's most characters in Unicode scalar values ([`Reply::from_fragment_short`]).
pub fn open_reply(fragment: &str, read: Reader) -> Result<QuickReply, Static> {
    let reply = Reply::from_fragment_short(fragment).ok_or(Static::NotAGame)?;
    let settings = stored::<Settings>(read, ())?.found().unwrap_or_default();
    let own = match &reply {
        Ok(reply) => {
            let record = stored::<GameRecord>(read, GameSlot::Free(reply.challenge.level))?;
            own_game(reply, record.found().as_ref())
        }
        Err(_) => None,
    };
    Ok(QuickReply {
        reply,
        own,
        settings,
    })
}
