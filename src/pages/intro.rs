use leptos::prelude::*;
use leptos_router::components::A;

use crate::components::scroll_region::ScrollRegion;
use crate::components::setting_checkbox::SettingCheckbox;
use crate::dom::set_title;
use crate::i18n::{Text, use_text};
use crate::routes::site;
use crate::routes::{
    CHALLENGE_URL, COMPUTER_URL, CUSTOM_URL, DAILY_URL, DATA_URL, MATCH_URL, PUZZLES_URL, TWO_URL,
    VARIANTS_URL, play_url, scores_url, stats_url,
};
use crate::rules::level::Level;
use crate::rules::variant::Variant;
use crate::session::preferences::Switch;

/// A level of the introduction's tables, with its link's name.
pub type LevelLink = (Level, String);

/// The introduction's two tables, each level with its link's name: the three levels, then the
/// colour game's, named `Colour game I` … so that no link's name holds `Level I` (the page and
/// its first paint, `first_paint::word_pages`).
pub fn intro_levels(t: &Text) -> (Vec<LevelLink>, Vec<LevelLink>) {
    let levels = Level::ALL.iter().map(|&level| (level, t.level(level)));
    let colour_levels = Variant::COLOUR_GAME
        .iter()
        .zip(Level::ALL)
        .map(|(&v, standard)| {
            let name = (t.colour_game_link)(standard.roman().unwrap_or_default());
            (Level::Variant(v), name)
        });
    (levels.collect(), colour_levels.collect())
}

/// The introduction: the three levels side by side, each a link to its game, the colour game's
/// three levels beside them (SPEC §14), and the hard-mode setting for the games started from
/// here on.
#[component]
pub fn Intro() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.intro_title, t.shell.app_name));
    let (levels, colour_levels) = intro_levels(t);
    view! {
        <div class="page intro">
            <h1>{t.intro_title}</h1>
            <p>{t.intro_lead}</p>
            // On a phone the table is wider than the page: it scrolls in its own region (SPEC 13).
            {levels_table(t.intro_title, levels.into_iter())}
            // Not a named section: its table's scroll region is the one landmark of that name.
            <div class="colour-game">
                <h2>{t.colour_game_title}</h2>
                <p>{t.colour_game_lead}</p>
                {levels_table(t.colour_game_title, colour_levels.into_iter())}
                <p>
                    <A href=site(VARIANTS_URL)>{t.shell.variants}</A>
                </p>
            </div>
            <SettingCheckbox
                help_id="hard-mode-help"
                label=t.hard_mode
                help=t.hard_mode_help
                switch=Switch::HardMode
            />
            <SettingCheckbox
                help_id="devious-help"
                label=t.devious
                help=t.devious_help
                switch=Switch::Devious
            />
            <ul class="link-list">
                <li>
                    <A href=site(DAILY_URL)>{t.shell.daily_link}</A>
                </li>
                <li>
                    <A href=site(PUZZLES_URL)>{t.shell.puzzles}</A>
                </li>
                <li>
                    <A href=site(CHALLENGE_URL)>{t.shell.challenge_link}</A>
                </li>
                <li>
                    <A href=site(CUSTOM_URL)>{t.custom_link}</A>
                </li>
                <li>
                    <A href=site(scores_url(Level::I))>{t.shell.high_scores}</A>
                </li>
                <li>
                    <A href=site(stats_url(Level::I))>{t.shell.statistics}</A>
                </li>
                <li>
                    <A href=site(COMPUTER_URL)>{t.shell.breaker_link}</A>
                </li>
                <li>
                    <A href=site(MATCH_URL)>{t.shell.match_link}</A>
                </li>
                <li>
                    <A href=site(TWO_URL)>{t.shell.two_players_link}</A>
                </li>
                <li>
                    <A href=site(DATA_URL)>{t.shell.your_data}</A>
                </li>
            </ul>
        </div>
    }
}

/// A table of levels, each row's header the link that plays it (with the name given), then its
/// pegs, colours, turns and possible keys; on a phone it scrolls in its own region (SPEC 13).
fn levels_table(
    label: &'static str,
    levels: impl Iterator<Item = (Level, String)>,
) -> impl IntoView {
    let t = use_text();
    let rows = levels
        .map(|(level, name)| {
            view! {
                <tr>
                    <th scope="row">
                        <A href=site(play_url(level, None)) attr:class="button">
                            {name}
                        </A>
                    </th>
                    <td>{level.pegs()}</td>
                    <td>{level.colours()}</td>
                    <td>{level.turns()}</td>
                    <td>{level.possible_keys()}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <ScrollRegion label=label.to_owned()>
            <table class="levels">
                <thead>
                    <tr>
                        <th scope="col">{t.col_level}</th>
                        <th scope="col">{t.col_pegs}</th>
                        <th scope="col">{t.col_colours}</th>
                        <th scope="col">{t.col_turns}</th>
                        <th scope="col">{t.col_keys}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </ScrollRegion>
    }
}
