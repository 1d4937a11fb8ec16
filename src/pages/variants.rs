use leptos::prelude::*;

use crate::dom::set_title;
use crate::i18n::use_text;
use crate::variants_markup::{VARIANTS_CLASS, variants};

/// The Variants page (SPEC §14): every variant in one table, `Variants`, with its holes,
/// symbols, turns and rule; each row's header is the link that plays it (`Play Mini
/// Mastermind`, read whole by a screen reader, seen as the variant's name). Drawn by its one
/// markup ([`variants`]), which the first paint's generator writes too; its links are plain
/// anchors, which the router follows.
#[component]
pub fn VariantsPage() -> impl IntoView {
    let t = use_text();
    set_title(&format!("{} · {}", t.shell.variants, t.shell.app_name));
    view! { <div class=VARIANTS_CLASS inner_html=variants(t)></div> }
}
