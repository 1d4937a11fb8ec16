//! The match in progress, one per kind of match (`mastermind.v1.match`, …), taken whole on
//! import.

use super::{Kind, Placed, StoreKind};
use crate::{MatchKind, MatchRecord};

pub const MATCH: Kind = Kind::whole::<MatchRecord>(StoreKind::Match);

impl Placed for MatchRecord {
    fn place_of(key: &str) -> Option<MatchKind> {
        MatchKind::of_key(key)
    }
}
