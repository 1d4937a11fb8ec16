//! What each given row of a puzzle taught (SPEC §15, `Explain`): after rows 1 to R, how many
//! keys still fit, and for each hole the symbols it can still hold among those keys; and which
//! row settles each hole (the first after which it can hold one symbol only). One pass over the
//! keys still fitting per row, so level III (262 144 codes) stays quick.

use super::{Puzzle, packed};
use crate::colour::Colour;

/// One given row's line of the explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplainedRow {
    /// How many keys fit the rows up to this one.
    pub keys_left: usize,
    /// Per hole, the symbols it can still hold among those keys, in palette order.
    pub holes: Vec<Vec<Colour>>,
}

/// The explanation of a puzzle: a line per given row, in the rows' order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub rows: Vec<ExplainedRow>,
}

impl Explanation {
    /// Per hole, the row (from 0) after which it holds one symbol only; `None` if none does
    /// (never for a sound puzzle: its last row leaves one key).
    pub fn settled_by(&self) -> Vec<Option<usize>> {
        let holes = self.rows.first().map_or(0, |r| r.holes.len());
        (0..holes)
            .map(|hole| {
                self.rows
                    .iter()
                    .position(|r| r.holes.get(hole).is_some_and(|set| set.len() == 1))
            })
            .collect()
    }
}

impl Puzzle {
    /// What each given row taught (see the module documentation).
    pub fn explain(&self) -> Explanation {
        let pegs = self.level.pegs();
        let colours = self.level.colours();
        let mut left = packed::all(self.level).to_vec();
        let rows = self
            .packed_rows()
            .iter()
            .map(|row| {
                left = packed::filter(&left, *row, pegs);
                // One bit per palette colour, per hole.
                let mut seen = vec![0u32; pegs];
                for key in &left {
                    for (hole, bits) in seen.iter_mut().enumerate() {
                        *bits |= 1 << (key.hole(hole) & 31);
                    }
                }
                let holes = seen
                    .iter()
                    .map(|bits| {
                        (0..colours)
                            .filter(|c| bits & (1 << c) != 0)
                            .filter_map(Colour::from_index)
                            .collect()
                    })
                    .collect();
                ExplainedRow {
                    keys_left: left.len(),
                    holes,
                }
            })
            .collect();
        Explanation { rows }
    }
}
