//! One key of a backup file imported here ([`Step`]): what it writes, and what it adds and
//! leaves out, as each kind's declaration decides (`kinds/`) and the import plan sums
//! (`import.rs`).

use serde_json::Value;

use super::{raw_text, to_value};

/// What one key of the file does here (made by the core's import steps only).
pub struct Step {
    pub(super) write: Option<String>,
    pub(super) added: usize,
    pub(super) left_out: usize,
}

impl Step {
    pub(super) const NOTHING: Step = Step {
        write: None,
        added: 0,
        left_out: 0,
    };
    pub(super) const LEFT_OUT: Step = Step {
        write: None,
        added: 0,
        left_out: 1,
    };

    pub(super) fn add(raw: String) -> Step {
        Step {
            write: Some(raw),
            added: 1,
            left_out: 0,
        }
    }

    /// A backup, added where this browser has none under its key.
    pub(crate) fn backup(mine: Option<&str>, value: &Value) -> Step {
        match mine {
            None => Step::add(raw_text(value)),
            Some(mine) if to_value(mine) == *value => Step::NOTHING,
            Some(_) => Step::LEFT_OUT,
        }
    }
}
