//! The settings: `mastermind.v1.settings`, this browser's own: an import takes the file's only
//! into a browser that has none, and never its `persist_asked` (whether *this* browser was asked
//! to keep its storage is its own).

use super::{Placed, Whole};
use crate::settings::Settings;
use crate::store::Stored;

pub type Declared = Whole<Settings>;

impl Placed for Settings {
    fn place_of(key: &str) -> Option<()> {
        (key == Settings::key(())).then_some(())
    }

    fn clear_own(value: &mut Settings) -> bool {
        value.persist_asked = false;
        true
    }
}
