//! A friend's reply as data (SPEC 18): what the reply page shows, decided once from the reply
//! link and what this browser holds, for its one markup ([`crate::reply_markup`]), which the
//! whole game's `ReplyPage` and the quick board's program (`src/quick/reply.rs`) both insert.
//!
//! No web types: tested natively (`tests/web/reply_view.rs`).

use crate::routes::{FRIENDS_URL, HOME_URL, site};
use crate::rules::colour::Colour;
use crate::rules::feedback::Feedback;
use crate::rules::game::{Game, Status};
use crate::rules::reply::{Reply, ReplyError};
use crate::rules::saved::GameRecord;
use crate::rules::variant::Symbols;
use mastermind_words::{BoardText, ReplyText, peg_list};

/// The class of the reply page, the element its markup goes in.
pub const REPLY_CLASS: &str = "page reply-page";

/// The player's own finished game of the reply's key, from the level's stored game (`record`),
/// if this browser still holds it (ended, and not replaced by another game since): the
/// challenger's rows beside the friend's.
pub fn own_game(reply: &Reply, record: Option<&GameRecord>) -> Option<Game> {
    let game = record?.log.game();
    (game.key() == reply.challenge.key && game.is_over()).then(|| game.clone())
}

/// A link of the page: where it goes (under the site's base) and its words.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkView {
    pub href: String,
    pub name: &'static str,
}

/// A banner above the reply: what the stored Friends record's reading found (an `alert` when it
/// could not be read, a `note` when it cannot be kept), in words.
#[derive(Clone, Debug, PartialEq)]
pub struct Banner {
    /// `alert` or `note`.
    pub role: &'static str,
    pub words: String,
}

/// One played row, read only: its number (from 1), its guess, its marks, and all of it in words.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedRow {
    pub number: usize,
    pub guess: Vec<Colour>,
    pub feedback: Feedback,
    /// `Row 1: 4 black, 0 white; red, green, blue, yellow`.
    pub said: String,
}

/// One side of the reply: its heading (and the heading's id), and its rows, or `None` with the
/// words that stand in their place.
#[derive(Clone, Debug, PartialEq)]
pub struct SideView {
    pub id: &'static str,
    pub heading: String,
    pub rows: Result<Vec<PlayedRow>, &'static str>,
}

/// What a reply that could be read shows under its heading.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// `Bea broke your key in 1 guess`.
    pub result: String,
    /// `You: 2, Bea: 1`, or whose game a key set without playing it was.
    pub versus: String,
    pub key_label: &'static str,
    /// The key in words, for screen readers.
    pub key_said: String,
    pub key: Vec<Colour>,
    /// The friend's side, then the player's.
    pub sides: [SideView; 2],
    pub counted: &'static str,
    pub friends: LinkView,
}

/// The reply page: its heading and title, the banners, and the reply or why it cannot be read.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplyView {
    /// The document's title.
    pub title: String,
    pub heading: String,
    pub banners: Vec<Banner>,
    /// The reply, or why the link cannot be read and the way home.
    pub body: Result<Shown, (&'static str, LinkView)>,
    pub symbols: Symbols,
}

/// A game's rows, read only.
fn rows(t: &BoardText, game: &Game) -> Vec<PlayedRow> {
    let level = game.level();
    (game.turns().iter().enumerate())
        .map(|(i, turn)| PlayedRow {
            number: i + 1,
            guess: turn.guess.pegs().to_vec(),
            feedback: turn.feedback,
            said: format!(
                "{}; {}",
                t.row_marks(level, i + 1, turn.feedback),
                peg_list(t, level, &turn.guess)
            ),
        })
        .collect()
}

impl ReplyView {
    /// The page of a reply link read as `reply`, in the words of `t` and `r`; `own` is the
    /// player's own game of its key ([`own_game`]), `banners` what reading the Friends record
    /// found.
    pub fn of(
        t: &'static BoardText,
        r: &'static ReplyText,
        reply: Result<&Reply, ReplyError>,
        own: Option<&Game>,
        banners: Vec<Banner>,
    ) -> ReplyView {
        let app = t.shell.app_name;
        let reply = match reply {
            Ok(reply) => reply,
            Err(why) => {
                return ReplyView {
                    title: format!("{} · {app}", t.shell.friends),
                    heading: t.shell.friends.to_owned(),
                    banners,
                    body: Err((
                        r.refused.of(why),
                        LinkView {
                            href: site(HOME_URL),
                            name: app,
                        },
                    )),
                    symbols: Symbols::Colours,
                };
            }
        };
        let name = reply.name.as_str();
        let heading = r.from(name);
        let level = reply.challenge.level;
        let theirs = reply.turns();
        // The player's turns: the result their challenge carried, else their own game here.
        let yours = match (reply.challenge.result, own) {
            (Some(result), _) => Some(result.turns()),
            (None, Some(game)) => Some(match game.status() {
                Status::Won { turns } => Some(turns),
                _ => None,
            }),
            (None, None) => None,
        };
        // Both results in words: side by side, or, for a key set without being played, whose
        // game it was (SPEC 18: every game has one result).
        let versus = match yours {
            Some(yours) => t.versus(yours, Some(name), theirs),
            None => r.unplayed(name, theirs.is_some()),
        };
        let key = reply.challenge.key;
        let friend = reply.game().map(|g| rows(t, &g)).unwrap_or_default();
        let sides = [
            SideView {
                id: "reply-theirs",
                heading: r.their_rows(name),
                rows: Ok(friend),
            },
            SideView {
                id: "reply-yours",
                heading: r.your_rows.to_owned(),
                rows: own.map(|game| rows(t, game)).ok_or(r.not_played),
            },
        ];
        ReplyView {
            title: format!("{heading} · {app}"),
            heading,
            banners,
            body: Ok(Shown {
                result: t.broke(r.result, name, theirs),
                versus,
                key_label: r.key,
                key_said: t.key_revealed(&[&peg_list(t, level, &key)]),
                key: key.pegs().to_vec(),
                sides,
                counted: r.counted,
                friends: LinkView {
                    href: site(FRIENDS_URL),
                    name: t.shell.friends,
                },
            }),
            symbols: level.symbols(),
        }
    }
}
