//! The match in progress, one per kind of match (`mastermind.v1.match`, …), taken whole on
//! import.

use super::{Placed, Whole};
use crate::sessions::{MatchKind, MatchRecord};

pub type Declared = Whole<MatchRecord>;

impl Placed for MatchRecord {
    fn place_of(key: &str) -> Option<MatchKind> {
        MatchKind::of_key(key)
    }
}
