//! The computer-as-codebreaker session: `mastermind.v1.codebreaker`, taken whole on import.

use super::{Placed, Whole};
use crate::sessions::BreakerRecord;
use crate::store::Stored;

pub type Declared = Whole<BreakerRecord>;

impl Placed for BreakerRecord {
    fn place_of(key: &str) -> Option<()> {
        (key == BreakerRecord::key(())).then_some(())
    }
}
