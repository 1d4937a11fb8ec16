use leptos::prelude::*;

use crate::components::scroll_region::ScrollRegion;
use crate::i18n::use_text;
use crate::rules::contest::{Match, Side};

/// The match's scoreboard: a row per finished round (codemaker, attempts, the points it gave:
/// the codebreaker's or the codemaker's, by the match's scoring) and the running score. Between
/// two people, each side is named by its player.
#[component]
pub fn Scoreboard(#[prop(into)] current: Signal<Option<Match>>) -> impl IntoView {
    let t = use_text();
    let rows = move || {
        current.with(|m| {
            let Some(m) = m else { return Vec::new() };
            let pace = m.setup().pace;
            m.rounds()
                .iter()
                .enumerate()
                .filter(|(_, r)| r.finished(pace))
                .map(|(i, r)| {
                    let points = m.points(i).map_or("—".to_owned(), |(_, p)| p.to_string());
                    (
                        i + 1,
                        t.side_name(m.setup(), r.maker),
                        t.attempts(r.attempts(), r.broken()),
                        points,
                    )
                })
                .collect()
        })
    };
    let score = move || {
        current.with(|m| {
            m.as_ref()
                .map(|m| t.match_score(m.setup(), m.score(Side::Player), m.score(Side::Computer)))
        })
    };
    view! {
        <ScrollRegion label=t.scoreboard.to_owned()>
        <table class="scoreboard" aria-label=t.scoreboard>
            <thead>
                <tr>
                    <th scope="col">{t.col_round}</th>
                    <th scope="col">{t.col_codemaker}</th>
                    <th scope="col">{t.col_attempts}</th>
                    <th scope="col">{t.col_points}</th>
                </tr>
            </thead>
            <tbody>
                {move || {
                    rows()
                        .into_iter()
                        .map(|(round, maker, attempts, points)| {
                            view! {
                                <tr>
                                    <td>{round}</td>
                                    <td>{maker}</td>
                                    <td>{attempts}</td>
                                    <td>{points}</td>
                                </tr>
                            }
                        })
                        .collect_view()
                }}
            </tbody>
        </table>
        </ScrollRegion>
        <p class="score">{score}</p>
    }
}
