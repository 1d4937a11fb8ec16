//! The Friends record: `mastermind.v1.friends`, merged by game id on import (never doubled).

use super::{Collecting, Merged};
use crate::friends::{Friends, Meeting};

pub type Declared = Merged<Friends>;

impl Collecting for Friends {
    type Item<'a> = &'a Meeting;

    /// Both records' games, each id once ([`Friends::merge`]).
    fn union(&self, other: &Friends) -> Friends {
        self.merge(other)
    }

    fn items(&self) -> Vec<&Meeting> {
        self.games().iter().collect()
    }
}
