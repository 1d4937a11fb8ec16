//! The words of the Rules page, one [`Guide`] per language (a missing translation is a compile
//! error, as in [`crate::i18n`]). Kept apart from the interface's catalogue because it is prose.

use leptos::prelude::*;

use crate::i18n::Lang;

/// The Rules page's words in the language in force (read once per render, like `use_text`).
pub fn use_guide() -> &'static Guide {
    use_context::<RwSignal<Lang>>()
        .map_or(Lang::En, |lang| lang.get_untracked())
        .guide()
}

/// The Rules page in one language.
pub struct Guide {
    pub title: &'static str,
    pub contents: &'static str,
    pub summary_title: &'static str,
    pub summary: &'static [&'static str],
    pub how_title: &'static str,
    pub how: &'static [&'static str],
    pub rules_title: &'static str,
    pub rules: &'static [&'static str],
    /// Captions of the drawn feedback pictures, in the order of [`PICTURES`].
    pub pictures: [&'static str; 3],
    pub picture_key: &'static str,
    pub picture_guess: &'static str,
    pub examples_title: &'static str,
    pub examples: &'static [&'static str],
    pub example_titles: [&'static str; 2],
    /// The reasoning after each turn of each example, as many as the example has turns.
    pub example_steps: [&'static [&'static str]; 2],
    pub example_start: &'static str,
    pub step: fn(usize, usize) -> String,
    pub previous: &'static str,
    pub next: &'static str,
    pub possible: fn(usize) -> String,
    /// The marks of a picture, for screen readers.
    pub marks: fn(u8, u8) -> String,
    pub scores_title: &'static str,
    pub scores: &'static [&'static str],
    pub notes_title: &'static str,
    pub notes: &'static [&'static str],
}

/// The drawn examples of the feedback rule: key and guess as palette indices (level I), and the
/// blacks and whites their captions state.
pub const PICTURES: [Picture; 3] = [
    Picture {
        key: [0, 1, 2, 3],
        guess: [0, 2, 4, 4],
        marks: (1, 1),
    },
    Picture {
        key: [0, 0, 2, 2],
        guess: [0, 0, 0, 2],
        marks: (3, 0),
    },
    Picture {
        key: [3, 0, 1, 3],
        guess: [0, 3, 3, 5],
        marks: (0, 3),
    },
];

/// A drawn example of the feedback rule.
pub struct Picture {
    pub key: [usize; 4],
    pub guess: [usize; 4],
    /// Blacks and whites, as the caption states them.
    pub marks: (u8, u8),
}

impl Lang {
    /// The Rules page in this language.
    pub fn guide(self) -> &'static Guide {
        match self {
            Lang::En => &EN,
        }
    }
}

static EN: Guide = Guide {
    title: "Rules",
    contents: "On this page",
    summary_title: "Summary",
    summary: &[
        "The computer hides a key: a row of coloured pegs. Colours may repeat. You have a fixed \
         number of turns to find it.",
        "Each turn you place a guess and the computer marks it: one black mark for every peg of the \
         right colour in the right hole, one white mark for every other peg of a colour the key \
         has, but in another hole. Four blacks at level I (five at II, six at III) win.",
    ],
    how_title: "How to play",
    how: &[
        "Choose a level. Level I hides 4 pegs drawn from 6 colours and gives 8 turns; level II, 5 \
         pegs, 7 colours and 10 turns; level III, 6 pegs, 8 colours and 12 turns.",
        "Only the row with the yellow outline takes pegs. Click one of its holes and pick a colour \
         in the palette under it; the palette then moves to the next empty hole, so clicking \
         colours one after another fills the row. Click a peg to change it.",
        "When every hole of the row has a peg, Submit guess appears on its right. The marks then \
         show there, and the next row opens.",
        "With a keyboard: Tab reaches the row, the arrows move along it, the keys 1 to 8 place the \
         colour with that number in the palette, Delete takes a peg out and Enter submits.",
        "Every colour also has a shape of its own (a triangle for red, a square for green, and so \
         on), so the game can be played without telling colours apart.",
        "A green flag means you found the key, a red flag that the turns ran out, a white flag \
         that you quit. A yellow flag warns that a click was not a move the game could make, and \
         says why. Quit the game shows the key at once; Play again starts a new key at the same \
         level.",
    ],
    rules_title: "Rules",
    rules: &[
        "Marks are counted in two steps. First the blacks: every hole where the guess has the same \
         colour as the key. Then the whites: for each colour, take how many pegs of it the key \
         has and how many the guess has, keep the smaller number, add these up over all colours, \
         and subtract the blacks.",
        "So a peg is paired at most once, and a peg in the right place is always counted as black \
         before anything else: a repeated colour in the guess earns nothing once the key's pegs \
         of that colour are all paired.",
        "The marks come in no particular order: blacks are drawn first, then whites, then empty \
         dots, and the position of a mark says nothing about which peg earned it.",
    ],
    pictures: [
        "Red is in place: one black. Blue is in the key, elsewhere: one white. Turquoise is not in \
         the key: nothing.",
        "The key has two reds and the guess three. Two reds are in place: two blacks, and the \
         third red finds no red left to pair with. Blue in place: a third black.",
        "The key has two yellows and one red; the guess has two yellows, one red, one pink. All \
         three colours in common are in the wrong holes: three whites.",
    ],
    picture_key: "Key",
    picture_guess: "Guess",
    examples_title: "Examples",
    examples: &[
        "Two games at level I, played turn by turn. Step through them with Next and Previous; the \
         count of possible keys is the number of keys that would have given every row its marks.",
    ],
    example_titles: [
        "Counting colours, then placing them",
        "A row of nothing is worth a lot",
    ],
    example_steps: [
        &[
            "Two reds and two greens earn two whites and no black. So the key holds exactly two \
             pegs among red and green, and none of them where this guess put them: no red in \
             holes 1 and 2, no green in holes 3 and 4. 96 keys are still possible.",
            "Two blues and two yellows earn one black and one white: two more pegs come from blue \
             and yellow. Two from red and green, two from blue and yellow make four, so the key \
             has no turquoise and no pink. 12 keys are left.",
            "Green, blue, red, blue tries one colour mix that fits both rows. Four marks: these \
             are the key's colours. Two blacks: half of them are placed. Only two keys give all \
             three rows their marks: green, blue, blue, red and blue, green, red, blue.",
            "The first of the two is the key: four blacks in four turns.",
        ],
        &[
            "No mark at all: the key has neither red nor green. That leaves blue, yellow, \
             turquoise and pink for every hole, 256 keys.",
            "One black and one white from blues and yellows. Whichever colour scored, two pegs of \
             the key are blue or yellow. 56 keys are left.",
            "Yellow, turquoise, yellow, pink earns one black and three whites: all four colours \
             are right, and only one is in place. Exactly two keys fit all three rows: yellow, \
             pink, turquoise, yellow and pink, yellow, yellow, turquoise.",
            "The first is right: four blacks. Choosing between the last two candidates is a coin \
             toss; here it falls well.",
        ],
    ],
    example_start: "The key is covered; press Next to see the first guess.",
    step: |n, of| format!("Turn {n} of {of}"),
    previous: "Previous",
    next: "Next",
    possible: |n| format!("Possible keys: {n}"),
    marks: |b, w| format!("{b} black, {w} white"),
    scores_title: "High scores",
    scores: &[
        "Each level keeps its ten best wins in this browser: fewer turns rank higher, and between \
         equal turns the earlier win stays ahead. A win enters the table when there is room or \
         when it took fewer turns than the worst entry.",
        "When a win enters, write a name or a short message of up to 44 characters (an emoji or \
         an accented letter counts as one). Close leaves the table as it was. Reset high scores \
         empties one level's table, after asking.",
    ],
    notes_title: "Notes",
    notes: &[
        "This game follows a Mastermind written in JavaScript in 2001, and changes a few things: a \
         game in progress is kept across reloads and visits to other pages; the turn limits are \
         8, 10 and 12; the whole game works with the keyboard; every colour carries a shape for \
         players who do not see colours; a link with a seed gives everybody the same key.",
        "Nothing is sent to a server. The scores, the games in progress and the chosen language \
         stay in this browser's storage.",
    ],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Code, Colour, EXAMPLES, Feedback, Level};

    fn code(indices: [usize; 4]) -> Code {
        let pegs: Vec<Colour> = indices.iter().map(|&i| Colour::ALL[i]).collect();
        Code::new(Level::I, &pegs).unwrap()
    }

    #[test]
    fn pictures_show_what_the_core_computes() {
        for Picture { key, guess, marks } in PICTURES {
            let (black, white) = marks;
            assert_eq!(
                Feedback::between(&code(key), &code(guess)),
                Feedback { black, white }
            );
        }
    }

    #[test]
    fn every_language_explains_every_turn_with_the_verified_counts() {
        for lang in Lang::ALL {
            let guide = lang.guide();
            for (steps, example) in guide.example_steps.iter().zip(EXAMPLES) {
                assert_eq!(steps.len(), example.turns.len(), "{lang:?}");
                for (text, &left) in steps.iter().zip(example.remaining) {
                    if left > 2 {
                        assert!(text.contains(&left.to_string()), "{lang:?}: {text}");
                    }
                }
            }
        }
    }
}
