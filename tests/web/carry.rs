//! A language's words as a text (`words/src/carry.rs`), which the whole game fetches for every
//! language but English: each language's text reads back as its built-in words, and a text of
//! another language, another build or damaged on the way is refused, never read askew or a panic.

use mastermind::i18n::{CarryError, Catalogue, Lang};
use proptest::prelude::*;

const SEPARATOR: char = '\u{1e}';

fn text(lang: Lang) -> String {
    Catalogue::built_in(lang)
        .to_words(lang)
        .unwrap_or_else(|e| panic!("{}: {e:?}", lang.code()))
}

/// Every language's text reads back to the same words: written again, the same text; and the
/// words read are its own (a sentence of each part compared).
#[test]
fn each_languages_text_reads_back_as_its_words() {
    for &lang in Lang::ALL {
        let written = text(lang);
        let read = Catalogue::from_words(written.clone(), lang)
            .unwrap_or_else(|e| panic!("{}: {e:?}", lang.code()));
        assert_eq!(read.to_words(lang), Ok(written), "{}", lang.code());
        let built = Catalogue::built_in(lang);
        assert_eq!(read.text.intro_title, built.text.intro_title);
        assert_eq!(read.text.won(3), built.text.won(3));
        assert_eq!(read.text.row(2), built.text.row(2));
        assert_eq!(read.text.shell.code, lang.code());
        assert_eq!(read.text.play_again_nod, built.text.play_again_nod);
        assert_eq!(read.guide.summary, built.guide.summary);
        assert_eq!(read.guide.example_steps, built.guide.example_steps);
        assert_eq!(read.text.data.shell.code, lang.code());
    }
}

/// The catalogue the whole game links (named apart from `Lang::text`, so as to link it alone) is
/// the linked language's, word for word.
#[test]
fn the_linked_catalogue_is_the_linked_languages() {
    let linked = Catalogue::english();
    assert_eq!(linked.text.shell.code, Catalogue::LINKED.code());
    assert_eq!(
        linked.to_words(Catalogue::LINKED),
        Catalogue::built_in(Catalogue::LINKED).to_words(Catalogue::LINKED)
    );
}

/// The text starts with its language and the build's shape: another language's text, or one
/// whose shape is not this build's, is refused before a word is read.
#[test]
fn another_languages_or_builds_text_is_refused() {
    let french = text(Lang::Fr);
    assert_eq!(
        Catalogue::from_words(french.clone(), Lang::Es).err(),
        Some(CarryError::Language)
    );
    let (code, rest) = french.split_once(SEPARATOR).unwrap();
    let (_, words) = rest.split_once(SEPARATOR).unwrap();
    let other = format!("{code}{SEPARATOR}0123456789abcdef{SEPARATOR}{words}");
    assert_eq!(
        Catalogue::from_words(other, Lang::Fr).err(),
        Some(CarryError::Shape)
    );
    assert_eq!(
        Catalogue::from_words(String::new(), Lang::Fr).err(),
        Some(CarryError::Language)
    );
}

/// A text whose frame's words are another language's is refused (a French text names French's).
#[test]
fn a_text_naming_another_languages_frame_is_refused() {
    let french = text(Lang::Fr);
    let mut parts: Vec<&str> = french.split(SEPARATOR).collect();
    assert_eq!(parts[2], "fr", "a board's words name their frame first");
    parts[2] = "en";
    assert_eq!(
        Catalogue::from_words(parts.join(&SEPARATOR.to_string()), Lang::Fr).err(),
        Some(CarryError::Malformed)
    );
}

/// A text cut short at any part, or with a part more, is refused.
#[test]
fn a_text_cut_short_or_too_long_is_refused() {
    let french = text(Lang::Fr);
    let parts: Vec<&str> = french.split(SEPARATOR).collect();
    for keep in 2..parts.len() {
        let cut = parts[..keep].join(&SEPARATOR.to_string());
        assert!(
            Catalogue::from_words(cut, Lang::Fr).is_err(),
            "{keep} parts of {}",
            parts.len()
        );
    }
    assert_eq!(
        Catalogue::from_words(format!("{french}{SEPARATOR}more"), Lang::Fr).err(),
        Some(CarryError::TooLong)
    );
}

/// A list that says it holds more items than the text has, or a number that is not one, is
/// refused (and allocates nothing for the count said).
#[test]
fn a_list_said_too_long_is_refused() {
    let french = text(Lang::Fr);
    let guide_summary = Catalogue::built_in(Lang::Fr).guide.summary;
    let count = format!(
        "{SEPARATOR}{}{SEPARATOR}{}",
        guide_summary.len(),
        guide_summary[0]
    );
    assert!(
        french.contains(&count),
        "the guide's summary is a counted list"
    );
    for said in ["999999999999", "-1", "x", ""] {
        let damaged = french.replacen(
            &count,
            &format!("{SEPARATOR}{said}{SEPARATOR}{}", guide_summary[0]),
            1,
        );
        assert!(
            Catalogue::from_words(damaged, Lang::Fr).is_err(),
            "a list of {said:?}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any text, and the French text with a part changed, taken out or doubled, is read or
    /// refused, never a panic; a text read writes back as itself.
    #[test]
    fn any_text_is_read_or_refused(
        junk in ".{0,200}",
        at in 0usize..2_000,
        change in 0u8..3,
        with in "[\u{1e}a-z+\\-0-9]{0,6}",
    ) {
        for lang in [Lang::Fr, Lang::Pt] {
            let _ = Catalogue::from_words(junk.clone(), lang);
            let _ = Catalogue::from_words(format!("{}{SEPARATOR}{junk}", lang.code()), lang);
        }
        let french = text(Lang::Fr);
        let mut parts: Vec<String> = french.split(SEPARATOR).map(str::to_owned).collect();
        let at = 2 + at % (parts.len() - 2);
        match change {
            0 => parts[at] = with,
            1 => { parts.remove(at); }
            _ => { let part = parts[at].clone(); parts.insert(at, part); }
        }
        let damaged = parts.join(&SEPARATOR.to_string());
        if let Ok(read) = Catalogue::from_words(damaged.clone(), Lang::Fr) {
            prop_assert_eq!(read.to_words(Lang::Fr), Ok(damaged));
        }
    }
}
