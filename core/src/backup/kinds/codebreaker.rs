//! The computer-as-codebreaker session: `mastermind.v1.codebreaker`, taken whole on import.

use super::{Kind, Placed, StoreKind};
use crate::BreakerRecord;
use crate::store::Stored;

pub const CODEBREAKER: Kind = Kind::whole::<BreakerRecord>(StoreKind::Codebreaker);

impl Placed for BreakerRecord {
    fn place_of(key: &str) -> Option<()> {
        (key == BreakerRecord::key(())).then_some(())
    }
}
