//! Every word the page shows or speaks, as a typed catalogue: one [`Text`] value per language,
//! so a missing translation is a compile error, not a blank on screen.
//!
//! Accessible names here are a public contract (SPEC §7): end-to-end tests find controls by them.

use leptos::prelude::*;

use crate::rules::{Colour, Feedback, Invalid, Level};

/// A language the page can be read in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
}

impl Lang {
    /// The catalogue of this language.
    pub fn text(self) -> &'static Text {
        match self {
            Lang::En => &EN,
        }
    }
}

/// The words of one language. Functions take rows and holes counted from 1.
pub struct Text {
    /// The `lang` attribute of the document.
    pub code: &'static str,
    pub app_name: &'static str,
    pub home_lead: &'static str,
    pub home_more: &'static str,
    pub play: &'static str,
    pub intro_title: &'static str,
    pub intro_lead: &'static str,
    pub col_level: &'static str,
    pub col_pegs: &'static str,
    pub col_colours: &'static str,
    pub col_turns: &'static str,
    pub col_keys: &'static str,
    pub level: fn(Level) -> String,
    pub game_title: fn(Level) -> String,
    pub game_summary: fn(Level) -> String,
    pub choose_level: &'static str,
    pub colour: fn(Colour) -> &'static str,
    pub hole: fn(usize, usize, Option<&str>) -> String,
    pub row: fn(usize) -> String,
    pub row_feedback: fn(usize, Feedback) -> String,
    pub key_label: &'static str,
    pub key_covered: &'static str,
    pub key_revealed: fn(&[&str]) -> String,
    pub palette: fn(usize, usize) -> String,
    pub submit: &'static str,
    pub quit: &'static str,
    pub play_again: &'static str,
    pub play_again_nod: &'static str,
    pub won: fn(usize) -> String,
    pub lost: &'static str,
    pub quit_flag: &'static str,
    pub warning: fn(Invalid) -> String,
    pub keyboard_help: &'static str,
    pub seeded: fn(u64) -> String,
    pub seed_ignored: fn(&str) -> String,
    pub no_randomness: &'static str,
    pub not_found_title: &'static str,
    pub not_found_text: &'static str,
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

static EN: Text = Text {
    code: "en",
    app_name: "Mastermind",
    home_lead: "Mastermind is a game of deduction: the computer hides a row of coloured pegs, and you \
                find it by guessing.",
    home_more: "After each guess you learn how many pegs are the right colour in the right place, and \
                how many more are the right colour in the wrong place.",
    play: "Play",
    intro_title: "Choose a level",
    intro_lead: "Each level hides a longer key, drawn from more colours, and gives you more turns to \
                 find it. Colours may repeat.",
    col_level: "Level",
    col_pegs: "Pegs",
    col_colours: "Colours",
    col_turns: "Turns",
    col_keys: "Possible keys",
    level: |l| format!("Level {}", l.roman()),
    game_title: |l| format!("Mastermind, level {}", l.roman()),
    game_summary: |l| {
        format!(
            "Find the key of {} pegs drawn from {} colours in {} turns.",
            l.pegs(),
            l.colours(),
            l.turns()
        )
    },
    choose_level: "Choose another level",
    colour: |c| match c {
        Colour::Red => "red",
        Colour::Green => "green",
        Colour::Blue => "blue",
        Colour::Yellow => "yellow",
        Colour::Turquoise => "turquoise",
        Colour::Pink => "pink",
        Colour::Orange => "orange",
        Colour::Purple => "purple",
    },
    hole: |r, h, c| format!("Row {r}, hole {h}: {}", c.unwrap_or("empty")),
    row: |r| format!("Row {r}"),
    row_feedback: |r, f| format!("Row {r}: {} black, {} white", f.black, f.white),
    key_label: "Key",
    key_covered: "The key is covered until the game ends",
    key_revealed: |names| format!("Key: {}", names.join(", ")),
    palette: |r, h| format!("Colours for row {r}, hole {h}"),
    submit: "Submit guess",
    quit: "Quit the game",
    play_again: "Play again",
    play_again_nod: "jogar de novo · play again · jouer à nouveau",
    won: |turns| format!("You won in {}!", plural(turns, "turn", "turns")),
    lost: "You lost: every turn is used. The key is shown above.",
    quit_flag: "Game over: you quit. The key is shown above.",
    warning: |reason| {
        let why = match reason {
            Invalid::GameOver => "this game is over. Press Play again for a new one.".to_owned(),
            Invalid::PlayedRow { row } => format!("row {} has already been played.", row + 1),
            Invalid::FutureRow { row, active } => format!(
                "row {} is not in play yet. Fill row {} first.",
                row + 1,
                active + 1
            ),
            Invalid::OffBoard => "that is not a hole of this board.".to_owned(),
            Invalid::ColourNotInLevel(_) => "that colour is not used at this level.".to_owned(),
            Invalid::RowIncomplete { row, empty } => format!(
                "row {} still has {} to fill before it can be submitted.",
                row + 1,
                plural(empty, "empty hole", "empty holes")
            ),
            Invalid::HoleEmpty { .. } => "that hole has no peg to take out.".to_owned(),
            Invalid::KeyCovered => "the key stays covered until the game ends.".to_owned(),
        };
        format!("Warning: {why}")
    },
    keyboard_help: "Keyboard: Tab to the active row, arrows to move, 1 to 8 to place a colour, \
                    Delete to take a peg out, Enter to submit.",
    seeded: |seed| format!("Seeded game {seed}: anyone opening this link gets the same key."),
    seed_ignored: |bad| {
        format!(
            "The seed “{bad}” is not a whole number from 0 to 18446744073709551615, so it was \
             ignored and this key is random."
        )
    },
    no_randomness: "This browser offers no secure random numbers, so this key comes from a fixed seed.",
    not_found_title: "Page not found",
    not_found_text: "There is no such page or level here.",
};

/// The catalogue in force. It is read once per render: when the language changes, the
/// application renders its pages again (the games live outside the pages), so texts need no
/// reactive wrappers of their own; that keeps the WebAssembly small.
pub fn use_text() -> &'static Text {
    use_context::<RwSignal<Lang>>()
        .map_or(Lang::En, |lang| lang.get_untracked())
        .text()
}
