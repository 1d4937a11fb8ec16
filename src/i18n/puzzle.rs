//! The words of the puzzles (SPEC §15): the Puzzles page, the puzzle page, the print page and
//! the end of a game that can become a puzzle, one [`PuzzleText`] per language (a missing
//! translation is a compile error, as in the rest of the catalogue).

/// The puzzles' words in one language.
pub struct PuzzleText {
    /// `Puzzles`: the link on home and the introduction, and the page's heading.
    pub puzzles: &'static str,
    /// `Print puzzles`: the link and the print page's heading.
    pub print_puzzles: &'static str,
}

pub(super) static EN_PUZZLE: PuzzleText = PuzzleText {
    puzzles: "Puzzles",
    print_puzzles: "Print puzzles",
};

pub(super) static PT_PUZZLE: PuzzleText = PuzzleText {
    puzzles: "Quebra-cabeças",
    print_puzzles: "Imprimir quebra-cabeças",
};

pub(super) static ES_PUZZLE: PuzzleText = PuzzleText {
    puzzles: "Acertijos",
    print_puzzles: "Imprimir acertijos",
};
