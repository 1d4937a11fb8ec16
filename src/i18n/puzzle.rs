//! The words of the puzzles (SPEC §15): the Puzzles page, the puzzle page, the print page and
//! the end of a game that can become a puzzle, one [`PuzzleText`] per language (a missing
//! translation is a compile error, as in the rest of the catalogue).

use super::plural;

/// The puzzles' words in one language.
pub struct PuzzleText {
    /// `Puzzles`: the link on home and the introduction, and the page's heading.
    pub puzzles: &'static str,
    /// `Print puzzles`: the link and the print page's heading.
    pub print_puzzles: &'static str,
    /// `Make a puzzle of this game`: the button at the end of a game whose rows settle its key.
    pub make_puzzle: &'static str,
    /// `Puzzle from <name>`: the made puzzle's link when a name is known.
    pub puzzle_from: fn(&str) -> String,
    /// `Puzzle of this game`: the made puzzle's link without a name.
    pub puzzle_of_game: &'static str,
    /// The label of the made puzzle's link shown to copy by hand.
    pub puzzle_link: &'static str,
    /// The `Stored data` rows of the puzzle statistics and of the puzzles in progress.
    pub stored_log: &'static str,
    pub stored_slots: &'static str,
    /// `n` finished puzzles, `n` puzzles in progress, as an import's notice counts them.
    pub count_log: fn(usize) -> String,
    pub count_slots: fn(usize) -> String,
}

pub(super) static EN_PUZZLE: PuzzleText = PuzzleText {
    puzzles: "Puzzles",
    print_puzzles: "Print puzzles",
    make_puzzle: "Make a puzzle of this game",
    puzzle_from: |name| format!("Puzzle from {name}"),
    puzzle_of_game: "Puzzle of this game",
    puzzle_link: "Link to the puzzle",
    stored_log: "Puzzle statistics",
    stored_slots: "Puzzles in progress",
    count_log: |n| plural(n, "finished puzzle", "finished puzzles"),
    count_slots: |n| plural(n, "puzzle in progress", "puzzles in progress"),
};

pub(super) static PT_PUZZLE: PuzzleText = PuzzleText {
    puzzles: "Quebra-cabeças",
    print_puzzles: "Imprimir quebra-cabeças",
    make_puzzle: "Fazer um quebra-cabeças deste jogo",
    puzzle_from: |name| format!("Quebra-cabeças de {name}"),
    puzzle_of_game: "Quebra-cabeças deste jogo",
    puzzle_link: "Ligação para o quebra-cabeças",
    stored_log: "Estatísticas dos quebra-cabeças",
    stored_slots: "Quebra-cabeças em curso",
    count_log: |n| plural(n, "quebra-cabeças terminado", "quebra-cabeças terminados"),
    count_slots: |n| plural(n, "quebra-cabeças em curso", "quebra-cabeças em curso"),
};

pub(super) static ES_PUZZLE: PuzzleText = PuzzleText {
    puzzles: "Acertijos",
    print_puzzles: "Imprimir acertijos",
    make_puzzle: "Hacer un acertijo con esta partida",
    puzzle_from: |name| format!("Acertijo de {name}"),
    puzzle_of_game: "Acertijo de esta partida",
    puzzle_link: "Enlace al acertijo",
    stored_log: "Estadísticas de acertijos",
    stored_slots: "Acertijos en curso",
    count_log: |n| plural(n, "acertijo terminado", "acertijos terminados"),
    count_slots: |n| plural(n, "acertijo en curso", "acertijos en curso"),
};
