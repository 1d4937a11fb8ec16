//! The introduction's one markup (`src/intro_markup.rs`), which the whole game's `Intro` inserts
//! and the first paint's generator writes: every level's link in both tables, the two settings
//! as stored (or unticked and inert before the program), and the names the page reads back.

use mastermind::i18n::Lang;
use mastermind::intro_markup::{Offered, SWITCHES, Settings, intro, switch_name, switch_named};
use mastermind::markup::esc;
use mastermind::rules::level::Level;
use mastermind::rules::variant::Variant;
use mastermind::session::preferences::Switch;

/// The `<input …>` of the setting named `name` in `markup`.
fn checkbox<'a>(markup: &'a str, name: &str) -> &'a str {
    let at = markup
        .find(&format!(r#"data-switch="{name}""#))
        .unwrap_or_else(|| panic!("no checkbox {name}"));
    let start = markup[..at].rfind("<input").unwrap_or(0);
    let end = at + markup[at..].find('>').unwrap_or(0);
    &markup[start..=end]
}

#[test]
fn every_level_and_word_is_in_the_markup_in_every_language() {
    for &lang in Lang::ALL {
        let t = lang.text();
        let markup = intro(t, Settings::FirstPaint);
        assert!(markup.starts_with(&format!("<h1>{}</h1>", esc(t.intro_title))));
        for level in Level::ALL {
            let a = format!(r#"<a href="/play/{}" class="button">"#, level.slug());
            assert!(markup.contains(&a), "{lang:?}: {a}");
            assert!(markup.contains(&format!(">{}</a>", esc(&t.level(level)))));
        }
        for (v, standard) in Variant::COLOUR_GAME.iter().zip(Level::ALL) {
            let name = t.colour_game_link(standard.roman().unwrap_or_default());
            let href = mastermind::routes::play_url(Level::Variant(*v), None);
            assert!(
                markup.contains(&format!(
                    r#"<a href="{href}" class="button">{}</a>"#,
                    esc(&name)
                )),
                "{lang:?}: {name}"
            );
        }
        for words in [t.hard_mode, t.hard_mode_help, t.devious, t.devious_help] {
            assert!(markup.contains(&esc(words)), "{lang:?}: {words}");
        }
        // Two tables, each in its named scroll region.
        assert_eq!(markup.matches(r#"<table class="levels">"#).count(), 2);
        assert!(markup.contains(&format!(r#"aria-label="{}""#, esc(t.colour_game_title))));
    }
}

#[test]
fn the_settings_are_inert_before_the_program_and_ticked_as_stored_after() {
    let t = Lang::En.text();
    let first = intro(t, Settings::FirstPaint);
    assert_eq!(first.matches(r#"<p class="hard-mode" inert>"#).count(), 2);
    assert!(!first.contains(" checked"));
    for (hard_mode, devious) in [(false, false), (true, false), (false, true), (true, true)] {
        let stored = |switch| match switch {
            Switch::HardMode => hard_mode,
            Switch::Devious => devious,
            Switch::Notes | Switch::Timer | Switch::Sound => true,
        };
        let markup = intro(t, Settings::Stored(&stored));
        assert!(!markup.contains("inert"));
        assert_eq!(
            checkbox(&markup, "hard-mode").ends_with(" checked>"),
            hard_mode
        );
        assert_eq!(checkbox(&markup, "devious").ends_with(" checked>"), devious);
        for Offered {
            switch,
            help_id: help,
            ..
        } in SWITCHES
        {
            let input = checkbox(&markup, switch_name(switch));
            assert!(input.contains(&format!(r#"aria-describedby="{help}""#)));
            assert!(markup.contains(&format!(r#"<span id="{help}" class="help">"#)));
        }
    }
}

#[test]
fn a_checkbox_names_its_setting_and_nothing_else_is_read_as_one() {
    for switch in SWITCHES.map(|o| o.switch) {
        assert_eq!(switch_named(switch_name(switch)), Some(switch));
    }
    for name in [
        "",
        "notes",
        "timer",
        "hard",
        "Hard-mode",
        "devious ",
        "hard-mode\0",
    ] {
        assert_eq!(switch_named(name), None, "{name:?}");
    }
    assert_ne!(switch_name(Switch::Notes), switch_name(Switch::Timer));
}
