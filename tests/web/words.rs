//! The catalogues' words that are computed: sizes, refusals, the solver's errors, and the Rules
//! page's worked examples against the core's verified counts.

use mastermind::i18n::Lang;
use mastermind::rules::refused::Refusal;
use mastermind::rules::solver::protocol::SolverError;
use mastermind_core::backup::{BackupError, CodeError as TransferCodeError};
use mastermind_core::examples::EXAMPLES;

#[test]
fn sizes_read_as_bytes_kb_or_mb_in_each_language() {
    let en = Lang::En.text().data;
    let pt = Lang::Pt.text().data;
    assert_eq!((en.size)(0.0), "0 bytes");
    assert_eq!((en.size)(1.0), "1 byte");
    assert_eq!((en.size)(1023.0), "1023 bytes");
    assert_eq!((en.size)(1536.0), "1.5 KB");
    assert_eq!((pt.size)(1536.0), "1,5 KB");
    assert_eq!((en.size)(3.0 * 1024.0 * 1024.0), "3.0 MB");
}

#[test]
fn every_refusal_is_a_sentence_after_the_alerts_words() {
    let refusals = [
        Refusal::File(BackupError::NotJson),
        Refusal::File(BackupError::NotABackup),
        Refusal::File(BackupError::Newer(2)),
        Refusal::File(BackupError::Damaged("mastermind.v1.stats".to_owned())),
        Refusal::File(BackupError::Damaged("version".to_owned())),
        Refusal::File(BackupError::TooLarge),
        Refusal::Code(TransferCodeError::NotACode),
        Refusal::Code(TransferCodeError::Damaged),
    ];
    for why in &refusals {
        let en = Lang::En.text().data.cannot_import(why);
        let pt = Lang::Pt.text().data.cannot_import(why);
        assert!(
            en.starts_with("Cannot import this file: ") && en.ends_with('.'),
            "{en}"
        );
        assert!(
            pt.starts_with("Não é possível importar este ficheiro: "),
            "{pt}"
        );
    }
    assert_eq!(
        Lang::En.text().data.cannot_import(&refusals[3]),
        "Cannot import this file: its statistics are damaged (mastermind.v1.stats)."
    );
}

#[test]
fn a_solver_error_reads_as_the_solver_being_off() {
    for &lang in Lang::ALL {
        let t = lang.text();
        assert_eq!(t.solver_error(SolverError::Failed), t.solver_failed);
        for e in [SolverError::Unavailable, SolverError::Refused] {
            assert_eq!(t.solver_error(e), t.solver_unavailable, "{lang:?}");
        }
        assert_ne!(t.solver_failed, t.solver_unavailable, "{lang:?}");
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

#[test]
fn the_analysis_summary_agrees_in_number_in_english() {
    let en = Lang::En.text();
    let one = (en.analysis_summary)(1, 4, "12", "8");
    assert!(one.starts_with("1 of your 4 guesses was as good"), "{one}");
    let two = (en.analysis_summary)(2, 4, "12", "8");
    assert!(two.starts_with("2 of your 4 guesses were as good"), "{two}");
    let alone = (en.analysis_summary)(1, 1, "1", "1");
    assert!(
        alone.starts_with("1 of your 1 guess was as good"),
        "{alone}"
    );
}

#[test]
fn the_settling_sentence_follows_each_language_s_typography() {
    let rows = [(2, vec![3, 4]), (4, vec![1])];
    let en = Lang::En.text().puzzle.settles.of(&rows);
    assert_eq!(en, "Row 2 settles holes 3 and 4; row 4 settles hole 1.");
    let fr = Lang::Fr.text().puzzle.settles.of(&rows);
    assert!(fr.contains("3 et 4\u{a0}; la ligne 4"), "{fr}");
    assert!(!fr.contains("4; "), "{fr}");
}

/// A sentence's places are filled in one pass: a value that holds a place's name (a friend's
/// name from a challenge link can hold anything) is said as it is, never filled again.
#[test]
fn a_value_is_never_read_again_for_places() {
    for &lang in Lang::ALL {
        let t = lang.text();
        let figures = t.result_figures(3, Some("{turns}"));
        assert_eq!(figures.matches("{turns}").count(), 1, "{figures}");
        assert!(figures.contains('3'), "{figures}");
        let heading = t.challenge_from(Some("{name} {key}"));
        assert!(heading.contains("{name} {key}"), "{heading}");
        let used = t.data.space_used("{site}", Some("2 MB"));
        assert!(used.contains("{site}") && used.contains("2 MB"), "{used}");
    }
}

#[test]
fn english_names_each_colour_by_its_id() {
    // The pegs' accessible names (SPEC §7.1) say the English colours as the core names them.
    for c in mastermind::rules::colour::Colour::ALL {
        assert_eq!(Lang::En.board().colour.of(c), c.id());
    }
}

#[test]
fn a_warning_says_the_marks_in_the_games_own_names() {
    use mastermind::rules::feedback::Feedback;
    use mastermind::rules::game::Invalid;
    use mastermind::rules::level::Level;
    use mastermind::rules::variant::Variant;
    let would = Feedback { black: 0, white: 2 };
    let board = Lang::En.board();
    let said = |level| board.warning(level, Invalid::Contradicts { row: 1, would });
    assert_eq!(
        said(Level::I),
        "Warning: hard mode: this guess cannot be the key, because row 2 would then have scored \
         0 black, 2 white."
    );
    assert!(said(Level::Variant(Variant::BullsAndCows)).ends_with("scored 0 bulls, 2 cows."));
    assert!(said(Level::Variant(Variant::Bagels)).ends_with("scored 2 Pico."));
    assert_eq!(
        board.contradiction(Level::Variant(Variant::BullsAndCows), 3, 1, would),
        "Warning: row 3 cannot be the key: row 1 would then have scored 0 bulls, 2 cows."
    );
    // French counts zero in the singular, bulls and cows as any noun.
    let fr = Lang::Fr.board();
    assert_eq!(
        fr.marks(
            Level::Variant(Variant::BullsAndCows),
            Feedback { black: 0, white: 1 }
        ),
        "0 taureau, 1 vache"
    );
}

#[test]
fn every_sentence_with_places_has_them_all_filled_in_every_language() {
    // A language names the places of its sentences (`row {row} …`) and the shared part fills
    // them: a place misspelt in one language would be shown as written, braces and all.
    use mastermind::rules::backup::{ImportCount, StoreKind};
    use mastermind::rules::code::Code;
    use mastermind::rules::colour::Colour;
    use mastermind::rules::feedback::Feedback;
    use mastermind::rules::game::Invalid;
    use mastermind::rules::level::{CustomError, Level, Setting};
    use mastermind::rules::name::NameError;
    use mastermind::rules::reading::Reading;
    use mastermind::rules::refused::StreamError;
    use mastermind::rules::storage::Trouble;
    use mastermind::rules::variant::Variant;

    let mut levels = Level::ALL.to_vec();
    levels.extend(Variant::ALL.iter().map(|&v| Level::Variant(v)));
    let would = Feedback { black: 1, white: 2 };
    for &lang in Lang::ALL {
        let t = lang.text();
        let mut said: Vec<String> = Vec::new();
        for &level in &levels {
            let colour = Colour::ALL[1];
            let asked = Code::from_index(level, 5);
            for reason in [
                Invalid::GameOver,
                Invalid::PlayedRow { row: 2 },
                Invalid::FutureRow { row: 4, active: 1 },
                Invalid::OffBoard,
                Invalid::ColourNotInLevel(colour),
                Invalid::RowIncomplete { row: 0, empty: 1 },
                Invalid::RowIncomplete { row: 0, empty: 3 },
                Invalid::HoleEmpty { row: 0, hole: 1 },
                Invalid::KeyCovered,
                Invalid::Contradicts { row: 1, would },
                Invalid::RepeatedColour { row: 1, colour },
                Invalid::NotAsked { row: 0, asked },
                Invalid::NoAidsInPuzzle,
                Invalid::BadAnswer,
            ] {
                said.push(t.warning(level, reason));
            }
            said.push(t.contradiction(level, 3, 1, would));
            said.push(t.marks(level, would));
            said.push(t.replay_row(level, 2, &["a", "b"], would, 1));
            said.push(t.replay_row(level, 2, &["a", "b"], would, 5));
        }
        for v in Variant::ALL {
            said.push(t.variant_symbols.of(v));
            said.push(t.variant_rule.of_variant(v).to_owned());
        }
        let mut customs = vec![CustomError::TooFewColours {
            pegs: 6,
            colours: 4,
        }];
        for s in [
            Setting::Pegs,
            Setting::Colours,
            Setting::Turns,
            Setting::Repeats,
        ] {
            customs.push(CustomError::Missing(s));
            customs.push(CustomError::OutOfRange(s, 99));
        }
        for e in &customs {
            said.push(t.custom_error.of(e));
            said.push(t.custom_url_invalid(e));
        }
        for e in [
            NameError::Empty,
            NameError::TooLong { chars: 50 },
            NameError::Control('\t'),
        ] {
            said.push(t.name_error.of(e));
        }
        for why in [
            Refusal::File(BackupError::Newer(7)),
            Refusal::File(BackupError::Damaged("mastermind.v1.scores".to_owned())),
            Refusal::Code(TransferCodeError::Damaged),
            Refusal::Stream(StreamError::Unsupported),
            Refusal::Stream(StreamError::TooLarge),
            Refusal::Storage(Trouble::Full),
            Refusal::Storage(Trouble::Unavailable),
        ] {
            said.push(t.data.cannot_import(&why));
        }
        for (added, left_out) in [(3, 0), (2, 1)] {
            let count = ImportCount {
                kind: StoreKind::Scores,
                added,
                left_out,
            };
            said.push(t.data.import_summary_line(&count));
        }
        said.push(t.inconsistent.of(&[3]));
        said.push(t.inconsistent.of(&[1, 2, 4]));
        said.push(t.puzzle.settles.of(&[(1, vec![3]), (2, vec![1, 2, 4])]));
        for step in 0..4 {
            said.push(t.lesson_proof(step, 7));
        }
        for turns in [None, Some(1), Some(4)] {
            said.push(t.sender_result(Some("Ana"), turns));
            said.push(t.sender_result(None, turns));
            said.push(t.broke(lang.reply().result, "Bea", turns));
        }
        for turns_left in [1, 5] {
            let reading = Reading {
                level: Level::I,
                rows: Vec::new(),
                active: Some(vec![None; 4]),
                turns_left,
                possible: Some(3),
            };
            said.push(t.board_reading(&reading));
        }
        for sentence in &said {
            assert!(
                !sentence.contains('{') && !sentence.contains('}') && !sentence.is_empty(),
                "{lang:?}: {sentence}"
            );
        }
    }
}
