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
    assert_eq!(en.size(0.0), "0 bytes");
    assert_eq!(en.size(1.0), "1 byte");
    assert_eq!(en.size(1023.0), "1023 bytes");
    assert_eq!(en.size(1536.0), "1.5 KB");
    assert_eq!(pt.size(1536.0), "1,5 KB");
    assert_eq!(en.size(3.0 * 1024.0 * 1024.0), "3.0 MB");
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
    let one = en.analysis_summary(1, 4, "12", "8");
    assert!(one.starts_with("1 of your 4 guesses was as good"), "{one}");
    let two = en.analysis_summary(2, 4, "12", "8");
    assert!(two.starts_with("2 of your 4 guesses were as good"), "{two}");
    let alone = en.analysis_summary(1, 1, "1", "1");
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

#[test]
fn every_sentence_a_language_writes_with_places_says_each_value_in_every_language() {
    // Each language writes these sentences as words with named places (`Row {r}`) and the
    // shared part fills them: a place misspelt shows its braces, a place left out drops its
    // value. Each is said with values found nowhere else, and each value must show.
    use mastermind::rules::level::{Custom, Level};
    use mastermind::rules::puzzle::Difficulty;
    use mastermind::rules::variant::Variant;

    for &lang in Lang::ALL {
        let t = lang.text();
        let (board, reply, shell, guide) = (lang.board(), lang.reply(), lang.shell(), lang.guide());
        let says = |sentence: String, values: &[&str]| {
            assert!(
                !sentence.contains('{') && !sentence.contains('}'),
                "{lang:?}: {sentence}"
            );
            for value in values {
                assert!(
                    sentence.contains(value),
                    "{lang:?}: {value} not in {sentence:?}"
                );
            }
        };
        says(
            shell.continue_level("«continue_level0»"),
            &["«continue_level0»"],
        );
        says(
            shell.home_daily("«home_daily0»", "«home_daily1»"),
            &["«home_daily0»", "«home_daily1»"],
        );
        says(shell.current_streak(701), &["701"]);
        says(t.puzzle.daily_link("«daily_link0»"), &["«daily_link0»"]);
        says(t.puzzle.streak(708), &["708"]);
        says(t.puzzle.col_hole(715), &["715"]);
        says(
            t.puzzle.answer_of(722, "«answer_of1»"),
            &["722", "«answer_of1»"],
        );
        says(t.puzzle.past_table("«past_table0»"), &["«past_table0»"]);
        says(t.puzzle.past_played("«past_played0»"), &["«past_played0»"]);
        says(
            t.board_lines.row(729, "«row1»", "«row2»"),
            &["729", "«row1»", "«row2»"],
        );
        says(
            t.board_lines.active(736, "«active1»"),
            &["736", "«active1»"],
        );
        says(t.board_lines.possible(743), &["743"]);
        says(guide.step(750, 757), &["750", "757"]);
        says(guide.possible(764), &["764"]);
        says(t.data.last_export("«last_export0»"), &["«last_export0»"]);
        says(
            t.data.imported_list("«imported_list0»"),
            &["«imported_list0»"],
        );
        says(
            t.data.not_imported_list("«not_imported_list0»"),
            &["«not_imported_list0»"],
        );
        says(
            t.data.damaged_kind("«damaged_kind0»", "«damaged_kind1»"),
            &["«damaged_kind0»", "«damaged_kind1»"],
        );
        says(
            t.data.damaged_unknown("«damaged_unknown0»"),
            &["«damaged_unknown0»"],
        );
        says(
            t.data.damaged_header("«damaged_header0»"),
            &["«damaged_header0»"],
        );
        says(
            t.data.damaged_foreign("«damaged_foreign0»"),
            &["«damaged_foreign0»"],
        );
        says(
            t.colour_game_link("«colour_game_link0»"),
            &["«colour_game_link0»"],
        );
        says(
            t.lesson_ask(771, 778, 785, "«lesson_ask3»"),
            &["771", "778", "785", "«lesson_ask3»"],
        );
        says(t.notes_hole(792), &["792"]);
        says(
            t.notes_cell(799, "«notes_cell1»"),
            &["799", "«notes_cell1»"],
        );
        says(t.next_daily("«next_daily0»"), &["«next_daily0»"]);
        says(t.player_label(806), &["806"]);
        says(
            t.look_away("«look_away0»", "«look_away1»"),
            &["«look_away0»", "«look_away1»"],
        );
        says(t.break_now("«break_now0»"), &["«break_now0»"]);
        says(
            t.score_people("«score_people0»", 813, "«score_people2»", 820),
            &["«score_people0»", "813", "«score_people2»", "820"],
        );
        says(t.won_match("«won_match0»"), &["«won_match0»"]);
        says(t.past_play("«past_play0»"), &["«past_play0»"]);
        says(t.past_played("«past_played0»"), &["«past_played0»"]);
        says(t.analysis_progress(827, 834), &["827", "834"]);
        says(t.aids_too_large(841, 848), &["841", "848"]);
        says(t.answer_for(855), &["855"]);
        says(t.score(862, 869), &["862", "869"]);
        says(t.round_of(876, 883), &["876", "883"]);
        says(
            t.solver_average("«solver_average0»"),
            &["«solver_average0»"],
        );
        says(board.digit_sum(890), &["890"]);
        says(board.row(897), &["897"]);
        says(
            board.row_feedback(904, "«row_feedback1»"),
            &["904", "«row_feedback1»"],
        );
        says(board.daily_notice("«daily_notice0»"), &["«daily_notice0»"]);
        says(board.seeded(911), &["911"]);
        says(board.possible_keys(918), &["918"]);
        says(board.past_notice("«past_notice0»"), &["«past_notice0»"]);
        says(board.not_the_key(925), &["925"]);
        says(board.puzzle_from("«puzzle_from0»"), &["«puzzle_from0»"]);
        says(board.puzzle_level("«puzzle_level0»"), &["«puzzle_level0»"]);
        says(
            board.daily_puzzle_level("«daily_puzzle_level0»", "«daily_puzzle_level1»"),
            &["«daily_puzzle_level0»", "«daily_puzzle_level1»"],
        );
        says(board.seed_ignored("«seed_ignored0»"), &["«seed_ignored0»"]);
        says(t.colour_words.palette(932, 939), &["932", "939"]);
        says(t.digit_words.palette(932, 939), &["932", "939"]);
        says(
            t.colour_words.repeated(946, "«repeated1»"),
            &["946", "«repeated1»"],
        );
        says(
            t.digit_words.repeated(946, "«repeated1»"),
            &["946", "«repeated1»"],
        );
        says(reply.from("«from0»"), &["«from0»"]);
        says(reply.their_rows("«their_rows0»"), &["«their_rows0»"]);
        // The sentences whose form the shared part chooses.
        for (n, one) in [(0, "0"), (1, "1"), (2, "2"), (947, "947")] {
            says(shell.daily_in_progress(n), &[one]);
            says(shell.daily_won(n), &[one]);
            says(board.won(n), &[one]);
            says(board.solved_in(n), &[one]);
            says(t.new_score_text(n), &[one]);
            says(t.chars_left(n), &[one]);
            says(t.replay_total(n), &[one]);
            says(t.found(n), &[one]);
            says(t.reminder(n), &[one]);
            says(t.attempts(n, true), &[one]);
            says(t.attempts(n, false), &[one]);
        }
        for (best, rows) in [(0, 1), (1, 1), (0, 4), (1, 4), (3, 4)] {
            let (b, r) = (best.to_string(), rows.to_string());
            says(
                t.analysis_summary(best, rows, "«mine»", "«top»"),
                &[&b, &r, "«mine»", "«top»"],
            );
        }
        for aids in [true, false] {
            says(t.custom_keys(953, aids), &["953"]);
            says(reply.unplayed("«unplayed»", aids), &["«unplayed»"]);
        }
        says(
            board.hole(959, 967, Some("«hole»")),
            &["959", "967", "«hole»"],
        );
        says(board.hole(959, 967, None), &["959", "967", board.empty]);
        says(t.secret_hole(971, Some("«secret»")), &["971", "«secret»"]);
        says(t.secret_hole(971, None), &["971", board.empty]);
        says(board.key_revealed(&["«k1»", "«k2»"]), &["«k1»", "«k2»"]);
        for level in [Level::I, Level::II, Level::III] {
            let roman = level.roman().unwrap_or("?");
            says(board.daily_level(level), &[roman]);
            says(board.past_level(level, "«day»"), &[roman, "«day»"]);
            says(t.past_table(level), &[roman]);
        }
        says(
            board.versus(Some(977), Some("«versus»"), Some(983)),
            &["977", "«versus»", "983"],
        );
        says(
            board.versus(None, None, None),
            &[board.not_broken, board.your_friend],
        );
        for band in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
            let name = t.difficulty.of(band);
            says(t.print_heading(991, "«lv»", band), &["991", "«lv»", name]);
            says(t.print_title("«lv»", band, 997), &["«lv»", name, "997"]);
        }
        says(t.data.size(1536.0), &["1"]);
        if let Ok(custom) = Custom::new(5, 7, 11, true) {
            says(board.game_summary(Level::Custom(custom)), &["5", "7", "11"]);
        }
        for v in Variant::ALL {
            let level = Level::Variant(v);
            says(
                board.game_summary(level),
                &[&level.pegs().to_string(), board.rule_sentence.of(v)],
            );
            says(t.play_variant.of(v).to_owned(), &[]);
        }
    }
}

/// What `source` holds outside its strings and comments.
fn outside_words(source: &str) -> String {
    let mut outside = String::new();
    let mut chars = source.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                // A string: up to its closing quote, escapes skipped.
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
                outside.push_str("\"\"");
            }
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        outside.push('\n');
                        break;
                    }
                }
            }
            _ => outside.push(c),
        }
    }
    outside
}

const NOT_WORDS: [&str; 6] = ["fn ", "|", "match ", "if ", "format!", "=>"];

#[test]
fn a_language_file_is_words_only() {
    // No closure, no function, no `match` in a language's file: outside its strings and
    // comments, it holds only names, punctuation and literals.
    let closure = outside_words("    row: |r| format!(\"Row {r} // not a comment\"), // a note\n");
    assert_eq!(closure, "    row: |r| format!(\"\"), \n");
    assert!(NOT_WORDS.iter().any(|w| closure.contains(w)));
    for code in ["en", "es", "fr", "pt"] {
        let path = format!("{}/words/src/lang/{code}.rs", env!("CARGO_MANIFEST_DIR"));
        let source = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(source.contains("pub(super) static"), "{path} read");
        let outside = outside_words(&source);
        for word in NOT_WORDS {
            assert!(
                !outside.contains(word),
                "{code}.rs holds `{word}` outside its words"
            );
        }
    }
}
