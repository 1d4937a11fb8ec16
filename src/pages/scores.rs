use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;

use crate::components::confirm_button::ConfirmButton;
use crate::components::score_table::ScoreTable;
use crate::components::table_picker::TablePicker;
use crate::dom::{focus_later_if_lost, set_title};
use crate::i18n::use_text;
use crate::pages::not_found::NotFound;
use crate::routes::site;
use crate::routes::{play_url, scores_url};
use crate::rules::level::Level;
use crate::storage::ScoreBook;

/// The high scores of one level or variant (`/scores/1` …, `/scores/mini`), with links to the
/// others, Play again at this level, and a confirmed reset of this level only.
#[component]
pub fn ScoresPage() -> impl IntoView {
    let t = use_text();
    let params = use_params_map();
    // A standard level or a variant (SPEC §14): `/scores/1` … `/scores/mini`.
    let level = Memo::new(move |_| {
        params.with(|p| p.get("level").and_then(|l| Level::parse_scored(&l).ok()))
    });
    move || match level.get() {
        None => view! { <NotFound /> }.into_any(),
        Some(level) => {
            set_title(&format!("{} · {}", t.scores_of(level), t.shell.app_name));
            view! { <LevelScores level /> }.into_any()
        }
    }
}

/// The body of the scores page for one level.
#[component]
fn LevelScores(level: Level) -> impl IntoView {
    let t = use_text();
    let book = expect_context::<ScoreBook>();
    // A saved high score leads here from its dialog, which had focus: focus goes to the heading
    // rather than falling back to the page's body (SPEC 7.1).
    focus_later_if_lost("scores-heading".to_owned());
    // Levels I–III as links (SPEC 7.1), every table (the variants too) in one `select`.
    let links = Level::ALL
        .map(|l| (scores_url(l), t.scores_of(l), t.level(l)))
        .to_vec();
    let choices = Level::with_scores()
        .map(|l| (scores_url(l), t.scores_of(l)))
        .collect();
    view! {
        <div class="page scores-page">
            <h1 id="scores-heading" tabindex="-1">{t.shell.high_scores}</h1>
            <TablePicker links choices current=scores_url(level) />
            <ScoreTable level />
            <div class="scores-actions">
                <A href=site(play_url(level, None)) attr:class="big-link">
                    {t.play_again}
                </A>
                <ConfirmButton
                    id="reset-scores"
                    label=t.reset_scores
                    question=t.reset_question(level)
                    confirm=t.reset
                    on_confirm=move |_| book.reset(level)
                />
            </div>
        </div>
    }
}
