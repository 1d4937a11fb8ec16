//! Every text in the variant's own symbols (SPEC §17): a digit variant's page never names a
//! colour nor says "colour" in any language, the colour games keep their words, and each
//! variant's summary says its rule in its own words.

use mastermind::i18n::{Lang, Text, peg_name};
use mastermind::rules::colour::Colour;
use mastermind::rules::feedback::Feedback;
use mastermind::rules::flag::{Contradicted, FlagState};
use mastermind::rules::game::Invalid;
use mastermind::rules::level::Level;
use mastermind::rules::refused::CopyRefused;
use mastermind::rules::stats::StatsGroup;
use mastermind::rules::variant::{Symbols, Variant};

/// The variants whose pegs are digits.
fn digit_variants() -> impl Iterator<Item = Variant> {
    Variant::ALL.into_iter().filter(|v| v.symbols().digits())
}

/// The words of a text, lower case, split at every character that is not a letter.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// What counts as a colour word in `t`'s language, built from the catalogue itself: every word of
/// every colour's name, and the word for colour (the stem of the introduction's `Colours` column:
/// colour, cor, color, couleur), alone, in the plural, or as the start of a longer word
/// (coloured).
struct ColourWords {
    names: Vec<String>,
    stems: Vec<String>,
}

impl ColourWords {
    fn of(t: &Text) -> ColourWords {
        let names = Colour::ALL
            .iter()
            .flat_map(|&c| words(t.colour.of(c)))
            .collect();
        let plural = t.col_colours.to_lowercase();
        let stem = plural
            .strip_suffix("es")
            .or_else(|| plural.strip_suffix('s'))
            .unwrap_or(&plural)
            .to_owned();
        // The other spelling of the English word (color) too.
        let stems = vec![stem.replace("ou", "o"), stem];
        ColourWords { names, stems }
    }

    /// The colour words `text` holds.
    fn found(&self, text: &str) -> Vec<String> {
        words(text)
            .into_iter()
            .filter(|w| {
                self.names.contains(w)
                    || self.stems.iter().any(|s| {
                        w == s
                            || *w == format!("{s}s")
                            || *w == format!("{s}es")
                            || (s.chars().count() >= 5 && w.starts_with(s.as_str()))
                    })
            })
            .collect()
    }
}

/// Every refusal the flag can word on a game's board (the lesson's `NotAsked` is the lesson's
/// own, a level I game's only).
fn refusals(level: Level) -> Vec<Invalid> {
    let one = Colour::from_index(1).unwrap();
    let would = Feedback { black: 1, white: 2 };
    vec![
        Invalid::GameOver,
        Invalid::PlayedRow { row: 1 },
        Invalid::FutureRow { row: 4, active: 2 },
        Invalid::OffBoard,
        Invalid::ColourNotInLevel(Colour::from_index(level.colours()).unwrap_or(one)),
        Invalid::RowIncomplete { row: 2, empty: 1 },
        Invalid::RowIncomplete { row: 2, empty: 3 },
        Invalid::HoleEmpty { row: 2, hole: 1 },
        Invalid::KeyCovered,
        Invalid::Contradicts { row: 1, would },
        Invalid::RepeatedColour {
            row: 2,
            colour: one,
        },
        Invalid::BadAnswer,
        Invalid::NoAidsInPuzzle,
    ]
}

/// Every text the catalogue gives a game page of `level` (heading, summary, board, palette,
/// flag, notes, controls, keyboard help, read-aloud, aids, analysis, replay, result, dialogs).
fn page_texts(t: &Text, level: Level) -> Vec<String> {
    let Some(v) = level.variant() else {
        return Vec::new();
    };
    let names: Vec<&str> = level
        .palette()
        .iter()
        .map(|&c| peg_name(t, level, c))
        .collect();
    let fb = Feedback { black: 1, white: 2 };
    let words = t.symbol_words(level.symbols());
    let lines = &t.board_lines;
    let mut texts = vec![
        t.level(level),
        t.game_title(level),
        t.game_summary(level),
        t.rule_sentence.of(v).to_owned(),
        t.variant.of(v).to_owned(),
        t.variant_symbols.of(v),
        t.digit_sum(21),
        t.choose_variant.to_owned(),
        words.palette(1, 4),
        words.repeated(3, names[1]),
        words.not_in_level.to_owned(),
        words.notes_help.to_owned(),
        words.keyboard_help.to_owned(),
        t.hole(1, 2, None),
        t.notes.to_owned(),
        t.notes_hole(2),
        t.row(1),
        t.row_marks(level, 1, fb),
        t.key_label.to_owned(),
        t.key_covered.to_owned(),
        t.key_revealed(&names),
        t.submit.to_owned(),
        t.quit.to_owned(),
        t.play_again.to_owned(),
        t.play_again_nod.unwrap_or_default().to_owned(),
        t.end_game_title.to_owned(),
        t.end_game_question.to_owned(),
        t.end_game.to_owned(),
        t.keep_playing.to_owned(),
        t.won(1),
        t.won(3),
        t.lost.to_owned(),
        t.quit_flag.to_owned(),
        t.read_board.to_owned(),
        lines.row(1, &names.join(", "), &t.marks(level, fb)),
        lines.none_played.to_owned(),
        lines.active(2, &format!("{}, {}", names[0], lines.empty)),
        t.shell.plural.say(1, lines.left),
        t.shell.plural.say(5, lines.left),
        lines.over.to_owned(),
        lines.possible(3),
        t.open_elsewhere.to_owned(),
        t.play_here.to_owned(),
        t.undo.to_owned(),
        t.redo.to_owned(),
        t.hard_mode_note.to_owned(),
        t.devious_note.to_owned(),
        t.share_result.to_owned(),
        t.share_with.to_owned(),
        t.copied.to_owned(),
        t.copy_refused.of(CopyRefused::NoClipboard).to_owned(),
        t.copy_refused.of(CopyRefused::Denied).to_owned(),
        t.share_text_label.to_owned(),
        t.challenge_with_key.to_owned(),
        t.puzzle.make_puzzle.to_owned(),
        t.analysis_title.to_owned(),
        t.analysis.to_owned(),
        t.col_row.to_owned(),
        t.col_keys_before.to_owned(),
        t.col_keys_left.to_owned(),
        t.col_expected_left.to_owned(),
        t.col_best_expected_left.to_owned(),
        t.col_could_be_key.to_owned(),
        t.yes.to_owned(),
        t.no.to_owned(),
        t.analysis_progress(1, 3),
        t.analysis_none.to_owned(),
        t.analysis_summary(1, 3, "4.5", "3.2"),
        t.seeded(42),
        t.game_put_aside.to_owned(),
        t.game_back.to_owned(),
        t.seed_ignored("x"),
        t.no_randomness.to_owned(),
        t.game_damaged(Some("mastermind.backup")),
        t.game_damaged(None),
        t.game_newer.to_owned(),
        t.new_score.to_owned(),
        t.new_score_text(5),
        t.name_label.to_owned(),
        t.chars_left(3),
        t.save.to_owned(),
        t.close.to_owned(),
        t.cancel.to_owned(),
        t.solver_aids.to_owned(),
        t.aids_title.to_owned(),
        t.aids_question.to_owned(),
        t.turn_on.to_owned(),
        t.aids_on_note.to_owned(),
        t.hint.to_owned(),
        t.possible_keys(3),
        t.contradiction(level, 2, 1, fb),
        t.replay_title.to_owned(),
        t.replay_row(level, 1, &names[..level.pegs()], fb, 3),
        t.replay_total(4),
        t.thinking.to_owned(),
        t.solver_loading.to_owned(),
        t.solver_thinking.to_owned(),
        t.solver_unavailable.to_owned(),
        t.solver_failed.to_owned(),
        t.show_timer.to_owned(),
        t.time_label.to_owned(),
        t.scores_of(level),
        t.stats_link(StatsGroup::Level(level)),
        t.shell.statistics.to_owned(),
    ];
    for name in &names {
        texts.push(t.hole(1, 2, Some(name)));
        texts.push(t.notes_cell(2, name));
    }
    for reason in refusals(level) {
        texts.push(t.flag(level, FlagState::Warning(reason)));
    }
    let contradicted = Contradicted {
        guess_row: 2,
        row: 0,
        would: fb,
    };
    for flag in [
        FlagState::Contradicted(contradicted),
        FlagState::Won { turns: 4 },
        FlagState::Lost,
        FlagState::Quit,
    ] {
        texts.push(t.flag(level, flag));
    }
    texts
}

#[test]
fn the_check_finds_the_word_colour_and_every_colour_name_in_every_language() {
    for &lang in Lang::ALL {
        let t = lang.text();
        let colour = ColourWords::of(t);
        assert!(
            !colour.found(&t.colour_words.palette(1, 4)).is_empty(),
            "{lang:?}: the colour games' palette says colour"
        );
        assert!(
            !colour.found(t.colour_words.notes_help).is_empty(),
            "{lang:?}"
        );
        for &c in Colour::ALL.iter() {
            assert!(!colour.found(t.colour.of(c)).is_empty(), "{lang:?} {c:?}");
        }
    }
    let en = ColourWords::of(Lang::En.text());
    assert_eq!(
        en.found("A coloured peg, a color, two colours"),
        ["coloured", "color", "colours"]
    );
    assert!(en.found("Correct scores recorded").is_empty());
}

#[test]
fn a_digit_variants_page_says_no_colour_in_any_language() {
    for &lang in Lang::ALL {
        let t = lang.text();
        let colour = ColourWords::of(t);
        for v in digit_variants() {
            let level = Level::Variant(v);
            let texts = page_texts(t, level);
            assert!(texts.len() > 100, "{lang:?} {v:?}");
            for text in texts {
                let found = colour.found(&text);
                assert!(found.is_empty(), "{lang:?} {v:?}: {found:?} in {text:?}");
            }
        }
    }
}

#[test]
fn the_symbols_choose_the_words_and_the_colour_games_keep_theirs() {
    let t = Lang::En.text();
    let one = Colour::from_index(1).unwrap();
    let repeated = Invalid::RepeatedColour {
        row: 2,
        colour: one,
    };
    let bulls = Level::Variant(Variant::BullsAndCows);
    assert_eq!(
        t.flag(bulls, FlagState::Warning(repeated)),
        "Warning: row 3 uses 1 twice, and digits may not repeat in this game."
    );
    assert_eq!(
        t.flag(Level::I, FlagState::Warning(repeated)),
        "Warning: row 3 uses green twice, and colours may not repeat in this game."
    );
    assert_eq!(
        t.symbol_words(bulls.symbols()).palette(1, 4),
        "Digits for row 1, hole 4"
    );
    for symbols in [Symbols::Colours, Symbols::ColoursAndBlank] {
        let words = t.symbol_words(symbols);
        assert_eq!(words.palette(1, 4), "Colours for row 1, hole 4");
        assert!(words.notes_help.starts_with("Tick a colour"));
        assert!(words.keyboard_help.contains("a colour's number"));
    }
    for symbols in [Symbols::DigitsFrom0, Symbols::DigitsFrom1] {
        assert!(std::ptr::eq(t.symbol_words(symbols), &t.digit_words));
    }
}

#[test]
fn every_variants_summary_ends_with_its_rule_in_its_own_words() {
    for &lang in Lang::ALL {
        let t = lang.text();
        let mut sentences = Vec::new();
        for v in Variant::ALL {
            let rule = t.rule_sentence.of(v);
            let summary = t.game_summary(Level::Variant(v));
            assert!(
                summary.ends_with(&format!(" {rule}")),
                "{lang:?} {v:?}: {summary}"
            );
            assert!(
                rule.ends_with('.') && rule.len() > 30,
                "{lang:?} {v:?}: {rule}"
            );
            sentences.push(rule);
        }
        // The levels have no rule of their own to say.
        for level in [Level::I, Level::II, Level::III] {
            let summary = t.game_summary(level);
            assert!(sentences.iter().all(|r| !summary.contains(r)), "{lang:?}");
        }
        let bagels = t.rule_sentence.of(Variant::Bagels);
        for word in ["Fermi", "Pico", "Bagels"] {
            assert!(bagels.contains(word), "{lang:?}: {bagels}");
        }
    }
    let en = Lang::En.text();
    let bulls = en.rule_sentence.of(Variant::BullsAndCows);
    assert!(bulls.contains("bull") && bulls.contains("cow"), "{bulls}");
    for v in Variant::COLOUR_GAME {
        assert!(en.rule_sentence.of(v).contains("four reds"));
        assert!(en.rule_sentence.of(v).contains("1 black, 3 white"));
    }
    assert_eq!(
        en.game_summary(Level::Variant(Variant::BullsAndCows)),
        format!(
            "Find the key of 4 pegs (digits 0–9, no repeats) in 10 turns. {}",
            bulls
        )
    );
}
