use leptos::prelude::*;
use leptos_router::components::A;

use crate::components::scroll_region::ScrollRegion;
use crate::dom::set_title;
use crate::i18n::use_text;
use crate::routes::site;
use crate::routes::{RULES_URL, level_url};
use crate::rules::level::Level;
use crate::rules::variant::Variant;

/// The Variants page (SPEC §14): every variant in one table, `Variants`, with its holes,
/// symbols, turns and rule; each row's header is the link that plays it (`Play Mini
/// Mastermind`, read whole by a screen reader, seen as the variant's name).
#[component]
pub fn VariantsPage() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.shell.variants, t.shell.app_name));
    let rows = Variant::ALL
        .iter()
        .map(|&v| {
            let name = t.variant.of(v);
            let play = (t.play_variant)(v);
            view! {
                <tr>
                    <th scope="row">
                        <A href=site(level_url(Level::Variant(v))) attr:aria-label=play>
                            {name}
                        </A>
                    </th>
                    <td>{v.pegs()}</td>
                    <td>{(t.variant_symbols)(v)}</td>
                    <td>{v.turns()}</td>
                    <td>{(t.variant_rule)(v)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="page variants-page">
            <h1>{t.shell.variants}</h1>
            <p>{t.variants_lead}</p>
            // Five columns of words: on a phone the table scrolls in its own region (SPEC 13).
            <ScrollRegion label=t.shell.variants.to_owned()>
                <table class="variants">
                    <caption class="sr-only">{t.shell.variants}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{t.col_variant}</th>
                            <th scope="col">{t.col_holes}</th>
                            <th scope="col">{t.col_symbols}</th>
                            <th scope="col">{t.col_turns}</th>
                            <th scope="col">{t.col_rule}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </ScrollRegion>
            <p>
                <A href=site(format!("{RULES_URL}#variants"))>{t.shell.rules}</A>
            </p>
        </div>
    }
}
