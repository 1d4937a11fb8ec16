//! What a game page says beside its board, worked out once for the whole game and the quick board
//! (`src/intro_view.rs`): the heading and title by slot, the summary, each note in its order and
//! class, and every notice's words.

use mastermind::i18n::Lang;
use mastermind::intro_view::{GameHeading, IntroView, Note, notice_words};
use mastermind::rules::daily::Day;
use mastermind::rules::game::Game;
use mastermind::rules::key::key_from_seed;
use mastermind::rules::level::{Custom, Level};
use mastermind::rules::opening::Notice;
use mastermind::rules::saved::GameSlot;
use mastermind::rules::variant::Variant;

fn game(level: Level) -> Game {
    Game::new(level, key_from_seed(level, 7))
}

fn classes(view: &IntroView) -> Vec<&'static str> {
    view.notes.iter().map(|n| n.class).collect()
}

#[test]
fn a_plain_game_says_its_summary_alone() {
    for &lang in Lang::ALL {
        let t = lang.board();
        let view = IntroView::of(t, &game(Level::II), &Notice::None);
        assert_eq!(view.summary, t.game_summary(Level::II));
        assert_eq!(view.notes, Vec::<Note>::new());
    }
}

#[test]
fn hard_mode_the_devious_computer_and_a_notice_each_add_their_note_in_order() {
    let t = Lang::En.board();
    let played = game(Level::II).with_hard_mode(true).with_devious(true);
    let view = IntroView::of(t, &played, &Notice::Seeded(42));
    assert_eq!(
        classes(&view),
        ["notice hard-note", "notice devious-note", "notice"]
    );
    assert_eq!(view.notes[0].words, t.hard_mode_note);
    assert_eq!(view.notes[1].words, t.devious_note);
    assert_eq!(view.notes[2].words, t.seeded(42));
}

#[test]
fn a_custom_game_says_it_keeps_no_scores_before_its_notice() {
    let t = Lang::Pt.board();
    let custom = Level::Custom(Custom::new(4, 6, 9, true).unwrap());
    let view = IntroView::of(t, &game(custom).with_hard_mode(true), &Notice::Back);
    assert_eq!(classes(&view), ["notice hard-note", "help", "notice"]);
    assert_eq!(view.notes[1].words, t.custom_no_scores);
    assert_eq!(view.notes[2].words, t.game_back);
}

#[test]
fn number_mastermind_gives_the_sum_of_its_keys_digits() {
    let t = Lang::Fr.board();
    let level = Level::Variant(Variant::Number);
    let played = game(level);
    let Some(sum) = level.key_sum(&played.key()) else {
        panic!("Number Mastermind has a digit sum");
    };
    let view = IntroView::of(t, &played, &Notice::None);
    assert_eq!(
        view.notes,
        [Note {
            class: "notice digit-sum",
            words: t.digit_sum(sum),
        }]
    );
}

#[test]
fn every_notice_but_none_has_words_in_every_language() {
    let day = Day::parse("2026-11-01").unwrap();
    let notices = [
        Notice::Seeded(1),
        Notice::SeededAside(1),
        Notice::Back,
        Notice::SeedIgnored("x".to_owned()),
        Notice::NoRandomness,
        Notice::Damaged(Some("mastermind.backup".to_owned())),
        Notice::Damaged(None),
        Notice::Newer,
        Notice::Daily(day),
        Notice::Past(day),
        Notice::Challenge,
    ];
    for &lang in Lang::ALL {
        let t = lang.board();
        assert_eq!(notice_words(t, &Notice::None), None);
        for notice in &notices {
            let words = notice_words(t, notice).unwrap_or_default();
            assert!(!words.trim().is_empty(), "{lang:?} {notice:?}");
        }
        assert!(
            notice_words(t, &Notice::SeededAside(5))
                .is_some_and(|w| w.starts_with(&t.seeded(5)) && w.ends_with(t.game_put_aside))
        );
        assert!(notice_words(t, &Notice::Past(day)).is_some_and(|w| w.contains("2026-11-01")));
    }
}

#[test]
fn a_game_pages_heading_and_title_follow_its_slot() {
    let day = Day::parse("2026-11-01").unwrap();
    for &lang in Lang::ALL {
        let t = lang.board();
        let app = t.shell.app_name;
        let free = GameHeading::of(t, GameSlot::Free(Level::II), Some("ignored"));
        assert_eq!(free.heading, t.level(Level::II));
        assert_eq!(free.title, t.game_title(Level::II));
        let daily = GameHeading::of(t, GameSlot::Daily(Level::I), None);
        assert_eq!(daily.heading, t.daily_level(Level::I));
        assert_eq!(daily.title, format!("{} · {app}", daily.heading));
        let past = GameHeading::of(t, GameSlot::Past(Level::III, day), None);
        assert!(past.heading.contains("2026-11-01"));
        assert_eq!(past.title, format!("{} · {app}", past.heading));
        for sender in [Some("Ana"), None] {
            let challenge = GameHeading::of(t, GameSlot::Challenge(Level::I), sender);
            assert_eq!(challenge.heading, t.challenge_from(sender));
            assert_eq!(challenge.title, format!("{} · {app}", challenge.heading));
        }
    }
}
