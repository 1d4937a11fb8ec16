use leptos::prelude::*;
use leptos_router::components::A;

use crate::i18n::use_text;
use crate::routes::DATA_URL;
use crate::routes::site;
use crate::rules::backup::reminder_due;
use crate::storage::{StatsBook, load_settings, now};

/// The reminder on the statistics page: after many finished games without an export (or a long
/// time since the last), a `note` pointing to `Your data`. It never shows during a game.
#[component]
pub fn DataReminder() -> impl IntoView {
    let t = use_text();
    let book = expect_context::<StatsBook>();
    let last = load_settings().last_export;
    move || {
        let games = book.log.with(|log| {
            log.games()
                .iter()
                .filter(|g| last.as_ref().is_none_or(|at| g.at > *at))
                .count()
        });
        reminder_due(games, last.as_ref(), &now()).then(|| {
            view! {
                <p role="note" class="banner note">
                    {t.reminder(games)}
                    " "
                    <A href=site(DATA_URL)>{t.shell.your_data}</A>
                </p>
            }
        })
    }
}
