//! How every board applies a response: what it shows once the change was made or refused.

use super::{Flag, Focus, Response};
use crate::cursor::Cursor;
use crate::game::Invalid;

/// What a board shows once a response's change was made where the log is kept, or refused
/// there ([`Response::settle`]): every board applies a response through it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settled {
    /// The selection.
    pub cursor: Cursor,
    /// The yellow flag's reason, if it is raised.
    pub warning: Option<Invalid>,
    /// Whether the flag was set anew (what it said before, a contradiction noted included, is
    /// gone).
    pub flag_set: bool,
    /// Where focus goes.
    pub focus: Focus,
}

impl Response {
    /// What a board shows after this response, from what it showed (`cursor`, `warning`) and
    /// whether the change was made (`made`): a refused change keeps the selection and raises
    /// the flag with its reason; a made one moves the selection, and the flag says what the
    /// response says.
    pub fn settle(
        &self,
        made: Result<(), Invalid>,
        cursor: Cursor,
        warning: Option<Invalid>,
    ) -> Settled {
        if let Err(why) = made {
            return Settled {
                cursor,
                warning: Some(why),
                flag_set: true,
                focus: Focus::Stay,
            };
        }
        let (warning, flag_set) = match self.flag {
            Flag::Keep => (warning, false),
            Flag::Clear => (None, true),
            Flag::Warn(why) => (Some(why), true),
        };
        Settled {
            cursor: self.cursor,
            warning,
            flag_set,
            focus: self.focus,
        }
    }
}
