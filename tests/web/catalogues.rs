//! The language catalogues as a whole: every language is found by its code and by the browser's
//! tag, no English text is left untranslated in another language's catalogue, and the first
//! paint of index.html knows every language by the names the catalogues give it.
#![cfg(not(target_arch = "wasm32"))]

use mastermind::i18n::Lang;
use mastermind::rules::contest::Pace;
use mastermind::rules::feedback::Feedback;
use mastermind::rules::level::{Custom, Level};

const EN: &str = include_str!("../../words/src/lang/en.rs");

/// The catalogue file of `lang` (`words/src/lang/<code>.rs`): every language is checked, a new
/// one included, with no line to add here.
fn catalogue(lang: Lang) -> String {
    let path = format!(
        "{}/words/src/lang/{}.rs",
        env!("CARGO_MANIFEST_DIR"),
        lang.code()
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// English literals that are rightly the same in every language.
const SAME_EVERYWHERE: &[&str] = &[
    // The game's name.
    "Mastermind",
    // A variant's game title: the game's name, then the variant's own name in each language.
    "Mastermind, {}",
    // The unit of sizes, written the same way in Spanish and Portuguese.
    "byte",
    "bytes",
    // The computer's middle strength: the same word in Spanish and Portuguese.
    "Normal",
    // The 2001 version's nod beside Play again, three languages in one line.
    "jogar de novo · play again · jouer à nouveau",
];

/// English literals that are rightly the same words in French (and only there: the other
/// catalogues are still checked for them).
const SAME_IN_FRENCH: &[&str] = &[
    "Date",
    "Match",
    "match",
    "Notes",
    "Points",
    // Two colours of the palette.
    "orange",
    "turquoise",
];

/// The English literals rightly the same in `lang` alone.
fn same_in(lang: Lang) -> &'static [&'static str] {
    match lang.code() {
        "fr" => SAME_IN_FRENCH,
        _ => &[],
    }
}

/// Every string literal of a Rust source, unescaped: `"…"` with backslash escapes and `\` line
/// continuations (the catalogues use no raw strings). Comments and character literals are
/// skipped, so a quote inside them starts nothing.
fn literals(source: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut chars = source.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '\'' => {
                // A character literal ('x' or '\x'), or a lifetime, which has no closing quote.
                let mut ahead = chars.clone();
                match (ahead.next(), ahead.next()) {
                    (Some('\\'), _) => {
                        chars.next();
                        chars.next();
                        for c in chars.by_ref() {
                            if c == '\'' {
                                break;
                            }
                        }
                    }
                    (Some(_), Some('\'')) => {
                        chars.next();
                        chars.next();
                    }
                    _ => {}
                }
            }
            '"' => found.push(string_body(&mut chars)),
            _ => {}
        }
    }
    found
}

/// The rest of a string literal after its opening quote, unescaped.
fn string_body(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) -> String {
    let mut text = String::new();
    while let Some(c) = chars.next() {
        match c {
            '"' => return text,
            '\\' => match chars.next() {
                Some('\n') => {
                    while chars.peek().is_some_and(|c| c.is_whitespace()) {
                        chars.next();
                    }
                }
                Some('n') => text.push('\n'),
                Some('t') => text.push('\t'),
                Some('r') => text.push('\r'),
                Some('0') => text.push('\0'),
                Some('u') => {
                    let code: String = chars
                        .by_ref()
                        .skip_while(|&c| c == '{')
                        .take_while(|&c| c != '}')
                        .collect();
                    let value = u32::from_str_radix(&code, 16).expect("a \\u{…} escape");
                    text.push(char::from_u32(value).expect("a Unicode scalar value"));
                }
                Some(other) => text.push(other),
                None => panic!("a string literal ends in a backslash"),
            },
            _ => text.push(c),
        }
    }
    panic!("a string literal is not closed: {text}")
}

/// Whether a text holds a word of at least four ASCII letters (so it is English prose, not a
/// number, a separator or a format of placeholders).
fn has_word(text: &str) -> bool {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .any(|word| word.len() >= 4)
}

/// The English literals with words that appear verbatim among `other`'s literals, but for the
/// exceptions of every language and `same`, the other language's own.
fn left_in_english(other: &str, same: &[&str]) -> Vec<String> {
    let theirs = literals(other);
    let mut left: Vec<String> = literals(EN)
        .into_iter()
        .filter(|text| has_word(text) && !SAME_EVERYWHERE.contains(&text.as_str()))
        .filter(|text| !same.contains(&text.as_str()))
        .filter(|text| theirs.contains(text))
        .collect();
    left.sort();
    left.dedup();
    left
}

#[test]
fn the_scanner_reads_escapes_continuations_and_skips_comments() {
    let source = concat!(
        "// \"not a literal\"\n",
        "let c = '\"'; fn f<'a>() {}\n",
        "let s = \"one \\\n    two \\\"three\\\" \\u{e9}\\n\";",
    );
    assert_eq!(literals(source), ["one two \"three\" é\n"]);
    assert!(literals(EN).iter().any(|l| l == "Submit guess"));
    assert!(literals(EN).iter().any(|l| {
        l == "Mastermind is a game of deduction: the computer hides a row of coloured pegs, and \
              you find it by guessing."
    }));
}

#[test]
fn every_language_is_found_by_its_code_and_the_browsers_tag() {
    for &lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), Some(lang), "{lang:?}");
        assert!(!lang.native_name().is_empty(), "{lang:?}");
    }
    assert_eq!(Lang::from_browser("es-ES"), Lang::Es);
    assert_eq!(Lang::from_browser("es"), Lang::Es);
    assert_eq!(Lang::Es.code(), "es");
    assert_eq!(Lang::Es.native_name(), "Español");
    assert_eq!(Lang::from_browser("fr-FR"), Lang::Fr);
    assert_eq!(Lang::from_browser("fr"), Lang::Fr);
    assert_eq!(Lang::from_browser("fr-CA"), Lang::Fr);
    assert_eq!(Lang::Fr.code(), "fr");
    assert_eq!(Lang::Fr.native_name(), "Français");
}

#[test]
fn every_exception_is_an_english_literal() {
    let english = literals(EN);
    for same in SAME_EVERYWHERE.iter().chain(SAME_IN_FRENCH) {
        assert!(english.iter().any(|l| l == same), "not in en.rs: {same}");
    }
    let french = literals(&catalogue(Lang::Fr));
    for same in SAME_IN_FRENCH {
        assert!(french.iter().any(|l| l == same), "not in fr.rs: {same}");
    }
}

#[test]
fn no_catalogue_is_left_in_english() {
    for &lang in Lang::ALL.iter().filter(|&&l| l != Lang::En) {
        let left = left_in_english(&catalogue(lang), same_in(lang));
        assert!(
            left.is_empty(),
            "English left in {}.rs: {left:#?}",
            lang.code()
        );
    }
}

#[test]
fn a_game_of_one_turn_says_so_in_every_language() {
    let one_turn = Level::Custom(Custom::new(2, 3, 1, true).expect("valid settings"));
    assert_eq!(
        Lang::En.text().game_summary(one_turn),
        "Find the key of 2 pegs drawn from 3 colours in 1 turn."
    );
    assert_eq!(
        Lang::En.text().game_summary(Level::I),
        "Find the key of 4 pegs drawn from 6 colours in 8 turns."
    );
    assert_eq!(
        Lang::Pt.text().game_summary(one_turn),
        "Descobre a chave de 2 pinos, tirada de 3 cores, em 1 jogada."
    );
}

#[test]
fn spanish_counts_agree_with_their_numbers() {
    let t = Lang::Es.text();
    assert_eq!(
        t.game_summary(Level::I),
        "Descubre la clave de 4 fichas, elegidas entre 6 colores, en 8 turnos."
    );
    let one_turn = Level::Custom(Custom::new(2, 3, 1, true).expect("valid settings"));
    assert_eq!(
        t.game_summary(one_turn),
        "Descubre la clave de 2 fichas, elegidas entre 3 colores, en 1 turno."
    );
    let marks = Feedback { black: 1, white: 0 };
    assert_eq!(
        t.row_marks(Level::I, 2, marks),
        "Fila 2: 1 negra, 0 blancas"
    );
    assert_eq!(
        Lang::Es
            .board()
            .marks(Level::I, Feedback { black: 3, white: 1 }),
        "3 negras, 1 blanca"
    );
    assert_eq!(t.won(1), "¡Has ganado en 1 turno!");
    assert_eq!(t.won(5), "¡Has ganado en 5 turnos!");
    assert_eq!(t.data.size(1536.0), "1,5 KB");
    assert_eq!(t.decimal(4.5, 1), "4,5");
    // Per cent with a no-break space in Spanish and Portuguese, none in English.
    assert_eq!(t.percent(50), "50\u{a0}%");
    assert_eq!(Lang::Pt.text().percent(0), "0\u{a0}%");
    assert_eq!(Lang::En.text().percent(100), "100%");
}

/// French counts 0 and 1 in the singular, writes `4,5` and `50 %` with a no-break space, and sizes
/// in octets, Ko and Mo.
#[test]
fn french_counts_agree_with_their_numbers() {
    let t = Lang::Fr.text();
    assert_eq!(
        t.game_summary(Level::I),
        "Trouvez la combinaison de 4 pions, tirés de 6 couleurs, en 8 tours."
    );
    let one_turn = Level::Custom(Custom::new(2, 3, 1, true).expect("valid settings"));
    assert_eq!(
        t.game_summary(one_turn),
        "Trouvez la combinaison de 2 pions, tirés de 3 couleurs, en 1 tour."
    );
    let none = Feedback { black: 0, white: 0 };
    assert_eq!(
        t.row_marks(Level::I, 1, none),
        "Ligne 1\u{a0}: 0 noir, 0 blanc"
    );
    let some = Feedback { black: 2, white: 1 };
    assert_eq!(
        t.row_marks(Level::I, 3, some),
        "Ligne 3\u{a0}: 2 noirs, 1 blanc"
    );
    assert_eq!(
        Lang::Fr
            .board()
            .marks(Level::I, Feedback { black: 1, white: 3 }),
        "1 noir, 3 blancs"
    );
    assert_eq!(t.won(1), "Vous avez gagné en 1 tour\u{a0}!");
    assert_eq!(t.won(5), "Vous avez gagné en 5 tours\u{a0}!");
    assert_eq!(
        t.shell
            .standing(mastermind::rules::game::Standing::InProgress { rows: 0 }),
        "en cours (0 ligne jouée)"
    );
    assert_eq!(t.chars_left(0), "0 caractère restant");
    assert_eq!(t.chars_left(2), "2 caractères restants");
    assert_eq!(t.data.size(0.0), "0\u{a0}octet");
    assert_eq!(t.data.size(1023.0), "1023\u{a0}octets");
    assert_eq!(t.data.size(1536.0), "1,5\u{a0}Ko");
    assert_eq!(t.data.size(3.0 * 1024.0 * 1024.0), "3,0\u{a0}Mo");
    assert_eq!(t.decimal(4.5, 1), "4,5");
    assert_eq!(t.percent(50), "50\u{a0}%");
    assert_eq!(t.locale, "fr-FR");
}

#[test]
fn portuguese_marks_agree_with_their_numbers_and_english_keeps_the_spec_words() {
    let pt = Lang::Pt.text();
    let none = Feedback { black: 0, white: 0 };
    assert_eq!(
        pt.row_marks(Level::I, 1, none),
        "Linha 1: 0 pretos, 0 brancos"
    );
    let some = Feedback { black: 1, white: 2 };
    assert_eq!(
        pt.row_marks(Level::I, 3, some),
        "Linha 3: 1 preto, 2 brancos"
    );
    assert_eq!(
        Lang::Pt
            .board()
            .marks(Level::I, Feedback { black: 4, white: 1 }),
        "4 pretos, 1 branco"
    );
    // SPEC 7.1's words in English: `black` and `white` whatever the number.
    let en = Lang::En.text();
    assert_eq!(en.row_marks(Level::I, 2, some), "Row 2: 1 black, 2 white");
}

#[test]
fn the_pace_help_gives_each_pace_its_turns_in_every_language() {
    for &lang in Lang::ALL {
        let t = lang.text();
        for pace in Pace::ALL {
            let said = format!("{} {}", t.pace_name.of(pace), pace.attempts());
            assert!(
                t.pace_help.contains(&said),
                "{lang:?}: {said} in {}",
                t.pace_help
            );
        }
    }
}

/// The 2001 version's nod beside `Play again` is its own trilingual line, shown in the original's
/// two languages only, English and Portuguese (SPEC §2), never in the others. The nod's three
/// languages name the control in the nod's own words: French, which the original did not speak,
/// says `Jouer à nouveau` on the control itself, with no caption.
#[test]
fn the_play_again_nod_shows_in_the_originals_languages_and_its_words_name_the_control() {
    let nod = "jogar de novo · play again · jouer à nouveau";
    for &lang in Lang::ALL {
        let t = lang.text();
        let original = matches!(lang, Lang::En | Lang::Pt);
        assert_eq!(t.play_again_nod, original.then_some(nod), "{lang:?}");
        let in_nod = nod
            .split(" · ")
            .any(|words| words == t.play_again.to_lowercase());
        assert_eq!(
            in_nod,
            matches!(lang, Lang::En | Lang::Pt | Lang::Fr),
            "{lang:?}: {}",
            t.play_again
        );
    }
}

#[test]
fn each_variants_play_link_holds_the_name_it_shows() {
    use mastermind::rules::variant::Variant;
    for &lang in Lang::ALL {
        let t = lang.text();
        for v in Variant::ALL {
            let (play, name) = (t.play_variant.of(v), t.variant.of(v));
            assert!(
                play.to_lowercase().contains(&name.to_lowercase()) && play != name,
                "{lang:?}: {play:?} does not hold {name:?}"
            );
        }
    }
    assert_eq!(
        Lang::En.text().play_variant.of(Variant::Mini),
        "Play Mini Mastermind"
    );
}

/// A variant's marks in its own words (SPEC §17): Bulls and Cows in bulls and cows (plurals by
/// the number), Bagels in Fermi, Pico and Bagels, in every language; the others black and white.
#[test]
fn a_variant_s_marks_are_said_in_its_own_words() {
    use mastermind::rules::variant::Variant;
    let bulls = Level::Variant(Variant::BullsAndCows);
    let bagels = Level::Variant(Variant::Bagels);
    let one_two = Feedback { black: 1, white: 2 };
    let en = Lang::En.text();
    assert_eq!(en.row_marks(bulls, 1, one_two), "Row 1: 1 bull, 2 cows");
    assert_eq!(
        en.row_marks(bulls, 2, Feedback { black: 0, white: 1 }),
        "Row 2: 0 bulls, 1 cow"
    );
    assert_eq!(en.row_marks(bagels, 1, one_two), "Row 1: 1 Fermi, 2 Pico");
    assert_eq!(
        en.row_marks(bagels, 3, Feedback { black: 0, white: 0 }),
        "Row 3: Bagels"
    );
    assert_eq!(
        en.row_marks(Level::Variant(Variant::Mini), 1, one_two),
        "Row 1: 1 black, 2 white"
    );
    assert_eq!(
        Lang::Pt.text().row_marks(bulls, 1, one_two),
        "Linha 1: 1 touro, 2 vacas"
    );
    assert_eq!(
        Lang::Es.text().row_marks(bulls, 1, one_two),
        "Fila 1: 1 toro, 2 vacas"
    );
    assert_eq!(
        Lang::Fr
            .text()
            .row_marks(bulls, 1, Feedback { black: 2, white: 1 }),
        "Ligne 1\u{a0}: 2 taureaux, 1 vache"
    );
    // No language's words for a digit game name a colour mark.
    for &lang in Lang::ALL {
        let said = lang.text().row_marks(bulls, 1, one_two);
        for word in [
            "black", "white", "preto", "negra", "noir", "branco", "blanca", "blanc",
        ] {
            assert!(!said.contains(word), "{said}");
        }
    }
}
