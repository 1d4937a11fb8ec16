//! The quick board: the first program a shared game link starts (`src/bin/quick.rs`), a board
//! drawn with `web-sys` alone, so that the link is playable after a tenth of the board program's
//! download (docs/performance.md). It plays the opening moves of a game the board program would
//! open the same way, saves them as that program would, and hands the page over to it once it
//! has arrived (see [`handover`]).
//!
//! What is decided here is pure and tested natively: which games the quick board takes on
//! ([`open`]), what a key press does to them ([`press`]), and the queue of presses it hands over
//! ([`Queued`]). Every game it does not take on, and every move it does not make, is the board
//! program's: the move that ends a game, a devious game, a game with the solver's aids, a
//! damaged or newer stored game, a seeded link that puts a game aside.

pub mod board;
pub mod handover;

use crate::play::{BoardKey, cursor_after_history};
use crate::rules::{
    Cursor, Custom, Day, GameLog, GameOptions, GameRecord, GameSlot, Invalid, KeySource, Level,
    Loaded, Move, Read, Settings, Stored, store,
};
use crate::session::game::{Notice, Opening, first_daily, first_game};

/// The presses a quick board hands over, at most (a queue longer than this is cut: a player
/// does not press 64 keys in the moment the board program takes over).
pub const QUEUE_MAX: usize = 64;

/// A game link the quick board may open: its path and the query values it reads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link<'a> {
    pub path: &'a str,
    pub seed: Option<&'a str>,
    pub date: Option<&'a str>,
    pub pegs: Option<&'a str>,
    pub colours: Option<&'a str>,
    pub turns: Option<&'a str>,
    pub repeats: Option<&'a str>,
}

impl Link<'_> {
    /// The slot the link's page plays (`/play/1`…`/play/3`, `/play/custom?…`, today's
    /// `/daily/1`…`/daily/3`), or `None` for every other page, a custom game whose settings are
    /// not a game, and a past date's daily key.
    pub fn slot(&self) -> Option<GameSlot> {
        let (kind, slug) = self.path.strip_prefix('/')?.split_once('/')?;
        match kind {
            "play" if slug == "custom" => {
                Custom::from_query(self.pegs, self.colours, self.turns, self.repeats)
                    .ok()
                    .map(|c| GameSlot::Free(Level::Custom(c)))
            }
            "play" => {
                Some(GameSlot::Free(Level::parse(slug).ok()?)).filter(|s| !s.level().is_custom())
            }
            "daily" if self.date.is_none() => {
                Some(GameSlot::Daily(Level::parse(slug).ok()?)).filter(|s| !s.level().is_custom())
            }
            _ => None,
        }
    }
}

/// A game the quick board plays: the board program opens the same one from what it saves.
#[derive(Clone, Debug, PartialEq)]
pub struct QuickGame {
    pub slot: GameSlot,
    pub record: GameRecord,
    pub notice: Notice,
    /// The stored settings (language, …) it was opened with.
    pub settings: Settings,
}

/// Why a link stays a static frame until the board program arrives.
#[derive(Clone, Debug, PartialEq)]
pub enum Static {
    /// Not a game link the quick board knows.
    NotAGame,
    /// Storage cannot be read, or its settings are damaged or newer: the board program says so.
    Storage,
    /// The stored game is damaged or of a newer version: the board program backs it up or
    /// leaves it alone, and says so.
    Stored,
    /// Opening the game asks more than a board: a game to put aside, a notice about the seed.
    Notice,
    /// The game is over, devious, or has the solver's aids on.
    Game,
}

/// What the quick board reads from storage: `read(key)` gives a key's raw value, `Err` when
/// storage cannot be read.
pub type Reader<'a> = &'a dyn Fn(&str) -> Result<Option<String>, ()>;

fn stored<T: Stored>(read: Reader, place: T::Place) -> Result<Loaded<T>, Static> {
    match read(&T::key(place)).map_err(|()| Static::Storage)? {
        None => Ok(Loaded::Nothing),
        Some(raw) => match store::read::<T>(&raw, place) {
            Read::Fine(value) => Ok(Loaded::Found(value)),
            _ => Err(Static::Stored),
        },
    }
}

/// The game a link opens, exactly as the board program opens it ([`first_game`],
/// [`first_daily`]), when the quick board can play it.
pub fn open(link: &Link, read: Reader, today: Day) -> Result<QuickGame, Static> {
    let slot = link.slot().ok_or(Static::NotAGame)?;
    let settings = match stored::<Settings>(read, ()) {
        Ok(Loaded::Found(settings)) => settings,
        Ok(_) => Settings::default(),
        Err(_) => return Err(Static::Storage),
    };
    let options = GameOptions {
        hard: settings.hard_mode,
        devious: settings.devious,
    };
    let restored = stored::<GameRecord>(read, slot)?;
    let level = slot.level();
    let opening: Opening = match slot {
        GameSlot::Daily(_) => first_daily(level, today, restored, options),
        _ => first_game(level, link.seed, restored, options),
    };
    if opening.replaced.is_some()
        || !matches!(
            opening.notice,
            Notice::None | Notice::Seeded(_) | Notice::Daily(_)
        )
    {
        return Err(Static::Notice);
    }
    let game = opening.log.game();
    if game.is_over() || game.is_devious() || game.aids() || opening.source == KeySource::Devious {
        return Err(Static::Game);
    }
    Ok(QuickGame {
        slot,
        record: GameRecord {
            log: opening.log,
            source: opening.source,
            id: Some(opening.id),
            notes: opening.notes,
        },
        notice: opening.notice,
        settings,
    })
}

/// What a press does on the quick board.
#[derive(Clone, Debug, PartialEq)]
pub enum Pressed {
    /// The board as it now is: its log and selection, and the hole of the active row that takes
    /// focus (if any).
    Done {
        log: Box<GameLog>,
        cursor: Cursor,
        focus: Option<(usize, usize)>,
    },
    /// The rules refuse the move: the flag says why (the board program's warning), and the
    /// selection is `cursor` (Backspace moves it even so).
    Refused { reason: Invalid, cursor: Cursor },
    /// Nothing changes.
    Nothing,
    /// The board program's to do: the move that ends the game (its flag, scores, statistics).
    /// This press and every one after it wait for the board program.
    Wait,
}

/// What `key` does to the game `log` with the selection at `cursor`, as the board program's
/// [`crate::play::Play::press`] would do it. `on_board`: the key was pressed on a hole, so focus
/// follows the selection.
pub fn press(log: &GameLog, cursor: Cursor, key: BoardKey, on_board: bool) -> Pressed {
    let game = log.game();
    let Some(row) = game.active_row() else {
        return Pressed::Wait;
    };
    let apply = |mv: Move, cursor: Cursor, focus: bool| match log.apply(mv) {
        Ok(next) if next.game().is_over() => Pressed::Wait,
        Ok(next) => Pressed::Done {
            focus: focus.then_some((row, cursor.hole())),
            cursor,
            log: Box::new(next),
        },
        Err(reason) => Pressed::Refused { reason, cursor },
    };
    match key {
        BoardKey::Step(delta) => {
            let cursor = cursor.step(game, delta);
            Pressed::Done {
                log: Box::new(log.clone()),
                cursor,
                focus: Some((row, cursor.hole())),
            }
        }
        BoardKey::Colour(colour) => {
            let hole = cursor.hole();
            match log.apply(Move::Place { row, hole, colour }) {
                Ok(next) => {
                    let cursor = cursor.after_fill(next.game());
                    Pressed::Done {
                        focus: on_board.then_some((row, cursor.hole())),
                        cursor,
                        log: Box::new(next),
                    }
                }
                Err(reason) => Pressed::Refused { reason, cursor },
            }
        }
        BoardKey::Clear => apply(
            Move::Clear {
                row,
                hole: cursor.hole(),
            },
            cursor,
            false,
        ),
        BoardKey::Back => {
            let cursor = cursor.back(game);
            apply(
                Move::Clear {
                    row,
                    hole: cursor.hole(),
                },
                cursor,
                on_board,
            )
        }
        BoardKey::Submit => match log.apply(Move::Submit) {
            Ok(next) if next.game().is_over() => Pressed::Wait,
            Ok(next) => Pressed::Done {
                focus: on_board
                    .then(|| next.game().active_row().map(|r| (r, 0)))
                    .flatten(),
                cursor: Cursor::reset(),
                log: Box::new(next),
            },
            Err(reason) => Pressed::Refused { reason, cursor },
        },
        BoardKey::Undo | BoardKey::Redo => {
            let back = key == BoardKey::Undo;
            let Some(next) = (if back { log.undo() } else { log.redo() }) else {
                return Pressed::Nothing;
            };
            match cursor_after_history(&next, back, cursor) {
                Some((row, cursor)) => Pressed::Done {
                    log: Box::new(next),
                    cursor,
                    // Focus follows only when it is on the board; the quick board checks.
                    focus: Some((row, cursor.hole())),
                },
                None => Pressed::Done {
                    log: Box::new(next),
                    cursor,
                    focus: None,
                },
            }
        }
    }
}

/// A press the quick board could not make itself, handed over to the board program to make in
/// order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Queued {
    /// A key, pressed on a hole (`on_board`) or elsewhere.
    Key { key: BoardKey, on_board: bool },
    /// A click on a hole of the active row.
    Select(usize),
}

impl Queued {
    /// The press as a word of the handed-over queue.
    pub fn word(self) -> String {
        let (key, on_board) = match self {
            Queued::Select(hole) => return format!("@{hole}"),
            Queued::Key { key, on_board } => (key, on_board),
        };
        let word = match key {
            BoardKey::Step(delta) => format!("m{delta}"),
            BoardKey::Colour(colour) => format!("c{}", colour.index()),
            BoardKey::Clear => "x".to_owned(),
            BoardKey::Back => "b".to_owned(),
            BoardKey::Submit => "s".to_owned(),
            BoardKey::Undo => "u".to_owned(),
            BoardKey::Redo => "r".to_owned(),
        };
        if on_board { format!("!{word}") } else { word }
    }

    /// Reads one word of a handed-over queue (untrusted: another program wrote it into the
    /// page); `None` for anything else.
    pub fn parse(word: &str) -> Option<Queued> {
        if let Some(hole) = word.strip_prefix('@') {
            return hole.parse().ok().map(Queued::Select);
        }
        let (on_board, word) = match word.strip_prefix('!') {
            Some(rest) => (true, rest),
            None => (false, word),
        };
        let key = match word {
            "x" => BoardKey::Clear,
            "b" => BoardKey::Back,
            "s" => BoardKey::Submit,
            "u" => BoardKey::Undo,
            "r" => BoardKey::Redo,
            _ => {
                if let Some(delta) = word.strip_prefix('m') {
                    BoardKey::Step(delta.parse().ok()?)
                } else {
                    let index = word.strip_prefix('c')?.parse().ok()?;
                    BoardKey::Colour(crate::rules::Colour::from_index(index)?)
                }
            }
        };
        Some(Queued::Key { key, on_board })
    }
}

/// A handed-over queue, words separated by spaces: what it holds that can be read, in order, at
/// most [`QUEUE_MAX`].
pub fn read_queue(text: &str) -> Vec<Queued> {
    text.split_ascii_whitespace()
        .take(QUEUE_MAX)
        .filter_map(Queued::parse)
        .collect()
}
