//! The home page's one markup (`src/home_markup.rs`), which home's own program and the whole
//! game's `Home` both insert: every link of its view with its words, in every language, and the
//! drawn game hidden from screen readers.

use mastermind::home_markup::home;
use mastermind::home_view::HomeView;
use mastermind::i18n::Lang;
use mastermind::markup::esc;
use mastermind::rules::game::Standing;
use mastermind::rules::level::Level;
use mastermind::rules::saved::GameSlot;

#[test]
fn every_link_and_line_of_the_view_is_in_the_markup_in_every_language() {
    for &lang in Lang::ALL {
        let t = lang.shell();
        let view = HomeView::of(t, |_| None, Some(3), "2026-12-03");
        let markup = home(t, &view);
        assert!(markup.starts_with(&format!("<h1>{}</h1>", esc(t.app_name))));
        assert!(markup.contains(&format!(r#"<p class="lead">{}</p>"#, esc(t.home_lead))));
        for link in view
            .start
            .iter()
            .chain(view.groups.iter().flat_map(|g| &g.links))
        {
            let a = format!(r#"<a href="{}""#, esc(&link.href));
            assert!(markup.contains(&a), "{lang:?}: {a}");
            assert!(markup.contains(&format!(">{}</a>", esc(&link.name))));
        }
        for line in &view.daily {
            assert!(markup.contains(&format!("<li>{}</li>", esc(line))));
        }
        for group in &view.groups {
            assert!(markup.contains(&format!(
                r#"<nav class="home-group" aria-labelledby="{}">"#,
                group.id
            )));
            assert!(markup.contains(&format!(
                r#"<h2 id="{}">{}</h2>"#,
                group.id,
                esc(group.heading)
            )));
        }
        let Some(streak) = &view.streak else {
            panic!("a streak of 3 is shown");
        };
        assert!(markup.contains(&format!(r#"<p class="streak">{}</p>"#, esc(streak))));
        assert!(markup.contains(
            r#"<svg class="home-board" viewBox="0 0 170 130" aria-hidden="true" focusable="false">"#
        ));
    }
}

#[test]
fn games_in_progress_are_the_start_links_the_first_the_primary_one() {
    let t = Lang::En.shell();
    let glance = |slot: GameSlot| match slot {
        GameSlot::Free(Level::II | Level::III) => Some((Standing::InProgress { rows: 2 }, None)),
        _ => None,
    };
    let view = HomeView::of(t, glance, None, "2026-12-03");
    let markup = home(t, &view);
    assert_eq!(view.start.len(), 2);
    for (i, link) in view.start.iter().enumerate() {
        let a = format!(
            r#"<a href="{}" class="{}">{}</a>"#,
            esc(&link.href),
            HomeView::start_class(i),
            esc(&link.name)
        );
        assert!(markup.contains(&a), "{a}");
    }
    assert!(!markup.contains(r#"class="streak""#));
}
